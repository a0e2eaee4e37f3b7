//===- RadixSortTest.cpp - Sorting integer keys in linear time ------------===//

#include "mopt/Support/RadixSort.h"

#include <algorithm>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>
#include <vector>

using namespace mopt;

namespace {

template <std::size_t Granule = 1, typename KeyT>
void expectSortedAsStdSortDoes(std::vector<KeyT> Keys) {
  std::vector<KeyT> Expected = Keys, Scratch;
  std::sort(Expected.begin(), Expected.end());
  radixSort<Granule>(Keys, Scratch);
  EXPECT_EQ(Keys, Expected);
}

} // namespace

// 32-bit hashes span the whole range: three passes of 11 bits, the last
// one shifting by 22, none by 33 (past the key's width).
TEST(RadixSortTest, FullRangeThirtyTwoBitKeys) {
  std::mt19937 Random(7);
  std::vector<uint32_t> Keys(100000);
  for (uint32_t &K : Keys)
    K = Random();
  Keys.push_back(0);
  Keys.push_back(UINT32_MAX);
  Keys.push_back(Keys[5]); // a repeat
  expectSortedAsStdSortDoes(Keys);
}

// Addresses are sorted by their offsets from the lowest in granules: a
// narrow range far from zero takes one or two passes.
TEST(RadixSortTest, AddressesInGranules) {
  std::mt19937_64 Random(11);
  std::vector<std::uintptr_t> Keys(50000);
  const std::uintptr_t Base = std::uintptr_t(0x7f12) << 32;
  for (std::uintptr_t &K : Keys)
    K = Base + 8 * (Random() % (1 << 20));
  expectSortedAsStdSortDoes<8>(Keys);
}

TEST(RadixSortTest, FewOrEqualKeys) {
  expectSortedAsStdSortDoes(std::vector<uint32_t>{});
  expectSortedAsStdSortDoes(std::vector<uint32_t>{42});
  expectSortedAsStdSortDoes(std::vector<uint32_t>{3, 3, 3});
  expectSortedAsStdSortDoes(std::vector<uint64_t>{UINT64_MAX, 0, 1 << 30});
}
