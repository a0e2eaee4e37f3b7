//===- UseListTest.cpp - Tests of Use, Value use lists and User operands --===//
//
// Use lists are intrusive doubly linked lists threaded through the operand
// slots. These tests edit them at the head, the middle and the tail, replace
// values with many uses, grow hung-off operand arrays and check after every
// edit that each list holds exactly the Uses that point at its value.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <set>
#include <vector>

using namespace mopt;

namespace {

/// The Uses on V's list, head first.
std::vector<Use *> usesOf(const Value &V) {
  std::vector<Use *> Out;
  for (Use &U : V.uses())
    Out.push_back(&U);
  return Out;
}

/// Checks V's list: every Use on it points at V, and there are Expected of
/// them.
void expectUseList(const Value &V, unsigned Expected) {
  unsigned N = 0;
  for (Use &U : V.uses()) {
    EXPECT_EQ(U.get(), &V);
    ASSERT_NE(U.getUser(), nullptr);
    ++N;
  }
  EXPECT_EQ(N, Expected);
  EXPECT_EQ(V.getNumUses(), Expected);
  EXPECT_EQ(V.use_empty(), Expected == 0);
  EXPECT_EQ(V.hasOneUse(), Expected == 1);
}

using test::parse;

/// Appends N empty blocks b0, b1, ... to F and returns them.
std::vector<BasicBlock *> appendBlocks(Function &F, unsigned N) {
  std::vector<BasicBlock *> Blocks;
  for (unsigned K = 0; K != N; ++K) {
    Blocks.push_back(new BasicBlock("b" + std::to_string(K)));
    F.push_back(Blocks.back());
  }
  return Blocks;
}

Instruction *findSSA(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.hasSSAResult() && I.getName() == Name)
        return &I;
  return nullptr;
}

/// Values must outlive the Users that refer to them: a fixture owns both in
/// that order.
struct UseListTest : ::testing::Test {
  Constant A{Type::getInt(), 1}, B{Type::getInt(), 2}, C{Type::getInt(), 3};
  std::vector<InstructionPtr> Users;

  UnaryInst *makeCopy(Value *V) {
    Users.emplace_back(new UnaryInst(Opcode::Copy, V));
    return static_cast<UnaryInst *>(Users.back().get());
  }
  void TearDown() override { Users.clear(); }
};

TEST_F(UseListTest, NewUseGoesToTheHead) {
  UnaryInst *U1 = makeCopy(&A);
  UnaryInst *U2 = makeCopy(&A);
  UnaryInst *U3 = makeCopy(&A);
  std::vector<Use *> L = usesOf(A);
  ASSERT_EQ(L.size(), 3u);
  EXPECT_EQ(L[0], &U3->getOperandUse(0));
  EXPECT_EQ(L[1], &U2->getOperandUse(0));
  EXPECT_EQ(L[2], &U1->getOperandUse(0));
  EXPECT_EQ(L[0]->getUser(), U3);
  EXPECT_EQ(L[2]->getUser(), U1);
  expectUseList(A, 3);
}

TEST_F(UseListTest, UnlinkHead) {
  UnaryInst *U1 = makeCopy(&A);
  UnaryInst *U2 = makeCopy(&A);
  UnaryInst *U3 = makeCopy(&A); // head
  U3->setOperand(0, &B);
  std::vector<Use *> L = usesOf(A);
  ASSERT_EQ(L.size(), 2u);
  EXPECT_EQ(L[0]->getUser(), U2);
  EXPECT_EQ(L[1]->getUser(), U1);
  expectUseList(A, 2);
  expectUseList(B, 1);
  EXPECT_EQ(usesOf(B)[0]->getUser(), U3);
  // The new head can be unlinked too, and then the last one.
  U2->setOperand(0, &B);
  expectUseList(A, 1);
  U1->setOperand(0, &B);
  expectUseList(A, 0);
  expectUseList(B, 3);
}

TEST_F(UseListTest, UnlinkMiddle) {
  UnaryInst *U1 = makeCopy(&A);
  UnaryInst *U2 = makeCopy(&A); // middle
  UnaryInst *U3 = makeCopy(&A);
  U2->setOperand(0, &B);
  std::vector<Use *> L = usesOf(A);
  ASSERT_EQ(L.size(), 2u);
  EXPECT_EQ(L[0]->getUser(), U3);
  EXPECT_EQ(L[1]->getUser(), U1);
  expectUseList(B, 1);
  // The neighbours still link correctly: unlink them in turn.
  U1->setOperand(0, &C);
  ASSERT_EQ(usesOf(A).size(), 1u);
  EXPECT_EQ(usesOf(A)[0]->getUser(), U3);
  U3->setOperand(0, &C);
  expectUseList(A, 0);
  expectUseList(C, 2);
}

TEST_F(UseListTest, UnlinkTail) {
  UnaryInst *U1 = makeCopy(&A); // tail
  UnaryInst *U2 = makeCopy(&A);
  UnaryInst *U3 = makeCopy(&A);
  U1->setOperand(0, &B);
  std::vector<Use *> L = usesOf(A);
  ASSERT_EQ(L.size(), 2u);
  EXPECT_EQ(L[0]->getUser(), U3);
  EXPECT_EQ(L[1]->getUser(), U2);
  // Add after removing the tail: goes to the head, list stays consistent.
  UnaryInst *U4 = makeCopy(&A);
  L = usesOf(A);
  ASSERT_EQ(L.size(), 3u);
  EXPECT_EQ(L[0]->getUser(), U4);
  EXPECT_EQ(L[2]->getUser(), U2);
  U2->setOperand(0, nullptr);
  EXPECT_EQ(U2->getOperand(0), nullptr);
  expectUseList(A, 2);
}

TEST_F(UseListTest, SetToSameValueKeepsOneLink) {
  UnaryInst *U1 = makeCopy(&A);
  makeCopy(&A);
  U1->setOperand(0, &A);
  expectUseList(A, 2);
}

TEST_F(UseListTest, DeletingAUserUnlinksItsUses) {
  makeCopy(&A);
  UnaryInst *U2 = makeCopy(&A);
  makeCopy(&A);
  for (auto &P : Users)
    if (P.get() == U2)
      P.reset();
  expectUseList(A, 2);
}

// Value has no vtable: an instruction is deleted through deleteValue(), as
// the class its shape names. One instruction of each shape, each reading A,
// is deleted through an InstructionPtr; each takes its uses of A with it
// (under AddressSanitizer the delete is also checked to be of the size that
// was allocated).
TEST(UseListDeleteTest, EveryShapeDeletedAsItsClass) {
  Module M;
  Function *F = M.createFunction("f");
  auto *BB = new BasicBlock("entry");
  F->push_back(BB);
  Constant *A = F->getConstant(1);
  Constant *T = F->getConstant(Type::getBool(), 1);
  std::vector<InstructionPtr> All;
  All.emplace_back(new NullaryInst(Opcode::Nop));
  All.emplace_back(new UnaryInst(Opcode::Copy, A));
  All.emplace_back(new BinaryInst(Opcode::Add, A, A));
  auto *Call = new CallInst(F, {A});
  All.emplace_back(Call);
  auto *Print = new PrintInst();
  Print->addArgument(A);
  All.emplace_back(Print);
  auto *Phi = new PhiInst(Type::getInt());
  Phi->addIncoming(A, BB);
  All.emplace_back(Phi);
  All.emplace_back(new JumpInst(BB));
  All.emplace_back(new BranchInst(T, BB, BB));
  All.emplace_back(new ReturnInst(A));
  std::vector<OpShape> Shapes;
  for (const InstructionPtr &I : All)
    Shapes.push_back(getOpcodeShape(I->getOpcode()));
  EXPECT_EQ(Shapes.size(), 9u);
  EXPECT_EQ(std::set<OpShape>(Shapes.begin(), Shapes.end()).size(), 9u);
  unsigned UsesOfA = A->getNumUses();
  EXPECT_EQ(UsesOfA, 7u);
  for (InstructionPtr &I : All) {
    unsigned Reads = std::count_if(I->operands().begin(), I->operands().end(),
                                   [&](const Use &U) { return U.get() == A; });
    I.reset();
    UsesOfA -= Reads;
    expectUseList(*A, UsesOfA);
  }
  expectUseList(*BB, 0);
}

// Unlinking is O(1): removing each of N uses in the worst order for a list
// search (oldest first, i.e. from the tail) must take time linear in N. A
// search from the head would need ~N^2/2 = 2*10^10 steps here.
TEST_F(UseListTest, UnlinkIsConstantTime) {
  constexpr unsigned N = 200000;
  std::vector<std::unique_ptr<UnaryInst>> Many;
  Many.reserve(N);
  for (unsigned K = 0; K != N; ++K)
    Many.push_back(std::make_unique<UnaryInst>(Opcode::Copy, &A));
  expectUseList(A, N);
  auto Start = std::chrono::steady_clock::now();
  for (unsigned K = 0; K != N; ++K)
    Many[K]->setOperand(0, &B);
  auto Elapsed = std::chrono::steady_clock::now() - Start;
  EXPECT_LT(
      std::chrono::duration_cast<std::chrono::milliseconds>(Elapsed).count(),
      2000);
  expectUseList(A, 0);
  expectUseList(B, N);
  // And from the head (newest first), also linear.
  for (unsigned K = N; K-- > 0;)
    Many[K]->setOperand(0, &C);
  expectUseList(B, 0);
  expectUseList(C, N);
  Many.clear();
  expectUseList(C, 0);
}

TEST_F(UseListTest, ReplaceAllUsesWithManyUses) {
  constexpr unsigned N = 1000;
  for (unsigned K = 0; K != N; ++K)
    makeCopy(K % 2 ? &A : &C);
  expectUseList(A, N / 2);
  A.replaceAllUsesWith(&B);
  expectUseList(A, 0);
  expectUseList(B, N / 2);
  expectUseList(C, N / 2);
  for (unsigned K = 0; K != N; ++K)
    EXPECT_EQ(Users[K]->getOperand(0), K % 2 ? &B : &C) << K;
  std::set<User *> Seen;
  for (Use &U : B.uses())
    EXPECT_TRUE(Seen.insert(U.getUser()).second);
  EXPECT_EQ(Seen.size(), N / 2);
}

TEST_F(UseListTest, EditingTheVisitedUseDuringIteration) {
  for (unsigned K = 0; K != 10; ++K)
    makeCopy(&A);
  unsigned Visited = 0;
  for (Use &U : A.uses()) {
    U.set(&B);
    ++Visited;
  }
  EXPECT_EQ(Visited, 10u);
  expectUseList(A, 0);
  expectUseList(B, 10);
}

TEST(UseListParsedTest, OperandTwiceInOneUser) {
  auto M = parse(R"(
func f(x):
  %1 = copy x
  %2 = + %1, %1
  ret %2
)");
  Function &F = *M->begin();
  Instruction *One = findSSA(F, "1");
  auto *Two = llvm::cast<BinaryInst>(findSSA(F, "2"));
  ASSERT_TRUE(One && Two);
  expectUseList(*One, 2);
  for (Use &U : One->uses())
    EXPECT_EQ(U.getUser(), Two);
  // The two uses are the two distinct slots of the user.
  std::vector<Use *> L = usesOf(*One);
  std::set<Use *> Slots{&Two->getOperandUse(0), &Two->getOperandUse(1)};
  EXPECT_EQ(std::set<Use *>(L.begin(), L.end()), Slots);

  Constant *Seven = F.getConstant(7);
  One->replaceAllUsesWith(Seven);
  expectUseList(*One, 0);
  EXPECT_EQ(Two->getLHS(), Seven);
  EXPECT_EQ(Two->getRHS(), Seven);
  expectUseList(*Seven, 2);

  // Changing one slot leaves the other.
  Two->setOperand(0, One);
  expectUseList(*One, 1);
  expectUseList(*Seven, 1);
  EXPECT_EQ(usesOf(*Seven)[0], &Two->getOperandUse(1));
}

TEST(UseListParsedTest, GetNumUsesAndHasOneUse) {
  auto M = parse(R"(
func f():
  %1 = const 1
  %2 = const 2
  %3 = const 3
  %4 = + %2, %3
  %5 = + %3, %3
  print %3
  ret %4
)");
  Function &F = *M->begin();
  expectUseList(*findSSA(F, "1"), 0);
  expectUseList(*findSSA(F, "2"), 1);
  expectUseList(*findSSA(F, "3"), 4);
  expectUseList(*findSSA(F, "4"), 1);
  expectUseList(*findSSA(F, "5"), 0);
  // Constants are uniqued, so `const 1` .. `const 3` each use their own.
  expectUseList(*F.getConstant(1), 1);
  // Variables: reads are uses, writes are not.
}

TEST(UseListParsedTest, VariableWritesAreNotUses) {
  auto M = parse(R"(
func f():
  x = const 1
  x = const 2
  y = copy x
  print x, y
  ret
)");
  Function &F = *M->begin();
  expectUseList(*F.lookupVariable("x"), 2);
  expectUseList(*F.lookupVariable("y"), 1);
}

TEST(UseListParsedTest, BranchTargetsAreBlockUses) {
  auto M = parse(R"(
func f(c):
  br c, L, L
L:
  jmp L
)");
  Function &F = *M->begin();
  BasicBlock &L = *std::next(F.begin());
  expectUseList(L, 3);
}

TEST(UseListHungOffTest, PhiWithManyIncomingGrows) {
  Module M;
  Function *F = M.createFunction("f");
  std::vector<BasicBlock *> Blocks = appendBlocks(*F, 100);
  Constant *Shared = F->getConstant(-1);
  auto *Phi = new PhiInst(Type::getInt());
  auto *Phi2 = new PhiInst(Type::getInt());
  Blocks[0]->push_back(Phi);
  Blocks[0]->push_back(Phi2);
  Phi->setName("p");
  Phi2->setName("q");
  for (unsigned K = 0; K != 100; ++K) {
    Phi->addIncoming(Shared, Blocks[K]);
    Phi2->addIncoming(F->getConstant(K), Blocks[K]);
    // After every growth step the lists are intact.
    expectUseList(*Shared, K + 1);
    for (Use &U : Shared->uses())
      ASSERT_EQ(U.getUser(), Phi);
  }
  ASSERT_EQ(Phi->getNumIncoming(), 100u);
  expectUseList(*Shared, 100);
  // Each Use on the list is one of the phi's current slots, each slot once.
  std::set<Use *> Slots;
  for (unsigned K = 0; K != 100; ++K) {
    Slots.insert(&Phi->getOperandUse(K));
    EXPECT_EQ(Phi->getIncomingValue(K), Shared);
    EXPECT_EQ(Phi->getIncomingBlock(K), Blocks[K]);
    EXPECT_EQ(Phi->getOperandUse(K).getUser(), Phi);
  }
  std::vector<Use *> L = usesOf(*Shared);
  EXPECT_EQ(std::set<Use *>(L.begin(), L.end()), Slots);
  for (unsigned K = 0; K != 100; ++K) {
    Constant *CK = F->getConstant(K);
    expectUseList(*CK, 1);
    EXPECT_EQ(usesOf(*CK)[0], &Phi2->getOperandUse(K));
    EXPECT_EQ(usesOf(*CK)[0]->getUser(), Phi2);
  }
  // The phi itself used 100 times by a call that grows too.
  auto *Call = new CallInst(F, {});
  for (unsigned K = 0; K != 100; ++K)
    Call->addArgument(Phi);
  Blocks[1]->push_back(Call);
  expectUseList(*Phi, 100);
  for (Use &U : Phi->uses())
    EXPECT_EQ(U.getUser(), Call);
}

TEST(UseListHungOffTest, RemoveIncomingKeepsPairsInStep) {
  Module M;
  Function *F = M.createFunction("f");
  std::vector<BasicBlock *> Blocks = appendBlocks(*F, 10);
  auto *Phi = new PhiInst(Type::getInt());
  Phi->setName("p");
  Blocks[0]->push_back(Phi);
  for (unsigned K = 0; K != 10; ++K)
    Phi->addIncoming(F->getConstant(100 + K), Blocks[K]);

  std::vector<unsigned> Expect{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  auto Check = [&] {
    ASSERT_EQ(Phi->getNumIncoming(), Expect.size());
    for (unsigned K = 0; K != Expect.size(); ++K) {
      EXPECT_EQ(Phi->getIncomingBlock(K), Blocks[Expect[K]]);
      EXPECT_EQ(llvm::cast<Constant>(Phi->getIncomingValue(K))->getValue(),
                100 + Expect[K]);
      EXPECT_EQ(Phi->getBlockIndex(Blocks[Expect[K]]), int(K));
    }
    for (unsigned K = 0; K != 10; ++K) {
      bool Present = std::find(Expect.begin(), Expect.end(), K) != Expect.end();
      expectUseList(*F->getConstant(100 + K), Present ? 1 : 0);
      if (!Present) {
        EXPECT_EQ(Phi->getBlockIndex(Blocks[K]), -1);
      }
    }
  };
  Check();
  Phi->removeIncoming(3); // middle
  Expect.erase(Expect.begin() + 3);
  Check();
  Phi->removeIncoming(0); // first
  Expect.erase(Expect.begin());
  Check();
  Phi->removeIncoming(Phi->getNumIncoming() - 1); // last
  Expect.pop_back();
  Check();
  while (Phi->getNumIncoming()) {
    Phi->removeIncoming(Phi->getNumIncoming() / 2);
    Expect.erase(Expect.begin() + Expect.size() / 2);
    Check();
  }
  // Empty phis can grow again.
  Phi->addIncoming(F->getConstant(100), Blocks[4]);
  Expect = {};
  ASSERT_EQ(Phi->getNumIncoming(), 1u);
  EXPECT_EQ(Phi->getIncomingBlock(0), Blocks[4]);
  expectUseList(*F->getConstant(100), 1);
}

// A slot finds its User from where it sits: a fixed slot by its distance
// to the User, a hung-off one by its index (16 bits, then saturated and
// found again from a slot 65,535 before) and the array's header.
TEST(UseListHungOffTest, EverySlotFindsItsUser) {
  auto M = parse(R"(func f(c):
E:
  %x = + c, 1
  br c, A, E2
A:
  jmp E2
E2:
  ret %x
)");
  Function &F = *M->begin();
  Instruction *Add = findSSA(F, "x");
  Instruction *Branch = Add->getParent()->getTerminator();
  for (unsigned K = 0; K != 2; ++K)
    EXPECT_EQ(Add->getOperandUse(K).getUser(), Add);
  for (unsigned K = 0; K != 3; ++K)
    EXPECT_EQ(Branch->getOperandUse(K).getUser(), Branch);

  constexpr unsigned Many = 140000; // more than twice 65,535
  BasicBlock *Entry = &F.getEntryBlock();
  auto *Phi = new PhiInst(Type::getInt());
  Phi->setName("p");
  F.back().insert(F.back().begin(), Phi);
  Phi->reserveIncoming(3);
  for (unsigned K = 0; K != Many; ++K)
    Phi->addIncoming(Add, Entry);
  for (unsigned K :
       {0u, 1u, 65534u, 65535u, 65536u, 131069u, 131070u, 131071u, Many - 1})
    EXPECT_EQ(Phi->getOperandUse(K).getUser(), Phi) << "slot " << K;
  unsigned FromPhi = 0;
  for (Use &U : Add->uses())
    FromPhi += U.getUser() == Phi;
  EXPECT_EQ(FromPhi, Many);
  Phi->clearIncoming();
  Phi->eraseFromParent();
}

// A phi's blocks are kept beside its operand slots: reserving room, then
// adding past it, moves both.
TEST(UseListHungOffTest, ReserveThenAddKeepsBlocks) {
  Module M;
  Function *F = M.createFunction("f");
  std::vector<BasicBlock *> Blocks = appendBlocks(*F, 6);
  auto *Phi = new PhiInst(Type::getInt());
  Blocks[0]->push_back(Phi);
  Phi->addIncoming(F->getConstant(0), Blocks[0]);
  Phi->addIncoming(F->getConstant(1), Blocks[1]);
  Phi->reserveIncoming(4);
  for (unsigned K = 2; K != 6; ++K)
    Phi->addIncoming(F->getConstant(K), Blocks[K]);
  ASSERT_EQ(Phi->getNumIncoming(), 6u);
  for (unsigned K = 0; K != 6; ++K) {
    EXPECT_EQ(Phi->getIncomingBlock(K), Blocks[K]);
    EXPECT_EQ(llvm::cast<Constant>(Phi->getIncomingValue(K))->getValue(), K);
  }
}

/// A function of two blocks, b0 and b1, and an empty phi %p at the top of
/// b1; X and Y are the constants 5 and 6.
class UseListPhiTest : public ::testing::Test {
protected:
  UseListPhiTest() {
    F->push_back(B0);
    F->push_back(B1);
    Phi->setName("p");
    B1->push_back(Phi);
  }

  Module M;
  Function *F = M.createFunction("f");
  BasicBlock *B0 = new BasicBlock("b0");
  BasicBlock *B1 = new BasicBlock("b1");
  PhiInst *Phi = new PhiInst(Type::getInt());
  Constant *X = F->getConstant(5), *Y = F->getConstant(6);
};

TEST_F(UseListPhiTest, ClearIncomingUnlinksEveryEntryAndPhiGrowsAgain) {
  Phi->addIncoming(X, B0);
  Phi->addIncoming(Y, B1);
  Phi->addIncoming(X, B1);
  expectUseList(*X, 2);

  Phi->clearIncoming();
  EXPECT_EQ(Phi->getNumIncoming(), 0u);
  EXPECT_EQ(Phi->getBlockIndex(B0), -1);
  expectUseList(*X, 0);
  expectUseList(*Y, 0);

  Phi->addIncoming(Y, B0);
  ASSERT_EQ(Phi->getNumIncoming(), 1u);
  EXPECT_EQ(Phi->getIncomingBlock(0), B0);
  EXPECT_EQ(Phi->getIncomingValue(0), Y);
  expectUseList(*Y, 1);
}

TEST_F(UseListPhiTest, RemoveIncomingWithTheSameValueTwice) {
  Phi->addIncoming(X, B0);
  Phi->addIncoming(Y, B0);
  Phi->addIncoming(X, B1);
  expectUseList(*X, 2);
  Phi->removeIncoming(0);
  expectUseList(*X, 1);
  expectUseList(*Y, 1);
  EXPECT_EQ(Phi->getIncomingValue(0), Y);
  EXPECT_EQ(Phi->getIncomingBlock(0), B0);
  EXPECT_EQ(Phi->getIncomingValue(1), X);
  EXPECT_EQ(Phi->getIncomingBlock(1), B1);
  EXPECT_EQ(usesOf(*X)[0], &Phi->getOperandUse(1));
}

TEST(UseListHungOffTest, ReturnValueSlotAddedOnDemand) {
  Constant A(Type::getInt(), 1), B(Type::getInt(), 2);
  {
    ReturnInst Ret;
    EXPECT_EQ(Ret.getNumOperands(), 0u);
    EXPECT_EQ(Ret.getReturnValue(), nullptr);
    Ret.setReturnValue(&A);
    EXPECT_EQ(Ret.getNumOperands(), 1u);
    expectUseList(A, 1);
    Ret.setReturnValue(&B);
    EXPECT_EQ(Ret.getNumOperands(), 1u);
    expectUseList(A, 0);
    expectUseList(B, 1);
  }
  expectUseList(B, 0);
}

TEST(UseListDropTest, DropAllReferences) {
  auto M = parse(R"(
func f(x):
  %1 = copy x
  %2 = + %1, x
  print %1, %2, x, 7
  %3 = phi [%1, L], [%2, L]
L:
  br %2, L, L
)");
  Function &F = *M->begin();
  Instruction *One = findSSA(F, "1");
  Instruction *Two = findSSA(F, "2");
  Variable *X = F.lookupVariable("x");
  BasicBlock &L = *std::next(F.begin());
  expectUseList(*One, 3);
  expectUseList(*Two, 3);
  expectUseList(*X, 3);
  expectUseList(L, 2);
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (&I != One)
        I.dropAllReferences();
  expectUseList(*One, 0);
  expectUseList(*Two, 0);
  expectUseList(*X, 1); // %1 = copy x still reads it
  expectUseList(L, 0);
  expectUseList(*F.getConstant(7), 0);
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (&I != One) {
        for (Use &U : I.operands())
          EXPECT_EQ(U.get(), nullptr);
      }
  One->dropAllReferences();
  expectUseList(*X, 0);
  // Dropping twice is harmless, and the slots can be set again.
  One->dropAllReferences();
  One->setOperand(0, X);
  expectUseList(*X, 1);
}

} // namespace
