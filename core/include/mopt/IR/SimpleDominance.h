//===- mopt/IR/SimpleDominance.h - Dominators of a small graph --*- C++ -*-===//
//
// The verifier's dominance oracle: immediate dominators of a graph given as
// successor lists over dense node numbers, by the iterative algorithm of
// Cooper, Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001),
// walking in reverse post-order until nothing changes. The dominator-tree
// analyses with their several algorithms live in passes/; this one exists so
// the core can check "definitions dominate uses" on its own.
//
// Conventions: a node dominates itself; unreachable nodes have no idom and
// dominate nothing, and nothing dominates them.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_SIMPLEDOMINANCE_H
#define MOPT_IR_SIMPLEDOMINANCE_H

#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace mopt {

class SimpleDominance {
public:
  using SuccessorLists = std::vector<llvm::SmallVector<unsigned, 2>>;

  SimpleDominance(const SuccessorLists &Succs, unsigned Entry);

  bool isReachable(unsigned N) const { return RPONumber[N] != Unvisited; }
  /// The immediate dominator of N; N itself for the entry, and Unvisited
  /// for an unreachable node.
  unsigned getIdom(unsigned N) const { return Idom[N]; }
  /// Whether A dominates B (reflexive), in O(1); false when either is
  /// unreachable.
  bool dominates(unsigned A, unsigned B) const;

  static constexpr unsigned Unvisited = ~0u;

private:
  unsigned intersect(unsigned A, unsigned B) const;
  void numberTree();

  std::vector<unsigned> RPONumber;
  /// Pre- and post-order numbers of a walk of the dominator tree, for O(1)
  /// dominates().
  std::vector<unsigned> TreeIn, TreeOut;
  std::vector<unsigned> Idom;
  unsigned Entry;
};

} // namespace mopt

#endif
