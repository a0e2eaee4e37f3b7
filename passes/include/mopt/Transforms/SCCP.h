//===- mopt/Transforms/SCCP.h - Sparse conditional constants ----*- C++ -*-===//
//
// `sccp` is Wegman and Zadeck's sparse conditional constant propagation
// ("Constant propagation with conditional branches", TOPLAS 1991). Every
// SSA value starts unknown (the lattice's top) and every block and edge
// unreachable; two worklists, of blocks newly reached and of values
// newly lowered, run to a fixed point in which a value is a constant only
// if it is that constant on every path the solver could not rule out,
// and an edge is reachable only if its branch can take it. Phis meet only
// over reachable edges, which is what finds constants that iterating
// constant folding and unreachable-code removal apart cannot.
//
// Then the function is rewritten: values proved constant are replaced by
// their constant, a branch with one reachable edge becomes a jump, and
// unreachable blocks are deleted, with their phi entries. Folding uses
// the interpreter's rules (mopt/IR/ConstantFolding.h) and never folds an
// operation that would trap. SSA form.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_SCCP_H
#define MOPT_TRANSFORMS_SCCP_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class SCCPPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
