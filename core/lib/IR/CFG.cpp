//===- CFG.cpp - Successors, predecessors, reverse post-order -------------===//

#include "mopt/IR/CFG.h"
#include "mopt/IR/FlowGraph.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/DepthFirstWalk.h"
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
  std::vector<BasicBlock *> Order;
  if (F.empty())
    return Order;
  FlowGraph G = FlowGraph::fromFunction(F);
  DepthFirstOrder DFS(G.successorRows(), G.getEntry());
  std::vector<BasicBlock *> Blocks;
  Blocks.reserve(G.size());
  for (BasicBlock &BB : F)
    Blocks.push_back(&BB);
  Order.reserve(DFS.PostOrder.size());
  for (auto It = DFS.PostOrder.rbegin(); It != DFS.PostOrder.rend(); ++It)
    Order.push_back(Blocks[*It]);
  return Order;
}

/// One sweep in layout order, which reads the blocks in the order they sit
/// in memory: a reached block marks its successors; one the sweep has
/// already passed is walked from at once, through a stack, so that each
/// block is expanded once and the sweep never goes back.
std::vector<bool> mopt::findReachableBlocks(Function &F) {
  std::vector<bool> Marks(F.renumberBlocks(), false);
  if (F.empty())
    return Marks;
  std::vector<BasicBlock *> Passed;
  Marks[F.getEntryBlock().getNumber()] = true;
  for (BasicBlock &BB : F) {
    if (!Marks[BB.getNumber()])
      continue;
    Passed.push_back(&BB);
    while (!Passed.empty()) {
      Instruction *T = Passed.back()->getTerminator();
      Passed.pop_back();
      if (!T)
        continue;
      for (Use &U : T->operands()) {
        auto *Succ = llvm::dyn_cast<BasicBlock>(U.get());
        if (!Succ || Marks[Succ->getNumber()])
          continue;
        Marks[Succ->getNumber()] = true;
        if (Succ->getNumber() <= BB.getNumber())
          Passed.push_back(Succ);
      }
    }
  }
  return Marks;
}

std::vector<BasicBlock *>
mopt::findUnreachableBlocks(Function &F, std::vector<bool> *Reached) {
  std::vector<bool> Marks = findReachableBlocks(F);
  std::vector<BasicBlock *> Dead;
  for (BasicBlock &BB : F)
    if (!Marks[BB.getNumber()])
      Dead.push_back(&BB);
  if (Reached)
    *Reached = std::move(Marks);
  return Dead;
}

void mopt::replaceSuccessorsPhiUsesWith(BasicBlock *BB, BasicBlock *Old,
                                        BasicBlock *New) {
  for (BasicBlock *Succ : successors(BB))
    for (PhiInst &Phi : Succ->phis())
      for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
        if (Phi.getIncomingBlock(K) == Old)
          Phi.setIncomingBlock(K, New);
}

unsigned mopt::letJumpsFallThrough(Function &F) {
  unsigned Dropped = 0;
  for (auto It = F.begin(); It != F.end(); ++It) {
    auto Next = std::next(It);
    Instruction *T = It->getTerminator();
    if (Next == F.end()) {
      if (T && T->getOpcode() == Opcode::Ret && !T->getNumOperands())
        It->erase(T);
      break;
    }
    auto *Jump = llvm::dyn_cast_or_null<JumpInst>(T);
    if (Jump && Jump->getTarget() == &*Next) {
      It->erase(Jump);
      ++Dropped;
    }
  }
  F.setForm(IRForm::Flat);
  return Dropped;
}
