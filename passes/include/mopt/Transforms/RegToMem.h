//===- mopt/Transforms/RegToMem.h - Variables to stack slots ----*- C++ -*-===//
//
// The `reg2mem` pass, the inverse of `ssa`: every variable of a function in
// CFG form becomes a stack slot, so that any program can be put in the
// form clang emits at -O0 (locals in memory) and handed to mem2reg.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_REGTOMEM_H
#define MOPT_TRANSFORMS_REGTOMEM_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class RegToMemPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
