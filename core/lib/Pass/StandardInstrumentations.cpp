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
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/Pass.h"
#include "mopt/Pass/Remarks.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Support/ProcessMemory.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <thread>

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
/// table of it when the pipeline finishes, then one of the stages. An
/// analysis a pass asks for counts towards that pass. With -track-memory,
/// each row also sums how much its runs raised the process's peak resident
/// memory. Keeps the totals and, per thread, the start of the pass running
/// there: with -threads, the hooks of passes running at once on several
/// threads arrive interleaved (one at a time, ModuleToFunctionPassAdaptor).
class TimePassesObserver : public PassObserver {
public:
  TimePassesObserver(std::FILE *Out, bool TrackMemory)
      : Out(Out), TrackMemory(TrackMemory) {}

  bool beforePass(const Pass &, IRUnit) override {
    Starts.push_back({std::this_thread::get_id(), Clock::now(),
                      TrackMemory ? peakResidentBytes() : 0});
    return true;
  }

  absl::Status afterPass(const Pass &P, IRUnit,
                         const PreservedAnalyses &) override {
    // The last pass this thread started; passes do not nest, but one that
    // failed left its start behind.
    auto Here = std::this_thread::get_id();
    auto It =
        std::find_if(Starts.rbegin(), Starts.rend(),
                     [Here](const PassStart &S) { return S.Thread == Here; });
    assert(It != Starts.rend() && "afterPass without beforePass");
    Row &R = Times[P.getName()];
    R.Cost.Seconds +=
        std::chrono::duration<double>(Clock::now() - It->Time).count();
    if (TrackMemory)
      R.Cost.PeakGrowth += peakGrowthSince(It->Peak);
    ++R.Runs;
    Starts.erase(std::next(It).base());
    return absl::OkStatus();
  }

  void stageTimed(llvm::StringRef Stage, const StageCost &Cost) override {
    auto [It, New] = Stages.try_emplace(Stage);
    if (New)
      StageOrder.push_back(It->first());
    It->second.Cost.Seconds += Cost.Seconds;
    It->second.Cost.PeakGrowth += Cost.PeakGrowth;
    ++It->second.Runs;
  }

  void pipelineFinished() override;

private:
  using Clock = std::chrono::steady_clock;
  struct Row {
    StageCost Cost;
    unsigned Runs = 0;
  };
  struct PassStart {
    std::thread::id Thread;
    Clock::time_point Time;
    uint64_t Peak;
  };
  /// "  Peak +MiB" with -track-memory: the column's heading or a row's cell.
  std::string memoryHeading() const;
  std::string memoryCell(const Row &R) const;
  void printRow(const Row &R, double Total, llvm::StringRef Name);
  void printStages();

  /// Stages in the order first reported; they overlap the passes (a pass's
  /// phases, the analyses it asked for), so they have a table of their own.
  llvm::StringMap<Row> Stages;
  std::vector<llvm::StringRef> StageOrder;

  std::FILE *Out;
  bool TrackMemory;
  std::vector<PassStart> Starts;
  llvm::StringMap<Row> Times;
};

} // namespace

std::string TimePassesObserver::memoryHeading() const {
  return TrackMemory ? "  Peak +MiB" : "";
}

std::string TimePassesObserver::memoryCell(const Row &R) const {
  if (!TrackMemory)
    return "";
  char Cell[32];
  std::snprintf(Cell, sizeof(Cell), "  %9.1f", R.Cost.PeakGrowth / 1048576.0);
  return Cell;
}

void TimePassesObserver::printRow(const Row &R, double Total,
                                  llvm::StringRef Name) {
  double Percent = Total > 0 ? 100 * R.Cost.Seconds / Total : 0;
  std::fprintf(Out, "%10.6f  %6.1f%%%s  %6u  %s\n", R.Cost.Seconds, Percent,
               memoryCell(R).c_str(), R.Runs, Name.str().c_str());
}

void TimePassesObserver::pipelineFinished() {
  std::vector<const llvm::StringMapEntry<Row> *> Rows;
  Row Total;
  for (const auto &E : Times) {
    Rows.push_back(&E);
    Total.Cost.Seconds += E.second.Cost.Seconds;
    Total.Cost.PeakGrowth += E.second.Cost.PeakGrowth;
    Total.Runs += E.second.Runs;
  }
  // Slowest first; equal times by name, so that the order is stable.
  std::sort(Rows.begin(), Rows.end(), [](const auto *A, const auto *B) {
    if (A->second.Cost.Seconds != B->second.Cost.Seconds)
      return A->second.Cost.Seconds > B->second.Cost.Seconds;
    return A->first() < B->first();
  });
  std::fprintf(Out, "===- Pass execution timing report -===\n");
  std::fprintf(Out, "%10s  %7s%s  %6s  %s\n", "Wall (s)", "Share",
               memoryHeading().c_str(), "Runs", "Pass");
  for (const auto *E : Rows)
    printRow(E->second, Total.Cost.Seconds, E->first());
  printRow(Total, Total.Cost.Seconds, "Total");
  Times.clear();
  printStages();
  if (TrackMemory)
    std::fprintf(Out, "Peak resident memory so far: %.1f MiB\n",
                 peakResidentBytes() / 1048576.0);
}

void TimePassesObserver::printStages() {
  if (StageOrder.empty())
    return;
  std::fprintf(Out, "===- Stage timing report -===\n");
  std::fprintf(Out, "%10s%s  %6s  %s\n", "Wall (s)", memoryHeading().c_str(),
               "Runs", "Stage");
  for (llvm::StringRef Name : StageOrder) {
    const Row &R = Stages.find(Name)->second;
    std::fprintf(Out, "%10.6f%s  %6u  %s\n", R.Cost.Seconds,
                 memoryCell(R).c_str(), R.Runs, Name.str().c_str());
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
  if (Opts.TimePasses || Opts.TrackMemory) {
    PI.setTracksMemory(Opts.TrackMemory);
    PI.addObserver(std::make_unique<TimePassesObserver>(Out, Opts.TrackMemory));
  }
  if (Opts.Stats)
    enableStatistics();
}
