//===- mopt/Pass/FunctionScheduler.h - How an adaptor visits functions -*- C++
//-*-===//
//
// A function adaptor (`function(...)`, PassManager.h) runs its pipeline on
// every function of the module. Alone, it does so in module order on the
// calling thread. A driver that wants more (several threads, each body
// read just before its passes run, each function written as soon as they
// are done) gives the run's PassContext a FunctionScheduler: the one
// interface between the pass managers and the driver's streaming, which
// no pass sees.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_FUNCTIONSCHEDULER_H
#define MOPT_PASS_FUNCTIONSCHEDULER_H

#include "absl/status/statusor.h"

#include <cstddef>
#include <memory>

namespace mopt {

class Function;
class FunctionAnalysisManager;
template <typename IRUnitT> class PassManager;
using FunctionPassManager = PassManager<Function>;

/// A function an adaptor runs its pipeline on: where it stands in the
/// module (counting from 0), and the analysis manager of the thread running
/// it, whose instrumentation is the one to report to from that thread.
struct FunctionRun {
  Function &F;
  size_t Index;
  FunctionAnalysisManager &AM;
};

class FunctionScheduler {
public:
  virtual ~FunctionScheduler();

  /// How many functions may run their pipelines at once.
  virtual unsigned getThreads() const = 0;
  /// For each thread: its own copy of the pipeline (each thread runs its
  /// own pass objects, as MLIR's pass manager does), and its own analysis
  /// manager made ready (analyses registered, options set).
  virtual absl::StatusOr<std::unique_ptr<FunctionPassManager>>
  clonePipeline(const FunctionPassManager &Pipeline) const = 0;
  virtual void setUpAnalyses(FunctionAnalysisManager &AM) const = 0;

  /// Before the pipeline runs on Run.F (a driver reading a function at a
  /// time reads its body here); an error ends the run as a pass's does.
  /// With threads, on the thread that runs the function, for several
  /// functions at once.
  virtual absl::Status functionNeeded(const FunctionRun &Run) = 0;
  /// After the pipeline succeeded on Run.F (a driver may write the
  /// function and free it). With threads, as functionNeeded.
  virtual void functionDone(const FunctionRun &Run) = 0;
};

} // namespace mopt

#endif
