//===- mopt/Transforms/ConstantHoisting.h - A const per literal -*- C++ -*-===//
//
// `consthoist` gives the literal operands of a function instructions of
// their own, for outputs where a literal costs one: Bril has no literal
// operands, so its writer puts a `const` before every use of one, inside
// loops too. Here each distinct constant gets one `const`, placed at the
// nearest common dominator of its uses (a phi entry is used at the end of
// its predecessor) and then moved out of every loop holding that block,
// to the loop's preheader or, without one, to the header's immediate
// dominator. A copy of a literal becomes a `const` in place. The literal
// of `const` and the index of `param` are not operands in this sense, and
// a null pointer (`ptr<T> 0`) stays a literal: `const` makes no pointers.
//
// The name and the placement are those of LLVM's ConstantHoisting, which
// does the same for immediates that are costly to materialise on a
// target. Runs in CFG, SSA or out-of-SSA form; preserves the CFG. It ends
// the -O1 and -O2 pipelines, so that what mopt runs (--run --profile) and
// what brili runs from mopt's Bril count the same instructions.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_CONSTANTHOISTING_H
#define MOPT_TRANSFORMS_CONSTANTHOISTING_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class ConstantHoistingPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
