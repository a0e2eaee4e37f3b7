//===- mopt/Pass/PreservedAnalyses.h - What a pass left valid ---*- C++ -*-===//
//
// A pass returns the set of analyses whose cached results are still valid
// after it ran, as LLVM's new pass manager does: all() (the pass changed
// nothing), none(), the CFG set (the pass changed instructions but no block
// or edge, so CFG analyses such as dominators survive), or named analyses.
//
// Invariant: areAllPreserved() is true only for all() and for sets that
// were never narrowed; preserving an analysis after all() changes nothing.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PRESERVEDANALYSES_H
#define MOPT_PASS_PRESERVEDANALYSES_H

#include "llvm/ADT/SmallPtrSet.h"

namespace mopt {

/// The identity of an analysis: the address of one static object per
/// analysis (LLVM's AnalysisKey idiom), so plugins need no central enum.
struct AnalysisKey {
  const char *Name;
};

class PreservedAnalyses {
public:
  static PreservedAnalyses all() {
    PreservedAnalyses PA;
    PA.All = true;
    return PA;
  }
  static PreservedAnalyses none() { return PreservedAnalyses(); }
  /// The analyses that depend only on the CFG: blocks and edges unchanged.
  static PreservedAnalyses cfgOnly() {
    PreservedAnalyses PA;
    PA.CFG = true;
    return PA;
  }

  PreservedAnalyses &preserve(const AnalysisKey *Key) {
    Keys.insert(Key);
    return *this;
  }
  PreservedAnalyses &preserveCFG() {
    CFG = true;
    return *this;
  }

  bool areAllPreserved() const { return All; }
  bool isCFGPreserved() const { return All || CFG; }
  /// Whether the analysis with Key (a CFG analysis if IsCFGAnalysis) is
  /// still valid.
  bool isPreserved(const AnalysisKey *Key, bool IsCFGAnalysis) const {
    return All || (IsCFGAnalysis && CFG) || Keys.count(Key);
  }

  /// Keeps only what both preserve (for a pass made of several passes).
  void intersect(const PreservedAnalyses &Other);

private:
  bool All = false;
  bool CFG = false;
  llvm::SmallPtrSet<const AnalysisKey *, 4> Keys;
};

} // namespace mopt

#endif
