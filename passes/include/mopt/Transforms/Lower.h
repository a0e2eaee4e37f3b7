//===- mopt/Transforms/Lower.h - Flat TAC to a control-flow graph -*- C++ -*-=//
//
// The `lower` pass: brings a function from flat form to CFG form (see
// docs/TAC.md, "Forms a function passes through").
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_LOWER_H
#define MOPT_TRANSFORMS_LOWER_H

#include "mopt/Pass/FunctionPass.h"

namespace mopt {

class LowerPass : public FunctionPass {
public:
  llvm::StringRef getName() const override { return "lower"; }
  absl::StatusOr<bool> run(Function &F) override;
  IRForm formAfter(IRForm Before) const override {
    return Before == IRForm::Flat ? IRForm::CFG : Before;
  }
};

} // namespace mopt

#endif
