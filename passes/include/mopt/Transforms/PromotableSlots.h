//===- mopt/Transforms/PromotableSlots.h - Slots mem2reg takes -*- C++ -*-===//
//
// A stack slot (`alloca`) can become SSA values when nothing but its own
// loads and stores can see it: it is made once per call, in the function's
// entry block, and its address is used only as the address operand of a
// `load` or a `store` (LLVM's isAllocaPromotable). Any other use lets the
// address escape, and the slot must stay in memory: passed to a call,
// stored as a value, offset by `ptradd`, copied, returned, printed, freed,
// an entry of a phi, or kept in a variable rather than an SSA value.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_PROMOTABLESLOTS_H
#define MOPT_TRANSFORMS_PROMOTABLESLOTS_H

#include <optional>
#include <string>
#include <vector>

namespace mopt {

class Function;
class Instruction;

/// Why a slot stays in memory: the instruction that keeps it there (the
/// escaping use that comes first in the function, or the alloca itself)
/// and what that instruction does with it.
struct SlotEscape {
  const Instruction *At;
  std::string Why; // "its address is passed to call f"
};

/// Nothing when the alloca A can be promoted, else why not. The first
/// escaping use is the one with the lowest instruction number, so the
/// numbers must be current (Function::renumberInstructions).
std::optional<SlotEscape> findSlotEscape(const Instruction &A);

/// For each alloca of F's entry block, in order, whether it escapes
/// (whether findSlotEscape gives a reason). One walk over F's operands in
/// layout order, not one walk of each slot's use list: a slot's loads and
/// stores are spread through the function, and following its use list
/// misses the cache at each. The instruction numbers must be current.
std::vector<bool> findEscapingEntrySlots(Function &F);

} // namespace mopt

#endif
