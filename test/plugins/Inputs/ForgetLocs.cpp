//===- ForgetLocs.cpp - A pass that leaves instructions without a line ----===//
//
// forget-locs gives every instruction of the entry block an unknown source
// location, as a pass that makes instructions out of nothing might: the
// --html page must say such a line has no source line (test/html).
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

namespace {

class ForgetLocsPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    if (F.empty())
      return PreservedAnalyses::all();
    for (Instruction &I : F.getEntryBlock())
      I.setLoc(SourceLoc());
    return PreservedAnalyses::all();
  }
};

} // namespace

static void registerForgetLocs(PassRegistry &Registry) {
  Registry.addFunctionPass<ForgetLocsPass>(
      "forget-locs", "give the entry block's instructions an unknown source "
                     "location (a test of --html)");
}

MOPT_PLUGIN_ENTRY_POINT("forget-locs", "1.0", registerForgetLocs)
