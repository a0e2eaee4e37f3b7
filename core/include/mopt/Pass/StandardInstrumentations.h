//===- mopt/Pass/StandardInstrumentations.h - mopt's observers --*- C++ -*-===//
//
// The observers behind mopt's instrumentation options (LLVM's
// StandardInstrumentations are the model): -verify-each, -print-before=,
// -print-after=, -print-before-all, -print-after-all, -print-changed,
// -time-passes (with -track-memory, peak memory too), -debug-pass-manager.
// Each is a PassObserver; none lives inside a pass. -pass-remarks= and
// -pass-remarks-missed= set up the instrumentation's RemarkEmitter, which
// passes write to. Printing goes to the given stream (mopt uses stderr, as
// LLVM's opt does).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_STANDARDINSTRUMENTATIONS_H
#define MOPT_PASS_STANDARDINSTRUMENTATIONS_H

#include "mopt/Pass/PassInstrumentation.h"

#include <cstdio>
#include <string>
#include <vector>

namespace mopt {

struct InstrumentationOptions {
  bool VerifyEach = false;
  std::vector<std::string> PrintBefore;
  std::vector<std::string> PrintAfter;
  bool PrintBeforeAll = false;
  bool PrintAfterAll = false;
  bool PrintChanged = false;
  bool TimePasses = false;
  bool TrackMemory = false; // -track-memory: -time-passes with peak memory
  bool Stats = false; // -stats: the counters of mopt/Pass/Statistic.h at exit
  bool DebugPassManager = false;
  std::string PassRemarks;       // a pattern of pass names; empty: none
  std::string PassRemarksMissed; // the same, for missed remarks
};

/// Adds the observers and the remarks Opts asks for to PI (its remark
/// patterns checked by RemarkEmitter::checkPattern); output goes to Out.
void addStandardInstrumentations(PassInstrumentation &PI,
                                 const InstrumentationOptions &Opts,
                                 std::FILE *Out);

} // namespace mopt

#endif
