//===- mopt/IR/Argument.h - A function's incoming argument ------*- C++ -*-===//
//
// The K-th Argument is the value the caller passed in position K. It is read
// only by `param K` instructions; the parameter *variable* of the same name
// (see Variable.h) is what the program reads and writes. getNumber() is K.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_ARGUMENT_H
#define MOPT_IR_ARGUMENT_H

#include "mopt/IR/FunctionLocal.h"

namespace mopt {

class Function;

class Argument final : public FunctionLocal<ValueKind::Argument> {
public:
  Argument(Function *Parent, unsigned Index, llvm::StringRef Name,
           const Type *T)
      : FunctionLocal(Index, Name, T), Parent(Parent) {}

  Function *getParent() const { return Parent; }

private:
  Function *Parent;
};

} // namespace mopt

#endif
