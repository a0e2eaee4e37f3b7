//===- mopt/Support/RadixSort.h - Sorting keys in linear time -*- C++ -*-===//
//-*-===//
//
// radixSort sorts unsigned integer keys ascending by a least-significant-
// digit radix sort, 11 bits a pass, over each key's offset from the
// smallest divided by a granule every offset is a multiple of, with only as
// many passes as that range needs: three for 32-bit hashes, two or three
// for the addresses of a few megabytes of objects of one size. The sorts
// mopt runs on every function (the verifier's name hashes, the IR
// allocator's freed objects) have tens of thousands to millions of keys,
// where it is several times faster than std::sort (bench/README.md,
// "Figures behind choices in the code").
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_RADIXSORT_H
#define MOPT_SUPPORT_RADIXSORT_H

#include <algorithm>
#include <cstddef>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace mopt {

/// Sorts Keys, whose differences are all multiples of Granule. Scratch is
/// the second buffer, which a caller sorting often keeps across calls.
template <std::size_t Granule = 1, typename KeyT>
void radixSort(std::vector<KeyT> &Keys, std::vector<KeyT> &Scratch) {
  static_assert(std::is_unsigned_v<KeyT>, "keys are unsigned integers");
  if (Keys.size() < 2)
    return;
  auto [Low, High] = std::minmax_element(Keys.begin(), Keys.end());
  KeyT Base = *Low, Range = (*High - *Low) / Granule;
  constexpr unsigned DigitBits = 11;
  constexpr std::size_t Buckets = std::size_t(1) << DigitBits;
  Scratch.resize(Keys.size());
  for (unsigned Shift = 0;
       Shift == 0 ||
       (Shift < std::numeric_limits<KeyT>::digits && (Range >> Shift) != 0);
       Shift += DigitBits) {
    auto DigitOf = [&](KeyT K) {
      return ((K - Base) / Granule >> Shift) & (Buckets - 1);
    };
    std::size_t Start[Buckets] = {};
    for (KeyT K : Keys)
      ++Start[DigitOf(K)];
    for (std::size_t D = 0, Sum = 0; D != Buckets; ++D)
      Sum += std::exchange(Start[D], Sum);
    for (KeyT K : Keys)
      Scratch[Start[DigitOf(K)]++] = K;
    Keys.swap(Scratch);
  }
}

} // namespace mopt

#endif
