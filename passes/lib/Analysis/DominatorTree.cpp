//===- DominatorTree.cpp - Dominator trees --------------------------------===//

#include "mopt/Analysis/DominatorTree.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"

using namespace mopt;

DomTreeNodes::DomTreeNodes(std::vector<unsigned> Idoms, unsigned Entry)
    : Idom(std::move(Idoms)), Root(Entry) {
  unsigned N = Idom.size();
  ChildStart.assign(N + 1, 0);
  for (unsigned V = 0; V != N; ++V)
    if (V != Root && isReachable(V))
      ++ChildStart[Idom[V] + 1];
  for (unsigned V = 0; V != N; ++V)
    ChildStart[V + 1] += ChildStart[V];
  ChildList.resize(ChildStart[N]);
  std::vector<unsigned> Fill(ChildStart.begin(), ChildStart.end() - 1);
  for (unsigned V = 0; V != N; ++V)
    if (V != Root && isReachable(V))
      ChildList[Fill[Idom[V]]++] = V;
  Level.assign(N, 0);
  In.assign(N, 0);
  Out.assign(N, 0);
  if (N == 0)
    return;
  // Pre-order (In) and post-order (Out) clocks of an iterative tree walk.
  unsigned Clock = 0;
  std::vector<std::pair<unsigned, unsigned>> Stack{{Root, 0}};
  In[Root] = Clock++;
  while (!Stack.empty()) {
    auto &[V, Next] = Stack.back();
    llvm::ArrayRef<unsigned> Kids = children(V);
    if (Next == Kids.size()) {
      Out[V] = Clock++;
      Stack.pop_back();
      continue;
    }
    unsigned C = Kids[Next++];
    Level[C] = Level[V] + 1;
    In[C] = Clock++;
    Stack.push_back({C, 0});
  }
}

DominatorTree::DominatorTree(Function &F, DomAlgorithm Algorithm)
    : Algorithm(Algorithm), Graph(FlowGraph::fromFunction(F)),
      Nodes(computeIdoms(Graph, Algorithm), Graph.getEntry()) {
  Blocks.reserve(Graph.size());
  for (BasicBlock &BB : F)
    Blocks.push_back(&BB);
}

bool DominatorTree::isReachable(const BasicBlock *BB) const {
  return Nodes.isReachable(BB->getNumber());
}

BasicBlock *DominatorTree::getIdom(const BasicBlock *BB) const {
  unsigned I = Nodes.getIdom(BB->getNumber());
  return I == NoIdom ? nullptr : Blocks[I];
}

unsigned DominatorTree::getLevel(const BasicBlock *BB) const {
  return Nodes.getLevel(BB->getNumber());
}

bool DominatorTree::dominates(const BasicBlock *A, const BasicBlock *B) const {
  return Nodes.dominates(A->getNumber(), B->getNumber());
}

bool DominatorTree::properlyDominates(const BasicBlock *A,
                                      const BasicBlock *B) const {
  return Nodes.properlyDominates(A->getNumber(), B->getNumber());
}

AnalysisKey DominatorTreeAnalysis::Key{DominatorTreeAnalysis::Name};

std::unique_ptr<DominatorTree>
DominatorTreeAnalysis::compute(Function &F, FunctionAnalysisManager &AM) {
  return std::make_unique<DominatorTree>(F, getChosenDomAlgorithm(AM));
}
