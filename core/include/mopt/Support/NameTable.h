//===- mopt/Support/NameTable.h - Entries of a list by name -----*- C++ -*-===//
//
// Finds an entry of a list (a function's variables, the SSA values a parser
// has read) by its name. An open-addressing table of 8-byte slots, each
// holding a 32-bit hash of a name and the index of the entry with that name
// plus one; 0 marks an empty slot. The names are read from the entries
// themselves (the caller says how: NameOf(Index)), and only where a slot's
// hash matches, so the table keeps no copy of any name, where a StringMap
// keeps one per entry with a header, and a bucket besides.
//
// Invariant: each entry inserted since the last clear or rebuild is in
// exactly one slot, which holds its index; fewer than half the slots are
// used, and the number of slots is zero or a power of two.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_NAMETABLE_H
#define MOPT_SUPPORT_NAMETABLE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace mopt {

class NameTable {
public:
  /// The hash find() and insert() take.
  static uint32_t hash(llvm::StringRef Name);

  /// The index of the entry named Name (whose hash is Hash), where
  /// NameOf(Index) gives entry Index's name; none if there is none.
  template <typename NameOfIndex>
  std::optional<unsigned> find(llvm::StringRef Name, uint32_t Hash,
                               const NameOfIndex &NameOf) const {
    if (Slots.empty())
      return std::nullopt;
    size_t Mask = Slots.size() - 1;
    for (size_t I = Hash & Mask;; I = (I + 1) & Mask) {
      const Slot &S = Slots[I];
      if (!S.IndexPlusOne)
        return std::nullopt;
      if (S.Hash == Hash && NameOf(S.IndexPlusOne - 1) == Name)
        return S.IndexPlusOne - 1;
    }
  }
  /// Records that entry Index, not yet in the table, has a name hashing to
  /// Hash.
  void insert(uint32_t Hash, unsigned Index);
  /// Removes entry Index, the last inserted, whose name hashes to Hash;
  /// the others keep their indices and slots but for a shift back along
  /// their probe run.
  void eraseLast(uint32_t Hash, unsigned Index);
  /// Room for Count entries in all without growing.
  void reserve(unsigned Count) {
    if (Slots.size() < 2 * size_t(Count))
      resize(slotsFor(Count));
  }
  /// Forgets every entry and gives the slots back.
  void clear();
  /// Forgets every entry and records entries 0 .. Count-1 again (after
  /// entries were removed and the others renumbered), in slots sized once.
  template <typename NameOfIndex>
  void rebuild(unsigned Count, const NameOfIndex &NameOf) {
    clear();
    reserve(Count);
    for (unsigned I = 0; I != Count; ++I)
      insert(hash(NameOf(I)), I);
  }

private:
  struct Slot {
    uint32_t Hash;
    uint32_t IndexPlusOne;
  };
  /// The slots Count entries need: a power of two, at least twice Count
  /// and at least 16 (fewer than half the slots are used).
  static size_t slotsFor(unsigned Count) {
    return std::max<size_t>(16, llvm::PowerOf2Ceil(2 * size_t(Count)));
  }
  void resize(size_t NumSlots);

  std::vector<Slot> Slots;
  unsigned Used = 0;
};

} // namespace mopt

#endif
