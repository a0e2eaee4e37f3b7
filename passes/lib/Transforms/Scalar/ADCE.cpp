//===- ADCE.cpp - Aggressive dead code elimination ------------------------===//

#include "mopt/Transforms/ADCE.h"
#include "mopt/Analysis/PostDominators.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/CFGUpdate.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"

using namespace mopt;

static Statistic NumRemoved("adce", "Number of instructions removed");
static Statistic NumBranches("adce", "Number of dead branches removed");

namespace {
class LivenessMarker {
public:
  LivenessMarker(Function &F, const ControlDependence &CD)
      : CD(CD), LiveInst(F.renumberInstructions(), false),
        LiveBlock(F.renumberBlocks(), false) {}
  void markRoots(Function &F, const PostDominatorTree &PDT);
  void propagate();
  bool isLive(const Instruction &I) const { return LiveInst[I.getNumber()]; }

private:
  void markInstruction(Instruction *I);
  void markBlock(BasicBlock *BB);

  const ControlDependence &CD;
  std::vector<bool> LiveInst, LiveBlock;
  std::vector<Instruction *> Worklist;
};
} // namespace

void LivenessMarker::markInstruction(Instruction *I) {
  if (LiveInst[I->getNumber()])
    return;
  LiveInst[I->getNumber()] = true;
  Worklist.push_back(I);
}

/// A live block: its terminator runs (a jump stays; a branch stays if
/// what decides it is live) and so must the branches it depends on.
void LivenessMarker::markBlock(BasicBlock *BB) {
  if (LiveBlock[BB->getNumber()])
    return;
  LiveBlock[BB->getNumber()] = true;
  markInstruction(BB->getTerminator());
  for (BasicBlock *Controller : CD.getControllers(BB))
    markInstruction(Controller->getTerminator());
}

/// The instructions live whatever else is: effects, returns, and the
/// branches of blocks post-dominated only by the virtual exit, which have
/// no block to jump to instead.
void LivenessMarker::markRoots(Function &F, const PostDominatorTree &PDT) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.getOpcode() == Opcode::Ret ||
          (!I.isTerminator() && !isRemovableIfUnused(I)) ||
          (I.getOpcode() == Opcode::Br && !PDT.getIPostDom(&BB)))
        markInstruction(&I);
}

void LivenessMarker::propagate() {
  while (!Worklist.empty()) {
    Instruction *I = Worklist.back();
    Worklist.pop_back();
    markBlock(I->getParent());
    for (const Use &U : I->operands())
      if (auto *Op = llvm::dyn_cast<Instruction>(U.get()))
        markInstruction(Op);
    // Which entry a phi takes is decided by the edge it came in on.
    if (auto *Phi = llvm::dyn_cast<PhiInst>(I))
      for (unsigned K = 0; K != Phi->getNumIncoming(); ++K)
        markInstruction(Phi->getIncomingBlock(K)->getTerminator());
  }
}

absl::StatusOr<PreservedAnalyses> ADCEPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
    return S;
  const PostDominatorTree &PDT = AM.getResult<PostDominatorTreeAnalysis>(F);
  LivenessMarker Marker(F, AM.getResult<ControlDependenceAnalysis>(F));
  Marker.markRoots(F, PDT);
  Marker.propagate();
  std::vector<Instruction *> Dead;
  std::vector<std::pair<BasicBlock *, BasicBlock *>> Redirect;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (Marker.isLive(I))
        continue;
      if (!I.isTerminator())
        Dead.push_back(&I);
      else if (I.getOpcode() == Opcode::Br)
        Redirect.push_back({&BB, PDT.getIPostDom(&BB)});
    }
  // A dead branch's block reaches its post-dominator only through blocks
  // whose jumps are dead too, so no live phi there or in its successors
  // has an entry from it (that entry would have made the branch live):
  // the new edge needs no entries, and the dead phis go after. The
  // branches go first, as they may read dead values.
  for (auto [BB, Target] : Redirect) {
    Instruction *Br = BB->getTerminator();
    for (BasicBlock *Succ : successors(BB))
      removePhiEntries(Succ, BB);
    IRBuilder(Br).createJump(Target);
    BB->erase(Br);
  }
  eraseInstructions(Dead);
  removeUnreachableBlocks(F);
  NumRemoved += Dead.size();
  NumBranches += Redirect.size();
  if (!Redirect.empty())
    return PreservedAnalyses::none();
  return Dead.empty() ? PreservedAnalyses::all() : PreservedAnalyses::cfgOnly();
}

MOPT_FUNCTION_PASS_FACTORY(createADCEPass, ADCEPass)
