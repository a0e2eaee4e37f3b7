//===- BlockArgsTest.cpp - Tests of the block-argument form ---------------===//
//
// Printing a module with block arguments and reading the text back gives
// the module it was printed from: the same phis with the same entry for
// each edge. The block-argument text does not record the order of a phi's
// entries (reading puts them in the order of the edges in the text), so
// the two are compared in phi form after sorting each phi's entries by
// block, stably (entries from one block keep their order: it tells the
// edges of `br c, L, L` apart). Checked for hand-written cases, and for
// every example, golden-test input and Bril corpus program in flat form
// (where it can be written) and after lower,ssa.
//
//===----------------------------------------------------------------------===//

#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/TAC/Parser.h"
#include "mopt/Transforms/Lower.h"
#include "mopt/Transforms/SSAConstruction.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace mopt;

namespace {

namespace fs = std::filesystem;

std::string print(const Module &M, PhiSyntax Syntax = PhiSyntax::Instructions) {
  std::string Out;
  printModule(M, Out, Syntax);
  return Out;
}

/// Sorts each phi's entries by the layout position of their blocks, keeping
/// the order of entries from one block.
void sortPhiEntries(Module &M) {
  for (Function &F : M) {
    F.renumberBlocks();
    for (BasicBlock &BB : F)
      for (auto It = BB.begin(); It != BB.getFirstNonPhi(); ++It) {
        auto &Phi = llvm::cast<PhiInst>(*It);
        std::vector<std::pair<BasicBlock *, Value *>> Entries;
        for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
          Entries.push_back({Phi.getIncomingBlock(K), Phi.getIncomingValue(K)});
        std::stable_sort(Entries.begin(), Entries.end(),
                         [](const auto &A, const auto &B) {
                           return A.first->getNumber() < B.first->getNumber();
                         });
        for (unsigned K = 0; K != Entries.size(); ++K) {
          Phi.setIncomingBlock(K, Entries[K].first);
          Phi.setIncomingValue(K, Entries[K].second);
        }
      }
  }
}

/// Prints M (verified) with block arguments, reads the text back and
/// expects a verified module equal to M up to the order of phi entries;
/// printing that with block arguments again gives the same text. Returns
/// the number of phis compared.
unsigned expectSameModule(Module &M, const std::string &What) {
  std::string Written = print(M, PhiSyntax::BlockArguments);
  auto Read = parseTAC(Written, "block-args.tac");
  EXPECT_TRUE(Read.ok()) << What << ": " << Read.status().message() << "\n"
                         << Written;
  if (!Read.ok())
    return 0;
  absl::Status Verified = verifyModule(**Read);
  EXPECT_TRUE(Verified.ok()) << What << ": " << Verified.message();
  EXPECT_EQ(print(**Read, PhiSyntax::BlockArguments), Written) << What;
  sortPhiEntries(M);
  sortPhiEntries(**Read);
  EXPECT_EQ(print(**Read), print(M)) << What;
  unsigned Phis = 0;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      Phis += std::distance(BB.begin(), BB.getFirstNonPhi());
  return Phis;
}

std::unique_ptr<Module> parseOK(llvm::StringRef Text) {
  auto M = parseTAC(Text, "test.tac");
  EXPECT_TRUE(M.ok()) << M.status().message();
  return M.ok() ? std::move(*M) : std::make_unique<Module>();
}

/// lower then ssa on every function; false if either refuses one.
bool toSSA(Module &M) {
  for (Function &F : M) {
    FunctionAnalysisManager LowerAM, SSAAM;
    if (!LowerPass().run(F, LowerAM).ok() ||
        !SSAConstructionPass().run(F, SSAAM).ok())
      return false;
  }
  return verifyModule(M).ok();
}

std::string readFile(const fs::path &P) {
  std::ifstream In(P, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// The files under Root (absent: none) whose names end in Ext, sorted.
std::vector<fs::path> filesUnder(const fs::path &Root, const char *Ext) {
  std::vector<fs::path> Out;
  if (!fs::exists(Root))
    return Out;
  for (const fs::directory_entry &E : fs::recursive_directory_iterator(Root))
    if (E.is_regular_file() && E.path().extension() == Ext)
      Out.push_back(E.path());
  std::sort(Out.begin(), Out.end());
  return Out;
}

/// The module in P, verified, or null if it does not read or verify.
std::unique_ptr<Module> readModule(const fs::path &P) {
  std::string Text = readFile(P);
  auto M = P.extension() == ".bril" ? parseBril(Text, P.string())
                                    : parseTAC(Text, P.string());
  if (!M.ok() || !verifyModule(**M).ok())
    return nullptr;
  return std::move(*M);
}

TEST(BlockArgsTest, SeedLoop) {
  auto M = parseOK(R"(func sum_to(n):
entry1:
  n = param 0
  s = const 0
  i = const 0
  jmp head2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  s = + s, i
  i = + i, 1
  jmp head2
exit4:
  ret s
)");
  ASSERT_TRUE(toSSA(*M));
  EXPECT_EQ(print(*M, PhiSyntax::BlockArguments), R"(func sum_to(n):
entry1:
  %n.1 = param 0
  %s.1 = const 0
  %i.1 = const 0
  jmp head2(%s.1, %i.1)
head2(%s.2, %i.2):
  %3 = < %i.2, %n.1
  br %3, body3, exit4
body3:
  %s.3 = + %s.2, %i.2
  %i.3 = + %i.2, 1
  jmp head2(%s.3, %i.3)
exit4:
  ret %s.2
)");
  EXPECT_EQ(expectSameModule(*M, "seed"), 2u);
}

TEST(BlockArgsTest, TwoEdgesFromOneBlock) {
  auto M = parseOK(R"(func pick(c):
start:
  br c, L, L
L:
  %p = phi [10, start], [20, start]
  %q = phi [1, start], [2, start]
  br %p, M, M
M:
  %r = phi [%q, L], [%p, L]
  ret %r
)");
  ASSERT_TRUE(checkBlockArguments(*M).ok());
  EXPECT_EQ(print(*M, PhiSyntax::BlockArguments), R"(func pick(c):
start:
  br c, L(10, 1), L(20, 2)
L(%p, %q):
  br %p, M(%q), M(%p)
M(%r):
  ret %r
)");
  expectSameModule(*M, "br c, L, L");
}

TEST(BlockArgsTest, TypedParametersAndVariableArguments) {
  // Flat form: a variable as an argument is read at the end of the block
  // that jumps, as a phi entry is.
  const char *Text = R"(func main(x: float):
entry:
  b: bool = const true
  jmp L(x, b, 'a', bool false)
L(%f: float, %c: bool, %ch: char, %z: bool):
  print %f, %c, %ch, %z
  ret
)";
  auto M = parseOK(Text);
  ASSERT_TRUE(verifyModule(*M).ok());
  auto &Phi = llvm::cast<PhiInst>(std::next(M->begin()->begin())->front());
  EXPECT_EQ(Phi.getName(), "f");
  EXPECT_TRUE(Phi.getType()->isFloat());
  EXPECT_EQ(Phi.getIncomingValue(0)->getName(), "x");
  EXPECT_EQ(Phi.getIncomingBlock(0)->getName(), "entry");
  EXPECT_EQ(print(*M, PhiSyntax::BlockArguments), Text);
  expectSameModule(*M, "typed");
}

TEST(BlockArgsTest, MixedWithPhiInstructionsAndForwardValues) {
  // A block with parameters, a block with a phi instruction, an argument
  // defined further down, and a block without parameters that nothing
  // names: all read into one function with phis.
  auto M = parseOK(R"(func f(n):
entry:
  jmp head(0)
latch:
  jmp head(%next)
head(%i):
  %c = < %i, n
  br %c, body, exit
body:
  %next = + %i, 1
  jmp join
join:
  %k = phi [%next, body]
  jmp latch
exit:
  ret %i
)");
  ASSERT_TRUE(verifyModule(*M).ok());
  std::string Phis = print(*M);
  EXPECT_NE(Phis.find("%i = phi [0, entry], [%next, latch]"), std::string::npos)
      << Phis;
  expectSameModule(*M, "mixed");
}

TEST(BlockArgsTest, FunctionsWithoutPhisPrintAsTAC) {
  auto M = parseOK(R"(func main():
  x = const 1
L:
  print x
  ret
)");
  EXPECT_TRUE(checkBlockArguments(*M).ok());
  EXPECT_EQ(print(*M, PhiSyntax::BlockArguments), print(*M));
}

TEST(BlockArgsTest, RefusesEdgesThatAreNoJumps) {
  auto FallsInto = parseOK(R"(func main(c):
entry:
  br c, L, M
M:
  %x = const 2
L:
  %p = phi [1, entry], [%x, M]
  print %p
)");
  EXPECT_NE(checkBlockArguments(*FallsInto)
                .message()
                .find("block 'L' has phis and is entered by falling through"),
            std::string::npos);
  for (Function &F : *FallsInto) {
    FunctionAnalysisManager AM;
    ASSERT_TRUE(LowerPass().run(F, AM).ok());
  }
  EXPECT_TRUE(checkBlockArguments(*FallsInto).ok()) << "lower adds the jmp";
  expectSameModule(*FallsInto, "after lower");
  auto Entry = parseOK(R"(func main():
L:
  %p = phi [1, M]
  ret %p
M:
  jmp L
)");
  EXPECT_NE(checkBlockArguments(*Entry).message().find("the entry block"),
            std::string::npos);
}

/// Every example and golden-test input, and every Bril corpus program, in
/// flat form where it can be written and after lower,ssa.
TEST(BlockArgsTest, EveryInputReadsBackAsTheSameModule) {
  fs::path Source(MOPT_SOURCE_DIR);
  std::vector<fs::path> Inputs = filesUnder(Source / "examples", ".tac");
  for (const char *Dir : {"test", "unittests"})
    for (const fs::path &P : filesUnder(Source / Dir, ".tac"))
      Inputs.push_back(P);
  for (const fs::path &P :
       filesUnder(Source / ".." / "shared" / "corpus" / "bril", ".bril"))
    Inputs.push_back(P);
  unsigned Modules = 0, Phis = 0;
  for (const fs::path &P : Inputs) {
    std::unique_ptr<Module> M = readModule(P);
    if (!M)
      continue;
    if (checkBlockArguments(*M).ok())
      Phis += expectSameModule(*M, P.string() + " (flat)");
    std::unique_ptr<Module> SSA = readModule(P);
    if (!toSSA(*SSA))
      continue;
    EXPECT_TRUE(checkBlockArguments(*SSA).ok()) << P;
    Phis += expectSameModule(*SSA, P.string() + " (lower,ssa)");
    ++Modules;
  }
  EXPECT_GT(Modules, 50u);
  EXPECT_GT(Phis, 100u);
  std::printf("block arguments: %u modules after lower,ssa, %u phis\n", Modules,
              Phis);
}

} // namespace
