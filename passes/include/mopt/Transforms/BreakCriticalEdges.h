//===- mopt/Transforms/BreakCriticalEdges.h - Splitting critical edges -*- C++
//-*-//
//
// A critical edge runs from a block with several successors to a block with
// several predecessors; nothing can be placed on it without affecting
// another path. splitEdge puts a new block on one edge: the branch operand
// that made the edge now names the new block, which jumps to the old
// target, and the target's phi entry for that edge names the new block, so
// edges and phi entries stay in step. With `br c, L, L` each operand is its
// own edge, paired with L's phi entries from that block in order.
//
// The `split-critical-edges` pass (alias `break-crit-edges`) splits every
// critical edge. It does not update the dominator tree, so it reports it
// not preserved.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_BREAKCRITICALEDGES_H
#define MOPT_TRANSFORMS_BREAKCRITICALEDGES_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class BasicBlock;
class Instruction;
class NameUniquer;

/// Whether operand OperandIndex of terminator T is a critical edge.
bool isCriticalEdge(const Instruction *T, unsigned OperandIndex);

/// Splits the edge made by operand OperandIndex of From's terminator;
/// returns the new block, placed right after From and named by Names (one
/// is made for the function if none is given).
BasicBlock *splitEdge(BasicBlock *From, unsigned OperandIndex,
                      NameUniquer *Names = nullptr);

/// Splits every critical edge of F into a block with phis (OnlyIntoPhis),
/// or every critical edge; returns how many.
unsigned splitCriticalEdges(Function &F, bool OnlyIntoPhis);

class SplitCriticalEdgesPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
