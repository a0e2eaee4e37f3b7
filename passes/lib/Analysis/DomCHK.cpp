//===- DomCHK.cpp - Cooper-Harvey-Kennedy iterative dominators ------------===//
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

#include "mopt/Analysis/DomAlgorithms.h"

#include <algorithm>

using namespace mopt;

namespace {

class CooperHarveyKennedy {
public:
  explicit CooperHarveyKennedy(const FlowGraph &G);
  std::vector<unsigned> run();

private:
  void search();
  void firstPass();
  bool update(unsigned R);
  bool laterPass();
  unsigned intersect(unsigned A, unsigned B) const;

  /// A node on the search stack and the range of its successor edges still
  /// to try.
  struct Frame {
    unsigned Node, Next, End;
  };

  const FlowGraph &G;
  std::vector<unsigned> PostNumber; // node -> post-order number, or NoIdom
  std::vector<unsigned> Post;       // post-order number -> node
  /// Reverse post-order number R's predecessors, as reverse post-order
  /// numbers, are Preds[PredStart[R] .. PredStart[R + 1] - 1].
  std::vector<unsigned> PredStart, Preds;
  std::vector<unsigned> Retreating; // nodes with a retreating predecessor
  std::vector<unsigned> Doms;       // idoms by reverse post-order number
  std::vector<Frame> Stack;
};

} // namespace

CooperHarveyKennedy::CooperHarveyKennedy(const FlowGraph &G)
    : G(G), PostNumber(G.size(), NoIdom) {
  Post.reserve(G.size());
}

void CooperHarveyKennedy::search() {
  constexpr unsigned OnStack = NoIdom - 1;
  auto Visit = [&](unsigned Node) {
    PostNumber[Node] = OnStack;
    Stack.push_back({Node, G.succBegin(Node), G.succEnd(Node)});
  };
  Visit(G.getEntry());
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.Next == F.End) {
      PostNumber[F.Node] = Post.size();
      Post.push_back(F.Node);
      Stack.pop_back();
      continue;
    }
    unsigned To = G.succTarget(F.Next++);
    if (PostNumber[To] == NoIdom)
      Visit(To);
  }
}

/// The nearest common ancestor of A and B in the current tree: the finger
/// with the larger number moves up, one step per round, without a branch
/// on which one it is.
unsigned CooperHarveyKennedy::intersect(unsigned A, unsigned B) const {
  while (A != B) {
    unsigned Deeper = std::max(A, B);
    B = std::min(A, B);
    A = Doms[Deeper];
  }
  return A;
}

void CooperHarveyKennedy::firstPass() {
  unsigned N = Post.size();
  PredStart.assign(N + 1, 0);
  Preds.reserve(G.getNumEdges());
  Doms.assign(N, NoIdom);
  Doms[0] = 0;
  for (unsigned R = 1; R != N; ++R) {
    unsigned NewIdom = NoIdom;
    bool HasRetreating = false;
    for (unsigned P : G.preds(Post[N - 1 - R])) {
      if (PostNumber[P] == NoIdom)
        continue; // unreachable
      unsigned F = N - 1 - PostNumber[P];
      Preds.push_back(F);
      if (F >= R)
        HasRetreating = true;
      else
        NewIdom = NewIdom == NoIdom ? F : intersect(F, NewIdom);
    }
    PredStart[R + 1] = Preds.size();
    Doms[R] = NewIdom;
    if (HasRetreating)
      Retreating.push_back(R);
  }
}

/// Recomputes R's idom from all its predecessors; true if it changed.
bool CooperHarveyKennedy::update(unsigned R) {
  unsigned NewIdom = Preds[PredStart[R]];
  for (unsigned K = PredStart[R] + 1, E = PredStart[R + 1]; K != E; ++K)
    NewIdom = intersect(Preds[K], NewIdom);
  if (NewIdom == Doms[R])
    return false;
  Doms[R] = NewIdom;
  return true;
}

bool CooperHarveyKennedy::laterPass() {
  for (unsigned R : Retreating) {
    if (!update(R))
      continue;
    for (unsigned Rest = R + 1, N = Post.size(); Rest != N; ++Rest)
      update(Rest);
    return true;
  }
  return false;
}

std::vector<unsigned> CooperHarveyKennedy::run() {
  search();
  firstPass();
  while (laterPass())
    ;
  std::vector<unsigned> Idom(G.size(), NoIdom);
  unsigned N = Post.size();
  for (unsigned R = 0; R != N; ++R)
    Idom[Post[N - 1 - R]] = Post[N - 1 - Doms[R]];
  return Idom;
}

std::vector<unsigned> mopt::computeIdomsCHK(const FlowGraph &G) {
  if (G.size() == 0)
    return {};
  return CooperHarveyKennedy(G).run();
}
