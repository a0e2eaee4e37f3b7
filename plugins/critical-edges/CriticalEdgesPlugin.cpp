//===- CriticalEdgesPlugin.cpp - Edge splitting as a plugin ---------------===//
//
// Registers the rows of mopt/Passes/CriticalEdges.def.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Transforms/BreakCriticalEdges.h"

namespace mopt {

void registerCriticalEdgesPlugin(PassRegistry &R) {
#define MOPT_FUNCTION_PASS(NAME, PROTOTYPE, DESCRIPTION)                       \
  R.addFunctionPass(NAME, DESCRIPTION, PROTOTYPE);
#define MOPT_PASS_ALIAS(ALIAS, NAME) R.addAlias(ALIAS, NAME);
#include "mopt/Passes/CriticalEdges.def"
#undef MOPT_FUNCTION_PASS
#undef MOPT_PASS_ALIAS
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("critical-edges", "0.1.0",
                        mopt::registerCriticalEdgesPlugin)
