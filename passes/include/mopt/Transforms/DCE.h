//===- mopt/Transforms/DCE.h - Dead code elimination ------------*- C++ -*-===//
//
// `dce` deletes every instruction whose result cannot reach anything the
// program does: the instructions that write memory or output, may trap,
// call, or end a block are live, and so, transitively, is every operand
// of a live instruction; the rest go. Liveness flows through phis, so dead
// cycles of phis (a loop counter nobody reads) go too, which deleting
// unused instructions one at a time never finds. Control flow is left
// alone: a branch is live even if nothing after it differs (that is what
// `adce` would add, with control dependence).
//
// It is the mark-and-sweep form of Kennedy's dead-code elimination
// (LLVM's "bdce" without the bits, Bril's `tdce+` over a whole function),
// one walk over the instructions, numbered densely, and one over the live
// ones' operands. SSA form; preserves the CFG.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_DCE_H
#define MOPT_TRANSFORMS_DCE_H

#include "mopt/Pass/Pass.h"

namespace mopt {

/// Deletes F's dead instructions; returns how many.
unsigned eliminateDeadCode(Function &F);

} // namespace mopt

#endif
