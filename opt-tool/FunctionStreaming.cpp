//===- FunctionStreaming.cpp - How mopt runs a function pipeline ----------===//

#include "FunctionStreaming.h"
#include "FunctionOutput.h"
#include "Options.h"
#include "mopt/Formats/Formats.h"
#include "mopt/Formats/LazyReader.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/Pass/StageTimer.h"
#include "mopt/Support/IRAllocator.h"

using namespace mopt;

bool FunctionStreaming::canReadLazily(const DriverOptions &Opts,
                                      const ModulePassManager &MPM,
                                      const FileFormat &Format) {
  return Format.OpenLazily && FunctionOutput::isPossible(Opts, MPM);
}

void FunctionStreaming::readBodiesFrom(LazyReader &NewReader,
                                       llvm::ArrayRef<PipelineStep> NewSteps) {
  Reader = &NewReader;
  Steps = NewSteps;
}

unsigned FunctionStreaming::getThreads() const { return Opts.Threads; }

absl::StatusOr<std::unique_ptr<FunctionPassManager>>
FunctionStreaming::clonePipeline(const FunctionPassManager &Pipeline) const {
  std::string Text;
  Pipeline.printPipeline(Text);
  return parseFunctionPipeline(Text, Registry);
}

void FunctionStreaming::setUpAnalyses(FunctionAnalysisManager &AM) const {
  Registry.registerAnalyses(AM);
  for (const auto &[Name, Value] : Opts.AnalysisOptions)
    AM.setOption(Name, Value);
}

absl::Status FunctionStreaming::functionNeeded(const FunctionRun &Run) {
  if (!Reader)
    return absl::OkStatus();
  StageTimer Timer(Run.AM.getInstrumentation(), "parse and verify input");
  // The memory the functions before left goes to this one lowest address
  // first, in the order its objects are read (on this thread).
  sortFreedIRObjects();
  absl::Status S = Reader->readBody(Run.F, Run.Index);
  if (S.ok())
    S = verifyFunction(Run.F);
  return S.ok() ? checkPipelineForms(Steps, Run.F) : S;
}

void FunctionStreaming::functionDone(const FunctionRun &Run) {
  if (Output)
    Output->functionDone(Run);
}
