//===- DominanceFrontier.cpp - Dominance frontiers ------------------------===//

#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/Pass/AnalysisManager.h"

#include <algorithm>

using namespace mopt;

std::vector<std::vector<unsigned>>
mopt::computeDominanceFrontiers(const FlowGraph &G, const DomTreeNodes &Tree) {
  std::vector<std::vector<unsigned>> DF(G.size());
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
      // Y is visited once, so a repeat shows up as the last element.
      for (unsigned Runner = P; Runner != Stop; Runner = Tree.getIdom(Runner)) {
        if (!DF[Runner].empty() && DF[Runner].back() == Y)
          break;
        DF[Runner].push_back(Y);
      }
    }
  }
  return DF;
}

DominanceFrontier::DominanceFrontier(const DominatorTree &DT)
    : Frontiers(computeDominanceFrontiers(DT.getGraph(), DT.getNodes())) {}

AnalysisKey DominanceFrontierAnalysis::Key{DominanceFrontierAnalysis::Name};

std::unique_ptr<DominanceFrontier>
DominanceFrontierAnalysis::compute(Function &F, FunctionAnalysisManager &AM) {
  return std::make_unique<DominanceFrontier>(
      AM.getResult<DominatorTreeAnalysis>(F));
}
