//===- PlacementStrategy.cpp - Liveness and IDF for ssa -------------------===//
//
// The thresholds at which phi placement leaves the reference path, and the
// methods that take over: Sreedhar and Gao's subtree walks for the IDF,
// bit vectors over batches of variables for liveness.
//
//===----------------------------------------------------------------------===//

#include "PlacementStrategy.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Analysis/LiveInBitSets.h"

#include <algorithm>

using namespace mopt;

namespace {

// The IDF reads stored dominance frontiers while they total at most this
// many entries per block, so that the table stays proportional to the
// graph. Past it (nested repeat-until loops make the total quadratic) no
// table is built, and Sreedhar and Gao's subtree walks, linear per query,
// take over.
constexpr unsigned FrontierEntriesPerBlock = 8;

// A variable's liveness is walked while it is live on entry to at most
// this many blocks. A walk costs a visit per block it finds, for each
// variable; the bit vectors cost a word per 64 variables per block of the
// whole function, so a variable live across a good share of the function
// is cheaper among them. The limit grows with the function, so that the
// share stays the same; its floor keeps every variable of a small function
// on the walk.
constexpr size_t liveInWalkLimit(size_t Blocks) { return Blocks / 32 + 32; }

// A variable read before written in this many blocks goes to the bit
// vectors without a walk: each such block is live on entry, and a variable
// so read has been live across most of the function, so that its walk
// only spent the limit before giving up (see bench/README.md, "Figures
// behind choices").
constexpr size_t ManyUpwardUseBlocks = 16;

// The bit vectors of one batch of long-lived variables take at most this
// much memory, reused batch after batch: small enough to stay in the
// last-level cache (see bench/README.md, "Figures behind choices").
constexpr size_t LongLivedBatchBytes = 2 << 20;

// But a batch is at least this many words of variables, whatever the
// budget: a pass over a block costs about as much for one word as for a
// few, and each batch makes its passes over every block, so narrower
// batches only make more of them (see bench/README.md, "Figures behind
// choices").
constexpr size_t MinLongLivedBatchWords = 4;

} // namespace

PlacementStrategy::PlacementStrategy(const DominatorTree &DT, bool Pruned)
    : DT(DT), Frontiers(DT.getGraph(), DT.getNodes(), FrontierEntriesPerBlock),
      Pruned(Pruned) {}

bool PlacementStrategy::walksLiveness(size_t NumUpwardUseBlocks) const {
  return NumUpwardUseBlocks < ManyUpwardUseBlocks;
}

size_t PlacementStrategy::walkLimit() const {
  return liveInWalkLimit(DT.getGraph().size());
}

std::vector<unsigned>
PlacementStrategy::iteratedFrontier(llvm::ArrayRef<unsigned> DefBlocks,
                                    llvm::function_ref<bool(unsigned)> IsLive,
                                    llvm::ArrayRef<unsigned> LiveBlocks) {
  if (Frontiers.isAvailable())
    return Frontiers.calculate(DefBlocks, IsLive);
  if (!SubtreeIDF)
    SubtreeIDF.emplace(DT.getGraph(), DT.getNodes());
  SubtreeIDF->setDefiningBlocks(DefBlocks);
  if (Pruned)
    SubtreeIDF->setLiveInBlocks(LiveBlocks);
  return SubtreeIDF->calculate();
}

void PlacementStrategy::placeLongLived(
    llvm::ArrayRef<unsigned> Vars,
    llvm::function_ref<PlacementBlocks(unsigned)> BlocksOf,
    std::vector<std::vector<unsigned>> &PhiBlocks) {
  if (Vars.empty())
    return;
  const FlowGraph &G = DT.getGraph();
  // Long variables exist only in a function with blocks: bytesFor > 0.
  size_t BatchSize =
      64 * std::max<size_t>(MinLongLivedBatchWords,
                            LongLivedBatchBytes /
                                LiveInBitSets::bytesFor(G.size(), 64));
  std::vector<unsigned> LiveBlocks;
  LiveInBitSets Bits(G, 0);
  for (size_t First = 0; First < Vars.size(); First += BatchSize) {
    llvm::ArrayRef<unsigned> Batch =
        Vars.slice(First, std::min(BatchSize, Vars.size() - First));
    Bits.reset(Batch.size());
    for (unsigned K = 0; K != Batch.size(); ++K) {
      PlacementBlocks Blocks = BlocksOf(Batch[K]);
      for (unsigned B : Blocks.Defs)
        Bits.addDef(B, K);
      for (unsigned B : Blocks.UpwardUses)
        Bits.addUpwardUse(B, K);
    }
    Bits.solve();
    for (unsigned K = 0; K != Batch.size(); ++K) {
      auto IsLive = [&](unsigned B) { return Bits.isLiveIn(B, K); };
      LiveBlocks.clear();
      if (!Frontiers.isAvailable())
        for (unsigned B = 0; B != G.size(); ++B)
          if (IsLive(B))
            LiveBlocks.push_back(B);
      PhiBlocks[Batch[K]] =
          iteratedFrontier(BlocksOf(Batch[K]).Defs, IsLive, LiveBlocks);
    }
  }
}
