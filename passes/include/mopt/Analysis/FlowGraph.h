//===- mopt/Analysis/FlowGraph.h - A directed graph in dense arrays -*- C++
//-*-//
//
// The graph the dominator algorithms run on: nodes 0..N-1, one entry, and
// successor and predecessor lists stored contiguously (compressed sparse
// rows), so a walk touches two arrays and allocates nothing. A function's
// CFG becomes one with block numbers as node numbers; the graph families of
// the benchmarks and tests build one from an edge list.
//
// Invariant: succs(N) and preds(N) list each edge once per occurrence (a
// block that branches twice to the same target has two edges), in the
// order the edges were given.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_FLOWGRAPH_H
#define MOPT_ANALYSIS_FLOWGRAPH_H

#include "llvm/ADT/ArrayRef.h"

#include <utility>
#include <vector>

namespace mopt {

class Function;

class FlowGraph {
public:
  using Edge = std::pair<unsigned, unsigned>;

  FlowGraph() = default;
  FlowGraph(unsigned NumNodes, unsigned Entry, llvm::ArrayRef<Edge> Edges);
  /// The CFG of F; renumbers F's blocks (node K is the block numbered K).
  static FlowGraph fromFunction(Function &F);

  unsigned size() const { return NumNodes; }
  unsigned getEntry() const { return Entry; }
  unsigned getNumEdges() const { return SuccTargets.size(); }
  llvm::ArrayRef<unsigned> succs(unsigned N) const {
    return llvm::ArrayRef<unsigned>(SuccTargets)
        .slice(SuccStart[N], SuccStart[N + 1] - SuccStart[N]);
  }
  /// Successor edges by index: N's are succBegin(N) .. succEnd(N) - 1, in
  /// the order succs(N) lists them, and edge I leads to succTarget(I). A
  /// depth-first walk keeps two indices per frame this way.
  unsigned succBegin(unsigned N) const { return SuccStart[N]; }
  unsigned succEnd(unsigned N) const { return SuccStart[N + 1]; }
  unsigned succTarget(unsigned I) const { return SuccTargets[I]; }
  llvm::ArrayRef<unsigned> preds(unsigned N) const {
    return llvm::ArrayRef<unsigned>(PredSources)
        .slice(PredStart[N], PredStart[N + 1] - PredStart[N]);
  }

private:
  unsigned NumNodes = 0;
  unsigned Entry = 0;
  std::vector<unsigned> SuccStart, SuccTargets;
  std::vector<unsigned> PredStart, PredSources;
};

} // namespace mopt

#endif
