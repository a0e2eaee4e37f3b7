//===- mopt/Transforms/SimplifyCFG.h - Tidying the CFG ----------*- C++ -*-===//
//
// `simplify-cfg` repeats, until none applies, the local rewrites of the
// control-flow graph that LLVM's SimplifyCFG and every textbook's "clean"
// pass (Cooper and Torczon, Engineering a Compiler, 10.2: Clean) make:
//
//  - a branch on a constant becomes a jump to the edge it takes, and one
//    with both targets the same block a jump if the target's phis take
//    the same value on both edges;
//  - blocks no path from the entry reaches are deleted;
//  - a phi in a block with one predecessor is replaced by its one entry;
//  - a block whose only predecessor jumps to it is merged into that
//    predecessor;
//  - a block holding only a jump is bypassed: its predecessors branch
//    straight to its target, whose phis take one entry per new edge
//    (skipped where a predecessor already reaches the target, as the two
//    edges could carry different values).
//
// Every edit keeps phi entries in step with edges (CFGUpdate.h). Any CFG
// form: out of SSA there are no phis to keep, and it tidies what
// split-critical-edges left empty.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_SIMPLIFYCFG_H
#define MOPT_TRANSFORMS_SIMPLIFYCFG_H

#include "mopt/Pass/Pass.h"

namespace mopt {

/// Simplifies F's CFG to a fixed point; returns whether anything changed.
bool simplifyCFG(Function &F);

class SimplifyCFGPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
