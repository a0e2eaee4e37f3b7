//===- ScalarPlugin.cpp - The scalar optimisations as a plugin ------------===//
//
// Registers the rows of mopt/Passes/Scalar.def.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Transforms/ADCE.h"
#include "mopt/Transforms/ConstantHoisting.h"
#include "mopt/Transforms/DCE.h"
#include "mopt/Transforms/GVN.h"
#include "mopt/Transforms/Inliner.h"
#include "mopt/Transforms/InstSimplify.h"
#include "mopt/Transforms/LICM.h"
#include "mopt/Transforms/SCCP.h"
#include "mopt/Transforms/SimplifyCFG.h"

namespace mopt {

void registerScalarPlugin(PassRegistry &R) {
#define MOPT_PASS_TABLE "mopt/Passes/Scalar.def"
#include "mopt/Passes/RegisterRows.inc"
}

} // namespace mopt

MOPT_PLUGIN_ENTRY_POINT("scalar", "0.1.0", mopt::registerScalarPlugin)
