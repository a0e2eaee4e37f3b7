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
  std::vector<bool> Escapes = findEscapingEntrySlots(F);
  unsigned K = 0;
  for (Instruction &I : Entry) {
    if (I.getOpcode() != Opcode::Alloca)
      continue;
    if (Escapes[K++]) {
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

void PromotionTargets::notePhiReads(
    PhiInst &Phi, std::vector<std::pair<PhiInst *, unsigned>> &Reads) const {
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
    if (variableOf(Phi.getIncomingValue(K)))
      Reads.push_back({&Phi, K});
}

/// The rest of slotAccessed, for a load or store when there are slots.
std::optional<unsigned>
PromotionTargets::slotOfAccess(const Instruction &I) const {
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

/// The counter (SuffixOf) whose names start with Stem and a dot, if any.
std::optional<unsigned> PromotionTargets::counterNamed(llvm::StringRef Stem) {
  if (Variable *V = F.lookupVariable(Stem))
    return V->getIndex();
  if (Slots.empty())
    return std::nullopt;
  if (SlotCounterByName.empty())
    for (unsigned T = NumVariables; T != size(); ++T)
      SlotCounterByName.try_emplace(nameOf(T), SuffixOf[T]);
  auto It = SlotCounterByName.find(Stem);
  if (It == SlotCounterByName.end())
    return std::nullopt;
  return It->second;
}

void PromotionTargets::noteExistingName(const Instruction &I) {
  if (!I.hasSSAResult())
    return;
  auto [Stem, Digits] = I.getName().rsplit('.');
  // As nameAfter writes a number: decimal, no leading zero, above zero,
  // and within what a counter reaches (from_chars reads no sign or space).
  unsigned N;
  if (Digits.empty() || Digits.front() == '0')
    return;
  auto [End, Err] = std::from_chars(Digits.begin(), Digits.end(), N);
  if (Err != std::errc() || End != Digits.end())
    return;
  if (std::optional<unsigned> C = counterNamed(Stem))
    OldSuffixes.push_back(uint64_t(*C) << 32 | N);
}

/// Puts the noted numbers in rows by counter, each row ascending.
void PromotionTargets::sortTakenSuffixes() {
  CompressedRowsBuilder Rows(size());
  for (uint64_t Key : OldSuffixes)
    Rows.count(Key >> 32);
  Rows.startFilling();
  for (uint64_t Key : OldSuffixes)
    Rows.fill(Key >> 32, unsigned(Key));
  std::vector<uint64_t>().swap(OldSuffixes);
  Taken = Rows.take();
  Taken.sortEachRow();
  TakenCursor.resize(size());
  for (unsigned C = 0; C != size(); ++C)
    TakenCursor[C] = Taken.begin(C);
}

/// Whether an old name is the counter's N; N only grows from one call to
/// the next for a counter.
bool PromotionTargets::isTaken(unsigned Counter, unsigned N) {
  unsigned &Cursor = TakenCursor[Counter];
  unsigned End = Taken.end(Counter);
  while (Cursor != End && Taken.item(Cursor) < N)
    ++Cursor;
  return Cursor != End && Taken.item(Cursor) == N;
}

void PromotionTargets::nameAfter(Instruction *I, unsigned T) {
  // Built in place: this runs once per SSA value the pass makes.
  if (TakenCursor.empty()) // the first name made: size() is at least 1
    sortTakenSuffixes();
  unsigned C = SuffixOf[T];
  unsigned N;
  do
    N = ++NextSuffix[C];
  while (isTaken(C, N));
  llvm::SmallString<32> Name(nameOf(T));
  Name += '.';
  char Digits[16];
  Name.append(Digits, std::to_chars(Digits, std::end(Digits), N).ptr);
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
