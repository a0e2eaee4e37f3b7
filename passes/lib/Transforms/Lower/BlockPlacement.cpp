//===- BlockPlacement.cpp - Layout and fall-through -----------------------===//

#include "mopt/Transforms/BlockPlacement.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
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

/// Deletes the jumps to the next block and a last `ret` with no value;
/// returns how many jumps.
static unsigned dropFallThroughJumps(Function &F) {
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
  return Dropped;
}

absl::StatusOr<PreservedAnalyses>
BlockPlacementPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::MakesFlat); !S.ok())
    return S;
  for (BasicBlock *BB : chainBlocks(F)) {
    F.remove(BB);
    F.push_back(BB);
  }
  NumJumps += dropFallThroughJumps(F);
  F.setForm(IRForm::Flat);
  return PreservedAnalyses::none();
}

MOPT_FUNCTION_PASS_FACTORY(createBlockPlacementPass, BlockPlacementPass)
