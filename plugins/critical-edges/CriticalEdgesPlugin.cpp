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
#define MOPT_PASS_TABLE "mopt/Passes/CriticalEdges.def"
#include "mopt/Passes/RegisterRows.inc"
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("critical-edges", "0.1.0",
                        mopt::registerCriticalEdgesPlugin)
