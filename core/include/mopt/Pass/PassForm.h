//===- mopt/Pass/PassForm.h - The forms a pass needs and leaves -*- C++ -*-===//
//
// Each row of the pass table says what its pass needs of the form of the
// functions it runs on (docs/TAC.md, Forms) and what form it leaves them
// in: the FORM column (mopt/Passes/RegisterRows.inc). From it,
// checkPipelineForms refuses, before anything runs, a pipeline in which a
// pass needs a form that the input and the passes before it do not give,
// as Go's compiler checks its pass order at start-up. requireForm is the
// same rule for one function, with the same message, for a pass run on its
// own (a unit test, an outside host, a pass built by a parsing hook).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASSFORM_H
#define MOPT_PASS_PASSFORM_H

#include "absl/status/status.h"
#include "mopt/IR/IRForm.h"
#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace mopt {

class Function;
class Module;

enum class PassForm {
  /// Runs on any form and leaves it (most outside plugins, printers).
  Any,
  /// Runs on any form and leaves CFG form (`lower`).
  MakesCFG,
  /// Needs CFG form or later and leaves the form it found.
  NeedsCFG,
  /// Needs CFG form or later and leaves SSA form (`ssa`).
  MakesSSA,
  /// Needs CFG form or later and leaves out-of-SSA form (`out-of-ssa`).
  LeavesSSA,
  /// Needs variables: CFG or out-of-SSA form, not SSA (`reg2mem`).
  NeedsVariables,
  /// Needs SSA form and leaves it (the optimisations: `dce`, `gvn`, ...).
  NeedsSSA,
  /// Needs CFG form or later and leaves flat form (`block-placement`).
  MakesFlat,
};

/// The column's spelling in -print-passes and docs/PassList.md, e.g.
/// `needs-cfg`.
llvm::StringRef getPassFormName(PassForm Form);

/// The error for PassName, needing Need, run on F; OK if F's form serves.
absl::Status requireForm(const Function &F, llvm::StringRef PassName,
                         PassForm Need);

/// One pass of a parsed pipeline, in the order the pipeline runs them.
struct PipelineStep {
  std::string PassName;
  PassForm Form;
};

/// Refuses Steps on M, at the first function whose form does not serve,
/// if a step needs what the forms M has and the steps before it do not
/// give.
absl::Status checkPipelineForms(llvm::ArrayRef<PipelineStep> Steps,
                                const Module &M);
/// The same for one function (a module read a function at a time checks
/// each as it is read).
absl::Status checkPipelineForms(llvm::ArrayRef<PipelineStep> Steps,
                                const Function &F);

} // namespace mopt

#endif
