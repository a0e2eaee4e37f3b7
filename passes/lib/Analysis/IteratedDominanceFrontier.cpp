//===- IteratedDominanceFrontier.cpp - IDF for phi placement --------------===//

#include "mopt/Analysis/IteratedDominanceFrontier.h"

#include <algorithm>
#include <queue>

using namespace mopt;

IDFCalculator::IDFCalculator(const FlowGraph &G, const DomTreeNodes &Tree)
    : G(G), Tree(Tree), VisitedGen(G.size(), 0), InIDFGen(G.size(), 0),
      IsDefGen(G.size(), 0), LiveGen(G.size(), 0), MarkGen(G.size(), 0) {}

/// Pruned queries walk only the part of each dominator subtree that can
/// matter. An edge X -> Y adds Y only if Y is live-in, so only predecessors
/// of live-in blocks can be sources. Those are marked, with their
/// dominator-tree ancestors up to the nearest writing block; a walk descends
/// only into marked children. Below an unmarked child, the nearest writing
/// block was a root of its own, deeper, whose walk already followed those
/// edges. The cost is that of the live range, not of the subtree.
void IDFCalculator::markRelevantSubtrees(unsigned Gen) {
  auto MarkUp = [&](unsigned X) {
    while (MarkGen[X] != Gen) {
      MarkGen[X] = Gen;
      if (IsDefGen[X] == Gen || X == Tree.getRoot())
        return;
      X = Tree.getIdom(X);
    }
  };
  for (unsigned B : LiveIn)
    for (unsigned P : G.preds(B))
      if (Tree.isReachable(P))
        MarkUp(P);
}

std::vector<unsigned> IDFCalculator::calculate() {
  const unsigned Gen = ++Generation;
  for (unsigned B : LiveIn)
    LiveGen[B] = Gen;
  // Deepest first; ties broken by node number for a deterministic walk.
  using Entry = std::pair<unsigned, unsigned>;
  std::priority_queue<Entry> Queue;
  for (unsigned B : DefBlocks) {
    IsDefGen[B] = Gen;
    if (Tree.isReachable(B))
      Queue.push({Tree.getLevel(B), B});
  }
  if (Pruned)
    markRelevantSubtrees(Gen);
  std::vector<unsigned> Result, Worklist;
  while (!Queue.empty()) {
    auto [RootLevel, Root] = Queue.top();
    Queue.pop();
    // Subtrees walked from deeper roots need no second walk: their edges
    // to blocks at this level or above were followed then.
    if (VisitedGen[Root] == Gen)
      continue;
    VisitedGen[Root] = Gen;
    Worklist.assign(1, Root);
    while (!Worklist.empty()) {
      unsigned Node = Worklist.back();
      Worklist.pop_back();
      for (unsigned Succ : G.succs(Node)) {
        // A deeper successor is inside the subtree: no frontier there.
        if (Tree.getLevel(Succ) > RootLevel || InIDFGen[Succ] == Gen)
          continue;
        InIDFGen[Succ] = Gen;
        if (Pruned && LiveGen[Succ] != Gen)
          continue;
        Result.push_back(Succ);
        if (IsDefGen[Succ] != Gen)
          Queue.push({Tree.getLevel(Succ), Succ});
      }
      for (unsigned Child : Tree.children(Node))
        if (VisitedGen[Child] != Gen && (!Pruned || MarkGen[Child] == Gen)) {
          VisitedGen[Child] = Gen;
          Worklist.push_back(Child);
        }
    }
  }
  std::sort(Result.begin(), Result.end());
  return Result;
}
