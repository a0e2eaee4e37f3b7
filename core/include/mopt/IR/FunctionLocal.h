//===- mopt/IR/FunctionLocal.h - A value its function numbers --*- C++ -*-===//
//
// The base of a function's arguments and variables: a value of kind K that
// one function owns and numbers. Invariant: getNumber() is the value's
// index among its function's values of kind K, dense from 0.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_FUNCTIONLOCAL_H
#define MOPT_IR_FUNCTIONLOCAL_H

#include "mopt/IR/Value.h"

namespace mopt {

class Function;

template <ValueKind K> class FunctionLocal : public Value {
public:
  FunctionLocal(Function *Parent, unsigned Index, llvm::StringRef Name,
                const Type *T)
      : Value(K, T, Name), Parent(Parent) {
    setNumber(Index);
  }

  Function *getParent() const { return Parent; }
  unsigned getIndex() const { return getNumber(); }

  static bool classof(const Value *V) { return V->getKind() == K; }

protected:
  ~FunctionLocal() = default;

private:
  Function *Parent;
};

} // namespace mopt

#endif
