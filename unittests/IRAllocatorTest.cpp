//===- IRAllocatorTest.cpp - Tests of the IR objects' memory --------------===//
//
// Freed IR memory is taken again by the objects made next; after
// sortFreedIRObjects they take it lowest address first, whatever order it
// was freed in (under AddressSanitizer the allocator is operator new, and
// there is nothing to order).
//
//===----------------------------------------------------------------------===//

#include "mopt/Support/IRAllocator.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

using namespace mopt;

namespace {

#if defined(__SANITIZE_ADDRESS__)
#define MOPT_TEST_PLAIN_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MOPT_TEST_PLAIN_ALLOCATOR 1
#endif
#endif

TEST(IRAllocatorTest, SortedFreedMemoryIsTakenLowestAddressFirst) {
#ifdef MOPT_TEST_PLAIN_ALLOCATOR
  GTEST_SKIP() << "the allocator is operator new under AddressSanitizer";
#else
  // A size few objects have: the lists hold little else (and, in a process
  // of its own, as ctest runs each test, nothing else).
  constexpr std::size_t Size = 232, Count = 5000; // enough to be sorted
  std::vector<void *> Objects;
  for (std::size_t I = 0; I != Count; ++I)
    Objects.push_back(allocateIRObject(Size));
  std::shuffle(Objects.begin(), Objects.end(), std::mt19937(7));
  for (void *P : Objects)
    deallocateIRObject(P, Size);
  sortFreedIRObjects();
  std::vector<std::uintptr_t> Taken;
  for (std::size_t I = 0; I != Count; ++I)
    Taken.push_back(reinterpret_cast<std::uintptr_t>(allocateIRObject(Size)));
  EXPECT_TRUE(std::is_sorted(Taken.begin(), Taken.end()));
  EXPECT_EQ(std::adjacent_find(Taken.begin(), Taken.end()), Taken.end());
  for (std::uintptr_t P : Taken)
    deallocateIRObject(reinterpret_cast<void *>(P), Size);
#endif
}

} // namespace
