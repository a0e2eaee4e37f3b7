//===- ConstantFoldingTest.cpp - The rules of the pure opcodes ------------===//
//
// The corners of TAC's arithmetic that evaluatePure shares between the
// interpreter and the folding passes, the cases a folder must leave, and
// foldOpcode, the same on constants of a function.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Module.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

using namespace mopt;

namespace {

constexpr int64_t Min = std::numeric_limits<int64_t>::min();
constexpr int64_t Max = std::numeric_limits<int64_t>::max();

TEST(ConstantFoldingTest, IntegerArithmeticWraps) {
  EXPECT_EQ(evaluatePure(Opcode::Add, Max, 1), Min);
  EXPECT_EQ(evaluatePure(Opcode::Sub, Min, 1), Max);
  EXPECT_EQ(evaluatePure(Opcode::Mul, Max, 2), -2);
  EXPECT_EQ(evaluatePure(Opcode::Neg, Min, 0), Min);
}

TEST(ConstantFoldingTest, DivisionTruncatesAndMinusOneWraps) {
  EXPECT_EQ(evaluatePure(Opcode::Div, -7, 2), -3);
  EXPECT_EQ(evaluatePure(Opcode::Rem, -7, 2), -1);
  EXPECT_EQ(evaluatePure(Opcode::Div, Min, -1), Min);
  EXPECT_EQ(evaluatePure(Opcode::Rem, Min, -1), 0);
}

TEST(ConstantFoldingTest, ShiftsMaskTheCountAndShrIsArithmetic) {
  EXPECT_EQ(evaluatePure(Opcode::Shl, 1, 65), 2);
  EXPECT_EQ(evaluatePure(Opcode::Shr, -8, 1), -4);
  EXPECT_EQ(evaluatePure(Opcode::Shr, -1, 63), -1);
  EXPECT_EQ(evaluatePure(Opcode::Shr, 8, -1), 0);
}

TEST(ConstantFoldingTest, ComparisonsGiveZeroOrOne) {
  EXPECT_EQ(evaluatePure(Opcode::Lt, -1, 0), 1);
  EXPECT_EQ(evaluatePure(Opcode::Ne, 3, 3), 0);
  EXPECT_EQ(evaluatePure(Opcode::CLt, 'a', 'b'), 1);
  EXPECT_EQ(evaluatePure(Opcode::Not, 0, 0), 1);
}

TEST(ConstantFoldingTest, FloatsAreIEEEDoubles) {
  using arith::asFloat;
  using arith::fromFloat;
  EXPECT_EQ(asFloat(evaluatePure(Opcode::FAdd, fromFloat(0.5), fromFloat(2))),
            2.5);
  EXPECT_TRUE(std::isinf(
      asFloat(evaluatePure(Opcode::FDiv, fromFloat(1), fromFloat(0)))));
  int64_t NaN = evaluatePure(Opcode::FDiv, fromFloat(0), fromFloat(0));
  EXPECT_EQ(evaluatePure(Opcode::FEq, NaN, NaN), 0);
}

TEST(ConstantFoldingTest, TrapsAreNotFolded) {
  EXPECT_TRUE(wouldTrap(Opcode::Div, 1, 0));
  EXPECT_TRUE(wouldTrap(Opcode::Rem, 1, 0));
  EXPECT_FALSE(wouldTrap(Opcode::Div, Min, -1));
  EXPECT_TRUE(wouldTrap(Opcode::Int2Char, 0xD800, 0));
  EXPECT_TRUE(wouldTrap(Opcode::Int2Char, -1, 0));
  EXPECT_FALSE(wouldTrap(Opcode::Int2Char, 0x10FFFF, 0));
  EXPECT_FALSE(wouldTrap(Opcode::FDiv, 0, 0));
}

TEST(ConstantFoldingTest, OnlyValueOpcodesArePure) {
  EXPECT_TRUE(isPureOpcode(Opcode::Add));
  EXPECT_TRUE(isPureOpcode(Opcode::Copy));
  EXPECT_FALSE(isPureOpcode(Opcode::Param));
  EXPECT_FALSE(isPureOpcode(Opcode::Load));
  EXPECT_FALSE(isPureOpcode(Opcode::PtrAdd));
  EXPECT_FALSE(isPureOpcode(Opcode::Phi));
  EXPECT_FALSE(isPureOpcode(Opcode::Call));
}

TEST(ConstantFoldingTest, FoldOpcodeMakesTheConstantOrNothing) {
  Module M;
  Function &F = *M.createFunction("f");
  const Constant *Seven = F.getConstant(7), *Zero = F.getConstant(0);
  EXPECT_EQ(
      foldOpcode(Opcode::Div, {Seven, F.getConstant(-2)}, Type::getInt(), F),
      F.getConstant(-3));
  EXPECT_EQ(foldOpcode(Opcode::Lt, {Zero, Seven}, Type::getBool(), F),
            F.getConstant(Type::getBool(), 1));
  EXPECT_EQ(foldOpcode(Opcode::Neg, {Seven}, Type::getInt(), F),
            F.getConstant(-7));
  // A trap, a non-finite float, a wrong count, an opcode that is not pure.
  EXPECT_EQ(foldOpcode(Opcode::Div, {Seven, Zero}, Type::getInt(), F), nullptr);
  const Constant *One = F.getConstant(Type::getFloat(), arith::fromFloat(1));
  const Constant *FZero = F.getConstant(Type::getFloat(), arith::fromFloat(0));
  EXPECT_EQ(foldOpcode(Opcode::FDiv, {One, FZero}, Type::getFloat(), F),
            nullptr);
  EXPECT_EQ(foldOpcode(Opcode::Add, {Seven}, Type::getInt(), F), nullptr);
  EXPECT_EQ(foldOpcode(Opcode::Load, {Seven}, Type::getInt(), F), nullptr);
}

// The narrower widths: wrapping and the unsigned readings at the width,
// shift counts modulo it, a bool read as signed, conversions to and from
// f32 without double rounding.
TEST(ConstantFoldingTest, NarrowerTypesWrapAndReadUnsignedAtTheirWidth) {
  const Type *I32 = Type::getI32(), *I8 = Type::getI8();
  const Type *Bool = Type::getBool(), *F32 = Type::getF32();
  const Type *Int = Type::getInt(), *Float = Type::getFloat();
  EXPECT_EQ(evaluate(Opcode::Add, INT32_MAX, 1, I32, I32), INT32_MIN);
  EXPECT_EQ(evaluate(Opcode::Mul, -1, 3, I8, I8), -3);
  EXPECT_EQ(evaluate(Opcode::UDiv, -7, 2, I32, I32), 2147483644);
  EXPECT_EQ(evaluate(Opcode::URem, -1, 10, I8, I8), 5); // 255 % 10
  EXPECT_EQ(evaluate(Opcode::LShr, -1, 4, I8, I8), 15);
  EXPECT_EQ(evaluate(Opcode::Shl, 1, 33, I32, I32), 2);
  EXPECT_EQ(evaluate(Opcode::ULt, -1, 1, I8, Bool), 0);
  EXPECT_EQ(evaluate(Opcode::Lt, -1, 1, I8, Bool), 1);
  EXPECT_EQ(evaluate(Opcode::ZExt, -1, 0, I8, I32), 255);
  EXPECT_EQ(evaluate(Opcode::SExt, 1, 0, Bool, I32), -1);
  EXPECT_EQ(evaluate(Opcode::ZExt, 1, 0, Bool, I32), 1);
  EXPECT_EQ(evaluate(Opcode::Trunc, 258, 0, I32, I8), 2);
  EXPECT_EQ(evaluate(Opcode::Trunc, 3, 0, I32, Bool), 1);
  EXPECT_EQ(evaluate(Opcode::UIToFP, -1, 0, I32, Float),
            arith::fromFloat(4294967295.0));
  EXPECT_EQ(evaluate(Opcode::SIToFP, 1, 0, Bool, Float), arith::fromFloat(-1));
  // 2^60 + 2^36 + 1 is nearest 2^60 + 2^37 as a single, but through the
  // double 2^60 + 2^36 it would tie and round to even, 2^60.
  int64_t Odd = (int64_t(1) << 60) + (int64_t(1) << 36) + 1;
  EXPECT_EQ(arith::asFloat(evaluate(Opcode::SIToFP, Odd, 0, Int, F32)),
            double(float(Odd)));
  EXPECT_EQ(arith::asFloat(evaluate(Opcode::FPTrunc, arith::fromFloat(0.1), 0,
                                    Float, F32)),
            double(0.1f));
  EXPECT_EQ(evaluate(Opcode::FPToSI, arith::fromFloat(-3.9), 0, Float, I32),
            -3);
  EXPECT_EQ(evaluate(Opcode::FPToUI, arith::fromFloat(200.5), 0, Float, I8),
            -56); // 200 in 8 bits
  EXPECT_EQ(evaluate(Opcode::FPToSI, arith::fromFloat(NAN), 0, Float, Int),
            Min);
  int64_t NaN = arith::fromFloat(NAN), One = arith::fromFloat(1);
  EXPECT_EQ(evaluate(Opcode::FNe, NaN, One, Float, Bool), 1);
  EXPECT_EQ(evaluate(Opcode::FOne, NaN, One, Float, Bool), 0);
  EXPECT_EQ(evaluate(Opcode::FUlt, NaN, One, Float, Bool), 1);
  EXPECT_EQ(evaluate(Opcode::FOrd, One, One, Float, Bool), 1);
  EXPECT_TRUE(wouldTrap(Opcode::UDiv, 1, 0));
}

} // namespace
