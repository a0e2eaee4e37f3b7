//===- mopt/IR/FunctionLocal.h - A value its function numbers --*- C++ -*-===//
//
// The base of a function's arguments and variables: a value of kind K that
// one function owns and numbers. Invariant: getNumber() is the value's
// index among its function's values of kind K, dense from 0. It does not
// point at its function: a function has thousands of variables, each a
// word smaller without (Function::ownsVariable answers whether a variable
// is a function's own).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_FUNCTIONLOCAL_H
#define MOPT_IR_FUNCTIONLOCAL_H

#include "mopt/IR/Value.h"

namespace mopt {

class Function;

template <ValueKind K> class FunctionLocal : public Value {
public:
  FunctionLocal(unsigned Index, llvm::StringRef Name, const Type *T)
      : Value(K, T, Name) {
    setNumber(Index);
  }

  unsigned getIndex() const { return getNumber(); }

  static bool classof(const Value *V) { return V->getKind() == K; }

protected:
  ~FunctionLocal() = default;
};

} // namespace mopt

#endif
