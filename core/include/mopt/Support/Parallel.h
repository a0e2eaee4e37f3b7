//===- mopt/Support/Parallel.h - Work over functions on threads -*- C++ -*-===//
//
// parallelFor runs Work(I) for every I in [0, Count) on up to Threads
// threads (the calling thread included), handing out indices one at a time,
// so uneven items balance themselves. With one thread, or one item, it is a
// plain loop. Work must not touch what another index's Work touches.
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

template <typename WorkFn>
void parallelFor(size_t Count, unsigned Threads, WorkFn Work) {
  if (Threads <= 1 || Count <= 1) {
    for (size_t I = 0; I != Count; ++I)
      Work(I);
    return;
  }
  std::atomic<size_t> Next{0};
  auto Drain = [&] {
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

} // namespace mopt

#endif
