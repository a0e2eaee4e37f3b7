//===- mopt/Transforms/Local.h - What the optimisations share ---*- C++ -*-===//
//
// Questions about one instruction that every optimisation asks, answered
// from the opcode table's effects and the instruction's operands, and
// simplifyInstruction, the folding and algebraic rules that instsimplify,
// copy-prop, sccp and gvn apply. All of them work on SSA form.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_LOCAL_H
#define MOPT_TRANSFORMS_LOCAL_H

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace mopt {

class Instruction;
class Value;

/// Whether running I may trap, given its operands: a division by a
/// constant other than 0, or int2char of a constant scalar, cannot.
bool mayTrapHere(const Instruction &I);

/// Whether deleting I, were its result unused, would not change what the
/// program does: it writes no memory and no output, cannot trap here and
/// does not end its block.
bool isRemovableIfUnused(const Instruction &I);

/// What I always equals, by the rules below, each applied once; null if
/// none applies. Copies give their operand; a phi whose entries are all
/// one value (or the phi itself) gives that value. With Fold also:
/// `const` gives its literal; all-constant operands give the constant the
/// opcode computes (unless it would trap); and the algebraic identities
/// (x + 0, x * 1, x * 0, x - x, x ^ x, x & x, x == x, x < x, ...), never
/// on floats, where NaN and signed zeros break them.
Value *simplifyInstruction(Instruction &I, bool Fold);

/// Points every use of I at V and pushes the instructions that used I onto
/// Worklist, whose operands changed. I stays in place, unused.
void replaceAndRequeueUsers(Instruction &I, Value *V,
                            std::vector<Instruction *> &Worklist);

/// Deletes every instruction of Dead (each listed once), which may use one
/// another but nothing else may use.
void eraseInstructions(llvm::ArrayRef<Instruction *> Dead);

} // namespace mopt

#endif
