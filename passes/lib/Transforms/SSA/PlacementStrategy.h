//===- PlacementStrategy.h - Liveness and IDF for ssa -----------*- C++ -*-===//
//
// The ssa pass places a variable's phis as the textbook does, and
// SSAConstruction.cpp reads that way: liveness by one backward walk per
// variable (LiveInCalculator), then the iterated dominance frontier (IDF)
// of the blocks that write it by Cytron's worklist over stored frontiers
// (FrontierIDF), pruned to where the variable is live. Each step has inputs
// on which it costs too much. PlacementStrategy holds every threshold that
// says when, each with its reason, and the method that then takes over:
//
//  - frontiers that would total too much are not stored, and the IDF
//    comes from Sreedhar and Gao's subtree walks (IDFCalculator), linear
//    per query;
//  - a variable live across much of the function is not walked, or its
//    walk is given up, and its liveness comes from bit-vector data flow
//    over a batch of such variables at once (LiveInBitSets).
//
// Either way the phis are the same; only the cost differs. The cheap
// cases of SSAConstruction.cpp need no threshold: each applies exactly
// when it is exact.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TRANSFORMS_PLACEMENTSTRATEGY_H
#define MOPT_LIB_TRANSFORMS_PLACEMENTSTRATEGY_H

#include "mopt/Analysis/FrontierIDF.h"
#include "mopt/Analysis/IDFCalculator.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace mopt {

/// A variable's blocks as phi placement reads them: those that write it,
/// and those that read it before writing it.
struct PlacementBlocks {
  llvm::ArrayRef<unsigned> Defs;
  llvm::ArrayRef<unsigned> UpwardUses;
};

class PlacementStrategy {
public:
  /// For the function of DT; Pruned: phis only where the variable is live.
  PlacementStrategy(const DominatorTree &DT, bool Pruned);

  bool isPruned() const { return Pruned; }

  /// Whether the liveness of a variable read before written in
  /// NumUpwardUseBlocks blocks is walked; if not, placeLongLived finds it.
  bool walksLiveness(size_t NumUpwardUseBlocks) const;
  /// The most blocks a walk may find a variable live in before it is given
  /// up and the variable goes to placeLongLived.
  size_t walkLimit() const;

  /// The blocks of the IDF of DefBlocks where IsLive holds. LiveBlocks
  /// lists the blocks where IsLive holds; only the subtree walks read it,
  /// and only when pruned.
  std::vector<unsigned>
  iteratedFrontier(llvm::ArrayRef<unsigned> DefBlocks,
                   llvm::function_ref<bool(unsigned)> IsLive,
                   llvm::ArrayRef<unsigned> LiveBlocks);

  /// Sets PhiBlocks[V] for each of Vars, pruned, whose liveness was not
  /// walked: a batch of them at a time, so that the bit vectors stay
  /// within a fixed budget of memory. BlocksOf(V) gives V's blocks.
  void placeLongLived(llvm::ArrayRef<unsigned> Vars,
                      llvm::function_ref<PlacementBlocks(unsigned)> BlocksOf,
                      std::vector<std::vector<unsigned>> &PhiBlocks);

private:
  const DominatorTree &DT;
  FrontierIDF Frontiers;
  /// Built only if the frontiers are refused.
  std::optional<IDFCalculator> SubtreeIDF;
  bool Pruned;
};

} // namespace mopt

#endif
