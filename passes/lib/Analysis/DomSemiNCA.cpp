//===- DomSemiNCA.cpp - Semi-NCA dominators -------------------------------===//
//
// Georgiadis, Tarjan, Werneck, "Finding Dominators in Practice" (JGAA
// 10(1), 2006). Semidominators come from Lengauer-Tarjan's backward pass
// (EVAL over a link-eval forest, no buckets); then, in pre-order, each
// vertex's idom is the nearest common ancestor of its DFS parent and its
// semidominator, found by climbing the partly built tree from the parent
// while the current candidate is numbered above the semidominator.
//
// Everything after the depth-first search works on pre-order numbers, and
// the search does the translation once: it sees every edge From -> To with
// both ends numbered. A tree or forward edge (From < To) can only lower To's
// semidominator to From, so the search applies it on the spot; only back
// and cross edges (From > To), which need EVAL, are kept, chained per
// target. The backward pass then reads each vertex's predecessors from that
// chain instead of looking each one up through the node numbering.
//
// EVAL halves paths (Tarjan, van Leeuwen) instead of compressing them: one
// walk up, no stack. A vertex is linked once the backward pass has passed
// it, so while vertex W is processed, exactly the vertices numbered above W
// are linked, and an ancestor numbered W or less is a forest root.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"

#include <algorithm>

using namespace mopt;

namespace {

/// One vertex, by pre-order number. Until the backward pass reaches it,
/// Semi is the smallest number among its tree and forward predecessors
/// (its parent's at least); after, its semidominator. Head starts the chain
/// of its back and cross edges in SemiNCA::Late (NoIdom: none).
struct Vertex {
  unsigned Parent;
  unsigned Semi;
  unsigned Head;
  unsigned Idom;
};

/// A linked vertex V of the link-eval forest: Ancestor is an ancestor of V
/// in the DFS tree, and Best the smallest semidominator on the tree path
/// from V up to Ancestor, Ancestor excluded.
struct ForestLink {
  unsigned Ancestor;
  unsigned Best;
};

/// A back or cross edge Source -> (the vertex whose chain holds it).
struct LateEdge {
  unsigned Source;
  unsigned Next;
};

class SemiNCA {
public:
  explicit SemiNCA(const FlowGraph &G);
  std::vector<unsigned> run();

private:
  void search();
  void visit(unsigned Node, unsigned Parent);
  void addEdge(unsigned From, unsigned To);
  unsigned eval(unsigned V, unsigned W);
  void computeSemis();
  std::vector<unsigned> computeIdoms();

  /// A vertex on the search stack and the range of its successor edges
  /// still to try.
  struct Frame {
    unsigned Pre, Next, End;
  };

  const FlowGraph &G;
  std::vector<unsigned> PreNumber; // node -> pre-order number, or NoIdom
  std::vector<unsigned> Order;     // pre-order number -> node
  std::vector<Vertex> Vertices;
  std::vector<LateEdge> Late;
  std::vector<ForestLink> Forest;
  std::vector<Frame> Stack;
};

} // namespace

SemiNCA::SemiNCA(const FlowGraph &G) : G(G), PreNumber(G.size(), NoIdom) {
  Order.reserve(G.size());
  Vertices.reserve(G.size());
}

void SemiNCA::visit(unsigned Node, unsigned Parent) {
  unsigned Pre = Order.size();
  PreNumber[Node] = Pre;
  Order.push_back(Node);
  Vertices.push_back({Parent, Parent, NoIdom, 0});
  Stack.push_back({Pre, G.succBegin(Node), G.succEnd(Node)});
}

void SemiNCA::addEdge(unsigned From, unsigned To) {
  Vertex &T = Vertices[To];
  if (From < To) {
    T.Semi = std::min(T.Semi, From);
  } else if (From > To) {
    Late.push_back({From, T.Head});
    T.Head = Late.size() - 1;
  }
}

void SemiNCA::search() {
  visit(G.getEntry(), 0);
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.Next == F.End) {
      Stack.pop_back();
      continue;
    }
    unsigned From = F.Pre;
    unsigned To = G.succTarget(F.Next++);
    if (PreNumber[To] == NoIdom)
      visit(To, From); // a tree edge
    else
      addEdge(From, PreNumber[To]);
  }
}

/// The smallest semidominator on the tree path from V (linked, so V > W) up
/// to its forest root, the root excluded, halving the path on the way.
unsigned SemiNCA::eval(unsigned V, unsigned W) {
  unsigned Min = NoIdom;
  for (;;) {
    ForestLink &L = Forest[V];
    if (L.Ancestor <= W)
      return std::min(Min, L.Best);
    const ForestLink &A = Forest[L.Ancestor];
    L.Best = std::min(L.Best, A.Best);
    L.Ancestor = A.Ancestor;
    Min = std::min(Min, L.Best);
    V = A.Ancestor;
    if (V <= W)
      return Min;
  }
}

void SemiNCA::computeSemis() {
  Forest.resize(Vertices.size());
  for (unsigned W = Vertices.size(); W-- > 1;) {
    Vertex &X = Vertices[W];
    unsigned Semi = X.Semi;
    for (unsigned E = X.Head; E != NoIdom; E = Late[E].Next)
      Semi = std::min(Semi, eval(Late[E].Source, W));
    X.Semi = Semi;
    Forest[W] = {X.Parent, Semi};
  }
}

std::vector<unsigned> SemiNCA::computeIdoms() {
  std::vector<unsigned> Result(G.size(), NoIdom);
  Result[G.getEntry()] = G.getEntry();
  for (unsigned W = 1, N = Vertices.size(); W < N; ++W) {
    Vertex &X = Vertices[W];
    unsigned Candidate = X.Parent;
    while (Candidate > X.Semi)
      Candidate = Vertices[Candidate].Idom;
    X.Idom = Candidate;
    Result[Order[W]] = Order[Candidate];
  }
  return Result;
}

std::vector<unsigned> SemiNCA::run() {
  search();
  computeSemis();
  return computeIdoms();
}

std::vector<unsigned> mopt::computeIdomsSemiNCA(const FlowGraph &G) {
  if (G.size() == 0)
    return {};
  return SemiNCA(G).run();
}
