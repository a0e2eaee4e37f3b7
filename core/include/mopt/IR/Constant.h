//===- mopt/IR/Constant.h - Literal values ----------------------*- C++ -*-===//
//
// A Constant is a literal of a scalar type, held as 64 bits: an int as
// itself, a bool as 0 or 1, a char as its code point, a float as its IEEE
// 754 bit pattern. Constants are uniqued per function and type
// (Function::getConstant), so two operands that print the same refer to the
// same object and pointer equality is value equality.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_CONSTANT_H
#define MOPT_IR_CONSTANT_H

#include "mopt/IR/Value.h"

#include "llvm/ADT/bit.h"

namespace mopt {

class Constant final : public Value {
public:
  Constant(const Type *T, int64_t Bits)
      : Value(ValueKind::Constant, T), Val(Bits) {}

  /// The 64 bits: the integer, 0 or 1, the code point, or the float's bits.
  int64_t getValue() const { return Val; }
  double getFloat() const { return llvm::bit_cast<double>(Val); }

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::Constant;
  }

private:
  int64_t Val;
};

} // namespace mopt

#endif
