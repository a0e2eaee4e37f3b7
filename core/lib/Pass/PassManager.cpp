//===- PassManager.cpp - Running passes in sequence -----------------------===//

#include "mopt/Pass/PassManager.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Parallel.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"

#include <algorithm>
#include <atomic>
#include <mutex>

using namespace mopt;

/// Adds to a leaf pass's error which pass failed, and on what.
static absl::Status inPass(const absl::Status &S, const Pass &P, IRUnit U) {
  return absl::Status(S.code(),
                      absl::StrCat(S.message(), "\nnote: in pass '",
                                   P.getName().str(), "' on ", U.describe()));
}

/// Runs one pass on U with the instrumentation around it, if P is a leaf;
/// P is on PI's stack of running passes meanwhile, leaf or manager.
template <typename PassT, typename RunFn>
static absl::StatusOr<PreservedAnalyses>
runInstrumented(PassT &P, IRUnit U, PassInstrumentation *PI, RunFn Run) {
  if (PI)
    PI->pushRunningPass(P);
  llvm::scope_exit Pop([PI] {
    if (PI)
      PI->popRunningPass();
  });
  bool Observed = PI && !P.isPassManager();
  if (Observed && !PI->runBeforePass(P, U))
    return PreservedAnalyses::all();
  absl::StatusOr<PreservedAnalyses> PA = Run();
  if (!PA.ok())
    return P.isPassManager() ? PA.status() : inPass(PA.status(), P, U);
  if (Observed)
    if (absl::Status S = PI->runAfterPass(P, U, *PA); !S.ok())
      return S;
  return PA;
}

IRUnit IRUnitTraits<Function>::unit(Function &F) {
  return IRUnit{F.getParent(), &F};
}

void IRUnitTraits<Function>::invalidate(Function &F,
                                        FunctionAnalysisManager &AM,
                                        const PreservedAnalyses &PA) {
  AM.invalidate(F, PA);
}

void IRUnitTraits<Module>::invalidate(Module &M, PassContext &Ctx,
                                      const PreservedAnalyses &PA) {
  // A module pass may have deleted functions.
  Ctx.getFAM().forgetFunctionsNotIn(M);
  for (Function &F : M)
    Ctx.getFAM().invalidate(F, PA);
}

PassNesting::~PassNesting() = default;
FunctionScheduler::~FunctionScheduler() = default;

template <typename IRUnitT>
void PassManager<IRUnitT>::printPipeline(std::string &Out) const {
  for (size_t I = 0; I != Passes.size(); ++I) {
    if (I)
      Out += ',';
    Passes[I]->printPipeline(Out);
  }
}

template <typename IRUnitT>
void PassManager<IRUnitT>::printRemainder(const Pass &Child, unsigned,
                                          llvm::StringRef ChildRest,
                                          std::string &Out) const {
  Out += ChildRest.str();
  auto It = std::find_if(Passes.begin(), Passes.end(),
                         [&](const auto &P) { return P.get() == &Child; });
  for (++It; It < Passes.end(); ++It) {
    Out += ',';
    (*It)->printPipeline(Out);
  }
}

template <typename IRUnitT> void PassManager<IRUnitT>::keepAnalyses() {
  KeepsAnalyses = true;
  for (auto &P : Passes)
    if (auto *Nested = dynamic_cast<NestingPass<IRUnitT> *>(P.get()))
      Nested->keepAnalyses();
}

template <typename IRUnitT>
absl::StatusOr<PreservedAnalyses> PassManager<IRUnitT>::run(IRUnitT &U,
                                                            RunContextT &Ctx) {
  using Traits = IRUnitTraits<IRUnitT>;
  PreservedAnalyses Total = PreservedAnalyses::all();
  for (size_t I = 0; I != Passes.size(); ++I) {
    auto &P = Passes[I];
    if (freesAnalysesBefore(I))
      Traits::releaseAnalyses(U, Ctx);
    uint64_t RequestsBefore = Traits::analysisRequests(Ctx);
    auto PA =
        runInstrumented(*P, Traits::unit(U), Traits::instrumentation(Ctx), [&] {
          auto Result = P->run(U, Ctx);
          // A nested manager has invalidated after each of its passes
          // already; invalidating again with what they preserved together
          // would drop results its later passes computed and left valid.
          if (Result.ok() && !P->isPassManager())
            Traits::invalidate(U, Ctx, *Result);
          return Result;
        });
    if (!PA.ok())
      return PA.status();
    if (Traits::analysisRequests(Ctx) != RequestsBefore)
      AskingEnd = std::max(AskingEnd, I + 1);
    Total.intersect(*PA);
  }
  ++RunsDone;
  return Total;
}

void ModuleToFunctionPassAdaptor::printPipeline(std::string &Out) const {
  Out += "function(";
  Pipeline->printPipeline(Out);
  Out += ')';
}

void ModuleToFunctionPassAdaptor::printRemainder(const Pass &Child,
                                                 unsigned Round,
                                                 llvm::StringRef ChildRest,
                                                 std::string &Out) const {
  Out += "function(";
  Pipeline->printRemainder(Child, Round, ChildRest, Out);
  Out += ')';
}

namespace {
/// Hands a worker thread's instrumentation events to the shared observers,
/// one event at a time.
class LockedForwarder : public PassObserver {
public:
  LockedForwarder(PassInstrumentation &Shared, std::mutex &Lock)
      : Shared(Shared), Lock(Lock) {}
  bool beforePass(const Pass &P, IRUnit U) override {
    std::lock_guard<std::mutex> Guard(Lock);
    return Shared.runBeforePass(P, U);
  }
  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &PA) override {
    std::lock_guard<std::mutex> Guard(Lock);
    return Shared.runAfterPass(P, U, PA);
  }
  void analysisUsed(llvm::StringRef Name, Function &F, bool Cached) override {
    std::lock_guard<std::mutex> Guard(Lock);
    Shared.runAnalysisUsed(Name, F, Cached);
  }
  void analysisInvalidated(llvm::StringRef Name, Function &F) override {
    std::lock_guard<std::mutex> Guard(Lock);
    Shared.runAnalysisInvalidated(Name, F);
  }
  void stageTimed(llvm::StringRef Stage, const StageCost &Cost) override {
    std::lock_guard<std::mutex> Guard(Lock);
    Shared.runStageTimed(Stage, Cost);
  }

private:
  PassInstrumentation &Shared;
  std::mutex &Lock;
};
} // namespace

absl::StatusOr<PreservedAnalyses>
ModuleToFunctionPassAdaptor::runInParallel(Module &M, PassContext &Ctx,
                                           FunctionScheduler &Scheduler) {
  std::vector<Function *> Functions;
  for (Function &F : M)
    if (!F.isDeclaration())
      Functions.push_back(&F);
  std::vector<absl::Status> Errors(Functions.size());
  std::mutex InstrumentationLock;
  // Each thread's copy of the pipeline, its instrumentation and analyses.
  struct Worker {
    absl::StatusOr<std::unique_ptr<FunctionPassManager>> Pipeline;
    PassInstrumentation PI;
    FunctionAnalysisManager AM{&PI};
  };
  std::mutex WorkersLock;
  std::vector<std::unique_ptr<Worker>> Workers;
  // As on one thread, no function after one that failed is started: the
  // indices are handed out in order, so every function before it was.
  std::atomic<size_t> FirstFailed{SIZE_MAX};
  auto Fail = [&](size_t I, absl::Status S) {
    Errors[I] = std::move(S);
    size_t Seen = FirstFailed.load();
    while (I < Seen && !FirstFailed.compare_exchange_weak(Seen, I)) {
    }
  };
  parallelForEachThread(Functions.size(), Scheduler.getThreads(), [&] {
    auto W = std::make_unique<Worker>();
    W->Pipeline = Scheduler.clonePipeline(*Pipeline);
    W->PI.setRemarks(Ctx.getInstrumentation().shareRemarks());
    W->PI.setTracksMemory(Ctx.getInstrumentation().tracksMemory());
    W->PI.addObserver(std::make_unique<LockedForwarder>(
        Ctx.getInstrumentation(), InstrumentationLock));
    Scheduler.setUpAnalyses(W->AM);
    Worker *Own = W.get();
    std::lock_guard<std::mutex> Guard(WorkersLock);
    Workers.push_back(std::move(W));
    return [&, Own](size_t I) {
      if (!Own->Pipeline.ok() || I > FirstFailed.load())
        return;
      FunctionRun Run{*Functions[I], I, Own->AM};
      absl::Status S = Scheduler.functionNeeded(Run);
      if (S.ok())
        if (auto PA = (*Own->Pipeline)->run(Run.F, Own->AM); !PA.ok())
          S = PA.status();
      if (!S.ok())
        return Fail(I, std::move(S));
      Scheduler.functionDone(Run);
    };
  });
  // The shared cache knew these functions before the workers changed them.
  for (Function *F : Functions)
    Ctx.getFAM().clear(*F);
  for (const std::unique_ptr<Worker> &W : Workers)
    if (!W->Pipeline.ok())
      return W->Pipeline.status();
  for (const absl::Status &S : Errors)
    if (!S.ok())
      return S;
  return PreservedAnalyses::all();
}

absl::StatusOr<PreservedAnalyses>
ModuleToFunctionPassAdaptor::run(Module &M, PassContext &Ctx) {
  FunctionScheduler *Scheduler = Ctx.getScheduler();
  if (Scheduler && Scheduler->getThreads() > 1 && M.size() > 1)
    return runInParallel(M, Ctx, *Scheduler);
  size_t Index = 0;
  for (Function &F : M) {
    if (F.isDeclaration()) // no body for a pass to run on
      continue;
    FunctionRun Run{F, Index++, Ctx.getFAM()};
    if (Scheduler)
      if (absl::Status S = Scheduler->functionNeeded(Run); !S.ok())
        return S;
    auto PA = Pipeline->run(F, Ctx.getFAM());
    if (!PA.ok())
      return PA.status();
    if (Scheduler)
      Scheduler->functionDone(Run);
  }
  // Each function's analyses were invalidated pass by pass already.
  return PreservedAnalyses::all();
}

template <typename IRUnitT>
void RepeatPass<IRUnitT>::printPipeline(std::string &Out) const {
  absl::StrAppend(&Out, "repeat<", Count, ">(");
  Pipeline->printPipeline(Out);
  Out += ')';
}

template <typename IRUnitT>
void RepeatPass<IRUnitT>::printRemainder(const Pass &Child, unsigned Round,
                                         llvm::StringRef ChildRest,
                                         std::string &Out) const {
  Pipeline->printRemainder(Child, Round, ChildRest, Out);
  unsigned Left = Count - Round - 1;
  if (Left == 0)
    return;
  Out += ',';
  if (Left > 1)
    absl::StrAppend(&Out, "repeat<", Left, ">(");
  Pipeline->printPipeline(Out);
  if (Left > 1)
    Out += ')';
}

template <typename IRUnitT>
absl::StatusOr<PreservedAnalyses> RepeatPass<IRUnitT>::run(IRUnitT &U,
                                                           RunContextT &Ctx) {
  PassInstrumentation *PI = IRUnitTraits<IRUnitT>::instrumentation(Ctx);
  PreservedAnalyses Total = PreservedAnalyses::all();
  for (unsigned Round = 0; Round != Count; ++Round) {
    if (PI)
      PI->setRound(Round);
    absl::StatusOr<PreservedAnalyses> PA = Pipeline->run(U, Ctx);
    if (!PA.ok())
      return PA;
    Total.intersect(*PA);
  }
  return Total;
}

template class mopt::PassManager<Function>;
template class mopt::PassManager<Module>;
template class mopt::RepeatPass<Function>;
template class mopt::RepeatPass<Module>;
