//===- FrontierIDF.cpp - IDF from stored frontiers ------------------------===//

#include "mopt/Analysis/FrontierIDF.h"
#include "mopt/Analysis/DominanceFrontier.h"

using namespace mopt;

FrontierIDF::FrontierIDF(const FlowGraph &G, const DomTreeNodes &Tree,
                         unsigned EntriesPerNode)
    : InIDF(G.size(), 0), Queued(G.size(), 0) {
  Available = build(G, Tree, size_t(EntriesPerNode) * G.size());
}

/// Two runner walks: one counts each frontier (giving up past Budget), one
/// fills the flat array.
bool FrontierIDF::build(const FlowGraph &G, const DomTreeNodes &Tree,
                        size_t Budget) {
  std::vector<unsigned> LastY(G.size(), NoIdom);
  CompressedRowsBuilder Builder(G.size());
  size_t Total = 0;
  forEachFrontierEntry(G, Tree, LastY, [&](unsigned X, unsigned) {
    Builder.count(X);
    return ++Total <= Budget;
  });
  if (Total > Budget)
    return false;
  Builder.startFilling();
  LastY.assign(G.size(), NoIdom);
  forEachFrontierEntry(G, Tree, LastY, [&](unsigned X, unsigned Y) {
    Builder.fill(X, Y);
    return true;
  });
  Frontiers = Builder.take();
  return true;
}

std::vector<unsigned>
FrontierIDF::calculate(llvm::ArrayRef<unsigned> DefBlocks,
                       llvm::function_ref<bool(unsigned)> IsLive) {
  const unsigned Gen = ++Generation;
  std::vector<unsigned> Worklist(DefBlocks.begin(), DefBlocks.end());
  for (unsigned B : DefBlocks)
    Queued[B] = Gen;
  std::vector<unsigned> Result;
  while (!Worklist.empty()) {
    unsigned X = Worklist.back();
    Worklist.pop_back();
    for (unsigned Y : frontier(X)) {
      if (InIDF[Y] == Gen)
        continue;
      InIDF[Y] = Gen;
      if (!IsLive(Y))
        continue;
      Result.push_back(Y);
      if (Queued[Y] != Gen) {
        Queued[Y] = Gen;
        Worklist.push_back(Y);
      }
    }
  }
  return Result;
}
