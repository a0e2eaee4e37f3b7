//===- mopt/Pass/CrashRecovery.h - Crash reports, reproducers ---*- C++ -*-===//
//
// When a pass crashes (a plugin dereferences null, an assertion aborts, a
// recursion overflows the stack), the tool says which pass was running on
// which function, in which pipeline, and how to run it again, instead of
// dying of a signal. LLVM's PrettyStackTrace and MLIR's crash reproducer are
// the models.
//
// The CrashRecoveryObserver records each pass about to run, and its unit, in
// the running thread's "current pass" slot: fixed buffers filled before the
// pass runs. The tool's signal handler (mopt installs one) calls
// writeCrashReport, which reads only those buffers and writes with write(2):
// it is async-signal-safe, allocates nothing and takes no lock.
//
// With a reproducer path, the observer also keeps, before each pass, the
// text of the module and the pipeline that remains from that pass on, and
// writeCrashReproducer writes them (open, write, close; nothing else) as a
// file that mopt reads back:
//
//   ; RUN: mopt -passes='function(ssa,out-of-ssa)' repro.tac
//   func main(): ...
//
// It keeps the text one function at a time, reprinting only the functions
// a pass ran on. The text does not say which form a function is in
// (docs/TAC.md), so the pipeline starts with the passes that bring the
// failing function back to it: lower for CFG form, lower,ssa for SSA,
// lower,out-of-ssa for out of SSA. The functions before the failing one in
// a function pipeline run the remaining passes again; those after it run
// only them. The reproducer needs a single thread: it reads every
// function's text between passes.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_CRASHRECOVERY_H
#define MOPT_PASS_CRASHRECOVERY_H

#include "mopt/Pass/PassInstrumentation.h"
#include "llvm/ADT/DenseMap.h"

#include <string>
#include <vector>

namespace mopt {

template <typename IRUnitT> class PassManager;
using ModulePassManager = PassManager<Module>;

/// The pipeline text that remains to run while the passes of Running (as
/// PassInstrumentation::getRunningPasses gives them) run under Root,
/// starting with the innermost of them; e.g. `function(ssa,out-of-ssa)`
/// while ssa runs under `function(lower,ssa,out-of-ssa)`. It parses back
/// like printPipeline's text.
std::string printRemainingPipeline(const ModulePassManager &Root,
                                   llvm::ArrayRef<RunningPass> Running);

/// Sets what every crash report says, whether or not a pass is running: the
/// tool's name (the prefix of each line) and a command line that repeats
/// the run. Call it once, early; it copies both into fixed buffers.
void setCrashReportCommandLine(llvm::StringRef ToolName,
                               llvm::StringRef CommandLine);

/// Word, quoted for a POSIX shell where it needs to be.
std::string quoteForShell(llvm::StringRef Word);

struct CrashReproducerOptions {
  /// The file to write; empty: no reproducer.
  std::string Path;
  /// What the RUN line passes besides -passes and the file (plugins,
  /// -dom-algorithm, ...), shell-quoted, each word followed by a blank.
  std::string ExtraOptions;
};

/// Records, before each pass, the pass and its unit in the current-pass
/// slot of the running thread, and, with a reproducer path, the module text
/// and the rest of the pipeline. Add it after any observer that may skip a
/// pass (opt-bisect), so that it sees only passes that run, and before the
/// verifier, so that a pass -verify-each rejects still counts as running.
class CrashRecoveryObserver : public PassObserver {
public:
  /// Pipeline is what PI runs; both outlive the observer.
  CrashRecoveryObserver(const ModulePassManager &Pipeline,
                        const PassInstrumentation &PI,
                        CrashReproducerOptions Reproducer);
  ~CrashRecoveryObserver() override;

  bool beforePass(const Pass &P, IRUnit U) override;
  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &PA) override;
  void pipelineFinished() override;

private:
  void refreshText(IRUnit U);
  void renderHeader(const Pass &P, IRUnit U);

  const ModulePassManager &Pipeline;
  const PassInstrumentation &PI;
  CrashReproducerOptions Reproducer;
  /// The module's text, one entry per function in module order, each as
  /// it was before the pass now running (or last run) on it.
  std::vector<std::string> FunctionText;
  llvm::DenseMap<const Function *, unsigned> FunctionIndex;
  /// The unit of the previous pass: the text kept for it is stale.
  IRUnit Previous;
  /// The reproducer's comment header, with its RUN line, and the command
  /// of that line.
  std::string Header;
  std::string RunCommand;
};

/// Writes to FD the report of a crash by signal Sig on this thread: the
/// signal, the pass running, its unit and its number among the pass runs
/// (as -opt-bisect-limit counts them), the pipeline, the command line; then
/// writes the reproducer, if there is one, and says where.
/// Async-signal-safe.
void writeCrashReport(int FD, int Sig);

/// If a pass began and did not end (it failed, or crashed) on this thread
/// and a reproducer path was given, writes the reproducer and a note saying
/// how to run it to NoteFD; returns whether it wrote the file.
/// Async-signal-safe.
bool writeCrashReproducer(int NoteFD);

} // namespace mopt

#endif
