//===- DomIterative.cpp - Dominators as bit-set data flow -----------------===//
//
// The textbook formulation (e.g. Aho, Lam, Sethi, Ullman, 9.6): over the
// reachable nodes in reverse post-order, Dom(entry) = {entry} and
// Dom(n) = {n} + the intersection of Dom(p) over n's predecessors, iterated
// until nothing changes. Sets are bit vectors indexed by reverse post-order
// number, so memory is N^2 bits: a reference for tests and small graphs,
// not a contender. A dominator comes before the nodes it dominates in
// reverse post-order, so the immediate dominator of n is its strict
// dominator with the highest number: the last bit below n's own.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"
#include "llvm/ADT/BitVector.h"

using namespace mopt;

std::vector<unsigned> mopt::computeIdomsIterative(const FlowGraph &G) {
  if (G.size() == 0)
    return {};
  DepthFirstOrder DFS(G.successorRows(), G.getEntry());
  std::vector<unsigned> RPO(DFS.PostOrder.rbegin(), DFS.PostOrder.rend());
  unsigned N = RPO.size();
  std::vector<unsigned> Index(G.size(), NoIdom);
  for (unsigned I = 0; I != N; ++I)
    Index[RPO[I]] = I;
  std::vector<llvm::BitVector> Dom(N, llvm::BitVector(N, true));
  Dom[0].reset();
  Dom[0].set(0);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned I = 1; I != N; ++I) {
      llvm::BitVector New(N, true);
      for (unsigned P : G.preds(RPO[I]))
        if (Index[P] != NoIdom)
          New &= Dom[Index[P]];
      New.set(I);
      if (New != Dom[I]) {
        Dom[I] = std::move(New);
        Changed = true;
      }
    }
  }
  std::vector<unsigned> Idom(G.size(), NoIdom);
  Idom[RPO[0]] = RPO[0];
  for (unsigned I = 1; I != N; ++I)
    Idom[RPO[I]] = RPO[Dom[I].find_prev(I)];
  return Idom;
}
