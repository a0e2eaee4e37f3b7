//===- DomSemiNCA.cpp - Semi-NCA dominators -------------------------------===//
//
// Georgiadis, Tarjan, Werneck, "Finding Dominators in Practice" (JGAA
// 10(1), 2006). Semidominators come from Lengauer-Tarjan's backward pass
// (EVAL with path compression, no buckets); then, in pre-order, each
// vertex's idom is the nearest common ancestor of its DFS parent and its
// semidominator, found by climbing the partly built tree from the parent
// while the current candidate is numbered above the semidominator.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"

#include <algorithm>

using namespace mopt;

std::vector<unsigned> mopt::computeIdomsSemiNCA(const FlowGraph &G) {
  if (G.size() == 0)
    return {};
  DepthFirstOrder DFS(G);
  unsigned N = DFS.Order.size();
  // Pre-order numbers 0..N-1; the root's ancestor is "none" (NoIdom).
  std::vector<unsigned> Semi(N), Label(N), Ancestor(N, NoIdom), Idom(N);
  for (unsigned V = 0; V != N; ++V)
    Semi[V] = Label[V] = V;
  std::vector<unsigned> Path;
  auto Eval = [&](unsigned V) {
    if (Ancestor[V] == NoIdom)
      return V;
    unsigned U = V;
    while (Ancestor[Ancestor[U]] != NoIdom) {
      Path.push_back(U);
      U = Ancestor[U];
    }
    while (!Path.empty()) {
      unsigned X = Path.back();
      Path.pop_back();
      unsigned A = Ancestor[X];
      if (Semi[Label[A]] < Semi[Label[X]])
        Label[X] = Label[A];
      Ancestor[X] = Ancestor[A];
    }
    return Label[V];
  };
  for (unsigned W = N; W-- > 1;) {
    for (unsigned P : G.preds(DFS.Order[W])) {
      unsigned V = DFS.PreNumber[P];
      if (V != NoIdom)
        Semi[W] = std::min(Semi[W], Semi[Eval(V)]);
    }
    Ancestor[W] = DFS.Parent[W];
  }
  Idom[0] = 0;
  for (unsigned W = 1; W < N; ++W) {
    unsigned Candidate = DFS.Parent[W];
    while (Candidate > Semi[W])
      Candidate = Idom[Candidate];
    Idom[W] = Candidate;
  }
  std::vector<unsigned> Result(G.size(), NoIdom);
  for (unsigned W = 0; W != N; ++W)
    Result[DFS.Order[W]] = DFS.Order[Idom[W]];
  return Result;
}
