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

#include "mopt/IR/Value.h"

namespace mopt {

class Function;
class Argument;

class Variable : public Value {
public:
  Variable(Function *Parent, unsigned Index, llvm::StringRef Name,
           const Type *T)
      : Value(ValueKind::Variable, T, Name), Parent(Parent) {
    setNumber(Index);
  }

  Function *getParent() const { return Parent; }
  unsigned getIndex() const { return getNumber(); }

  /// The argument this variable holds on entry, or null if it holds 0.
  Argument *getParamArgument() const { return ParamArg; }
  void setParamArgument(Argument *A) { ParamArg = A; }

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::Variable;
  }

private:
  Function *Parent;
  Argument *ParamArg = nullptr;
};

} // namespace mopt

#endif
