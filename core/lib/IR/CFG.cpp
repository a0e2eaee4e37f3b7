//===- CFG.cpp - Successors, predecessors, reverse post-order -------------===//

#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "llvm/Support/Casting.h"

#include <algorithm>

using namespace mopt;

llvm::SmallVector<BasicBlock *, 2> mopt::successors(BasicBlock *BB) {
  llvm::SmallVector<BasicBlock *, 2> Succs;
  if (Instruction *T = BB->getTerminator())
    for (Use &U : T->operands())
      if (auto *Target = llvm::dyn_cast<BasicBlock>(U.get()))
        Succs.push_back(Target);
  return Succs;
}

llvm::SmallVector<BasicBlock *, 4> mopt::predecessors(BasicBlock *BB) {
  llvm::SmallVector<BasicBlock *, 4> Preds;
  for (Use &U : BB->uses())
    Preds.push_back(static_cast<Instruction *>(U.getUser())->getParent());
  // Use lists are built head-first; report edges in the order they were made.
  std::reverse(Preds.begin(), Preds.end());
  return Preds;
}

unsigned mopt::countPredecessors(const BasicBlock *BB) {
  return BB->getNumUses();
}

std::vector<BasicBlock *> mopt::reversePostOrder(Function &F) {
  std::vector<BasicBlock *> PostOrder;
  if (F.empty())
    return PostOrder;
  unsigned NumBlocks = F.renumberBlocks();
  std::vector<bool> Visited(NumBlocks, false);
  // Each stack entry is a block and the index of its next successor to try.
  std::vector<std::pair<BasicBlock *, unsigned>> Stack;
  BasicBlock *Entry = &F.getEntryBlock();
  Visited[Entry->getNumber()] = true;
  Stack.push_back({Entry, 0});
  while (!Stack.empty()) {
    auto &[BB, Next] = Stack.back();
    Instruction *T = BB->getTerminator();
    unsigned NumOps = T ? T->getNumOperands() : 0;
    BasicBlock *Succ = nullptr;
    while (Next < NumOps && !Succ) {
      Succ = llvm::dyn_cast<BasicBlock>(T->getOperand(Next++));
      if (Succ && Visited[Succ->getNumber()])
        Succ = nullptr;
    }
    if (!Succ) {
      PostOrder.push_back(BB);
      Stack.pop_back();
      continue;
    }
    Visited[Succ->getNumber()] = true;
    Stack.push_back({Succ, 0});
  }
  std::reverse(PostOrder.begin(), PostOrder.end());
  return PostOrder;
}
