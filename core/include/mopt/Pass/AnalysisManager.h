//===- mopt/Pass/AnalysisManager.h - Lazy, cached analyses ------*- C++ -*-===//
//
// The FunctionAnalysisManager computes an analysis the first time a pass asks
// for it on a function and caches the result; invalidate() drops the results
// a pass did not preserve. Analyses are registered once, by key, and get a
// dense index, so each function's cache is a small array.
//
// Invariant: a cached result was computed on the function as it is now, up
// to the analyses the passes since then reported preserved.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_ANALYSISMANAGER_H
#define MOPT_PASS_ANALYSISMANAGER_H

#include "mopt/Pass/Analysis.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <vector>

namespace mopt {

class Module;
class PassInstrumentation;

class FunctionAnalysisManager {
public:
  explicit FunctionAnalysisManager(PassInstrumentation *PI = nullptr)
      : PI(PI) {}

  /// Adds an analysis; a second one with the same key is ignored.
  void registerAnalysis(std::unique_ptr<FunctionAnalysis> A);
  bool isRegistered(const AnalysisKey *Key) const { return Index.count(Key); }

  /// The result of AnalysisT on F, computed now if not cached (the
  /// analysis is registered on first use if nobody registered it).
  template <typename AnalysisT>
  typename AnalysisT::Result &getResult(Function &F) {
    if (!isRegistered(AnalysisT::key()))
      registerAnalysis(std::make_unique<AnalysisT>());
    return static_cast<typename AnalysisT::Result &>(
        getResultImpl(AnalysisT::key(), F));
  }
  /// The cached result of AnalysisT on F, or null.
  template <typename AnalysisT>
  typename AnalysisT::Result *getCachedResult(Function &F) {
    return static_cast<typename AnalysisT::Result *>(
        getCachedResultImpl(AnalysisT::key(), F));
  }

  /// Drops F's results that PA does not preserve.
  void invalidate(Function &F, const PreservedAnalyses &PA);
  /// Drops every result for F (before F is deleted).
  void clear(Function &F) { Cache.erase(&F); }
  /// Silently drops the results of functions no longer in M (a module pass
  /// deleted them), so a new function at a reused address starts clean.
  void forgetFunctionsNotIn(Module &M);

  /// Options analyses read, such as "dom-algorithm" (set from mopt's
  /// command line); empty when unset.
  void setOption(llvm::StringRef Key, llvm::StringRef Value) {
    Options[Key] = Value.str();
  }
  llvm::StringRef getOption(llvm::StringRef Key) const {
    auto It = Options.find(Key);
    return It == Options.end() ? llvm::StringRef() : It->second;
  }

  PassInstrumentation *getInstrumentation() const { return PI; }
  /// How many times a pass or analysis asked for a result (getResult), so
  /// that a pass manager learns which of its passes use analyses.
  uint64_t getRequestCount() const { return Requests; }

private:
  AnalysisResult &getResultImpl(const AnalysisKey *Key, Function &F);
  AnalysisResult *getCachedResultImpl(const AnalysisKey *Key, Function &F);

  std::vector<std::unique_ptr<FunctionAnalysis>> Analyses;
  llvm::DenseMap<const AnalysisKey *, unsigned> Index;
  /// Per function, results indexed like Analyses.
  llvm::DenseMap<Function *, std::vector<std::unique_ptr<AnalysisResult>>>
      Cache;
  llvm::StringMap<std::string> Options;
  PassInstrumentation *PI;
  uint64_t Requests = 0;
};

} // namespace mopt

#endif
