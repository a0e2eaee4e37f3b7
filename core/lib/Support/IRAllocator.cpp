//===- IRAllocator.cpp - Memory for IR objects ----------------------------===//

#include "mopt/Support/IRAllocator.h"

#include <mutex>
#include <new>
#include <vector>

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

#else

namespace {

constexpr std::size_t Granule = 16;
constexpr std::size_t LargestPooled = 512;
constexpr std::size_t NumClasses = LargestPooled / Granule;
constexpr std::size_t ChunkSize = std::size_t(1) << 20;

struct FreeNode {
  FreeNode *Next;
};

/// One thread's current chunk and free lists.
struct ThreadPool {
  char *Cur = nullptr;
  char *End = nullptr;
  FreeNode *Free[NumClasses] = {};
};

thread_local ThreadPool Pool;

/// Takes a fresh chunk. Chunks stay reachable from one global list for the
/// life of the process, so leak checkers never see them as lost.
char *newChunk() {
  static std::mutex Mutex;
  static auto *Chunks = new std::vector<char *>;
  char *Chunk = static_cast<char *>(::operator new(ChunkSize));
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
  if (FreeNode *Node = P.Free[Class]) {
    P.Free[Class] = Node->Next;
    return Node;
  }
  std::size_t Rounded = (Class + 1) * Granule;
  if (std::size_t(P.End - P.Cur) < Rounded) {
    P.Cur = newChunk();
    P.End = P.Cur + ChunkSize;
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
}

#endif
