//===- mopt/Pass/PipelineParser.h - Pipeline text to passes -----*- C++ -*-===//
//
// Parses `-passes=` text as LLVM's `opt` and `mlir-opt` do:
//
//   pipeline := element (',' element)*
//   element  := NAME ('<' params '>')? ('(' pipeline ')')?
//
// `module(...)` and `function(...)` nest explicitly; when omitted, the
// manager stack is inferred (function passes at module level are grouped
// into one `function(...)`). `repeat<N>(...)` runs its pipeline N times at
// the level it appears. Errors point at the offending character of the text
// (`-passes:1:COL: error: ...`): unknown pass (with a did-you-mean; with
// no name near, the status is NotFound, else InvalidArgument), a
// module pass inside `function(...)`, unbalanced brackets, a bad parameter,
// nesting deeper than 1000 levels.
//
// Each pass built from a table row is listed, in the order the pipeline
// runs it, with the form its row says it needs (PassForm.h), so that the
// driver can refuse a pipeline whose forms do not follow before it runs.
//
// printPipeline gives the normalised text: fully nested, no blanks; it
// parses back to the same pipeline.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PIPELINEPARSER_H
#define MOPT_PASS_PIPELINEPARSER_H

#include "mopt/Pass/PassManager.h"
#include "mopt/Pass/PassRegistry.h"

namespace mopt {

/// With Steps, also lists the passes in the order they run and the form
/// each needs (for checkPipelineForms, PassForm.h).
absl::StatusOr<std::unique_ptr<ModulePassManager>>
parsePassPipeline(llvm::StringRef Text, const PassRegistry &Registry,
                  std::vector<PipelineStep> *Steps = nullptr);

/// Parses the contents of a `function(...)`: a function pipeline only.
absl::StatusOr<std::unique_ptr<FunctionPassManager>>
parseFunctionPipeline(llvm::StringRef Text, const PassRegistry &Registry);

/// The normalised text of a pipeline parsed by parsePassPipeline.
std::string printPipeline(const ModulePassManager &MPM);

} // namespace mopt

#endif
