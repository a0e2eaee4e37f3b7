//===- mopt/IR/FlowGraph.h - A directed graph in dense arrays ---*- C++ -*-===//
//
// The graph the dominator algorithms run on: nodes 0..N-1, one entry, and
// successor and predecessor lists as CompressedRows, so a walk touches two
// arrays and allocates nothing. A function's CFG becomes one with block
// numbers as node numbers; the verifier builds its flat graph as one, and
// the graph families of the benchmarks and tests build one from an edge
// list.
//
// Invariant: succs(N) and preds(N) list each edge once per occurrence (a
// block that branches twice to the same target has two edges), in the
// order the edges were given.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_FLOWGRAPH_H
#define MOPT_IR_FLOWGRAPH_H

#include "mopt/Support/CompressedRows.h"

#include <utility>

namespace mopt {

class Function;

class FlowGraph {
public:
  using Edge = std::pair<unsigned, unsigned>;

  FlowGraph() = default;
  FlowGraph(unsigned NumNodes, unsigned Entry, llvm::ArrayRef<Edge> Edges);
  /// The graph whose successor lists are Succs (a row per node); the
  /// predecessor lists are derived from them.
  FlowGraph(unsigned NumNodes, unsigned Entry, CompressedRows Succs);
  /// The CFG of F; renumbers F's blocks (node K is the block numbered K).
  static FlowGraph fromFunction(Function &F);

  unsigned size() const { return NumNodes; }
  unsigned getEntry() const { return Entry; }
  unsigned getNumEdges() const { return Succs.getNumItems(); }
  llvm::ArrayRef<unsigned> succs(unsigned N) const { return Succs[N]; }
  llvm::ArrayRef<unsigned> preds(unsigned N) const { return Preds[N]; }
  /// The successor lists, for walkDepthFirst (DepthFirstWalk.h).
  const CompressedRows &successorRows() const { return Succs; }
  /// The predecessor lists: the reversed graph's successors.
  const CompressedRows &predecessorRows() const { return Preds; }

private:
  unsigned NumNodes = 0;
  unsigned Entry = 0;
  CompressedRows Succs, Preds;
};

} // namespace mopt

#endif
