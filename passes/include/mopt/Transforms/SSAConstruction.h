//===- mopt/Transforms/SSAConstruction.h - Variables to SSA values -*- C++ -*-//
//
// The `ssa` pass (alias `mem2reg`): promotes every variable of a function in
// CFG form to SSA values, and every stack slot that only its loads and
// stores use (PromotableSlots.h), as LLVM's mem2reg promotes allocas. Its
// variant parameter chooses where phis go, so the phi counts of the classic
// constructions can be compared:
//   ssa<minimal>      Cytron et al.'s minimal SSA: the iterated dominance
//                     frontier of the writing blocks, dead phis included;
//   ssa<semi-pruned>  Briggs et al.: only for variables read in some block
//                     before being written there (live across blocks);
//   ssa<pruned>       (the default) only where the variable is live on
//                     entry, so no phi is dead; then, as LLVM's mem2reg,
//                     a phi whose entries are all one value is that value;
//   ssa<braun>        Braun et al.'s construction (CC 2013): no dominance
//                     frontiers, phis made where a read needs one, trivial
//                     and redundant phi groups removed; minimal everywhere.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_SSACONSTRUCTION_H
#define MOPT_TRANSFORMS_SSACONSTRUCTION_H

#include "mopt/Pass/Pass.h"

namespace mopt {

enum class SSAVariant { Minimal, SemiPruned, Pruned, Braun };

class SSAConstructionPass : public FunctionPass {
public:
  explicit SSAConstructionPass(SSAVariant Variant = SSAVariant::Pruned)
      : Variant(Variant) {}

  void printPipeline(std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  SSAVariant Variant;
};

} // namespace mopt

#endif
