//===- mopt/Pass/Analysis.h - Function analyses and their results -*- C++ -*-//
//
// An analysis computes a result about one function; the analysis manager
// caches it until a pass reports that it did not preserve it. A concrete
// analysis derives from AnalysisInfoMixin<Derived> and declares
// `using Result = ...` (derived from AnalysisResult),
// `static constexpr const char *Name`, and `static AnalysisKey Key`, defined
// in exactly one .cpp file of exactly one shared object, so that every
// plugin that asks for the analysis means the same one.
//
// Invariant: an analysis's result depends only on the function it was
// computed for (and, through the manager, on other analyses of it).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_ANALYSIS_H
#define MOPT_PASS_ANALYSIS_H

#include "mopt/Pass/PreservedAnalyses.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace mopt {

class Function;
class FunctionAnalysisManager;

class AnalysisResult {
public:
  virtual ~AnalysisResult();
};

class FunctionAnalysis {
public:
  virtual ~FunctionAnalysis();
  virtual const AnalysisKey *getKey() const = 0;
  virtual llvm::StringRef getName() const = 0;
  /// Whether the result depends on the CFG only, and so survives a pass
  /// that preserves the CFG.
  virtual bool isCFGAnalysis() const { return false; }
  virtual std::unique_ptr<AnalysisResult> run(Function &F,
                                              FunctionAnalysisManager &AM) = 0;
};

/// Gives Derived its key and name. Derived defines Result, Name, Key, and
///   std::unique_ptr<Result> compute(Function &, FunctionAnalysisManager &);
template <typename Derived> class AnalysisInfoMixin : public FunctionAnalysis {
public:
  static const AnalysisKey *key() { return &Derived::Key; }
  const AnalysisKey *getKey() const override { return &Derived::Key; }
  llvm::StringRef getName() const override { return Derived::Name; }
  std::unique_ptr<AnalysisResult> run(Function &F,
                                      FunctionAnalysisManager &AM) override {
    return static_cast<Derived *>(this)->compute(F, AM);
  }
};

} // namespace mopt

/// Defines, at file scope, mopt::FACTORY(): the factory of the analysis
/// ANALYSIS that a pass table row names (mopt/Passes/RegisterRows.inc).
#define MOPT_FUNCTION_ANALYSIS_FACTORY(FACTORY, ANALYSIS)                      \
  namespace mopt {                                                             \
  std::unique_ptr<FunctionAnalysis> FACTORY() {                                \
    return std::make_unique<ANALYSIS>();                                       \
  }                                                                            \
  }

#endif
