//===- Values.h - How the interpreter shows and reads values ----*- C++ -*-===//
//
// A slot's 64 bits, written as `print` writes a value of its type
// (docs/TAC.md), for the interpreter's print and for formatValue.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_INTERP_VALUES_H
#define MOPT_LIB_INTERP_VALUES_H

#include <cstdint>
#include <string>

namespace mopt {

class Type;

/// Appends Bits, a value of type T, as print writes it.
void appendValue(const Type *T, int64_t Bits, std::string &Out);

} // namespace mopt

#endif
