//===- Memory.cpp - The interpreter's heap and stack slots ----------------===//

#include "Memory.h"

#include <algorithm>
#include <climits>

using namespace mopt;

static constexpr uint32_t StackBit = uint32_t(1) << 31;

static int64_t makePointer(bool IsStackSlot, uint32_t Index, int32_t Offset) {
  uint64_t High = (uint64_t(Index) + 1) | (IsStackSlot ? StackBit : 0);
  return int64_t(High << 32 | uint32_t(Offset));
}
static bool isStackPointer(int64_t Pointer) {
  return (uint64_t(Pointer) >> 32) & StackBit;
}
/// Pointer's heap index or stack serial (huge for null).
static uint64_t indexOf(int64_t Pointer) {
  return ((uint64_t(Pointer) >> 32) & ~uint64_t(StackBit)) - 1;
}
static int32_t offsetOf(int64_t Pointer) { return int32_t(uint32_t(Pointer)); }

std::string Memory::describe(int64_t Pointer) {
  if (Pointer == 0)
    return "ptr<null>";
  std::string Base =
      isStackPointer(Pointer) ? "stack" : std::to_string(indexOf(Pointer));
  return "ptr<" + Base + "+" + std::to_string(offsetOf(Pointer)) + ">";
}

const Memory::Allocation *Memory::findStackSlot(uint32_t Serial) const {
  auto End = Stack.begin() + StackDepth;
  auto It = std::lower_bound(
      Stack.begin(), End, Serial,
      [](const Allocation &A, uint32_t S) { return A.Serial < S; });
  if (It != End && It->Serial == Serial)
    return &*It;
  // A slot whose frame returned: a record that is not live.
  static const Allocation Freed{{}, {}, nullptr, false, 0};
  return Serial < NextStackSerial ? &Freed : nullptr;
}

const Memory::Allocation *Memory::find(int64_t Pointer) const {
  uint64_t Index = indexOf(Pointer);
  if (Pointer == 0)
    return nullptr;
  if (isStackPointer(Pointer))
    return findStackSlot(uint32_t(Index));
  return Index < Heap.size() ? &Heap[Index] : nullptr;
}

std::optional<std::string> Memory::allocate(int64_t Count,
                                            const Instruction *Site,
                                            bool IsStackSlot,
                                            int64_t &Pointer) {
  if (Count < 1)
    return "cannot allocate " + std::to_string(Count) +
           " elements: the size must be positive";
  if (Count > MaxCells)
    return "cannot allocate " + std::to_string(Count) +
           " elements: more than the limit of " + std::to_string(MaxCells);
  if (IsStackSlot)
    return pushStackSlot(Count, Site, Pointer);
  if (Heap.size() >= StackBit - 1)
    return "too many allocations";
  Heap.push_back({std::vector<int64_t>(size_t(Count), 0),
                  std::vector<bool>(size_t(Count), false), Site, true, 0});
  ++LiveHeap;
  Pointer = makePointer(/*IsStackSlot=*/false, uint32_t(Heap.size() - 1), 0);
  return std::nullopt;
}

std::optional<std::string> Memory::pushStackSlot(int64_t Count,
                                                 const Instruction *Site,
                                                 int64_t &Pointer) {
  if (NextStackSerial >= StackBit - 1)
    return "too many allocations";
  if (StackDepth == Stack.size())
    Stack.emplace_back();
  Allocation &A = Stack[StackDepth++];
  A.Cells.assign(size_t(Count), 0);
  A.Written.assign(size_t(Count), false);
  A.Site = Site;
  A.Live = true;
  A.Serial = NextStackSerial++;
  Pointer = makePointer(/*IsStackSlot=*/true, A.Serial, 0);
  return std::nullopt;
}

/// Marks A freed and gives its cells back; the record stays, so that a
/// pointer into it is still recognised.
void Memory::retire(Allocation &A) {
  A.Live = false;
  std::vector<int64_t>().swap(A.Cells);
  std::vector<bool>().swap(A.Written);
}

std::optional<std::string> Memory::release(int64_t Pointer) {
  Allocation *A = find(Pointer);
  if (!A)
    return "free of " + describe(Pointer) + ", which no alloc made";
  if (isStackPointer(Pointer))
    return "free of " + describe(Pointer) +
           ", a stack slot (alloca), which is freed when its function returns";
  if (!A->Live)
    return "double free: " + describe(Pointer) + " is already freed";
  if (offsetOf(Pointer) != 0)
    return "free of " + describe(Pointer) + ", offset " +
           std::to_string(offsetOf(Pointer)) +
           " into its allocation: only the pointer alloc returned may be freed";
  retire(*A);
  --LiveHeap;
  return std::nullopt;
}

std::optional<std::string> Memory::locate(int64_t Pointer, const Allocation *&A,
                                          int64_t &Offset) const {
  A = find(Pointer);
  if (!A)
    return "access through " + describe(Pointer) + ", which points nowhere";
  Offset = offsetOf(Pointer);
  if (!A->Live)
    return "use after free: " + describe(Pointer) + " was freed";
  if (Offset < 0 || uint64_t(Offset) >= A->Cells.size())
    return "out-of-bounds access: offset " + std::to_string(Offset) +
           " of an allocation of " + std::to_string(A->Cells.size()) +
           " element(s)";
  return std::nullopt;
}

std::optional<std::string> Memory::load(int64_t Pointer, int64_t &Value) const {
  const Allocation *A;
  int64_t Offset;
  if (auto Err = locate(Pointer, A, Offset))
    return Err;
  if (!A->Written[Offset])
    return "load of uninitialised memory: element " + std::to_string(Offset) +
           " was never stored to";
  Value = A->Cells[Offset];
  return std::nullopt;
}

std::optional<std::string> Memory::store(int64_t Pointer, int64_t Value) {
  const Allocation *Found;
  int64_t Offset;
  if (auto Err = locate(Pointer, Found, Offset))
    return Err;
  Allocation &A = *find(Pointer);
  A.Cells[Offset] = Value;
  A.Written[Offset] = true;
  return std::nullopt;
}

int64_t Memory::offsetPointer(int64_t Pointer, int64_t Delta) {
  int64_t Offset = INT32_MIN;
  if (Delta <= INT32_MAX && Delta >= INT32_MIN)
    Offset = int64_t(offsetOf(Pointer)) + Delta;
  if (Offset > INT32_MAX || Offset < INT32_MIN)
    Offset = INT32_MIN;
  return int64_t((uint64_t(Pointer) & ~uint64_t(UINT32_MAX)) |
                 uint32_t(int32_t(Offset)));
}

void Memory::popStackSlots(size_t Mark) { StackDepth = Mark; }

const Instruction *Memory::firstLiveHeapAllocation() const {
  if (!LiveHeap)
    return nullptr;
  for (const Allocation &A : Heap)
    if (A.Live)
      return A.Site;
  return nullptr;
}
