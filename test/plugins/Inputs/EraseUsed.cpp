//===- EraseUsed.cpp - Test plugin: a pass that erases a used value -------===//
//
// The erase-used pass makes the mistake a new pass author makes: it erases
// the first instruction of the function whose result is still read,
// without replacing its uses first. mopt must stop right there, naming the
// instruction, its first reader and the pass.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

namespace {

class EraseUsedPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (!I.use_empty()) {
          I.eraseFromParent();
          return PreservedAnalyses::none();
        }
    return PreservedAnalyses::all();
  }
};

} // namespace

static void registerEraseUsed(PassRegistry &Registry) {
  Registry.addFunctionPass(
      "erase-used",
      "erase the first instruction whose result is read (a test of the "
      "check on erasing)",
      [](llvm::StringRef) -> absl::StatusOr<std::unique_ptr<Pass>> {
        return std::make_unique<EraseUsedPass>();
      });
}

MOPT_PLUGIN_ENTRY_POINT("erase-used", "1.0", registerEraseUsed)
