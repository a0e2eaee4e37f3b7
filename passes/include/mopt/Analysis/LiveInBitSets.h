//===- mopt/Analysis/LiveInBitSets.h - Liveness of many variables -*- C++ -*-=//
//
// Where each of a set of variables is live on entry, for all of them at
// once: the classic backward bit-vector data flow (Kildall; as in Cooper and
// Torczon, "Engineering a Compiler", 8.6), one row of bits per block.
//
//   LiveIn(B) = UpwardUses(B) | (LiveOut(B) & ~Defs(B))
//   LiveOut(B) = union of LiveIn(S) over the successors S of B
//
// Rows start as the upward-exposed uses and only grow, so each update is
// LiveIn(B) |= LiveOut(B) & ~Defs(B) and no separate use row is kept. A
// worklist seeded in decreasing block number (close to post-order for a
// function laid out in source order) revisits only the predecessors of a
// block whose row grew. A pass over a block costs one word per 64
// variables, against one visit per live block per variable for the
// one-variable walk of LiveInCalculator: this is what makes liveness for
// variables live across most of a large function cheap.
//
// Invariant after solve(): isLiveIn(B, V) holds exactly when some path from
// the entry of B reads V before writing it.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_LIVEINBITSETS_H
#define MOPT_ANALYSIS_LIVEINBITSETS_H

#include "mopt/IR/FlowGraph.h"

#include <cstdint>
#include <vector>

namespace mopt {

class LiveInBitSets {
public:
  /// Variables are numbered 0..NumVariables-1 by the caller.
  LiveInBitSets(const FlowGraph &G, unsigned NumVariables) : G(G) {
    reset(NumVariables);
  }

  /// Starts a new problem on the same graph, in the memory of the last.
  void reset(unsigned NumVariables);

  /// V is read in Block before any write of it there.
  void addUpwardUse(unsigned Block, unsigned V) { set(LiveIn, Block, V); }
  /// V is written in Block.
  void addDef(unsigned Block, unsigned V) { set(Defs, Block, V); }
  /// Runs the data flow to its fixpoint.
  void solve();

  bool isLiveIn(unsigned Block, unsigned V) const {
    return LiveIn[size_t(Block) * Words + V / 64] >> (V % 64) & 1;
  }

  /// Bytes the rows of a problem this size take.
  static size_t bytesFor(unsigned NumBlocks, unsigned NumVariables) {
    return 2 * sizeof(uint64_t) * size_t(NumBlocks) *
           ((size_t(NumVariables) + 63) / 64);
  }

private:
  void set(std::vector<uint64_t> &Rows, unsigned Block, unsigned V) {
    Rows[size_t(Block) * Words + V / 64] |= uint64_t(1) << (V % 64);
  }
  bool update(unsigned Block);

  const FlowGraph &G;
  size_t Words = 0;
  std::vector<uint64_t> LiveIn, Defs;
};

} // namespace mopt

#endif
