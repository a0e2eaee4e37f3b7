//===- PrinterTest.cpp - Tests of the TAC printer -------------------------===//
//
// The printer's output is canonical TAC that parses back to the same IR:
// print -> parse -> print gives the same text, for the seed listing, for
// every example and golden-test input in the source tree, in flat form and
// after `lower` (CFG form).
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Printer.h"
#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/TAC/Parser.h"
#include "mopt/Transforms/Lower.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace mopt;
using namespace mopt::test;

namespace {

namespace fs = std::filesystem;

std::unique_ptr<Module> parseOK(llvm::StringRef Text,
                                llvm::StringRef Name = "test.tac") {
  auto M = parseTAC(Text, Name);
  EXPECT_TRUE(M.ok()) << M.status().message();
  return M.ok() ? std::move(*M) : std::make_unique<Module>();
}

using test::print;

/// print(M) parses back, and printing that gives the same text. Returns the
/// text.
std::string expectRoundTrip(const Module &M, const std::string &What) {
  std::string First = print(M);
  auto Again = parseTAC(First, "printed.tac");
  EXPECT_TRUE(Again.ok()) << What << ": the printed text does not parse: "
                          << Again.status().message() << "\n"
                          << First;
  if (!Again.ok())
    return First;
  std::string Second = print(**Again);
  EXPECT_EQ(First, Second) << What;
  return First;
}

absl::Status lowerModule(Module &M) {
  LowerPass Lower;
  FunctionAnalysisManager AM;
  for (Function &F : M) {
    absl::StatusOr<PreservedAnalyses> R = Lower.run(F, AM);
    if (!R.ok())
      return R.status();
  }
  return absl::OkStatus();
}

std::string readFile(const fs::path &P) {
  std::ifstream In(P, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// Every *.tac under DIR of the source tree, sorted.
std::vector<fs::path> tacFiles(const char *Dir) {
  std::vector<fs::path> Out;
  fs::path Root = fs::path(MOPT_SOURCE_DIR) / Dir;
  if (!fs::exists(Root))
    return Out;
  for (const fs::directory_entry &E : fs::recursive_directory_iterator(Root))
    if (E.is_regular_file() && E.path().extension() == ".tac")
      Out.push_back(E.path());
  std::sort(Out.begin(), Out.end());
  return Out;
}

TEST(PrinterTest, SeedListingPrintsAsWritten) {
  auto M = parseOK(SeedListing);
  EXPECT_EQ(print(*M), SeedListing);
  expectRoundTrip(*M, "seed listing");
  ASSERT_TRUE(lowerModule(*M).ok());
  // Already in CFG form: lower keeps it block for block.
  EXPECT_EQ(print(*M), SeedListing);
  expectRoundTrip(*M, "seed listing after lower");
}

TEST(PrinterTest, CanonicalSpelling) {
  auto M = parseOK(R"(; a comment that goes away
func main(a, b):   # and another
    %1 = add a, b
  %2 = sub %1, -1
	x = mul %2, a
  x = div x, b
  x = rem x, b
  x = and x, b
  x = or x, b
  x = xor x, b
  x = shl x, 1
  x = shr x, 1
  %c1 = lt x, b
  %c2 = le x, b
  %c3 = gt x, b
  %c4 = ge x, b
  %c5 = eq x, b
  %c6 = ne x, b
  y = neg x
  y = not y
  z = copy y
  w = param 1
  %r = call g, z,   w
  call g, 1, 2
  print
  print %r, y,   -9223372036854775808
  br %c1, L, M
L:
  %p = phi [%1, main.0],[x, L]
  jmp M
main.0:
M:
  ret
  ret %p


func g(u, v):
  ret u
func empty():
)");
  EXPECT_EQ(print(*M), R"(func main(a, b):
  %1 = + a, b
  %2 = - %1, -1
  x = * %2, a
  x = / x, b
  x = % x, b
  x = & x, b
  x = | x, b
  x = ^ x, b
  x = << x, 1
  x = >> x, 1
  %c1 = < x, b
  %c2 = <= x, b
  %c3 = > x, b
  %c4 = >= x, b
  %c5 = == x, b
  %c6 = != x, b
  y = neg x
  y = not y
  z = copy y
  w = param 1
  %r = call g, z, w
  call g, 1, 2
  print
  print %r, y, -9223372036854775808
  br %c1, L, M
L:
  %p = phi [%1, main.0], [x, L]
  jmp M
main.0:
M:
  ret
  ret %p

func g(u, v):
  ret u

func empty():
)");
  expectRoundTrip(*M, "canonical");
}

TEST(PrinterTest, PrintInstruction) {
  auto M = parseOK(R"(func f(a):
L:
  %1 = + a, 2
  %p = phi [%1, L], [3, L]
  call f, %p
  br a, L, L
)");
  Function &F = *M->begin();
  std::vector<std::string> Got;
  for (Instruction &I : F.getEntryBlock())
    Got.push_back(printInstruction(I));
  EXPECT_EQ(Got,
            (std::vector<std::string>{"%1 = + a, 2", "%p = phi [%1, L], [3, L]",
                                      "call f, %p", "br a, L, L"}));
}

TEST(PrinterTest, ExamplesRoundTrip) {
  std::vector<fs::path> Files = tacFiles("examples");
  ASSERT_FALSE(Files.empty()) << "no examples/*.tac under " << MOPT_SOURCE_DIR;
  for (const fs::path &P : Files) {
    SCOPED_TRACE(P.string());
    auto M = parseTAC(readFile(P), P.string());
    ASSERT_TRUE(M.ok()) << M.status().message();
    expectRoundTrip(**M, P.string() + " (flat)");
    absl::Status S = lowerModule(**M);
    ASSERT_TRUE(S.ok()) << S.message();
    std::string Lowered = expectRoundTrip(**M, P.string() + " (lowered)");
    // The lowered text is CFG form once read back.
    auto Again = parseTAC(Lowered, "lowered.tac");
    ASSERT_TRUE(Again.ok());
    absl::Status V = verifyModule(**Again, IRForm::CFG);
    EXPECT_TRUE(V.ok()) << V.message() << "\n" << Lowered;
  }
}

TEST(PrinterTest, GoldenTestInputsRoundTrip) {
  std::vector<fs::path> Files = tacFiles("test");
  ASSERT_FALSE(Files.empty()) << "no test/**/*.tac under " << MOPT_SOURCE_DIR;
  unsigned Parsed = 0;
  for (const fs::path &P : Files) {
    SCOPED_TRACE(P.string());
    auto M = parseTAC(readFile(P), P.string());
    if (!M.ok())
      continue; // a test of an error message
    ++Parsed;
    expectRoundTrip(**M, P.string() + " (flat)");
    // Inputs that are not valid flat IR (tests of the verifier) or that
    // lower rejects (tests of its errors) have no CFG form to print.
    if (!verifyModule(**M, IRForm::Flat).ok() || !lowerModule(**M).ok())
      continue;
    std::string Lowered = expectRoundTrip(**M, P.string() + " (lowered)");
    auto Again = parseTAC(Lowered, "lowered.tac");
    ASSERT_TRUE(Again.ok());
    absl::Status V = verifyModule(**Again, IRForm::CFG);
    EXPECT_TRUE(V.ok()) << V.message() << "\n" << Lowered;
  }
  EXPECT_GT(Parsed, 0u);
}

TEST(PrinterTest, LoweredFormRoundTrips) {
  // Fall-through, dead code, an unnamed entry, a loop at the entry (fresh
  // `entry` block, whose name is taken once), an empty function.
  auto M = parseOK(R"(func main(n):
  x = const 1
entry:
  x = + x, 1
  %c = < x, n
  br %c, entry, out
  print 99
out:
  print x
func empty():
func loop():
L:
  jmp L
)");
  ASSERT_TRUE(lowerModule(*M).ok());
  std::string Text = expectRoundTrip(*M, "lowered");
  EXPECT_EQ(Text, R"(func main(n):
  x = const 1
  jmp entry
entry:
  x = + x, 1
  %c = < x, n
  br %c, entry, out
out:
  print x
  ret 0

func empty():
  ret 0

func loop():
entry:
  jmp L
L:
  jmp L
)");
  auto Again = parseOK(Text);
  EXPECT_TRUE(verifyModule(*Again, IRForm::CFG).ok());
}

// Blocks a pass creates without a name print as _bbN; the output must still
// parse back, even when the function already has a label of that spelling.
TEST(PrinterTest, UnnamedBlocksGetLabelsThatParse) {
  Module M;
  Function *F = M.createFunction("f");
  auto *Entry = new BasicBlock("");
  auto *Mid = new BasicBlock("");
  auto *Named = new BasicBlock("_bb1");
  F->push_back(Entry);
  F->push_back(Mid);
  F->push_back(Named);
  Entry->push_back(new BranchInst(F->getConstant(1), Mid, Named));
  Mid->push_back(new JumpInst(Named));
  Named->push_back(new ReturnInst());
  ASSERT_TRUE(verifyModule(M, IRForm::CFG).ok());
  std::string Text = print(M);
  auto Again = parseTAC(Text, "printed.tac");
  ASSERT_TRUE(Again.ok()) << Again.status().message() << "\n" << Text;
  EXPECT_EQ(print(**Again), Text);
  Function &G = *(*Again)->begin();
  EXPECT_EQ(G.size(), 3u);
  EXPECT_TRUE(verifyModule(**Again, IRForm::CFG).ok());
}

// A phi entry may name the unnamed entry block (lower merges labelled blocks
// into it; SSA construction adds entries for it): then it needs a label.
TEST(PrinterTest, UnnamedEntryNamedByAPhiGetsALabel) {
  Module M;
  Function *F = M.createFunction("f");
  F->addParameter("c");
  auto *Entry = new BasicBlock("");
  auto *Loop = new BasicBlock("loop");
  auto *Exit = new BasicBlock("exit");
  F->push_back(Entry);
  F->push_back(Loop);
  F->push_back(Exit);
  Entry->push_back(new JumpInst(Loop));
  auto *Phi = new PhiInst(Type::getInt());
  Phi->setName("i");
  Loop->push_back(Phi);
  auto *Next = new BinaryInst(Opcode::Add, Phi, F->getConstant(1));
  Next->setName("n");
  Loop->push_back(Next);
  Phi->addIncoming(F->getConstant(0), Entry);
  Phi->addIncoming(Next, Loop);
  Loop->push_back(new BranchInst(F->lookupVariable("c"), Loop, Exit));
  Exit->push_back(new ReturnInst(Phi));
  ASSERT_TRUE(verifyModule(M, IRForm::CFG).ok());
  std::string Text = print(M);
  auto Again = parseTAC(Text, "printed.tac");
  ASSERT_TRUE(Again.ok()) << Again.status().message() << "\n" << Text;
  EXPECT_EQ(print(**Again), Text);
  EXPECT_TRUE(verifyModule(**Again, IRForm::CFG).ok());
  // Without the phi entry the entry block prints as it was read: no label.
  auto Flat = parseOK("func g():\n  print 1\n  ret\n");
  EXPECT_EQ(print(*Flat), "func g():\n  print 1\n  ret\n");
}

TEST(PrinterTest, UnnamedNonEntryBlockPrintsAsBBN) {
  Module M;
  Function *F = M.createFunction("f");
  auto *Entry = new BasicBlock("start");
  auto *Next = new BasicBlock("");
  F->push_back(Entry);
  F->push_back(Next);
  Entry->push_back(new JumpInst(Next));
  Next->push_back(new ReturnInst(F->getConstant(3)));
  EXPECT_EQ(print(M), "func f():\nstart:\n  jmp _bb1\n_bb1:\n  ret 3\n");
}

} // namespace

// On one thread the text goes out in pieces of about a mebibyte while it is
// printed; on several, a function at a time. Either way the pieces, joined,
// are the module's text, and a large function is not held whole.
TEST(PrinterTest, ModuleTextInPiecesJoinsToTheWholeText) {
  std::string Source;
  for (const char *Name : {"small", "large"}) {
    Source += std::string("func ") + Name + "():\n";
    unsigned Lines = std::string(Name) == "large" ? 120000 : 3;
    for (unsigned I = 0; I != Lines; ++I)
      Source +=
          "  x" + std::to_string(I) + " = const " + std::to_string(I) + "\n";
    Source += "  ret\n\n";
  }
  auto M = parseTAC(Source, "pieces.tac");
  ASSERT_TRUE(M.ok()) << M.status();
  std::string Whole;
  printModule(**M, Whole);
  ASSERT_GT(Whole.size(), 2u << 20);
  for (unsigned Threads : {1u, 2u}) {
    std::string Joined;
    size_t Pieces = 0, Largest = 0;
    printModuleInOrder(**M, Threads, [&](llvm::StringRef Piece) {
      Joined += Piece.str();
      ++Pieces;
      Largest = std::max(Largest, Piece.size());
    });
    EXPECT_EQ(Joined, Whole) << Threads << " threads";
    if (Threads == 1) {
      EXPECT_GT(Pieces, 2u);
      EXPECT_LT(Largest, (1u << 20) + 4096);
    } else {
      EXPECT_EQ(Pieces, 2u);
    }
  }
}
