//===- InstrumentationTest.cpp - Tests of the standard instrumentations ---===//
//
// Each test registers the small passes below, parses a pipeline, runs it on
// a parsed module with the instrumentations one InstrumentationOptions asks
// for, and checks what they wrote, line by line.
//
//===----------------------------------------------------------------------===//

#include "absl/strings/str_split.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/Pass/StandardInstrumentations.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <chrono>
#include <future>
#include <map>
#include <mutex>
#include <regex>
#include <thread>

using namespace mopt;

namespace {

/// A result with nothing in it; the analysis only counts its runs.
struct CountingResult : AnalysisResult {};

class CountingAnalysis : public AnalysisInfoMixin<CountingAnalysis> {
public:
  using Result = CountingResult;
  static constexpr const char *Name = "counting";
  static AnalysisKey Key;
  static unsigned Runs;

  std::unique_ptr<Result> compute(Function &, FunctionAnalysisManager &) {
    ++Runs;
    return std::make_unique<Result>();
  }
};
AnalysisKey CountingAnalysis::Key{"counting"};
unsigned CountingAnalysis::Runs = 0;

/// Changes nothing and says so.
class NoopPass : public FunctionPass {
public:
  NoopPass() : FunctionPass("noop") {}
  absl::StatusOr<PreservedAnalyses> run(Function &,
                                        FunctionAnalysisManager &) override {
    return PreservedAnalyses::all();
  }
};

/// Changes nothing but claims to have changed everything.
class ClaimChangePass : public FunctionPass {
public:
  ClaimChangePass() : FunctionPass("claim-change") {}
  absl::StatusOr<PreservedAnalyses> run(Function &,
                                        FunctionAnalysisManager &) override {
    return PreservedAnalyses::none();
  }
};

/// Asks for the counting analysis; changes nothing.
class UseCountingPass : public FunctionPass {
public:
  UseCountingPass() : FunctionPass("use-counting") {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    AM.getResult<CountingAnalysis>(F);
    return PreservedAnalyses::all();
  }
};

/// Puts an empty `print` at the top of the entry block.
class AddPrintPass : public FunctionPass {
public:
  AddPrintPass() : FunctionPass("add-print") {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    BasicBlock &Entry = F.getEntryBlock();
    Entry.insert(Entry.begin(), new PrintInst());
    return PreservedAnalyses::none();
  }
};

/// Claims CFG form without lowering, which the verifier rejects when a
/// block falls through.
class BreakFormPass : public FunctionPass {
public:
  BreakFormPass() : FunctionPass("break-form") {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    F.setForm(IRForm::CFG);
    return PreservedAnalyses::none();
  }
};

/// A module pass that changes nothing.
class ModuleNoopPass : public ModulePass {
public:
  ModuleNoopPass() : ModulePass("module-noop") {}
  absl::StatusOr<PreservedAnalyses> run(Module &, PassContext &) override {
    return PreservedAnalyses::all();
  }
};

/// Records the hooks it sees as "Tag:before" and "Tag:after" in Log.
class RecordingObserver : public PassObserver {
public:
  RecordingObserver(std::string Tag, std::vector<std::string> &Log)
      : Tag(std::move(Tag)), Log(Log) {}
  bool beforePass(const Pass &, IRUnit) override {
    Log.push_back(Tag + ":before");
    return true;
  }
  absl::Status afterPass(const Pass &, IRUnit,
                         const PreservedAnalyses &) override {
    Log.push_back(Tag + ":after");
    return absl::OkStatus();
  }

private:
  std::string Tag;
  std::vector<std::string> &Log;
};

const char *const OneFunction = "func f():\n"
                                "entry:\n"
                                "  ret 1\n";

const char *const TwoFunctions = "func f():\n"
                                 "entry:\n"
                                 "  ret 1\n"
                                 "func g():\n"
                                 "entry:\n"
                                 "  ret 2\n";

/// What one pipeline run wrote, and how it ended.
struct RunOutput {
  absl::Status Status;
  std::string Text;
  std::vector<std::string> lines() const {
    return absl::StrSplit(Text, '\n', absl::SkipEmpty());
  }
};

class InstrumentationTest : public ::testing::Test {
protected:
  void SetUp() override {
    CountingAnalysis::Runs = 0;
    Registry.addFunctionPass<NoopPass>("noop", "changes nothing");
    Registry.addFunctionPass<ClaimChangePass>("claim-change",
                                              "claims a change");
    Registry.addFunctionPass<UseCountingPass>("use-counting",
                                              "asks for counting");
    Registry.addFunctionPass<AddPrintPass>("add-print", "adds a print");
    Registry.addFunctionPass<BreakFormPass>("break-form", "breaks the IR");
    Registry.addModulePass<ModuleNoopPass>("module-noop", "changes nothing");
    Registry.addAnalysis("counting", "counts its runs",
                         [] { return std::make_unique<CountingAnalysis>(); });
    ASSERT_TRUE(Registry.consumeError().ok());
  }

  /// Runs Pipeline on Source with the instrumentations Opts asks for.
  RunOutput run(llvm::StringRef Pipeline, const InstrumentationOptions &Opts,
                llvm::StringRef Source = OneFunction) {
    auto M = parseTAC(Source, "test.tac");
    auto MPM = parsePassPipeline(Pipeline, Registry);
    EXPECT_TRUE(M.ok()) << M.status().message();
    EXPECT_TRUE(MPM.ok()) << MPM.status().message();
    if (!M.ok() || !MPM.ok())
      return {absl::InternalError("setup failed"), ""};
    PassContext Ctx;
    Registry.registerAnalyses(Ctx.getFAM());
    std::FILE *Out = std::tmpfile();
    addStandardInstrumentations(Ctx.getInstrumentation(), Opts, Out);
    auto PA = (*MPM)->run(**M, Ctx);
    Ctx.getInstrumentation().runPipelineFinished();
    return {PA.status(), readAndClose(Out)};
  }

  static std::string readAndClose(std::FILE *F) {
    std::string Text;
    std::rewind(F);
    char Buf[4096];
    while (size_t N = std::fread(Buf, 1, sizeof(Buf), F))
      Text.append(Buf, N);
    std::fclose(F);
    return Text;
  }

  PassRegistry Registry;
};

TEST_F(InstrumentationTest, ObserversNestAroundThePass) {
  std::vector<std::string> Log;
  PassInstrumentation PI;
  PI.addObserver(std::make_unique<RecordingObserver>("outer", Log));
  PI.addObserver(std::make_unique<RecordingObserver>("inner", Log));
  NoopPass P;
  PI.runBeforePass(P, IRUnit{});
  ASSERT_TRUE(PI.runAfterPass(P, IRUnit{}, PreservedAnalyses::all()).ok());
  EXPECT_EQ(Log, (std::vector<std::string>{"outer:before", "inner:before",
                                           "inner:after", "outer:after"}));
}

TEST_F(InstrumentationTest, DebugPassManagerTracesAnalysisCaching) {
  InstrumentationOptions Opts;
  Opts.DebugPassManager = true;
  RunOutput R =
      run("use-counting,noop,use-counting,add-print,use-counting", Opts);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  EXPECT_EQ(R.lines(), (std::vector<std::string>{
                           "Running pass: use-counting on function 'f'",
                           "Running analysis: counting on function 'f'",
                           "Running pass: noop on function 'f'",
                           "Running pass: use-counting on function 'f'",
                           "Using cached analysis: counting on function 'f'",
                           "Running pass: add-print on function 'f'",
                           "Invalidating analysis: counting on function 'f'",
                           "Running pass: use-counting on function 'f'",
                           "Running analysis: counting on function 'f'",
                       }));
  EXPECT_EQ(CountingAnalysis::Runs, 2u);
}

TEST_F(InstrumentationTest, DebugPassManagerCachesPerFunction) {
  InstrumentationOptions Opts;
  Opts.DebugPassManager = true;
  RunOutput R = run("use-counting,use-counting,module-noop,use-counting", Opts,
                    TwoFunctions);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  EXPECT_EQ(R.lines(), (std::vector<std::string>{
                           "Running pass: use-counting on function 'f'",
                           "Running analysis: counting on function 'f'",
                           "Running pass: use-counting on function 'f'",
                           "Using cached analysis: counting on function 'f'",
                           "Running pass: use-counting on function 'g'",
                           "Running analysis: counting on function 'g'",
                           "Running pass: use-counting on function 'g'",
                           "Using cached analysis: counting on function 'g'",
                           "Running pass: module-noop on the module",
                           "Running pass: use-counting on function 'f'",
                           "Using cached analysis: counting on function 'f'",
                           "Running pass: use-counting on function 'g'",
                           "Using cached analysis: counting on function 'g'",
                       }));
  EXPECT_EQ(CountingAnalysis::Runs, 2u);
}

TEST_F(InstrumentationTest, PrintChangedOnlyAfterAChange) {
  InstrumentationOptions Opts;
  Opts.PrintChanged = true;
  RunOutput R = run("noop,claim-change,add-print,noop", Opts);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  EXPECT_EQ(R.Text, "; *** IR Dump At Start ***\n"
                    "func f():\n"
                    "entry:\n"
                    "  ret 1\n"
                    "; *** IR Dump After add-print on function 'f' ***\n"
                    "func f():\n"
                    "entry:\n"
                    "  print\n"
                    "  ret 1\n");
}

TEST_F(InstrumentationTest, PrintChangedStartIsTheWholeModule) {
  InstrumentationOptions Opts;
  Opts.PrintChanged = true;
  RunOutput R = run("add-print", Opts, TwoFunctions);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  std::vector<std::string> Banners;
  for (const std::string &L : R.lines())
    if (llvm::StringRef(L).starts_with("; ***"))
      Banners.push_back(L);
  EXPECT_EQ(Banners, (std::vector<std::string>{
                         "; *** IR Dump At Start ***",
                         "; *** IR Dump After add-print on function 'f' ***",
                         "; *** IR Dump After add-print on function 'g' ***",
                     }));
  EXPECT_NE(R.Text.find("func f():\nentry:\n  ret 1\n\nfunc g():"),
            std::string::npos)
      << R.Text;
}

TEST_F(InstrumentationTest, PrintAfterNamedPassOnly) {
  InstrumentationOptions Opts;
  Opts.PrintAfter = {"add-print"};
  RunOutput R = run("noop,add-print,noop", Opts);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  EXPECT_EQ(R.Text, "; *** IR Dump After add-print on function 'f' ***\n"
                    "func f():\n"
                    "entry:\n"
                    "  print\n"
                    "  ret 1\n");
}

TEST_F(InstrumentationTest, PrintBeforeNamedPassesShowsTheIRBefore) {
  InstrumentationOptions Opts;
  Opts.PrintBefore = {"add-print", "module-noop"};
  RunOutput R = run("noop,add-print,module-noop", Opts);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  EXPECT_EQ(R.Text, "; *** IR Dump Before add-print on function 'f' ***\n"
                    "func f():\n"
                    "entry:\n"
                    "  ret 1\n"
                    "; *** IR Dump Before module-noop on the module ***\n"
                    "func f():\n"
                    "entry:\n"
                    "  print\n"
                    "  ret 1\n");
}

TEST_F(InstrumentationTest, PrintBeforeAndAfterAll) {
  InstrumentationOptions Opts;
  Opts.PrintBeforeAll = true;
  Opts.PrintAfterAll = true;
  RunOutput R = run("noop,repeat<2>(add-print)", Opts);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  std::vector<std::string> Banners;
  for (const std::string &L : R.lines())
    if (llvm::StringRef(L).starts_with("; ***"))
      Banners.push_back(L);
  EXPECT_EQ(Banners, (std::vector<std::string>{
                         "; *** IR Dump Before noop on function 'f' ***",
                         "; *** IR Dump After noop on function 'f' ***",
                         "; *** IR Dump Before add-print on function 'f' ***",
                         "; *** IR Dump After add-print on function 'f' ***",
                         "; *** IR Dump Before add-print on function 'f' ***",
                         "; *** IR Dump After add-print on function 'f' ***",
                     }));
}

TEST_F(InstrumentationTest, VerifierRunsAfterThePrinters) {
  InstrumentationOptions Opts;
  Opts.VerifyEach = true;
  Opts.PrintAfterAll = true;
  RunOutput R =
      run("break-form,noop", Opts, "func f():\nentry:\n  x = const 1\n");
  ASSERT_FALSE(R.Status.ok());
  EXPECT_NE(R.Status.message().find("after pass 'break-form' on function 'f'"),
            absl::string_view::npos)
      << R.Status.message();
  EXPECT_EQ(R.Text, "; *** IR Dump After break-form on function 'f' ***\n"
                    "func f():\n"
                    "entry:\n"
                    "  x = const 1\n");
}

TEST_F(InstrumentationTest, TimePassesTableHasARowPerPassAndATotal) {
  InstrumentationOptions Opts;
  Opts.TimePasses = true;
  RunOutput R = run("noop,add-print,noop", Opts, TwoFunctions);
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  std::vector<std::string> Lines = R.lines();
  ASSERT_EQ(Lines.size(), 5u) << R.Text;
  EXPECT_EQ(Lines[0], "===- Pass execution timing report -===");
  EXPECT_EQ(Lines[1], "  Wall (s)    Share    Runs  Pass");
  std::regex Row(R"( *(\d+\.\d{6}) +(\d+\.\d)% +(\d+)  (\S+))");
  std::map<std::string, unsigned> Runs;
  double Sum = 0, Total = 0, Previous = 1e9;
  for (size_t I = 2; I != Lines.size(); ++I) {
    std::smatch Match;
    ASSERT_TRUE(std::regex_match(Lines[I], Match, Row)) << Lines[I];
    Runs[Match[4]] = std::stoul(Match[3]);
    double Seconds = std::stod(Match[1]);
    if (Match[4] == "Total") {
      Total = Seconds;
      EXPECT_EQ(I, Lines.size() - 1) << "Total comes last";
      continue;
    }
    EXPECT_LE(Seconds, Previous) << "rows go slowest first";
    Previous = Seconds;
    Sum += Seconds;
  }
  EXPECT_EQ(Runs, (std::map<std::string, unsigned>{
                      {"noop", 4}, {"add-print", 2}, {"Total", 6}}));
  EXPECT_NEAR(Sum, Total, 3e-6);
}

/// The seconds -time-passes gave Pass in Table, or -1 if no row names it.
static double secondsOf(const std::vector<std::string> &Table,
                        const std::string &Pass) {
  std::regex Row(R"( *(\d+\.\d{6}) .* (\S+))");
  for (const std::string &Line : Table) {
    std::smatch Match;
    if (std::regex_match(Line, Match, Row) && Match[2] == Pass)
      return std::stod(Match[1]);
  }
  return -1;
}

// With -threads, passes run at once on several threads and their hooks
// reach the shared observers interleaved: each pass's time runs from its
// own start, not from the last pass started on any thread.
TEST_F(InstrumentationTest, TimePassesTimesEachThreadsPassFromItsOwnStart) {
  PassInstrumentation PI;
  InstrumentationOptions Opts;
  Opts.TimePasses = true;
  std::FILE *Out = std::tmpfile();
  addStandardInstrumentations(PI, Opts, Out);
  std::mutex Lock; // as ModuleToFunctionPassAdaptor's forwarder takes
  auto Hook = [&](auto Call) {
    std::lock_guard<std::mutex> Guard(Lock);
    Call();
  };
  NoopPass First;
  ClaimChangePass Second;
  std::promise<void> FirstStarted, SecondStarted, FirstDone;
  std::thread A([&] {
    Hook([&] { PI.runBeforePass(First, IRUnit{}); });
    FirstStarted.set_value();
    SecondStarted.get_future().wait();
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    Hook([&] {
      (void)PI.runAfterPass(First, IRUnit{}, PreservedAnalyses::all());
    });
    FirstDone.set_value();
  });
  std::thread B([&] {
    FirstStarted.get_future().wait();
    std::this_thread::sleep_for(std::chrono::milliseconds(40));
    Hook([&] { PI.runBeforePass(Second, IRUnit{}); });
    SecondStarted.set_value();
    FirstDone.get_future().wait();
    Hook([&] {
      (void)PI.runAfterPass(Second, IRUnit{}, PreservedAnalyses::all());
    });
  });
  A.join();
  B.join();
  PI.runPipelineFinished();
  RunOutput R{absl::OkStatus(), readAndClose(Out)};
  // noop ran 40 + 60 ms, claim-change 60: timed from the later start,
  // noop would have taken 60.
  EXPECT_GE(secondsOf(R.lines(), "noop"), 0.095) << R.Text;
  EXPECT_GE(secondsOf(R.lines(), "claim-change"), 0.055) << R.Text;
}

TEST_F(InstrumentationTest, NoOptionsWriteNothing) {
  RunOutput R = run("noop,add-print", InstrumentationOptions());
  ASSERT_TRUE(R.Status.ok()) << R.Status.message();
  EXPECT_EQ(R.Text, "");
}

} // namespace
