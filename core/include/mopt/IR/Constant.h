//===- mopt/IR/Constant.h - Integer constants -------------------*- C++ -*-===//
//
// A ConstantInt is a signed 64-bit literal. Constants are uniqued per
// function (Function::getConstant), so two operands that print as `7` refer to
// the same object and pointer equality is value equality.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_CONSTANT_H
#define MOPT_IR_CONSTANT_H

#include "mopt/IR/Value.h"

namespace mopt {

class ConstantInt : public Value {
public:
  explicit ConstantInt(int64_t V) : Value(ValueKind::ConstantInt), Val(V) {}

  int64_t getValue() const { return Val; }

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::ConstantInt;
  }

private:
  int64_t Val;
};

} // namespace mopt

#endif
