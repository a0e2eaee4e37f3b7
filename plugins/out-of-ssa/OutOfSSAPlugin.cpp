//===- OutOfSSAPlugin.cpp - The out-of-ssa family as a plugin -------------===//
//
// Registers the rows of mopt/Passes/OutOfSSA.def.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Transforms/OutOfSSA.h"

namespace mopt {

void registerOutOfSSAPlugin(PassRegistry &R) {
#define MOPT_PASS_TABLE "mopt/Passes/OutOfSSA.def"
#include "mopt/Passes/RegisterRows.inc"
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("out-of-ssa", "0.1.0", mopt::registerOutOfSSAPlugin)
