//===- mopt/IR/Variable.h - A mutable function-local slot -------*- C++ -*-===//
//
// A Variable is TAC's mutable slot, the role `alloca` plays in LLVM. An
// operand that is a Variable reads it; an instruction whose destination is a
// Variable (Instruction::getDestVariable) writes it. Its use list therefore
// holds the reads only. A variable holds the zero of its type (0, false,
// 0.0, the character 0, the null pointer) until first written, except a
// parameter variable, which holds its argument on entry. Every value
// written to it has its type.
//
// getNumber() is the variable's index in its function (dense, from 0).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_VARIABLE_H
#define MOPT_IR_VARIABLE_H

#include "mopt/IR/FunctionLocal.h"

namespace mopt {

class Argument;

class Variable final : public FunctionLocal<ValueKind::Variable> {
public:
  using FunctionLocal::FunctionLocal;

  /// The argument this variable holds on entry, or null if it holds 0.
  Argument *getParamArgument() const { return ParamArg; }
  void setParamArgument(Argument *A) { ParamArg = A; }

private:
  Argument *ParamArg = nullptr;
};

} // namespace mopt

#endif
