//===- CrashNull.cpp - Test plugin: a pass that dereferences null ---------===//
//
// The crash-null pass writes through a null pointer (SIGSEGV) when it runs
// on a function: every function, or with `crash-null<NAME>` only the one
// called NAME, which the others pass unchanged. The crash tests check that
// mopt reports the pass, the function, the pipeline and a command line, and
// that -crash-reproducer writes a file that crashes the same way.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

namespace {

class CrashNullPass : public FunctionPass {
public:
  explicit CrashNullPass(llvm::StringRef Victim) : Victim(Victim.str()) {}

  void printPipeline(std::string &Out) const override {
    Out += Victim.empty() ? "crash-null" : "crash-null<" + Victim + ">";
  }

  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    if (!Victim.empty() && F.getName() != Victim)
      return PreservedAnalyses::all();
    // Volatile, so that the compiler cannot see the null and trap instead.
    int *volatile Pointer = nullptr;
    *Pointer = 1;
    return PreservedAnalyses::all();
  }

private:
  std::string Victim;
};

} // namespace

static void registerCrashNull(PassRegistry &Registry) {
  Registry.addFunctionPass(
      "crash-null",
      "write through a null pointer (a test of crash reports); "
      "crash-null<f> only on function f",
      [](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
        return std::make_unique<CrashNullPass>(Params);
      });
}

MOPT_PLUGIN_ENTRY_POINT("crash-null", "1.0", registerCrashNull)
