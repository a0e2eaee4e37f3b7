//===- mopt/Transforms/OutOfSSA.h - Leaving SSA form ------------*- C++ -*-===//
//
// The `out-of-ssa` pass: replaces every phi by copies, by one of two
// algorithms (SSADestruction.h), so that they can be compared:
//
//   out-of-ssa<naive>     each phi result becomes a variable named after it
//                         (%i.2 becomes i.2), assigned on each incoming
//                         edge; critical edges into blocks with phis are
//                         split first, so every copy has a place that only
//                         its edge runs through. Correct on the lost-copy
//                         and swap problems (Briggs, Cooper, Harvey,
//                         Simpson, "Practical Improvements to the
//                         Construction and Destruction of Static Single
//                         Assignment Form", SPE 1998); one copy per phi
//                         entry is left.
//   out-of-ssa<coalesce>  conventional SSA by parallel copies, then the
//                         copy-related values that do not interfere share
//                         one variable (Boissinot et al., CGO 2009); a copy
//                         is left only where two values are live at once.
//                         Then every jump to the next block falls through
//                         and a last `ret` with no value goes (flat form,
//                         the blocks in their order), so that the program
//                         runs no more instructions than as written:
//                         out-of-ssa<coalesce;cfg> keeps the CFG form for
//                         passes that need it after.
//
// Either way each edge's copies form one parallel copy, sequentialised with
// the fewest copies (ParallelCopy.h). `out-of-ssa` is the default
// algorithm, DefaultOutOfSSAAlgorithm. `stats` (out-of-ssa<stats>,
// out-of-ssa<coalesce;stats>) also prints, per function, the moves, cycles
// and copies it wrote, to standard error.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_OUTOFSSA_H
#define MOPT_TRANSFORMS_OUTOFSSA_H

#include "mopt/Pass/Pass.h"

namespace mopt {

enum class OutOfSSAAlgorithm { Naive, Coalesce };

constexpr OutOfSSAAlgorithm DefaultOutOfSSAAlgorithm = OutOfSSAAlgorithm::Naive;

class OutOfSSAPass : public FunctionPass {
public:
  explicit OutOfSSAPass(OutOfSSAAlgorithm Algorithm = DefaultOutOfSSAAlgorithm,
                        bool KeepCFG = false, bool PrintStats = false)
      : Algorithm(Algorithm), KeepCFG(KeepCFG), PrintStats(PrintStats) {}
  void printPipeline(std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  OutOfSSAAlgorithm Algorithm;
  bool KeepCFG;
  bool PrintStats;
};

} // namespace mopt

#endif
