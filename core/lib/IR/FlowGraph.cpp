//===- FlowGraph.cpp - A directed graph in dense arrays -------------------===//

#include "mopt/IR/FlowGraph.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "llvm/Support/Casting.h"

#include <cassert>

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

FlowGraph::FlowGraph(unsigned NumNodes, unsigned Entry, CompressedRows Rows)
    : NumNodes(NumNodes), Entry(Entry), Succs(std::move(Rows)) {
  assert(Succs.size() == NumNodes && "a successor row per node");
  CompressedRowsBuilder P(NumNodes);
  for (unsigned I = 0; I != Succs.getNumItems(); ++I)
    P.count(Succs.item(I));
  P.startFilling();
  for (unsigned N = 0; N != NumNodes; ++N)
    for (unsigned S : Succs[N])
      P.fill(S, N);
  Preds = P.take();
}

/// The successor lists are appended block by block, in one walk, with no
/// edge list beside them, which would leave the arrays it outgrew in the
/// heap (bench/README.md, "Figures behind choices").
FlowGraph FlowGraph::fromFunction(Function &F) {
  unsigned NumNodes = F.renumberBlocks();
  CompressedRows Succs;
  Succs.reserve(NumNodes, 2 * size_t(NumNodes)); // two targets at most
  for (BasicBlock &BB : F) {
    if (Instruction *T = BB.getTerminator())
      for (Use &U : T->operands())
        if (auto *Succ = llvm::dyn_cast<BasicBlock>(U.get()))
          Succs.pushItem(Succ->getNumber());
    Succs.endRow();
  }
  return FlowGraph(NumNodes, 0, std::move(Succs));
}
