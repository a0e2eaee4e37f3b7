//===- VerifierTest.cpp - Tests of the IR verifier ------------------------===//
//
// One broken function per rule of mopt/IR/Verifier.h. Each test checks the
// whole diagnostic: the position, the function, the block, the instruction
// (for rules about one instruction) and the rule. IR that the parser would
// refuse is built by editing parsed IR. Positive cases: the seed listing in
// flat and CFG form, and every example after `lower`.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Verifier.h"
#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Support/NameTable.h"
#include "mopt/TAC/Parser.h"
#include "mopt/Transforms/Lower.h"
#include "llvm/ADT/DenseMap.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <tuple>

using namespace mopt;
using namespace mopt::test;

namespace {

namespace fs = std::filesystem;

using test::parse;

std::string verifyError(Module &M, IRForm Form) {
  absl::Status S = verifyModule(M, Form);
  EXPECT_FALSE(S.ok()) << "verified:\n"
                       << [&] {
                            std::string Out;
                            printModule(M, Out);
                            return Out;
                          }();
  return S.ok() ? "" : std::string(S.message());
}

/// Checks that verifying M in Form fails at LineCol with the header
/// `in function 'F', block 'B'[, instruction 'I']: RULE`.
void expectVerifyError(Module &M, IRForm Form, const std::string &LineCol,
                       const std::string &Func, const std::string &Block,
                       const std::string &Inst, const std::string &Rule) {
  std::string Msg = verifyError(M, Form);
  std::string Prefix = "test.tac:" + LineCol + ": error: ";
  EXPECT_EQ(Msg.substr(0, Prefix.size()), Prefix) << Msg;
  std::string Where = "in function '" + Func + "', block '" + Block + "'";
  if (!Inst.empty())
    Where += ", instruction '" + Inst + "'";
  Where += ": ";
  EXPECT_NE(Msg.find(Where + Rule), std::string::npos)
      << "expected '" << Where << Rule << "' in:\n"
      << Msg;
}

void expectVerifies(Module &M, IRForm Form) {
  absl::Status S = verifyModule(M, Form);
  EXPECT_TRUE(S.ok()) << S.message();
}

BasicBlock *findBlock(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return &BB;
  return nullptr;
}

Instruction *findSSA(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.hasSSAResult() && I.getName() == Name)
        return &I;
  return nullptr;
}

SourceLoc at(uint32_t Line, uint32_t Col) { return {0, Line, Col}; }

const char *const Dominance = "%1 is used where its definition does not "
                              "dominate the use";

//===----------------------------------------------------------------------===//
// Definitions dominate uses
//===----------------------------------------------------------------------===//

TEST(VerifierTest, UseBeforeDefInSameBlock) {
  auto M = parse(R"(func f():
B:
  print %1
  %1 = const 1
  ret
)");
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "B", "print %1", Dominance);
  expectVerifyError(*M, IRForm::CFG, "3:3", "f", "B", "print %1", Dominance);
}

TEST(VerifierTest, UseInSelf) {
  auto M = parse(R"(func f():
B:
  %1 = + %1, 1
  ret
)");
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "B", "%1 = + %1, 1",
                    Dominance);
}

TEST(VerifierTest, UseInBlockNotDominated) {
  auto M = parse(R"(func f(c):
E:
  br c, A, B
A:
  %1 = const 1
  jmp J
B:
  jmp J
J:
  print %1
  ret
)");
  expectVerifyError(*M, IRForm::CFG, "10:3", "f", "J", "print %1", Dominance);
}

// Reads within a block and across blocks are checked on the same walk in
// CFG form, and kept for a later round in flat form: either way the first
// read in layout order that its definition does not reach is reported.
TEST(VerifierTest, FirstUnreachedReadInLayoutOrder) {
  // %1 does not reach J; %2 is read before its definition, in B or in J.
  auto WithLocalMissIn = [](bool InB) {
    std::string Miss = "  print %2\n  %2 = const 2\n";
    return parse("func f(c):\nE:\n  br c, A, B\nA:\n  %1 = const 1\n"
                 "  jmp J\nB:\n" +
                 (InB ? Miss : "") + "  jmp J\nJ:\n  print %1\n" +
                 (InB ? "" : Miss) + "  ret\n");
  };
  for (IRForm Form : {IRForm::Flat, IRForm::CFG}) {
    expectVerifyError(*WithLocalMissIn(true), Form, "8:3", "f", "B", "print %2",
                      "%2 is used where its definition does not dominate "
                      "the use");
    expectVerifyError(*WithLocalMissIn(false), Form, "10:3", "f", "J",
                      "print %1", Dominance);
  }
}

// In CFG form the dominator tree is built at the first read across blocks,
// before later instructions are checked: a later branch to a block of
// another function (numbered past the end of f's) or to no block is then
// reported, not followed.
TEST(VerifierTest, BranchOutOfTheFunctionAfterAReadAcrossBlocks) {
  auto M = parse(R"(func f():
E:
  jmp A
A:
  %1 = const 1
  jmp B
B:
  print %1
  jmp C
C:
  ret
func g():
E:
  jmp A
A:
  jmp B
B:
  jmp C
C:
  jmp D
D:
  ret
)");
  Function &F = *M->begin();
  Function &G = *std::next(M->begin());
  Instruction *Jump = findBlock(F, "B")->getTerminator();
  Jump->setOperand(0, findBlock(G, "D"));
  expectVerifyError(*M, IRForm::CFG, "9:3", "f", "B", "jmp D",
                    "branch target is not a block of this function");
  Jump->setOperand(0, nullptr);
  expectVerifyError(*M, IRForm::CFG, "9:3", "f", "B", "jmp <null>",
                    "operand 0 is missing");
}

TEST(VerifierTest, UseDominatedThroughFallThroughIsFine) {
  auto M = parse(R"(func f(c):
E:
  %1 = const 1
A:
  print %1
  br c, A, B
B:
  ret %1
)");
  expectVerifies(*M, IRForm::Flat);
}

TEST(VerifierTest, DefinitionAfterTerminatorDominatesNothing) {
  // In flat form code after the first terminator never runs, so a value
  // defined there cannot be used by the code that falls through.
  auto M = parse(R"(func f():
E:
  jmp A
  %1 = const 1
A:
  print %1
  ret
)");
  expectVerifyError(*M, IRForm::Flat, "6:3", "f", "A", "print %1", Dominance);
}

TEST(VerifierTest, EntryDefinitionsReachEveryBlock) {
  // A value the entry block defines before its first terminator reaches
  // every read elsewhere, by a phi or not, reachable or not; the verifier
  // keeps no such read for the dominance round, and a later read that
  // fails is still the one reported.
  auto M = parse(R"(func f(c):
E:
  %1 = const 1
  br c, A, B
A:
  print %1
  jmp J
B:
  %2 = const 2
  jmp J
J:
  %p = phi [%1, A], [%1, B]
  print %1, %p
  ret
D:
  print %1, %2
  ret
)");
  expectVerifies(*M, IRForm::Flat);
  auto Bad = parse(R"(func f(c):
E:
  %1 = const 1
  br c, A, B
A:
  %2 = const 2
  jmp J
B:
  jmp J
J:
  print %1
  print %2
  ret
)");
  expectVerifyError(*Bad, IRForm::CFG, "12:3", "f", "J", "print %2",
                    "%2 is used where its definition does not dominate the "
                    "use");
}

TEST(VerifierTest, PhiIncomingValueMustDominateEndOfPredecessor) {
  auto M = parse(R"(func f(c):
E:
  br c, A, B
A:
  %1 = const 1
  jmp J
B:
  jmp J
J:
  %p = phi [%1, A], [%1, B]
  ret %p
)");
  expectVerifyError(*M, IRForm::CFG, "10:3", "f", "J",
                    "%p = phi [%1, A], [%1, B]", Dominance);
  // With the value only on the edge from A it is fine.
  auto Good = parse(R"(func f(c):
E:
  br c, A, B
A:
  %1 = const 1
  jmp J
B:
  jmp J
J:
  %p = phi [%1, A], [0, B]
  ret %p
)");
  expectVerifies(*Good, IRForm::CFG);
}

TEST(VerifierTest, PhiInLoopMayUseLaterValue) {
  auto M = parse(R"(func f(n):
E:
  jmp H
H:
  %i = phi [0, E], [%j, H]
  %j = + %i, 1
  %c = < %j, n
  br %c, H, X
X:
  ret %i
)");
  expectVerifies(*M, IRForm::Flat);
  expectVerifies(*M, IRForm::CFG);
}

//===----------------------------------------------------------------------===//
// Block shape (CFG form and later)
//===----------------------------------------------------------------------===//

TEST(VerifierTest, BlockWithoutTerminator) {
  auto M = parse(R"(func f():
E:
  jmp L
L:
  print 1
)");
  expectVerifies(*M, IRForm::Flat);
  expectVerifyError(*M, IRForm::CFG, "4:1", "f", "L", "",
                    "does not end in a terminator");
}

TEST(VerifierTest, EmptyBlockInCFG) {
  auto M = parse(R"(func f():
E:
  jmp L
L:
)");
  expectVerifies(*M, IRForm::Flat);
  expectVerifyError(*M, IRForm::CFG, "4:1", "f", "L", "",
                    "does not end in a terminator");
}

TEST(VerifierTest, UnnamedEntryBlockIsNamedInMessages) {
  auto M = parse("func f():\n  print 1\n");
  expectVerifyError(*M, IRForm::CFG, "2:3", "f", "<entry>", "",
                    "does not end in a terminator");
}

TEST(VerifierTest, TerminatorInTheMiddle) {
  auto M = parse(R"(func f():
E:
  ret
  print 1
  ret
)");
  expectVerifies(*M, IRForm::Flat);
  expectVerifyError(*M, IRForm::CFG, "3:3", "f", "E", "ret",
                    "terminator in the middle of a block");
}

TEST(VerifierTest, FunctionWithoutBlocksInCFG) {
  auto M = parse("func f():\n");
  expectVerifies(*M, IRForm::Flat);
  std::string Msg = verifyError(*M, IRForm::CFG);
  EXPECT_EQ(Msg.rfind("test.tac:1:6: error: ", 0), 0u) << Msg;
  EXPECT_NE(Msg.find("function 'f' has no blocks"), std::string::npos) << Msg;
}

//===----------------------------------------------------------------------===//
// Phis
//===----------------------------------------------------------------------===//

TEST(VerifierTest, PhiAfterNonPhi) {
  auto M = parse(R"(func f():
E:
  jmp L
L:
  %p = phi [1, E]
  print 1
  %q = phi [2, E]
  ret
)");
  expectVerifyError(*M, IRForm::Flat, "7:3", "f", "L", "%q = phi [2, E]",
                    "phis must come before every other instruction of their "
                    "block");
}

TEST(VerifierTest, PhiMissingEntry) {
  auto M = parse(R"(func f(c):
E:
  br c, A, J
A:
  jmp J
J:
  %p = phi [1, E]
  ret %p
)");
  expectVerifyError(*M, IRForm::CFG, "7:3", "f", "J", "%p = phi [1, E]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 1 entry(ies))");
  // Flat form checks phi entries against its edges too.
  expectVerifyError(*M, IRForm::Flat, "7:3", "f", "J", "%p = phi [1, E]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 1 entry(ies))");
}

TEST(VerifierTest, FlatPhiEntriesCountFallThroughAndFirstTerminator) {
  // Edges into J: the fall-through from A, and B's first terminator only
  // (the jump after it never runs).
  auto M = parse(R"(func f(c):
E:
  br c, A, B
A:
  print 1
J:
  %p = phi [1, A], [2, B]
  ret %p
B:
  jmp J
  jmp J
)");
  expectVerifies(*M, IRForm::Flat);
  auto Bad = parse(R"(func f(c):
E:
  br c, A, B
A:
  print 1
J:
  %p = phi [2, B]
  ret %p
B:
  jmp J
)");
  expectVerifyError(*Bad, IRForm::Flat, "7:3", "f", "J", "%p = phi [2, B]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 1 entry(ies))");
}

TEST(VerifierTest, PhiExtraEntry) {
  auto M = parse(R"(func f(c):
E:
  br c, A, J
A:
  jmp J
J:
  %p = phi [1, E], [2, A], [3, A]
  ret %p
)");
  expectVerifyError(*M, IRForm::CFG, "7:3", "f", "J",
                    "%p = phi [1, E], [2, A], [3, A]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 3 entry(ies))");
}

TEST(VerifierTest, PhiEntryFromNonPredecessor) {
  auto M = parse(R"(func f(c):
E:
  br c, A, J
A:
  jmp J
J:
  %p = phi [1, E], [2, J]
  ret %p
)");
  expectVerifyError(*M, IRForm::CFG, "7:3", "f", "J", "%p = phi [1, E], [2, J]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 2 entry(ies))");
}

TEST(VerifierTest, PhiNeedsTwoEntriesForBranchToSameBlockTwice) {
  auto M = parse(R"(func f(c):
E:
  br c, J, J
J:
  %p = phi [1, E]
  ret %p
)");
  expectVerifyError(*M, IRForm::CFG, "5:3", "f", "J", "%p = phi [1, E]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 1 entry(ies))");
  auto Bad = parse(R"(func f(c):
E:
  br c, J, J
J:
  %p = phi [1, E], [2, E]
  %q = phi [%p, E], [%p, E]
  ret %q
)");
  // %p used by %q on the edges from E: E does not see %p, which J defines.
  expectVerifyError(*Bad, IRForm::CFG, "6:3", "f", "J",
                    "%q = phi [%p, E], [%p, E]", "%p is used where");
  auto Good2 = parse(R"(func f(c):
E:
  br c, J, J
J:
  %p = phi [1, E], [2, E]
  ret %p
)");
  expectVerifies(*Good2, IRForm::CFG);
}

TEST(VerifierTest, PhiInOutOfSSAForm) {
  auto M = parse(R"(func f(c):
E:
  br c, J, J
J:
  %p = phi [1, E], [2, E]
  ret %p
)");
  expectVerifyError(*M, IRForm::OutOfSSA, "5:3", "f", "J",
                    "%p = phi [1, E], [2, E]",
                    "phis are not allowed out of SSA form");
}

TEST(VerifierTest, PhiEntryNamingBlockOfAnotherFunction) {
  auto M = parse(R"(func f():
E:
  jmp J
J:
  %p = phi [1, E]
  ret %p
func g():
G:
  ret
)");
  Function &F = *M->lookupFunction("f");
  auto *Phi = llvm::cast<PhiInst>(findSSA(F, "p"));
  Phi->setIncomingBlock(0, &M->lookupFunction("g")->getEntryBlock());
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "J", "%p = phi [1, G]",
                    "phi entry names a block outside this function");
}

//===----------------------------------------------------------------------===//
// CFG shape
//===----------------------------------------------------------------------===//

TEST(VerifierTest, EntryBlockWithPredecessors) {
  auto M = parse(R"(func f(c):
E:
  br c, E, X
X:
  ret
)");
  expectVerifies(*M, IRForm::Flat);
  expectVerifyError(*M, IRForm::CFG, "2:1", "f", "E", "",
                    "the entry block has predecessors");
}

TEST(VerifierTest, UnreachableBlock) {
  auto M = parse(R"(func f():
E:
  ret
D:
  ret
)");
  expectVerifies(*M, IRForm::Flat);
  expectVerifyError(*M, IRForm::CFG, "4:1", "f", "D", "",
                    "is unreachable from the entry block");
}

TEST(VerifierTest, UnreachableCycle) {
  auto M = parse(R"(func f():
E:
  ret
D1:
  jmp D2
D2:
  jmp D1
)");
  expectVerifyError(*M, IRForm::CFG, "4:1", "f", "D1", "",
                    "is unreachable from the entry block");
}

TEST(VerifierTest, ErrorsOfBlocksInLayoutOrder) {
  // J's phi lacks an entry, and D is not reached: whichever comes first in
  // layout is reported.
  auto WithUnreachedBlock = [](bool BeforeJ) {
    std::string D = BeforeJ ? "D:\n  ret\n" : "";
    std::string After = BeforeJ ? "" : "D:\n  ret\n";
    return parse("func f(c):\nE:\n  br c, A, J\n" + D +
                 "A:\n  jmp J\nJ:\n  %p = phi [1, E]\n  ret %p\n" + After);
  };
  expectVerifyError(*WithUnreachedBlock(false), IRForm::CFG, "7:3", "f", "J",
                    "%p = phi [1, E]",
                    "phi needs exactly one entry per predecessor edge (2 "
                    "edge(s), 1 entry(ies))");
  expectVerifyError(*WithUnreachedBlock(true), IRForm::CFG, "4:1", "f", "D", "",
                    "is unreachable from the entry block");
}

//===----------------------------------------------------------------------===//
// Forms: SSA has no variables
//===----------------------------------------------------------------------===//

TEST(VerifierTest, VariableWriteInSSAForm) {
  auto M = parse(R"(func f():
E:
  x = const 1
  ret
)");
  expectVerifies(*M, IRForm::CFG);
  expectVerifyError(*M, IRForm::SSA, "3:3", "f", "E", "x = const 1",
                    "writes variable 'x', but SSA form has no variables");
}

TEST(VerifierTest, VariableReadInSSAForm) {
  auto M = parse(R"(func f(a):
E:
  %1 = + a, 1
  ret %1
)");
  expectVerifies(*M, IRForm::CFG);
  expectVerifyError(*M, IRForm::SSA, "3:3", "f", "E", "%1 = + a, 1",
                    "reads variable 'a', but SSA form has no variables");
  // Variables are fine out of SSA.
  expectVerifies(*M, IRForm::OutOfSSA);
}

TEST(VerifierTest, SSAFormWithoutVariables) {
  // The parameter variable x exists but is neither read nor written.
  auto G = parse(R"(func g(x):
E:
  %a = param 0
  %c = < %a, 10
  br %c, L, X
L:
  %r = call g, %a
  jmp X
X:
  %p = phi [0, E], [%r, L]
  print %p
  ret %p
)");
  expectVerifies(*G, IRForm::SSA);
  expectVerifies(*G, IRForm::CFG);
  expectVerifies(*G, IRForm::Flat);
  expectVerifyError(*G, IRForm::OutOfSSA, "10:3", "g", "X",
                    "%p = phi [0, E], [%r, L]",
                    "phis are not allowed out of SSA form");
}

//===----------------------------------------------------------------------===//
// Instruction structure (IR the parser would refuse, built by editing)
//===----------------------------------------------------------------------===//

TEST(VerifierTest, ValueInstructionWithoutDestination) {
  auto M = parse(R"(func f():
E:
  ret
)");
  Function &F = *M->begin();
  auto *Add =
      new BinaryInst(Opcode::Add, F.getConstant(1), F.getConstant(2), at(3, 3));
  Add->insertBefore(&F.getEntryBlock().back());
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "E", "+ 1, 2",
                    "produces a value but has no destination");
  // A call may discard its value; a phi may not.
  Add->eraseFromParent();
  auto *Phi = new PhiInst(Type::getInt(), at(3, 3));
  F.getEntryBlock().insert(F.getEntryBlock().begin(), Phi);
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "E", "phi",
                    "produces a value but has no destination");
}

TEST(VerifierTest, NameAndDestinationVariableTogether) {
  auto M = parse(R"(func f():
E:
  %t = + 1, 2
  ret
)");
  Function &F = *M->begin();
  F.getEntryBlock().front().setDestVariable(F.getOrCreateVariable("x"));
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "E", "x = + 1, 2",
                    "has both a name ('%t') and a destination variable ('x')");
}

TEST(VerifierTest, DestinationOnInstructionWithoutValue) {
  auto M = parse(R"(func f():
E:
  print 1
  ret
)");
  Function &F = *M->begin();
  Instruction &Print = F.getEntryBlock().front();
  Print.setDestVariable(F.getOrCreateVariable("x"));
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "E", "x = print 1",
                    "'print' does not produce a value");
  Print.setDestVariable(nullptr);
  F.getEntryBlock().back().setName("r");
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "%r = ret",
                    "'ret' does not produce a value");
}

TEST(VerifierTest, PhiWithVariableDestination) {
  auto M = parse(R"(func f():
E:
  jmp J
J:
  %p = phi [1, E]
  ret %p
)");
  Function &F = *M->begin();
  Instruction *Phi = findSSA(F, "p");
  Phi->replaceAllUsesWith(F.getConstant(0));
  Phi->setName("");
  Phi->setDestVariable(F.getOrCreateVariable("v"));
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "J", "v = phi [1, E]",
                    "the destination of a phi must be an SSA value");
}

TEST(VerifierTest, CallArity) {
  auto M = parse(R"(func g(a):
G:
  ret a
func f():
E:
  %1 = call g, 1
  ret %1
)");
  Function &F = *M->lookupFunction("f");
  auto *Call = llvm::cast<CallInst>(findSSA(F, "1"));
  Call->addArgument(F.getConstant(2));
  expectVerifyError(*M, IRForm::Flat, "6:3", "f", "E", "%1 = call g, 1, 2",
                    "'g' takes 1 argument(s), but the call passes 2");
}

TEST(VerifierTest, CallToFunctionOfAnotherModule) {
  auto Other = parse("func g(a):\n  ret a\n");
  auto M = parse(R"(func g(a):
G:
  ret a
func f():
E:
  %1 = call g, 1
  ret %1
)");
  Function &F = *M->lookupFunction("f");
  auto *Call = llvm::cast<CallInst>(findSSA(F, "1"));
  Call->setCallee(Other->lookupFunction("g"));
  expectVerifyError(*M, IRForm::Flat, "6:3", "f", "E", "%1 = call g, 1",
                    "call to a function that is not in this module");
  Call->setCallee(nullptr);
  expectVerifyError(*M, IRForm::Flat, "6:3", "f", "E", "%1 = call <null>, 1",
                    "call to a function that is not in this module");
}

TEST(VerifierTest, SSANameDefinedTwice) {
  auto M = parse(R"(func f():
E:
  %a = const 1
  %b = const 2
  ret
)");
  Function &F = *M->begin();
  findSSA(F, "b")->setName("a");
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "%a = const 2",
                    "%a is defined more than once");
}

// Names are checked for repeats once the first round stops, yet the error
// is the one a check at each instruction in turn would give first.
TEST(VerifierTest, SSANameDefinedTwiceInLayoutOrderOfErrors) {
  const char *Text = R"(func f():
E:
  %a = const 1
  %b = const 2
  %c = + %a, %b
  %d = + %a, %b
  ret
)";
  // The repeat comes before another error: it is the one reported.
  auto M = parse(Text);
  Function &F = *M->begin();
  findSSA(F, "b")->setName("a");
  findSSA(F, "c")->setOperand(1, nullptr);
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "%a = const 2",
                    "%a is defined more than once");
  // An error comes before the repeat: it is the one reported.
  M = parse(Text);
  Function &G = *M->begin();
  findSSA(G, "c")->setOperand(1, nullptr);
  findSSA(G, "d")->setName("a");
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "E", "%c = + %a, <null>",
                    "operand 1 is missing");
}

// Thousands of names, none repeated: the sorted hashes find no pair.
TEST(VerifierTest, ManyDistinctNamesVerify) {
  std::string Text = "func f():\nE:\n";
  for (int K = 0; K != 5000; ++K)
    Text += "  %v" + std::to_string(K) + " = const " + std::to_string(K) + "\n";
  Text += "  ret\n";
  auto M = parse(Text);
  expectVerifies(*M, IRForm::CFG);
}

// The verifier keeps 32 bits of each name's hash: two different names
// whose hashes meet are told apart by comparing the names, and a name
// defined twice among them is still found. The pair is searched for here
// with the verifier's own hash (NameTable::hash, as the name tables'); about
// 80,000 names give one.
TEST(VerifierTest, NamesWhoseHashesMeetAreComparedByName) {
  llvm::DenseMap<uint32_t, unsigned> FirstWithHash;
  unsigned A = 0, B = 0;
  for (unsigned K = 0; !B; ++K) {
    std::string Name = "v" + std::to_string(K);
    auto [It, New] = FirstWithHash.insert({NameTable::hash(Name), K});
    if (!New)
      std::tie(A, B) = std::make_pair(It->second, K);
  }
  std::string NameA = "v" + std::to_string(A), NameB = "v" + std::to_string(B);
  auto M = parse("func f():\nE:\n  %" + NameA + " = const 1\n  %" + NameB +
                 " = const 2\n  %" + NameA + ".x = + %" + NameA + ", %" +
                 NameB + "\n  ret\n");
  expectVerifies(*M, IRForm::CFG);
  findSSA(*M->begin(), NameA + ".x")->setName(NameB);
  expectVerifyError(*M, IRForm::CFG, "5:3", "f", "E",
                    "%" + NameB + " = + %" + NameA + ", %" + NameB,
                    "%" + NameB + " is defined more than once");
}

TEST(VerifierTest, MissingOperand) {
  auto M = parse(R"(func f():
E:
  %a = const 1
  %b = + %a, %a
  ret
)");
  Function &F = *M->begin();
  findSSA(F, "b")->setOperand(1, nullptr);
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "%b = + %a, <null>",
                    "operand 1 is missing");
}

TEST(VerifierTest, OperandKinds) {
  auto M = parse(R"(func f(p):
E:
  %a = const 1
  %b = param 0
  %c = copy %a
  x = copy %a
  jmp L
L:
  ret
func g(q):
G:
  ret
)");
  Function &F = *M->lookupFunction("f");
  Function &G = *M->lookupFunction("g");
  Instruction *A = findSSA(F, "a"), *B = findSSA(F, "b"), *C = findSSA(F, "c");
  BasicBlock *L = findBlock(F, "L");

  A->setOperand(0, F.lookupVariable("p"));
  expectVerifyError(*M, IRForm::Flat, "3:3", "f", "E", "%a = const p",
                    "'const' takes a literal");
  A->setOperand(0, F.getConstant(1));

  B->setOperand(0, G.getArg(0));
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "%b = param 0",
                    "'param' takes a parameter index of this function");
  B->setOperand(0, F.getConstant(0));
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "%b = param 0",
                    "'param' takes a parameter index of this function");
  B->setOperand(0, F.getArg(0));

  C->setOperand(0, L);
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "E", "%c = copy L",
                    "a block or parameter index is not a value operand");
  C->setOperand(0, F.getArg(0));
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "E", "%c = copy 0",
                    "a block or parameter index is not a value operand");
  // An instruction that writes a variable defines no SSA value.
  Instruction *X = &*std::next(F.getEntryBlock().begin(), 3);
  C->setOperand(0, X);
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "E", "%c = copy %",
                    "uses an instruction that defines no SSA value");
  C->setOperand(0, G.lookupVariable("q"));
  expectVerifyError(*M, IRForm::Flat, "5:3", "f", "E", "%c = copy q",
                    "reads a variable of another function");
  C->setOperand(0, A);

  X->setDestVariable(G.lookupVariable("q"));
  expectVerifyError(*M, IRForm::Flat, "6:3", "f", "E", "q = copy %a",
                    "writes a variable of another function");
  X->setDestVariable(F.getOrCreateVariable("x"));

  auto *Jmp = llvm::cast<JumpInst>(F.getEntryBlock().getTerminator());
  Jmp->setOperand(0, &G.getEntryBlock());
  expectVerifyError(*M, IRForm::Flat, "7:3", "f", "E", "jmp G",
                    "branch target is not a block of this function");
  Jmp->setOperand(0, F.getConstant(1));
  expectVerifyError(*M, IRForm::Flat, "7:3", "f", "E", "jmp 1",
                    "branch target is not a block of this function");
  Jmp->setOperand(0, L);
  expectVerifies(*M, IRForm::Flat);
}

TEST(VerifierTest, UseOfValueFromAnotherFunction) {
  auto M = parse(R"(func f():
E:
  %a = const 1
  ret %a
func g():
G:
  %b = const 2
  ret %b
)");
  Function &F = *M->lookupFunction("f");
  Function &G = *M->lookupFunction("g");
  F.getEntryBlock().back().setOperand(0, findSSA(G, "b"));
  expectVerifyError(*M, IRForm::Flat, "4:3", "f", "E", "ret %b",
                    "uses a value that is not in this function");
}

//===----------------------------------------------------------------------===//
// Positive cases
//===----------------------------------------------------------------------===//

TEST(VerifierTest, SeedListingVerifiesFlatAndCFG) {
  auto M = parse(SeedListing);
  expectVerifies(*M, IRForm::Flat);
  expectVerifies(*M, IRForm::CFG);
  expectVerifies(*M, IRForm::OutOfSSA);
  // It has variables, so it is not SSA form.
  EXPECT_FALSE(verifyModule(*M, IRForm::SSA).ok());
}

TEST(VerifierTest, FlatFormAcceptsWhatTheParserAccepts) {
  auto M = parse(R"(func f(c):
  print 1
L:
  jmp M
  print 2
M:
  br c, L, N
N:
D:
  ret
  ret
func g():
)");
  expectVerifies(*M, IRForm::Flat);
}

TEST(VerifierTest, ErrorInSecondFunctionNamesIt) {
  auto M = parse(R"(func ok():
E:
  ret
func bad():
B:
  print %x
  %x = const 1
  ret
)");
  expectVerifyError(*M, IRForm::Flat, "6:3", "bad", "B", "print %x",
                    "%x is used where its definition does not dominate the "
                    "use");
}

std::string readFile(const fs::path &P) {
  std::ifstream In(P, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

TEST(VerifierTest, ExamplesVerifyAsCFGAfterLower) {
  fs::path Root = fs::path(MOPT_SOURCE_DIR) / "examples";
  std::vector<fs::path> Files;
  for (const fs::directory_entry &E : fs::recursive_directory_iterator(Root))
    if (E.is_regular_file() && E.path().extension() == ".tac")
      Files.push_back(E.path());
  ASSERT_FALSE(Files.empty());
  std::sort(Files.begin(), Files.end());
  LowerPass Lower;
  FunctionAnalysisManager AM;
  for (const fs::path &P : Files) {
    SCOPED_TRACE(P.string());
    auto M = parseTAC(readFile(P), P.string());
    ASSERT_TRUE(M.ok()) << M.status().message();
    expectVerifies(**M, IRForm::Flat);
    for (Function &F : **M) {
      absl::StatusOr<PreservedAnalyses> R = Lower.run(F, AM);
      ASSERT_TRUE(R.ok()) << R.status().message();
      EXPECT_EQ(F.getForm(), IRForm::CFG);
      absl::Status S = verifyFunction(F, IRForm::CFG);
      EXPECT_TRUE(S.ok()) << S.message();
      // The recorded form is what the one-argument overload checks.
      S = verifyFunction(F);
      EXPECT_TRUE(S.ok()) << S.message();
    }
    expectVerifies(**M, IRForm::CFG);
    absl::Status S = verifyModule(**M);
    EXPECT_TRUE(S.ok()) << S.message();
  }
}

} // namespace
