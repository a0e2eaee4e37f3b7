//===- ModuleGen.h - A random module of functions ---------------*- C++ -*-===//
//
// The module mopt-gen writes, from its options.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_GEN_MODULEGEN_H
#define MOPT_OPTTOOL_GEN_MODULEGEN_H

#include <cstdint>
#include <string>

namespace mopt {
namespace gen {

/// mopt-gen's options (its usage says what each means).
struct GenOptions {
  uint64_t Seed = 0;
  unsigned Functions = 3;
  unsigned Size = 10;
  bool Typed = true;
  bool AllocaForm = false;
};

/// Functions f0 .. f(K-1), each calling only later ones and itself, then
/// main, which calls any. Printed main first.
std::string generateModule(const GenOptions &Opts);

} // namespace gen
} // namespace mopt

#endif
