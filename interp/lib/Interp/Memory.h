//===- Memory.h - The interpreter's heap and stack slots --------*- C++ -*-===//
//
// Memory holds allocations, each an array of 64-bit cells with one
// "written" flag per cell: those made by `alloc` (the heap, freed by `free`)
// and those made by `alloca` (stack slots, freed when their function
// returns). A pointer is 64 bits: in the high half, the heap allocation's
// index plus one, or the stack slot's serial number plus one with the top
// bit set; in the low half, the element offset as a signed 32-bit number; 0
// is the null pointer. The heap keeps a record of every allocation; the
// stack keeps only the slots of running frames, in serial order, and their
// records are reused (a recursive program makes millions of slots). A heap
// pointer prints with its allocation's number; a stack slot's address is not
// observable (`ptr<stack+O>`), so that `ssa` may promote slots without changing
// what a program prints. `ptradd` may leave an allocation (only access is
// checked); an offset that leaves the 32-bit range is pinned at its most
// negative value, so that it stays out of bounds.
//
// Invariant: an allocation's number is never reused, so a pointer into freed
// memory is recognised as such for the rest of the run: a heap record stays
// after `free`, and a stack serial below NextStackSerial that no running
// frame holds was freed by a return. Every check that brili
// makes is made here, with its own message: out of bounds, use after free,
// double free, freeing an interior pointer or a stack slot, reading a cell
// never written, and (checkAllFreed) heap memory still live at the end.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_INTERP_MEMORY_H
#define MOPT_LIB_INTERP_MEMORY_H

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

class Instruction;

class Memory {
public:
  /// The largest allocation, in cells (2 GiB of them).
  static constexpr int64_t MaxCells = int64_t(1) << 28;

  /// A new heap allocation of Count cells made by Site, or an error.
  std::optional<std::string> allocate(int64_t Count, const Instruction *Site,
                                      bool IsStackSlot, int64_t &Pointer);
  std::optional<std::string> release(int64_t Pointer);
  std::optional<std::string> load(int64_t Pointer, int64_t &Value) const;
  std::optional<std::string> store(int64_t Pointer, int64_t Value);
  static int64_t offsetPointer(int64_t Pointer, int64_t Delta);

  /// Frees the stack slots made since Mark (a function returned).
  void popStackSlots(size_t Mark);
  size_t stackMark() const { return StackDepth; }

  /// The site of the first heap allocation still live, or null.
  const Instruction *firstLiveHeapAllocation() const;

  /// How a pointer prints: `ptr<ALLOC+OFFSET>`, `ptr<stack+OFFSET>` or
  /// `ptr<null>`.
  static std::string describe(int64_t Pointer);

private:
  struct Allocation {
    std::vector<int64_t> Cells;
    std::vector<bool> Written;
    const Instruction *Site;
    bool Live;
    /// For a stack slot, its serial number.
    uint32_t Serial;
  };

  /// The allocation and offset Pointer addresses, or an error for an
  /// access (load or store) that may not happen.
  std::optional<std::string> locate(int64_t Pointer, const Allocation *&A,
                                    int64_t &Offset) const;

  static void retire(Allocation &A);
  /// The allocation Pointer's high half names, or null if none.
  const Allocation *find(int64_t Pointer) const;
  Allocation *find(int64_t Pointer) {
    return const_cast<Allocation *>(std::as_const(*this).find(Pointer));
  }

  /// Stack slot Serial if a running frame holds it, else null.
  const Allocation *findStackSlot(uint32_t Serial) const;
  std::optional<std::string>
  pushStackSlot(int64_t Count, const Instruction *Site, int64_t &Pointer);

  std::vector<Allocation> Heap;
  /// The slots of the running frames are Stack[0, StackDepth), in serial
  /// order; the records above StackDepth are kept for their capacity.
  std::vector<Allocation> Stack;
  size_t StackDepth = 0;
  uint32_t NextStackSerial = 0;
  size_t LiveHeap = 0;
};

} // namespace mopt

#endif
