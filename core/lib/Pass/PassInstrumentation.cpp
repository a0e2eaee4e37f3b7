//===- PassInstrumentation.cpp - Observers of the pass manager ------------===//

#include "mopt/Pass/PassInstrumentation.h"
#include "mopt/IR/Function.h"
#include "llvm/ADT/STLExtras.h"

using namespace mopt;

PassObserver::~PassObserver() = default;

std::string IRUnit::describe() const {
  return F ? "function '" + F->getName().str() + "'" : "the module";
}

bool PassInstrumentation::runBeforePass(const Pass &P, IRUnit Unit) {
  for (auto &O : Observers)
    if (!O->beforePass(P, Unit))
      return false;
  return true;
}

absl::Status PassInstrumentation::runAfterPass(const Pass &P, IRUnit Unit,
                                               const PreservedAnalyses &PA) {
  for (auto &O : llvm::reverse(Observers))
    if (absl::Status S = O->afterPass(P, Unit, PA); !S.ok())
      return S;
  return absl::OkStatus();
}

void PassInstrumentation::runAnalysisUsed(llvm::StringRef Name, Function &F,
                                          bool Cached) {
  for (auto &O : Observers)
    O->analysisUsed(Name, F, Cached);
}

void PassInstrumentation::runAnalysisInvalidated(llvm::StringRef Name,
                                                 Function &F) {
  for (auto &O : Observers)
    O->analysisInvalidated(Name, F);
}

void PassInstrumentation::runStageTimed(llvm::StringRef Stage,
                                        const StageCost &Cost) {
  for (auto &O : Observers)
    O->stageTimed(Stage, Cost);
}

void PassInstrumentation::runPipelineFinished() {
  for (auto &O : Observers)
    O->pipelineFinished();
}
