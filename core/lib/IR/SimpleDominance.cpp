//===- SimpleDominance.cpp - Dominators of a small graph ------------------===//

#include "mopt/IR/SimpleDominance.h"

#include <algorithm>

using namespace mopt;

/// Reverse post-order of the nodes reachable from Entry, iteratively.
static std::vector<unsigned>
reversePostOrder(const SimpleDominance::SuccessorLists &Succs, unsigned Entry) {
  std::vector<unsigned> Order;
  std::vector<bool> Seen(Succs.size(), false);
  std::vector<std::pair<unsigned, unsigned>> Stack{{Entry, 0}};
  Seen[Entry] = true;
  while (!Stack.empty()) {
    auto &[N, Next] = Stack.back();
    if (Next < Succs[N].size()) {
      unsigned S = Succs[N][Next++];
      if (!Seen[S]) {
        Seen[S] = true;
        Stack.push_back({S, 0});
      }
      continue;
    }
    Order.push_back(N);
    Stack.pop_back();
  }
  std::reverse(Order.begin(), Order.end());
  return Order;
}

SimpleDominance::SimpleDominance(const SuccessorLists &Succs, unsigned Entry)
    : RPONumber(Succs.size(), Unvisited), Idom(Succs.size(), Unvisited),
      Entry(Entry) {
  std::vector<unsigned> Order = reversePostOrder(Succs, Entry);
  for (unsigned I = 0; I != Order.size(); ++I)
    RPONumber[Order[I]] = I;
  std::vector<llvm::SmallVector<unsigned, 2>> Preds(Succs.size());
  for (unsigned N : Order)
    for (unsigned S : Succs[N])
      Preds[S].push_back(N);
  Idom[Entry] = Entry;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned I = 1; I < Order.size(); ++I) {
      unsigned N = Order[I];
      unsigned NewIdom = Unvisited;
      for (unsigned P : Preds[N])
        if (Idom[P] != Unvisited)
          NewIdom = NewIdom == Unvisited ? P : intersect(P, NewIdom);
      if (NewIdom != Idom[N]) {
        Idom[N] = NewIdom;
        Changed = true;
      }
    }
  }
  numberTree();
}

void SimpleDominance::numberTree() {
  unsigned N = Idom.size();
  std::vector<llvm::SmallVector<unsigned, 2>> Children(N);
  for (unsigned V = 0; V != N; ++V)
    if (V != Entry && Idom[V] != Unvisited)
      Children[Idom[V]].push_back(V);
  TreeIn.assign(N, 0);
  TreeOut.assign(N, 0);
  unsigned Clock = 0;
  std::vector<std::pair<unsigned, unsigned>> Stack{{Entry, 0}};
  TreeIn[Entry] = Clock++;
  while (!Stack.empty()) {
    auto &[V, Next] = Stack.back();
    if (Next < Children[V].size()) {
      unsigned C = Children[V][Next++];
      TreeIn[C] = Clock++;
      Stack.push_back({C, 0});
      continue;
    }
    TreeOut[V] = Clock++;
    Stack.pop_back();
  }
}

unsigned SimpleDominance::intersect(unsigned A, unsigned B) const {
  while (A != B) {
    while (RPONumber[A] > RPONumber[B])
      A = Idom[A];
    while (RPONumber[B] > RPONumber[A])
      B = Idom[B];
  }
  return A;
}

bool SimpleDominance::dominates(unsigned A, unsigned B) const {
  if (!isReachable(A) || !isReachable(B))
    return false;
  return TreeIn[A] <= TreeIn[B] && TreeOut[B] <= TreeOut[A];
}
