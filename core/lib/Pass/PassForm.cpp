//===- PassForm.cpp - The forms a pass needs and leaves -------------------===//

#include "mopt/Pass/PassForm.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"

using namespace mopt;

/// The column's spellings, indexed by PassForm.
static constexpr llvm::StringLiteral PassFormNames[] = {
    "any",        "makes-cfg",       "needs-cfg", "makes-ssa",
    "leaves-ssa", "needs-variables", "needs-ssa", "makes-flat"};
static_assert(std::size(PassFormNames) == unsigned(PassForm::MakesFlat) + 1);

llvm::StringRef mopt::getPassFormName(PassForm Form) {
  return PassFormNames[static_cast<unsigned>(Form)];
}

/// Why a pass needing Need cannot run on a function in Form; "" if it can.
static std::string formProblem(IRForm Form, llvm::StringRef PassName,
                               PassForm Need) {
  std::string Name = PassName.str();
  switch (Need) {
  case PassForm::Any:
  case PassForm::MakesCFG:
    return "";
  case PassForm::NeedsCFG:
  case PassForm::MakesSSA:
  case PassForm::LeavesSSA:
  case PassForm::NeedsVariables:
  case PassForm::NeedsSSA:
  case PassForm::MakesFlat:
    if (Form == IRForm::Flat && Need == PassForm::NeedsSSA)
      return "'" + Name + "' works on SSA values; run 'lower' and 'ssa' " +
             "first (e.g. -passes=lower,ssa," + Name + ")";
    if (Form == IRForm::Flat)
      return "'" + Name + "' needs CFG form; run 'lower' first (e.g. " +
             "-passes=lower," + Name + ")";
    if (Need == PassForm::NeedsVariables && Form == IRForm::SSA)
      return "'" + Name + "' works on variables, and a function in SSA " +
             "form has none; run it before 'ssa' (e.g. -passes=lower," + Name +
             ",ssa)";
    if (Need == PassForm::NeedsSSA && Form != IRForm::SSA)
      return "'" + Name + "' works on SSA values; run 'ssa' first (e.g. " +
             "-passes=lower,ssa," + Name + ")";
    return "";
  }
  return "";
}

/// The form a function in Form is in after a pass of kind Need.
static IRForm formAfter(IRForm Form, PassForm Need) {
  switch (Need) {
  case PassForm::MakesCFG:
    return Form == IRForm::Flat ? IRForm::CFG : Form;
  case PassForm::MakesSSA:
    return IRForm::SSA;
  case PassForm::LeavesSSA:
    return IRForm::OutOfSSA;
  case PassForm::MakesFlat:
    return IRForm::Flat;
  default:
    return Form;
  }
}

absl::Status mopt::requireForm(const Function &F, llvm::StringRef PassName,
                               PassForm Need) {
  std::string Problem = formProblem(F.getForm(), PassName, Need);
  if (Problem.empty())
    return absl::OkStatus();
  return makeError(F.getParent()->getSources(), F.getLoc(), Problem);
}

absl::Status mopt::checkPipelineForms(llvm::ArrayRef<PipelineStep> Steps,
                                      const Function &F) {
  IRForm Form = F.getForm();
  for (const PipelineStep &Step : Steps) {
    std::string Problem = formProblem(Form, Step.PassName, Step.Form);
    if (Problem.empty()) {
      Form = formAfter(Form, Step.Form);
      continue;
    }
    const Module &M = *F.getParent();
    absl::Status S = makeError(M.getSources(), F.getLoc(), Problem);
    return absl::Status(
        S.code(), absl::StrCat(S.message(), "\nnote: pass '", Step.PassName,
                               "' on function '", F.getName().str(),
                               "': the pipeline was refused before any "
                               "pass ran on it"));
  }
  return absl::OkStatus();
}

absl::Status mopt::checkPipelineForms(llvm::ArrayRef<PipelineStep> Steps,
                                      const Module &M) {
  // Every function goes through the same passes, so each is followed on
  // its own; the first in module order that a step refuses is reported,
  // as the pass itself would report it when it reached that function.
  for (const Function &F : M)
    if (absl::Status S = checkPipelineForms(Steps, F);
        !S.ok() && !F.isDeclaration())
      return S;
  return absl::OkStatus();
}
