//===- mopt/Bril/BrilWriter.h - Writing a module as Bril -------*- C++ -*-===//
//
// writeBril writes a module as Bril (https://capra.cs.cornell.edu/bril/),
// in its text form or in the canonical JSON form that bril2json writes and
// brili reads, from any form mopt has: flat, CFG, SSA and out of SSA.
//
// The mapping:
//   - A function keeps its name (`@f`), its typed parameters and its return
//     type (none for void). A TAC variable keeps its name; an SSA value
//     `%x` becomes the Bril variable `%x` (Bril names may hold `%`, and the
//     sign keeps the two TAC namespaces apart). Blocks become labels; an
//     unnamed block other than the entry is written `._bbN`.
//   - Each opcode is written as its Bril operation (Opcode.def's Bril
//     column): copy is `id`, `param K` is `id` of parameter K. A literal
//     operand, which Bril cannot write, is first put in a fresh variable by
//     a `const`; so is the zero a bare `ret` returns in a function with a
//     return type.
//   - Phis are written in Bril's current SSA form by default: `set x v` at
//     the end of each predecessor and `x: T = get` at the top of the block
//     (Filip Pizlo's upsilon/phi). With LegacyPhis, as the older
//     `x: T = phi v1 v2 .L1 .L2`.
//   - Opcodes Bril lacks (neg, rem, xor, shl, shr, ne, alloca), a
//     comparison or a branch condition of type int (TAC's 1-or-0 ints;
//     Bril's are bools), and a phi that takes two values on two edges from
//     one block cannot be written: writeBril fails at the first one, naming
//     it, and writes nothing.
//
// The JSON is written by RapidJSON's writer, indented as bril2json indents.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_BRIL_BRILWRITER_H
#define MOPT_BRIL_BRILWRITER_H

#include "absl/status/status.h"

#include <string>

namespace mopt {

class Module;

enum class BrilSyntax { Text, JSON };

struct BrilWriteOptions {
  BrilSyntax Syntax = BrilSyntax::Text;
  /// Write phis as Bril's legacy `phi` instead of `set`/`get`.
  bool LegacyPhis = false;
};

/// Appends M, written as Bril, to Out; on failure Out is unchanged.
absl::Status writeBril(Module &M, const BrilWriteOptions &Opts,
                       std::string &Out);

} // namespace mopt

#endif
