//===- CooperHarveyKennedy.cpp - Iterative dominators ---------------------===//
//
// Cooper, Harvey, Kennedy, "A Simple, Fast Dominance Algorithm" (2001).
// Nodes are renamed by reverse post-order number (the entry is 0), so that
// intersect() walks two fingers up the current tree, always moving the one
// with the larger number; passes over the nodes in that order repeat until
// no idom changes.
//
// The first pass also translates every node's reachable predecessors to
// reverse post-order numbers, into one array in the order the passes read
// them, so that later passes read predecessors sequentially. A predecessor
// numbered at or after its node (the source of a retreating edge) has no
// idom yet in the first pass and is skipped there.
//
// A later pass computes each node's idom from values the last pass left.
// Until something changes in it, a node with no retreating predecessor
// reads exactly the values it read last time (its predecessors and their
// tree ancestors are numbered before it), so it cannot change: a pass only
// visits the nodes with retreating predecessors until the first change,
// and every node after it. For a reducible graph that confirmation pass
// visits the loop headers only.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/CooperHarveyKennedy.h"

#include <algorithm>

using namespace mopt;

namespace {

class CooperHarveyKennedy : public DepthFirstVisitor {
public:
  CooperHarveyKennedy(const FlowGraph &G, CHKWorkspace &B) : G(G), B(B) {}
  std::vector<unsigned> run();

  // The depth-first walk's visitor (DepthFirstWalk.h): post-order numbers.
  bool isVisited(unsigned Node) const { return B.PostNumber[Node] != NoIdom; }
  unsigned enter(unsigned Node, unsigned ParentTag);
  void leave(unsigned Node);

private:
  static constexpr unsigned OnStack = NoIdom - 1;

  void firstPass();
  bool update(unsigned R);
  bool laterPass();
  unsigned intersect(unsigned X, unsigned Y) const;

  const FlowGraph &G;
  CHKWorkspace &B;
};

} // namespace

unsigned CooperHarveyKennedy::enter(unsigned Node, unsigned) {
  B.PostNumber[Node] = OnStack;
  return Node;
}

void CooperHarveyKennedy::leave(unsigned Node) {
  B.PostNumber[Node] = B.Post.size();
  B.Post.push_back(Node);
}

/// The nearest common ancestor of A and B in the current tree: the finger
/// with the larger number moves up, one step per round, without a branch
/// on which one it is.
unsigned CooperHarveyKennedy::intersect(unsigned X, unsigned Y) const {
  while (X != Y) {
    unsigned Deeper = std::max(X, Y);
    Y = std::min(X, Y);
    X = B.Doms[Deeper];
  }
  return X;
}

void CooperHarveyKennedy::firstPass() {
  unsigned N = B.Post.size();
  B.PredStart.assign(N + 1, 0);
  B.Preds.reserve(G.getNumEdges());
  B.Doms.assign(N, NoIdom);
  B.Doms[0] = 0;
  for (unsigned R = 1; R != N; ++R) {
    unsigned NewIdom = NoIdom;
    bool HasRetreating = false;
    for (unsigned P : G.preds(B.Post[N - 1 - R])) {
      if (B.PostNumber[P] == NoIdom)
        continue; // unreachable
      unsigned F = N - 1 - B.PostNumber[P];
      B.Preds.push_back(F);
      if (F >= R)
        HasRetreating = true;
      else
        NewIdom = NewIdom == NoIdom ? F : intersect(F, NewIdom);
    }
    B.PredStart[R + 1] = B.Preds.size();
    B.Doms[R] = NewIdom;
    if (HasRetreating)
      B.Retreating.push_back(R);
  }
}

/// Recomputes R's idom from all its predecessors; true if it changed.
bool CooperHarveyKennedy::update(unsigned R) {
  unsigned NewIdom = B.Preds[B.PredStart[R]];
  for (unsigned K = B.PredStart[R] + 1, E = B.PredStart[R + 1]; K != E; ++K)
    NewIdom = intersect(B.Preds[K], NewIdom);
  if (NewIdom == B.Doms[R])
    return false;
  B.Doms[R] = NewIdom;
  return true;
}

bool CooperHarveyKennedy::laterPass() {
  for (unsigned R : B.Retreating) {
    if (!update(R))
      continue;
    for (unsigned Rest = R + 1, N = B.Post.size(); Rest != N; ++Rest)
      update(Rest);
    return true;
  }
  return false;
}

std::vector<unsigned> CooperHarveyKennedy::run() {
  B.PostNumber.assign(G.size(), NoIdom);
  B.Post.clear();
  B.Post.reserve(G.size());
  B.Preds.clear();
  B.Retreating.clear();
  walkDepthFirst(G.successorRows(), G.getEntry(), *this, B.Stack);
  firstPass();
  while (laterPass())
    ;
  std::vector<unsigned> Idom(G.size(), NoIdom);
  unsigned N = B.Post.size();
  for (unsigned R = 0; R != N; ++R)
    Idom[B.Post[N - 1 - R]] = B.Post[N - 1 - B.Doms[R]];
  return Idom;
}

std::vector<unsigned> mopt::computeIdomsCHK(const FlowGraph &G,
                                            CHKWorkspace &W) {
  if (G.size() == 0)
    return {};
  return CooperHarveyKennedy(G, W).run();
}

std::vector<unsigned> mopt::computeIdomsCHK(const FlowGraph &G) {
  CHKWorkspace W;
  return computeIdomsCHK(G, W);
}
