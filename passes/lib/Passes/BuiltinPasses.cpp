//===- BuiltinPasses.cpp - Looking up built-in passes ---------------------===//

#include "mopt/Passes/BuiltinPasses.h"
#include "mopt/Transforms/Lower.h"

using namespace mopt;

const std::vector<PassInfo> &mopt::getBuiltinPasses() {
  static const std::vector<PassInfo> Passes = {
#define MOPT_FUNCTION_PASS(NAME, CLASS, DESCRIPTION) {NAME, DESCRIPTION},
#include "mopt/Passes/PassRegistry.def"
  };
  return Passes;
}

std::unique_ptr<FunctionPass> mopt::createBuiltinPass(llvm::StringRef Name) {
#define MOPT_FUNCTION_PASS(NAME, CLASS, DESCRIPTION)                           \
  if (Name == NAME)                                                            \
    return std::make_unique<CLASS>();
#include "mopt/Passes/PassRegistry.def"
  return nullptr;
}
