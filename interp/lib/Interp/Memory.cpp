//===- Memory.cpp - The interpreter's heap and stack slots ----------------===//

#include "Memory.h"
#include "mopt/IR/StoreBytes.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>

using namespace mopt;

static constexpr uint32_t StackBit = Memory::StackBit;
static constexpr uint32_t FunctionBit = Memory::FunctionBit;

/// A block of this many bytes or more is mapped, not taken from malloc's
/// heap: its pages are made when the program first touches them, so a large
/// allocation the program uses a little of costs little.
static constexpr size_t LargeBlock = size_t(1) << 20;

static int64_t heapPointer(uint32_t Index) {
  return int64_t((uint64_t(Index) + 1) << 32);
}
static bool isStackPointer(int64_t Pointer) {
  return (uint64_t(Pointer) >> 32) & StackBit;
}
/// Pointer's heap index or stack serial (huge for null).
static uint64_t indexOf(int64_t Pointer) {
  return ((uint64_t(Pointer) >> 32) & ~uint64_t(StackBit | FunctionBit)) - 1;
}

int64_t Memory::functionPointer(uint32_t Index) {
  return int64_t(uint64_t(FunctionBit | Index) << 32);
}

static int32_t offsetOf(int64_t Pointer) { return int32_t(uint32_t(Pointer)); }

Memory::View Memory::View::of(const Type *PointerType) {
  if (!PointerType->isTypedPointer())
    return {};
  return {PointerType->getPointee()->getStoreSize(), true};
}

/// How a message counts N bytes in V: elements, or bytes.
static std::string count(int64_t N, Memory::View V) {
  return std::to_string(N / V.ElementSize) +
         (V.Typed ? " element(s)" : " byte(s)");
}

std::string Memory::describe(int64_t Pointer, View V) {
  if (Pointer == 0)
    return "ptr<null>";
  if (auto F = functionIndex(Pointer))
    return "ptr<function " + std::to_string(*F) + ">";
  std::string Base =
      isStackPointer(Pointer) ? "stack" : std::to_string(indexOf(Pointer));
  return "ptr<" + Base + "+" +
         std::to_string(offsetOf(Pointer) / int64_t(V.ElementSize)) + ">";
}

const Memory::Allocation Memory::Freed;

Memory::~Memory() {
  for (const std::unique_ptr<Allocation> &A : HeapRecords)
    A->freeBlock();
  for (Allocation &A : Stack)
    A.freeBlock();
}

bool Memory::Allocation::materialize() const {
  if (Block)
    return true;
  size_t Bytes = 2 * size_t(Size) + 1;
  if (Bytes < LargeBlock) {
    Block = static_cast<uint8_t *>(std::calloc(Bytes, 1));
  } else {
    void *Pages = mmap(nullptr, Bytes, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    Block = Pages == MAP_FAILED ? nullptr : static_cast<uint8_t *>(Pages);
  }
  if (!Block)
    return false;
  Capacity = Size;
  if (StartsWritten)
    std::memset(written(), 1, Size);
  return true;
}

void Memory::Allocation::freeBlock() const {
  size_t Bytes = 2 * size_t(Capacity) + 1;
  if (Bytes < LargeBlock)
    std::free(Block);
  else if (Block)
    munmap(Block, Bytes);
  Block = nullptr;
  Capacity = 0;
}

Memory::Allocation &Memory::newHeapRecord(int64_t &Pointer) {
  Allocation *A;
  if (FreeRecords.empty()) {
    HeapRecords.push_back(std::make_unique<Allocation>());
    A = HeapRecords.back().get();
  } else {
    A = FreeRecords.back();
    FreeRecords.pop_back();
    *A = Allocation();
  }
  A->Live = true;
  Heap.push_back(A);
  Pointer = heapPointer(uint32_t(Heap.size() - 1));
  return *A;
}

std::optional<std::string> Memory::allocate(int64_t Count, View V,
                                            const Instruction *Site,
                                            int64_t &Pointer) {
  if (Count < 1)
    return "cannot allocate " + std::to_string(Count) +
           " elements: the size must be positive";
  if (Count > MaxCells || Count * V.ElementSize > MaxBytes)
    return "cannot allocate " + std::to_string(Count) +
           " elements: more than the limit of " +
           std::to_string(std::min(MaxCells, MaxBytes / V.ElementSize));
  if (Heap.size() >= FunctionBit - 1)
    return "too many allocations";
  Allocation &A = newHeapRecord(Pointer);
  A.Size = uint32_t(Count * V.ElementSize);
  A.Site = Site;
  ++LiveHeap;
  return std::nullopt;
}

std::optional<std::string> Memory::allocateGlobal(std::vector<uint8_t> Bytes,
                                                  int64_t &Pointer) {
  if (Heap.size() >= FunctionBit - 1)
    return "too many allocations";
  Allocation &A = newHeapRecord(Pointer);
  A.Size = uint32_t(Bytes.size());
  A.IsGlobal = A.StartsWritten = true;
  if (!A.materialize())
    return "out of memory for a global of " + std::to_string(Bytes.size()) +
           " bytes";
  if (!Bytes.empty())
    std::memcpy(A.bytes(), Bytes.data(), Bytes.size());
  return std::nullopt;
}

std::optional<std::string> Memory::allocateBytes(int64_t Bytes,
                                                 int64_t &Pointer) {
  if (Bytes < 0 || Bytes > MaxBytes)
    return "cannot allocate " + std::to_string(Bytes) +
           " bytes: the size must be from 0 to " + std::to_string(MaxBytes);
  if (Heap.size() >= FunctionBit - 1)
    return "too many allocations";
  Allocation &A = newHeapRecord(Pointer);
  A.Size = uint32_t(std::max<int64_t>(Bytes, 1));
  A.IsCHeap = A.StartsWritten = true;
  return std::nullopt;
}

std::optional<std::string> Memory::span(int64_t Pointer, uint8_t *&Begin,
                                        size_t &Size) {
  const Allocation *Found;
  int64_t Offset;
  if (auto Err = locate(Pointer, 0, {}, Found, Offset))
    return Err;
  Begin = Found->bytes() + Offset;
  Size = Found->Size - size_t(Offset);
  return std::nullopt;
}

std::optional<std::string> Memory::readCString(int64_t Pointer,
                                               std::string &Out) {
  uint8_t *Begin;
  size_t Size;
  if (auto Err = span(Pointer, Begin, Size))
    return Err;
  const void *Nul = std::memchr(Begin, 0, Size);
  if (!Nul)
    return "the string at " + describe(Pointer, {}) +
           " runs past the end of its allocation";
  Out.assign(reinterpret_cast<const char *>(Begin),
             static_cast<const uint8_t *>(Nul) - Begin);
  return std::nullopt;
}

std::optional<std::string> Memory::allocateStackSlot(int64_t Bytes,
                                                     const Instruction *Site,
                                                     int64_t &Pointer) {
  if (Bytes < 0 || Bytes > MaxBytes)
    return "cannot make a stack slot of " + std::to_string(Bytes) +
           " bytes: the size must be from 0 to " + std::to_string(MaxBytes);
  if (StackDepth == MaxStackSlots)
    return "too many stack slots live at once: at most " +
           std::to_string(MaxStackSlots);
  if (StackDepth == Stack.size())
    Stack.emplace_back();
  Allocation &A = Stack[StackDepth];
  A.Size = uint32_t(Bytes);
  // A record's Block is reused while it has room; a new one is made on
  // the slot's first access.
  if (A.Block && A.Capacity >= A.Size) {
    std::memset(A.Block, 0, 2 * size_t(A.Size));
  } else {
    A.freeBlock();
  }
  A.Site = Site;
  A.Live = true;
  Pointer = stackPointer(StackDepth++, ++A.Generation);
  return std::nullopt;
}

std::optional<std::string> Memory::release(int64_t Pointer, View V) {
  Allocation *A = find(Pointer);
  if (!A)
    return "free of " + describe(Pointer, V) + ", which no alloc made";
  if (isStackPointer(Pointer))
    return "free of " + describe(Pointer, V) +
           ", a stack slot (alloca), which is freed when its function returns";
  if (A->IsGlobal)
    return "free of " + describe(Pointer, V) +
           ", a global variable, which lives for the whole run";
  if (!A->Live)
    return "double free: " + describe(Pointer, V) + " is already freed";
  if (offsetOf(Pointer) != 0)
    return "free of " + describe(Pointer, V) + ", offset " +
           std::to_string(offsetOf(Pointer) / int64_t(V.ElementSize)) +
           " into its allocation: only the pointer alloc returned may be freed";
  LiveHeap -= !A->IsCHeap;
  A->freeBlock();
  A->Live = false;
  FreeRecords.push_back(A);
  Heap[indexOf(Pointer)] = nullptr;
  return std::nullopt;
}

std::optional<std::string> Memory::locate(int64_t Pointer, unsigned Size,
                                          View V, const Allocation *&A,
                                          int64_t &Offset) const {
  A = find(Pointer);
  if (!A)
    return "access through " + describe(Pointer, V) + ", which points nowhere";
  Offset = offsetOf(Pointer);
  if (!A->Live)
    return "use after free: " + describe(Pointer, V) + " was freed";
  if (Offset < 0 || uint64_t(Offset) + Size > A->Size) {
    if (V.Typed)
      return "out-of-bounds access: offset " +
             std::to_string(Offset / int64_t(V.ElementSize)) +
             " of an allocation of " + count(A->Size, V);
    return "out-of-bounds access: " + std::to_string(Size) +
           " byte(s) at offset " + std::to_string(Offset) +
           " of an allocation of " + count(A->Size, V);
  }
  if (!A->materialize())
    return "out of memory for an allocation of " + std::to_string(A->Size) +
           " bytes";
  return std::nullopt;
}

std::optional<std::string> Memory::load(int64_t Pointer, const Type *T, View V,
                                        int64_t &Value) const {
  const Allocation *A;
  int64_t Offset;
  unsigned Size = T->getStoreSize();
  if (auto Err = locate(Pointer, Size, V, A, Offset))
    return Err;
  if (V.Typed)
    for (unsigned K = 0; K != Size; ++K)
      if (!A->written()[Offset + K])
        return "load of uninitialised memory: element " +
               std::to_string(Offset / int64_t(V.ElementSize)) +
               " was never stored to";
  Value = loadBytes(T, A->bytes() + Offset);
  return std::nullopt;
}

std::optional<std::string> Memory::store(int64_t Pointer, const Type *T, View V,
                                         int64_t Value) {
  const Allocation *Found;
  int64_t Offset;
  unsigned Size = T->getStoreSize();
  if (auto Err = locate(Pointer, Size, V, Found, Offset))
    return Err;
  storeBytes(T, Value, Found->bytes() + Offset);
  std::memset(Found->written() + Offset, 1, Size);
  return std::nullopt;
}

const Instruction *Memory::firstLiveHeapAllocation() const {
  if (!LiveHeap)
    return nullptr;
  for (const Allocation *A : Heap)
    if (A && !A->IsGlobal && !A->IsCHeap)
      return A->Site;
  return nullptr;
}
