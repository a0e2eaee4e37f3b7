//===- Memory.h - The interpreter's heap and stack slots --------*- C++ -*-===//
//
// Memory holds allocations of bytes, each with one "written" flag per byte:
// those made by `alloc` (the heap, freed by `free`) and those made by
// `alloca` and `alloca.bytes` (stack slots, freed when their function
// returns). A pointer is 64 bits: in the high half, the heap allocation's
// index plus one, or, with the top bit set, the stack slot's position
// among the running frames' slots and its generation (how many slots that
// position held before it, modulo 2^StackGenerationBits); in the low half,
// the byte offset as a signed 32-bit number; 0 is the null pointer. The
// heap indexes every allocation it made, live or freed, and reuses the
// records of freed ones; the stack keeps only the slots of running frames,
// and their records are reused (a recursive program makes billions of
// slots).
//
// A value of type T takes T's store size in bytes, little-endian: an
// integer its low bytes (read back sign-extended), an `f32` its single,
// a pointer its 64 bits. So C's layouts, unions and byte copies work.
//
// Bril's typed pointers see memory in elements: ptr<T> moves by T's size,
// a read checks that its bytes were written, and a message counts offsets
// and sizes in elements (a View with Typed set). Through an opaque `ptr`,
// as C uses memory, offsets are bytes and a read of unwritten bytes reads
// zeros. A heap pointer prints with its allocation's number; a stack
// slot's address is not observable (`ptr<stack+O>`), so that `ssa` may
// promote slots without changing what a program prints. `ptradd` may leave
// an allocation (only access is checked); an offset that leaves the 32-bit
// range is pinned at its most negative value, so that it stays out of
// bounds.
//
// Invariant: a heap allocation's number is never reused, so a pointer into
// freed memory is recognised as such for the rest of the run: a heap index
// stays after `free`. A pointer to a stack slot whose function returned is
// recognised while its position has held fewer than 2^StackGenerationBits
// slots since (its generation differs from the position's). Every check that
// brili makes is made here, with its own message: out of bounds, use after
// free, double free, freeing an interior pointer or a stack slot, reading a
// cell never written, and (firstLiveHeapAllocation) heap memory still live at
// the end.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_INTERP_MEMORY_H
#define MOPT_LIB_INTERP_MEMORY_H

#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

class Instruction;
class Type;

class Memory {
public:
  Memory() = default;
  Memory(const Memory &) = delete;
  Memory &operator=(const Memory &) = delete;
  ~Memory();

  /// In a pointer's high half: a stack slot's, and a function's address.
  static constexpr uint32_t StackBit = uint32_t(1) << 31;
  static constexpr uint32_t FunctionBit = uint32_t(1) << 30;
  /// A stack pointer's high half: 20 bits of position (at most a million
  /// slots live at once), 11 of generation.
  static constexpr unsigned StackGenerationBits = 11;
  static constexpr uint32_t StackGenerationMask =
      (uint32_t(1) << StackGenerationBits) - 1;
  static constexpr size_t MaxStackSlots = size_t(1)
                                          << (31 - StackGenerationBits);

  /// How an access sees memory: in elements of ElementSize bytes, with
  /// reads of unwritten elements refused (Typed: a Bril pointer), or in
  /// bytes.
  struct View {
    unsigned ElementSize = 1;
    bool Typed = false;
    static View of(const Type *PointerType);
  };

  /// The largest allocation, in elements of a typed pointer (2 GiB of
  /// 8-byte ones would pass the 32-bit offset).
  static constexpr int64_t MaxCells = int64_t(1) << 28;
  /// The largest allocation in bytes.
  static constexpr int64_t MaxBytes = int64_t(1) << 31;

  /// A new heap allocation of Count elements of V's size, made by Site.
  std::optional<std::string>
  allocate(int64_t Count, View V, const Instruction *Site, int64_t &Pointer);
  /// A new allocation for a global variable, holding Bytes; it lives for
  /// the whole run and cannot be freed.
  std::optional<std::string> allocateGlobal(std::vector<uint8_t> Bytes,
                                            int64_t &Pointer);
  /// The address of function number Index, which no access may go through.
  static int64_t functionPointer(uint32_t Index);
  /// The function number Pointer is the address of, if it is one.
  static std::optional<uint32_t> functionIndex(int64_t Pointer) {
    uint64_t High = uint64_t(Pointer) >> 32;
    if ((High & (StackBit | FunctionBit)) != FunctionBit || uint32_t(Pointer))
      return std::nullopt;
    return uint32_t(High & ~uint64_t(FunctionBit));
  }
  /// A new heap allocation of Bytes bytes for C's malloc (0 is 1), which
  /// need not be freed before the end.
  std::optional<std::string> allocateBytes(int64_t Bytes, int64_t &Pointer);
  /// The bytes from Pointer to the end of its allocation, for the C
  /// library's functions to read and write (bounds checked up to there).
  /// Their written flags stay: only typed pointers read them, and the C
  /// library takes `ptr`s.
  std::optional<std::string> span(int64_t Pointer, uint8_t *&Begin,
                                  size_t &Size);
  /// The NUL-terminated string at Pointer, without its NUL.
  std::optional<std::string> readCString(int64_t Pointer, std::string &Out);
  /// A new stack slot of Bytes bytes, made by Site.
  std::optional<std::string>
  allocateStackSlot(int64_t Bytes, const Instruction *Site, int64_t &Pointer);
  std::optional<std::string> release(int64_t Pointer, View V);
  /// Reads a value of type T at Pointer.
  std::optional<std::string> load(int64_t Pointer, const Type *T, View V,
                                  int64_t &Value) const;
  std::optional<std::string> store(int64_t Pointer, const Type *T, View V,
                                   int64_t Value);
  /// Pointer moved by Count of V's elements.
  static int64_t offsetPointer(int64_t Pointer, int64_t Count, View V) {
    int64_t Offset = INT32_MIN;
    if (Count <= INT32_MAX && Count >= INT32_MIN)
      Offset =
          int64_t(int32_t(uint32_t(Pointer))) + Count * int64_t(V.ElementSize);
    if (Offset > INT32_MAX || Offset < INT32_MIN)
      Offset = INT32_MIN;
    return int64_t((uint64_t(Pointer) & ~uint64_t(UINT32_MAX)) |
                   uint32_t(int32_t(Offset)));
  }

  /// The Size bytes at Pointer, if an access may reach them and, for a
  /// read through a typed pointer (TypedRead), they were all written; else
  /// null, and load or store says why not. Written, if given, receives
  /// their written flags. The interpreter's fast path.
  uint8_t *bytesFor(int64_t Pointer, unsigned Size, bool TypedRead,
                    uint8_t **Written = nullptr) {
    Allocation *A = find(Pointer);
    int64_t Offset = int32_t(uint32_t(Pointer));
    // An allocation not yet materialized takes the slow path.
    if (!A || !A->Block || !A->Live || Offset < 0 ||
        uint64_t(Offset) + Size > A->Size)
      return nullptr;
    uint8_t *Flags = A->written() + Offset;
    if (TypedRead && !allWritten(Flags, Size))
      return nullptr;
    if (Written)
      *Written = Flags;
    return A->bytes() + Offset;
  }

  static bool allWritten(const uint8_t *Flags, unsigned Size) {
    if (Size == 8) {
      uint64_t Word;
      std::memcpy(&Word, Flags, 8);
      return Word == 0x0101010101010101;
    }
    if (Size == 4) {
      uint32_t Word;
      std::memcpy(&Word, Flags, 4);
      return Word == 0x01010101;
    }
    return !std::memchr(Flags, 0, Size);
  }

  /// allocateStackSlot's common case, inline: a slot of Bytes bytes (at
  /// most MaxBytes) where a kept record has room for it; false leaves the
  /// slot to allocateStackSlot.
  bool pushStackSlot(uint32_t Bytes, const Instruction *Site,
                     int64_t &Pointer) {
    if (StackDepth == Stack.size())
      return false;
    Allocation &A = Stack[StackDepth];
    if (!A.Block || A.Capacity < Bytes)
      return false;
    A.Size = Bytes;
    std::memset(A.Block, 0, 2 * size_t(Bytes));
    A.Site = Site;
    A.Live = true;
    Pointer = stackPointer(StackDepth++, ++A.Generation);
    return true;
  }

  /// Frees the stack slots made since Mark (a function returned).
  void popStackSlots(size_t Mark) { StackDepth = Mark; }
  size_t stackMark() const { return StackDepth; }

  /// The site of the first heap allocation still live, or null.
  const Instruction *firstLiveHeapAllocation() const;

  /// How a pointer prints: `ptr<ALLOC+OFFSET>`, `ptr<stack+OFFSET>` or
  /// `ptr<null>`, the offset in V's elements.
  static std::string describe(int64_t Pointer, View V);

private:
  /// Invariant: Block is null or holds Size bytes then their Size written
  /// flags (room for Capacity of each); an allocation gets its Block on
  /// its first access (materialize), so that a block allocated and freed
  /// untouched costs no memory, and calloc leaves the pages of a large one
  /// that the program never touches unmade.
  struct Allocation {
    mutable uint8_t *Block = nullptr;
    mutable uint32_t Capacity = 0;
    uint32_t Size = 0;
    const Instruction *Site = nullptr;
    /// For a stack slot: how many slots its position has held.
    uint32_t Generation = 0;
    bool Live = false;
    bool IsGlobal = false;
    /// Made by C's malloc: not a leak if live at the end.
    bool IsCHeap = false;
    /// Whether its bytes start written (a global's, C's malloc's).
    bool StartsWritten = false;

    uint8_t *bytes() const { return Block; }
    uint8_t *written() const { return Block + Size; }
    /// Gives A its Block; false if memory runs out.
    bool materialize() const;
    void freeBlock() const;
  };

  /// The allocation and byte offset Pointer addresses, or an error for an
  /// access of Size bytes that may not happen.
  std::optional<std::string> locate(int64_t Pointer, unsigned Size, View V,
                                    const Allocation *&A,
                                    int64_t &Offset) const;

  /// A heap record for a new allocation: a freed one's, or a new one.
  Allocation &newHeapRecord(int64_t &Pointer);
  /// The record of every freed allocation.
  static const Allocation Freed;
  /// The allocation Pointer's high half names, Freed for one freed, or null
  /// if none.
  const Allocation *find(int64_t Pointer) const {
    uint64_t High = uint64_t(Pointer) >> 32;
    if (High & StackBit) {
      uint64_t Position = (High & ~uint64_t(StackBit)) >> StackGenerationBits;
      if (Position >= Stack.size())
        return nullptr;
      const Allocation &A = Stack[Position];
      bool Same =
          (A.Generation & StackGenerationMask) == (High & StackGenerationMask);
      return Position < StackDepth && Same ? &A : &Freed;
    }
    if (High & FunctionBit || High - 1 >= Heap.size())
      return nullptr;
    const Allocation *A = Heap[High - 1];
    return A ? A : &Freed;
  }
  Allocation *find(int64_t Pointer) {
    return const_cast<Allocation *>(std::as_const(*this).find(Pointer));
  }

  /// The pointer to the slot at Position with generation Generation.
  static int64_t stackPointer(size_t Position, uint32_t Generation) {
    uint64_t High = StackBit | uint64_t(Position) << StackGenerationBits |
                    (Generation & StackGenerationMask);
    return int64_t(High << 32);
  }

  /// By heap index: the live allocation's record, null once freed.
  std::vector<Allocation *> Heap;
  /// Every heap record made; FreeRecords are those no allocation holds.
  std::vector<std::unique_ptr<Allocation>> HeapRecords;
  std::vector<Allocation *> FreeRecords;
  /// The slots of the running frames are Stack[0, StackDepth), in the
  /// order they were made; the records above StackDepth are kept for their
  /// Blocks and generations.
  std::vector<Allocation> Stack;
  size_t StackDepth = 0;
  size_t LiveHeap = 0;
};

} // namespace mopt

#endif
