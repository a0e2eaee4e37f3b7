//===- FailPass.cpp - Test plugin: a pass that fails ----------------------===//
//
// The fail pass returns an error at each function it runs on, as a pass
// does when it meets input it cannot handle. The golden tests use it for
// what follows a failing pass: the diagnostic and the pass named, the
// -crash-reproducer file, the --html page that stops at the pass.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Support/Diagnostic.h"

using namespace mopt;

namespace {

class FailPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    return makeError(F.getParent()->getSources(), F.getLoc(),
                     "pass 'fail' fails on every function (a test plugin)");
  }
};

} // namespace

static void registerFail(PassRegistry &Registry) {
  Registry.addFunctionPass<FailPass>(
      "fail", "fail at every function (a test of what follows a failure)");
}

MOPT_PLUGIN_ENTRY_POINT("fail", "1.0", registerFail)
