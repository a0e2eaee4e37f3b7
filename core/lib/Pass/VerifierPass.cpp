//===- VerifierPass.cpp - The verifier as a pass --------------------------===//

#include "mopt/Pass/VerifierPass.h"
#include "mopt/IR/Verifier.h"

using namespace mopt;

absl::StatusOr<PreservedAnalyses> VerifierPass::run(Function &F,
                                                    FunctionAnalysisManager &) {
  if (absl::Status S = verifyFunction(F); !S.ok())
    return S;
  return PreservedAnalyses::all();
}
