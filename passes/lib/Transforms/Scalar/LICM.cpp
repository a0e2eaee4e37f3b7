//===- LICM.cpp - Loop-invariant code motion ------------------------------===//

#include "mopt/Transforms/LICM.h"
#include "mopt/Analysis/LoopInfo.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/NameUniquer.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"
#include "llvm/ADT/STLExtras.h"

#include <optional>

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

/// The phi a preheader needs for Phi's entries from outside the loop, or
/// the one value they carry; the entries leave Phi, which gets one from
/// Preheader instead.
static void moveOutsideEntries(PhiInst &Phi, BasicBlock *Preheader,
                               llvm::ArrayRef<BasicBlock *> Outside,
                               NameUniquer &Names) {
  std::vector<std::pair<Value *, BasicBlock *>> Moved;
  for (unsigned K = Phi.getNumIncoming(); K-- > 0;)
    if (llvm::is_contained(Outside, Phi.getIncomingBlock(K))) {
      Moved.insert(Moved.begin(),
                   {Phi.getIncomingValue(K), Phi.getIncomingBlock(K)});
      Phi.removeIncoming(K);
    }
  Value *Incoming = Moved.front().first;
  for (const auto &[V, From] : Moved)
    if (V != Incoming) {
      auto *Merge = new PhiInst(Phi.getType(), Phi.getLoc());
      Merge->setName(Names.makeUnique(Phi.getName()));
      for (const auto &[V2, From2] : Moved)
        Merge->addIncoming(V2, From2);
      Preheader->insert(Preheader->begin(), Merge);
      Incoming = Merge;
      break;
    }
  Phi.addIncoming(Incoming, Preheader);
}

/// Gives the loop headed by Header a preheader: a new block before it that
/// its predecessors from outside the loop (those it does not dominate)
/// branch to instead, as LLVM's LoopSimplify makes one.
static void insertPreheader(BasicBlock *Header, const LoopInfo &LI, unsigned L,
                            NameUniquer &Names) {
  std::vector<BasicBlock *> Outside;
  for (BasicBlock *Pred : predecessors(Header))
    if (!LI.contains(L, Pred) && !llvm::is_contained(Outside, Pred))
      Outside.push_back(Pred);
  Function *F = Header->getParent();
  auto *Preheader =
      new BasicBlock(Names.makeUnique(Header->getName().str() + ".preheader"),
                     Header->getLoc());
  F->insert(Header->getIterator(), Preheader);
  IRBuilder(Preheader, Header->getLoc()).createJump(Header);
  for (PhiInst &Phi : Header->phis())
    moveOutsideEntries(Phi, Preheader, Outside, Names);
  for (BasicBlock *Pred : Outside) {
    Instruction *T = Pred->getTerminator();
    for (unsigned K = 0; K != T->getNumOperands(); ++K)
      if (T->getOperand(K) == Header)
        T->setOperand(K, Preheader);
  }
}

/// Gives every loop without one a preheader; returns whether any was made.
static bool insertPreheaders(Function &F, const LoopInfo &LI) {
  std::optional<NameUniquer> Names;
  std::vector<std::pair<BasicBlock *, unsigned>> Missing;
  for (unsigned L = 0; L != LI.loops().size(); ++L)
    if (!LI.loops()[L].Preheader)
      Missing.push_back({LI.loops()[L].Header, L});
  for (auto [Header, L] : Missing) {
    if (!Names)
      Names.emplace(F);
    insertPreheader(Header, LI, L, *Names);
  }
  return !Missing.empty();
}

absl::StatusOr<PreservedAnalyses> LICMPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
    return S;
  bool MadePreheaders = insertPreheaders(F, AM.getResult<LoopAnalysis>(F));
  if (MadePreheaders)
    AM.invalidate(F, PreservedAnalyses::none());
  const LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  LoopHoister Hoister(F, LI);
  unsigned Hoisted = 0;
  for (unsigned L = 0; L != LI.loops().size(); ++L)
    Hoisted += Hoister.hoist(L);
  NumHoisted += Hoisted;
  if (MadePreheaders)
    return PreservedAnalyses::none();
  return Hoisted ? PreservedAnalyses::cfgOnly() : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createLICMPass, LICMPass)
