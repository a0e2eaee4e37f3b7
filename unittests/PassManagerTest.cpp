//===- PassManagerTest.cpp - Tests of pass managers, analyses, registry ---===//
//
// Analysis caching and invalidation through the FunctionAnalysisManager,
// checked with analyses that count their runs and passes that return a
// chosen PreservedAnalyses; PreservedAnalyses itself; failing passes and
// repeat<N> in parsed pipelines; and the PassRegistry's bookkeeping
// (clashes, origins, aliases, order, analyses).
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Module.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <functional>
#include <map>

using namespace mopt;

namespace {

struct CountResult : AnalysisResult {
  explicit CountResult(unsigned Serial) : Serial(Serial) {}
  /// Which run of the analysis made this result (1 for the first).
  unsigned Serial;
};

/// Depends on the instructions: dropped unless preserved by name or all().
class InstrCountAnalysis : public AnalysisInfoMixin<InstrCountAnalysis> {
public:
  using Result = CountResult;
  static constexpr const char *Name = "instr-count";
  static AnalysisKey Key;
  static unsigned Runs;
  std::unique_ptr<Result> compute(Function &, FunctionAnalysisManager &) {
    return std::make_unique<Result>(++Runs);
  }
};
AnalysisKey InstrCountAnalysis::Key{"instr-count"};
unsigned InstrCountAnalysis::Runs = 0;

/// Depends on the CFG only: survives cfgOnly().
class CFGCountAnalysis : public AnalysisInfoMixin<CFGCountAnalysis> {
public:
  using Result = CountResult;
  static constexpr const char *Name = "cfg-count";
  static AnalysisKey Key;
  static unsigned Runs;
  bool isCFGAnalysis() const override { return true; }
  std::unique_ptr<Result> compute(Function &, FunctionAnalysisManager &) {
    return std::make_unique<Result>(++Runs);
  }
};
AnalysisKey CFGCountAnalysis::Key{"cfg-count"};
unsigned CFGCountAnalysis::Runs = 0;

/// Asks for the other two while it computes.
class DependentAnalysis : public AnalysisInfoMixin<DependentAnalysis> {
public:
  using Result = CountResult;
  static constexpr const char *Name = "dependent";
  static AnalysisKey Key;
  static unsigned Runs;
  std::unique_ptr<Result> compute(Function &F, FunctionAnalysisManager &AM) {
    AM.getResult<CFGCountAnalysis>(F);
    AM.getResult<InstrCountAnalysis>(F);
    return std::make_unique<Result>(++Runs);
  }
};
AnalysisKey DependentAnalysis::Key{"dependent"};
unsigned DependentAnalysis::Runs = 0;

using FunctionBody = std::function<absl::StatusOr<PreservedAnalyses>(
    Function &, FunctionAnalysisManager &)>;

/// A function pass made of a name and a body.
class LambdaPass : public FunctionPass {
public:
  LambdaPass(std::string Name, FunctionBody Body)
      : FunctionPass(std::move(Name)), Body(std::move(Body)) {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    return Body(F, AM);
  }

private:
  FunctionBody Body;
};

using ModuleBody =
    std::function<absl::StatusOr<PreservedAnalyses>(Module &, PassContext &)>;

class LambdaModulePass : public ModulePass {
public:
  LambdaModulePass(std::string Name, ModuleBody Body)
      : ModulePass(std::move(Name)), Body(std::move(Body)) {}
  absl::StatusOr<PreservedAnalyses> run(Module &M, PassContext &Ctx) override {
    return Body(M, Ctx);
  }

private:
  ModuleBody Body;
};

/// A pass that returns PA and does nothing else.
std::unique_ptr<FunctionPass> returning(PreservedAnalyses PA) {
  return std::make_unique<LambdaPass>(
      "returning",
      [PA](Function &, FunctionAnalysisManager &)
          -> absl::StatusOr<PreservedAnalyses> { return PA; });
}

/// A pass that asks for both counting analyses and changes nothing.
std::unique_ptr<FunctionPass> useBoth() {
  return std::make_unique<LambdaPass>(
      "use-both",
      [](Function &F,
         FunctionAnalysisManager &AM) -> absl::StatusOr<PreservedAnalyses> {
        AM.getResult<InstrCountAnalysis>(F);
        AM.getResult<CFGCountAnalysis>(F);
        return PreservedAnalyses::all();
      });
}

/// A pass that asks for no analysis and notes whether F's instruction count
/// was cached when it ran.
std::unique_ptr<FunctionPass> noAnalyses(bool &SawCached) {
  return std::make_unique<LambdaPass>(
      "no-analyses",
      [&SawCached](Function &F, FunctionAnalysisManager &AM)
          -> absl::StatusOr<PreservedAnalyses> {
        SawCached = AM.getCachedResult<InstrCountAnalysis>(F) != nullptr;
        return PreservedAnalyses::all();
      });
}

template <typename PassT> PassFactory factoryOf(std::function<PassT *()> Make) {
  return
      [Make](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
        if (!Params.empty())
          return absl::InvalidArgumentError("no parameters");
        return std::unique_ptr<Pass>(Make());
      };
}

const char *const TwoFunctions = "func f():\n"
                                 "entry:\n"
                                 "  ret 1\n"
                                 "func g():\n"
                                 "entry:\n"
                                 "  ret 2\n";

class PassManagerTest : public ::testing::Test {
protected:
  void SetUp() override {
    InstrCountAnalysis::Runs = 0;
    CFGCountAnalysis::Runs = 0;
    DependentAnalysis::Runs = 0;
    auto Parsed = parseTAC(TwoFunctions, "test.tac");
    ASSERT_TRUE(Parsed.ok()) << Parsed.status().message();
    M = std::move(*Parsed);
    F = M->lookupFunction("f");
    G = M->lookupFunction("g");
    ASSERT_TRUE(F && G);
  }

  /// Runs the passes, in one FunctionPassManager, on F.
  absl::StatusOr<PreservedAnalyses>
  runOnF(std::vector<std::unique_ptr<FunctionPass>> Passes) {
    FunctionPassManager FPM;
    for (auto &P : Passes)
      FPM.addPass(std::move(P));
    return FPM.run(*F, Ctx.getFAM());
  }

  unsigned instrSerial(Function &Fn) {
    return Ctx.getFAM().getResult<InstrCountAnalysis>(Fn).Serial;
  }

  std::unique_ptr<Module> M;
  Function *F = nullptr;
  Function *G = nullptr;
  PassContext Ctx;
};

std::vector<std::unique_ptr<FunctionPass>>
passes(std::vector<std::function<std::unique_ptr<FunctionPass>()>> Makers) {
  std::vector<std::unique_ptr<FunctionPass>> Out;
  for (auto &Make : Makers)
    Out.push_back(Make());
  return Out;
}

//===----------------------------------------------------------------------===//
// Caching and invalidation
//===----------------------------------------------------------------------===//

TEST_F(PassManagerTest, ComputedOnceAcrossPassesPreservingAll) {
  auto All = [] { return returning(PreservedAnalyses::all()); };
  ASSERT_TRUE(runOnF(passes({useBoth, All, useBoth, All, useBoth})).ok());
  EXPECT_EQ(InstrCountAnalysis::Runs, 1u);
  EXPECT_EQ(CFGCountAnalysis::Runs, 1u);
}

TEST_F(PassManagerTest, CFGAnalysisSurvivesCFGOnly) {
  auto CFG = [] { return returning(PreservedAnalyses::cfgOnly()); };
  ASSERT_TRUE(runOnF(passes({useBoth, CFG, useBoth})).ok());
  EXPECT_EQ(CFGCountAnalysis::Runs, 1u);
  EXPECT_EQ(InstrCountAnalysis::Runs, 2u);
  // preserveCFG() on an empty set means the same.
  auto PreserveCFG = [] {
    return returning(PreservedAnalyses::none().preserveCFG());
  };
  ASSERT_TRUE(runOnF(passes({PreserveCFG, useBoth})).ok());
  EXPECT_EQ(CFGCountAnalysis::Runs, 1u);
  EXPECT_EQ(InstrCountAnalysis::Runs, 3u);
}

TEST_F(PassManagerTest, RecomputedAfterNone) {
  auto None = [] { return returning(PreservedAnalyses::none()); };
  ASSERT_TRUE(runOnF(passes({useBoth, None, useBoth, None, useBoth})).ok());
  EXPECT_EQ(InstrCountAnalysis::Runs, 3u);
  EXPECT_EQ(CFGCountAnalysis::Runs, 3u);
}

TEST_F(PassManagerTest, KeptWhenPreservedByName) {
  auto KeepInstr = [] {
    return returning(
        PreservedAnalyses::none().preserve(InstrCountAnalysis::key()));
  };
  ASSERT_TRUE(runOnF(passes({useBoth, KeepInstr, useBoth})).ok());
  EXPECT_EQ(InstrCountAnalysis::Runs, 1u);
  EXPECT_EQ(CFGCountAnalysis::Runs, 2u);
}

TEST_F(PassManagerTest, FailedPassInvalidatesNothing) {
  auto Fail = [] {
    return std::make_unique<LambdaPass>(
        "fail",
        [](Function &F,
           FunctionAnalysisManager &AM) -> absl::StatusOr<PreservedAnalyses> {
          return absl::InternalError("boom");
        });
  };
  ASSERT_FALSE(runOnF(passes({useBoth, Fail})).ok());
  // The failing pass's missing answer invalidates nothing by itself.
  EXPECT_NE(Ctx.getFAM().getCachedResult<InstrCountAnalysis>(*F), nullptr);
}

TEST_F(PassManagerTest, CachedResultIsNullBeforeAndAfterInvalidation) {
  FunctionAnalysisManager &AM = Ctx.getFAM();
  EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*F), nullptr);
  CountResult &R = AM.getResult<InstrCountAnalysis>(*F);
  EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*F), &R);
  EXPECT_EQ(AM.getCachedResult<CFGCountAnalysis>(*F), nullptr);
  EXPECT_EQ(&AM.getResult<InstrCountAnalysis>(*F), &R);
  EXPECT_EQ(InstrCountAnalysis::Runs, 1u);
  AM.invalidate(*F, PreservedAnalyses::cfgOnly());
  EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*F), nullptr);
  EXPECT_EQ(instrSerial(*F), 2u);
  AM.clear(*F);
  EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*F), nullptr);
}

TEST_F(PassManagerTest, AnalysisAskingForOthersCachesThemToo) {
  FunctionAnalysisManager &AM = Ctx.getFAM();
  AM.getResult<DependentAnalysis>(*F);
  EXPECT_NE(AM.getCachedResult<InstrCountAnalysis>(*F), nullptr);
  EXPECT_NE(AM.getCachedResult<CFGCountAnalysis>(*F), nullptr);
  EXPECT_NE(AM.getCachedResult<DependentAnalysis>(*F), nullptr);
  AM.invalidate(*F, PreservedAnalyses::cfgOnly());
  EXPECT_NE(AM.getCachedResult<CFGCountAnalysis>(*F), nullptr);
  EXPECT_EQ(AM.getCachedResult<DependentAnalysis>(*F), nullptr);
  AM.getResult<DependentAnalysis>(*F);
  EXPECT_EQ(CFGCountAnalysis::Runs, 1u);
  EXPECT_EQ(InstrCountAnalysis::Runs, 2u);
  EXPECT_EQ(DependentAnalysis::Runs, 2u);
}

TEST_F(PassManagerTest, PerFunctionCachesAreIndependent) {
  FunctionAnalysisManager &AM = Ctx.getFAM();
  EXPECT_EQ(instrSerial(*F), 1u);
  EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*G), nullptr);
  EXPECT_EQ(instrSerial(*G), 2u);
  AM.invalidate(*F, PreservedAnalyses::none());
  EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*F), nullptr);
  EXPECT_EQ(instrSerial(*G), 2u);
  EXPECT_EQ(instrSerial(*F), 3u);
  AM.clear(*G);
  EXPECT_EQ(instrSerial(*F), 3u);
  EXPECT_EQ(instrSerial(*G), 4u);
}

TEST_F(PassManagerTest, ModulePassInvalidationReachesEveryFunction) {
  auto ModulePassReturning = [](PreservedAnalyses PA) {
    auto MPM = std::make_unique<ModulePassManager>();
    MPM->addPass(std::make_unique<LambdaModulePass>(
        "returning",
        [PA](Module &, PassContext &) -> absl::StatusOr<PreservedAnalyses> {
          return PA;
        }));
    return MPM;
  };
  FunctionAnalysisManager &AM = Ctx.getFAM();
  for (Function *Fn : {F, G}) {
    AM.getResult<InstrCountAnalysis>(*Fn);
    AM.getResult<CFGCountAnalysis>(*Fn);
  }
  ASSERT_TRUE(ModulePassReturning(PreservedAnalyses::all())->run(*M, Ctx).ok());
  for (Function *Fn : {F, G})
    EXPECT_NE(AM.getCachedResult<InstrCountAnalysis>(*Fn), nullptr);
  ASSERT_TRUE(
      ModulePassReturning(PreservedAnalyses::cfgOnly())->run(*M, Ctx).ok());
  for (Function *Fn : {F, G}) {
    EXPECT_EQ(AM.getCachedResult<InstrCountAnalysis>(*Fn), nullptr);
    EXPECT_NE(AM.getCachedResult<CFGCountAnalysis>(*Fn), nullptr);
  }
  ASSERT_TRUE(
      ModulePassReturning(PreservedAnalyses::none())->run(*M, Ctx).ok());
  for (Function *Fn : {F, G})
    EXPECT_EQ(AM.getCachedResult<CFGCountAnalysis>(*Fn), nullptr);
}

TEST_F(PassManagerTest, ManagerReturnsWhatAllItsPassesPreserved) {
  auto KeepInstr = [] {
    return returning(
        PreservedAnalyses::none().preserve(InstrCountAnalysis::key()));
  };
  auto KeepInstrAndCFG = [] {
    return returning(
        PreservedAnalyses::cfgOnly().preserve(InstrCountAnalysis::key()));
  };
  auto All = [] { return returning(PreservedAnalyses::all()); };
  auto PA = runOnF(passes({All, KeepInstrAndCFG, KeepInstr}));
  ASSERT_TRUE(PA.ok());
  EXPECT_FALSE(PA->areAllPreserved());
  EXPECT_FALSE(PA->isCFGPreserved());
  EXPECT_TRUE(PA->isPreserved(InstrCountAnalysis::key(), false));
  EXPECT_FALSE(PA->isPreserved(CFGCountAnalysis::key(), true));
  PA = runOnF(passes({All, All}));
  ASSERT_TRUE(PA.ok());
  EXPECT_TRUE(PA->areAllPreserved());
}

/// A nested manager has already invalidated after each of its passes;
/// its parent must not invalidate again what its later passes computed.
TEST_F(PassManagerTest, NestedManagerResultsAreNotInvalidatedTwice) {
  auto Inner = std::make_unique<FunctionPassManager>();
  Inner->addPass(returning(PreservedAnalyses::none()));
  Inner->addPass(useBoth());
  std::vector<std::unique_ptr<FunctionPass>> Outer;
  Outer.push_back(std::make_unique<RepeatPass<Function>>(1, std::move(Inner)));
  Outer.push_back(useBoth());
  ASSERT_TRUE(runOnF(std::move(Outer)).ok());
  EXPECT_EQ(InstrCountAnalysis::Runs, 1u);
  EXPECT_EQ(CFGCountAnalysis::Runs, 1u);
}

// A manager learns from its first run which passes ask for analyses. On the
// runs after, the passes it runs last, when none of them asked, run after
// the function's cached results are freed; one that asked, after them,
// keeps the results; a repeat's pipeline keeps them for its next round.
TEST_F(PassManagerTest, FreedBeforeATailThatUsesNone) {
  bool SawCached = true;
  FunctionPassManager FPM;
  FPM.addPass(useBoth());
  FPM.addPass(noAnalyses(SawCached));
  ASSERT_TRUE(FPM.run(*F, Ctx.getFAM()).ok());
  // The first run keeps them: it has not yet seen which passes ask.
  EXPECT_TRUE(SawCached);
  ASSERT_TRUE(FPM.run(*G, Ctx.getFAM()).ok());
  EXPECT_FALSE(SawCached);
  EXPECT_EQ(Ctx.getFAM().getCachedResult<InstrCountAnalysis>(*G), nullptr);
  EXPECT_EQ(Ctx.getFAM().getCachedResult<CFGCountAnalysis>(*G), nullptr);
}

TEST_F(PassManagerTest, KeptForALaterPassThatAsks) {
  bool SawCached = false;
  FunctionPassManager FPM;
  FPM.addPass(useBoth());
  FPM.addPass(noAnalyses(SawCached));
  FPM.addPass(useBoth());
  ASSERT_TRUE(FPM.run(*F, Ctx.getFAM()).ok());
  ASSERT_TRUE(FPM.run(*G, Ctx.getFAM()).ok());
  EXPECT_TRUE(SawCached);
  EXPECT_EQ(InstrCountAnalysis::Runs, 2u);
}

TEST_F(PassManagerTest, KeptAcrossTheRoundsOfARepeat) {
  bool SawCached = false;
  auto Inner = std::make_unique<FunctionPassManager>();
  Inner->addPass(useBoth());
  Inner->addPass(noAnalyses(SawCached));
  std::vector<std::unique_ptr<FunctionPass>> Outer;
  Outer.push_back(std::make_unique<RepeatPass<Function>>(3, std::move(Inner)));
  ASSERT_TRUE(runOnF(std::move(Outer)).ok());
  EXPECT_TRUE(SawCached);
  EXPECT_EQ(InstrCountAnalysis::Runs, 1u);
}

//===----------------------------------------------------------------------===//
// PreservedAnalyses
//===----------------------------------------------------------------------===//

TEST(PreservedAnalysesTest, Basics) {
  const AnalysisKey *I = InstrCountAnalysis::key();
  const AnalysisKey *C = CFGCountAnalysis::key();
  PreservedAnalyses All = PreservedAnalyses::all();
  EXPECT_TRUE(All.areAllPreserved());
  EXPECT_TRUE(All.isCFGPreserved());
  EXPECT_TRUE(All.isPreserved(I, false));
  // Preserving after all() changes nothing.
  EXPECT_TRUE(PreservedAnalyses::all().preserve(I).areAllPreserved());

  PreservedAnalyses None = PreservedAnalyses::none();
  EXPECT_FALSE(None.areAllPreserved());
  EXPECT_FALSE(None.isCFGPreserved());
  EXPECT_FALSE(None.isPreserved(I, false));
  EXPECT_FALSE(None.isPreserved(C, true));

  PreservedAnalyses CFG = PreservedAnalyses::cfgOnly();
  EXPECT_FALSE(CFG.areAllPreserved());
  EXPECT_TRUE(CFG.isCFGPreserved());
  EXPECT_TRUE(CFG.isPreserved(C, true));
  EXPECT_FALSE(CFG.isPreserved(I, false));

  PreservedAnalyses Named = PreservedAnalyses::none().preserve(I);
  EXPECT_FALSE(Named.areAllPreserved());
  EXPECT_TRUE(Named.isPreserved(I, false));
  EXPECT_FALSE(Named.isPreserved(C, true));
}

TEST(PreservedAnalysesTest, Intersect) {
  const AnalysisKey *I = InstrCountAnalysis::key();
  const AnalysisKey *C = CFGCountAnalysis::key();
  const AnalysisKey *D = DependentAnalysis::key();

  // all() is the identity, on either side.
  PreservedAnalyses PA = PreservedAnalyses::all();
  PA.intersect(PreservedAnalyses::none().preserve(I));
  EXPECT_FALSE(PA.areAllPreserved());
  EXPECT_TRUE(PA.isPreserved(I, false));
  EXPECT_FALSE(PA.isPreserved(D, false));
  PA.intersect(PreservedAnalyses::all());
  EXPECT_FALSE(PA.areAllPreserved());
  EXPECT_TRUE(PA.isPreserved(I, false));

  PA = PreservedAnalyses::all();
  PA.intersect(PreservedAnalyses::all());
  EXPECT_TRUE(PA.areAllPreserved());

  // Named keys: only those in both remain.
  PA = PreservedAnalyses::none().preserve(I).preserve(D);
  PA.intersect(PreservedAnalyses::none().preserve(D).preserve(C));
  EXPECT_FALSE(PA.isPreserved(I, false));
  EXPECT_TRUE(PA.isPreserved(D, false));
  EXPECT_FALSE(PA.isPreserved(C, false));

  // The CFG set survives only if both keep it.
  PA = PreservedAnalyses::cfgOnly();
  PA.intersect(PreservedAnalyses::cfgOnly());
  EXPECT_TRUE(PA.isCFGPreserved());
  PA.intersect(PreservedAnalyses::none().preserve(C));
  EXPECT_FALSE(PA.isCFGPreserved());
  // A CFG analysis named explicitly on one side only is not preserved.
  EXPECT_FALSE(PA.isPreserved(C, true));

  PA = PreservedAnalyses::cfgOnly().preserve(I);
  PA.intersect(PreservedAnalyses::cfgOnly());
  EXPECT_TRUE(PA.isCFGPreserved());
  EXPECT_FALSE(PA.isPreserved(I, false));

  PA = PreservedAnalyses::none();
  PA.intersect(PreservedAnalyses::all());
  EXPECT_FALSE(PA.areAllPreserved());
  EXPECT_FALSE(PA.isCFGPreserved());
}

//===----------------------------------------------------------------------===//
// Parsed pipelines: failures and repeat<N>
//===----------------------------------------------------------------------===//

class PipelineRunTest : public ::testing::Test {
protected:
  void SetUp() override {
    auto Parsed = parseTAC(TwoFunctions, "test.tac");
    ASSERT_TRUE(Parsed.ok()) << Parsed.status().message();
    M = std::move(*Parsed);
    Registry.addFunctionPass(
        "count", "counts its runs per function",
        factoryOf<FunctionPass>([this] {
          return new LambdaPass("count",
                                [this](Function &F, FunctionAnalysisManager &)
                                    -> absl::StatusOr<PreservedAnalyses> {
                                  Log.push_back("count:" + F.getName().str());
                                  return PreservedAnalyses::all();
                                });
        }));
    Registry.addFunctionPass(
        "fail", "fails on function f", factoryOf<FunctionPass>([this] {
          return new LambdaPass("fail",
                                [this](Function &F, FunctionAnalysisManager &)
                                    -> absl::StatusOr<PreservedAnalyses> {
                                  Log.push_back("fail:" + F.getName().str());
                                  if (F.getName() == "f")
                                    return absl::InvalidArgumentError(
                                        "test.tac:1:1: error: "
                                        "boom");
                                  return PreservedAnalyses::all();
                                });
        }));
    Registry.addModulePass(
        "mcount", "counts its runs", factoryOf<ModulePass>([this] {
          return new LambdaModulePass("mcount",
                                      [this](Module &, PassContext &)
                                          -> absl::StatusOr<PreservedAnalyses> {
                                        Log.push_back("mcount");
                                        return PreservedAnalyses::all();
                                      });
        }));
    Registry.addModulePass("mfail", "fails", factoryOf<ModulePass>([this] {
                             return new LambdaModulePass(
                                 "mfail",
                                 [this](Module &, PassContext &)
                                     -> absl::StatusOr<PreservedAnalyses> {
                                   Log.push_back("mfail");
                                   return absl::InternalError("module boom");
                                 });
                           }));
    ASSERT_TRUE(Registry.consumeError().ok());
  }

  absl::Status run(llvm::StringRef Pipeline) {
    Log.clear();
    auto MPM = parsePassPipeline(Pipeline, Registry);
    EXPECT_TRUE(MPM.ok()) << MPM.status().message();
    if (!MPM.ok())
      return MPM.status();
    PassContext Ctx;
    return (*MPM)->run(*M, Ctx).status();
  }

  PassRegistry Registry;
  std::unique_ptr<Module> M;
  std::vector<std::string> Log;
};

TEST_F(PipelineRunTest, FailingPassStopsThePipeline) {
  absl::Status S = run("count,fail,count,mcount");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(S.message(), "test.tac:1:1: error: boom\n"
                         "note: in pass 'fail' on function 'f'");
  // Nothing after the failure, on f or on g.
  EXPECT_EQ(Log, (std::vector<std::string>{"count:f", "fail:f"}));
}

TEST_F(PipelineRunTest, FailureInsideRepeatIsNotedOnce) {
  absl::Status S = run("function(repeat<3>(count,fail))");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.message(), "test.tac:1:1: error: boom\n"
                         "note: in pass 'fail' on function 'f'");
  EXPECT_EQ(Log, (std::vector<std::string>{"count:f", "fail:f"}));
}

TEST_F(PipelineRunTest, FailingModulePass) {
  absl::Status S = run("mcount,mfail,mcount");
  ASSERT_FALSE(S.ok());
  EXPECT_EQ(S.code(), absl::StatusCode::kInternal);
  EXPECT_EQ(S.message(), "module boom\nnote: in pass 'mfail' on the module");
  EXPECT_EQ(Log, (std::vector<std::string>{"mcount", "mfail"}));
}

TEST_F(PipelineRunTest, RepeatRunsNTimes) {
  ASSERT_TRUE(run("function(repeat<3>(count))").ok());
  EXPECT_EQ(Log, (std::vector<std::string>{"count:f", "count:f", "count:f",
                                           "count:g", "count:g", "count:g"}));
  ASSERT_TRUE(run("repeat<2>(mcount)").ok());
  EXPECT_EQ(Log, (std::vector<std::string>{"mcount", "mcount"}));
  // At module level the whole function pipeline is repeated.
  ASSERT_TRUE(run("repeat<2>(count,mcount)").ok());
  EXPECT_EQ(Log, (std::vector<std::string>{"count:f", "count:g", "mcount",
                                           "count:f", "count:g", "mcount"}));
  ASSERT_TRUE(run("function(repeat<2>(repeat<3>(count)))").ok());
  EXPECT_EQ(Log.size(), 12u);
  ASSERT_TRUE(run("repeat<1>(count)").ok());
  EXPECT_EQ(Log, (std::vector<std::string>{"count:f", "count:g"}));
}

//===----------------------------------------------------------------------===//
// PassRegistry
//===----------------------------------------------------------------------===//

PassFactory noPass() {
  return [](llvm::StringRef) -> absl::StatusOr<std::unique_ptr<Pass>> {
    return std::make_unique<LambdaPass>(
        "x",
        [](Function &,
           FunctionAnalysisManager &) -> absl::StatusOr<PreservedAnalyses> {
          return PreservedAnalyses::all();
        });
  };
}

TEST(PassRegistryTest, DuplicateNameNamesBothOrigins) {
  PassRegistry R;
  R.addFunctionPass("a", "the first a", noPass());
  R.setOrigin("/plugins/second.so");
  R.addFunctionPass("a", "the second a", noPass());
  absl::Status S = R.consumeError();
  EXPECT_EQ(S.code(), absl::StatusCode::kAlreadyExists);
  EXPECT_EQ(S.message(), "pass name 'a' is registered twice: built in and "
                         "from plugin '/plugins/second.so'");
  // The first entry is kept, and the error was consumed.
  ASSERT_NE(R.lookup("a"), nullptr);
  EXPECT_EQ(R.lookup("a")->Description, "the first a");
  EXPECT_EQ(R.lookup("a")->Origin, "built-in");
  EXPECT_TRUE(R.consumeError().ok());
}

TEST(PassRegistryTest, DuplicateBetweenPluginsAndKinds) {
  PassRegistry R;
  R.setOrigin("/p/one.so");
  R.addAnalysis<InstrCountAnalysis>("thing", "an analysis");
  R.setOrigin("/p/two.so");
  R.addModulePass("thing", "a module pass", noPass());
  R.addFunctionPass("other", "fine", noPass());
  R.addFunctionPass("other", "the second clash, not reported", noPass());
  absl::Status S = R.consumeError();
  EXPECT_EQ(S.message(), "pass name 'thing' is registered twice: from plugin "
                         "'/p/one.so' and from plugin '/p/two.so'");
  EXPECT_EQ(R.lookup("thing")->Kind, PassKind::Analysis);
  EXPECT_EQ(R.lookup("other")->Origin, "/p/two.so");
  EXPECT_TRUE(R.consumeError().ok());
}

TEST(PassRegistryTest, Aliases) {
  PassRegistry R;
  R.addFunctionPass("target", "the real one", noPass());
  R.setOrigin("/p/alias.so");
  R.addAlias("nick", "target");
  ASSERT_TRUE(R.consumeError().ok());
  const RegisteredPass *A = R.lookup("nick");
  ASSERT_NE(A, nullptr);
  EXPECT_EQ(A->Name, "nick");
  EXPECT_EQ(A->AliasOf, "target");
  EXPECT_EQ(A->Description, "alias of target");
  EXPECT_EQ(A->Kind, PassKind::Function);
  EXPECT_EQ(A->Origin, "/p/alias.so");
  EXPECT_TRUE(A->Factory("").ok());
  auto MPM = parsePassPipeline("nick", R);
  ASSERT_TRUE(MPM.ok()) << MPM.status().message();

  R.addAlias("ghost", "missing");
  EXPECT_EQ(R.consumeError().message(),
            "alias 'ghost' names unknown pass 'missing'");
  EXPECT_EQ(R.lookup("ghost"), nullptr);
  R.addAlias("target", "nick");
  EXPECT_EQ(R.consumeError().message(),
            "pass name 'target' is registered twice: built in and from "
            "plugin '/p/alias.so'");
}

TEST(PassRegistryTest, EntriesAreSortedByName) {
  PassRegistry R;
  for (const char *Name : {"zeta", "alpha", "mid", "print<x>", "beta"})
    R.addFunctionPass(Name, "", noPass());
  R.addAnalysis<InstrCountAnalysis>("an-analysis", "");
  R.addAlias("also-alpha", "alpha");
  std::vector<std::string> Names;
  for (const RegisteredPass *P : R.entries())
    Names.push_back(P->Name);
  EXPECT_EQ(Names,
            (std::vector<std::string>{"alpha", "also-alpha", "an-analysis",
                                      "beta", "mid", "print<x>", "zeta"}));
}

TEST(PassRegistryTest, RegisterAnalyses) {
  PassRegistry R;
  R.addAnalysis<InstrCountAnalysis>("instr-count", "");
  R.addAnalysis<CFGCountAnalysis>("cfg-count", "");
  R.addAlias("cfg-count-alias", "cfg-count");
  R.addFunctionPass("pass", "", noPass());
  ASSERT_TRUE(R.consumeError().ok());
  FunctionAnalysisManager AM;
  EXPECT_FALSE(AM.isRegistered(InstrCountAnalysis::key()));
  R.registerAnalyses(AM);
  EXPECT_TRUE(AM.isRegistered(InstrCountAnalysis::key()));
  EXPECT_TRUE(AM.isRegistered(CFGCountAnalysis::key()));
  EXPECT_FALSE(AM.isRegistered(DependentAnalysis::key()));
  // Registering again is harmless.
  R.registerAnalyses(AM);
  EXPECT_TRUE(AM.isRegistered(CFGCountAnalysis::key()));
}

} // namespace
