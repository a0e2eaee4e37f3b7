//===- VariableTable.cpp - A function's variables by name -----------------===//

#include "mopt/IR/VariableTable.h"
#include "mopt/IR/Variable.h"
#include "llvm/Support/xxhash.h"

using namespace mopt;

uint32_t VariableTable::hash(llvm::StringRef Name) {
  return static_cast<uint32_t>(llvm::xxh3_64bits(Name));
}

Variable *VariableTable::find(llvm::StringRef Name, uint32_t Hash,
                              VariableList Vars) const {
  if (Slots.empty())
    return nullptr;
  size_t Mask = Slots.size() - 1;
  for (size_t I = Hash & Mask;; I = (I + 1) & Mask) {
    const Slot &S = Slots[I];
    if (!S.IndexPlusOne)
      return nullptr;
    if (S.Hash == Hash) {
      Variable *V = Vars[S.IndexPlusOne - 1].get();
      if (V->getName() == Name)
        return V;
    }
  }
}

void VariableTable::insert(uint32_t Hash, unsigned Index) {
  if (2 * (Used + 1) > Slots.size())
    grow();
  size_t Mask = Slots.size() - 1;
  size_t I = Hash & Mask;
  while (Slots[I].IndexPlusOne)
    I = (I + 1) & Mask;
  Slots[I] = {Hash, Index + 1};
  ++Used;
}

/// Twice the slots (16 at first), each entry moved by its kept hash.
void VariableTable::grow() {
  std::vector<Slot> Old(Slots.empty() ? 16 : 2 * Slots.size(), Slot{0, 0});
  Old.swap(Slots);
  Used = 0;
  for (const Slot &S : Old)
    if (S.IndexPlusOne)
      insert(S.Hash, S.IndexPlusOne - 1);
}

void VariableTable::rebuild(VariableList Vars) {
  // Sized afresh for the variables left: clear() would keep the slots.
  std::vector<Slot>().swap(Slots);
  Used = 0;
  for (unsigned I = 0, E = Vars.size(); I != E; ++I)
    insert(hash(Vars[I]->getName()), I);
}
