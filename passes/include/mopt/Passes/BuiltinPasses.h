//===- mopt/Passes/BuiltinPasses.h - Looking up built-in passes -*- C++ -*-===//
//
// Creates built-in passes by the names in PassRegistry.def.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASSES_BUILTINPASSES_H
#define MOPT_PASSES_BUILTINPASSES_H

#include "mopt/Pass/FunctionPass.h"

#include <memory>
#include <vector>

namespace mopt {

struct PassInfo {
  const char *Name;
  const char *Description;
};

/// Every built-in pass, in table order.
const std::vector<PassInfo> &getBuiltinPasses();

/// A new instance of the pass called Name, or null if there is none.
std::unique_ptr<FunctionPass> createBuiltinPass(llvm::StringRef Name);

} // namespace mopt

#endif
