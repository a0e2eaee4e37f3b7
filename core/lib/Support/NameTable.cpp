//===- NameTable.cpp - Entries of a list by name --------------------------===//

#include "mopt/Support/NameTable.h"
#include "llvm/Support/xxhash.h"

using namespace mopt;

uint32_t NameTable::hash(llvm::StringRef Name) {
  return static_cast<uint32_t>(llvm::xxh3_64bits(Name));
}

void NameTable::insert(uint32_t Hash, unsigned Index) {
  if (2 * (Used + 1) > Slots.size())
    grow();
  size_t Mask = Slots.size() - 1;
  size_t I = Hash & Mask;
  while (Slots[I].IndexPlusOne)
    I = (I + 1) & Mask;
  Slots[I] = {Hash, Index + 1};
  ++Used;
}

void NameTable::clear() {
  // Sized afresh for what comes next: vector::clear() would keep the slots.
  std::vector<Slot>().swap(Slots);
  Used = 0;
}

/// Twice the slots (16 at first), each entry moved by its kept hash.
void NameTable::grow() {
  std::vector<Slot> Old(Slots.empty() ? 16 : 2 * Slots.size(), Slot{0, 0});
  Old.swap(Slots);
  Used = 0;
  for (const Slot &S : Old)
    if (S.IndexPlusOne)
      insert(S.Hash, S.IndexPlusOne - 1);
}
