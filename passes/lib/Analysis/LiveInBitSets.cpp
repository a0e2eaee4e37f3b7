//===- LiveInBitSets.cpp - Liveness of many variables ---------------------===//

#include "mopt/Analysis/LiveInBitSets.h"

using namespace mopt;

void LiveInBitSets::reset(unsigned NumVariables) {
  Words = (size_t(NumVariables) + 63) / 64;
  LiveIn.assign(G.size() * Words, 0);
  Defs.assign(G.size() * Words, 0);
}

/// Row |= (A | B) & ~Kill, word by word; whether Row grew. A and B are
/// the rows of the successors (the same row twice for one successor).
static bool mergeTwo(uint64_t *Row, const uint64_t *Kill, const uint64_t *A,
                     const uint64_t *B, size_t Words) {
  uint64_t Grew = 0;
  for (size_t W = 0; W != Words; ++W) {
    uint64_t New = (A[W] | B[W]) & ~Kill[W] & ~Row[W];
    Row[W] |= New;
    Grew |= New;
  }
  return Grew != 0;
}

/// LiveIn(Block) |= LiveOut(Block) & ~Defs(Block); whether it grew. Blocks
/// of one or two successors, nearly all of them, take a loop without the
/// inner walk over successors.
bool LiveInBitSets::update(unsigned Block) {
  uint64_t *Row = &LiveIn[size_t(Block) * Words];
  const uint64_t *Kill = &Defs[size_t(Block) * Words];
  llvm::ArrayRef<unsigned> Succs = G.succs(Block);
  auto RowOf = [&](unsigned S) { return &LiveIn[size_t(S) * Words]; };
  if (Succs.size() == 1)
    return mergeTwo(Row, Kill, RowOf(Succs[0]), RowOf(Succs[0]), Words);
  if (Succs.size() == 2)
    return mergeTwo(Row, Kill, RowOf(Succs[0]), RowOf(Succs[1]), Words);
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
