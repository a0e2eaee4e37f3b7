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

namespace mopt {

enum class IRForm { Flat, CFG, SSA, OutOfSSA };

inline llvm::StringRef getFormName(IRForm Form) {
  switch (Form) {
  case IRForm::Flat:
    return "flat";
  case IRForm::CFG:
    return "CFG";
  case IRForm::SSA:
    return "SSA";
  case IRForm::OutOfSSA:
    return "out-of-SSA";
  }
  return "?";
}

} // namespace mopt

#endif
