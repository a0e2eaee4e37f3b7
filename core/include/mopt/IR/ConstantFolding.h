//===- mopt/IR/ConstantFolding.h - What a pure opcode computes --*- C++ -*-===//
//
// The meaning of every opcode that computes its result from its operands
// alone, on the 64-bit slots the interpreter keeps (an int, a bool as 0 or
// 1, a char's code point, a float's IEEE bits): one function, which the
// interpreter runs and the passes fold constants with, so that the two
// cannot disagree. The rules are TAC's (docs/TAC.md): integer arithmetic
// wraps, shift counts are taken modulo 64, `>>` is arithmetic, `/` and `%`
// truncate toward zero and `x / -1` is `0 - x` (wrapping).
//
// evaluatePure computes on 64 bits; evaluate gives the result the form its
// type keeps (canonicalBits): a narrower integer wraps at its own width and
// is kept sign-extended, an `f32` is rounded to single precision and kept
// as a double. Rounding a double sum, difference, product or quotient of
// two singles to single gives the single-precision result, so `f32`
// arithmetic needs no code of its own. A shift count is taken modulo the
// operand's width.
//
// evaluatePure is defined only where running the opcode succeeds:
// wouldTrap says when it does not (a division by zero, int2char of a value
// that is not a Unicode scalar), and a folder must not fold then.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_CONSTANTFOLDING_H
#define MOPT_IR_CONSTANTFOLDING_H

#include "mopt/IR/Opcode.h"
#include "mopt/IR/Type.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"

#include <cmath>
#include <cstdint>

namespace mopt {

class Constant;
class Function;
class Instruction;

namespace arith {
inline int64_t wrapAdd(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) + uint64_t(B));
}
inline int64_t wrapSub(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) - uint64_t(B));
}
inline int64_t wrapMul(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) * uint64_t(B));
}
inline int64_t shiftLeft(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) << (B & 63));
}
inline int64_t shiftRight(int64_t A, int64_t B) {
  unsigned S = unsigned(B & 63);
  return A >= 0 ? A >> S : ~(~A >> S);
}
inline int64_t shiftRightLogical(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) >> (B & 63));
}
/// D truncated toward zero; the most negative int64 where that is out of
/// range or D is NaN (what x86 gives; C leaves it undefined).
inline int64_t floatToSigned(double D) {
  return D > -9223372036854775809.0 && D < 9223372036854775808.0 ? int64_t(D)
                                                                 : INT64_MIN;
}
/// D truncated toward zero as an unsigned 64-bit number; 0 where that is
/// out of range or D is NaN.
inline int64_t floatToUnsigned(double D) {
  return D > -1.0 && D < 18446744073709551616.0 ? int64_t(uint64_t(D)) : 0;
}
/// B is not 0.
inline int64_t truncDiv(int64_t A, int64_t B) {
  return B == -1 ? wrapSub(0, A) : A / B;
}
/// B is not 0.
inline int64_t truncRem(int64_t A, int64_t B) { return B == -1 ? 0 : A % B; }
inline double asFloat(int64_t Bits) { return llvm::bit_cast<double>(Bits); }
inline int64_t fromFloat(double D) { return llvm::bit_cast<int64_t>(D); }
} // namespace arith

// The pure opcodes, by operand count and whether they may fail: the lists
// that isPureOpcode and the interpreter's dispatch both read. Each applies
// X to an Opcode enumerator's name.
// clang-format off
#define MOPT_PURE_UNARY_OPCODES(X)                                             \
  X(Const) X(Copy) X(Neg) X(Not) X(Char2Int) X(Float2Bits) X(Bits2Float)       \
  X(FNeg) X(SExt) X(ZExt) X(Trunc) X(FPToSI) X(FPToUI) X(SIToFP) X(UIToFP)     \
  X(FPExt) X(FPTrunc) X(PtrToInt) X(IntToPtr)
#define MOPT_PURE_BINARY_OPCODES(X)                                            \
  X(Add) X(Sub) X(Mul) X(And) X(Or) X(Xor) X(Shl) X(Shr) X(LShr)               \
  X(Lt) X(Le) X(Gt) X(Ge) X(Eq) X(Ne) X(ULt) X(ULe) X(UGt) X(UGe)              \
  X(FAdd) X(FSub) X(FMul) X(FDiv) X(FRem)                                      \
  X(FEq) X(FLt) X(FLe) X(FGt) X(FGe) X(FNe) X(FOne) X(FOrd) X(FUno)            \
  X(FUeq) X(FUlt) X(FUle) X(FUgt) X(FUge)                                      \
  X(CEq) X(CLt) X(CLe) X(CGt) X(CGe)
// clang-format on
/// The pure opcodes that may trap (wouldTrap says when).
#define MOPT_PURE_TRAPPING_OPCODES(X) X(Div) X(Rem) X(UDiv) X(URem) X(Int2Char)

/// Whether Op computes its result from its operands alone, with no effect
/// but a possible trap: the opcodes evaluatePure takes.
bool isPureOpcode(Opcode Op);

/// Whether a constant of type T with these bits can be written as a TAC
/// literal: every value but the non-finite floats (TAC has no literal for
/// an infinity or a NaN), which a folder must leave computed.
bool isWritableConstant(const Type *T, int64_t Bits);

/// Whether running pure Op on A and B would fail.
inline bool wouldTrap(Opcode Op, int64_t A, int64_t B) {
  switch (Op) {
  case Opcode::Div:
  case Opcode::Rem:
  case Opcode::UDiv:
  case Opcode::URem:
    return B == 0;
  case Opcode::Int2Char:
    return !isUnicodeScalar(A);
  default:
    return false;
  }
}

/// Bits, computed on 64 bits, in the form a value of type T keeps.
inline int64_t canonicalBits(const Type *T, int64_t Bits) {
  switch (T->getKind()) {
  case TypeKind::I8:
    return int8_t(Bits);
  case TypeKind::I16:
    return int16_t(Bits);
  case TypeKind::I32:
    return int32_t(Bits);
  case TypeKind::F32:
    return arith::fromFloat(double(float(arith::asFloat(Bits))));
  case TypeKind::Bool:
    return Bits & 1;
  default:
    return Bits;
  }
}

/// The result of pure Op on A (and B, for a binary opcode), where it does
/// not trap, on 64-bit operands.
inline int64_t evaluatePure(Opcode Op, int64_t A, int64_t B) {
  using namespace arith;
  switch (Op) {
  case Opcode::Const:
  case Opcode::Copy:
  case Opcode::Char2Int:
  case Opcode::Int2Char:
  case Opcode::Float2Bits:
  case Opcode::Bits2Float:
  // evaluate has widened A as its type reads (sext, zext), and gives the
  // result its type's form (trunc, fptrunc).
  case Opcode::SExt:
  case Opcode::ZExt:
  case Opcode::Trunc:
  case Opcode::FPExt:
  case Opcode::FPTrunc:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
    return A;
  case Opcode::FNeg:
    return A ^ INT64_MIN;
  case Opcode::FPToSI:
    return floatToSigned(asFloat(A));
  case Opcode::FPToUI:
    return floatToUnsigned(asFloat(A));
  case Opcode::SIToFP:
    return fromFloat(double(A));
  case Opcode::UIToFP:
    return fromFloat(double(uint64_t(A)));
  case Opcode::Neg:
    return wrapSub(0, A);
  case Opcode::Not:
    return A == 0;
  case Opcode::Add:
    return wrapAdd(A, B);
  case Opcode::Sub:
    return wrapSub(A, B);
  case Opcode::Mul:
    return wrapMul(A, B);
  case Opcode::Div:
    return truncDiv(A, B);
  case Opcode::Rem:
    return truncRem(A, B);
  case Opcode::And:
    return A & B;
  case Opcode::Or:
    return A | B;
  case Opcode::Xor:
    return A ^ B;
  case Opcode::Shl:
    return shiftLeft(A, B);
  case Opcode::Shr:
    return shiftRight(A, B);
  case Opcode::LShr:
    return shiftRightLogical(A, B);
  case Opcode::UDiv:
    return int64_t(uint64_t(A) / uint64_t(B));
  case Opcode::URem:
    return int64_t(uint64_t(A) % uint64_t(B));
  case Opcode::ULt:
    return uint64_t(A) < uint64_t(B);
  case Opcode::ULe:
    return uint64_t(A) <= uint64_t(B);
  case Opcode::UGt:
    return uint64_t(A) > uint64_t(B);
  case Opcode::UGe:
    return uint64_t(A) >= uint64_t(B);
  // Integers and chars (code points) compare alike.
  case Opcode::Lt:
  case Opcode::CLt:
    return A < B;
  case Opcode::Le:
  case Opcode::CLe:
    return A <= B;
  case Opcode::Gt:
  case Opcode::CGt:
    return A > B;
  case Opcode::Ge:
  case Opcode::CGe:
    return A >= B;
  case Opcode::Eq:
  case Opcode::CEq:
    return A == B;
  case Opcode::Ne:
    return A != B;
  case Opcode::FAdd:
    return fromFloat(asFloat(A) + asFloat(B));
  case Opcode::FSub:
    return fromFloat(asFloat(A) - asFloat(B));
  case Opcode::FMul:
    return fromFloat(asFloat(A) * asFloat(B));
  case Opcode::FDiv:
    return fromFloat(asFloat(A) / asFloat(B));
  case Opcode::FEq:
    return asFloat(A) == asFloat(B);
  case Opcode::FLt:
    return asFloat(A) < asFloat(B);
  case Opcode::FLe:
    return asFloat(A) <= asFloat(B);
  case Opcode::FGt:
    return asFloat(A) > asFloat(B);
  case Opcode::FGe:
    return asFloat(A) >= asFloat(B);
  case Opcode::FRem:
    return fromFloat(std::fmod(asFloat(A), asFloat(B)));
  case Opcode::FNe:
    return !(asFloat(A) == asFloat(B));
  case Opcode::FOne:
    return asFloat(A) < asFloat(B) || asFloat(A) > asFloat(B);
  case Opcode::FOrd:
    return !std::isnan(asFloat(A)) && !std::isnan(asFloat(B));
  case Opcode::FUno:
    return std::isnan(asFloat(A)) || std::isnan(asFloat(B));
  case Opcode::FUeq:
    return !(asFloat(A) < asFloat(B) || asFloat(A) > asFloat(B));
  case Opcode::FUlt:
    return !(asFloat(A) >= asFloat(B));
  case Opcode::FUle:
    return !(asFloat(A) > asFloat(B));
  case Opcode::FUgt:
    return !(asFloat(A) <= asFloat(B));
  case Opcode::FUge:
    return !(asFloat(A) < asFloat(B));
  default:
    llvm_unreachable("not a pure opcode");
  }
}

/// A and B, operands of Op of type T narrower than 64 bits, as the 64-bit
/// evaluatePure must see them: zero-extended for the unsigned readings, a
/// bool's true as -1 for the signed ones, a shift count modulo the width.
inline void widenNarrowOperands(Opcode Op, int64_t &A, int64_t &B,
                                const Type *T) {
  unsigned Bits = T->getBits();
  if (Bits == 0 || Bits == 64)
    return;
  uint64_t Mask = (uint64_t(1) << Bits) - 1;
  switch (Op) {
  case Opcode::Shl:
  case Opcode::Shr:
    B &= Bits - 1;
    return;
  case Opcode::LShr:
    A = int64_t(uint64_t(A) & Mask);
    B &= Bits - 1;
    return;
  case Opcode::UDiv:
  case Opcode::URem:
  case Opcode::ULt:
  case Opcode::ULe:
  case Opcode::UGt:
  case Opcode::UGe:
  case Opcode::ZExt:
  case Opcode::UIToFP:
    A = int64_t(uint64_t(A) & Mask);
    B = int64_t(uint64_t(B) & Mask);
    return;
  case Opcode::SExt:
  case Opcode::SIToFP:
    if (T->isBool())
      A = -A;
    return;
  default:
    return;
  }
}

/// The result of pure Op on A (and B), operands of type OperandType, as a
/// value of type ResultType, where it does not trap.
inline int64_t evaluate(Opcode Op, int64_t A, int64_t B,
                        const Type *OperandType, const Type *ResultType) {
  if (LLVM_UNLIKELY(OperandType->getKind() != TypeKind::Int))
    widenNarrowOperands(Op, A, B, OperandType);
  // An integer past 2^53 would round twice on its way to single through
  // double, so it goes straight.
  if (LLVM_UNLIKELY(ResultType->getKind() == TypeKind::F32) &&
      (Op == Opcode::SIToFP || Op == Opcode::UIToFP))
    return arith::fromFloat(
        double(Op == Opcode::SIToFP ? float(A) : float(uint64_t(A))));
  return canonicalBits(ResultType, evaluatePure(Op, A, B));
}

/// The constant of type ResultType that pure Op computes from Operands
/// (one for a unary opcode, two for a binary one), made in F; null if Op is
/// not pure, the count is wrong, running it would trap or the result is not
/// writable. What an instruction of opcode Op on those constants, whose
/// type is ResultType, would compute.
Constant *foldOpcode(Opcode Op, llvm::ArrayRef<const Constant *> Operands,
                     const Type *ResultType, Function &F);

/// The constant I computes if its operands are all constants, I's opcode
/// is pure, running it would not trap and the result is writable; made in
/// I's function (foldOpcode on I's operands). Null otherwise.
Constant *foldConstantOperands(const Instruction &I);

} // namespace mopt

#endif
