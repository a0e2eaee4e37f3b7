//===- CFGUpdate.cpp - Edits that keep phis right -------------------------===//

#include "mopt/IR/CFGUpdate.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/IRBuilder.h"

using namespace mopt;

void mopt::removePhiEntries(BasicBlock *To, BasicBlock *From,
                            unsigned Ordinal) {
  for (PhiInst &Phi : To->phis()) {
    unsigned Seen = 0;
    for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
      if (Phi.getIncomingBlock(K) == From && Seen++ == Ordinal) {
        Phi.removeIncoming(K);
        break;
      }
  }
}

void mopt::foldBranchTo(BasicBlock *From, unsigned KeptOperand) {
  auto *Br = llvm::cast<BranchInst>(From->getTerminator());
  BasicBlock *Kept = llvm::cast<BasicBlock>(Br->getOperand(KeptOperand));
  BasicBlock *Dropped = llvm::cast<BasicBlock>(Br->getOperand(3 - KeptOperand));
  // With `br c, L, L` the dropped edge is L's first entry from From if the
  // true edge (operand 1) goes, its second if the false edge goes.
  removePhiEntries(Dropped, From, Kept == Dropped && KeptOperand == 1);
  IRBuilder(Br).createJump(Kept);
  From->erase(Br);
}

void mopt::deleteBlocks(Function &F, llvm::ArrayRef<BasicBlock *> Dead) {
  for (BasicBlock *BB : Dead) {
    for (BasicBlock *Succ : successors(BB))
      removePhiEntries(Succ, BB);
    for (Instruction &I : *BB)
      I.dropAllReferences();
  }
  for (BasicBlock *BB : Dead) {
    while (!BB->empty())
      BB->erase(&BB->back());
    BB->eraseFromParent();
  }
}

unsigned mopt::removeUnreachableBlocks(Function &F) {
  std::vector<BasicBlock *> Dead = findUnreachableBlocks(F);
  deleteBlocks(F, Dead);
  return Dead.size();
}
