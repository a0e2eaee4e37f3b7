//===- mopt/Analysis/FrontierIDF.h - IDF from stored frontiers --*- C++ -*-===//
//
// The iterated dominance frontier by the worklist of Cytron, Ferrante,
// Rosen, Wegman and Zadeck (TOPLAS 1991, figure 11), over every block's
// frontier computed once and stored in one flat array. A query visits only
// the defining blocks and the blocks it adds, reading each one's frontier:
// its cost is the sum of those frontiers' sizes, however large the live
// range or the dominator subtrees, where IDFCalculator (Sreedhar and Gao)
// walks the subtrees under the defining blocks. SSA construction asks one
// query per variable, so this is what keeps phi placement for a variable
// written all over a large function proportional to its writes and phis.
//
// Frontiers can total a quadratic size (nested repeat-until loops): the
// table is built only when its size stays within a budget proportional to
// the graph, and isAvailable() says whether it was, so the caller can fall
// back to IDFCalculator, which is linear per query in any case.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_FRONTIERIDF_H
#define MOPT_ANALYSIS_FRONTIERIDF_H

#include "mopt/Analysis/DominatorTree.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

namespace mopt {

class FrontierIDF {
public:
  /// Builds the frontiers unless they total more than EntriesPerNode per
  /// node of G.
  FrontierIDF(const FlowGraph &G, const DomTreeNodes &Tree,
              unsigned EntriesPerNode);

  bool isAvailable() const { return Available; }

  /// The IDF of DefBlocks, restricted to the blocks where IsLive holds (a
  /// block outside it neither gets a phi nor defines anything), in the
  /// order found.
  std::vector<unsigned> calculate(llvm::ArrayRef<unsigned> DefBlocks,
                                  llvm::function_ref<bool(unsigned)> IsLive);

  llvm::ArrayRef<unsigned> frontier(unsigned N) const { return Frontiers[N]; }

private:
  bool build(const FlowGraph &G, const DomTreeNodes &Tree, size_t Budget);

  bool Available = false;
  CompressedRows Frontiers; // by node, once built

  /// Per node, the query in which it entered the IDF / the worklist.
  std::vector<unsigned> InIDF, Queued;
  unsigned Generation = 0;
};

} // namespace mopt

#endif
