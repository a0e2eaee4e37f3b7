//===- PipelineFuzzers.cpp - The pipeline and pass-pipeline targets -------===//
//
// pipeline: a TAC module that parses and verifies goes through lower, ssa
// and out-of-ssa, each a pipeline of its own, with the verifier after each.
// A pass may reject the module with a diagnostic (lower does, for a value
// used only by code that can never run); it must never leave invalid IR.
// The program runs before and after, for at most MaxSteps steps: both runs
// print the same, and return the same or fail with the same message. A run
// cut short by the step limit has printed a prefix of what the other
// printed: the passes change how many steps a program takes.
//
// pass-pipeline: any text is a pipeline to parse; one that parses prints
// as text that parses back and prints the same.
//
//===----------------------------------------------------------------------===//

#include "FuzzTargets.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Interp/Interpreter.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/TAC/Parser.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace mopt;

namespace {

constexpr uint64_t MaxSteps = 10'000;
constexpr unsigned MaxCallDepth = 100;

/// What one run printed and how it ended.
struct Outcome {
  std::string Output;
  bool Ok = false;
  int64_t Result = 0;
  /// The diagnostic's first line from "error: " on, without the location.
  std::string Error;
  bool OutOfSteps = false;
};

} // namespace

/// Runs main with arguments 3, 4, 5, ... (as many as it takes).
static Outcome runModule(Module &M) {
  std::vector<int64_t> Args;
  if (Function *Main = M.lookupFunction("main"))
    for (unsigned K = 0; K != Main->getNumParams(); ++K)
      Args.push_back(3 + K);
  char *Buffer = nullptr;
  size_t Size = 0;
  std::FILE *Out = open_memstream(&Buffer, &Size);
  fuzz::check(Out, "open_memstream failed");
  RunOptions Opts;
  Opts.MaxSteps = MaxSteps;
  Opts.MaxCallDepth = MaxCallDepth;
  absl::StatusOr<int64_t> R = runProgram(M, Args, Out, Opts);
  std::fclose(Out);
  Outcome O;
  O.Output.assign(Buffer, Size);
  std::free(Buffer);
  O.Ok = R.ok();
  if (O.Ok) {
    O.Result = *R;
    return O;
  }
  llvm::StringRef Msg(R.status().message().data(), R.status().message().size());
  size_t At = Msg.find("error: ");
  fuzz::check(At != llvm::StringRef::npos, "a run-time error without error:");
  O.Error = Msg.drop_front(At).split('\n').first.str();
  O.OutOfSteps =
      llvm::StringRef(O.Error).starts_with("error: step limit exceeded");
  return O;
}

/// Runs one stage of the pipeline; false if a pass rejected the module.
static bool runStage(Module &M, llvm::StringRef Pipeline) {
  const PassRegistry &Registry = fuzz::getBuiltinPasses();
  auto MPM = parsePassPipeline(Pipeline, Registry);
  fuzz::check(MPM.ok(), "a built-in pipeline does not parse");
  PassContext Ctx;
  Registry.registerAnalyses(Ctx.getFAM());
  if (!(*MPM)->run(M, Ctx).ok())
    return false;
  absl::Status S = verifyModule(M);
  if (!S.ok())
    std::fprintf(stderr, "after %s:\n%s\n", Pipeline.str().c_str(),
                 std::string(S.message()).c_str());
  fuzz::check(S.ok(), "a pass produced invalid IR");
  return true;
}

void fuzz::fuzzPipeline(llvm::StringRef Input) {
  auto M = parseTAC(Input, "fuzz.tac");
  if (!M.ok() || !verifyModule(**M).ok())
    return;
  Outcome Before = runModule(**M);
  for (const char *Stage : {"lower", "ssa", "out-of-ssa"})
    if (!runStage(**M, Stage))
      return;
  Outcome After = runModule(**M);
  // A run cut short printed a prefix of what the other printed.
  llvm::StringRef B(Before.Output), A(After.Output);
  if (Before.OutOfSteps || After.OutOfSteps) {
    bool Prefix = Before.OutOfSteps && After.OutOfSteps
                      ? A.starts_with(B) || B.starts_with(A)
                  : Before.OutOfSteps ? A.starts_with(B)
                                      : B.starts_with(A);
    return check(Prefix, "the output differs before the step limit");
  }
  // A load that no store reaches is an error in memory, and reads the
  // slot's zero once ssa has promoted the slot (docs/TAC.md, Memory): from
  // there on anything may happen, but what came before must be the same.
  if (!Before.Ok &&
      llvm::StringRef(Before.Error).contains("load of uninitialised memory"))
    return check(A.starts_with(B),
                 "the output differs before an uninitialised load");
  bool Same = A == B && Before.Ok == After.Ok &&
              Before.Result == After.Result && Before.Error == After.Error;
  if (!Same)
    std::fprintf(stderr, "before: %s(%lld, %s)\nafter: %s(%lld, %s)\n",
                 Before.Output.c_str(), static_cast<long long>(Before.Result),
                 Before.Error.c_str(), After.Output.c_str(),
                 static_cast<long long>(After.Result), After.Error.c_str());
  check(Same, "the program prints or ends differently after the passes");
}

void fuzz::fuzzPassPipeline(llvm::StringRef Input) {
  const PassRegistry &Registry = getBuiltinPasses();
  auto MPM = parsePassPipeline(Input, Registry);
  if (!MPM.ok())
    return check(!MPM.status().message().empty(), "an empty error message");
  std::string Text = printPipeline(**MPM);
  auto Again = parsePassPipeline(Text, Registry);
  check(Again.ok(), "a printed pipeline does not parse back");
  check(printPipeline(**Again) == Text,
        "a printed pipeline parses back and prints differently");
}
