//===- mopt/IR/Argument.h - A function's incoming argument ------*- C++ -*-===//
//
// The K-th Argument is the value the caller passed in position K. It is read
// only by `param K` instructions; the parameter *variable* of the same name
// (see Variable.h) is what the program reads and writes. getNumber() is K.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_ARGUMENT_H
#define MOPT_IR_ARGUMENT_H

#include "mopt/IR/Value.h"

namespace mopt {

class Function;

class Argument : public Value {
public:
  Argument(Function *Parent, unsigned Index, llvm::StringRef Name,
           const Type *T)
      : Value(ValueKind::Argument, T, Name), Parent(Parent) {
    setNumber(Index);
  }

  Function *getParent() const { return Parent; }
  unsigned getIndex() const { return getNumber(); }

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::Argument;
  }

private:
  Function *Parent;
};

} // namespace mopt

#endif
