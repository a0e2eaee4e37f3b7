//===- mopt/Support/ProcessMemory.h - The process's peak memory -*- C++ -*-===//
//
// The most resident memory the process has had so far: its high-water
// mark, which only ever rises: Linux's VmHWM (/proc/self/status), else
// getrusage's (macOS, the BSDs). A few microseconds, so that -track-memory
// can read it around every pass and stage.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_PROCESSMEMORY_H
#define MOPT_SUPPORT_PROCESSMEMORY_H

#include <cstdint>

namespace mopt {

/// The process's peak resident memory so far, in bytes; 0 where the system
/// does not say.
uint64_t peakResidentBytes();
/// How far the peak rose since it was Before. Linux adds up resident pages
/// per CPU and reads the sum approximately, so a later reading may come out
/// a little lower: that is no growth.
uint64_t peakGrowthSince(uint64_t Before);

} // namespace mopt

#endif
