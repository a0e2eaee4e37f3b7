//===- mopt/IR/ValueName.h - A value's name in 16 bytes ------*- C++ -*-===//
//
// A Value's name. Most names are short (`x`, `t.12`, `head2`): up to
// MaxInline characters sit in the object itself, with their length in its
// last byte; a longer name is copied to the heap, and the object holds the
// pointer and the length, its last byte set to HeapMark. A std::string
// takes 32 bytes in every value for the same job, and a large function's
// cost is mostly how many bytes of IR its passes read.
//
// Invariant: Bytes[15] is HeapMark exactly when the name is on the heap;
// then the pointer in Bytes[0..7] owns a copy of the length in Bytes[8..11]
// characters. Otherwise Bytes[15] <= MaxInline is the length of the name in
// Bytes[0..Bytes[15]). Names are not NUL-terminated.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_VALUENAME_H
#define MOPT_IR_VALUENAME_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstring>

namespace mopt {

class ValueName {
public:
  static constexpr size_t MaxInline = 15;

  explicit ValueName(llvm::StringRef Name = "") {
    Bytes[15] = 0;
    assign(Name);
  }
  ValueName(const ValueName &) = delete;
  ValueName &operator=(const ValueName &) = delete;
  ~ValueName() { release(); }

  llvm::StringRef str() const {
    if (isOnHeap())
      return {heapData(), heapSize()};
    // Empty, but not null: callers copy names with memcpy.
    return {Bytes, static_cast<size_t>(Bytes[15])};
  }
  bool empty() const { return Bytes[15] == 0; }

  /// Replaces the name; Name may point into this one.
  void assign(llvm::StringRef Name) {
    if (Name.size() <= MaxInline) {
      char Copy[MaxInline];
      if (!Name.empty())
        std::memcpy(Copy, Name.data(), Name.size());
      release();
      if (!Name.empty())
        std::memcpy(Bytes, Copy, Name.size());
      Bytes[15] = static_cast<char>(Name.size());
      return;
    }
    char *Data = new char[Name.size()];
    std::memcpy(Data, Name.data(), Name.size());
    release();
    uint32_t Size = Name.size();
    std::memcpy(Bytes, &Data, sizeof(Data));
    std::memcpy(Bytes + 8, &Size, sizeof(Size));
    Bytes[15] = HeapMark;
  }

private:
  static constexpr char HeapMark = static_cast<char>(0xff);

  bool isOnHeap() const { return Bytes[15] == HeapMark; }
  template <typename T> T loadWord(size_t Offset) const {
    T Word;
    std::memcpy(&Word, Bytes + Offset, sizeof(Word));
    return Word;
  }
  char *heapData() const { return loadWord<char *>(0); }
  uint32_t heapSize() const { return loadWord<uint32_t>(8); }
  void release() {
    if (isOnHeap())
      delete[] heapData();
    Bytes[15] = 0;
  }

  char Bytes[16];
};

static_assert(sizeof(ValueName) == 16, "a name takes 16 bytes");

} // namespace mopt

#endif
