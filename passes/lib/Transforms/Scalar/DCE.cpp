//===- DCE.cpp - Dead code elimination ------------------------------------===//

#include "mopt/Transforms/DCE.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"

using namespace mopt;

static Statistic NumRemoved("dce", "Number of instructions removed");

/// Marks the live instructions of F, numbered 0..N-1, in Live.
static void markLive(Function &F, std::vector<bool> &Live) {
  std::vector<Instruction *> Worklist;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (!I.hasSSAResult() || !isRemovableIfUnused(I)) {
        Live[I.getNumber()] = true;
        Worklist.push_back(&I);
      }
  while (!Worklist.empty()) {
    Instruction *I = Worklist.back();
    Worklist.pop_back();
    for (const Use &U : I->operands()) {
      auto *Op = llvm::dyn_cast<Instruction>(U.get());
      if (Op && !Live[Op->getNumber()]) {
        Live[Op->getNumber()] = true;
        Worklist.push_back(Op);
      }
    }
  }
}

unsigned mopt::eliminateDeadCode(Function &F) {
  std::vector<bool> Live(F.renumberInstructions(), false);
  markLive(F, Live);
  std::vector<Instruction *> Dead;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (!Live[I.getNumber()])
        Dead.push_back(&I);
  eraseInstructions(Dead);
  return Dead.size();
}

namespace {
class DCEPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};
} // namespace

absl::StatusOr<PreservedAnalyses> DCEPass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
    return S;
  unsigned Removed = eliminateDeadCode(F);
  NumRemoved += Removed;
  return Removed ? PreservedAnalyses::cfgOnly() : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createDCEPass, DCEPass)
