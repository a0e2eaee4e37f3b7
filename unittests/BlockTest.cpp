//===- BlockTest.cpp - Blocks, functions, CFG helpers, casts, dominance ---===//
//
// Instruction lists inside blocks, the block list and the tables of a
// function (constants, variables, parameters), the CFG helpers of
// mopt/IR/CFG.h, isa/cast/dyn_cast on every instruction class, and the
// core's dominators (Cooper-Harvey-Kennedy and the tree over node numbers,
// the verifier's oracle) on small graphs.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/CooperHarveyKennedy.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Verifier.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <vector>

using namespace mopt;

namespace {

using test::parse;

BasicBlock *findBlock(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return &BB;
  return nullptr;
}

std::vector<std::string> blockNames(llvm::ArrayRef<BasicBlock *> Blocks) {
  std::vector<std::string> Out;
  for (BasicBlock *BB : Blocks)
    Out.push_back(BB->getName().str());
  return Out;
}

/// The names of the instructions of BB, in order (each test names them).
std::vector<std::string> instNames(BasicBlock &BB) {
  std::vector<std::string> Out;
  for (Instruction &I : BB)
    Out.push_back(I.getName().str());
  return Out;
}

using Names = std::vector<std::string>;

/// A module with one function `f` and helpers to build instructions.
struct BlockTest : ::testing::Test {
  Module M;
  Function *F = M.createFunction("f");

  BasicBlock *addBlock(llvm::StringRef Name) {
    auto *BB = new BasicBlock(Name);
    F->push_back(BB);
    return BB;
  }
  Instruction *konst(llvm::StringRef Name, int64_t V) {
    auto *I = new UnaryInst(Opcode::Const, F->getConstant(V));
    I->setName(Name);
    return I;
  }
};

//===----------------------------------------------------------------------===//
// Instruction lists
//===----------------------------------------------------------------------===//

TEST_F(BlockTest, InsertBeforeAndAfter) {
  BasicBlock *BB = addBlock("b");
  Instruction *A = konst("a", 1), *C = konst("c", 3);
  BB->push_back(A);
  C->insertAtEnd(BB);
  EXPECT_EQ(instNames(*BB), (Names{"a", "c"}));
  Instruction *B = konst("b", 2);
  B->insertBefore(C);
  Instruction *D = konst("d", 4);
  D->insertAfter(C);
  Instruction *Z = konst("z", 0);
  Z->insertBefore(A);
  Instruction *A2 = konst("a2", 0);
  A2->insertAfter(A);
  EXPECT_EQ(instNames(*BB), (Names{"z", "a", "a2", "b", "c", "d"}));
  for (Instruction &I : *BB) {
    EXPECT_EQ(I.getParent(), BB);
    EXPECT_EQ(I.getFunction(), F);
  }
  EXPECT_EQ(BB->size(), 6u);
  EXPECT_EQ(&BB->front(), Z);
  EXPECT_EQ(&BB->back(), D);
  BB->insert(BB->begin(), konst("first", 9));
  EXPECT_EQ(BB->front().getName(), "first");
}

TEST_F(BlockTest, RemoveFromParentKeepsTheInstruction) {
  BasicBlock *B1 = addBlock("b1"), *B2 = addBlock("b2");
  Instruction *A = konst("a", 1), *B = konst("b", 2), *C = konst("c", 3);
  B1->push_back(A);
  B1->push_back(B);
  B1->push_back(C);
  auto *Use = new UnaryInst(Opcode::Copy, B);
  Use->setName("u");
  B1->push_back(Use);
  B->removeFromParent();
  EXPECT_EQ(B->getParent(), nullptr);
  EXPECT_EQ(B->getFunction(), nullptr);
  EXPECT_EQ(instNames(*B1), (Names{"a", "c", "u"}));
  // Still used: removal is not deletion.
  EXPECT_EQ(B->getNumUses(), 1u);
  B->insertAtEnd(B2);
  EXPECT_EQ(B->getParent(), B2);
  EXPECT_EQ(instNames(*B2), (Names{"b"}));
  // BasicBlock::remove hands ownership to the caller too.
  B1->remove(A);
  EXPECT_EQ(A->getParent(), nullptr);
  A->insertBefore(B);
  EXPECT_EQ(instNames(*B2), (Names{"a", "b"}));
}

TEST_F(BlockTest, EraseFromParentDropsOperands) {
  BasicBlock *BB = addBlock("b");
  Instruction *A = konst("a", 1);
  BB->push_back(A);
  auto *U1 = new BinaryInst(Opcode::Add, A, A);
  U1->setName("u1");
  BB->push_back(U1);
  auto *U2 = new UnaryInst(Opcode::Copy, A);
  U2->setName("u2");
  BB->push_back(U2);
  EXPECT_EQ(A->getNumUses(), 3u);
  U1->eraseFromParent();
  EXPECT_EQ(A->getNumUses(), 1u);
  EXPECT_EQ(instNames(*BB), (Names{"a", "u2"}));
  BB->erase(U2);
  EXPECT_TRUE(A->use_empty());
  EXPECT_EQ(F->getConstant(1)->getNumUses(), 1u);
  A->eraseFromParent();
  EXPECT_TRUE(BB->empty());
  EXPECT_TRUE(F->getConstant(1)->use_empty());
}

TEST_F(BlockTest, SpliceTailMovesParents) {
  BasicBlock *Src = addBlock("src"), *Dst = addBlock("dst");
  for (const char *N : {"a", "b", "c", "d"})
    Src->push_back(konst(N, 0));
  Dst->push_back(konst("x", 0));
  auto From = std::next(Src->begin(), 2); // c
  Src->spliceTailTo(From, Dst);
  EXPECT_EQ(instNames(*Src), (Names{"a", "b"}));
  EXPECT_EQ(instNames(*Dst), (Names{"x", "c", "d"}));
  for (Instruction &I : *Src)
    EXPECT_EQ(I.getParent(), Src);
  for (Instruction &I : *Dst)
    EXPECT_EQ(I.getParent(), Dst) << I.getName().str();
  // Splicing from end() moves nothing; from begin() moves everything.
  Src->spliceTailTo(Src->end(), Dst);
  EXPECT_EQ(Src->size(), 2u);
  Src->spliceTailTo(Src->begin(), Dst);
  EXPECT_TRUE(Src->empty());
  EXPECT_EQ(instNames(*Dst), (Names{"x", "c", "d", "a", "b"}));
  for (Instruction &I : *Dst)
    EXPECT_EQ(I.getParent(), Dst) << I.getName().str();
  // Moved instructions can be removed from their new parent.
  Dst->front().eraseFromParent();
  std::prev(Dst->end())->eraseFromParent();
  EXPECT_EQ(instNames(*Dst), (Names{"c", "d", "a"}));
}

TEST_F(BlockTest, GetTerminator) {
  BasicBlock *Empty = addBlock("empty");
  EXPECT_EQ(Empty->getTerminator(), nullptr);
  BasicBlock *NoTerm = addBlock("noterm");
  NoTerm->push_back(konst("a", 1));
  EXPECT_EQ(NoTerm->getTerminator(), nullptr);
  BasicBlock *WithRet = addBlock("ret");
  WithRet->push_back(konst("a2", 1));
  auto *Ret = new ReturnInst();
  WithRet->push_back(Ret);
  EXPECT_EQ(WithRet->getTerminator(), Ret);
  const BasicBlock *CB = WithRet;
  EXPECT_EQ(CB->getTerminator(), Ret);
  // A terminator in the middle (flat form) is not "the" terminator.
  BasicBlock *Mid = addBlock("mid");
  auto *J = new JumpInst(WithRet);
  Mid->push_back(J);
  Mid->push_back(konst("after", 2));
  EXPECT_EQ(Mid->getTerminator(), nullptr);
  auto *Br = new BranchInst(F->getConstant(1), Mid, WithRet);
  Mid->push_back(Br);
  EXPECT_EQ(Mid->getTerminator(), Br);
  EXPECT_TRUE(J->isTerminator());
  EXPECT_TRUE(Br->isTerminator());
  EXPECT_TRUE(Ret->isTerminator());
  EXPECT_FALSE(Mid->front().isPhi());
}

TEST_F(BlockTest, GetFirstNonPhi) {
  BasicBlock *BB = addBlock("b");
  EXPECT_EQ(BB->getFirstNonPhi(), BB->end());
  auto *P1 = new PhiInst(Type::getInt());
  P1->setName("p1");
  P1->addIncoming(F->getConstant(0), BB);
  BB->push_back(P1);
  EXPECT_EQ(BB->getFirstNonPhi(), BB->end());
  auto *P2 = new PhiInst(Type::getInt());
  P2->setName("p2");
  BB->push_back(P2);
  EXPECT_EQ(BB->getFirstNonPhi(), BB->end());
  Instruction *A = konst("a", 1);
  BB->push_back(A);
  EXPECT_EQ(&*BB->getFirstNonPhi(), A);
  BasicBlock *NoPhi = addBlock("nophi");
  Instruction *B = konst("b", 1);
  NoPhi->push_back(B);
  EXPECT_EQ(&*NoPhi->getFirstNonPhi(), B);
  // A phi after a non-phi does not count.
  auto *P3 = new PhiInst(Type::getInt());
  P3->setName("p3");
  BB->push_back(P3);
  EXPECT_EQ(&*BB->getFirstNonPhi(), A);
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

TEST_F(BlockTest, RenumberBlocksIsDense) {
  std::vector<BasicBlock *> Blocks;
  for (unsigned K = 0; K != 6; ++K)
    Blocks.push_back(addBlock("b" + std::to_string(K)));
  EXPECT_EQ(F->renumberBlocks(), 6u);
  for (unsigned K = 0; K != 6; ++K)
    EXPECT_EQ(Blocks[K]->getNumber(), K);
  // Remove two, insert one in the middle and one at the front.
  F->remove(Blocks[2]);
  delete Blocks[2];
  Blocks[4]->eraseFromParent();
  auto *Mid = new BasicBlock("mid");
  F->insert(Blocks[3]->getIterator(), Mid);
  auto *Front = new BasicBlock("front");
  F->insert(F->begin(), Front);
  EXPECT_EQ(F->renumberBlocks(), 6u);
  std::vector<BasicBlock *> Layout;
  for (BasicBlock &BB : *F)
    Layout.push_back(&BB);
  EXPECT_EQ(blockNames(Layout),
            (Names{"front", "b0", "b1", "mid", "b3", "b5"}));
  for (unsigned K = 0; K != Layout.size(); ++K) {
    EXPECT_EQ(Layout[K]->getNumber(), K);
    EXPECT_EQ(Layout[K]->getParent(), F);
  }
  EXPECT_EQ(&F->getEntryBlock(), Front);
  EXPECT_EQ(&F->back(), Blocks[5]);
  EXPECT_EQ(F->size(), 6u);
}

TEST_F(BlockTest, RenumberInstructions) {
  BasicBlock *B1 = addBlock("b1"), *B2 = addBlock("b2");
  B1->push_back(konst("a", 1));
  B1->push_back(konst("b", 1));
  B2->push_back(konst("c", 1));
  EXPECT_EQ(F->renumberInstructions(), 3u);
  EXPECT_EQ(B1->front().getNumber(), 0u);
  EXPECT_EQ(B1->back().getNumber(), 1u);
  EXPECT_EQ(B2->front().getNumber(), 2u);
}

TEST_F(BlockTest, MakeUniqueBlockName) {
  EXPECT_EQ(F->makeUniqueBlockName("entry"), "entry");
  addBlock("entry");
  EXPECT_EQ(F->makeUniqueBlockName("entry"), "entry.1");
  addBlock("entry.1");
  addBlock("entry.3");
  EXPECT_EQ(F->makeUniqueBlockName("entry"), "entry.2");
  addBlock("entry.2");
  EXPECT_EQ(F->makeUniqueBlockName("entry"), "entry.4");
  EXPECT_EQ(F->makeUniqueBlockName("other"), "other");
  EXPECT_EQ(F->makeUniqueBlockName("entry.1"), "entry.1.1");
}

// Function.h: "A name for a new block or SSA value that no other has" -- so
// SSA value names are taken too.
TEST_F(BlockTest, MakeUniqueBlockNameAvoidsSSANames) {
  BasicBlock *BB = addBlock("b");
  BB->push_back(konst("t", 1));
  BB->push_back(konst("t.1", 2));
  EXPECT_EQ(F->makeUniqueBlockName("t"), "t.2");
  EXPECT_EQ(F->makeUniqueBlockName("b"), "b.1");
  // Variables live in a namespace of their own and do not count.
  auto *Write = new UnaryInst(Opcode::Const, F->getConstant(3));
  Write->setDestVariable(F->getOrCreateVariable("v"));
  BB->push_back(Write);
  EXPECT_EQ(F->makeUniqueBlockName("v"), "v");
}

// Instruction.h: a name and a destination variable are set and cleared each
// on its own; an instruction that has both is refused by the verifier.
TEST_F(BlockTest, DestinationAndNameAreSetApart) {
  BasicBlock *BB = addBlock("b");
  Instruction *I = konst("t", 1);
  BB->push_back(I);
  Variable *V = F->getOrCreateVariable("v");
  I->setName("");
  I->setDestVariable(V);
  EXPECT_EQ(I->getDestVariable(), V);
  EXPECT_FALSE(I->hasSSAResult());
  I->setName("u");
  EXPECT_EQ(I->getDestVariable(), V);
  EXPECT_EQ(I->getName(), "u");
  EXPECT_FALSE(I->hasSSAResult());
  I->setDestVariable(nullptr);
  EXPECT_EQ(I->getName(), "u");
  EXPECT_TRUE(I->hasSSAResult());
}

TEST_F(BlockTest, ConstantsAreUniqued) {
  Constant *A = F->getConstant(42);
  EXPECT_EQ(A, F->getConstant(42));
  EXPECT_EQ(A->getValue(), 42);
  EXPECT_NE(A, F->getConstant(-42));
  EXPECT_NE(F->getConstant(0), F->getConstant(1));
  Constant *Min = F->getConstant(INT64_MIN);
  Constant *Max = F->getConstant(INT64_MAX);
  EXPECT_EQ(Min->getValue(), INT64_MIN);
  EXPECT_EQ(Max->getValue(), INT64_MAX);
  EXPECT_EQ(Min, F->getConstant(INT64_MIN));
  EXPECT_EQ(Max, F->getConstant(INT64_MAX));
  // Values that are DenseMap's empty/tombstone keys must work as well.
  for (int64_t V : {INT64_MAX - 1, INT64_MIN + 1, int64_t(-1), int64_t(-2)}) {
    Constant *C = F->getConstant(V);
    EXPECT_EQ(C->getValue(), V);
    EXPECT_EQ(C, F->getConstant(V));
  }
  // Per function: another function has its own.
  Function *G = M.createFunction("g");
  EXPECT_NE(G->getConstant(42), A);
  EXPECT_EQ(G->getConstant(42)->getValue(), 42);
  // Stable across many insertions (the map rehashes).
  for (int64_t V = 0; V != 5000; ++V)
    F->getConstant(V * 7919);
  EXPECT_EQ(A, F->getConstant(42));
  EXPECT_EQ(Min, F->getConstant(INT64_MIN));
}

TEST_F(BlockTest, GetOrCreateVariable) {
  EXPECT_EQ(F->lookupVariable("x"), nullptr);
  Variable *X = F->getOrCreateVariable("x");
  Variable *Y = F->getOrCreateVariable("y");
  EXPECT_EQ(F->getOrCreateVariable("x"), X);
  EXPECT_EQ(F->lookupVariable("x"), X);
  EXPECT_EQ(F->lookupVariable("y"), Y);
  EXPECT_NE(X, Y);
  EXPECT_EQ(X->getName(), "x");
  EXPECT_EQ(X->getIndex(), 0u);
  EXPECT_EQ(Y->getIndex(), 1u);
  EXPECT_EQ(F->getNumVariables(), 2u);
  EXPECT_EQ(F->getVariable(1), Y);
  EXPECT_TRUE(F->ownsVariable(X));
  EXPECT_EQ(X->getParamArgument(), nullptr);
  // Opcode words are fine variable names.
  Variable *Add = F->getOrCreateVariable("add");
  EXPECT_EQ(Add->getIndex(), 2u);
  // Names are per function.
  Function *G = M.createFunction("g");
  EXPECT_EQ(G->lookupVariable("x"), nullptr);
  EXPECT_NE(G->getOrCreateVariable("x"), X);
  EXPECT_TRUE(G->ownsVariable(G->lookupVariable("x")));
  EXPECT_FALSE(G->ownsVariable(X));
  EXPECT_FALSE(F->ownsVariable(G->lookupVariable("x")));
}

// The name table grows as variables come (16 slots at first, never more
// than half full) and is rebuilt when variables go and the rest are
// renumbered: each name still finds its own variable, long names (kept
// outside the variable) too, and a removed name is gone.
// Erasing the last variable, as out-of-ssa does with a temporary it did
// not need, leaves every other name and number as they were.
TEST_F(BlockTest, EraseLastVariable) {
  std::vector<Variable *> Vars;
  for (unsigned I = 0; I != 100; ++I)
    Vars.push_back(F->getOrCreateVariable("v" + std::to_string(I)));
  F->reserveVariables(200);
  Variable *Tmp = F->getOrCreateVariable("tmp");
  F->eraseVariable(Tmp);
  EXPECT_EQ(F->getNumVariables(), 100u);
  EXPECT_EQ(F->lookupVariable("tmp"), nullptr);
  for (unsigned I = 0; I != 100; ++I) {
    EXPECT_EQ(F->lookupVariable("v" + std::to_string(I)), Vars[I]);
    EXPECT_EQ(Vars[I]->getIndex(), I);
  }
}

TEST_F(BlockTest, VariableNamesThroughGrowthAndRemoval) {
  std::vector<Variable *> Vars;
  auto NameOf = [](unsigned I) {
    return (I % 3 ? "v" : "a_rather_long_variable_name_") + std::to_string(I);
  };
  for (unsigned I = 0; I != 3000; ++I)
    Vars.push_back(F->getOrCreateVariable(NameOf(I)));
  for (unsigned I = 0; I < 3000; I += 7)
    EXPECT_EQ(F->lookupVariable(NameOf(I)), Vars[I]);
  EXPECT_EQ(F->lookupVariable("v3000"), nullptr);
  F->eraseVariable(Vars[1]);
  EXPECT_EQ(F->lookupVariable(NameOf(1)), nullptr);
  F->removeUnreadVariables(); // none is read: every one goes
  EXPECT_EQ(F->getNumVariables(), 0u);
  EXPECT_EQ(F->lookupVariable(NameOf(2)), nullptr);
  Variable *Again = F->getOrCreateVariable(NameOf(2));
  EXPECT_EQ(Again->getIndex(), 0u);
  EXPECT_EQ(F->lookupVariable(NameOf(2)), Again);
}

// A released index is built again by whatever needs it next: a lookup, a
// new variable (which must not take a name in use), a reserve, or erasing.
TEST_F(BlockTest, ReleasedVariableIndexIsBuiltAgain) {
  std::vector<Variable *> Vars;
  for (unsigned I = 0; I != 40; ++I)
    Vars.push_back(F->getOrCreateVariable("v" + std::to_string(I)));
  F->releaseVariableIndex();
  EXPECT_EQ(F->lookupVariable("v17"), Vars[17]);
  F->releaseVariableIndex();
  EXPECT_EQ(F->tryCreateVariable("v3", Type::getInt()), nullptr);
  F->releaseVariableIndex();
  Variable *New = F->getOrCreateVariable("w");
  EXPECT_EQ(New->getIndex(), 40u);
  EXPECT_EQ(F->lookupVariable("w"), New);
  F->releaseVariableIndex();
  F->reserveVariables(100);
  EXPECT_EQ(F->getOrCreateVariable("v39"), Vars[39]);
  F->releaseVariableIndex();
  F->eraseVariable(New);
  EXPECT_EQ(F->lookupVariable("w"), nullptr);
  EXPECT_EQ(F->lookupVariable("v0"), Vars[0]);
  F->releaseVariableIndex();
  F->eraseVariable(Vars[5]);
  EXPECT_EQ(F->lookupVariable("v5"), nullptr);
  EXPECT_EQ(F->lookupVariable("v6"), Vars[6]);
  EXPECT_EQ(Vars[6]->getIndex(), 5u);
}

TEST_F(BlockTest, AddParameter) {
  Variable *A = F->addParameter("a");
  Variable *B = F->addParameter("b");
  EXPECT_EQ(F->getNumParams(), 2u);
  EXPECT_EQ(F->getArg(0)->getName(), "a");
  EXPECT_EQ(F->getArg(1)->getName(), "b");
  EXPECT_EQ(F->getArg(0)->getIndex(), 0u);
  EXPECT_EQ(F->getArg(1)->getIndex(), 1u);
  EXPECT_EQ(F->getArg(1)->getParent(), F);
  EXPECT_EQ(A->getParamArgument(), F->getArg(0));
  EXPECT_EQ(B->getParamArgument(), F->getArg(1));
  EXPECT_EQ(F->lookupVariable("a"), A);
  EXPECT_EQ(F->getOrCreateVariable("b"), B);
  EXPECT_EQ(F->getNumVariables(), 2u);
  Variable *Local = F->getOrCreateVariable("local");
  EXPECT_EQ(Local->getParamArgument(), nullptr);
  EXPECT_TRUE(llvm::isa<Argument>(F->getArg(0)));
  EXPECT_FALSE(llvm::isa<Variable>(F->getArg(0)));
}

TEST(BlockFunctionTest, RemoveDeadVariablesRenumbers) {
  auto M = parse(R"(
func f(p, q):
  a = const 1
  print b
  c = const 2
  %1 = copy q
  ret
)");
  Function &F = *M->begin();
  F.getOrCreateVariable("dead1");
  Variable *D = F.getOrCreateVariable("d");
  auto *Copy = new UnaryInst(Opcode::Copy, D);
  Copy->setName("2");
  F.getEntryBlock().insert(F.getEntryBlock().begin(), Copy);
  F.getOrCreateVariable("dead2");
  // p(0) q(1) a(2) b(3) c(4) dead1(5) d(6) dead2(7)
  ASSERT_EQ(F.getNumVariables(), 8u);
  F.removeDeadVariables();
  EXPECT_EQ(F.lookupVariable("dead1"), nullptr);
  EXPECT_EQ(F.lookupVariable("dead2"), nullptr);
  Names Kept;
  for (unsigned K = 0; K != F.getNumVariables(); ++K) {
    Variable *V = F.getVariable(K);
    EXPECT_EQ(V->getIndex(), K);
    EXPECT_EQ(F.lookupVariable(V->getName()), V);
    Kept.push_back(V->getName().str());
  }
  // Written-only (a, c) and read-only (b, q, d) variables stay.
  EXPECT_TRUE(std::find(Kept.begin(), Kept.end(), "a") != Kept.end());
  EXPECT_TRUE(std::find(Kept.begin(), Kept.end(), "b") != Kept.end());
  EXPECT_TRUE(std::find(Kept.begin(), Kept.end(), "c") != Kept.end());
  EXPECT_TRUE(std::find(Kept.begin(), Kept.end(), "q") != Kept.end());
  EXPECT_TRUE(std::find(Kept.begin(), Kept.end(), "d") != Kept.end());
  // The order of the survivors is kept.
  Names Live;
  for (const std::string &N : Kept)
    if (N != "p")
      Live.push_back(N);
  EXPECT_EQ(Live, (Names{"q", "a", "b", "c", "d"}));
  // Creating a variable afterwards continues the dense numbering.
  Variable *New = F.getOrCreateVariable("new");
  EXPECT_EQ(New->getIndex(), F.getNumVariables() - 1);
}

// Function.h: "each parameter has an Argument numbered by its position and a
// Variable of the same name that holds it on entry". A parameter nobody reads
// any more must keep that variable: otherwise a later getOrCreateVariable("p")
// makes a variable that holds 0, while the printed text `func f(p):` parses
// back to one that holds the argument.
TEST(BlockFunctionTest, RemoveDeadVariablesKeepsParameterVariables) {
  auto M = parse(R"(
func f(p, q):
  %1 = copy q
  ret %1
)");
  Function &F = *M->begin();
  F.removeDeadVariables();
  Variable *P = F.getOrCreateVariable("p");
  EXPECT_EQ(P->getParamArgument(), F.getArg(0));
  EXPECT_EQ(F.lookupVariable("q")->getParamArgument(), F.getArg(1));
}

//===----------------------------------------------------------------------===//
// CFG helpers
//===----------------------------------------------------------------------===//

TEST(CFGTest, SuccessorsAndPredecessors) {
  auto M = parse(R"(
func f(c):
E:
  br c, A, B
A:
  br c, J, J
B:
  jmp J
J:
  br c, A, X
X:
  ret
)");
  Function &F = *M->begin();
  BasicBlock *E = findBlock(F, "E"), *A = findBlock(F, "A"),
             *B = findBlock(F, "B"), *J = findBlock(F, "J"),
             *X = findBlock(F, "X");
  EXPECT_EQ(blockNames(successors(E)), (Names{"A", "B"}));
  EXPECT_EQ(blockNames(successors(A)), (Names{"J", "J"}));
  EXPECT_EQ(blockNames(successors(B)), (Names{"J"}));
  EXPECT_EQ(blockNames(successors(J)), (Names{"A", "X"}));
  EXPECT_TRUE(successors(X).empty());

  EXPECT_TRUE(predecessors(E).empty());
  EXPECT_EQ(blockNames(predecessors(A)), (Names{"E", "J"}));
  EXPECT_EQ(blockNames(predecessors(B)), (Names{"E"}));
  // `br c, J, J` is two edges.
  EXPECT_EQ(blockNames(predecessors(J)), (Names{"A", "A", "B"}));
  EXPECT_EQ(blockNames(predecessors(X)), (Names{"J"}));
  EXPECT_EQ(countPredecessors(E), 0u);
  EXPECT_EQ(countPredecessors(J), 3u);
  EXPECT_EQ(countPredecessors(A), 2u);
}

TEST(CFGTest, SuccessorsOfBlockWithoutTerminator) {
  auto M = parse(R"(
func f():
A:
  print 1
B:
  jmp A
  print 2
)");
  Function &F = *M->begin();
  EXPECT_TRUE(successors(findBlock(F, "A")).empty());
  // Code after the jump: the block has no terminator at its end.
  EXPECT_TRUE(successors(findBlock(F, "B")).empty());
  EXPECT_EQ(blockNames(predecessors(findBlock(F, "A"))), (Names{"B"}));
}

TEST(CFGTest, ReversePostOrderDiamond) {
  auto M = parse(R"(
func f(c):
E:
  br c, A, B
J:
  ret
B:
  jmp J
A:
  jmp J
)");
  Function &F = *M->begin();
  // DFS in operand order: E, A, J (post J, A), B (post B), post E.
  EXPECT_EQ(blockNames(reversePostOrder(F)), (Names{"E", "B", "A", "J"}));
}

TEST(CFGTest, ReversePostOrderLoop) {
  auto M = parse(R"(
func f(c):
E:
  jmp H
H:
  br c, Body, Exit
Body:
  jmp H
Exit:
  ret
Dead:
  jmp H
)");
  Function &F = *M->begin();
  // E, H, Body (back edge to H), Exit; Dead is unreachable and left out.
  EXPECT_EQ(blockNames(reversePostOrder(F)), (Names{"E", "H", "Exit", "Body"}));
}

TEST(CFGTest, ReversePostOrderSelfLoopAndEmpty) {
  auto M = parse(R"(
func f(c):
E:
  br c, E, X
X:
  ret
func g():
)");
  Function &F = *M->begin();
  EXPECT_EQ(blockNames(reversePostOrder(F)), (Names{"E", "X"}));
  Function &G = *std::next(M->begin());
  EXPECT_TRUE(reversePostOrder(G).empty());
}

TEST(CFGTest, ReachableBlocksBehindTheSweep) {
  // A is reached only from C, after it in layout, and A2 only from A: both
  // are behind the layout-order sweep when they are found. D is reached
  // from A, ahead of the sweep. X is not reached; Y is reached only from X.
  auto M = parse(R"(
func f(c):
E:
  jmp C
A:
  br c, A2, D
A2:
  jmp E
C:
  jmp A
X:
  jmp Y
D:
  ret
Y:
  ret
)");
  Function &F = *M->begin();
  std::vector<bool> Reached = findReachableBlocks(F);
  std::vector<std::string> Got;
  for (BasicBlock &BB : F)
    if (Reached[BB.getNumber()])
      Got.push_back(BB.getName().str());
  EXPECT_EQ(Got, (std::vector<std::string>{"E", "A", "A2", "C", "D"}));
  EXPECT_EQ(blockNames(findUnreachableBlocks(F)), (Names{"X", "Y"}));
}

// A chain of a million blocks: every walk must be iterative.
TEST(CFGTest, ReversePostOrderOfAMillionBlockChain) {
  constexpr unsigned N = 1000000;
  Module M;
  Function *F = M.createFunction("chain");
  std::vector<BasicBlock *> Blocks(N);
  for (unsigned K = 0; K != N; ++K) {
    Blocks[K] = new BasicBlock();
    F->push_back(Blocks[K]);
  }
  // b0 -> b1 -> ... -> b(N-1), each a single jmp; the last returns.
  for (unsigned K = 0; K + 1 < N; ++K)
    Blocks[K]->push_back(new JumpInst(Blocks[K + 1]));
  Blocks[N - 1]->push_back(new ReturnInst());
  std::vector<BasicBlock *> RPO = reversePostOrder(*F);
  ASSERT_EQ(RPO.size(), N);
  for (unsigned K = 0; K != N; ++K)
    ASSERT_EQ(RPO[K], Blocks[K]) << K;
  EXPECT_EQ(predecessors(Blocks[N / 2]).size(), 1u);
  EXPECT_EQ(predecessors(Blocks[N / 2])[0], Blocks[N / 2 - 1]);

  // The verifier (dominance on the same chain) is iterative as well.
  absl::Status S = verifyFunction(*F, IRForm::CFG);
  EXPECT_TRUE(S.ok()) << S.message();

  std::vector<FlowGraph::Edge> Chain;
  for (unsigned K = 0; K + 1 < N; ++K)
    Chain.push_back({K, K + 1});
  DomTreeNodes Dom(computeIdomsCHK(FlowGraph(N, 0, Chain)), 0);
  EXPECT_EQ(Dom.getIdom(N - 1), N - 2);
  EXPECT_TRUE(Dom.dominates(0, N - 1));
  EXPECT_TRUE(Dom.dominates(N / 2, N - 1));
  EXPECT_FALSE(Dom.dominates(N - 1, N / 2));
}

//===----------------------------------------------------------------------===//
// isa / cast / dyn_cast
//===----------------------------------------------------------------------===//

const char *const ExpectedClass[] = {
#define MOPT_OPCODE(Enum, Word, Symbol, Bril, Shape, Operands, Result,         \
                    Effects)                                                   \
#Shape "Inst",
#include "mopt/IR/Opcode.def"
};
constexpr unsigned NumOpcodes = std::size(ExpectedClass);

/// The instruction classes V is an instance of, by isa<>.
Names classesOf(const Value *V) {
  Names Out;
  if (llvm::isa<NullaryInst>(V))
    Out.push_back("NullaryInst");
  if (llvm::isa<UnaryInst>(V))
    Out.push_back("UnaryInst");
  if (llvm::isa<BinaryInst>(V))
    Out.push_back("BinaryInst");
  if (llvm::isa<CallInst>(V))
    Out.push_back("CallInst");
  if (llvm::isa<PrintInst>(V))
    Out.push_back("PrintInst");
  if (llvm::isa<PhiInst>(V))
    Out.push_back("PhiInst");
  if (llvm::isa<JumpInst>(V))
    Out.push_back("JumpInst");
  if (llvm::isa<BranchInst>(V))
    Out.push_back("BranchInst");
  if (llvm::isa<ReturnInst>(V))
    Out.push_back("ReturnInst");
  if (llvm::isa<SelectInst>(V))
    Out.push_back("SelectInst");
  if (llvm::isa<AddressInst>(V))
    Out.push_back("AddressInst");
  if (llvm::isa<CallIndirectInst>(V))
    Out.push_back("CallIndirectInst");
  return Out;
}

/// cast<T> and dyn_cast<T> agree with isa<T> and keep the address.
template <typename T> void checkCasts(Value *V) {
  if (llvm::isa<T>(V)) {
    EXPECT_EQ(static_cast<Value *>(llvm::cast<T>(V)), V);
    EXPECT_EQ(static_cast<Value *>(llvm::dyn_cast<T>(V)), V);
    Instruction *I = llvm::cast<Instruction>(V);
    EXPECT_EQ(static_cast<Instruction *>(llvm::cast<T>(I)), I);
    const Value *CV = V;
    EXPECT_EQ(static_cast<const Value *>(llvm::cast<T>(CV)), CV);
  } else {
    EXPECT_EQ(llvm::dyn_cast<T>(V), nullptr);
  }
  EXPECT_EQ(llvm::dyn_cast_or_null<T>(static_cast<Value *>(nullptr)), nullptr);
}

TEST(CastingTest, EveryInstructionClass) {
  auto M = parse(R"(
global @gv: 8
func g(a):
  ret a
func f(p):
E:
  %c = const 1
  %cp = copy %c
  %pa = param 0
  %n = neg %c
  %nt = not %c
  %1 = add %c, %c
  %2 = sub %c, %c
  %3 = mul %c, %c
  %4 = div %c, %c
  %5 = rem %c, %c
  %6 = and %c, %c
  %7 = or %c, %c
  %8 = xor %c, %c
  %9 = shl %c, %c
  %10 = shr %c, %c
  %11 = lt %c, %c
  %12 = le %c, %c
  %13 = gt %c, %c
  %14 = ge %c, %c
  %15 = eq %c, %c
  %16 = ne %c, %c
  %f: float = const 1.5
  %ch: char = const 'a'
  %c2i = char2int %ch
  %i2c = int2char %c
  %f2b = float2bits %f
  %b2f = bits2float %c
  nop
  %17 = fadd %f, %f
  %18 = fsub %f, %f
  %19 = fmul %f, %f
  %20 = fdiv %f, %f
  %21 = feq %f, %f
  %22 = flt %f, %f
  %23 = fle %f, %f
  %24 = fgt %f, %f
  %25 = fge %f, %f
  %26 = ceq %ch, %ch
  %27 = clt %ch, %ch
  %28 = cle %ch, %ch
  %29 = cgt %ch, %ch
  %30 = cge %ch, %ch
  %31 = udiv %c, %c
  %32 = urem %c, %c
  %33 = lshr %c, %c
  %34 = ult %c, %c
  %35 = ule %c, %c
  %36 = ugt %c, %c
  %37 = uge %c, %c
  %38 = fneg %f
  %39 = frem %f, %f
  %40 = fne %f, %f
  %41 = fone %f, %f
  %42 = ford %f, %f
  %43 = funo %f, %f
  %44 = fueq %f, %f
  %45 = fult %f, %f
  %46 = fule %f, %f
  %47 = fugt %f, %f
  %48 = fuge %f, %f
  %b: bool = trunc %c
  %sel = select %b, %c, %c
  %sx = sext %b
  %zx = zext %b
  %fs = fptosi %f
  %fu = fptoui %f
  %sf: float = sitofp %c
  %uf: float = uitofp %c
  %f32: f32 = fptrunc %f
  %f64: float = fpext %f32
  %heap: ptr<int> = alloc %c
  %slot: ptr<int> = alloca
  %bytes: ptr = alloca.bytes %c
  %ad = addr @gv
  %pi = ptrtoint %ad
  %ip: ptr = inttoptr %pi
  store %heap, %c
  %ld = load %heap
  %lv = load.volatile %heap
  store.volatile %heap, %lv
  %pa2 = ptradd %heap, %c
  free %heap
  %call = call g, %c
  %gp = addr @g
  %ci = call.indirect %gp, %c
  print %c
  jmp L
L:
  %phi = phi [%c, E]
  br %phi, R, R
R:
  ret %phi
U:
  unreachable
)");
  Function &F = *std::next(M->begin());
  std::set<Opcode> Seen;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      Seen.insert(I.getOpcode());
      Value *V = &I;
      unsigned Op = static_cast<unsigned>(I.getOpcode());
      ASSERT_LT(Op, NumOpcodes);
      EXPECT_EQ(classesOf(V), (Names{ExpectedClass[Op]}))
          << "opcode " << I.getOpcodeName().str();
      EXPECT_TRUE(llvm::isa<Instruction>(V));
      EXPECT_FALSE(llvm::isa<BasicBlock>(V));
      EXPECT_FALSE(llvm::isa<Constant>(V));
      EXPECT_FALSE(llvm::isa<Variable>(V));
      EXPECT_FALSE(llvm::isa<Argument>(V));
      EXPECT_EQ(I.isTerminator(), llvm::isa<JumpInst>(V) ||
                                      llvm::isa<BranchInst>(V) ||
                                      llvm::isa<ReturnInst>(V) ||
                                      I.getOpcode() == Opcode::Unreachable);
      EXPECT_EQ(I.isPhi(), llvm::isa<PhiInst>(V));
      checkCasts<NullaryInst>(V);
      checkCasts<UnaryInst>(V);
      checkCasts<BinaryInst>(V);
      checkCasts<CallInst>(V);
      checkCasts<PrintInst>(V);
      checkCasts<PhiInst>(V);
      checkCasts<JumpInst>(V);
      checkCasts<BranchInst>(V);
      checkCasts<ReturnInst>(V);
      checkCasts<SelectInst>(V);
      checkCasts<AddressInst>(V);
      checkCasts<CallIndirectInst>(V);
      checkCasts<Instruction>(V);
    }
  EXPECT_EQ(Seen.size(), NumOpcodes);

  // Accessors reached through the casts.
  auto *Call = llvm::cast<CallInst>(&*std::prev(F.getEntryBlock().end(), 5));
  auto *Indirect =
      llvm::cast<CallIndirectInst>(&*std::prev(F.getEntryBlock().end(), 3));
  EXPECT_TRUE(llvm::isa<AddressInst>(Indirect->getCalledValue()));
  EXPECT_EQ(Indirect->getNumArgs(), 1u);
  auto *Sel = llvm::cast<SelectInst>(&*std::prev(F.getEntryBlock().end(), 26));
  EXPECT_TRUE(Sel->getCondition()->getType()->isBool());
  EXPECT_EQ(Sel->getTrueValue(), Sel->getFalseValue());
  EXPECT_EQ(Call->getCallee(), &*M->begin());
  BasicBlock *L = findBlock(F, "L");
  auto *Br = llvm::cast<BranchInst>(L->getTerminator());
  EXPECT_EQ(Br->getTrueTarget(), findBlock(F, "R"));
  EXPECT_EQ(Br->getFalseTarget(), findBlock(F, "R"));
  auto *J = llvm::cast<JumpInst>(F.getEntryBlock().getTerminator());
  EXPECT_EQ(J->getTarget(), L);
  auto *Phi = llvm::cast<PhiInst>(&L->front());
  EXPECT_EQ(Phi->getIncomingBlock(0), &F.getEntryBlock());
  auto *Pa = llvm::cast<UnaryInst>(&*std::next(F.getEntryBlock().begin(), 2));
  EXPECT_EQ(Pa->getOpcode(), Opcode::Param);
  EXPECT_TRUE(llvm::isa<Argument>(Pa->getOperand(0)));
  auto *Ret = llvm::cast<ReturnInst>(findBlock(F, "R")->getTerminator());
  EXPECT_EQ(Ret->getReturnValue(), Phi);
}

TEST(CastingTest, NonInstructionValues) {
  Module M;
  Function *F = M.createFunction("f");
  Variable *P = F->addParameter("p");
  auto *BB = new BasicBlock("b");
  F->push_back(BB);
  std::vector<Value *> Values{F->getConstant(3), P, F->getArg(0), BB};
  for (Value *V : Values) {
    EXPECT_TRUE(classesOf(V).empty());
    EXPECT_FALSE(llvm::isa<Instruction>(V));
    EXPECT_EQ(llvm::dyn_cast<Instruction>(V), nullptr);
    EXPECT_EQ(llvm::dyn_cast<PhiInst>(V), nullptr);
  }
  EXPECT_TRUE(llvm::isa<Constant>(Values[0]));
  EXPECT_TRUE(llvm::isa<Variable>(Values[1]));
  EXPECT_TRUE(llvm::isa<Argument>(Values[2]));
  EXPECT_TRUE(llvm::isa<BasicBlock>(Values[3]));
  EXPECT_EQ(llvm::dyn_cast<Variable>(Values[0]), nullptr);
  EXPECT_EQ(llvm::dyn_cast<BasicBlock>(Values[1]), nullptr);
  EXPECT_EQ(llvm::cast<Constant>(Values[0])->getValue(), 3);
}

//===----------------------------------------------------------------------===//
// Dominators: computeIdomsCHK and DomTreeNodes
//===----------------------------------------------------------------------===//

/// A graph as successor lists.
using Graph = std::vector<std::vector<unsigned>>;

DomTreeNodes dominatorsOf(const Graph &G, unsigned Entry) {
  std::vector<FlowGraph::Edge> Edges;
  for (unsigned N = 0; N != G.size(); ++N)
    for (unsigned S : G[N])
      Edges.push_back({N, S});
  return DomTreeNodes(computeIdomsCHK(FlowGraph(G.size(), Entry, Edges)),
                      Entry);
}

/// Checks dominates() against the idom chains for every pair.
void checkDominatesMatchesIdoms(const DomTreeNodes &D, unsigned N,
                                unsigned Entry) {
  for (unsigned A = 0; A != N; ++A)
    for (unsigned B = 0; B != N; ++B) {
      bool Expected = false;
      if (D.isReachable(A) && D.isReachable(B)) {
        unsigned X = B;
        while (true) {
          if (X == A) {
            Expected = true;
            break;
          }
          if (X == Entry)
            break;
          X = D.getIdom(X);
        }
      }
      EXPECT_EQ(D.dominates(A, B), Expected) << A << " dom " << B;
    }
}

TEST(DominanceTest, Diamond) {
  // 0 -> 1, 2; 1 -> 3; 2 -> 3
  Graph G{{1, 2}, {3}, {3}, {}};
  DomTreeNodes D = dominatorsOf(G, 0);
  EXPECT_EQ(D.getIdom(0), NoIdom);
  EXPECT_EQ(D.getIdom(1), 0u);
  EXPECT_EQ(D.getIdom(2), 0u);
  EXPECT_EQ(D.getIdom(3), 0u);
  EXPECT_TRUE(D.dominates(0, 3));
  EXPECT_FALSE(D.dominates(1, 3));
  EXPECT_FALSE(D.dominates(2, 3));
  EXPECT_TRUE(D.dominates(3, 3));
  EXPECT_FALSE(D.dominates(3, 0));
  checkDominatesMatchesIdoms(D, 4, 0);
}

TEST(DominanceTest, Loop) {
  // 0 -> 1; 1 -> 2, 4; 2 -> 3; 3 -> 1 (back edge); 4 exit
  Graph G{{1}, {2, 4}, {3}, {1}, {}};
  DomTreeNodes D = dominatorsOf(G, 0);
  EXPECT_EQ(D.getIdom(1), 0u);
  EXPECT_EQ(D.getIdom(2), 1u);
  EXPECT_EQ(D.getIdom(3), 2u);
  EXPECT_EQ(D.getIdom(4), 1u);
  EXPECT_TRUE(D.dominates(1, 3));
  EXPECT_FALSE(D.dominates(3, 1));
  EXPECT_FALSE(D.dominates(2, 4));
  checkDominatesMatchesIdoms(D, 5, 0);
}

TEST(DominanceTest, Irreducible) {
  // 0 -> 1, 2; 1 <-> 2; 1 -> 3; 2 -> 4; 3 -> 4
  Graph G{{1, 2}, {2, 3}, {1, 4}, {4}, {}};
  DomTreeNodes D = dominatorsOf(G, 0);
  EXPECT_EQ(D.getIdom(1), 0u);
  EXPECT_EQ(D.getIdom(2), 0u);
  EXPECT_EQ(D.getIdom(3), 1u);
  EXPECT_EQ(D.getIdom(4), 0u);
  EXPECT_FALSE(D.dominates(1, 2));
  EXPECT_FALSE(D.dominates(2, 1));
  checkDominatesMatchesIdoms(D, 5, 0);
}

TEST(DominanceTest, UnreachableNode) {
  // 0 -> 1 -> 2; 3 -> 2 and 3 -> 3 but nothing reaches 3.
  Graph G{{1}, {2}, {}, {2, 3}};
  DomTreeNodes D = dominatorsOf(G, 0);
  EXPECT_TRUE(D.isReachable(0));
  EXPECT_TRUE(D.isReachable(2));
  EXPECT_FALSE(D.isReachable(3));
  EXPECT_EQ(D.getIdom(3), NoIdom);
  EXPECT_EQ(D.getIdom(2), 1u);
  EXPECT_FALSE(D.dominates(3, 3));
  EXPECT_FALSE(D.dominates(0, 3));
  EXPECT_FALSE(D.dominates(3, 2));
  checkDominatesMatchesIdoms(D, 4, 0);
}

TEST(DominanceTest, EntryNotZeroAndSelfLoops) {
  // Entry is 2; 2 -> 2, 0; 0 -> 1; 1 -> 0, 2
  Graph G{{1}, {0, 2}, {2, 0}};
  DomTreeNodes D = dominatorsOf(G, 2);
  EXPECT_EQ(D.getIdom(2), NoIdom);
  EXPECT_EQ(D.getIdom(0), 2u);
  EXPECT_EQ(D.getIdom(1), 0u);
  checkDominatesMatchesIdoms(D, 3, 2);
}

TEST(DominanceTest, SingleNodeAndDuplicateEdges) {
  Graph One{{}};
  DomTreeNodes D1 = dominatorsOf(One, 0);
  EXPECT_TRUE(D1.dominates(0, 0));
  // 0 -> 1 twice, 1 -> 2 twice: duplicate edges change nothing.
  Graph G{{1, 1}, {2, 2}, {}};
  DomTreeNodes D = dominatorsOf(G, 0);
  EXPECT_EQ(D.getIdom(2), 1u);
  checkDominatesMatchesIdoms(D, 3, 0);
}

// A larger irreducible graph with a known answer, checked by brute force:
// A dominates B iff B is unreachable from the entry once A is removed.
TEST(DominanceTest, AgreesWithBruteForce) {
  unsigned Seed = 12345;
  auto Next = [&] {
    Seed = Seed * 1103515245u + 12345u;
    return (Seed >> 16) & 0x7fff;
  };
  for (unsigned Trial = 0; Trial != 200; ++Trial) {
    unsigned N = 2 + Next() % 12;
    Graph G(N);
    for (unsigned E = Next() % (3 * N); E-- > 0;)
      G[Next() % N].push_back(Next() % N);
    DomTreeNodes D = dominatorsOf(G, 0);
    auto ReachableWithout = [&](unsigned Removed) {
      std::vector<bool> Seen(N, false);
      std::vector<unsigned> Work;
      if (Removed != 0) {
        Seen[0] = true;
        Work.push_back(0);
      }
      while (!Work.empty()) {
        unsigned X = Work.back();
        Work.pop_back();
        for (unsigned S : G[X])
          if (S != Removed && !Seen[S]) {
            Seen[S] = true;
            Work.push_back(S);
          }
      }
      return Seen;
    };
    std::vector<bool> Reach = ReachableWithout(N); // nothing removed
    for (unsigned A = 0; A != N; ++A) {
      std::vector<bool> Without = ReachableWithout(A);
      for (unsigned B = 0; B != N; ++B) {
        bool Expected = Reach[B] && Reach[A] && (A == B || !Without[B]);
        EXPECT_EQ(D.dominates(A, B), Expected)
            << "trial " << Trial << ": " << A << " dom " << B;
      }
      EXPECT_EQ(D.isReachable(A), bool(Reach[A]));
    }
  }
}

} // namespace
