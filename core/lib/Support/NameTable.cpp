//===- NameTable.cpp - Entries of a list by name --------------------------===//

#include "mopt/Support/NameTable.h"
#include "llvm/Support/xxhash.h"

#include <cassert>

using namespace mopt;

uint32_t NameTable::hash(llvm::StringRef Name) {
  return static_cast<uint32_t>(llvm::xxh3_64bits(Name));
}

void NameTable::insert(uint32_t Hash, unsigned Index) {
  reserve(Used + 1);
  size_t Mask = Slots.size() - 1;
  size_t I = Hash & Mask;
  while (Slots[I].IndexPlusOne)
    I = (I + 1) & Mask;
  Slots[I] = {Hash, Index + 1};
  ++Used;
}

/// Backward-shift deletion (Knuth, TAOCP vol. 3, 6.4, Algorithm R): each
/// later entry of the run whose home slot does not lie cyclically in
/// (hole, its slot] moves into the hole, so no lookup meets an empty slot
/// before its entry.
void NameTable::eraseLast(uint32_t Hash, unsigned Index) {
  assert(Used == Index + 1 && "only the last entry can go");
  size_t Mask = Slots.size() - 1;
  size_t Hole = Hash & Mask;
  while (Slots[Hole].IndexPlusOne != Index + 1)
    Hole = (Hole + 1) & Mask;
  for (size_t J = (Hole + 1) & Mask; Slots[J].IndexPlusOne;
       J = (J + 1) & Mask) {
    size_t Home = Slots[J].Hash & Mask;
    bool HomeInRun =
        Hole <= J ? Hole < Home && Home <= J : Hole < Home || Home <= J;
    if (!HomeInRun) {
      Slots[Hole] = Slots[J];
      Hole = J;
    }
  }
  Slots[Hole] = {0, 0};
  --Used;
}

void NameTable::clear() {
  // Sized afresh for what comes next: vector::clear() would keep the slots.
  std::vector<Slot>().swap(Slots);
  Used = 0;
}

void NameTable::resize(size_t NumSlots) {
  std::vector<Slot> Old(NumSlots, Slot{0, 0});
  Old.swap(Slots);
  Used = 0;
  for (const Slot &S : Old)
    if (S.IndexPlusOne)
      insert(S.Hash, S.IndexPlusOne - 1);
}
