//===- mopt/Transforms/BlockArgsPrinter.h - SSA as block arguments -*- C++
//-*-===//
//
// The `print-block-args` pass: prints each function in SSA form with its
// phis written as block parameters and jump arguments (Appel's "SSA is
// functional programming", the form MLIR, Swift SIL and Cranelift use), as
// `--emit=block-args` writes the whole module. As opt's printer passes, it
// writes to standard error under a header naming the function, changes
// nothing, and preserves every analysis.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_BLOCKARGSPRINTER_H
#define MOPT_TRANSFORMS_BLOCKARGSPRINTER_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class BlockArgsPrinterPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
