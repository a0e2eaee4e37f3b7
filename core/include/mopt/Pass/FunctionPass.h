//===- mopt/Pass/FunctionPass.h - The interface of a function pass -*- C++ -*-//
//
// A function pass transforms one function at a time. run() reports whether
// it changed the function, or fails with an error whose message is already
// formatted as a diagnostic; a failing pass stops the pipeline. formAfter()
// tells the verifier which invariants hold once the pass has run.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_FUNCTIONPASS_H
#define MOPT_PASS_FUNCTIONPASS_H

#include "mopt/IR/Verifier.h"
#include "absl/status/statusor.h"
#include "llvm/ADT/StringRef.h"

namespace mopt {

class Function;

class FunctionPass {
public:
  virtual ~FunctionPass() = default;
  virtual llvm::StringRef getName() const = 0;
  virtual absl::StatusOr<bool> run(Function &F) = 0;
  /// The form a function is in after this pass, given the form before.
  virtual IRForm formAfter(IRForm Before) const { return Before; }
};

} // namespace mopt

#endif
