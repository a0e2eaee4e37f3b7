//===- mopt/Pass/PassInstrumentation.h - Observers of the pass manager -*- C++
//-*-//
//
// Instrumentation watches the pass manager from outside the passes, as
// LLVM's PassInstrumentationCallbacks do: printing before or after passes,
// timing, verifying, tracing. Each observer implements the hooks it needs;
// PassInstrumentation calls every registered observer. Observers nest like
// scopes: beforePass runs in the order they were added, afterPass in the
// reverse order, so a timer added last measures the pass alone and a
// verifier added first checks the IR after every other observer has seen it.
//
// An IRUnit is the function or the module a pass runs on. The after-pass
// hook may fail (the verifier does), which stops the pipeline with that
// error. A before-pass hook may skip the pass (opt-bisect does); the
// observers added after it then do not see the pass at all, as LLVM's
// BeforeNonSkippedPass callbacks do not.
//
// The pass managers keep the stack of passes running now, managers
// included, so that an observer can tell where in the pipeline the pass it
// sees runs (the crash reproducer needs the rest of the pipeline).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASSINSTRUMENTATION_H
#define MOPT_PASS_PASSINSTRUMENTATION_H

#include "absl/status/status.h"
#include "mopt/Pass/PreservedAnalyses.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mopt {

class Function;
class Module;
class Pass;
class RemarkEmitter;

/// The unit a pass runs on: a function, or (F null) a whole module.
struct IRUnit {
  Module *M = nullptr;
  Function *F = nullptr;

  bool isFunction() const { return F != nullptr; }
  /// "function 'f'" or "the module".
  std::string describe() const;
};

/// What one run of a timed stage cost: its wall time, and, when the
/// instrumentation tracks memory (-track-memory), by how many bytes the
/// process's peak resident memory rose while it ran (0 otherwise).
struct StageCost {
  double Seconds = 0;
  uint64_t PeakGrowth = 0;
};

/// A pass on the stack of those running, and for a repeat the round it is
/// in (counted from 0).
struct RunningPass {
  const Pass *P;
  unsigned Round;
};

class PassObserver {
public:
  virtual ~PassObserver();
  /// Called before P runs; returning false skips P, and the observers
  /// added after this one are not told about P.
  virtual bool beforePass(const Pass &P, IRUnit Unit) { return true; }
  virtual absl::Status afterPass(const Pass &P, IRUnit Unit,
                                 const PreservedAnalyses &PA) {
    return absl::OkStatus();
  }
  /// Called when an analysis is computed (Cached false) or served from the
  /// cache (Cached true).
  virtual void analysisUsed(llvm::StringRef Name, Function &F, bool Cached) {}
  virtual void analysisInvalidated(llvm::StringRef Name, Function &F) {}
  /// Called when a timed stage ends: parsing, printing, an analysis, or a
  /// phase inside a pass (see StageTimer.h).
  virtual void stageTimed(llvm::StringRef Stage, const StageCost &Cost) {}
  /// Called once when the whole pipeline has finished.
  virtual void pipelineFinished() {}
};

class PassInstrumentation {
public:
  void addObserver(std::unique_ptr<PassObserver> O) {
    Observers.push_back(std::move(O));
  }
  bool empty() const { return Observers.empty(); }

  bool runBeforePass(const Pass &P, IRUnit Unit);
  absl::Status runAfterPass(const Pass &P, IRUnit Unit,
                            const PreservedAnalyses &PA);
  void runAnalysisUsed(llvm::StringRef Name, Function &F, bool Cached);
  void runAnalysisInvalidated(llvm::StringRef Name, Function &F);
  void runStageTimed(llvm::StringRef Stage, const StageCost &Cost);
  void runPipelineFinished();

  /// The passes running now, outermost first, pass managers included (the
  /// top-level ModulePassManager is not: nothing runs it as a child).
  llvm::ArrayRef<RunningPass> getRunningPasses() const { return Running; }
  void pushRunningPass(const Pass &P) { Running.push_back({&P, 0}); }
  void popRunningPass() { Running.pop_back(); }
  /// A repeat, the innermost running pass, starts round Round.
  void setRound(unsigned Round) { Running.back().Round = Round; }

  /// Whether stages measure how much they raise the process's peak
  /// resident memory (-track-memory), as well as their time.
  bool tracksMemory() const { return TrackMemory; }
  void setTracksMemory(bool On) { TrackMemory = On; }

  /// Where passes write remarks (Remarks.h); null when none were asked
  /// for. Shared with the instrumentation of worker threads.
  RemarkEmitter *getRemarks() const { return Remarks.get(); }
  const std::shared_ptr<RemarkEmitter> &shareRemarks() const { return Remarks; }
  void setRemarks(std::shared_ptr<RemarkEmitter> R) { Remarks = std::move(R); }

private:
  std::vector<std::unique_ptr<PassObserver>> Observers;
  std::shared_ptr<RemarkEmitter> Remarks;
  std::vector<RunningPass> Running;
  bool TrackMemory = false;
};

} // namespace mopt

#endif
