//===- FlowGraph.cpp - A directed graph in dense arrays -------------------===//

#include "mopt/IR/FlowGraph.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "llvm/Support/Casting.h"

using namespace mopt;

FlowGraph::FlowGraph(unsigned NumNodes, unsigned Entry,
                     llvm::ArrayRef<Edge> Edges)
    : NumNodes(NumNodes), Entry(Entry) {
  CompressedRowsBuilder S(NumNodes), P(NumNodes);
  for (const Edge &E : Edges) {
    S.count(E.first);
    P.count(E.second);
  }
  S.startFilling();
  P.startFilling();
  for (const Edge &E : Edges) {
    S.fill(E.first, E.second);
    P.fill(E.second, E.first);
  }
  Succs = S.take();
  Preds = P.take();
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
