//===- mopt/Pass/Statistic.h - Named counters for -stats --------*- C++ -*-===//
//
// A Statistic is a counter a pass keeps across a run, named by the pass and
// a description, as LLVM's STATISTIC is: a pass declares one per thing it
// counts at namespace scope,
//
//   static Statistic NumRemoved("dce", "Number of instructions removed");
//
// and adds to it as it works. `mopt -stats` prints every counter that is
// not zero at the end of the run, on standard error. Counters are atomic,
// so that passes running on several functions at once (-threads) may add
// to them; each registers itself on construction (a plugin's when it is
// loaded) and leaves the list when destroyed (when its plugin unloads).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_STATISTIC_H
#define MOPT_PASS_STATISTIC_H

#include <atomic>
#include <cstdint>
#include <cstdio>

namespace mopt {

class Statistic {
public:
  Statistic(const char *PassName, const char *Description);
  ~Statistic();
  Statistic(const Statistic &) = delete;
  Statistic &operator=(const Statistic &) = delete;

  Statistic &operator+=(uint64_t N) {
    Count.fetch_add(N, std::memory_order_relaxed);
    return *this;
  }
  Statistic &operator++() { return *this += 1; }

  uint64_t getValue() const { return Count.load(std::memory_order_relaxed); }
  const char *getPassName() const { return PassName; }
  const char *getDescription() const { return Description; }

private:
  const char *PassName;
  const char *Description;
  std::atomic<uint64_t> Count{0};
};

/// Whether this run prints its counters (`mopt -stats`), as LLVM's
/// AreStatisticsEnabled: a pass that must walk the IR to count (rather
/// than add as it works) walks it only then. Off until enableStatistics.
bool areStatisticsEnabled();
void enableStatistics();

/// Prints the counters that are not zero, by pass name then description, in
/// LLVM's -stats layout; prints nothing if all are zero.
void printStatistics(std::FILE *Out);

} // namespace mopt

#endif
