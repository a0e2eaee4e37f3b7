//===- IDFCalculator.cpp - IDF for phi placement --------------------------===//

#include "mopt/Analysis/IDFCalculator.h"

#include <algorithm>
#include <queue>

using namespace mopt;

IDFCalculator::IDFCalculator(const FlowGraph &G, const DomTreeNodes &Tree)
    : G(G), Tree(Tree), State(G.size()) {}

/// Pruned queries walk only the part of each dominator subtree that can
/// matter. An edge X -> Y adds Y only if Y is live-in, so only predecessors
/// of live-in blocks can be sources. Those are marked, with their
/// dominator-tree ancestors up to the nearest writing block; a walk descends
/// only into marked children. Below an unmarked child, the nearest writing
/// block was a root of its own, deeper, whose walk already followed those
/// edges. The cost is that of the live range, not of the subtree.
void IDFCalculator::markRelevantSubtrees(unsigned Gen) {
  auto MarkUp = [&](unsigned X) {
    while (State[X].Mark != Gen) {
      State[X].Mark = Gen;
      if (State[X].IsDef == Gen || X == Tree.getRoot())
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
    State[B].Live = Gen;
  // Deepest first; ties broken by node number for a deterministic walk.
  using Entry = std::pair<unsigned, unsigned>;
  std::priority_queue<Entry> Queue;
  for (unsigned B : DefBlocks) {
    State[B].IsDef = Gen;
    if (Tree.isReachable(B))
      Queue.push({Tree.getLevel(B), B});
  }
  // Marking pays when the live range is a small part of the function; for a
  // variable live nearly everywhere, walking whole subtrees is cheaper.
  bool WalkMarkedOnly = Pruned && LiveIn.size() * 4 < G.size();
  if (WalkMarkedOnly)
    markRelevantSubtrees(Gen);
  std::vector<unsigned> Result, Worklist;
  while (!Queue.empty()) {
    auto [RootLevel, Root] = Queue.top();
    Queue.pop();
    // Subtrees walked from deeper roots need no second walk: their edges
    // to blocks at this level or above were followed then.
    if (State[Root].Visited == Gen)
      continue;
    State[Root].Visited = Gen;
    Worklist.assign(1, Root);
    while (!Worklist.empty()) {
      unsigned Node = Worklist.back();
      Worklist.pop_back();
      for (unsigned Succ : G.succs(Node)) {
        // A deeper successor is inside the subtree: no frontier there.
        if (Tree.getLevel(Succ) > RootLevel || State[Succ].InIDF == Gen)
          continue;
        State[Succ].InIDF = Gen;
        if (Pruned && State[Succ].Live != Gen)
          continue;
        Result.push_back(Succ);
        if (State[Succ].IsDef != Gen)
          Queue.push({Tree.getLevel(Succ), Succ});
      }
      for (unsigned Child : Tree.children(Node))
        if (State[Child].Visited != Gen &&
            (!WalkMarkedOnly || State[Child].Mark == Gen)) {
          State[Child].Visited = Gen;
          Worklist.push_back(Child);
        }
    }
  }
  std::sort(Result.begin(), Result.end());
  return Result;
}
