//===- RegistersLower.cpp - Test plugin: a pass name already taken --------===//
//
// Registers a pass named "lower", which the shipped lower family already
// registered: mopt must refuse the plugin and name both owners.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

namespace {

class FakeLowerPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    return PreservedAnalyses::all();
  }
};

} // namespace

static void registerFakeLower(PassRegistry &Registry) {
  Registry.addFunctionPass<FakeLowerPass>("lower", "a second pass named lower");
}

MOPT_PLUGIN_ENTRY_POINT("registers-lower", "1.0", registerFakeLower)
