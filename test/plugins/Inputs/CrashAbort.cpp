//===- CrashAbort.cpp - Test plugin: a pass that aborts -------------------===//
//
// The crash-abort pass calls abort() (SIGABRT), as a failed assertion
// does, when it runs on a function: every function, or with
// `crash-abort<NAME>` only the one called NAME.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

#include <cstdlib>

using namespace mopt;

namespace {

class CrashAbortPass : public FunctionPass {
public:
  explicit CrashAbortPass(llvm::StringRef Victim) : Victim(Victim.str()) {}

  void printPipeline(std::string &Out) const override {
    Out += Victim.empty() ? "crash-abort" : "crash-abort<" + Victim + ">";
  }

  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    if (Victim.empty() || F.getName() == Victim)
      std::abort();
    return PreservedAnalyses::all();
  }

private:
  std::string Victim;
};

} // namespace

static void registerCrashAbort(PassRegistry &Registry) {
  Registry.addFunctionPass(
      "crash-abort",
      "call abort() (a test of crash reports); crash-abort<f> only on "
      "function f",
      [](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
        return std::make_unique<CrashAbortPass>(Params);
      });
}

MOPT_PLUGIN_ENTRY_POINT("crash-abort", "1.0", registerCrashAbort)
