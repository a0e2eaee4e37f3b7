//===- mopt/IR/ReplaceInstruction.h - Replacing an instruction --*- C++ -*-===//
//
// Replacing an instruction is four steps in one order: link the new
// instruction (if any) before the old one, hand over the old one's name
// and destination variable, point every use of the old one at the new
// value, and erase the old one. Done in another order, the old value is
// erased while still used (its users then point at freed memory), or two
// values briefly share a name. These functions do the steps in that order,
// and check first that the replacement can stand for the old instruction:
// when it cannot, they return an error at the old instruction's position
// and change nothing.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_REPLACEINSTRUCTION_H
#define MOPT_IR_REPLACEINSTRUCTION_H

#include "absl/status/status.h"

namespace mopt {

class Instruction;
class Value;

/// Points every use of Old at New, then erases Old. Fails if New is null
/// or Old itself, if their types differ, or if Old writes a variable (a
/// write is not a use, so no value can take it over: replace Old by an
/// instruction instead). Dominance is the caller's to keep: New must be
/// available wherever Old was used.
absl::Status replaceInstWithValue(Instruction &Old, Value *New);

/// Links NewI, which is unlinked, unnamed and writes no variable, before
/// Old; gives it Old's name and destination variable, and its SourceLoc if
/// NewI has none; points every use of Old at it; erases Old. Fails, and
/// leaves NewI to the caller, if NewI is linked, named or writes a variable,
/// or if its type is not Old's.
absl::Status replaceInstWithInst(Instruction &Old, Instruction *NewI);

} // namespace mopt

#endif
