//===- mopt/IR/Verifier.h - Checking the invariants of each IR form -*- C++
//-*-//
//
// The verifier checks every invariant of the form a function is claimed to
// be in (docs/TAC.md, "Forms a function passes through"):
//   - every form: operands present and of the right kind for their opcode,
//     destinations where values are produced and nowhere else, phis first in
//     their block, SSA names unique, calls resolved with the right arity, and
//     every SSA definition dominating its uses (a phi's incoming value is
//     used at the end of that predecessor), judged on the flat control flow
//     (first terminator, else fall-through);
//   - CFG and later: each block ends in exactly one terminator, the entry
//     has no predecessors, every block is reachable, and each phi has exactly
//     one entry per predecessor edge;
//   - SSA: no variable is read or written; out of SSA: no phis.
// A function records its form (Function::getForm); the overloads without a
// form check that one. The first violation is returned as an error that names
// the function, the block and the instruction, at the instruction's source
// position.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_VERIFIER_H
#define MOPT_IR_VERIFIER_H

#include "absl/status/status.h"
#include "mopt/IR/IRForm.h"

namespace mopt {

class Function;
class Module;

/// Checks F against the invariants of Form.
absl::Status verifyFunction(Function &F, IRForm Form);
/// Checks F against the invariants of the form it records (getForm()).
absl::Status verifyFunction(Function &F);
/// Checks every function of M, each in the form it records, on up to
/// Threads threads; the first failure in module order is returned.
absl::Status verifyModule(Module &M, unsigned Threads = 1);
absl::Status verifyModule(Module &M, IRForm Form);

} // namespace mopt

#endif
