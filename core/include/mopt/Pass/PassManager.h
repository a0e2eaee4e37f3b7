//===- mopt/Pass/PassManager.h - Running passes in sequence -----*- C++ -*-===//
//
// Pass managers run a sequence of passes, modelled on LLVM's new pass
// manager: one template over the IR unit. A FunctionPassManager
// (PassManager<Function>) runs function passes over one function, a
// ModulePassManager (PassManager<Module>) runs module passes, and the
// adaptor runs a function pipeline over every function of a module.
// RepeatPass<IRUnitT> runs its pipeline N times (`repeat<N>(...)`).
//
// After each pass the manager invalidates the cached analyses that the pass
// did not preserve, then tells the instrumentation; the managers themselves
// are not reported. A function pass manager learns, on the first function it
// runs, after which of its passes none asks for an analysis; on the
// functions after, it frees a function's cached results before those
// passes, as LLVM's legacy pass manager freed an analysis after its last
// user, so that their memory serves them. A pass that asks only later is
// still served: what was freed is computed again. The managers inside a
// repeat free nothing, since its next round may want them again. The
// PassContext carries what a whole run shares: the analysis manager, the
// instrumentation, and the driver's FunctionScheduler if it has one.
//
// Managers, the adaptor and repeats are PassNesting too: what the crash
// reproducer needs to print the pipeline that remains while one of their
// passes runs (PassInstrumentation keeps which pass, and a repeat's round).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASSMANAGER_H
#define MOPT_PASS_PASSMANAGER_H

#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/FunctionScheduler.h"
#include "mopt/Pass/Pass.h"
#include "mopt/Pass/PassInstrumentation.h"
#include "llvm/ADT/ArrayRef.h"

#include <memory>
#include <vector>

namespace mopt {

template <typename IRUnitT> class PassManager;
using FunctionPassManager = PassManager<Function>;
using ModulePassManager = PassManager<Module>;

/// What one run of a pipeline shares: the analysis manager and the
/// instrumentation; and, when a driver schedules the functions of a
/// function adaptor (threads, reading and writing a function at a time),
/// its FunctionScheduler.
class PassContext {
public:
  PassContext() : FAM(&PI) {}
  FunctionAnalysisManager &getFAM() { return FAM; }
  PassInstrumentation &getInstrumentation() { return PI; }
  /// S outlives the run; null (the default): one thread, no hooks.
  void setScheduler(FunctionScheduler *S) { Scheduler = S; }
  FunctionScheduler *getScheduler() const { return Scheduler; }

private:
  PassInstrumentation PI;
  FunctionAnalysisManager FAM;
  FunctionScheduler *Scheduler = nullptr;
};

/// What a manager needs to know of the IR unit it runs passes on: the pass
/// class, what a run hands each pass, and how to drop what a pass did not
/// preserve.
template <typename IRUnitT> struct IRUnitTraits;

template <> struct IRUnitTraits<Function> {
  using PassT = FunctionPass;
  using RunContextT = FunctionAnalysisManager;
  static constexpr const char *ManagerName = "function";
  static PassInstrumentation *instrumentation(RunContextT &AM) {
    return AM.getInstrumentation();
  }
  static IRUnit unit(Function &F);
  static void invalidate(Function &F, RunContextT &AM,
                         const PreservedAnalyses &PA);
  static void releaseAnalyses(Function &F, RunContextT &AM) {
    invalidate(F, AM, PreservedAnalyses::none());
  }
  static uint64_t analysisRequests(RunContextT &AM) {
    return AM.getRequestCount();
  }
};

template <> struct IRUnitTraits<Module> {
  using PassT = ModulePass;
  using RunContextT = PassContext;
  static constexpr const char *ManagerName = "module";
  static PassInstrumentation *instrumentation(RunContextT &Ctx) {
    return &Ctx.getInstrumentation();
  }
  static IRUnit unit(Module &M) { return IRUnit{&M, nullptr}; }
  static void invalidate(Module &M, RunContextT &Ctx,
                         const PreservedAnalyses &PA);
  /// Module pass managers keep the functions' analyses to the end.
  static void releaseAnalyses(Module &, RunContextT &) {}
  static uint64_t analysisRequests(RunContextT &) { return 0; }
};

/// A pass that runs other passes, seen by the crash reproducer.
class PassNesting {
public:
  virtual ~PassNesting();
  /// While Child (one of the passes this runs) runs in round Round (a
  /// repeat's, counted from 0; 0 elsewhere): appends ChildRest (what
  /// remains of Child's own run), then what this runs after Child.
  virtual void printRemainder(const Pass &Child, unsigned Round,
                              llvm::StringRef ChildRest,
                              std::string &Out) const = 0;
};

/// The base of managers, the adaptor and repeats: a pass over IRUnitT that
/// runs other passes.
template <typename IRUnitT>
class NestingPass : public IRUnitTraits<IRUnitT>::PassT, public PassNesting {
public:
  using PassT = typename IRUnitTraits<IRUnitT>::PassT;
  using RunContextT = typename IRUnitTraits<IRUnitT>::RunContextT;

  explicit NestingPass(std::string Name) : PassT(std::move(Name)) {}
  const PassNesting *getNesting() const override { return this; }
  /// Makes every function pass manager this runs free no analyses before
  /// its last passes: a repeat's next round may want them again.
  virtual void keepAnalyses() = 0;
};

template <typename IRUnitT> class PassManager : public NestingPass<IRUnitT> {
public:
  using typename NestingPass<IRUnitT>::PassT;
  using typename NestingPass<IRUnitT>::RunContextT;

  PassManager() : NestingPass<IRUnitT>(IRUnitTraits<IRUnitT>::ManagerName) {}
  void addPass(std::unique_ptr<PassT> P) { Passes.push_back(std::move(P)); }
  bool empty() const { return Passes.empty(); }
  llvm::ArrayRef<std::unique_ptr<PassT>> passes() const { return Passes; }
  /// The passes separated by commas, without an enclosing `function(...)`.
  void printPipeline(std::string &Out) const override;
  void printRemainder(const Pass &Child, unsigned Round,
                      llvm::StringRef ChildRest,
                      std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(IRUnitT &U, RunContextT &Ctx) override;
  void keepAnalyses() override;

private:
  /// Whether to free the unit's cached analyses before the I-th pass: a
  /// run has taught which passes ask, and none from the I-th on did.
  bool freesAnalysesBefore(size_t I) const {
    return !KeepsAnalyses && RunsDone && I == AskingEnd;
  }

  std::vector<std::unique_ptr<PassT>> Passes;
  bool KeepsAnalyses = false;
  /// The runs completed, and one past the last pass that asked the
  /// analysis manager for a result in any of them (0 when none did).
  size_t RunsDone = 0;
  size_t AskingEnd = 0;
};

extern template class PassManager<Function>;
extern template class PassManager<Module>;

/// Runs a function pipeline over every function of the module, in order;
/// with a scheduler of several threads (FunctionScheduler.h), over several
/// functions at once. Each thread runs a copy of the pipeline with its own
/// analysis manager; instrumentation is called under one lock; the module comes
/// out the same as with one thread, errors are reported for the first failing
/// function in module order, and no function after it is started.
class ModuleToFunctionPassAdaptor : public NestingPass<Module> {
public:
  explicit ModuleToFunctionPassAdaptor(std::unique_ptr<FunctionPassManager> P)
      : NestingPass<Module>("function"), Pipeline(std::move(P)) {}
  void printPipeline(std::string &Out) const override;
  void printRemainder(const Pass &Child, unsigned Round,
                      llvm::StringRef ChildRest,
                      std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Module &M, PassContext &Ctx) override;
  void keepAnalyses() override { Pipeline->keepAnalyses(); }

private:
  absl::StatusOr<PreservedAnalyses> runInParallel(Module &M, PassContext &Ctx,
                                                  FunctionScheduler &Scheduler);

  std::unique_ptr<FunctionPassManager> Pipeline;
};

/// `repeat<N>(...)`: runs its pipeline N times, telling the instrumentation
/// which round runs.
template <typename IRUnitT> class RepeatPass : public NestingPass<IRUnitT> {
public:
  using typename NestingPass<IRUnitT>::RunContextT;

  RepeatPass(unsigned Count, std::unique_ptr<PassManager<IRUnitT>> P)
      : NestingPass<IRUnitT>("repeat"), Count(Count), Pipeline(std::move(P)) {
    Pipeline->keepAnalyses();
  }
  void printPipeline(std::string &Out) const override;
  /// The rest of round Round, then `repeat<K>(...)` for the K rounds left
  /// after it.
  void printRemainder(const Pass &Child, unsigned Round,
                      llvm::StringRef ChildRest,
                      std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(IRUnitT &U, RunContextT &Ctx) override;
  void keepAnalyses() override { Pipeline->keepAnalyses(); }

private:
  unsigned Count;
  std::unique_ptr<PassManager<IRUnitT>> Pipeline;
};

extern template class RepeatPass<Function>;
extern template class RepeatPass<Module>;

} // namespace mopt

#endif
