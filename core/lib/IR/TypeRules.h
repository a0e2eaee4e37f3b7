//===- TypeRules.h - The type rules of each opcode --------------*- C++ -*-===//
//
// What the verifier asks of an instruction's types: its operands against
// the opcode's OperandRule, its own type against its ResultRule, and the
// variable it writes against the value it computes (Opcode.def). The rules
// are Bril's (what brilck checks), with TAC's one extension: the core
// comparisons and `and`/`or`/`xor`/`not` also work on ints, as 1 and 0.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_IR_TYPERULES_H
#define MOPT_LIB_IR_TYPERULES_H

#include <string>

namespace mopt {

class Instruction;

/// Whether I keeps every type rule; if not, Msg says which it breaks first
/// ("b has type bool, but operand 1 of 'add' should have type int").
bool checkTypes(const Instruction &I, std::string &Msg);

} // namespace mopt

#endif
