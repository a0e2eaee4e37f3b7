//===- DominancePlugin.cpp - The dominance family as a plugin -------------===//
//
// Registers the rows of mopt/Passes/Dominance.def. The family's option,
// -dom-algorithm, is declared in its library
// (passes/lib/Analysis/DomAlgorithmOption.cpp), which mopt links: the
// command line is read before this plugin loads.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/Analysis/DominancePrinters.h"
#include "mopt/Analysis/LoopInfo.h"
#include "mopt/Analysis/PostDominators.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

namespace mopt {

void registerDominancePlugin(PassRegistry &R) {
#define MOPT_PASS_TABLE "mopt/Passes/Dominance.def"
#include "mopt/Passes/RegisterRows.inc"
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("dominance", "0.1.0", mopt::registerDominancePlugin)
