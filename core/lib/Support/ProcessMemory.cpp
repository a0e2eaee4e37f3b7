//===- ProcessMemory.cpp - The process's peak memory ----------------------===//

#include "mopt/Support/ProcessMemory.h"

#include <cstdio>
#include <cstring>

#if __has_include(<sys/resource.h>)
#include <sys/resource.h>
#define MOPT_HAVE_GETRUSAGE 1
#endif

/// Linux's VmHWM, in bytes, from /proc/self/status; 0 if it is not there.
static uint64_t peakFromProcStatus() {
  std::FILE *Status = std::fopen("/proc/self/status", "r");
  if (!Status)
    return 0;
  char Line[256];
  unsigned long KiB = 0;
  while (std::fgets(Line, sizeof(Line), Status))
    if (std::sscanf(Line, "VmHWM: %lu kB", &KiB) == 1)
      break;
  std::fclose(Status);
  return uint64_t(KiB) * 1024;
}

uint64_t mopt::peakResidentBytes() {
  // Linux's getrusage keeps, through exec, the high-water mark of the
  // process image before it (a Python parent's, copied at fork): the
  // memory's own mark is VmHWM.
  if (uint64_t Bytes = peakFromProcStatus())
    return Bytes;
#ifdef MOPT_HAVE_GETRUSAGE
  struct rusage Usage;
  if (getrusage(RUSAGE_SELF, &Usage) != 0)
    return 0;
#ifdef __APPLE__
  return uint64_t(Usage.ru_maxrss); // macOS counts bytes
#else
  return uint64_t(Usage.ru_maxrss) * 1024; // the BSDs count KiB
#endif
#else
  return 0;
#endif
}

uint64_t mopt::peakGrowthSince(uint64_t Before) {
  uint64_t Now = peakResidentBytes();
  return Now > Before ? Now - Before : 0;
}
