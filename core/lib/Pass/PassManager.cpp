//===- PassManager.cpp - Running passes in sequence -----------------------===//

#include "mopt/Pass/PassManager.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Module.h"
#include "llvm/ADT/ScopeExit.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

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

template <typename PassT>
static void printList(const std::vector<std::unique_ptr<PassT>> &Passes,
                      std::string &Out) {
  for (size_t I = 0; I != Passes.size(); ++I) {
    if (I)
      Out += ',';
    Passes[I]->printPipeline(Out);
  }
}

/// ChildRest, then the passes of the list after Child.
template <typename PassT>
static void
printListRemainder(const std::vector<std::unique_ptr<PassT>> &Passes,
                   const Pass &Child, llvm::StringRef ChildRest,
                   std::string &Out) {
  Out += ChildRest.str();
  auto It = std::find_if(Passes.begin(), Passes.end(),
                         [&](const auto &P) { return P.get() == &Child; });
  for (++It; It < Passes.end(); ++It) {
    Out += ',';
    (*It)->printPipeline(Out);
  }
}

/// What remains of a repeat in round Round: ChildRest, the rest of this
/// round from the manager Pipeline, then the rounds after it.
template <typename ManagerT>
static void printRepeatRemainder(const ManagerT &Pipeline, unsigned Count,
                                 unsigned Round, const Pass &Child,
                                 llvm::StringRef ChildRest, std::string &Out) {
  Pipeline.printRemainingPipeline(Child, ChildRest, Out);
  unsigned Left = Count - Round - 1;
  if (Left == 0)
    return;
  Out += ',';
  if (Left > 1)
    absl::StrAppend(&Out, "repeat<", Left, ">(");
  Pipeline.printPipeline(Out);
  if (Left > 1)
    Out += ')';
}

void FunctionPassManager::printPipeline(std::string &Out) const {
  printList(Passes, Out);
}

void FunctionPassManager::printRemainingPipeline(const Pass &Child,
                                                 llvm::StringRef ChildRest,
                                                 std::string &Out) const {
  printListRemainder(Passes, Child, ChildRest, Out);
}

absl::StatusOr<PreservedAnalyses>
FunctionPassManager::run(Function &F, FunctionAnalysisManager &AM) {
  PreservedAnalyses Total = PreservedAnalyses::all();
  IRUnit U{F.getParent(), &F};
  for (auto &P : Passes) {
    auto PA = runInstrumented(*P, U, AM.getInstrumentation(), [&] {
      auto Result = P->run(F, AM);
      // A nested manager has invalidated after each of its passes already;
      // invalidating again with what they preserved together would drop
      // results its later passes computed and left valid.
      if (Result.ok() && !P->isPassManager())
        AM.invalidate(F, *Result);
      return Result;
    });
    if (!PA.ok())
      return PA.status();
    Total.intersect(*PA);
  }
  return Total;
}

void ModulePassManager::printPipeline(std::string &Out) const {
  printList(Passes, Out);
}

void ModulePassManager::printRemainingPipeline(const Pass &Child,
                                               llvm::StringRef ChildRest,
                                               std::string &Out) const {
  printListRemainder(Passes, Child, ChildRest, Out);
}

absl::StatusOr<PreservedAnalyses> ModulePassManager::run(Module &M,
                                                         PassContext &Ctx) {
  PreservedAnalyses Total = PreservedAnalyses::all();
  for (auto &P : Passes) {
    auto PA = runInstrumented(*P, IRUnit{&M, nullptr},
                              &Ctx.getInstrumentation(), [&] {
                                auto Result = P->run(M, Ctx);
                                // As for a nested FunctionPassManager.
                                if (Result.ok() && !P->isPassManager()) {
                                  // It may have deleted functions.
                                  Ctx.getFAM().forgetFunctionsNotIn(M);
                                  for (Function &F : M)
                                    Ctx.getFAM().invalidate(F, *Result);
                                }
                                return Result;
                              });
    if (!PA.ok())
      return PA.status();
    Total.intersect(*PA);
  }
  return Total;
}

void ModuleToFunctionPassAdaptor::printPipeline(std::string &Out) const {
  Out += "function(";
  Pipeline->printPipeline(Out);
  Out += ')';
}

void ModuleToFunctionPassAdaptor::printRemainingPipeline(
    const Pass &Child, llvm::StringRef ChildRest, std::string &Out) const {
  Out += "function(";
  Pipeline->printRemainingPipeline(Child, ChildRest, Out);
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
  void stageTimed(llvm::StringRef Stage, double Seconds) override {
    std::lock_guard<std::mutex> Guard(Lock);
    Shared.runStageTimed(Stage, Seconds);
  }

private:
  PassInstrumentation &Shared;
  std::mutex &Lock;
};
} // namespace

absl::StatusOr<PreservedAnalyses>
ModuleToFunctionPassAdaptor::runInParallel(Module &M, PassContext &Ctx) {
  std::vector<Function *> Functions;
  for (Function &F : M)
    Functions.push_back(&F);
  std::vector<absl::Status> Errors(Functions.size());
  std::atomic<size_t> Next{0};
  std::mutex InstrumentationLock;
  auto Work = [&](absl::Status &CloneError) {
    auto Copy = Ctx.clonePipeline(*Pipeline);
    if (!Copy.ok()) {
      CloneError = Copy.status();
      return;
    }
    PassInstrumentation PI;
    PI.setRemarks(Ctx.getInstrumentation().shareRemarks());
    PI.addObserver(std::make_unique<LockedForwarder>(Ctx.getInstrumentation(),
                                                     InstrumentationLock));
    FunctionAnalysisManager AM(&PI);
    Ctx.setUpAnalyses(AM);
    for (size_t I; (I = Next++) < Functions.size();)
      if (auto PA = (*Copy)->run(*Functions[I], AM); !PA.ok())
        Errors[I] = PA.status();
  };
  unsigned NumThreads = std::min<size_t>(Ctx.getThreads(), Functions.size());
  std::vector<absl::Status> CloneErrors(NumThreads);
  std::vector<std::thread> Workers;
  for (unsigned T = 0; T != NumThreads; ++T)
    Workers.emplace_back(Work, std::ref(CloneErrors[T]));
  for (std::thread &W : Workers)
    W.join();
  // The shared cache knew these functions before the workers changed them.
  for (Function *F : Functions)
    Ctx.getFAM().clear(*F);
  for (const absl::Status &S : CloneErrors)
    if (!S.ok())
      return S;
  for (const absl::Status &S : Errors)
    if (!S.ok())
      return S;
  return PreservedAnalyses::all();
}

absl::StatusOr<PreservedAnalyses>
ModuleToFunctionPassAdaptor::run(Module &M, PassContext &Ctx) {
  if (Ctx.getThreads() > 1 && M.size() > 1)
    return runInParallel(M, Ctx);
  for (Function &F : M) {
    auto PA = Pipeline->run(F, Ctx.getFAM());
    if (!PA.ok())
      return PA.status();
  }
  // Each function's analyses were invalidated pass by pass already.
  return PreservedAnalyses::all();
}

void RepeatFunctionPass::printPipeline(std::string &Out) const {
  absl::StrAppend(&Out, "repeat<", Count, ">(");
  Pipeline->printPipeline(Out);
  Out += ')';
}

void RepeatFunctionPass::printRemainingPipeline(const Pass &Child,
                                                llvm::StringRef ChildRest,
                                                std::string &Out) const {
  printRepeatRemainder(*Pipeline, Count, Round, Child, ChildRest, Out);
}

absl::StatusOr<PreservedAnalyses>
RepeatFunctionPass::run(Function &F, FunctionAnalysisManager &AM) {
  PreservedAnalyses Total = PreservedAnalyses::all();
  for (Round = 0; Round != Count; ++Round) {
    auto PA = Pipeline->run(F, AM);
    if (!PA.ok())
      return PA.status();
    Total.intersect(*PA);
  }
  return Total;
}

void RepeatModulePass::printPipeline(std::string &Out) const {
  absl::StrAppend(&Out, "repeat<", Count, ">(");
  Pipeline->printPipeline(Out);
  Out += ')';
}

void RepeatModulePass::printRemainingPipeline(const Pass &Child,
                                              llvm::StringRef ChildRest,
                                              std::string &Out) const {
  printRepeatRemainder(*Pipeline, Count, Round, Child, ChildRest, Out);
}

absl::StatusOr<PreservedAnalyses> RepeatModulePass::run(Module &M,
                                                        PassContext &Ctx) {
  PreservedAnalyses Total = PreservedAnalyses::all();
  for (Round = 0; Round != Count; ++Round) {
    auto PA = Pipeline->run(M, Ctx);
    if (!PA.ok())
      return PA.status();
    Total.intersect(*PA);
  }
  return Total;
}

std::string mopt::printRemainingPipeline(const ModulePassManager &Root,
                                         llvm::ArrayRef<const Pass *> Running) {
  std::string Out;
  if (Running.empty()) {
    Root.printPipeline(Out);
    return Out;
  }
  std::string Rest;
  Running.back()->printPipeline(Rest);
  for (size_t I = Running.size() - 1; I != 0; --I) {
    std::string Outer;
    Running[I - 1]->printRemainingPipeline(*Running[I], Rest, Outer);
    Rest = std::move(Outer);
  }
  Root.printRemainingPipeline(*Running.front(), Rest, Out);
  return Out;
}
