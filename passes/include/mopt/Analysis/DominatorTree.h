//===- mopt/Analysis/DominatorTree.h - Dominator trees ----------*- C++ -*-===//
//
// DominatorTree puts one function's blocks on the tree over node numbers
// (mopt/IR/DomTreeNodes.h, whose conventions it keeps: in CFG form, after
// `lower`, no block is unreachable), and DominatorTreeAnalysis makes it an
// analysis (`domtree`), built by the algorithm that the analysis manager's
// "dom-algorithm" option names (chk when unset).
//
// Invariant: the tree is asked about blocks only while they carry the
// numbering it was built on. It keeps the function's block-number epoch
// (Function::getBlockNumberEpoch), and a query after blocks were linked or
// unlinked stops with a fatal error naming the function, instead of
// answering from numbers that now mean other blocks.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_DOMINATORTREE_H
#define MOPT_ANALYSIS_DOMINATORTREE_H

#include "mopt/Analysis/CFGAnalysis.h"
#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Pass/Analysis.h"

#include <vector>

namespace mopt {

class BasicBlock;
class Instruction;
class Use;

class DominatorTree : public AnalysisResult {
public:
  DominatorTree(Function &F, DomAlgorithm Algorithm);
  /// With the algorithm AM's "dom-algorithm" option names.
  DominatorTree(Function &F, FunctionAnalysisManager &AM);

  DomAlgorithm getAlgorithm() const { return Algorithm; }
  /// Whether the function's blocks still carry the numbers the tree was
  /// built on.
  bool isCurrent() const;
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
  /// BB's node number, after checking that the numbering is current.
  unsigned nodeOf(const BasicBlock *BB) const;

  Function &F;
  DomAlgorithm Algorithm;
  FlowGraph Graph; // built first: it numbers the blocks
  unsigned Epoch;  // of that numbering
  DomTreeNodes Nodes;
  std::vector<BasicBlock *> Blocks;
};

class DominatorTreeAnalysis
    : public CFGAnalysis<DominatorTreeAnalysis, DominatorTree> {
public:
  static constexpr const char *Name = "domtree";
  static AnalysisKey Key;
};

/// The algorithm the analysis manager's "dom-algorithm" option names, chk
/// when unset: what domtree and postdomtree build with.
DomAlgorithm getChosenDomAlgorithm(const FunctionAnalysisManager &AM);

} // namespace mopt

#endif
