//===- mopt/Transforms/Lower.h - Flat TAC to a control-flow graph -*- C++ -*-=//
//
// The `lower` pass: brings a function from flat form to CFG form (see
// docs/TAC.md, "Forms a function passes through"). On a function already in
// CFG form or later it changes nothing.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_LOWER_H
#define MOPT_TRANSFORMS_LOWER_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class LowerPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
