//===- Random.h - A small, portable random number generator -----*- C++ -*-===//
//
// mopt-gen's only source of randomness: the same seed gives the same
// numbers, and so the same program, on every platform.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_GEN_RANDOM_H
#define MOPT_OPTTOOL_GEN_RANDOM_H

#include <cstdint>
#include <utility>
#include <vector>

namespace mopt {
namespace gen {

/// splitmix64 (Steele, Lea, Flood, "Fast Splittable Pseudorandom Number
/// Generators", OOPSLA 2014): tiny, and the same on every platform.
class Random {
public:
  explicit Random(uint64_t Seed) : State(Seed) {}

  uint64_t next() {
    uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
    return Z ^ (Z >> 31);
  }
  /// Uniform enough in [0, N); N > 0.
  uint64_t below(uint64_t N) { return next() % N; }
  /// In [Lo, Hi].
  uint64_t range(uint64_t Lo, uint64_t Hi) { return Lo + below(Hi - Lo + 1); }
  bool percent(unsigned P) { return below(100) < P; }
  template <typename T> const T &pick(const std::vector<T> &V) {
    return V[below(V.size())];
  }
  template <typename T> void shuffle(std::vector<T> &V) {
    for (size_t I = V.size(); I > 1; --I)
      std::swap(V[I - 1], V[below(I)]);
  }

private:
  uint64_t State;
};

} // namespace gen
} // namespace mopt

#endif
