//===- mopt/Analysis/LiveInBlocks.h - Where a variable is live on entry -*- C++
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
// by generation, so a query costs what it visits.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_LIVEINBLOCKS_H
#define MOPT_ANALYSIS_LIVEINBLOCKS_H

#include "mopt/Analysis/FlowGraph.h"

#include <vector>

namespace mopt {

class LiveInCalculator {
public:
  explicit LiveInCalculator(const FlowGraph &G)
      : G(G), DefGen(G.size(), 0), LiveGen(G.size(), 0) {}

  /// The live-in blocks, in the order found.
  std::vector<unsigned> calculate(llvm::ArrayRef<unsigned> UseBeforeDefBlocks,
                                  llvm::ArrayRef<unsigned> DefBlocks);

private:
  const FlowGraph &G;
  std::vector<unsigned> DefGen, LiveGen;
  unsigned Generation = 0;
};

} // namespace mopt

#endif
