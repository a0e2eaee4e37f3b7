//===- Pass.cpp - Out-of-line anchors of the pass interfaces --------------===//

#include "mopt/Pass/Pass.h"
#include "mopt/Pass/Analysis.h"
#include "llvm/ADT/SmallVector.h"

using namespace mopt;

Pass::~Pass() = default;
AnalysisResult::~AnalysisResult() = default;
FunctionAnalysis::~FunctionAnalysis() = default;

void Pass::printPipeline(std::string &Out) const { Out += getName().str(); }

void Pass::printNameWithParams(llvm::StringRef Params, std::string &Out) const {
  Out += Name;
  if (!Params.empty())
    Out += "<" + Params.str() + ">";
}

void PreservedAnalyses::intersect(const PreservedAnalyses &Other) {
  if (Other.All)
    return;
  if (All) {
    *this = Other;
    return;
  }
  CFG = CFG && Other.CFG;
  llvm::SmallVector<const AnalysisKey *, 4> Dropped;
  for (const AnalysisKey *K : Keys)
    if (!Other.Keys.count(K))
      Dropped.push_back(K);
  for (const AnalysisKey *K : Dropped)
    Keys.erase(K);
}
