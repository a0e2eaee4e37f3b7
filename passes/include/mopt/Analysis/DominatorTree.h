//===- mopt/Analysis/DominatorTree.h - Dominator trees ----------*- C++ -*-===//
//
// DomTreeNodes is the tree itself over dense node numbers: each node's idom,
// children (in node order), depth, and the in/out numbers of a depth-first
// walk of the tree, which answer dominates(A, B) in O(1). DominatorTree
// puts block names on it for one function, and DominatorTreeAnalysis makes
// it an analysis (`domtree`), built by the algorithm that the analysis
// manager's "dom-algorithm" option names (chk when unset).
//
// Conventions (those of Cranelift's dominator_tree.rs): a block dominates
// itself; the entry has no idom; an unreachable block has no idom, is
// dominated by nothing and dominates nothing, not even itself. In CFG form
// (after `lower`) no block is unreachable.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_DOMINATORTREE_H
#define MOPT_ANALYSIS_DOMINATORTREE_H

#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Pass/Analysis.h"

#include <vector>

namespace mopt {

class BasicBlock;
class Instruction;
class Use;

class DomTreeNodes {
public:
  DomTreeNodes() = default;
  /// Builds the tree from idoms as computeIdoms returns them.
  DomTreeNodes(std::vector<unsigned> Idoms, unsigned Entry);

  unsigned size() const { return Idom.size(); }
  unsigned getRoot() const { return Root; }
  bool isReachable(unsigned N) const { return Idom[N] != NoIdom; }
  /// The idom of N; NoIdom for the root and for unreachable nodes.
  unsigned getIdom(unsigned N) const { return N == Root ? NoIdom : Idom[N]; }
  llvm::ArrayRef<unsigned> children(unsigned N) const {
    return llvm::ArrayRef<unsigned>(ChildList).slice(
        ChildStart[N], ChildStart[N + 1] - ChildStart[N]);
  }
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
  std::vector<unsigned> Idom;
  unsigned Root = 0;
  std::vector<unsigned> ChildStart, ChildList, Level, In, Out;
};

class DominatorTree : public AnalysisResult {
public:
  DominatorTree(Function &F, DomAlgorithm Algorithm);

  DomAlgorithm getAlgorithm() const { return Algorithm; }
  const FlowGraph &getGraph() const { return Graph; }
  const DomTreeNodes &getNodes() const { return Nodes; }
  /// The block with number N (as numbered when the tree was built).
  BasicBlock *getBlock(unsigned N) const { return Blocks[N]; }

  bool isReachable(const BasicBlock *BB) const;
  /// Null for the entry and for unreachable blocks.
  BasicBlock *getIdom(const BasicBlock *BB) const;
  unsigned getLevel(const BasicBlock *BB) const;
  bool dominates(const BasicBlock *A, const BasicBlock *B) const;
  bool properlyDominates(const BasicBlock *A, const BasicBlock *B) const;

private:
  DomAlgorithm Algorithm;
  FlowGraph Graph;
  DomTreeNodes Nodes;
  std::vector<BasicBlock *> Blocks;
};

/// The algorithm the analysis manager's "dom-algorithm" option names, chk
/// when unset: what domtree and postdomtree build with.
DomAlgorithm getChosenDomAlgorithm(const FunctionAnalysisManager &AM);

class DominatorTreeAnalysis : public AnalysisInfoMixin<DominatorTreeAnalysis> {
public:
  using Result = DominatorTree;
  static constexpr const char *Name = "domtree";
  static AnalysisKey Key;

  bool isCFGAnalysis() const override { return true; }
  std::unique_ptr<DominatorTree> compute(Function &F,
                                         FunctionAnalysisManager &AM);
};

} // namespace mopt

#endif
