//===- mopt/Analysis/PostDominators.h - Post-dominance ----------*- C++ -*-===//
//
// The post-dominator tree is the dominator tree of the reversed CFG, built
// by the same algorithms (DomAlgorithms.h) from a virtual exit: a node
// numbered after the blocks, with an edge to every block that returns. A
// block from which no return can be reached (an endless loop) would be
// left out; as LLVM does, the virtual exit also gets an edge to one block
// of each such region, the first in layout order that the walk has not
// reached, so that every block has a post-dominator.
//
// Control dependence (Cytron, Ferrante, Rosen, Wegman and Zadeck, TOPLAS
// 1991, section 6) is the dominance frontier of the reversed graph: block B
// depends on the branch of block A when B post-dominates a successor of A
// but does not strictly post-dominate A. It is computed with Cooper,
// Harvey and Kennedy's runner walk on the post-dominator tree.
//
// `postdomtree` and `controldep` are the analyses, `print<postdomtree>`
// and `print<controldep>` their printers; blocks are known by the numbers
// the tree was built on.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_POSTDOMINATORS_H
#define MOPT_ANALYSIS_POSTDOMINATORS_H

#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Pass/Pass.h"

namespace mopt {

class PostDominatorTree : public AnalysisResult {
public:
  PostDominatorTree(Function &F, DomAlgorithm Algorithm);
  /// With the algorithm AM's "dom-algorithm" option names.
  PostDominatorTree(Function &F, FunctionAnalysisManager &AM);

  /// Node numbers: a block's own, and getVirtualExit() for the exit.
  const DomTreeNodes &getNodes() const { return Nodes; }
  unsigned getVirtualExit() const { return Blocks.size(); }
  /// The block of node N; null for the virtual exit.
  BasicBlock *getBlock(unsigned N) const {
    return N < Blocks.size() ? Blocks[N] : nullptr;
  }
  /// The immediate post-dominator of BB; null if it is the virtual exit.
  BasicBlock *getIPostDom(const BasicBlock *BB) const;
  bool postDominates(const BasicBlock *A, const BasicBlock *B) const;

private:
  DomTreeNodes Nodes;
  std::vector<BasicBlock *> Blocks;
};

class PostDominatorTreeAnalysis
    : public CFGAnalysis<PostDominatorTreeAnalysis, PostDominatorTree> {
public:
  static constexpr const char *Name = "postdomtree";
  static AnalysisKey Key;
};

class ControlDependence : public AnalysisResult {
public:
  ControlDependence(Function &F, const PostDominatorTree &PDT);
  ControlDependence(Function &F, FunctionAnalysisManager &AM);
  /// The blocks whose branch decides whether BB runs, in layout order.
  llvm::ArrayRef<BasicBlock *> getControllers(const BasicBlock *BB) const;

private:
  std::vector<std::vector<BasicBlock *>> Controllers; // by block number
};

class ControlDependenceAnalysis
    : public CFGAnalysis<ControlDependenceAnalysis, ControlDependence> {
public:
  static constexpr const char *Name = "controldep";
  static AnalysisKey Key;
};

enum class PostDominanceView { Tree, ControlDependence };

/// `print<postdomtree>` (`BLOCK IPOSTDOM` per block, `-` for the virtual
/// exit) and `print<controldep>` (`BLOCK: CONTROLLERS` per block), on
/// standard error as opt prints analyses.
class PostDominancePrinterPass : public FunctionPass {
public:
  explicit PostDominancePrinterPass(PostDominanceView View) : View(View) {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  PostDominanceView View;
};

} // namespace mopt

#endif
