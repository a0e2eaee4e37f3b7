//===- mopt/Analysis/CFGAnalysis.h - Analyses of blocks and edges -*- C++ -*-//
//
// The base of the analyses that read only a function's blocks and edges
// (domtree, postdomtree, controldep, domfrontier, loops): a pass that keeps
// the CFG keeps them (isCFGAnalysis), and the result's constructor builds
// it from the function and the analysis manager, which it asks for the
// analyses it builds on. A derived class only names itself (Name and Key,
// as AnalysisInfoMixin asks).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_CFGANALYSIS_H
#define MOPT_ANALYSIS_CFGANALYSIS_H

#include "mopt/Pass/Analysis.h"

#include <memory>

namespace mopt {

template <typename Derived, typename ResultT>
class CFGAnalysis : public AnalysisInfoMixin<Derived> {
public:
  using Result = ResultT;

  bool isCFGAnalysis() const override { return true; }
  std::unique_ptr<ResultT> compute(Function &F, FunctionAnalysisManager &AM) {
    return std::make_unique<ResultT>(F, AM);
  }
};

} // namespace mopt

#endif
