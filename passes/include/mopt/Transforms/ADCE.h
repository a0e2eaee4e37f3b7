//===- mopt/Transforms/ADCE.h - Aggressive dead code elimination -*- C++ -*-//
//
// `adce` is the dead-code elimination of Cytron, Ferrante, Rosen, Wegman
// and Zadeck (TOPLAS 1991, section 7.1), which assumes everything dead
// until shown live: instructions with an effect (writing memory or output,
// a call, a trap that can happen, a return) are live; the operands of a
// live instruction are live; a block holding a live instruction makes its
// terminator live and the branches it is control dependent on (mopt/
// Analysis/PostDominators.h); a live phi makes live the terminators of
// the blocks its entries come from. What is not live goes, except jumps;
// a branch that is not live becomes a jump to its block's immediate
// post-dominator: what lay between decided nothing that mattered. So
// unlike `dce` it removes dead branches and whole loops that compute
// nothing used afterwards.
//
// As LLVM's ADCE does for loops it may assume finish, it takes every loop
// to end: a loop without effects that would run forever may vanish (the
// programs of the corpus all end). A branch whose post-dominator is only
// the virtual exit (a block that reaches no return) is live, with what it
// reads. SSA form.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_ADCE_H
#define MOPT_TRANSFORMS_ADCE_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class ADCEPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
