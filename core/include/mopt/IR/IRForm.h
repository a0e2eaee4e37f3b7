//===- mopt/IR/IRForm.h - The forms a function passes through ---*- C++ -*-===//
//
// docs/TAC.md names four forms: flat (as parsed), CFG (after `lower`), SSA
// (after `ssa`) and out of SSA (after `out-of-ssa`). Each has its own
// invariants, which the verifier checks.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_IRFORM_H
#define MOPT_IR_IRFORM_H

#include "llvm/ADT/StringRef.h"

#include <iterator>

namespace mopt {

enum class IRForm { Flat, CFG, SSA, OutOfSSA };

/// The forms' names in messages, indexed by IRForm.
inline constexpr llvm::StringLiteral FormNames[] = {"flat", "CFG", "SSA",
                                                    "out-of-SSA"};
static_assert(std::size(FormNames) == unsigned(IRForm::OutOfSSA) + 1);

inline llvm::StringRef getFormName(IRForm Form) {
  return FormNames[static_cast<unsigned>(Form)];
}

} // namespace mopt

#endif
