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

class Argument final : public FunctionLocal<ValueKind::Argument> {
public:
  using FunctionLocal::FunctionLocal;
};

} // namespace mopt

#endif
