//===- DepthFirstOrder.cpp - Iterative depth-first numbering --------------===//

#include "mopt/Analysis/DomAlgorithms.h"

using namespace mopt;

DepthFirstOrder::DepthFirstOrder(const FlowGraph &G)
    : PreNumber(G.size(), NoIdom) {
  Order.reserve(G.size());
  Parent.reserve(G.size());
  PostOrder.reserve(G.size());
  // Each frame: a node and how many of its successors were tried.
  std::vector<std::pair<unsigned, unsigned>> Stack;
  auto Visit = [&](unsigned N, unsigned ParentNumber) {
    PreNumber[N] = Order.size();
    Order.push_back(N);
    Parent.push_back(ParentNumber);
    Stack.push_back({N, 0});
  };
  if (G.size() == 0)
    return;
  Visit(G.getEntry(), 0);
  while (!Stack.empty()) {
    auto &[N, Next] = Stack.back();
    llvm::ArrayRef<unsigned> Succs = G.succs(N);
    while (Next < Succs.size() && PreNumber[Succs[Next]] != NoIdom)
      ++Next;
    if (Next == Succs.size()) {
      PostOrder.push_back(N);
      Stack.pop_back();
      continue;
    }
    unsigned Succ = Succs[Next++];
    Visit(Succ, PreNumber[N]);
  }
}
