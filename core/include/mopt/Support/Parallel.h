//===- mopt/Support/Parallel.h - Work over functions on threads -*- C++ -*-===//
//
// parallelFor runs Work(I) for every I in [0, Count) on up to Threads
// threads (the calling thread included), handing out indices one at a time,
// so uneven items balance themselves. With one thread, or one item, it is a
// plain loop. Work must not touch what another index's Work touches.
// parallelForEachThread gives each thread state of its own.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_PARALLEL_H
#define MOPT_SUPPORT_PARALLEL_H

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace mopt {

/// As parallelFor, with state of each thread's own: MakeWorker() runs once
/// on each thread that takes part, and returns the function that thread
/// runs for each index it is handed.
template <typename MakeWorkerFn>
void parallelForEachThread(size_t Count, unsigned Threads,
                           MakeWorkerFn MakeWorker) {
  if (Threads <= 1 || Count <= 1) {
    auto Work = MakeWorker();
    for (size_t I = 0; I != Count; ++I)
      Work(I);
    return;
  }
  std::atomic<size_t> Next{0};
  auto Drain = [&] {
    auto Work = MakeWorker();
    for (size_t I; (I = Next++) < Count;)
      Work(I);
  };
  std::vector<std::thread> Helpers;
  for (unsigned T = 1, E = std::min<size_t>(Threads, Count); T < E; ++T)
    Helpers.emplace_back(Drain);
  Drain();
  for (std::thread &H : Helpers)
    H.join();
}

template <typename WorkFn>
void parallelFor(size_t Count, unsigned Threads, WorkFn Work) {
  parallelForEachThread(Count, Threads, [&] { return Work; });
}

} // namespace mopt

#endif
