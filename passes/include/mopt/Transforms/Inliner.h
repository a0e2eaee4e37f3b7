//===- mopt/Transforms/Inliner.h - Inlining small functions -----*- C++ -*-===//
//
// `inline<threshold=N>` (a module pass; N is 40 unless given) replaces a
// call by the body of its callee when the callee has at most N
// instructions, is in SSA form, allocates no stack slot and takes part in
// no recursion (it is alone in its strongly connected component of the
// call graph, found by Tarjan's algorithm, and does not call itself). The
// functions are visited callees first, in the order Tarjan's algorithm
// finishes the components, so that what is inlined has had its own calls
// inlined already (the bottom-up order of LLVM's inliner).
//
// Inlining a call splits its block after the call, clones the callee's
// blocks between the two halves with its `param K` and arguments replaced
// by the call's K-th operand and its constants made in the caller, turns
// each `ret` into a jump to the second half, and replaces the call's
// result by the value returned (by a phi of them, if several returns).
// The callee stays, as LLVM keeps external functions. SSA form.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_INLINER_H
#define MOPT_TRANSFORMS_INLINER_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class InlinerPass : public ModulePass {
public:
  static constexpr unsigned DefaultThreshold = 40;

  explicit InlinerPass(unsigned Threshold = DefaultThreshold)
      : Threshold(Threshold) {}
  void printPipeline(std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Module &M, PassContext &Ctx) override;

private:
  unsigned Threshold;
};

} // namespace mopt

#endif
