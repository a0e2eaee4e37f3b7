//===- bench/graphs/LLVMDominators.cpp - LLVM's dominators on a FlowGraph -===//

#include "LLVMDominators.h"
#include "mopt/Analysis/DomAlgorithms.h"
#include "llvm/Support/GenericDomTreeConstruction.h"

using namespace mopt;
using namespace mopt::graphs;

LLVMGraph::LLVMGraph(const FlowGraph &G)
    : Entry(G.getEntry()), Nodes(G.size()) {
  SuccStore.reserve(G.getNumEdges());
  PredStore.reserve(G.getNumEdges());
  for (unsigned N = 0; N != G.size(); ++N) {
    for (unsigned S : G.succs(N))
      SuccStore.push_back(&Nodes[S]);
    for (unsigned P : G.preds(N))
      PredStore.push_back(&Nodes[P]);
  }
  // The stores are complete, so slices of them stay put.
  llvm::ArrayRef<LLVMNode *> Succs(SuccStore), Preds(PredStore);
  for (unsigned N = 0; N != G.size(); ++N) {
    Nodes[N].Parent = this;
    Nodes[N].Number = N;
    Nodes[N].Succs = Succs.take_front(G.succs(N).size());
    Succs = Succs.drop_front(G.succs(N).size());
    Nodes[N].Preds = Preds.take_front(G.preds(N).size());
    Preds = Preds.drop_front(G.preds(N).size());
  }
}

void graphs::recalculateLLVM(LLVMDomTree &DT, LLVMGraph &G) {
  DT.recalculate(G);
}

std::vector<unsigned> graphs::idomsFromLLVM(const LLVMDomTree &DT,
                                            LLVMGraph &G) {
  std::vector<unsigned> Idoms(G.size(), NoIdom);
  for (unsigned N = 0; N != G.size(); ++N) {
    const llvm::DomTreeNodeBase<LLVMNode> *TN = DT.getNode(G.getNode(N));
    if (!TN)
      continue;
    Idoms[N] = TN->getIDom() ? TN->getIDom()->getBlock()->Number : N;
  }
  return Idoms;
}

std::vector<unsigned> graphs::computeIdomsLLVM(const FlowGraph &G) {
  LLVMGraph Copy(G);
  LLVMDomTree DT;
  recalculateLLVM(DT, Copy);
  return idomsFromLLVM(DT, Copy);
}
