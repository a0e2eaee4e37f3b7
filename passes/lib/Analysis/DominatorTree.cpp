//===- DominatorTree.cpp - Dominator trees --------------------------------===//

#include "mopt/Analysis/DominatorTree.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "llvm/Support/Compiler.h"

#include <cstdio>
#include <cstdlib>

using namespace mopt;

DominatorTree::DominatorTree(Function &F, DomAlgorithm Algorithm)
    : F(F), Algorithm(Algorithm), Graph(FlowGraph::fromFunction(F)),
      Epoch(F.getBlockNumberEpoch()),
      Nodes(computeIdoms(Graph, Algorithm), Graph.getEntry()) {
  Blocks.reserve(Graph.size());
  for (BasicBlock &BB : F)
    Blocks.push_back(&BB);
}

bool DominatorTree::isCurrent() const { return F.isBlockNumbering(Epoch); }

[[noreturn]] static void reportStaleTree(const Function &F) {
  std::fprintf(stderr,
               "mopt: the dominator tree of function '%s' is stale: blocks "
               "were linked or unlinked since it was built, so their "
               "numbers are not its own; it needs recomputing\n",
               F.getName().str().c_str());
  std::abort();
}

unsigned DominatorTree::nodeOf(const BasicBlock *BB) const {
  if (LLVM_UNLIKELY(!isCurrent()))
    reportStaleTree(F);
  return BB->getNumber();
}

bool DominatorTree::isReachable(const BasicBlock *BB) const {
  return Nodes.isReachable(nodeOf(BB));
}

BasicBlock *DominatorTree::getIdom(const BasicBlock *BB) const {
  unsigned I = Nodes.getIdom(nodeOf(BB));
  return I == NoIdom ? nullptr : Blocks[I];
}

unsigned DominatorTree::getLevel(const BasicBlock *BB) const {
  return Nodes.getLevel(nodeOf(BB));
}

bool DominatorTree::dominates(const BasicBlock *A, const BasicBlock *B) const {
  return Nodes.dominates(nodeOf(A), nodeOf(B));
}

bool DominatorTree::properlyDominates(const BasicBlock *A,
                                      const BasicBlock *B) const {
  return Nodes.properlyDominates(nodeOf(A), nodeOf(B));
}

AnalysisKey DominatorTreeAnalysis::Key{DominatorTreeAnalysis::Name};

DominatorTree::DominatorTree(Function &F, FunctionAnalysisManager &AM)
    : DominatorTree(F, getChosenDomAlgorithm(AM)) {}

MOPT_FUNCTION_ANALYSIS_FACTORY(createDominatorTreeAnalysis,
                               DominatorTreeAnalysis)
