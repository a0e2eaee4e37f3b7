//===- PromotionTargets.cpp - What an SSA construction promotes -----------===//

#include "PromotionTargets.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/PassInstrumentation.h"
#include "mopt/Pass/Remarks.h"
#include "mopt/Transforms/PromotableSlots.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"

#include <algorithm>
#include <charconv>
#include <iterator>

using namespace mopt;

PromotionTargets::PromotionTargets(Function &F)
    : F(F), NumVariables(F.getNumVariables()) {
  BasicBlock &Entry = F.getEntryBlock();
  // Most functions have no slot: they pay for no renumbering.
  if (llvm::any_of(Entry, [](const Instruction &I) {
        return I.getOpcode() == Opcode::Alloca;
      }))
    F.renumberInstructions();
  for (Instruction &I : Entry) {
    if (I.getOpcode() != Opcode::Alloca)
      continue;
    if (findSlotEscape(I)) {
      ++SlotsLeft;
      continue;
    }
    Slots.push_back(&I);
    SlotNumbers.push_back(I.getNumber());
  }
  ParamValues.assign(size(), nullptr);
  NextSuffix.assign(size(), 0);
  SuffixOf.resize(size());
  for (unsigned T = 0; T != size(); ++T) {
    Variable *Same = isSlot(T) ? F.lookupVariable(nameOf(T)) : nullptr;
    SuffixOf[T] = Same ? Same->getIndex() : T;
  }
}

const Type *PromotionTargets::typeOf(unsigned T) const {
  return isSlot(T) ? slot(T)->getType()->getPointee()
                   : F.getVariable(T)->getType();
}

llvm::StringRef PromotionTargets::nameOf(unsigned T) const {
  return isSlot(T) ? slot(T)->getName() : F.getVariable(T)->getName();
}

std::optional<unsigned> PromotionTargets::variableOf(Value *Op) const {
  auto *Var = llvm::dyn_cast_or_null<Variable>(Op);
  if (!Var || !F.ownsVariable(Var))
    return std::nullopt;
  return Var->getIndex();
}

void PromotionTargets::notePhiReads(
    PhiInst &Phi, std::vector<std::pair<PhiInst *, unsigned>> &Reads) const {
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
    if (variableOf(Phi.getIncomingValue(K)))
      Reads.push_back({&Phi, K});
}

std::optional<unsigned>
PromotionTargets::slotAccessed(const Instruction &I) const {
  if (Slots.empty() ||
      (I.getOpcode() != Opcode::Load && I.getOpcode() != Opcode::Store))
    return std::nullopt;
  auto *Alloca = llvm::dyn_cast<Instruction>(I.getOperand(0));
  if (!Alloca || Alloca->getOpcode() != Opcode::Alloca)
    return std::nullopt;
  auto It = std::lower_bound(SlotNumbers.begin(), SlotNumbers.end(),
                             Alloca->getNumber());
  unsigned K = It - SlotNumbers.begin();
  if (It == SlotNumbers.end() || Slots[K] != Alloca)
    return std::nullopt;
  return NumVariables + K;
}

void PromotionTargets::eraseAccess(Instruction *I, Value *LoadedValue) {
  if (I->getOpcode() == Opcode::Load)
    I->replaceAllUsesWith(LoadedValue);
  I->eraseFromParent();
}

void PromotionTargets::noteExistingName(const Instruction &I) {
  if (I.hasSSAResult() && I.getName().contains('.'))
    UsedNames.insert(I.getName());
}

void PromotionTargets::nameAfter(Instruction *I, unsigned T) {
  // Built in place: this runs once per SSA value the pass makes.
  llvm::SmallString<32> Name(nameOf(T));
  Name += '.';
  size_t Stem = Name.size();
  do {
    char Digits[16];
    char *End =
        std::to_chars(Digits, std::end(Digits), ++NextSuffix[SuffixOf[T]]).ptr;
    Name.resize(Stem);
    Name.append(Digits, End);
  } while (!UsedNames.empty() && UsedNames.count(Name));
  I->setDestVariable(nullptr);
  I->setName(Name);
}

Value *PromotionTargets::initialValue(unsigned T) {
  Argument *Arg = isSlot(T) ? nullptr : F.getVariable(T)->getParamArgument();
  if (!Arg)
    return F.getZero(typeOf(T));
  if (!ParamValues[T]) {
    BasicBlock &Entry = F.getEntryBlock();
    auto *Param = new UnaryInst(Opcode::Param, Arg, F.getLoc());
    Entry.insert(Entry.begin(), Param);
    nameAfter(Param, T);
    ParamValues[T] = Param;
  }
  return ParamValues[T];
}

static bool remarksEnabled(PassInstrumentation *PI, RemarkKind K) {
  return PI && PI->getRemarks() && PI->getRemarks()->isEnabled(K, "ssa");
}

/// "slot %p", or "slot v" for an alloca written to the variable v.
static std::string slotText(const Instruction &Alloca) {
  if (const Variable *Dest = Alloca.getDestVariable())
    return "slot " + Dest->getName().str();
  return "slot %" + Alloca.getName().str();
}

void PromotionTargets::remarkPromoted(
    PassInstrumentation *PI, llvm::ArrayRef<unsigned> PhisOfSlot) const {
  if (!remarksEnabled(PI, RemarkKind::Passed))
    return;
  for (unsigned K = 0; K != Slots.size(); ++K)
    PI->getRemarks()->emit(RemarkKind::Passed, "ssa",
                           F.getParent()->getSources(), Slots[K]->getLoc(),
                           slotText(*Slots[K]) +
                               " promoted to SSA values, with " +
                               std::to_string(PhisOfSlot[K]) +
                               (PhisOfSlot[K] == 1 ? " phi" : " phis"));
}

void PromotionTargets::remarkSlotsLeft(Function &F, PassInstrumentation *PI) {
  if (!remarksEnabled(PI, RemarkKind::Missed))
    return;
  F.renumberInstructions();
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (I.getOpcode() != Opcode::Alloca)
        continue;
      std::optional<SlotEscape> Escape = findSlotEscape(I);
      if (!Escape)
        continue; // Promotable, and unused: nothing keeps it in memory.
      std::string Message = slotText(I) + " stays in memory: " + Escape->Why;
      SourceLoc At = Escape->At->getLoc();
      if (Escape->At != &I && At.isKnown())
        Message +=
            " at " + std::to_string(At.Line) + ":" + std::to_string(At.Column);
      PI->getRemarks()->emit(RemarkKind::Missed, "ssa",
                             F.getParent()->getSources(), I.getLoc(), Message);
    }
}
