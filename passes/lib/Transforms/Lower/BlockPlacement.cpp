//===- BlockPlacement.cpp - Layout and fall-through -----------------------===//

#include "mopt/Transforms/BlockPlacement.h"
#include "mopt/Analysis/LoopInfo.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"

using namespace mopt;

static Statistic NumJumps("block-placement",
                          "Number of jumps that fall through now");

/// The blocks of F in chains: each block followed, while it can be, by the
/// target of its jump.
static std::vector<BasicBlock *> chainBlocks(Function &F) {
  std::vector<bool> Placed(F.renumberBlocks(), false);
  std::vector<BasicBlock *> Order;
  BasicBlock *Entry = &F.getEntryBlock();
  for (BasicBlock &Start : F) {
    for (BasicBlock *BB = &Start; BB && !Placed[BB->getNumber()];) {
      Placed[BB->getNumber()] = true;
      Order.push_back(BB);
      auto *Jump = llvm::dyn_cast_or_null<JumpInst>(BB->getTerminator());
      BB = Jump && Jump->getTarget() != Entry ? Jump->getTarget() : nullptr;
    }
  }
  return Order;
}

/// How often the jumps left in layout Order are taken, as a static guess:
/// a jump inside loops of depth D counts 8^D (the loop-depth weighting of
/// Wu and Larus, "Static branch frequency and program profile analysis",
/// MICRO 1994, with their guess of about eight iterations a loop).
static uint64_t estimateJumpsTaken(llvm::ArrayRef<BasicBlock *> Order,
                                   const LoopInfo &LI) {
  uint64_t Taken = 0;
  for (size_t K = 0; K != Order.size(); ++K) {
    auto *Jump = llvm::dyn_cast_or_null<JumpInst>(Order[K]->getTerminator());
    if (Jump && (K + 1 == Order.size() || Jump->getTarget() != Order[K + 1]))
      Taken += uint64_t(1) << (3 * std::min(LI.getLoopDepth(Order[K]), 20u));
  }
  return Taken;
}

absl::StatusOr<PreservedAnalyses>
BlockPlacementPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::MakesFlat); !S.ok())
    return S;
  // Chaining usually wins, but it may give a block's fall-through to a
  // colder jump than the order as written did: keep whichever leaves
  // fewer jumps taken by the estimate, the written order on a tie.
  std::vector<BasicBlock *> Chained = chainBlocks(F);
  std::vector<BasicBlock *> Written;
  for (BasicBlock &BB : F)
    Written.push_back(&BB);
  const LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  if (estimateJumpsTaken(Chained, LI) < estimateJumpsTaken(Written, LI))
    for (BasicBlock *BB : Chained) {
      F.remove(BB);
      F.push_back(BB);
    }
  NumJumps += letJumpsFallThrough(F);
  return PreservedAnalyses::none();
}

MOPT_FUNCTION_PASS_FACTORY(createBlockPlacementPass, BlockPlacementPass)
