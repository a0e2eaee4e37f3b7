//===- LowerPlugin.cpp - The lower family as a plugin ---------------------===//
//
// Registers the rows of mopt/Passes/Lower.def.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Transforms/Lower.h"

namespace mopt {

void registerLowerPlugin(PassRegistry &R) {
#define MOPT_FUNCTION_PASS(NAME, PROTOTYPE, DESCRIPTION)                       \
  R.addFunctionPass(NAME, DESCRIPTION, PROTOTYPE);
#include "mopt/Passes/Lower.def"
#undef MOPT_FUNCTION_PASS
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("lower", "0.1.0", mopt::registerLowerPlugin)
