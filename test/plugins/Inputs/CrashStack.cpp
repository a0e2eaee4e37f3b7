//===- CrashStack.cpp - Test plugin: a pass that overflows the stack ------===//
//
// The crash-stack pass recurses until the stack overflows (SIGSEGV on the
// guard page) when it runs on a function: every function, or with
// `crash-stack<NAME>` only the one called NAME. mopt can report it only
// from its alternate signal stack.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

/// Never returns in practice: the stack ends long before Depth wraps. The
/// frame is used after the call, so that the call is not a jump.
static unsigned recurse(unsigned Depth) {
  volatile char Frame[512];
  Frame[Depth % sizeof(Frame)] = char(Depth);
  if (Depth == ~0u)
    return 0;
  return recurse(Depth + 1) + Frame[Depth % sizeof(Frame)];
}

namespace {

class CrashStackPass : public FunctionPass {
public:
  explicit CrashStackPass(llvm::StringRef Victim) : Victim(Victim.str()) {}

  void printPipeline(std::string &Out) const override {
    Out += Victim.empty() ? "crash-stack" : "crash-stack<" + Victim + ">";
  }

  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    if (Victim.empty() || F.getName() == Victim)
      recurse(0);
    return PreservedAnalyses::all();
  }

private:
  std::string Victim;
};

} // namespace

static void registerCrashStack(PassRegistry &Registry) {
  Registry.addFunctionPass(
      "crash-stack",
      "recurse until the stack overflows (a test of crash reports); "
      "crash-stack<f> only on function f",
      [](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
        return std::make_unique<CrashStackPass>(Params);
      });
}

MOPT_PLUGIN_ENTRY_POINT("crash-stack", "1.0", registerCrashStack)
