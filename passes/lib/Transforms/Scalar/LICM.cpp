//===- LICM.cpp - Loop-invariant code motion ------------------------------===//

#include "mopt/Transforms/LICM.h"
#include "mopt/Analysis/LoopInfo.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"

using namespace mopt;

static Statistic NumHoisted("licm", "Number of instructions hoisted");

namespace {
class LoopHoister {
public:
  LoopHoister(Function &F, const LoopInfo &LI)
      : LI(LI), Order(reversePostOrder(F)) {}
  /// Hoists what it can out of loop L; returns how many instructions.
  unsigned hoist(unsigned L);

private:
  bool isInvariant(unsigned L, const Value *V) const;
  bool canHoist(unsigned L, Instruction &I, bool LoopWritesMemory) const;

  const LoopInfo &LI;
  std::vector<BasicBlock *> Order;
};
} // namespace

bool LoopHoister::isInvariant(unsigned L, const Value *V) const {
  const auto *I = llvm::dyn_cast<Instruction>(V);
  return !I || !LI.contains(L, I->getParent());
}

/// Whether nothing with an effect runs before I in its block.
static bool isFirstEffect(Instruction &I) {
  for (Instruction &Before : *I.getParent()) {
    if (&Before == &I)
      return true;
    if (Before.mayHaveSideEffects())
      return false;
  }
  return false;
}

bool LoopHoister::canHoist(unsigned L, Instruction &I,
                           bool LoopWritesMemory) const {
  Opcode Op = I.getOpcode();
  bool Load = Op == Opcode::Load;
  if (!I.hasSSAResult() || !(isPureOpcode(Op) || Op == Opcode::PtrAdd || Load))
    return false;
  for (const Use &U : I.operands())
    if (!isInvariant(L, U.get()))
      return false;
  if (Load && LoopWritesMemory)
    return false;
  if (!Load && !mayTrapHere(I))
    return true;
  return I.getParent() == LI.loops()[L].Header && isFirstEffect(I);
}

unsigned LoopHoister::hoist(unsigned L) {
  const Loop &Lp = LI.loops()[L];
  if (!Lp.Preheader)
    return 0;
  bool WritesMemory = false;
  for (BasicBlock *BB : Lp.Blocks)
    for (Instruction &I : *BB)
      WritesMemory |= I.mayWriteMemory();
  Instruction *Before = Lp.Preheader->getTerminator();
  unsigned Hoisted = 0;
  for (BasicBlock *BB : Order) {
    if (!LI.contains(L, BB))
      continue;
    for (auto It = BB->begin(); It != BB->end();) {
      Instruction &I = *It++;
      if (!canHoist(L, I, WritesMemory))
        continue;
      I.removeFromParent();
      I.insertBefore(Before);
      ++Hoisted;
    }
  }
  return Hoisted;
}

absl::StatusOr<PreservedAnalyses> LICMPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
    return S;
  const LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  LoopHoister Hoister(F, LI);
  unsigned Hoisted = 0;
  for (unsigned L = 0; L != LI.loops().size(); ++L)
    Hoisted += Hoister.hoist(L);
  NumHoisted += Hoisted;
  return Hoisted ? PreservedAnalyses::cfgOnly() : PreservedAnalyses::all();
}
