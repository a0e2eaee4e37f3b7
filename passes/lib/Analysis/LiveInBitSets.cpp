//===- LiveInBitSets.cpp - Liveness of many variables ---------------------===//

#include "mopt/Analysis/LiveInBitSets.h"

using namespace mopt;

void LiveInBitSets::reset(unsigned NumVariables) {
  Words = (size_t(NumVariables) + 63) / 64;
  LiveIn.assign(G.size() * Words, 0);
  Defs.assign(G.size() * Words, 0);
}

/// LiveIn(Block) |= LiveOut(Block) & ~Defs(Block); whether it grew.
bool LiveInBitSets::update(unsigned Block) {
  uint64_t *Row = &LiveIn[size_t(Block) * Words];
  const uint64_t *Kill = &Defs[size_t(Block) * Words];
  llvm::ArrayRef<unsigned> Succs = G.succs(Block);
  uint64_t Grew = 0;
  for (size_t W = 0; W != Words; ++W) {
    uint64_t Out = 0;
    for (unsigned S : Succs)
      Out |= LiveIn[size_t(S) * Words + W];
    uint64_t New = Out & ~Kill[W] & ~Row[W];
    Row[W] |= New;
    Grew |= New;
  }
  return Grew != 0;
}

void LiveInBitSets::solve() {
  // A FIFO ring over block numbers; each block is in it at most once.
  const unsigned N = G.size();
  std::vector<unsigned> Ring(N);
  std::vector<bool> Queued(N, true);
  for (unsigned I = 0; I != N; ++I)
    Ring[I] = N - 1 - I;
  size_t Head = 0, Count = N;
  while (Count) {
    unsigned B = Ring[Head];
    Head = Head + 1 == N ? 0 : Head + 1;
    --Count;
    Queued[B] = false;
    if (!update(B))
      continue;
    for (unsigned P : G.preds(B))
      if (!Queued[P]) {
        Queued[P] = true;
        Ring[(Head + Count++) % N] = P;
      }
  }
}
