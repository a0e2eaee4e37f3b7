//===- BraunSSA.h - SSA construction without dominance frontiers -*- C++ -*-=//
//
// The construction behind `ssa<braun>` (BraunSSA.cpp), called by the ssa
// pass for one round of promotion, as the Cytron construction is.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TRANSFORMS_BRAUNSSA_H
#define MOPT_LIB_TRANSFORMS_BRAUNSSA_H

#include "PromotionTargets.h"

namespace mopt {

class DominatorTree;
class PassInstrumentation;

/// Promotes F's variables and promotable slots by Braun et al.'s
/// algorithm. DT is F's dominator tree: its graph gives the blocks'
/// predecessors and successors by number (it is not otherwise used).
PromotionOutcome buildSSABraun(Function &F, const DominatorTree &DT,
                               PassInstrumentation *PI);

} // namespace mopt

#endif
