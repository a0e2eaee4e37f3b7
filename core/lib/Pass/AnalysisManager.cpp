//===- AnalysisManager.cpp - Lazy, cached analyses ------------------------===//

#include "mopt/Pass/AnalysisManager.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/PassInstrumentation.h"
#include "mopt/Pass/StageTimer.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mopt;

void FunctionAnalysisManager::registerAnalysis(
    std::unique_ptr<FunctionAnalysis> A) {
  auto [It, Inserted] = Index.try_emplace(A->getKey(), Analyses.size());
  if (Inserted)
    Analyses.push_back(std::move(A));
}

AnalysisResult *
FunctionAnalysisManager::getCachedResultImpl(const AnalysisKey *Key,
                                             Function &F) {
  auto IdxIt = Index.find(Key);
  auto CacheIt = Cache.find(&F);
  if (IdxIt == Index.end() || CacheIt == Cache.end() ||
      IdxIt->second >= CacheIt->second.size())
    return nullptr;
  return CacheIt->second[IdxIt->second].get();
}

AnalysisResult &FunctionAnalysisManager::getResultImpl(const AnalysisKey *Key,
                                                       Function &F) {
  ++Requests;
  unsigned Idx = Index.find(Key)->second;
  FunctionAnalysis &A = *Analyses[Idx];
  if (AnalysisResult *Cached = getCachedResultImpl(Key, F)) {
    if (PI)
      PI->runAnalysisUsed(A.getName(), F, /*Cached=*/true);
    return *Cached;
  }
  // Report before running, so the analyses it asks for trace after it.
  if (PI)
    PI->runAnalysisUsed(A.getName(), F, /*Cached=*/false);
  // Compute before touching the cache: the analysis may ask for others,
  // which can grow this function's slot array.
  std::unique_ptr<AnalysisResult> Result;
  {
    StageTimer Timer(PI, A.getName());
    Result = A.run(F, *this);
  }
  std::vector<std::unique_ptr<AnalysisResult>> &Slots = Cache[&F];
  if (Slots.size() < Analyses.size())
    Slots.resize(Analyses.size());
  Slots[Idx] = std::move(Result);
  return *Slots[Idx];
}

void FunctionAnalysisManager::forgetFunctionsNotIn(Module &M) {
  if (Cache.empty())
    return;
  llvm::SmallPtrSet<Function *, 16> Live;
  for (Function &F : M)
    Live.insert(&F);
  llvm::SmallVector<Function *, 4> Gone;
  for (auto &Entry : Cache)
    if (!Live.count(Entry.first))
      Gone.push_back(Entry.first);
  for (Function *F : Gone)
    Cache.erase(F);
}

void FunctionAnalysisManager::invalidate(Function &F,
                                         const PreservedAnalyses &PA) {
  if (PA.areAllPreserved())
    return;
  auto CacheIt = Cache.find(&F);
  if (CacheIt == Cache.end())
    return;
  std::vector<std::unique_ptr<AnalysisResult>> &Slots = CacheIt->second;
  for (unsigned I = 0; I != Slots.size(); ++I) {
    if (!Slots[I])
      continue;
    FunctionAnalysis &A = *Analyses[I];
    if (PA.isPreserved(A.getKey(), A.isCFGAnalysis()))
      continue;
    Slots[I].reset();
    if (PI)
      PI->runAnalysisInvalidated(A.getName(), F);
  }
}
