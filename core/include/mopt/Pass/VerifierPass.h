//===- mopt/Pass/VerifierPass.h - The verifier as a pass -------*- C++ -*-===//
//
// `verify`, as in opt's `-passes=verify`: runs the verifier (IR/Verifier.h)
// on each function, for the rules of the form the function is in, and
// stops the pipeline with the verifier's diagnostic if one fails. It
// changes nothing and preserves every analysis. mopt registers it itself,
// so that it is there whatever plugins are loaded.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_VERIFIERPASS_H
#define MOPT_PASS_VERIFIERPASS_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class VerifierPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
