//===- IRBuilderTest.cpp - IRBuilder and the replace helpers --------------===//
//
// The builder's insertion points, the SourceLoc it stamps, the types its
// instructions take, and replaceInstWithValue / replaceInstWithInst: what
// they change when they succeed, and that they change nothing when they
// refuse.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/IRBuilder.h"
#include "TestSupport.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/ReplaceInstruction.h"
#include "mopt/IR/Verifier.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <string>

using namespace mopt;

namespace {

using test::parse;

std::string print(const Function &F) {
  std::string Out;
  printFunction(F, Out);
  return Out;
}

Instruction *findInst(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.getName() == Name)
        return &I;
  return nullptr;
}

constexpr const char Twice[] = R"(func twice(n):
entry:
  %a = + n, 1
  %b = * %a, 2
  ret %b
)";

TEST(IRBuilderTest, AppendsAtTheEndWithItsSourceLoc) {
  Module M;
  Function *F = M.createFunction("f");
  F->addParameter("n");
  auto *Entry = new BasicBlock("entry");
  F->push_back(Entry);
  SourceLoc Loc{0, 7, 3};
  IRBuilder B(Entry, Loc);
  Instruction *N = B.createParam(F->getArg(0), "n0");
  Instruction *Sum = B.createBinary(Opcode::Add, N, F->getConstant(1), "s");
  Instruction *Less = B.createCompare(Opcode::Lt, Sum, F->getConstant(10),
                                      Type::getBool(), "lt");
  Instruction *Slot = B.createAlloca(Type::getInt(), "p");
  B.createStore(Slot, Sum);
  Instruction *Load = B.createLoad(Slot, "v");
  B.createPrint({Less, Load});
  B.createReturn(Load);
  EXPECT_EQ(print(*F), "func f(n):\n"
                       "entry:\n"
                       "  %n0 = param 0\n"
                       "  %s = + %n0, 1\n"
                       "  %lt: bool = < %s, 10\n"
                       "  %p: ptr<int> = alloca\n"
                       "  store %p, %s\n"
                       "  %v = load %p\n"
                       "  print %lt, %v\n"
                       "  ret %v\n");
  for (Instruction &I : *Entry) {
    EXPECT_EQ(I.getLoc().Line, 7u);
    EXPECT_EQ(I.getLoc().Column, 3u);
  }
  EXPECT_EQ(Slot->getType(), M.getPointerType(Type::getInt()));
  EXPECT_EQ(Load->getType(), Type::getInt());
  EXPECT_TRUE(verifyFunction(*F).ok());
}

TEST(IRBuilderTest, InsertsBeforeAnInstructionInOrder) {
  auto M = parse(Twice);
  Function &F = *M->begin();
  Instruction *B = findInst(F, "b");
  IRBuilder Builder(B);
  EXPECT_EQ(Builder.getLoc().Line, B->getLoc().Line);
  Instruction *X = Builder.createUnary(Opcode::Neg, findInst(F, "a"), "x");
  Builder.createCopy(X, "y");
  EXPECT_EQ(X->getLoc().Line, 4u);
  EXPECT_EQ(print(F), "func twice(n):\n"
                      "entry:\n"
                      "  %a = + n, 1\n"
                      "  %x = neg %a\n"
                      "  %y = copy %x\n"
                      "  %b = * %a, 2\n"
                      "  ret %b\n");
}

TEST(IRBuilderTest, BranchesAndPhisJoinBlocks) {
  Module M;
  Function *F = M.createFunction("f");
  auto *Entry = new BasicBlock("entry"), *Then = new BasicBlock("then"),
       *Join = new BasicBlock("join");
  F->push_back(Entry);
  F->push_back(Then);
  F->push_back(Join);
  IRBuilder B(Entry, SourceLoc());
  Instruction *T = B.createConst(F->getConstant(Type::getBool(), 1), "t");
  B.createBranch(T, Then, Join);
  B.setInsertPoint(Then);
  B.createJump(Join);
  B.setInsertPoint(Join);
  PhiInst *Phi = B.createPhi(Type::getInt(), "m");
  Phi->addIncoming(F->getConstant(1), Entry);
  Phi->addIncoming(F->getConstant(2), Then);
  B.createReturn(Phi);
  F->setForm(IRForm::SSA);
  EXPECT_TRUE(verifyFunction(*F).ok()) << verifyFunction(*F).message();
  EXPECT_EQ(print(*F), "func f():\n"
                       "entry:\n"
                       "  %t: bool = const true\n"
                       "  br %t, then, join\n"
                       "then:\n"
                       "  jmp join\n"
                       "join:\n"
                       "  %m = phi [1, entry], [2, then]\n"
                       "  ret %m\n");
}

TEST(ReplaceInstructionTest, ValueTakesEveryUseAndTheOldGoes) {
  auto M = parse(Twice);
  Function &F = *M->begin();
  Instruction *A = findInst(F, "a");
  Value *N = F.lookupVariable("n");
  ASSERT_TRUE(replaceInstWithValue(*A, N).ok());
  EXPECT_EQ(print(F), "func twice(n):\n"
                      "entry:\n"
                      "  %b = * n, 2\n"
                      "  ret %b\n");
}

TEST(ReplaceInstructionTest, InstructionTakesNameDestinationAndUses) {
  auto M = parse("func f():\n  x = + 1, 2\n  %y = copy x\n  %z = + %y, 3\n"
                 "  print x, %z\n");
  Function &F = *M->begin();
  Instruction *X = &F.getEntryBlock().front();
  Instruction *Y = findInst(F, "y");
  ASSERT_TRUE(
      replaceInstWithInst(*X, new UnaryInst(Opcode::Const, F.getConstant(3)))
          .ok());
  ASSERT_TRUE(
      replaceInstWithInst(*Y, new UnaryInst(Opcode::Const, F.getConstant(3)))
          .ok());
  EXPECT_EQ(print(F), "func f():\n"
                      "  x = const 3\n"
                      "  %y = const 3\n"
                      "  %z = + %y, 3\n"
                      "  print x, %z\n");
  EXPECT_EQ(findInst(F, "y")->getLoc().Line, 3u);
  EXPECT_TRUE(verifyFunction(F).ok());
}

TEST(ReplaceInstructionTest, RefusesAndChangesNothing) {
  auto M = parse("func f():\n  x = + 1, 2\n  %c: bool = < x, 3\n"
                 "  %d = + x, 1\n  print %c, %d\n");
  Function &F = *M->begin();
  const std::string Before = print(F);
  Instruction *C = findInst(F, "c");
  Instruction *D = findInst(F, "d");

  absl::Status WrongType = replaceInstWithValue(*C, F.getConstant(1));
  EXPECT_EQ(WrongType.message(),
            "test.tac:3:3: error: cannot replace 'lt' %c: the replacement has "
            "type int, not bool\n  %c: bool = < x, 3\n  ^");
  EXPECT_FALSE(replaceInstWithValue(*D, D).ok());
  EXPECT_FALSE(replaceInstWithValue(*D, nullptr).ok());
  absl::Status Write =
      replaceInstWithValue(F.getEntryBlock().front(), F.getConstant(3));
  EXPECT_NE(Write.message().find("writes variable 'x'"), std::string::npos)
      << Write.message();
  // A linked instruction is not a replacement; nor is a named one.
  EXPECT_FALSE(replaceInstWithInst(*D, &F.getEntryBlock().front()).ok());
  auto *Named = new UnaryInst(Opcode::Const, F.getConstant(2));
  Named->setName("n");
  EXPECT_FALSE(replaceInstWithInst(*D, Named).ok());
  delete Named;
  EXPECT_EQ(print(F), Before);
}

} // namespace
