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
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASS_H
#define MOPT_PASS_PASS_H

#include "absl/status/statusor.h"
#include "mopt/Pass/PreservedAnalyses.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mopt {

class Function;
class Module;
class FunctionAnalysisManager;
class PassContext;

class Pass {
public:
  virtual ~Pass();
  /// The name the pipeline text uses, e.g. "lower".
  virtual llvm::StringRef getName() const = 0;
  /// Appends this pass as pipeline text (name and parameters; managers
  /// print their nesting), e.g. `ssa<minimal>` or `repeat<2>(lower)`.
  virtual void printPipeline(std::string &Out) const;
  /// For a manager, while Child (one of the passes it runs) runs: appends
  /// the pipeline text that remains, ChildRest (what remains of Child's own
  /// run) followed by what this manager runs after it. A leaf appends
  /// ChildRest.
  virtual void printRemainingPipeline(const Pass &Child,
                                      llvm::StringRef ChildRest,
                                      std::string &Out) const;
  /// Managers and adaptors are not reported to instrumentation; the passes
  /// they run are.
  virtual bool isPassManager() const { return false; }
};

class FunctionPass : public Pass {
public:
  virtual absl::StatusOr<PreservedAnalyses>
  run(Function &F, FunctionAnalysisManager &AM) = 0;
};

class ModulePass : public Pass {
public:
  virtual absl::StatusOr<PreservedAnalyses> run(Module &M,
                                                PassContext &Ctx) = 0;
};

} // namespace mopt

#endif
