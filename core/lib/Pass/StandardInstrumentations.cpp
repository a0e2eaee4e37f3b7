//===- StandardInstrumentations.cpp - mopt's observers --------------------===//
//
// One observer per kind of instrumentation, as in LLVM's
// StandardInstrumentations. They are added outermost first (observers nest,
// see PassInstrumentation.h): the verifier, so that it checks the IR after
// the printers have shown it; then the printers; then the trace; the timer
// last, so that it measures the pass and nothing else.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/StandardInstrumentations.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/Pass.h"
#include "mopt/Pass/Remarks.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/TAC/Printer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <chrono>

using namespace mopt;

/// The IR of U as TAC text: the function, or the whole module.
static std::string printUnit(IRUnit U) {
  std::string Text;
  if (U.F)
    printFunction(*U.F, Text);
  else
    printModule(*U.M, Text);
  return Text;
}

/// Writes the banner `; *** Title ***` and then IR.
static void dumpIR(std::FILE *Out, const std::string &Title,
                   const std::string &IR) {
  std::fprintf(Out, "; *** %s ***\n%s", Title.c_str(), IR.c_str());
}

/// The title of a dump around a pass: `IR Dump Before lower on function 'f'`.
static std::string dumpTitle(llvm::StringRef When, const Pass &P, IRUnit U) {
  return absl::StrCat("IR Dump ", When.str(), " ", P.getName().str(), " on ",
                      U.describe());
}

namespace {

/// -verify-each: the verifier after every pass; a failure names the pass.
class VerifyEachObserver : public PassObserver {
public:
  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &) override {
    absl::Status S = U.F ? verifyFunction(*U.F) : verifyModule(*U.M);
    if (S.ok())
      return S;
    return absl::Status(S.code(),
                        absl::StrCat(S.message(),
                                     "\nnote: the IR is invalid "
                                     "after pass '",
                                     P.getName().str(), "' on ", U.describe(),
                                     " (found by -verify-each)"));
  }
};

/// -print-changed: the whole module once at the start, then the unit after
/// each pass whose run changed its printed text. Keeps the text of the unit
/// the current pass runs on, as it was before the pass.
class PrintChangedObserver : public PassObserver {
public:
  explicit PrintChangedObserver(std::FILE *Out) : Out(Out) {}

  bool beforePass(const Pass &, IRUnit U) override {
    if (!PrintedStart)
      dumpIR(Out, "IR Dump At Start", printUnit(IRUnit{U.M, nullptr}));
    PrintedStart = true;
    Before = printUnit(U);
    return true;
  }

  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &PA) override {
    if (PA.areAllPreserved())
      return absl::OkStatus();
    std::string After = printUnit(U);
    if (After != Before)
      dumpIR(Out, dumpTitle("After", P, U), After);
    return absl::OkStatus();
  }

private:
  std::FILE *Out;
  bool PrintedStart = false;
  std::string Before;
};

/// -print-before=, -print-after=, -print-before-all, -print-after-all: the
/// unit before or after the passes named (or every pass). Keeps the names.
class PrintIRObserver : public PassObserver {
public:
  PrintIRObserver(const InstrumentationOptions &Opts, std::FILE *Out)
      : BeforeAll(Opts.PrintBeforeAll), AfterAll(Opts.PrintAfterAll), Out(Out) {
    Before.insert(Opts.PrintBefore.begin(), Opts.PrintBefore.end());
    After.insert(Opts.PrintAfter.begin(), Opts.PrintAfter.end());
  }

  bool beforePass(const Pass &P, IRUnit U) override {
    if (BeforeAll || Before.contains(P.getName()))
      dumpIR(Out, dumpTitle("Before", P, U), printUnit(U));
    return true;
  }

  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &) override {
    if (AfterAll || After.contains(P.getName()))
      dumpIR(Out, dumpTitle("After", P, U), printUnit(U));
    return absl::OkStatus();
  }

private:
  llvm::StringSet<> Before, After;
  bool BeforeAll, AfterAll;
  std::FILE *Out;
};

/// -debug-pass-manager: one line for each pass run and for each analysis
/// computed, served from the cache or invalidated.
class DebugPassManagerObserver : public PassObserver {
public:
  explicit DebugPassManagerObserver(std::FILE *Out) : Out(Out) {}

  bool beforePass(const Pass &P, IRUnit U) override {
    std::fprintf(Out, "Running pass: %s on %s\n", P.getName().str().c_str(),
                 U.describe().c_str());
    return true;
  }

  void analysisUsed(llvm::StringRef Name, Function &F, bool Cached) override {
    trace(Cached ? "Using cached" : "Running", Name, F);
  }

  void analysisInvalidated(llvm::StringRef Name, Function &F) override {
    trace("Invalidating", Name, F);
  }

private:
  void trace(const char *What, llvm::StringRef Name, Function &F) {
    std::fprintf(Out, "%s analysis: %s on %s\n", What, Name.str().c_str(),
                 IRUnit{F.getParent(), &F}.describe().c_str());
  }

  std::FILE *Out;
};

/// -time-passes: wall time per pass name, summed over all its runs, and a
/// table of it when the pipeline finishes. An analysis a pass asks for
/// counts towards that pass. Keeps the totals and the start of the pass
/// now running.
class TimePassesObserver : public PassObserver {
public:
  explicit TimePassesObserver(std::FILE *Out) : Out(Out) {}

  bool beforePass(const Pass &, IRUnit) override {
    Start = Clock::now();
    return true;
  }

  absl::Status afterPass(const Pass &P, IRUnit,
                         const PreservedAnalyses &) override {
    PassTime &T = Times[P.getName()];
    T.Seconds += std::chrono::duration<double>(Clock::now() - Start).count();
    ++T.Runs;
    return absl::OkStatus();
  }

  void stageTimed(llvm::StringRef Stage, double Seconds) override {
    auto [It, New] = Stages.try_emplace(Stage);
    if (New)
      StageOrder.push_back(It->first());
    It->second.Seconds += Seconds;
    ++It->second.Runs;
  }

  void pipelineFinished() override;

private:
  using Clock = std::chrono::steady_clock;
  struct PassTime {
    double Seconds = 0;
    unsigned Runs = 0;
  };
  void printRow(const PassTime &T, double Total, llvm::StringRef Name);
  void printStages();

  /// Stages in the order first reported; they overlap the passes (a pass's
  /// phases, the analyses it asked for), so they have a table of their own.
  llvm::StringMap<PassTime> Stages;
  std::vector<llvm::StringRef> StageOrder;

  std::FILE *Out;
  Clock::time_point Start;
  llvm::StringMap<PassTime> Times;
};

} // namespace

void TimePassesObserver::printRow(const PassTime &T, double Total,
                                  llvm::StringRef Name) {
  double Percent = Total > 0 ? 100 * T.Seconds / Total : 0;
  std::fprintf(Out, "%10.6f  %6.1f%%  %6u  %s\n", T.Seconds, Percent, T.Runs,
               Name.str().c_str());
}

void TimePassesObserver::pipelineFinished() {
  std::vector<const llvm::StringMapEntry<PassTime> *> Rows;
  PassTime Total;
  for (const auto &E : Times) {
    Rows.push_back(&E);
    Total.Seconds += E.second.Seconds;
    Total.Runs += E.second.Runs;
  }
  // Slowest first; equal times by name, so that the order is stable.
  std::sort(Rows.begin(), Rows.end(), [](const auto *A, const auto *B) {
    if (A->second.Seconds != B->second.Seconds)
      return A->second.Seconds > B->second.Seconds;
    return A->first() < B->first();
  });
  std::fprintf(Out, "===- Pass execution timing report -===\n");
  std::fprintf(Out, "%10s  %7s  %6s  %s\n", "Wall (s)", "Share", "Runs",
               "Pass");
  for (const auto *E : Rows)
    printRow(E->second, Total.Seconds, E->first());
  printRow(Total, Total.Seconds, "Total");
  Times.clear();
  printStages();
}

void TimePassesObserver::printStages() {
  if (StageOrder.empty())
    return;
  std::fprintf(Out, "===- Stage timing report -===\n");
  std::fprintf(Out, "%10s  %6s  %s\n", "Wall (s)", "Runs", "Stage");
  for (llvm::StringRef Name : StageOrder) {
    const PassTime &T = Stages.find(Name)->second;
    std::fprintf(Out, "%10.6f  %6u  %s\n", T.Seconds, T.Runs,
                 Name.str().c_str());
  }
  Stages.clear();
  StageOrder.clear();
}

/// The emitter for the remark patterns of Opts, or null when there are none.
static std::shared_ptr<RemarkEmitter>
makeRemarkEmitter(const InstrumentationOptions &Opts, std::FILE *Out) {
  if (Opts.PassRemarks.empty() && Opts.PassRemarksMissed.empty())
    return nullptr;
  auto Remarks = std::make_shared<RemarkEmitter>(Out);
  if (!Opts.PassRemarks.empty())
    Remarks->enable(RemarkKind::Passed, Opts.PassRemarks);
  if (!Opts.PassRemarksMissed.empty())
    Remarks->enable(RemarkKind::Missed, Opts.PassRemarksMissed);
  return Remarks;
}

void mopt::addStandardInstrumentations(PassInstrumentation &PI,
                                       const InstrumentationOptions &Opts,
                                       std::FILE *Out) {
  PI.setRemarks(makeRemarkEmitter(Opts, Out));
  if (Opts.VerifyEach)
    PI.addObserver(std::make_unique<VerifyEachObserver>());
  if (Opts.PrintChanged)
    PI.addObserver(std::make_unique<PrintChangedObserver>(Out));
  if (Opts.PrintBeforeAll || Opts.PrintAfterAll || !Opts.PrintBefore.empty() ||
      !Opts.PrintAfter.empty())
    PI.addObserver(std::make_unique<PrintIRObserver>(Opts, Out));
  if (Opts.DebugPassManager)
    PI.addObserver(std::make_unique<DebugPassManagerObserver>(Out));
  if (Opts.TimePasses)
    PI.addObserver(std::make_unique<TimePassesObserver>(Out));
  if (Opts.Stats)
    enableStatistics();
}
