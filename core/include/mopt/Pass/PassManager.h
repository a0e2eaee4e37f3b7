//===- mopt/Pass/PassManager.h - Running passes in sequence -----*- C++ -*-===//
//
// Pass managers run a sequence of passes, modelled on LLVM's new pass
// manager: a FunctionPassManager runs function passes over one function, a
// ModulePassManager runs module passes, and the adaptor runs a function
// pipeline over every function of a module. RepeatFunctionPass and
// RepeatModulePass run their pipeline N times (`repeat<N>(...)`).
//
// After each pass the manager invalidates the function's cached analyses that
// the pass did not preserve, then tells the instrumentation; the managers
// themselves are not reported. The PassContext carries what a whole run
// shares: the analysis manager and the instrumentation.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASSMANAGER_H
#define MOPT_PASS_PASSMANAGER_H

#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/Pass.h"
#include "mopt/Pass/PassInstrumentation.h"

#include <functional>
#include <memory>
#include <vector>

namespace mopt {

class FunctionPassManager;

/// What one run of a pipeline shares. For -threads, it also knows how many
/// threads a function pipeline may use, how to copy a function pipeline
/// (each thread runs its own pass objects, as MLIR's pass manager does), and
/// how to set up a thread's own analysis manager.
class PassContext {
public:
  using PipelineCloner =
      std::function<absl::StatusOr<std::unique_ptr<FunctionPassManager>>(
          const FunctionPassManager &)>;
  using AnalysisSetUp = std::function<void(FunctionAnalysisManager &)>;

  PassContext() : FAM(&PI) {}
  FunctionAnalysisManager &getFAM() { return FAM; }
  PassInstrumentation &getInstrumentation() { return PI; }

  void enableThreads(unsigned N, PipelineCloner Clone, AnalysisSetUp SetUp) {
    Threads = N;
    Cloner = std::move(Clone);
    SetUpAnalyses = std::move(SetUp);
  }
  unsigned getThreads() const { return Threads; }
  absl::StatusOr<std::unique_ptr<FunctionPassManager>>
  clonePipeline(const FunctionPassManager &FPM) const {
    return Cloner(FPM);
  }
  void setUpAnalyses(FunctionAnalysisManager &AM) const { SetUpAnalyses(AM); }

private:
  PassInstrumentation PI;
  FunctionAnalysisManager FAM;
  unsigned Threads = 1;
  PipelineCloner Cloner;
  AnalysisSetUp SetUpAnalyses;
};

class FunctionPassManager : public FunctionPass {
public:
  void addPass(std::unique_ptr<FunctionPass> P) {
    Passes.push_back(std::move(P));
  }
  bool empty() const { return Passes.empty(); }
  llvm::StringRef getName() const override { return "function"; }
  bool isPassManager() const override { return true; }
  /// The passes separated by commas, without the enclosing `function(...)`.
  void printPipeline(std::string &Out) const override;
  void printRemainingPipeline(const Pass &Child, llvm::StringRef ChildRest,
                              std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  std::vector<std::unique_ptr<FunctionPass>> Passes;
};

class ModulePassManager : public ModulePass {
public:
  void addPass(std::unique_ptr<ModulePass> P) {
    Passes.push_back(std::move(P));
  }
  bool empty() const { return Passes.empty(); }
  llvm::StringRef getName() const override { return "module"; }
  bool isPassManager() const override { return true; }
  /// The passes separated by commas, without the enclosing `module(...)`.
  void printPipeline(std::string &Out) const override;
  void printRemainingPipeline(const Pass &Child, llvm::StringRef ChildRest,
                              std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Module &M, PassContext &Ctx) override;

private:
  std::vector<std::unique_ptr<ModulePass>> Passes;
};

/// Runs a function pipeline over every function of the module, in order;
/// with several threads (PassContext::getThreads), over several functions at
/// once. Each thread runs a copy of the pipeline with its own analysis
/// manager; instrumentation is called under one lock; the module comes out
/// the same as with one thread, and errors are reported for the first
/// failing function in module order.
class ModuleToFunctionPassAdaptor : public ModulePass {
public:
  explicit ModuleToFunctionPassAdaptor(std::unique_ptr<FunctionPassManager> P)
      : Pipeline(std::move(P)) {}
  llvm::StringRef getName() const override { return "function"; }
  bool isPassManager() const override { return true; }
  void printPipeline(std::string &Out) const override;
  void printRemainingPipeline(const Pass &Child, llvm::StringRef ChildRest,
                              std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Module &M, PassContext &Ctx) override;

private:
  absl::StatusOr<PreservedAnalyses> runInParallel(Module &M, PassContext &Ctx);

  std::unique_ptr<FunctionPassManager> Pipeline;
};

class RepeatFunctionPass : public FunctionPass {
public:
  RepeatFunctionPass(unsigned Count, std::unique_ptr<FunctionPassManager> P)
      : Count(Count), Pipeline(std::move(P)) {}
  llvm::StringRef getName() const override { return "repeat"; }
  bool isPassManager() const override { return true; }
  void printPipeline(std::string &Out) const override;
  /// The rest of the current round, then `repeat<K>(...)` for the K rounds
  /// left after it.
  void printRemainingPipeline(const Pass &Child, llvm::StringRef ChildRest,
                              std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  unsigned Count;
  /// The round running now, counted from 0.
  unsigned Round = 0;
  std::unique_ptr<FunctionPassManager> Pipeline;
};

class RepeatModulePass : public ModulePass {
public:
  RepeatModulePass(unsigned Count, std::unique_ptr<ModulePassManager> P)
      : Count(Count), Pipeline(std::move(P)) {}
  llvm::StringRef getName() const override { return "repeat"; }
  bool isPassManager() const override { return true; }
  void printPipeline(std::string &Out) const override;
  /// The rest of the current round, then `repeat<K>(...)` for the K rounds
  /// left after it.
  void printRemainingPipeline(const Pass &Child, llvm::StringRef ChildRest,
                              std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Module &M, PassContext &Ctx) override;

private:
  unsigned Count;
  /// The round running now, counted from 0.
  unsigned Round = 0;
  std::unique_ptr<ModulePassManager> Pipeline;
};

/// The pipeline text that remains to run while the passes of Running (as
/// PassInstrumentation::getRunningPasses gives them) run under Root,
/// starting with the innermost of them; e.g. `function(ssa,out-of-ssa)`
/// while ssa runs under `function(lower,ssa,out-of-ssa)`. It parses back
/// like printPipeline's text.
std::string printRemainingPipeline(const ModulePassManager &Root,
                                   llvm::ArrayRef<const Pass *> Running);

} // namespace mopt

#endif
