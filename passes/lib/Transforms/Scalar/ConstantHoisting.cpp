//===- ConstantHoisting.cpp - A const per literal -------------------------===//

#include "mopt/Transforms/ConstantHoisting.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Analysis/LoopInfo.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/NameUniquer.h"
#include "mopt/IR/ReplaceInstruction.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "llvm/ADT/DenseMap.h"

using namespace mopt;

static Statistic NumConsts("consthoist", "Number of consts placed");
static Statistic NumUses("consthoist", "Number of literal operands replaced");

namespace {
/// Operand Index of User, a literal.
struct LiteralUse {
  Instruction *User;
  unsigned Index;
};

class ConstantPlacer {
public:
  ConstantPlacer(Function &F, const DominatorTree &DT, const LoopInfo &LI)
      : F(F), DT(DT), LI(LI), Names(F) {}
  /// Turns copies of literals into consts; returns how many.
  absl::StatusOr<unsigned> rewriteLiteralCopies();
  void collectUses();
  /// Places a const per constant; returns how many.
  unsigned place();
  unsigned getNumUses() const { return NumLiteralUses; }

private:
  BasicBlock *useBlock(const LiteralUse &U) const;
  BasicBlock *nearestCommonDominator(BasicBlock *A, BasicBlock *B) const;
  BasicBlock *outsideLoops(BasicBlock *BB) const;
  static Instruction *insertionPoint(BasicBlock *BB,
                                     llvm::ArrayRef<LiteralUse> Uses);

  Function &F;
  const DominatorTree &DT;
  const LoopInfo &LI;
  NameUniquer Names;
  llvm::DenseMap<Constant *, unsigned> GroupOf;
  std::vector<std::pair<Constant *, std::vector<LiteralUse>>> Groups;
  unsigned NumLiteralUses = 0;
};
} // namespace

absl::StatusOr<unsigned> ConstantPlacer::rewriteLiteralCopies() {
  unsigned N = 0;
  for (BasicBlock &BB : F)
    for (auto It = BB.begin(); It != BB.end();) {
      Instruction &Copy = *It++;
      auto *C = Copy.getOpcode() == Opcode::Copy
                    ? llvm::dyn_cast<Constant>(Copy.getOperand(0))
                    : nullptr;
      if (!C || C->getType()->isPointer())
        continue;
      // The const takes the copy's name, destination and position.
      auto *Const = new UnaryInst(Opcode::Const, C);
      if (absl::Status S = replaceInstWithInst(Copy, Const); !S.ok()) {
        delete Const;
        return S;
      }
      ++N;
    }
  return N;
}

void ConstantPlacer::collectUses() {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (I.getOpcode() == Opcode::Const || I.getOpcode() == Opcode::Param)
        continue;
      for (unsigned K = 0; K != I.getNumOperands(); ++K) {
        // A null pointer has no `const`: it stays the literal `ptr<T> 0`.
        auto *C = llvm::dyn_cast<Constant>(I.getOperand(K));
        if (!C || C->getType()->isPointer())
          continue;
        auto [It, New] = GroupOf.try_emplace(C, Groups.size());
        if (New)
          Groups.push_back({C, {}});
        Groups[It->second].second.push_back({&I, K});
        ++NumLiteralUses;
      }
    }
}

BasicBlock *ConstantPlacer::useBlock(const LiteralUse &U) const {
  if (auto *Phi = llvm::dyn_cast<PhiInst>(U.User))
    return Phi->getIncomingBlock(U.Index);
  return U.User->getParent();
}

BasicBlock *ConstantPlacer::nearestCommonDominator(BasicBlock *A,
                                                   BasicBlock *B) const {
  while (DT.getLevel(A) > DT.getLevel(B))
    A = DT.getIdom(A);
  while (DT.getLevel(B) > DT.getLevel(A))
    B = DT.getIdom(B);
  while (A != B) {
    A = DT.getIdom(A);
    B = DT.getIdom(B);
  }
  return A;
}

BasicBlock *ConstantPlacer::outsideLoops(BasicBlock *BB) const {
  for (unsigned L = LI.getLoopFor(BB); L != Loop::None; L = LI.getLoopFor(BB)) {
    const Loop &Lp = LI.loops()[L];
    BB = Lp.Preheader ? Lp.Preheader : DT.getIdom(Lp.Header);
  }
  return BB;
}

/// Before the first instruction of BB among Uses (which collectUses lists
/// in layout order), else before BB's terminator (phi entries read at the
/// end of their block).
Instruction *ConstantPlacer::insertionPoint(BasicBlock *BB,
                                            llvm::ArrayRef<LiteralUse> Uses) {
  for (const LiteralUse &U : Uses)
    if (U.User->getParent() == BB && !U.User->isPhi())
      return U.User;
  return BB->getTerminator();
}

unsigned ConstantPlacer::place() {
  for (auto &[C, Uses] : Groups) {
    BasicBlock *Where = useBlock(Uses.front());
    for (const LiteralUse &U : Uses)
      Where = nearestCommonDominator(Where, useBlock(U));
    Where = outsideLoops(Where);
    IRBuilder Builder(insertionPoint(Where, Uses));
    Builder.setLoc(Uses.front().User->getLoc());
    Instruction *Const = Builder.createConst(C, Names.makeUnique("c"));
    for (const LiteralUse &U : Uses)
      U.User->setOperand(U.Index, Const);
  }
  return Groups.size();
}

absl::StatusOr<PreservedAnalyses>
ConstantHoistingPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  const DominatorTree &DT = AM.getResult<DominatorTreeAnalysis>(F);
  const LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  ConstantPlacer Placer(F, DT, LI);
  absl::StatusOr<unsigned> Copies = Placer.rewriteLiteralCopies();
  if (!Copies.ok())
    return Copies.status();
  Placer.collectUses();
  unsigned Placed = Placer.place();
  NumConsts += *Copies + Placed;
  NumUses += Placer.getNumUses();
  return *Copies + Placed ? PreservedAnalyses::cfgOnly()
                          : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createConstantHoistingPass, ConstantHoistingPass)
