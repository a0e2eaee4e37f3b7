//===- IRAllocator.cpp - Memory for IR objects ----------------------------===//

#include "mopt/Support/IRAllocator.h"
#include "mopt/Support/RadixSort.h"

#include <algorithm>
#include <cstdint>
#include <mutex>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
#define MOPT_IR_ALLOCATOR_PLAIN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MOPT_IR_ALLOCATOR_PLAIN 1
#endif
#endif

using namespace mopt;

#ifdef MOPT_IR_ALLOCATOR_PLAIN

void *mopt::allocateIRObject(std::size_t Size) { return ::operator new(Size); }

void mopt::deallocateIRObject(void *Ptr, std::size_t) {
  ::operator delete(Ptr);
}

void mopt::sortFreedIRObjects() {}

#else

namespace {

/// Every IR object needs 8-byte alignment at most (pointers, 32-bit
/// fields): sizes are rounded to 8 bytes, not 16, so that a variable of 40
/// bytes takes 40.
constexpr std::size_t Granule = 8;
constexpr std::size_t LargestPooled = 256;
/// How many granules larger than asked a freed block may be and still be
/// reused rather than fresh memory touched.
constexpr std::size_t MaxReuseSlack = 4;
constexpr std::size_t NumClasses = LargestPooled / Granule;
/// A thread's first chunk is small and on ordinary pages: a small program
/// touches only what it uses and pays no huge page's clearing at start-up.
constexpr std::size_t FirstChunkSize = std::size_t(1) << 20;
/// Later chunks are whole transparent huge pages where the system offers
/// them (one page fault per 2 MiB instead of 512), as Go's heap does. On a
/// VM that hands free memory back to its host, a huge page not touched for
/// a few seconds costs more to fault in than 4 KiB pages, and less when it
/// was just freed: bench/README.md, "Figures behind choices in the code".
constexpr std::size_t HugePageSize = std::size_t(2) << 20;
constexpr std::size_t LaterChunkSize = 2 * HugePageSize;

struct FreeNode {
  FreeNode *Next;
};

/// One thread's current chunk and free lists.
struct ThreadPool {
  char *Cur = nullptr;
  char *End = nullptr;
  bool HadChunk = false;
  FreeNode *Free[NumClasses] = {};
  /// Objects freed since sortFreedIRObjects last sorted the lists.
  std::size_t FreedSinceSort = 0;
};

// Initial-exec: the pool sits at a fixed offset from the thread pointer, so
// an allocation reads it without a call to __tls_get_addr, which every IR
// object would otherwise pay (bench/README.md, "Figures behind choices in
// the code"). mopt loads
// libMOptCore with the program; a host that dlopens it gets the pool's 280
// bytes from glibc's static TLS reserve for such libraries.
[[gnu::tls_model("initial-exec")]] thread_local ThreadPool Pool;

/// Size bytes aligned to a huge page and advised to use huge pages, or null
/// where the system cannot (then operator new serves).
char *mapHugeChunk(std::size_t Size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  std::size_t Mapped = Size + HugePageSize;
  void *Raw = mmap(nullptr, Mapped, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Raw == MAP_FAILED)
    return nullptr;
  auto Start = reinterpret_cast<std::uintptr_t>(Raw);
  std::uintptr_t Aligned = (Start + HugePageSize - 1) & ~(HugePageSize - 1);
  if (Aligned != Start)
    munmap(Raw, Aligned - Start);
  if (std::uintptr_t Tail = Start + Mapped - (Aligned + Size))
    munmap(reinterpret_cast<void *>(Aligned + Size), Tail);
  auto *Chunk = reinterpret_cast<char *>(Aligned);
  madvise(Chunk, Size, MADV_HUGEPAGE);
  return Chunk;
#else
  (void)Size;
  return nullptr;
#endif
}

/// Takes a fresh chunk of Size bytes. Chunks stay reachable from one global
/// list for the life of the process, so leak checkers never see them as
/// lost.
char *newChunk(std::size_t Size, bool Huge) {
  static std::mutex Mutex;
  static auto *Chunks = new std::vector<char *>;
  char *Chunk = Huge ? mapHugeChunk(Size) : nullptr;
  if (!Chunk)
    Chunk = static_cast<char *>(::operator new(Size));
  std::lock_guard<std::mutex> Lock(Mutex);
  Chunks->push_back(Chunk);
  return Chunk;
}

std::size_t sizeClass(std::size_t Size) {
  return (Size + Granule - 1) / Granule - 1;
}

} // namespace

void *mopt::allocateIRObject(std::size_t Size) {
  if (Size == 0 || Size > LargestPooled)
    return ::operator new(Size);
  std::size_t Class = sizeClass(Size);
  ThreadPool &P = Pool;
  // An object up to MaxReuseSlack granules smaller than freed ones may take
  // their place (ssa erases loads of 88 bytes and stores of 112, then
  // makes phis of 88; out-of-ssa frees those phis and their two-entry
  // arrays, 56, then makes copies of 88 and variables of 40): the slack is
  // lost, but no fresh memory is touched.
  std::size_t Last = std::min(Class + MaxReuseSlack, NumClasses - 1);
  for (std::size_t C = Class; C <= Last; ++C)
    if (FreeNode *Node = P.Free[C]) {
      P.Free[C] = Node->Next;
      return Node;
    }
  std::size_t Rounded = (Class + 1) * Granule;
  if (std::size_t(P.End - P.Cur) < Rounded) {
    std::size_t Size = P.HadChunk ? LaterChunkSize : FirstChunkSize;
    P.Cur = newChunk(Size, P.HadChunk);
    P.End = P.Cur + Size;
    P.HadChunk = true;
  }
  void *Result = P.Cur;
  P.Cur += Rounded;
  return Result;
}

void mopt::deallocateIRObject(void *Ptr, std::size_t Size) {
  if (!Ptr)
    return;
  if (Size == 0 || Size > LargestPooled) {
    ::operator delete(Ptr);
    return;
  }
  std::size_t Class = sizeClass(Size);
  auto *Node = static_cast<FreeNode *>(Ptr);
  Node->Next = Pool.Free[Class];
  Pool.Free[Class] = Node;
  ++Pool.FreedSinceSort;
}

void mopt::sortFreedIRObjects() {
  // After a small function, what little was freed is not worth a sort
  // (bench/README.md, "Figures behind choices in the code").
  constexpr std::size_t WorthSorting = 4096;
  if (Pool.FreedSinceSort < WorthSorting)
    return;
  Pool.FreedSinceSort = 0;
  std::vector<std::uintptr_t> Addresses, Scratch;
  for (FreeNode *&Head : Pool.Free) {
    Addresses.clear();
    for (FreeNode *N = Head; N; N = N->Next)
      Addresses.push_back(reinterpret_cast<std::uintptr_t>(N));
    radixSort<Granule>(Addresses, Scratch);
    FreeNode *Next = nullptr;
    for (std::size_t I = Addresses.size(); I-- > 0;) {
      auto *N = reinterpret_cast<FreeNode *>(Addresses[I]);
      N->Next = Next;
      Next = N;
    }
    Head = Next;
  }
}

#endif
