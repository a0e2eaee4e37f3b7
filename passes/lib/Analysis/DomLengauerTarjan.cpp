//===- DomLengauerTarjan.cpp - Lengauer-Tarjan dominators -----------------===//
//
// Lengauer, Tarjan, "A Fast Algorithm for Finding Dominators in a
// Flowgraph", TOPLAS 1(1), 1979. Vertices are numbered 1..N in depth-first
// pre-order (0 is the paper's sentinel). Walking them backwards, each
// vertex's semidominator is the smallest EVAL over its predecessors; then
// each vertex waiting in its parent's bucket gets its idom or a relative
// one, fixed up in a final forward pass.
//
// The simple version LINKs by setting an ancestor and EVALs with path
// compression (O(E log N)); the sophisticated one keeps the forest balanced
// by subtree size (O(E alpha(E, N))). COMPRESS is written with an explicit
// stack instead of the paper's recursion.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"

#include <algorithm>

using namespace mopt;

namespace {

class LengauerTarjan {
public:
  LengauerTarjan(const FlowGraph &G, bool Balanced);
  std::vector<unsigned> run();

private:
  void compress(unsigned V);
  unsigned eval(unsigned V);
  void link(unsigned V, unsigned W);

  const FlowGraph &G;
  bool Balanced;
  DepthFirstOrder DFS;
  unsigned N; // vertices 1..N
  std::vector<unsigned> Semi, Label, Ancestor, Child, Size, Parent, Idom;
  std::vector<unsigned> BucketHead, BucketNext;
  std::vector<unsigned> PathStack;
};

} // namespace

LengauerTarjan::LengauerTarjan(const FlowGraph &G, bool Balanced)
    : G(G), Balanced(Balanced), DFS(G.successorRows(), G.getEntry()),
      N(DFS.Order.size()) {
  Semi.resize(N + 1);
  Label.resize(N + 1);
  for (unsigned V = 0; V <= N; ++V)
    Semi[V] = Label[V] = V;
  Ancestor.assign(N + 1, 0);
  Child.assign(N + 1, 0);
  Size.assign(N + 1, 1);
  Size[0] = 0;
  Parent.assign(N + 1, 0);
  for (unsigned V = 2; V <= N; ++V)
    Parent[V] = DFS.Parent[V - 1] + 1;
  Idom.assign(N + 1, 0);
  BucketHead.assign(N + 1, 0);
  BucketNext.assign(N + 1, 0);
}

void LengauerTarjan::compress(unsigned V) {
  // The paper recurses towards the root first; collect that path instead.
  while (Ancestor[Ancestor[V]] != 0) {
    PathStack.push_back(V);
    V = Ancestor[V];
  }
  while (!PathStack.empty()) {
    unsigned U = PathStack.back();
    PathStack.pop_back();
    unsigned A = Ancestor[U];
    if (Semi[Label[A]] < Semi[Label[U]])
      Label[U] = Label[A];
    Ancestor[U] = Ancestor[A];
  }
}

unsigned LengauerTarjan::eval(unsigned V) {
  if (Ancestor[V] == 0)
    return Balanced ? Label[V] : V;
  compress(V);
  if (!Balanced)
    return Label[V];
  unsigned A = Ancestor[V];
  return Semi[Label[A]] >= Semi[Label[V]] ? Label[V] : Label[A];
}

void LengauerTarjan::link(unsigned V, unsigned W) {
  if (!Balanced) {
    Ancestor[W] = V;
    return;
  }
  unsigned S = W;
  while (Semi[Label[W]] < Semi[Label[Child[S]]]) {
    if (Size[S] + Size[Child[Child[S]]] >= 2 * Size[Child[S]]) {
      Ancestor[Child[S]] = S;
      Child[S] = Child[Child[S]];
    } else {
      Size[Child[S]] = Size[S];
      S = Ancestor[S] = Child[S];
    }
  }
  Label[S] = Label[W];
  Size[V] += Size[W];
  if (Size[V] < 2 * Size[W])
    std::swap(S, Child[V]);
  while (S != 0) {
    Ancestor[S] = V;
    S = Child[S];
  }
}

std::vector<unsigned> LengauerTarjan::run() {
  if (G.size() == 0)
    return {};
  for (unsigned W = N; W >= 2; --W) {
    for (unsigned P : G.preds(DFS.Order[W - 1])) {
      if (DFS.PreNumber[P] == DepthFirstOrder::Unreached)
        continue; // an unreachable predecessor
      unsigned U = eval(DFS.PreNumber[P] + 1);
      Semi[W] = std::min(Semi[W], Semi[U]);
    }
    BucketNext[W] = BucketHead[Semi[W]];
    BucketHead[Semi[W]] = W;
    unsigned P = Parent[W];
    link(P, W);
    for (unsigned V = BucketHead[P]; V; V = BucketNext[V]) {
      unsigned U = eval(V);
      Idom[V] = Semi[U] < Semi[V] ? U : P;
    }
    BucketHead[P] = 0;
  }
  for (unsigned W = 2; W <= N; ++W)
    if (Idom[W] != Semi[W])
      Idom[W] = Idom[Idom[W]];
  std::vector<unsigned> Result(G.size(), NoIdom);
  Result[G.getEntry()] = G.getEntry();
  for (unsigned W = 2; W <= N; ++W)
    Result[DFS.Order[W - 1]] = DFS.Order[Idom[W] - 1];
  return Result;
}

std::vector<unsigned> mopt::computeIdomsSimpleLT(const FlowGraph &G) {
  return LengauerTarjan(G, /*Balanced=*/false).run();
}

std::vector<unsigned> mopt::computeIdomsLT(const FlowGraph &G) {
  return LengauerTarjan(G, /*Balanced=*/true).run();
}
