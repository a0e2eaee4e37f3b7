//===- SimplifyCFG.cpp - Tidying the CFG ----------------------------------===//

#include "mopt/Transforms/SimplifyCFG.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/CFGUpdate.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"

using namespace mopt;

static Statistic NumBranches("simplify-cfg", "Number of branches folded");
static Statistic NumUnreachable("simplify-cfg",
                                "Number of unreachable blocks deleted");
static Statistic NumMerged("simplify-cfg",
                           "Number of blocks merged into their predecessor");
static Statistic NumBypassed("simplify-cfg",
                             "Number of jump-only blocks bypassed");

/// Whether every phi of Target takes the same value on From's two edges.
static bool edgesAgree(BasicBlock *From, BasicBlock *Target) {
  for (PhiInst &Phi : Target->phis()) {
    Value *First = nullptr;
    for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
      if (Phi.getIncomingBlock(K) != From)
        continue;
      if (First && Phi.getIncomingValue(K) != First)
        return false;
      First = Phi.getIncomingValue(K);
    }
  }
  return true;
}

/// `br true, A, B` and `br false, A, B` become jumps to the edge taken;
/// `br c, A, A` a jump if A's phis take the same value on both edges.
static bool foldBranch(BasicBlock &BB) {
  auto *Br = llvm::dyn_cast<BranchInst>(BB.getTerminator());
  if (!Br)
    return false;
  if (const auto *C = llvm::dyn_cast<Constant>(Br->getCondition())) {
    foldBranchTo(&BB, C->getValue() ? 1 : 2);
    return true;
  }
  if (Br->getTrueTarget() != Br->getFalseTarget() ||
      !edgesAgree(&BB, Br->getTrueTarget()))
    return false;
  foldBranchTo(&BB, 1);
  return true;
}

/// Replaces the phis of a block with one incoming edge by their entry.
static void removeSingleEntryPhis(BasicBlock &BB) {
  while (!BB.empty() && BB.front().isPhi() &&
         llvm::cast<PhiInst>(BB.front()).getNumIncoming() == 1) {
    auto &Phi = llvm::cast<PhiInst>(BB.front());
    Phi.replaceAllUsesWith(Phi.getIncomingValue(0));
    BB.erase(&Phi);
  }
}

/// Merges BB into its only predecessor, if that ends in `jmp BB`.
static bool mergeIntoPredecessor(BasicBlock &BB) {
  if (&BB == &BB.getParent()->getEntryBlock())
    return false;
  llvm::SmallVector<BasicBlock *, 4> Preds = predecessors(&BB);
  if (Preds.size() != 1 || Preds[0] == &BB)
    return false;
  BasicBlock *Pred = Preds[0];
  Instruction *Jump = Pred->getTerminator();
  if (Jump->getOpcode() != Opcode::Jmp)
    return false;
  removeSingleEntryPhis(BB);
  replaceSuccessorsPhiUsesWith(&BB, &BB, Pred);
  Pred->erase(Jump);
  BB.spliceTailTo(BB.begin(), Pred);
  BB.eraseFromParent();
  return true;
}

/// Whether BB holds only `jmp S` (S not BB) and every phi of S can take
/// BB's predecessors' edges instead of BB's.
static BasicBlock *bypassTarget(BasicBlock &BB) {
  if (&BB == &BB.getParent()->getEntryBlock() || BB.size() != 1)
    return nullptr;
  auto *Jump = llvm::dyn_cast<JumpInst>(BB.getTerminator());
  if (!Jump || Jump->getTarget() == &BB)
    return nullptr;
  BasicBlock *Target = Jump->getTarget();
  if (Target->empty() || !Target->front().isPhi())
    return Target;
  for (BasicBlock *Pred : predecessors(&BB))
    for (BasicBlock *Other : predecessors(Target))
      if (Other == Pred)
        return nullptr;
  return Target;
}

/// Points BB's predecessors at its target, giving the target's phis one
/// entry per new edge, and deletes BB.
static bool bypassJumpBlock(BasicBlock &BB) {
  BasicBlock *Target = bypassTarget(BB);
  if (!Target)
    return false;
  llvm::SmallVector<BasicBlock *, 4> Preds = predecessors(&BB);
  for (PhiInst &Phi : Target->phis()) {
    int K = Phi.getBlockIndex(&BB);
    Value *V = Phi.getIncomingValue(K);
    Phi.removeIncoming(K);
    for (BasicBlock *Pred : Preds)
      Phi.addIncoming(V, Pred);
  }
  for (BasicBlock *Pred : Preds) {
    Instruction *T = Pred->getTerminator();
    for (unsigned K = 0; K != T->getNumOperands(); ++K)
      if (T->getOperand(K) == &BB)
        T->setOperand(K, Target);
  }
  BB.erase(BB.getTerminator());
  BB.eraseFromParent();
  return true;
}

/// One sweep over the blocks; returns whether anything changed.
static bool simplifyOnce(Function &F) {
  bool Changed = false;
  for (BasicBlock &BB : F)
    if (foldBranch(BB)) {
      ++NumBranches;
      Changed = true;
    }
  if (unsigned N = removeUnreachableBlocks(F)) {
    NumUnreachable += N;
    Changed = true;
  }
  for (auto It = F.begin(); It != F.end();) {
    BasicBlock &BB = *It++;
    if (countPredecessors(&BB) == 1 && !BB.empty() && BB.front().isPhi())
      removeSingleEntryPhis(BB);
    if (mergeIntoPredecessor(BB)) {
      ++NumMerged;
      Changed = true;
    } else if (bypassJumpBlock(BB)) {
      ++NumBypassed;
      Changed = true;
    }
  }
  return Changed;
}

bool mopt::simplifyCFG(Function &F) {
  bool Changed = false;
  while (simplifyOnce(F))
    Changed = true;
  return Changed;
}

absl::StatusOr<PreservedAnalyses>
SimplifyCFGPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  return simplifyCFG(F) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createSimplifyCFGPass, SimplifyCFGPass)
