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
// Except for a vertex with many predecessors (DenseInDegree or more): its
// chain would interleave with the others' in discovery order, and walking
// it would jump around the whole edge array (on the itworst family, about
// ten times slower: bench/README.md, "Figures behind choices in the code").
// The search marks such a vertex at its first back or cross edge instead
// of chaining, and the backward pass reads its predecessors from the graph
// in order, looking up each one's pre-order number.
//
// EVAL halves paths (Tarjan, van Leeuwen) instead of compressing them: one
// walk up, no stack. A vertex is linked once the backward pass has passed
// it, so while vertex W is processed, exactly the vertices numbered above W
// are linked, and an ancestor numbered W or less is a forest root.
//
// The NCA climbs are quadratic on some graphs (a long chain whose vertices
// each have their semidominator near the root: the sncaworst and ladder
// families). They are counted; past ClimbsPerVertex per vertex the pass
// stops and the idoms come instead from Lengauer and Tarjan's own last
// steps over the semidominators already found (a second link-eval pass
// with buckets, then one forward pass), linear but for EVAL, so the
// algorithm is never quadratic, as Georgiadis et al. suggest of a hybrid.
//
//===----------------------------------------------------------------------===//

#include "DomBuffers.h"

#include <algorithm>

using namespace mopt;

namespace {

class SemiNCA : public DepthFirstVisitor {
public:
  SemiNCA(const FlowGraph &G, SemiNCABuffers &B) : G(G), B(B) {}
  std::vector<unsigned> run();

  // The depth-first walk's visitor (DepthFirstWalk.h); frames are tagged
  // by pre-order number, so that every edge arrives with its source
  // numbered.
  bool isVisited(unsigned Node) const { return B.PreNumber[Node] != NoIdom; }
  unsigned enter(unsigned Node, unsigned Parent);
  void revisit(unsigned From, unsigned ToNode) {
    addEdge(From, B.PreNumber[ToNode], ToNode);
  }

private:
  using Vertex = SemiNCABuffers::Vertex;
  using ForestLink = SemiNCABuffers::ForestLink;
  static constexpr unsigned Dense = SemiNCABuffers::Dense;
  static constexpr unsigned DenseInDegree = SemiNCABuffers::DenseInDegree;
  static constexpr unsigned ClimbsPerVertex = SemiNCABuffers::ClimbsPerVertex;

  void addEdge(unsigned From, unsigned To, unsigned ToNode);
  unsigned eval(unsigned V, unsigned W);
  unsigned evalPreds(unsigned W);
  void computeSemis();
  std::vector<unsigned> computeIdoms();
  std::vector<unsigned> computeIdomsByBuckets();
  unsigned evalLabel(unsigned V, unsigned Root);

  const FlowGraph &G;
  SemiNCABuffers &B;
  /// Vertices entered so far: the next pre-order number. B's arrays by
  /// pre-order number are valid below it.
  unsigned NumReached = 0;
};

} // namespace

unsigned SemiNCA::enter(unsigned Node, unsigned Parent) {
  unsigned Pre = NumReached++;
  B.PreNumber[Node] = Pre;
  B.Order[Pre] = Node;
  // Field by field: GCC builds a braced struct on the stack and reloads it
  // whole, a store-forwarding stall.
  Vertex &V = B.Vertices[Pre];
  V.Semi = Parent;
  V.Head = NoIdom;
  B.Tree[Pre] = Parent;
  return Pre;
}

void SemiNCA::addEdge(unsigned From, unsigned To, unsigned ToNode) {
  Vertex &T = B.Vertices[To];
  if (From < To) {
    T.Semi = std::min(T.Semi, From);
  } else if (From > To && T.Head != Dense) {
    if (G.preds(ToNode).size() >= DenseInDegree) {
      T.Head = Dense;
      return;
    }
    B.Late.push_back({From, T.Head});
    T.Head = B.Late.size() - 1;
  }
}

/// The smallest semidominator on the tree path from V (linked, so V > W) up
/// to its forest root, the root excluded, halving the path on the way.
unsigned SemiNCA::eval(unsigned V, unsigned W) {
  unsigned Min = NoIdom;
  for (;;) {
    ForestLink &L = B.Forest[V];
    if (L.Ancestor <= W)
      return std::min(Min, L.Best);
    const ForestLink &A = B.Forest[L.Ancestor];
    L.Best = std::min(L.Best, A.Best);
    L.Ancestor = A.Ancestor;
    Min = std::min(Min, L.Best);
    V = A.Ancestor;
    if (V <= W)
      return Min;
  }
}

/// The smallest EVAL over W's predecessors numbered above W, read from the
/// graph: W is Dense.
unsigned SemiNCA::evalPreds(unsigned W) {
  unsigned Min = NoIdom;
  for (unsigned P : G.preds(B.Order[W])) {
    unsigned V = B.PreNumber[P];
    if (V > W && V != NoIdom) // reached, and a back or cross edge
      Min = std::min(Min, eval(V, W));
  }
  return Min;
}

void SemiNCA::computeSemis() {
  B.Forest.resize(NumReached);
  for (unsigned W = NumReached; W-- > 1;) {
    Vertex &X = B.Vertices[W];
    unsigned Semi = X.Semi;
    if (X.Head == Dense)
      Semi = std::min(Semi, evalPreds(W));
    else
      for (unsigned E = X.Head; E != NoIdom; E = B.Late[E].Next)
        Semi = std::min(Semi, eval(B.Late[E].Source, W));
    X.Semi = Semi;
    X.Head = B.Tree[W]; // the chain is read; the parent stays for the buckets
    B.Forest[W] = {B.Tree[W], Semi};
  }
}

std::vector<unsigned> SemiNCA::computeIdoms() {
  std::vector<unsigned> Result(G.size(), NoIdom);
  Result[G.getEntry()] = G.getEntry();
  size_t ClimbsLeft = size_t(ClimbsPerVertex) * NumReached;
  for (unsigned W = 1; W < NumReached; ++W) {
    unsigned Semi = B.Vertices[W].Semi;
    unsigned Candidate = B.Tree[W]; // the parent; idoms below W
    while (Candidate > Semi) {
      Candidate = B.Tree[Candidate];
      if (--ClimbsLeft == 0)
        return computeIdomsByBuckets();
    }
    B.Tree[W] = Candidate;
    Result[B.Order[W]] = B.Order[Candidate];
  }
  return Result;
}

/// The vertex of smallest semidominator on the forest path from V (linked)
/// up to its root, the root excluded; vertices numbered Root or less are
/// roots. Halves the path, as eval() does, keeping vertices (labels).
unsigned SemiNCA::evalLabel(unsigned V, unsigned Root) {
  auto Smaller = [&](unsigned X, unsigned Y) {
    return B.Vertices[X].Semi < B.Vertices[Y].Semi ? X : Y;
  };
  unsigned Best = B.Forest[V].Best;
  for (;;) {
    ForestLink &L = B.Forest[V];
    if (L.Ancestor <= Root)
      return Smaller(L.Best, Best);
    const ForestLink &A = B.Forest[L.Ancestor];
    L.Best = Smaller(A.Best, L.Best);
    L.Ancestor = A.Ancestor;
    Best = Smaller(L.Best, Best);
    V = A.Ancestor;
    if (V <= Root)
      return Best;
  }
}

/// Lengauer and Tarjan's steps 3 and 4 over the semidominators: in reverse
/// pre-order, link each vertex to its parent P, then each vertex V whose
/// semidominator is P gets as idom P, or for now the vertex of smallest
/// semidominator between them; the forward pass settles the latter.
std::vector<unsigned> SemiNCA::computeIdomsByBuckets() {
  unsigned N = NumReached;
  std::vector<unsigned> BucketHead(N, NoIdom), BucketNext(N, NoIdom);
  std::vector<unsigned> Idom(N, 0);
  for (unsigned W = 1; W != N; ++W)
    B.Forest[W] = {B.Vertices[W].Head, W}; // the parent, and W as label
  for (unsigned W = N; W-- > 1;) {
    unsigned Parent = B.Vertices[W].Head, Semi = B.Vertices[W].Semi;
    BucketNext[W] = BucketHead[Semi];
    BucketHead[Semi] = W;
    // W is linked: vertices numbered W or above are, Parent and below are
    // roots.
    for (unsigned V = BucketHead[Parent]; V != NoIdom; V = BucketNext[V]) {
      unsigned U = evalLabel(V, W - 1);
      Idom[V] = B.Vertices[U].Semi < B.Vertices[V].Semi ? U : Parent;
    }
    BucketHead[Parent] = NoIdom;
  }
  std::vector<unsigned> Result(G.size(), NoIdom);
  Result[G.getEntry()] = G.getEntry();
  for (unsigned W = 1; W != N; ++W) {
    if (Idom[W] != B.Vertices[W].Semi)
      Idom[W] = Idom[Idom[W]];
    Result[B.Order[W]] = B.Order[Idom[W]];
  }
  return Result;
}

std::vector<unsigned> SemiNCA::run() {
  B.PreNumber.assign(G.size(), NoIdom);
  // Sized once for the largest graph seen, and written by index: the
  // search's three appends per vertex were a capacity test each.
  if (B.Order.size() < G.size()) {
    B.Order.resize(G.size());
    B.Vertices.resize(G.size());
    B.Tree.resize(G.size());
  }
  NumReached = 0;
  B.Late.clear();
  walkDepthFirst(G.successorRows(), G.getEntry(), *this, B.Stack);
  computeSemis();
  return computeIdoms();
}

std::vector<unsigned> mopt::computeIdomsSemiNCA(const FlowGraph &G,
                                                DomWorkspace &W) {
  if (G.size() == 0)
    return {};
  return SemiNCA(G, W.buffers().SemiNCA).run();
}

std::vector<unsigned> mopt::computeIdomsSemiNCA(const FlowGraph &G) {
  DomWorkspace W;
  return computeIdomsSemiNCA(G, W);
}
