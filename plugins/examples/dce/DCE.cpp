//===- DCE.cpp - Example plugin: dead-code elimination for SSA values -----===//
//
// The trivial-dce pass, an example of a pass plugin that changes the IR. It
// erases every instruction whose result is an SSA value that nothing uses and
// whose only effect is that result. Erasing one may leave its operands unused,
// so a worklist carries those on until nothing more can go.
//
// Instructions that assign a variable are left alone: a variable write is
// not a use, and whether it is read later is a question of liveness, not of
// use lists. Instructions with an effect (Opcode.def's Effects column) stay
// too: calls, print, the terminators, stores, frees and allocations, and
// whatever may trap, such as a load or a div or rem whose divisor may be
// zero (a run-time error, which erasing it would hide).
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Constant.h"
#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Casting.h"

using namespace mopt;

/// Whether I may do anything besides computing its result: the opcode
/// table's effects say (Instruction::mayHaveSideEffects), except that a div
/// or rem by a constant other than 0 cannot trap.
static bool hasSideEffects(const Instruction &I) {
  if (I.getOpcode() == Opcode::Div || I.getOpcode() == Opcode::Rem)
    if (auto *Divisor = llvm::dyn_cast<Constant>(I.getOperand(1)))
      return Divisor->getValue() == 0;
  return I.mayHaveSideEffects();
}

static bool isTriviallyDead(const Instruction &I) {
  return I.hasSSAResult() && I.use_empty() && !hasSideEffects(I);
}

namespace {

class DCEPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    // An instruction enters the worklist once: at the start if it is dead
    // then, or when its last use goes. A dead instruction never gains a use.
    llvm::SmallVector<Instruction *, 16> Worklist;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (isTriviallyDead(I))
          Worklist.push_back(&I);
    bool Changed = !Worklist.empty();
    while (!Worklist.empty()) {
      Instruction *I = Worklist.pop_back_val();
      // Drop the operands one by one, so that an operand used twice by I is
      // seen to lose its last use once.
      for (Use &U : I->operands()) {
        auto *Op = llvm::dyn_cast_or_null<Instruction>(U.get());
        U.set(nullptr);
        if (Op && isTriviallyDead(*Op))
          Worklist.push_back(Op);
      }
      I->eraseFromParent();
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

} // namespace

static void registerDCE(PassRegistry &Registry) {
  Registry.addFunctionPass<DCEPass>(
      "trivial-dce",
      "erase SSA values that nothing uses and that have no effect");
}

MOPT_PLUGIN_ENTRY_POINT("trivial-dce", "1.0", registerDCE)
