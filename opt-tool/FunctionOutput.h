//===- FunctionOutput.h - Writing each function as it is done ---*- C++ -*-===//
//
// When the whole pipeline is one function pipeline (`function(...)`, which
// `-passes=lower,ssa,out-of-ssa` is), nothing after it needs a function
// once its passes are done: FunctionOutput, called by the adaptor as each
// function's pipeline succeeds, verifies it, writes it, and deletes its
// body, so that the next function's passes reuse that memory instead of
// taking fresh pages. The module's peak is then what was read plus one
// function's growth, not every function's.
//
// What is printed, and which error is reported, are what the whole-module
// run gives: the text goes to the output file's temporary (or, for output
// written in place, is held until the end), committed only once every
// function passed; the first verification failure in module order
// outranks an output file that cannot be created, and a pass failing in a
// later function outranks both (the adaptor still runs it; FunctionOutput
// then only frees). With -threads, each thread verifies and prints the
// functions it ran, and the texts go out in module order: a function done
// before those ahead of it waits, printed, until they are. One thread at a
// time writes the texts whose turn has come, without holding the lock the
// others take to hand theirs over.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_FUNCTIONOUTPUT_H
#define MOPT_OPTTOOL_FUNCTIONOUTPUT_H

#include "OutputFile.h"
#include "absl/status/status.h"
#include "mopt/Pass/PassManager.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace mopt {

struct DriverOptions;
struct FileFormat;

class FunctionOutput {
public:
  /// A FunctionOutput for this run, to be called as each function is done
  /// (FunctionStreaming::writeFunctionsTo); or null when the
  /// run must keep the whole module to the end: a pipeline that is not
  /// one function pipeline, --run, --html, -crash-reproducer, -opt-bisect,
  /// -verify-each or -print-* (which look at the module after a pass), or an
  /// output format written only as a whole.
  static std::unique_ptr<FunctionOutput>
  createIfPossible(const DriverOptions &Opts, const ModulePassManager &MPM,
                   PassContext &Ctx);
  /// Whether createIfPossible gives one.
  static bool isPossible(const DriverOptions &Opts,
                         const ModulePassManager &MPM);

  /// Verifies the function and writes it, unless one before it failed,
  /// then deletes its body. Safe to call on several threads at once.
  void functionDone(const FunctionRun &Run);
  /// After the pipeline succeeded on every function: the first error met,
  /// else the output committed.
  absl::Status finish();

private:
  FunctionOutput(const DriverOptions &Opts, const FileFormat &Emit,
                 PassContext &Ctx)
      : Opts(Opts), Emit(Emit), Ctx(Ctx) {}
  /// Whether a function before the Index-th was found invalid.
  bool invalidBefore(size_t Index);
  /// Verifies the function; records the error if none before it failed.
  void verify(const FunctionRun &Run);
  /// On one thread: prints the function straight to the output.
  void write(const FunctionRun &Run);
  /// With threads: prints the function, then writes the text in its turn.
  void writeInOrder(const FunctionRun &Run);
  /// With threads, on the one thread writing: writes every text whose turn
  /// has come, until none has.
  void writeWaitingTexts();
  /// Creates the output file the first time.
  absl::Status openOutput();
  /// Sends Piece to the output file, or holds it (with threads, on the one
  /// thread writing).
  void emit(llvm::StringRef Piece);
  /// Appends Piece to the held text.
  void hold(llvm::StringRef Piece);

  const DriverOptions &Opts;
  const FileFormat &Emit;
  PassContext &Ctx;
  /// Guards what follows, which the threads share.
  std::mutex Lock;
  /// The first function found invalid, in module order, and its error.
  size_t FirstInvalid = SIZE_MAX;
  absl::Status VerifyError;
  absl::Status OutputError;
  std::unique_ptr<OutputFile> Out;
  /// For output written in place, the text, held until every function
  /// passed: in chunks of at least 1 MiB, so that holding a text takes
  /// about its size, where one string growing by doubling takes up to
  /// three times it at its peak.
  std::vector<std::string> Held;
  /// With threads: the next function whose text goes out, and the texts
  /// of the functions after it that are done already, by index.
  size_t NextToWrite = 0;
  std::map<size_t, std::string> Waiting;
  /// With threads: whether a thread is writing texts, outside Lock. Only
  /// that thread touches Out, OutputError and Held until it clears this.
  bool Writing = false;
};

/// The error of output that fails verification, as the driver reports it.
absl::Status invalidOutputError(const absl::Status &S);

} // namespace mopt

#endif
