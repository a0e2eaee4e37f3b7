//===- SSAPlugin.cpp - The ssa family as a plugin -------------------------===//
//
// Registers the rows of mopt/Passes/SSA.def.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Transforms/BlockArgsPrinter.h"
#include "mopt/Transforms/RegToMem.h"
#include "mopt/Transforms/SSAConstruction.h"

namespace mopt {

void registerSSAPlugin(PassRegistry &R) {
#define MOPT_FUNCTION_PASS_WITH_PARAMS(NAME, FACTORY, DESCRIPTION)             \
  R.addFunctionPass(NAME, DESCRIPTION, FACTORY);
#define MOPT_FUNCTION_PASS(NAME, PROTOTYPE, DESCRIPTION)                       \
  R.addFunctionPass(NAME, DESCRIPTION, PROTOTYPE);
#define MOPT_PASS_ALIAS(ALIAS, NAME) R.addAlias(ALIAS, NAME);
#include "mopt/Passes/SSA.def"
#undef MOPT_FUNCTION_PASS_WITH_PARAMS
#undef MOPT_FUNCTION_PASS
#undef MOPT_PASS_ALIAS
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("ssa", "0.1.0", mopt::registerSSAPlugin)
