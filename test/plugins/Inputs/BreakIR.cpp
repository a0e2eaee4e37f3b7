//===- BreakIR.cpp - Test plugin: a pass that breaks the IR ---------------===//
//
// The break-ir pass erases the terminator of each function's entry block,
// so that in CFG form the block no longer ends in one. The golden tests use
// it to check that -verify-each, and the verifier at the end of a pipeline,
// catch a plugin pass that leaves invalid IR and name it.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

namespace {

class BreakIRPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    if (F.empty())
      return PreservedAnalyses::all();
    Instruction *Term = F.getEntryBlock().getTerminator();
    if (!Term)
      return PreservedAnalyses::all();
    Term->eraseFromParent();
    return PreservedAnalyses::none();
  }
};

} // namespace

static void registerBreakIR(PassRegistry &Registry) {
  Registry.addFunctionPass<BreakIRPass>(
      "break-ir",
      "erase the entry block's terminator (a test of the verifier)");
}

MOPT_PLUGIN_ENTRY_POINT("break-ir", "1.0", registerBreakIR)
