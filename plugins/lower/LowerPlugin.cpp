//===- LowerPlugin.cpp - The lower family as a plugin ---------------------===//
//
// Registers the rows of mopt/Passes/Lower.def.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Transforms/BlockPlacement.h"
#include "mopt/Transforms/Lower.h"

namespace mopt {

void registerLowerPlugin(PassRegistry &R) {
#define MOPT_PASS_TABLE "mopt/Passes/Lower.def"
#include "mopt/Passes/RegisterRows.inc"
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("lower", "0.1.0", mopt::registerLowerPlugin)
