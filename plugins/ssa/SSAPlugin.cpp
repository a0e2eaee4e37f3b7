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
#define MOPT_PASS_TABLE "mopt/Passes/SSA.def"
#include "mopt/Passes/RegisterRows.inc"
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("ssa", "0.1.0", mopt::registerSSAPlugin)
