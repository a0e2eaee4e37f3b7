//===- HeapPages.cpp - Transparent huge pages for a large run's heap ------===//

#include "HeapPages.h"
#include "mopt/IR/Function.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

void mopt::useHugePagesForHeap(size_t Bytes) {
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
  constexpr size_t HugePage = size_t(2) << 20;
  // mallopt takes an int; 32 MiB is the largest mmap threshold glibc accepts.
  int Pad = static_cast<int>(std::min<size_t>(Bytes, size_t(1) << 30));
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, INT_MAX);
  mallopt(M_TOP_PAD, Pad);
  // One block larger than the heap's free top makes malloc grow the heap
  // now, by the block and the pad; the block goes back to the free top.
  auto Start = reinterpret_cast<uintptr_t>(sbrk(0));
  void *volatile Block = std::malloc(HugePage);
  std::free(Block);
  auto End = reinterpret_cast<uintptr_t>(sbrk(0));
  uintptr_t From = (Start + HugePage - 1) & ~(HugePage - 1);
  if (End > From)
    madvise(reinterpret_cast<void *>(From), End - From, MADV_HUGEPAGE);
#else
  (void)Bytes;
#endif
}

namespace {

/// Functions of this many blocks and more have tables worth giving back;
/// smaller ones' memory serves the next function (bench/README.md,
/// "Figures behind choices in the code").
constexpr unsigned LargeFunctionBlocks = 4096;

class HeapReleaser final : public mopt::PassObserver {
public:
  absl::Status afterPass(const mopt::Pass &, mopt::IRUnit Unit,
                         const mopt::PreservedAnalyses &) override {
#if defined(__GLIBC__)
    // Numbering is kept between passes that leave the blocks alone, and is
    // needed after those that do: no walk of the blocks of its own.
    if (Unit.F && Unit.F->renumberBlocks() >= LargeFunctionBlocks)
      malloc_trim(0);
#endif
    return absl::OkStatus();
  }
};

} // namespace

std::unique_ptr<mopt::PassObserver> mopt::createHeapReleaser() {
#if defined(__GLIBC__)
  return std::make_unique<HeapReleaser>();
#else
  return nullptr;
#endif
}
