//===- bench/graphs/BoostDominators.h - Boost's dominators on a FlowGraph -===//
//
// Boost Graph's lengauer_tarjan_dominator_tree (Lengauer and Tarjan's
// algorithm, in the simple form with path compression) run on a copy of a
// FlowGraph in Boost's adjacency_list, the third yardstick of dom-bench.
//
// Two faults of Boost 1.74 shape how it is used. A node that the entry does
// not reach keeps depth-first number 0, the entry's own, and can make the
// idoms of reachable nodes wrong; so dom-bench checks Boost's idoms against
// mopt's before timing it, and reports a graph where they differ instead of
// a time. Its path compression (ancestor_with_lowest_semi_) recurses once
// per tree level, so a deep spanning tree needs a deep stack: dom-bench
// raises its stack limit at start-up (see DomBench.cpp).
//
// The graph is built once; run() is what is timed. Boost's own code is
// behind this class, so only BoostDominators.cpp includes its headers.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_BENCH_GRAPHS_BOOSTDOMINATORS_H
#define MOPT_BENCH_GRAPHS_BOOSTDOMINATORS_H

#include "mopt/IR/FlowGraph.h"

#include <memory>
#include <vector>

namespace mopt {
namespace graphs {

class BoostGraph {
public:
  explicit BoostGraph(const FlowGraph &G);
  ~BoostGraph();
  BoostGraph(const BoostGraph &) = delete;
  BoostGraph &operator=(const BoostGraph &) = delete;

  /// One run of Boost's algorithm from the entry, into the stored idom map.
  void run();
  /// The idoms of the last run in computeIdoms's convention (entry ->
  /// itself, unreachable -> NoIdom). Runs once more, on a cleared map, so
  /// that a node Boost leaves alone reads as unreachable.
  std::vector<unsigned> idoms();

private:
  struct Impl;
  std::unique_ptr<Impl> I;
};

} // namespace graphs
} // namespace mopt

#endif
