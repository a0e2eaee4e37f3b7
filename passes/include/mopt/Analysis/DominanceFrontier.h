//===- mopt/Analysis/DominanceFrontier.h - Dominance frontiers --*- C++ -*-===//
//
// DF(X): the blocks Y where X's dominance ends, i.e. X dominates a
// predecessor of Y but does not strictly dominate Y (Cytron, Ferrante,
// Rosen, Wegman, Zadeck, TOPLAS 1991). Computed with the "runner" walk of
// Cooper, Harvey and Kennedy: for each join point Y and each predecessor P,
// walk from P up the dominator tree to idom(Y), adding Y to each frontier
// passed. Each frontier lists its blocks once, in block-number order.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_DOMINANCEFRONTIER_H
#define MOPT_ANALYSIS_DOMINANCEFRONTIER_H

#include "mopt/Analysis/DominatorTree.h"

namespace mopt {

/// Frontiers over dense node numbers.
std::vector<std::vector<unsigned>>
computeDominanceFrontiers(const FlowGraph &G, const DomTreeNodes &Tree);

class DominanceFrontier : public AnalysisResult {
public:
  explicit DominanceFrontier(const DominatorTree &DT);
  /// The frontier of the block numbered N, as block numbers.
  llvm::ArrayRef<unsigned> get(unsigned N) const { return Frontiers[N]; }

private:
  std::vector<std::vector<unsigned>> Frontiers;
};

class DominanceFrontierAnalysis
    : public AnalysisInfoMixin<DominanceFrontierAnalysis> {
public:
  using Result = DominanceFrontier;
  static constexpr const char *Name = "domfrontier";
  static AnalysisKey Key;

  bool isCFGAnalysis() const override { return true; }
  std::unique_ptr<DominanceFrontier> compute(Function &F,
                                             FunctionAnalysisManager &AM);
};

} // namespace mopt

#endif
