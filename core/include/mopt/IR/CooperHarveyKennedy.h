//===- mopt/IR/CooperHarveyKennedy.h - Iterative dominators -----*- C++ -*-===//
//
// Immediate dominators by Cooper, Harvey and Kennedy, "A Simple, Fast
// Dominance Algorithm" (2001): iterate intersect() over reverse post-order
// until stable. The core's dominator algorithm: the verifier checks
// "definitions dominate uses" with it, and it is `chk` of the
// dominator-tree analyses (whose default is `snca`); the other algorithms
// are in mopt/Analysis/DomAlgorithms.h.
//
// The result is as every algorithm returns it: Idom[Entry] == Entry, and
// Idom[N] == NoIdom for a node the entry cannot reach.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_COOPERHARVEYKENNEDY_H
#define MOPT_IR_COOPERHARVEYKENNEDY_H

#include "mopt/IR/DomTreeNodes.h"
#include "mopt/IR/FlowGraph.h"
#include "mopt/Support/DepthFirstWalk.h"

#include <vector>

namespace mopt {

/// The algorithm's arrays, on reverse post-order numbers, kept from one run
/// to the next: computing the idoms of many graphs through one workspace
/// allocates only the result, and the arrays when a graph is larger than
/// all before it. A run clears them (capacity kept) and fills them for one
/// graph.
struct CHKWorkspace {
  std::vector<unsigned> PostNumber; // node -> post-order number, or NoIdom
  std::vector<unsigned> Post;       // post-order number -> node
  /// Reverse post-order number R's predecessors, as reverse post-order
  /// numbers, are Preds[PredStart[R] .. PredStart[R + 1] - 1].
  std::vector<unsigned> PredStart, Preds;
  std::vector<unsigned> Retreating; // nodes with a retreating predecessor
  std::vector<unsigned> Doms;       // idoms by reverse post-order number
  std::vector<DepthFirstFrame> Stack;
};

std::vector<unsigned> computeIdomsCHK(const FlowGraph &G);
std::vector<unsigned> computeIdomsCHK(const FlowGraph &G, CHKWorkspace &W);

} // namespace mopt

#endif
