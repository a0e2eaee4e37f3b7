//===- mopt/IR/DomTreeNodes.h - A dominator tree over node numbers -*- C++ -*-//
//
// The dominator tree over dense node numbers, built from the idoms any
// dominator algorithm returns: each node's idom, children (in node order),
// depth, and the in/out numbers of a depth-first walk of the tree, which
// answer dominates(A, B) in O(1). The verifier asks it of its flat graph;
// DominatorTree and PostDominatorTree (mopt/Analysis/) put blocks on it.
//
// Conventions (those of Cranelift's dominator_tree.rs): a node dominates
// itself; the root has no idom; an unreachable node has no idom, is
// dominated by nothing and dominates nothing, not even itself.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_DOMTREENODES_H
#define MOPT_IR_DOMTREENODES_H

#include "mopt/Support/CompressedRows.h"

#include <vector>

namespace mopt {

/// The idom of a node the entry cannot reach, in the idom arrays the
/// algorithms return.
inline constexpr unsigned NoIdom = ~0u;

class DomTreeNodes {
public:
  DomTreeNodes() = default;
  /// Builds the tree from idoms as the algorithms return them.
  DomTreeNodes(std::vector<unsigned> Idoms, unsigned Entry);

  unsigned size() const { return Idom.size(); }
  unsigned getRoot() const { return Root; }
  bool isReachable(unsigned N) const { return Idom[N] != NoIdom; }
  /// The idom of N; NoIdom for the root and for unreachable nodes.
  unsigned getIdom(unsigned N) const { return N == Root ? NoIdom : Idom[N]; }
  llvm::ArrayRef<unsigned> children(unsigned N) const { return Children[N]; }
  /// The children of every node, for walkDepthFirst (DepthFirstWalk.h).
  const CompressedRows &childRows() const { return Children; }
  /// Depth in the tree: 0 for the root.
  unsigned getLevel(unsigned N) const { return Level[N]; }
  bool dominates(unsigned A, unsigned B) const {
    return isReachable(A) && isReachable(B) && In[A] <= In[B] &&
           Out[B] <= Out[A];
  }
  bool properlyDominates(unsigned A, unsigned B) const {
    return A != B && dominates(A, B);
  }
  /// The raw idom array (the root maps to itself).
  const std::vector<unsigned> &getIdoms() const { return Idom; }

private:
  void number();

  std::vector<unsigned> Idom;
  unsigned Root = 0;
  CompressedRows Children;
  std::vector<unsigned> Level, In, Out;
};

} // namespace mopt

#endif
