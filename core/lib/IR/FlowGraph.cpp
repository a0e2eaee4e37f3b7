//===- FlowGraph.cpp - A directed graph in dense arrays -------------------===//

#include "mopt/IR/FlowGraph.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "llvm/Support/Casting.h"

using namespace mopt;

FlowGraph::FlowGraph(unsigned NumNodes, unsigned Entry,
                     llvm::ArrayRef<Edge> Edges)
    : FlowGraph(NumNodes, Entry, [Edges](EdgeSink Sink) {
        for (const Edge &E : Edges)
          Sink(E.first, E.second);
      }) {}

FlowGraph::FlowGraph(unsigned NumNodes, unsigned Entry, EdgeSource Edges)
    : NumNodes(NumNodes), Entry(Entry) {
  CompressedRowsBuilder S(NumNodes), P(NumNodes);
  Edges([&](unsigned From, unsigned To) {
    S.count(From);
    P.count(To);
  });
  S.startFilling();
  P.startFilling();
  Edges([&](unsigned From, unsigned To) {
    S.fill(From, To);
    P.fill(To, From);
  });
  Succs = S.take();
  Preds = P.take();
}

FlowGraph FlowGraph::fromFunction(Function &F) {
  unsigned NumNodes = F.renumberBlocks();
  return FlowGraph(NumNodes, 0, [&F](EdgeSink Sink) {
    for (BasicBlock &BB : F)
      if (Instruction *T = BB.getTerminator())
        for (Use &U : T->operands())
          if (auto *Succ = llvm::dyn_cast<BasicBlock>(U.get()))
            Sink(BB.getNumber(), Succ->getNumber());
  });
}
