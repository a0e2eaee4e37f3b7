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

/// Calls Visit(X, Y) once for each block Y in DF(X), by the runner walk, in
/// increasing Y; stops early when Visit returns false. LastY is scratch of
/// G.size() entries, all different from every node number.
template <typename VisitFn>
void forEachFrontierEntry(const FlowGraph &G, const DomTreeNodes &Tree,
                          std::vector<unsigned> &LastY, VisitFn Visit) {
  for (unsigned Y = 0; Y != G.size(); ++Y) {
    // A node with one predecessor has it as its idom and is in no frontier;
    // but the root has no idom, and is in the frontier of every dominator
    // of a predecessor, even of its only one.
    if (!Tree.isReachable(Y) || (G.preds(Y).size() < 2 && Y != Tree.getRoot()))
      continue;
    unsigned Stop = Tree.getIdom(Y);
    for (unsigned P : G.preds(Y)) {
      if (!Tree.isReachable(P))
        continue;
      // Above a runner that already has Y, so do all the others.
      for (unsigned Runner = P; Runner != Stop && LastY[Runner] != Y;
           Runner = Tree.getIdom(Runner)) {
        LastY[Runner] = Y;
        if (!Visit(Runner, Y))
          return;
      }
    }
  }
}

/// Frontiers over dense node numbers.
std::vector<std::vector<unsigned>>
computeDominanceFrontiers(const FlowGraph &G, const DomTreeNodes &Tree);

class DominanceFrontier : public AnalysisResult {
public:
  explicit DominanceFrontier(const DominatorTree &DT);
  DominanceFrontier(Function &F, FunctionAnalysisManager &AM);
  /// The frontier of the block numbered N, as block numbers.
  llvm::ArrayRef<unsigned> get(unsigned N) const { return Frontiers[N]; }

private:
  std::vector<std::vector<unsigned>> Frontiers;
};

class DominanceFrontierAnalysis
    : public CFGAnalysis<DominanceFrontierAnalysis, DominanceFrontier> {
public:
  static constexpr const char *Name = "domfrontier";
  static AnalysisKey Key;
};

} // namespace mopt

#endif
