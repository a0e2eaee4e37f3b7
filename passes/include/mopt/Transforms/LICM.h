//===- mopt/Transforms/LICM.h - Loop-invariant code motion ------*- C++ -*-===//
//
// `licm` hoists loop-invariant instructions to the loop's preheader, inner
// loops first so that what leaves an inner loop may leave the outer one
// too (the classic method of Aho, Sethi and Ullman, Compilers, 10.7, on
// the natural loops of mopt/Analysis/LoopInfo.h). An instruction is
// invariant when each of its operands is a constant, an argument or a
// value defined outside the loop (hoisted ones included); the blocks are
// visited in reverse postorder, so a chain of invariant computations
// leaves in one run.
//
// What may move: the pure opcodes and ptradd, which cannot trap, from any
// block of the loop (computing them once more before the loop changes
// nothing the program shows); an instruction that may trap (a division by
// a variable, a load) only if it is in the header with no instruction
// that has an effect before it, so that it was the first thing that could
// fail on entering the loop and still is; and a load only if nothing in
// the loop may write memory (no store, call, alloc or free). A loop
// without a preheader gets one first, as LLVM's LoopSimplify makes it: a
// block the header's predecessors from outside the loop branch to, with
// phis for what they carried if they disagree. SSA form; preserves the
// CFG unless it made a preheader.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_LICM_H
#define MOPT_TRANSFORMS_LICM_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class LICMPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
