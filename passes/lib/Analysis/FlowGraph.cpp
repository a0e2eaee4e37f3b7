//===- FlowGraph.cpp - A directed graph in dense arrays -------------------===//

#include "mopt/Analysis/FlowGraph.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "llvm/Support/Casting.h"

using namespace mopt;

/// Counting sort of the edges by one endpoint into Start/Other arrays.
template <typename KeyFn, typename ValueFn>
static void bucketEdges(unsigned NumNodes,
                        llvm::ArrayRef<FlowGraph::Edge> Edges, KeyFn Key,
                        ValueFn Val, std::vector<unsigned> &Start,
                        std::vector<unsigned> &Other) {
  Start.assign(NumNodes + 1, 0);
  for (const FlowGraph::Edge &E : Edges)
    ++Start[Key(E) + 1];
  for (unsigned N = 0; N != NumNodes; ++N)
    Start[N + 1] += Start[N];
  Other.resize(Edges.size());
  std::vector<unsigned> Fill(Start.begin(), Start.end() - 1);
  for (const FlowGraph::Edge &E : Edges)
    Other[Fill[Key(E)]++] = Val(E);
}

FlowGraph::FlowGraph(unsigned NumNodes, unsigned Entry,
                     llvm::ArrayRef<Edge> Edges)
    : NumNodes(NumNodes), Entry(Entry) {
  auto First = [](const Edge &E) { return E.first; };
  auto Second = [](const Edge &E) { return E.second; };
  bucketEdges(NumNodes, Edges, First, Second, SuccStart, SuccTargets);
  bucketEdges(NumNodes, Edges, Second, First, PredStart, PredSources);
}

FlowGraph FlowGraph::fromFunction(Function &F) {
  unsigned NumNodes = F.renumberBlocks();
  std::vector<Edge> Edges;
  for (BasicBlock &BB : F)
    if (Instruction *T = BB.getTerminator())
      for (Use &U : T->operands())
        if (auto *Succ = llvm::dyn_cast<BasicBlock>(U.get()))
          Edges.push_back({BB.getNumber(), Succ->getNumber()});
  return FlowGraph(NumNodes, 0, Edges);
}
