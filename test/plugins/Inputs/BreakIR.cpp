//===- BreakIR.cpp - Test plugin: a pass that breaks the IR ---------------===//
//
// The break-ir pass erases the terminator of each function's entry block,
// so that in CFG form the block no longer ends in one. The golden tests use
// it to check that -verify-each, and the verifier at the end of a pipeline,
// catch a plugin pass that leaves invalid IR and name it. `break-ir<f>`
// breaks function f only, and `fail-on<f>` fails on f: with them a test
// chooses which function of a module goes wrong, and how.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

using namespace mopt;

namespace {

/// A pass that acts on the function named Only, or on all when Only is
/// empty.
class OnFunctionPass : public FunctionPass {
public:
  explicit OnFunctionPass(llvm::StringRef Only) : Only(Only.str()) {}

protected:
  bool skips(const Function &F) const {
    return !Only.empty() && F.getName() != Only;
  }

private:
  std::string Only;
};

class BreakIRPass : public OnFunctionPass {
public:
  using OnFunctionPass::OnFunctionPass;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    if (F.empty() || skips(F))
      return PreservedAnalyses::all();
    Instruction *Term = F.getEntryBlock().getTerminator();
    if (!Term)
      return PreservedAnalyses::all();
    Term->eraseFromParent();
    return PreservedAnalyses::none();
  }
};

class FailOnPass : public OnFunctionPass {
public:
  using OnFunctionPass::OnFunctionPass;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    if (skips(F))
      return PreservedAnalyses::all();
    return absl::InternalError("fail-on: failed on function '" +
                               F.getName().str() + "'");
  }
};

template <typename PassT> PassFactory onFunction() {
  return [](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
    return std::make_unique<PassT>(Params);
  };
}

} // namespace

static void registerBreakIR(PassRegistry &Registry) {
  Registry.addFunctionPass(
      "break-ir",
      "erase the entry block's terminator (a test of the verifier); "
      "break-ir<f>: only in function f",
      onFunction<BreakIRPass>());
  Registry.addFunctionPass("fail-on", "fail on function f: fail-on<f>",
                           onFunction<FailOnPass>());
}

MOPT_PLUGIN_ENTRY_POINT("break-ir", "1.0", registerBreakIR)
