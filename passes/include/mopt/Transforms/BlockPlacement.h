//===- mopt/Transforms/BlockPlacement.h - Layout and fall-through -*- C++ -*-//
//
// `block-placement` turns a CFG back into flat form, the form programs are
// written in: the blocks are laid out in chains, each block followed by
// the block its `jmp` targets when that block is not placed yet (the
// greedy chaining of Pettis and Hansen, "Profile guided code positioning",
// PLDI 1990, with every jump weighted alike), unless the order as written
// leaves no more jumps taken by a static estimate (each jump weighted by
// its loop depth); then every `jmp` to the block laid out next is deleted,
// as is the `ret` that ends a function returning nothing when it is the
// last instruction. What runs is the same; a jump taken on every loop
// iteration as written may go, and `lower` rebuilds the same CFG. The
// entry block stays first. It ends the -O1 and -O2 pipelines.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_BLOCKPLACEMENT_H
#define MOPT_TRANSFORMS_BLOCKPLACEMENT_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class BlockPlacementPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
