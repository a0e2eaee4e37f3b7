//===- DominanceFrontier.cpp - Dominance frontiers ------------------------===//

#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/Pass/AnalysisManager.h"

using namespace mopt;

std::vector<std::vector<unsigned>>
mopt::computeDominanceFrontiers(const FlowGraph &G, const DomTreeNodes &Tree) {
  std::vector<std::vector<unsigned>> DF(G.size());
  std::vector<unsigned> LastY(G.size(), NoIdom);
  forEachFrontierEntry(G, Tree, LastY, [&](unsigned X, unsigned Y) {
    DF[X].push_back(Y);
    return true;
  });
  return DF;
}

DominanceFrontier::DominanceFrontier(const DominatorTree &DT)
    : Frontiers(computeDominanceFrontiers(DT.getGraph(), DT.getNodes())) {}

AnalysisKey DominanceFrontierAnalysis::Key{DominanceFrontierAnalysis::Name};

DominanceFrontier::DominanceFrontier(Function &F, FunctionAnalysisManager &AM)
    : DominanceFrontier(AM.getResult<DominatorTreeAnalysis>(F)) {}

MOPT_FUNCTION_ANALYSIS_FACTORY(createDominanceFrontierAnalysis,
                               DominanceFrontierAnalysis)
