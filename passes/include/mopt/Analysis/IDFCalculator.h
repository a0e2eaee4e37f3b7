//===- mopt/Analysis/IDFCalculator.h - IDF for phi placement ----*- C++ -*-===//
//-*-//
//
// The iterated dominance frontier of a set of defining blocks, where SSA
// construction places phis, without building any frontier: the method of
// Sreedhar and Gao ("A Linear Time Algorithm for Placing phi-nodes", POPL
// 1995) as LLVM's IDFCalculator implements it. Defining blocks go into a
// priority queue by dominator-tree depth, deepest first; from each root
// taken out, a walk of its dominator subtree follows CFG edges to blocks no
// deeper than the root. Those blocks are in the IDF, and become roots in
// turn. Each block is visited once per query, so a query is linear in the
// size of the CFG.
//
// Optionally the result is pruned to blocks where the variable is live on
// entry (pruned SSA): the caller passes the live-in blocks. A pruned query
// then walks only the dominator subtrees that lead to live-in or writing
// blocks, so its cost follows the variable's live range rather than the
// size of the function: a loop counter costs its loop, not everything the
// loop dominates.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_IDFCALCULATOR_H
#define MOPT_ANALYSIS_IDFCALCULATOR_H

#include "mopt/Analysis/DominatorTree.h"

namespace mopt {

class IDFCalculator {
public:
  IDFCalculator(const FlowGraph &G, const DomTreeNodes &Tree);

  /// The blocks that define the variable (node numbers).
  void setDefiningBlocks(llvm::ArrayRef<unsigned> Blocks) {
    DefBlocks.assign(Blocks.begin(), Blocks.end());
  }
  /// Restricts the result to these blocks; without a call, no pruning.
  void setLiveInBlocks(llvm::ArrayRef<unsigned> Blocks) {
    LiveIn.assign(Blocks.begin(), Blocks.end());
    Pruned = true;
  }
  void resetLiveInBlocks() { Pruned = false; }

  /// The IDF, in increasing node number.
  std::vector<unsigned> calculate();

private:
  const FlowGraph &G;
  const DomTreeNodes &Tree;
  std::vector<unsigned> DefBlocks, LiveIn;
  bool Pruned = false;
  void markRelevantSubtrees(unsigned Gen);

  /// Per node, the query (generation) in which each fact last held: sized
  /// once and cleared by bumping the generation, so a query costs what it
  /// visits, not the size of the graph. One record per node keeps a visit
  /// to one cache line.
  struct NodeState {
    unsigned Visited = 0, InIDF = 0, IsDef = 0, Live = 0, Mark = 0;
  };
  std::vector<NodeState> State;
  unsigned Generation = 0;
};

} // namespace mopt

#endif
