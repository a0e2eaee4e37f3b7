//===- InstSimplify.cpp - Folding and copies ------------------------------===//

#include "mopt/Transforms/InstSimplify.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"

using namespace mopt;

static Statistic NumSimplified("instsimplify",
                               "Number of instructions simplified");
static Statistic NumCopies("copy-prop", "Number of copies and phis replaced");

unsigned mopt::simplifyInstructions(Function &F, bool Fold) {
  std::vector<bool> Replaced(F.renumberInstructions(), false);
  std::vector<Instruction *> Worklist, Gone;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      Worklist.push_back(&I);
  // Popped from the back: the function's first instruction first.
  std::reverse(Worklist.begin(), Worklist.end());
  while (!Worklist.empty()) {
    Instruction *I = Worklist.back();
    Worklist.pop_back();
    if (Replaced[I->getNumber()])
      continue;
    Value *V = simplifyInstruction(*I, Fold);
    if (!V || V == I)
      continue;
    replaceAndRequeueUsers(*I, V, Worklist);
    Replaced[I->getNumber()] = true;
    Gone.push_back(I);
  }
  eraseInstructions(Gone);
  return Gone.size();
}

namespace {
/// instsimplify with Fold, copy-prop without.
class InstSimplifyPass : public FunctionPass {
  bool Fold;

public:
  explicit InstSimplifyPass(bool Fold) : Fold(Fold) {}

  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
      return S;
    unsigned N = simplifyInstructions(F, Fold);
    (Fold ? NumSimplified : NumCopies) += N;
    return N ? PreservedAnalyses::cfgOnly() : PreservedAnalyses::all();
  }
};
} // namespace

MOPT_FUNCTION_PASS_FACTORY(createInstSimplifyPass, InstSimplifyPass,
                           /*Fold=*/true)
MOPT_FUNCTION_PASS_FACTORY(createCopyPropagationPass, InstSimplifyPass,
                           /*Fold=*/false)
