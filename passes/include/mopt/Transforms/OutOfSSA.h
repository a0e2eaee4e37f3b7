//===- mopt/Transforms/OutOfSSA.h - Leaving SSA form ------------*- C++ -*-===//
//
// The `out-of-ssa` pass: replaces every phi by copies on its incoming edges.
// Each phi result becomes a variable named after it (%i.2 becomes i.2); the
// phis of a block form one parallel copy per incoming edge, sequentialised
// with the fewest copies (ParallelCopy.h). Critical edges into blocks with
// phis are split first, so every copy has a place that only its edge runs
// through: the end of a predecessor with one successor, or else the start
// of a block with one predecessor. That makes the translation correct on
// the lost-copy and swap problems (Briggs, Cooper, Harvey, Simpson,
// "Practical Improvements to the Construction and Destruction of Static
// Single Assignment Form", SPE 1998).
//
// `out-of-ssa<stats>` also prints, per function, the moves, cycles and
// copies it made, to standard error.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_OUTOFSSA_H
#define MOPT_TRANSFORMS_OUTOFSSA_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class OutOfSSAPass : public FunctionPass {
public:
  explicit OutOfSSAPass(bool PrintStats = false) : PrintStats(PrintStats) {}
  llvm::StringRef getName() const override { return "out-of-ssa"; }
  void printPipeline(std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

  static absl::StatusOr<std::unique_ptr<Pass>>
  fromParams(llvm::StringRef Params);

private:
  bool PrintStats;
};

} // namespace mopt

#endif
