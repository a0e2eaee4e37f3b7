//===- mopt/Transforms/InstSimplify.h - Folding and copies ------*- C++ -*-===//
//
// `instsimplify` replaces every instruction that simplifyInstruction
// (mopt/Transforms/Local.h) proves equal to something simpler: constants
// folded by the interpreter's own rules (mopt/IR/ConstantFolding.h), the
// literal of a `const` put in its uses, algebraic identities, copies and
// phis that merge one value. `copy-prop` does only the last two: every
// copy and every phi whose entries are one value is replaced by that
// value. Each runs a worklist to a fixed point: when an instruction is
// replaced, the instructions that used it are looked at again, so a chain
// of foldings completes in one run. The replaced instructions are
// deleted; others that became unused are left to `dce`.
//
// SSA form; preserves the CFG (branches on constants are simplify-cfg's).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_INSTSIMPLIFY_H
#define MOPT_TRANSFORMS_INSTSIMPLIFY_H

#include "mopt/Pass/Pass.h"

namespace mopt {

/// Simplifies F to a fixed point (with Fold, constants and identities too);
/// returns how many instructions were replaced.
unsigned simplifyInstructions(Function &F, bool Fold);

} // namespace mopt

#endif
