//===- CrashRecoveryTest.cpp - Crash reports, reproducers, opt-bisect -----===//
//
// The pieces behind mopt's crash reports, -crash-reproducer and
// -opt-bisect-limit, without crashing: the rest of a pipeline seen from
// each pass, an observer's veto hiding the pass from the observers after
// it, the report and the reproducer written for a pass that has begun and
// not ended (as when it failed), and the bisect count.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/CrashRecovery.h"
#include "absl/strings/str_split.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Pass/OptBisect.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <sstream>

using namespace mopt;

namespace {

/// Changes nothing; named by its registration.
class NamedPass : public FunctionPass {
public:
  explicit NamedPass(std::string Name) : FunctionPass(std::move(Name)) {}
  absl::StatusOr<PreservedAnalyses> run(Function &,
                                        FunctionAnalysisManager &) override {
    return PreservedAnalyses::all();
  }
};

/// Fails on every function.
class FailPass : public FunctionPass {
public:
  FailPass() : FunctionPass("fail") {}
  absl::StatusOr<PreservedAnalyses> run(Function &,
                                        FunctionAnalysisManager &) override {
    return absl::InternalError("fail failed");
  }
};

class MarkCFGPass : public FunctionPass {
public:
  MarkCFGPass() : FunctionPass("mark-cfg") {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    F.setForm(IRForm::CFG);
    return PreservedAnalyses::all();
  }
};

/// Records, before each pass, "PASS on FUNCTION: REMAINING PIPELINE".
class RemainderObserver : public PassObserver {
public:
  RemainderObserver(const ModulePassManager &Root,
                    const PassInstrumentation &PI,
                    std::vector<std::string> &Log)
      : Root(Root), PI(PI), Log(Log) {}
  bool beforePass(const Pass &P, IRUnit U) override {
    Log.push_back(P.getName().str() + " on " + U.F->getName().str() + ": " +
                  printRemainingPipeline(Root, PI.getRunningPasses()));
    return true;
  }

private:
  const ModulePassManager &Root;
  const PassInstrumentation &PI;
  std::vector<std::string> &Log;
};

/// Skips every pass.
class VetoObserver : public PassObserver {
public:
  bool beforePass(const Pass &, IRUnit) override { return false; }
};

/// Counts the passes it is told about.
class CountObserver : public PassObserver {
public:
  explicit CountObserver(unsigned &Count) : Count(Count) {}
  bool beforePass(const Pass &, IRUnit) override {
    ++Count;
    return true;
  }

private:
  unsigned &Count;
};

const char *const TwoFunctions = "func f():\n"
                                 "  ret 1\n"
                                 "func g():\n"
                                 "  ret 2\n";

std::string readFile(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream Text;
  Text << In.rdbuf();
  return Text.str();
}

/// What was written to a temporary file through its descriptor.
std::string readAndClose(std::FILE *F) {
  std::string Text;
  std::rewind(F);
  char Buf[4096];
  while (size_t N = std::fread(Buf, 1, sizeof(Buf), F))
    Text.append(Buf, N);
  std::fclose(F);
  return Text;
}

class CrashRecoveryTest : public ::testing::Test {
protected:
  void SetUp() override {
    for (const char *Name : {"a", "b", "c"})
      Registry.addFunctionPass(
          Name, "changes nothing",
          [Name](llvm::StringRef) -> absl::StatusOr<std::unique_ptr<Pass>> {
            return std::make_unique<NamedPass>(Name);
          });
    Registry.addFunctionPass<FailPass>("fail", "fails");
    Registry.addFunctionPass<MarkCFGPass>("mark-cfg", "claims CFG form");
    ASSERT_TRUE(Registry.consumeError().ok());
    M = std::move(*parseTAC(TwoFunctions, "test.tac"));
  }

  std::unique_ptr<ModulePassManager> pipeline(llvm::StringRef Text) {
    auto MPM = parsePassPipeline(Text, Registry);
    EXPECT_TRUE(MPM.ok()) << MPM.status().message();
    return MPM.ok() ? std::move(*MPM) : nullptr;
  }

  /// The remaining pipeline seen before each pass of Text.
  std::vector<std::string> remainders(llvm::StringRef Text) {
    std::vector<std::string> Log;
    auto MPM = pipeline(Text);
    PassContext Ctx;
    PassInstrumentation &PI = Ctx.getInstrumentation();
    PI.addObserver(std::make_unique<RemainderObserver>(*MPM, PI, Log));
    EXPECT_TRUE(MPM->run(*M, Ctx).ok());
    return Log;
  }

  PassRegistry Registry;
  std::unique_ptr<Module> M;
};

TEST_F(CrashRecoveryTest, RemainingPipelineOfAFunctionPipeline) {
  EXPECT_EQ(remainders("a,b"),
            (std::vector<std::string>{
                "a on f: function(a,b)", "b on f: function(b)",
                "a on g: function(a,b)", "b on g: function(b)"}));
}

TEST_F(CrashRecoveryTest, RemainingPipelineInsideRepeats) {
  std::vector<std::string> Log =
      remainders("repeat<3>(function(a,repeat<2>(b)),function(c))");
  ASSERT_EQ(Log.size(), 24u);
  EXPECT_EQ(Log[0], "a on f: function(a,repeat<2>(b)),function(c),"
                    "repeat<2>(function(a,repeat<2>(b)),function(c))");
  // The second round of the inner repeat: no repeat<1>, just its pipeline.
  EXPECT_EQ(Log[2], "b on f: function(b),function(c),"
                    "repeat<2>(function(a,repeat<2>(b)),function(c))");
  // The last round of the outer repeat.
  EXPECT_EQ(Log[23], "c on g: function(c)");
}

TEST_F(CrashRecoveryTest, AVetoHidesThePassFromLaterObservers) {
  unsigned Before = 0, After = 0;
  auto MPM = pipeline("a");
  PassContext Ctx;
  PassInstrumentation &PI = Ctx.getInstrumentation();
  PI.addObserver(std::make_unique<CountObserver>(Before));
  PI.addObserver(std::make_unique<VetoObserver>());
  PI.addObserver(std::make_unique<CountObserver>(After));
  ASSERT_TRUE(MPM->run(*M, Ctx).ok());
  EXPECT_EQ(Before, 2u);
  EXPECT_EQ(After, 0u);
  EXPECT_TRUE(PI.getRunningPasses().empty());
}

TEST_F(CrashRecoveryTest, OptBisectRunsTheFirstN) {
  auto MPM = pipeline("a,b");
  PassContext Ctx;
  std::FILE *Out = std::tmpfile();
  unsigned Ran = 0;
  Ctx.getInstrumentation().addObserver(
      std::make_unique<OptBisectObserver>(3, Out));
  Ctx.getInstrumentation().addObserver(std::make_unique<CountObserver>(Ran));
  ASSERT_TRUE(MPM->run(*M, Ctx).ok());
  EXPECT_EQ(Ran, 3u);
  std::vector<std::string> Lines =
      absl::StrSplit(readAndClose(Out), '\n', absl::SkipEmpty());
  EXPECT_EQ(Lines, (std::vector<std::string>{
                       "BISECT: running pass (1) a on function 'f'",
                       "BISECT: running pass (2) b on function 'f'",
                       "BISECT: running pass (3) a on function 'g'",
                       "BISECT: NOT running pass (4) b on function 'g'"}));
}

TEST_F(CrashRecoveryTest, FailedPassLeavesAReportAndAReproducer) {
  std::string Path = ::testing::TempDir() + "crash-recovery-test.tac";
  std::remove(Path.c_str());
  setCrashReportCommandLine("mopt", "mopt -passes=mark-cfg,fail test.tac");
  auto MPM = pipeline("mark-cfg,fail");
  std::string Run = "mopt -load-pass-plugin=x.so "
                    "-passes='function(lower,fail)' " +
                    quoteForShell(Path);
  {
    PassContext Ctx;
    PassInstrumentation &PI = Ctx.getInstrumentation();
    PI.addObserver(std::make_unique<CrashRecoveryObserver>(
        *MPM, PI, CrashReproducerOptions{Path, "-load-pass-plugin=x.so "}));
    ASSERT_FALSE(MPM->run(*M, Ctx).ok());

    // What the signal handler writes, had fail crashed.
    std::FILE *Report = std::tmpfile();
    writeCrashReport(fileno(Report), SIGSEGV);
    std::vector<std::string> Lines =
        absl::StrSplit(readAndClose(Report), '\n', absl::SkipEmpty());
    ASSERT_EQ(Lines.size(), 4u);
    EXPECT_EQ(Lines[0].rfind("mopt: error: crashed with SIGSEGV (segmentation "
                             "fault) in pass 'fail' on function 'f' (pass run ",
                             0),
              0u)
        << Lines[0];
    EXPECT_EQ(Lines[1], "mopt: note: pipeline: function(mark-cfg,fail)");
    EXPECT_EQ(
        Lines[2],
        "mopt: note: reproduce with: mopt -passes=mark-cfg,fail test.tac");
    EXPECT_EQ(Lines[3], "mopt: note: reproducer written to '" + Path +
                            "'; run it with: " + Run);
  }
  // f is in CFG form (mark-cfg ran), hence lower first; g is as parsed.
  std::string Module;
  printModule(*M, Module);
  EXPECT_EQ(readFile(Path),
            "; Reproducer written by mopt: the module as it was before pass "
            "'fail' ran on function 'f', and the pipeline from that pass "
            "on.\n"
            "; The pipeline starts with lower: the text does not record that "
            "function 'f' was in CFG form.\n"
            "; RUN: " +
                Run + "\n" + Module);
  // Once the observer is gone, nothing is armed.
  std::remove(Path.c_str());
  std::FILE *Note = std::tmpfile();
  EXPECT_FALSE(writeCrashReproducer(fileno(Note)));
  EXPECT_EQ(readAndClose(Note), "");
  EXPECT_EQ(readFile(Path), "");
}

TEST_F(CrashRecoveryTest, ReportOutsideAnyPass) {
  setCrashReportCommandLine("mopt", "mopt in.tac");
  std::FILE *Report = std::tmpfile();
  writeCrashReport(fileno(Report), SIGFPE);
  std::string Text = readAndClose(Report);
  EXPECT_EQ(Text.rfind("mopt: error: crashed with SIGFPE (arithmetic "
                       "exception) outside any pass\n",
                       0),
            0u)
      << Text;
  EXPECT_NE(Text.find("mopt: note: reproduce with: mopt in.tac\n"),
            std::string::npos)
      << Text;
}

TEST(QuoteForShell, QuotesOnlyWhatTheShellWouldChange) {
  EXPECT_EQ(quoteForShell("-passes=lower,ssa"), "-passes=lower,ssa");
  EXPECT_EQ(quoteForShell("repeat<2>(lower)"), "'repeat<2>(lower)'");
  EXPECT_EQ(quoteForShell("it's"), "'it'\\''s'");
  EXPECT_EQ(quoteForShell(""), "''");
}

} // namespace
