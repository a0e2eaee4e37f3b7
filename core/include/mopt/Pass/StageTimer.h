//===- mopt/Pass/StageTimer.h - Timing a stage for -time-passes -*- C++ -*-===//
//
// A StageTimer measures the wall time of its scope and reports it to the
// instrumentation as a named stage when it ends, so that -time-passes can
// show where the time goes inside a pass (`ssa: renaming`) and outside any
// pass (`parse`, `print`). With no instrumentation it does nothing but read
// the clock twice.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_STAGETIMER_H
#define MOPT_PASS_STAGETIMER_H

#include "mopt/Pass/PassInstrumentation.h"

#include <chrono>

namespace mopt {

class StageTimer {
public:
  StageTimer(PassInstrumentation *PI, llvm::StringRef Stage)
      : PI(PI), Stage(Stage), Start(std::chrono::steady_clock::now()) {}
  ~StageTimer() {
    if (PI)
      PI->runStageTimed(Stage, std::chrono::duration<double>(
                                   std::chrono::steady_clock::now() - Start)
                                   .count());
  }
  StageTimer(const StageTimer &) = delete;
  StageTimer &operator=(const StageTimer &) = delete;

private:
  PassInstrumentation *PI;
  llvm::StringRef Stage;
  std::chrono::steady_clock::time_point Start;
};

} // namespace mopt

#endif
