//===- mopt/Pass/Pass.h - Function and module passes ------------*- C++ -*-===//
//
// A pass transforms, or only inspects, one function or the whole module.
// run() returns what it preserved (PreservedAnalyses::all() when it changed
// nothing, so nothing is recomputed after it) or an error whose message is
// already a formatted diagnostic; an error stops the pipeline.
//
// A pass that changes the form of a function (docs/TAC.md) records the new
// form with Function::setForm, so that the verifier checks the right rules.
//
// A pass does not spell its own name: the pass table's row does, and the
// registry gives it to each pass the row's factory makes (setName). Managers
// name themselves (`function`, `module`, `repeat`).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASS_H
#define MOPT_PASS_PASS_H

#include "absl/status/statusor.h"
#include "mopt/Pass/PreservedAnalyses.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace mopt {

class Function;
class Module;
class FunctionAnalysisManager;
class PassContext;
class PassNesting;

class Pass {
public:
  explicit Pass(std::string Name = "") : Name(std::move(Name)) {}
  virtual ~Pass();
  /// The name the pipeline text uses, e.g. "lower": its row's in the pass
  /// table.
  llvm::StringRef getName() const { return Name; }
  void setName(std::string NewName) { Name = std::move(NewName); }
  /// Appends this pass as pipeline text (name and parameters; managers
  /// print their nesting), e.g. `ssa<minimal>` or `repeat<2>(lower)`.
  virtual void printPipeline(std::string &Out) const;
  /// A manager, adaptor or repeat: the passes it runs, seen by the crash
  /// reproducer (PassManager.h); null for a leaf.
  virtual const PassNesting *getNesting() const { return nullptr; }
  /// Managers and adaptors are not reported to instrumentation; the passes
  /// they run are.
  bool isPassManager() const { return getNesting() != nullptr; }

protected:
  /// Appends the name with Params, as the pipeline parser reads them back:
  /// `ssa<minimal>`; the name alone when Params is empty.
  void printNameWithParams(llvm::StringRef Params, std::string &Out) const;

private:
  std::string Name;
};

class FunctionPass : public Pass {
public:
  using Pass::Pass;
  virtual absl::StatusOr<PreservedAnalyses>
  run(Function &F, FunctionAnalysisManager &AM) = 0;
};

class ModulePass : public Pass {
public:
  using Pass::Pass;
  virtual absl::StatusOr<PreservedAnalyses> run(Module &M,
                                                PassContext &Ctx) = 0;
};

} // namespace mopt

/// Defines, at file scope, mopt::FACTORY(): the factory of a function pass
/// without parameters that a pass table row names
/// (mopt/Passes/RegisterRows.inc), making PASS from the other arguments:
///   MOPT_FUNCTION_PASS_FACTORY(createLVNPass, GVNPass, /*Local=*/true)
#define MOPT_FUNCTION_PASS_FACTORY(FACTORY, PASS, ...)                         \
  namespace mopt {                                                             \
  std::unique_ptr<FunctionPass> FACTORY() {                                    \
    return std::make_unique<PASS>(__VA_ARGS__);                                \
  }                                                                            \
  }

#endif
