//===- mopt/Pass/StageTimer.h - Timing a stage for -time-passes -*- C++ -*-===//
//
// A StageTimer measures the wall time of its scope and reports it to the
// instrumentation as a named stage when it ends, so that -time-passes can
// show where the time goes inside a pass (`ssa: renaming`) and outside any
// pass (`parse`, `print`); where the instrumentation tracks memory
// (-track-memory), also how much the process's peak resident memory rose
// meanwhile. With no instrumentation it does nothing but read the clock
// twice.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_STAGETIMER_H
#define MOPT_PASS_STAGETIMER_H

#include "mopt/Pass/PassInstrumentation.h"
#include "mopt/Support/ProcessMemory.h"

#include <chrono>

namespace mopt {

class StageTimer {
public:
  StageTimer(PassInstrumentation *PI, llvm::StringRef Stage)
      : PI(PI), Stage(Stage),
        StartPeak(PI && PI->tracksMemory() ? peakResidentBytes() : 0),
        Start(std::chrono::steady_clock::now()) {}
  ~StageTimer() {
    if (!PI)
      return;
    StageCost Cost;
    Cost.Seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
    if (PI->tracksMemory())
      Cost.PeakGrowth = peakGrowthSince(StartPeak);
    PI->runStageTimed(Stage, Cost);
  }
  StageTimer(const StageTimer &) = delete;
  StageTimer &operator=(const StageTimer &) = delete;

private:
  PassInstrumentation *PI;
  llvm::StringRef Stage;
  uint64_t StartPeak;
  std::chrono::steady_clock::time_point Start;
};

} // namespace mopt

#endif
