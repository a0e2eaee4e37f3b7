//===- LowerTest.cpp - Tests of the lower pass ----------------------------===//
//
// Each test lowers a flat program and checks the exact CFG-form text, that
// it verifies as IRForm::CFG, that it prints and parses back, and that the
// interpreter prints and returns the same before and after.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/Lower.h"
#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Interp/Interpreter.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <cstdio>
#include <set>
#include <string>
#include <vector>

using namespace mopt;
using namespace mopt::test;

namespace {

using test::parse;

using test::print;

struct Outcome {
  absl::StatusOr<int64_t> Ret;
  std::string Output;
};

/// Runs main with Args, capturing what it prints through a tmpfile().
Outcome run(Module &M, llvm::ArrayRef<int64_t> Args,
            const RunOptions &Opts = {}) {
  std::FILE *Tmp = std::tmpfile();
  EXPECT_NE(Tmp, nullptr);
  Outcome O{runProgram(M, Args, Tmp, Opts), ""};
  std::fflush(Tmp);
  std::rewind(Tmp);
  char Buf[4096];
  size_t N;
  while ((N = std::fread(Buf, 1, sizeof Buf, Tmp)) > 0)
    O.Output.append(Buf, N);
  std::fclose(Tmp);
  return O;
}

void expectSameOutcome(const Outcome &Before, const Outcome &After,
                       const std::string &What) {
  EXPECT_EQ(Before.Output, After.Output) << What;
  ASSERT_EQ(Before.Ret.ok(), After.Ret.ok())
      << What << ": before: " << Before.Ret.status().message()
      << "\nafter: " << After.Ret.status().message();
  if (Before.Ret.ok()) {
    EXPECT_EQ(*Before.Ret, *After.Ret) << What;
  }
}

/// Runs the lower pass on F: whether it changed F (reported as not
/// preserving everything), or its error.
absl::StatusOr<bool> lowerFunction(Function &F) {
  LowerPass Lower;
  FunctionAnalysisManager AM;
  absl::StatusOr<PreservedAnalyses> PA = Lower.run(F, AM);
  if (!PA.ok())
    return PA.status();
  return !PA->areAllPreserved();
}

/// Lowers every function; returns the first error.
absl::Status lower(Module &M) {
  for (Function &F : M) {
    absl::StatusOr<bool> R = lowerFunction(F);
    if (!R.ok())
      return R.status();
    EXPECT_EQ(F.getForm(), IRForm::CFG) << F.getName().str();
  }
  return absl::OkStatus();
}

/// Every phi entry names a block that is still in its function. Compares
/// pointers only, so a dangling entry is found without being dereferenced.
bool phiBlocksAreLive(Module &M) {
  bool Ok = true;
  for (Function &F : M) {
    std::set<BasicBlock *> Live;
    for (BasicBlock &BB : F)
      Live.insert(&BB);
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *Phi = llvm::dyn_cast<PhiInst>(&I))
          for (unsigned K = 0; K != Phi->getNumIncoming(); ++K)
            if (!Live.count(Phi->getIncomingBlock(K))) {
              ADD_FAILURE() << "phi %" << Phi->getName().str() << " in '"
                            << F.getName().str() << "' entry " << K
                            << " names a block that is no longer in the "
                               "function";
              Ok = false;
            }
  }
  return Ok;
}

/// The whole check: Input verifies flat; lowering succeeds; the result
/// verifies as CFG, prints as Expected, parses back to the same text, and
/// runs like the input for each argument list.
void checkLower(llvm::StringRef Input, llvm::StringRef Expected,
                std::vector<std::vector<int64_t>> ArgLists = {{}}) {
  auto M = parse(Input);
  absl::Status Flat = verifyModule(*M, IRForm::Flat);
  ASSERT_TRUE(Flat.ok()) << Flat.message();
  std::vector<Outcome> Before;
  for (const auto &Args : ArgLists)
    Before.push_back(run(*M, Args));
  absl::Status L = lower(*M);
  ASSERT_TRUE(L.ok()) << L.message();
  ASSERT_TRUE(phiBlocksAreLive(*M));
  absl::Status CFG = verifyModule(*M, IRForm::CFG);
  EXPECT_TRUE(CFG.ok()) << CFG.message() << "\n" << print(*M);
  std::string Text = print(*M);
  EXPECT_EQ(Text, Expected.str());
  auto Again = parseTAC(Text, "lowered.tac");
  ASSERT_TRUE(Again.ok()) << Again.status().message();
  EXPECT_EQ(print(**Again), Text);
  absl::Status CFG2 = verifyModule(**Again, IRForm::CFG);
  EXPECT_TRUE(CFG2.ok()) << CFG2.message();
  for (size_t K = 0; K != ArgLists.size(); ++K) {
    expectSameOutcome(Before[K], run(*M, ArgLists[K]),
                      "lowered, args #" + std::to_string(K));
    expectSameOutcome(Before[K], run(**Again, ArgLists[K]),
                      "lowered and re-read, args #" + std::to_string(K));
  }
  // Lowering CFG form again changes nothing, also when the function claims
  // to be flat (as the re-read copy does).
  for (Function &F : **Again) {
    absl::StatusOr<bool> R = lowerFunction(F);
    ASSERT_TRUE(R.ok());
    EXPECT_FALSE(*R) << F.getName().str();
  }
  EXPECT_EQ(print(**Again), Text);
  for (Function &F : *M) {
    absl::StatusOr<bool> R = lowerFunction(F);
    ASSERT_TRUE(R.ok());
    EXPECT_FALSE(*R) << F.getName().str();
  }
  EXPECT_EQ(print(*M), Text);
}

TEST(LowerTest, FallThroughBecomesJump) {
  checkLower(R"(func main():
A:
  x = const 1
B:
  print x
  x = + x, 1
  %c = < x, 3
  br %c, B, C
C:
  print 100
D:
  ret x
)",
             R"(func main():
A:
  x = const 1
  jmp B
B:
  print x
  x = + x, 1
  %c = < x, 3
  br %c, B, C
C:
  print 100
  ret x
)");
}

TEST(LowerTest, FallingOffTheEndReturnsZero) {
  checkLower(R"(func main():
  %r = call f, 5
  print %r
func f(a):
A:
  print a
B:
  jmp A2
A2:
  print a
)",
             R"(func main():
  %r = call f, 5
  print %r
  ret 0

func f(a):
A:
  print a
  jmp A2
A2:
  print a
  ret 0
)");
}

TEST(LowerTest, DeadCodeAfterReturn) {
  checkLower(R"(func main():
  print 1
  ret 7
  print 2
  x = const 3
  ret x
  print 4
L:
  print x
  ret x
)",
             R"(func main():
  print 1
  ret 7
)");
}

TEST(LowerTest, DeadCodeAfterJumpAndBranch) {
  checkLower(R"(func main(c):
E:
  jmp L
  print 2
L:
  br c, M, N
  print 3
  jmp L
M:
  print 4
  ret 1
  print 5
N:
  ret 2
)",
             R"(func main(c):
E:
  jmp L
L:
  br c, M, N
M:
  print 4
  ret 1
N:
  ret 2
)",
             {{0}, {1}});
}

TEST(LowerTest, UnreachableBlocksAndTheirPhiEntriesGo) {
  checkLower(R"(func main():
E:
  %a = const 1
  jmp J
D:
  %d = const 2
  jmp J
D2:
  br %d, J, J
J:
  %p = phi [%a, E], [%d, D], [3, D2], [4, D2]
  print %p
  ret %p
D3:
  jmp D3
)",
             R"(func main():
E:
  %a = const 1
  jmp J
J:
  %p = phi [%a, E]
  print %p
  ret %p
)");
}

TEST(LowerTest, UnreachableFallThroughIntoPhiBlock) {
  // D is unreachable and falls through into J: its implicit edge goes too.
  checkLower(R"(func main():
E:
  jmp J
D:
  print 9
J:
  %p = phi [1, E], [2, D]
  ret %p
)",
             R"(func main():
E:
  jmp J
J:
  %p = phi [1, E]
  ret %p
)");
}

TEST(LowerTest, LoopAtTheEntryGetsAFreshEntry) {
  checkLower(R"(func main():
L:
  i = + i, 1
  print i
  %c = < i, 3
  br %c, L, X
X:
  ret i
)",
             R"(func main():
entry:
  jmp L
L:
  i = + i, 1
  print i
  %c = < i, 3
  br %c, L, X
X:
  ret i
)");
}

TEST(LowerTest, FreshEntryNameAvoidsExistingLabels) {
  checkLower(R"(func main():
entry:
  n = + n, 1
  %c = < n, 2
  br %c, entry, entry.1
entry.1:
  ret n
)",
             R"(func main():
entry.2:
  jmp entry
entry:
  n = + n, 1
  %c = < n, 2
  br %c, entry, entry.1
entry.1:
  ret n
)");
}

TEST(LowerTest, EntryReachedByFallThroughFromNothingButJumpedTo) {
  // The entry is a jump target from the end of the function.
  checkLower(R"(func main(n):
top:
  n = - n, 1
  print n
next:
  br n, top, done
done:
)",
             R"(func main(n):
entry:
  jmp top
top:
  n = - n, 1
  print n
  br n, top, done
done:
  ret 0
)",
             {{3}, {1}});
}

TEST(LowerTest, EmptyFunction) {
  checkLower(R"(func main():
  %r = call empty
  print %r
  ret %r
func empty():
)",
             R"(func main():
  %r = call empty
  print %r
  ret %r

func empty():
  ret 0
)");
}

TEST(LowerTest, FunctionOfOnlyLabels) {
  checkLower(R"(func main():
A:
B:
C:
)",
             R"(func main():
A:
  ret 0
)");
}

TEST(LowerTest, CodeBeforeFirstLabel) {
  checkLower(R"(func main():
  x = const 5
  print x
L:
  print 6
  jmp M
M:
  ret x
)",
             R"(func main():
  x = const 5
  print x
  print 6
  jmp M
M:
  ret x
)");
}

TEST(LowerTest, FallThroughOnlyBlocksMerge) {
  checkLower(R"(func main():
A:
  print 1
B:
  print 2
C:
  print 3
D:
  ret 4
)",
             R"(func main():
A:
  print 1
  print 2
  print 3
  ret 4
)");
}

TEST(LowerTest, JumpTargetsAndPhiBlocksDoNotMerge) {
  checkLower(R"(func main(c):
A:
  x = const 1
B:
  print x
C:
  %p = phi [x, B]
  print %p
D:
  br c, E, F
E:
  print 5
F:
  print 6
G:
  ret
H:
  jmp F
)",
             R"(func main(c):
A:
  x = const 1
  print x
  jmp C
C:
  %p = phi [x, A]
  print %p
  br c, E, F
E:
  print 5
  jmp F
F:
  print 6
  ret
)",
             {{0}, {1}});
}

TEST(LowerTest, MergingRenamesPhiPredecessors) {
  checkLower(R"(func main(c):
A:
  print 1
B:
  br c, J, K
K:
  jmp J
J:
  %p = phi [10, B], [20, K]
  print %p
  ret %p
)",
             R"(func main(c):
A:
  print 1
  br c, J, K
K:
  jmp J
J:
  %p = phi [10, A], [20, K]
  print %p
  ret %p
)",
             {{0}, {1}});
}

TEST(LowerTest, MergingIntoAMergedBlockRenamesAgain) {
  checkLower(R"(func main(c):
A:
  print 1
B:
  print 2
C:
  br c, J, J
J:
  %p = phi [10, C], [20, C]
  ret %p
)",
             R"(func main(c):
A:
  print 1
  print 2
  br c, J, J
J:
  %p = phi [10, A], [20, A]
  ret %p
)",
             {{0}, {1}});
}

// Merging a labelled block into the unnamed entry block (code before the
// first label) renames the phi entries that named the label to the entry
// block; the printed CFG must still parse back.
TEST(LowerTest, MergeIntoUnnamedEntryKeepsPhiEntriesPrintable) {
  const char *Input = R"(func main(c):
  print 0
E:
  br c, J, K
K:
  jmp J
J:
  %p = phi [1, E], [2, K]
  print %p
  ret %p
)";
  auto M = parse(Input);
  ASSERT_TRUE(verifyModule(*M, IRForm::Flat).ok());
  Outcome Before0 = run(*M, {0}), Before1 = run(*M, {1});
  ASSERT_TRUE(lower(*M).ok());
  absl::Status V = verifyModule(*M, IRForm::CFG);
  EXPECT_TRUE(V.ok()) << V.message();
  expectSameOutcome(Before0, run(*M, {0}), "lowered, c=0");
  expectSameOutcome(Before1, run(*M, {1}), "lowered, c=1");
  std::string Text = print(*M);
  auto Again = parseTAC(Text, "lowered.tac");
  ASSERT_TRUE(Again.ok()) << Again.status().message() << "\n" << Text;
  EXPECT_EQ(print(**Again), Text);
  expectSameOutcome(Before0, run(**Again, {0}), "re-read, c=0");
  expectSameOutcome(Before1, run(**Again, {1}), "re-read, c=1");
}

TEST(LowerTest, SeedListingIsUnchanged) {
  const char *Seed = R"(func main():
  %1 = const 10
  %2 = call sum_to, %1
  print %2
  ret %2

func sum_to(n):
entry1:
  n = param 0
  %1 = const 0
  s = copy %1
  %2 = const 0
  i = copy %2
  jmp head2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  %4 = + s, i
  s = copy %4
  %5 = const 1
  %6 = + i, %5
  i = copy %6
  jmp head2
exit4:
  ret s
)";
  auto M = parse(Seed);
  for (Function &F : *M) {
    absl::StatusOr<bool> R = lowerFunction(F);
    ASSERT_TRUE(R.ok());
    EXPECT_FALSE(*R) << F.getName().str();
  }
  EXPECT_EQ(print(*M), Seed);
  checkLower(Seed, Seed);
}

TEST(LowerTest, SourcePositionsOfCreatedInstructions) {
  auto M = parse(R"(func main():
L:
  print 1
  print 2
M:
  print 3
  jmp L
func f():
A:
  x = const 1
)");
  ASSERT_TRUE(lower(*M).ok());
  Function &Main = *M->lookupFunction("main");
  // The fresh entry's jump stands for the entry block's first instruction.
  Instruction &Jmp = Main.getEntryBlock().front();
  EXPECT_EQ(Main.getEntryBlock().getName(), "entry");
  EXPECT_EQ(Jmp.getLoc().Line, 3u);
  EXPECT_EQ(Jmp.getLoc().Column, 3u);
  // The ret 0 at the end of f: the position of the last instruction.
  Function &F = *M->lookupFunction("f");
  Instruction &Ret = F.getEntryBlock().back();
  EXPECT_EQ(Ret.getOpcode(), Opcode::Ret);
  EXPECT_EQ(Ret.getLoc().Line, 10u);
  for (Function &Fn : *M)
    for (BasicBlock &BB : Fn)
      for (Instruction &I : BB)
        EXPECT_TRUE(I.getLoc().isKnown()) << printInstruction(I);
}

TEST(LowerTest, UseOfValueDefinedOnlyInRemovedCode) {
  // Not valid flat IR (the verifier rejects it), but lower must still fail
  // cleanly, at the use.
  auto M = parse(R"(func main():
E:
  jmp J
D:
  %d = const 2
  jmp J
J:
  print %d
  ret
)");
  EXPECT_FALSE(verifyModule(*M, IRForm::Flat).ok());
  absl::Status S = lower(*M);
  ASSERT_FALSE(S.ok());
  std::string Msg(S.message());
  EXPECT_EQ(Msg.rfind("test.tac:8:3: error: ", 0), 0u) << Msg;
  EXPECT_NE(Msg.find("%d is used here but defined only in code that can never "
                     "run (line 5)"),
            std::string::npos)
      << Msg;
}

TEST(LowerTest, PhiAtTheEntryIsAnError) {
  auto M = parse(R"(func main():
L:
  %p = phi [1, L]
  jmp L
)");
  absl::Status S = lower(*M);
  ASSERT_FALSE(S.ok());
  std::string Msg(S.message());
  EXPECT_EQ(Msg.rfind("test.tac:3:3: error: ", 0), 0u) << Msg;
  EXPECT_NE(Msg.find("starts with a phi"), std::string::npos) << Msg;
}

//===----------------------------------------------------------------------===//
// Robustness: lower every mutant that is valid flat IR
//===----------------------------------------------------------------------===//

const char *const FuzzSeed = R"(func main(a, b):
entry:
  %1 = const 4
  %2 = call sum_to, %1
  print %2, a
  x = - a, b
  br x, left, right
left:
  %3 = phi [%2, entry], [%4, right]
  y = * %3, -7
  jmp done
  print 77
right:
  %4 = << a, 3
  print
  jmp left
mid:
  print 5
done:
  print y
skip:
  ret y
func sum_to(n):
entry1:
  n = param 0
  %1 = const 0
  s = copy %1
  %2 = const 0
  i = copy %2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  %4 = + s, i
  s = copy %4
  %5 = const 1
  %6 = + i, %5
  i = copy %6
  jmp head2
exit4:
  ret s
)";

/// Line-level mutations keep most mutants parseable: delete, duplicate,
/// swap and move lines.
std::string mutateLines(const std::string &Text, Rng &R) {
  std::vector<std::string> Lines;
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    Lines.push_back(Text.substr(Start, End - Start));
    Start = End + 1;
  }
  for (unsigned K = 0, E = 1 + R.below(3); K != E && !Lines.empty(); ++K) {
    size_t I = R.below(Lines.size()), J = R.below(Lines.size());
    switch (R.below(4)) {
    case 0:
      Lines.erase(Lines.begin() + I);
      break;
    case 1:
      Lines.insert(Lines.begin() + I, Lines[J]);
      break;
    case 2:
      std::swap(Lines[I], Lines[J]);
      break;
    case 3: {
      std::string L = Lines[I];
      Lines.erase(Lines.begin() + I);
      Lines.insert(Lines.begin() + std::min(J, Lines.size()), L);
      break;
    }
    }
  }
  std::string Out;
  for (const std::string &L : Lines)
    Out += L + "\n";
  return Out;
}

TEST(LowerFuzzTest, ValidMutantsLowerVerifyAndRunTheSame) {
  Rng R(0xfeedbeef1234ULL);
  RunOptions Small;
  Small.MaxSteps = 20000;
  RunOptions Large;
  Large.MaxSteps = 200000; // lowering at most doubles the steps
  unsigned Lowered = 0, Compared = 0;
  for (unsigned Case = 0; Case != 1000; ++Case) {
    std::string Text = mutateLines(FuzzSeed, R);
    auto M = parseTAC(Text, "test.tac");
    if (!M.ok() || !verifyModule(**M, IRForm::Flat).ok())
      continue;
    std::vector<int64_t> Args{int64_t(Case % 3), 1};
    bool HasMain = (*M)->lookupFunction("main") &&
                   (*M)->lookupFunction("main")->getNumParams() == 2;
    Outcome Before;
    if (HasMain)
      Before = run(**M, Args, Small);
    absl::Status L = lower(**M);
    if (!L.ok()) {
      // Lower may refuse only a phi at the top of the entry block.
      EXPECT_NE(std::string(L.message()).find("starts with a phi"),
                std::string::npos)
          << "case " << Case << ": " << L.message() << "\n"
          << Text;
      continue;
    }
    ++Lowered;
    ASSERT_TRUE(phiBlocksAreLive(**M)) << "case " << Case << "\n" << Text;
    absl::Status V = verifyModule(**M, IRForm::CFG);
    ASSERT_TRUE(V.ok()) << "case " << Case << ": " << V.message() << "\n"
                        << Text << "\nlowered:\n"
                        << print(**M);
    std::string Printed = print(**M);
    auto Again = parseTAC(Printed, "lowered.tac");
    EXPECT_TRUE(Again.ok())
        << "case " << Case << ": " << Again.status().message() << "\ninput:\n"
        << Text << "\nlowered:\n"
        << Printed;
    if (Again.ok()) {
      EXPECT_EQ(print(**Again), Printed);
    }
    if (HasMain && Before.Ret.ok()) {
      ++Compared;
      expectSameOutcome(Before, run(**M, Args, Large),
                        "case " + std::to_string(Case) + "\n" + Text);
    }
  }
  EXPECT_GT(Lowered, 100u);
  EXPECT_GT(Compared, 20u);
  RecordProperty("lowered", Lowered);
  RecordProperty("compared", Compared);
}

} // namespace
