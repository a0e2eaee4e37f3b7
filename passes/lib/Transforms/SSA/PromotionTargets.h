//===- PromotionTargets.h - What an SSA construction promotes ---*- C++ -*-===//
//
// The things an SSA construction turns into SSA values, in one index
// space: the function's variables, 0 .. getNumVariables()-1, then the entry
// block's promotable stack slots (PromotableSlots.h), slot K at
// getNumVariables() + K. A variable is read by an operand and written by an
// instruction's destination; a slot is read by a load and written by a
// store. Both constructions (Cytron's and Braun's) ask this class what an
// instruction reads or writes, what a target's values are called and typed,
// and what a read before any write gets, so the two give the same names,
// the same initial values and the same remarks.
//
// Invariant: the slots' instruction numbers were current when the object
// was made (it renumbers), and nothing renumbers while it is in use, so a
// binary search over them finds the slot an address names.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TRANSFORMS_PROMOTIONTARGETS_H
#define MOPT_LIB_TRANSFORMS_PROMOTIONTARGETS_H

#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/CompressedRows.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

class PassInstrumentation;

/// What one round of an SSA construction did: whether it promoted anything
/// (read or wrote a variable, or promoted a slot), and how many of the
/// entry block's slots it left in memory.
struct PromotionOutcome {
  bool Changed;
  unsigned SlotsLeft;
};

class PromotionTargets {
public:
  explicit PromotionTargets(Function &F);

  unsigned size() const { return NumVariables + Slots.size(); }
  unsigned getNumVariables() const { return NumVariables; }
  llvm::ArrayRef<Instruction *> getSlots() const { return Slots; }
  /// The entry block's allocas that cannot be promoted.
  unsigned getNumSlotsLeft() const { return SlotsLeft; }
  bool isSlot(unsigned T) const { return T >= NumVariables; }
  Instruction *slot(unsigned T) const { return Slots[T - NumVariables]; }
  const Type *typeOf(unsigned T) const;
  llvm::StringRef nameOf(unsigned T) const;

  /// The variable Op is, if it is one of F's. Inline, as slotAccessed's
  /// first test: renaming asks for every operand, and a call returning an
  /// optional<unsigned> passes it through the stack in two stores and one
  /// load, which the processor cannot forward: a stall per call
  /// (bench/README.md, "Figures behind choices in the code").
  std::optional<unsigned> variableOf(Value *Op) const {
    auto *Var = llvm::dyn_cast_or_null<Variable>(Op);
    if (!Var || !F.ownsVariable(Var))
      return std::nullopt;
    return Var->getIndex();
  }
  /// Appends (Phi, K) for each entry K of an input phi that names a
  /// variable: a read at the end of its incoming block.
  void notePhiReads(PhiInst &Phi,
                    std::vector<std::pair<PhiInst *, unsigned>> &Reads) const;
  /// The promoted slot a load or store accesses.
  std::optional<unsigned> slotAccessed(const Instruction &I) const {
    if (Slots.empty() ||
        (I.getOpcode() != Opcode::Load && I.getOpcode() != Opcode::Store))
      return std::nullopt;
    return slotOfAccess(I);
  }
  /// The value a store of a promoted slot writes.
  static Value *storedValue(Instruction &Store) { return Store.getOperand(1); }
  /// Erases I, a load or store of a promoted slot; a load's uses read
  /// LoadedValue instead.
  static void eraseAccess(Instruction *I, Value *LoadedValue);

  /// Records I's name if a new name could equal it (call for every
  /// instruction the function had before the construction).
  void noteExistingName(const Instruction &I);
  /// Makes I an SSA value named after T: T.N, a name nothing else has.
  void nameAfter(Instruction *I, unsigned T);
  /// What a read of T before any write gets: 0 of its type, or for a
  /// parameter a `param K` placed at the top of the entry block.
  Value *initialValue(unsigned T);

  /// One -pass-remarks=ssa remark per promoted slot, with PhisOfSlot[K]
  /// phis for slot K.
  void remarkPromoted(PassInstrumentation *PI,
                      llvm::ArrayRef<unsigned> PhisOfSlot) const;
  /// One -pass-remarks-missed=ssa remark for each slot F still has, at
  /// its alloca, saying why it stays in memory.
  static void remarkSlotsLeft(Function &F, PassInstrumentation *PI);

private:
  std::optional<unsigned> slotOfAccess(const Instruction &I) const;

  Function &F;
  unsigned NumVariables;
  /// The promoted slots, in entry-block order, and their instruction
  /// numbers, ascending, for a binary search from an address operand.
  std::vector<Instruction *> Slots;
  std::vector<unsigned> SlotNumbers;
  unsigned SlotsLeft = 0;
  std::vector<Instruction *> ParamValues;
  std::vector<unsigned> NextSuffix;
  /// Whose counter of NextSuffix names T's values: its own, or for a slot
  /// named as a variable is (slot %x, variable x), the variable's, so that
  /// the two never make the same name.
  std::vector<unsigned> SuffixOf;
  /// The SSA names F had before that a new name could equal. A new name is
  /// TARGET.N, cut at its last dot into one target's name and a number no
  /// other new name of that target (or of its namesake) has, so new names
  /// never meet each other, and an old name can only clash if it is a
  /// target's name, a dot and a number written as a new one would be. Such
  /// a name is kept as the number and the counter (SuffixOf) that would
  /// make it, not as a string: first as (counter << 32 | number) pairs in
  /// noting order, then, once the first name is made, as each counter's
  /// numbers in ascending order (row C of Taken), which a counter, only
  /// ever counting up, walks once (TakenCursor, empty until then).
  std::vector<uint64_t> OldSuffixes;
  CompressedRows Taken;
  std::vector<unsigned> TakenCursor;
  /// The promoted slots' counters by name, made on the first old name with
  /// a dot.
  llvm::DenseMap<llvm::StringRef, unsigned> SlotCounterByName;

  std::optional<unsigned> counterNamed(llvm::StringRef Stem);
  void sortTakenSuffixes();
  bool isTaken(unsigned Counter, unsigned N);
};

} // namespace mopt

#endif
