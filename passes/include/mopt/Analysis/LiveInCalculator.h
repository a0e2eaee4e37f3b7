//===- mopt/Analysis/LiveInCalculator.h - Live-in blocks --------*- C++ -*-===//
//-*-//
//
// For one variable: the blocks on entry to which its current value may still
// be read. Given the blocks that read it before writing it (upward-exposed
// uses) and the blocks that write it, a backward walk over predecessors
// marks every block from which such a read is reachable without passing a
// write. This is the liveness that prunes phi placement (pruned SSA), as in
// LLVM's PromoteMemToReg (ComputeLiveInBlocks).
//
// The calculator keeps its scratch arrays between queries and clears them
// by generation, so a query costs what it visits. A query may be given a
// limit on the blocks it marks, for callers that switch to LiveInBitSets
// for variables live across much of the function.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_LIVEINCALCULATOR_H
#define MOPT_ANALYSIS_LIVEINCALCULATOR_H

#include "mopt/IR/FlowGraph.h"

#include <vector>

namespace mopt {

class LiveInCalculator {
public:
  explicit LiveInCalculator(const FlowGraph &G)
      : G(G), DefGen(G.size(), 0), LiveGen(G.size(), 0) {}

  /// The live-in blocks, in the order found.
  std::vector<unsigned> calculate(llvm::ArrayRef<unsigned> UseBeforeDefBlocks,
                                  llvm::ArrayRef<unsigned> DefBlocks) {
    calculateWithin(UseBeforeDefBlocks, DefBlocks, ~size_t(0));
    return LiveIn;
  }
  /// As calculate(), but gives up (returning false) once more than Limit
  /// blocks are live-in; on success, blocks() and isLiveIn() answer.
  bool calculateWithin(llvm::ArrayRef<unsigned> UseBeforeDefBlocks,
                       llvm::ArrayRef<unsigned> DefBlocks, size_t Limit);
  llvm::ArrayRef<unsigned> blocks() const { return LiveIn; }
  bool isLiveIn(unsigned Block) const { return LiveGen[Block] == Generation; }

private:
  const FlowGraph &G;
  std::vector<unsigned> DefGen, LiveGen;
  std::vector<unsigned> LiveIn, Worklist;
  unsigned Generation = 0;
};

} // namespace mopt

#endif
