//===- FunctionStreaming.h - How mopt runs a function pipeline --*- C++ -*-===//
//
// mopt's FunctionScheduler (mopt/Pass/FunctionScheduler.h): a function
// pipeline runs on -threads threads, each with its own copy of the
// pipeline and its own analysis manager. When nothing after the pipeline
// needs a function once its passes are done, each function is also
// written and freed then (FunctionOutput.h), and, where the input format
// has a lazy reader (mopt/Formats/LazyReader.h), its body is read just
// before its passes run, on the thread that runs them: the run holds one
// function's IR per thread at a time, where reading the module whole
// holds all of it from the start.
//
// The error contract of a run read a function at a time, as
// docs/RELIABILITY.md documents it: the outline (every function's name and
// signature, and what lies between bodies) is read and checked before any
// pass runs, so an error there is reported as reading the text whole
// reports it. A body is read, verified and checked against the pipeline's
// forms when its turn comes; the run stops at the first function, in
// module order, that cannot be read, is not valid, or whose pass fails,
// and reports that one error. What passes printed for the functions before
// it stays printed, as from any streaming compiler; the output file is not
// written.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_FUNCTIONSTREAMING_H
#define MOPT_OPTTOOL_FUNCTIONSTREAMING_H

#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/PassManager.h"
#include "llvm/ADT/ArrayRef.h"

namespace mopt {

struct DriverOptions;
struct FileFormat;
class FunctionOutput;
class LazyReader;
class PassRegistry;

class FunctionStreaming final : public FunctionScheduler {
public:
  FunctionStreaming(const PassRegistry &Registry, const DriverOptions &Opts)
      : Registry(Registry), Opts(Opts) {}

  /// Whether a run with Opts and MPM may read input in Format a function
  /// at a time.
  static bool canReadLazily(const DriverOptions &Opts,
                            const ModulePassManager &MPM,
                            const FileFormat &Format);
  /// Reads each function's body from Reader just before its passes run,
  /// and checks it and Steps' forms.
  void readBodiesFrom(LazyReader &Reader, llvm::ArrayRef<PipelineStep> Steps);
  /// Hands each function to Output once its passes are done.
  void writeFunctionsTo(FunctionOutput &Output) { this->Output = &Output; }

  unsigned getThreads() const override;
  absl::StatusOr<std::unique_ptr<FunctionPassManager>>
  clonePipeline(const FunctionPassManager &Pipeline) const override;
  void setUpAnalyses(FunctionAnalysisManager &AM) const override;
  absl::Status functionNeeded(const FunctionRun &Run) override;
  void functionDone(const FunctionRun &Run) override;

private:
  const PassRegistry &Registry;
  const DriverOptions &Opts;
  LazyReader *Reader = nullptr;
  llvm::ArrayRef<PipelineStep> Steps;
  FunctionOutput *Output = nullptr;
};

} // namespace mopt

#endif
