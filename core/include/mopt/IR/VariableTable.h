//===- mopt/IR/VariableTable.h - A function's variables by name -*- C++ -*-===//
//
// Finds a function's variable by name. An open-addressing table of 8-byte
// slots, each holding a 32-bit hash of a name and the index of the variable
// with that name (Variable::getIndex) plus one; 0 marks an empty slot. The
// names are read from the variables themselves, and only where a slot's
// hash matches, so the table keeps no copy of any name: a StringMap kept
// one per variable with a header, and a bucket of 12 bytes besides, about
// 50 bytes a variable (heaptrack, 200,000 variables); here 16 to 32.
//
// Invariant: each of the function's variables is in exactly one slot,
// which holds its current index; fewer than half the slots are used, and
// the number of slots is zero or a power of two.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_VARIABLETABLE_H
#define MOPT_IR_VARIABLETABLE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mopt {

class Variable;

class VariableTable {
public:
  using VariableList = llvm::ArrayRef<std::unique_ptr<Variable>>;

  /// The hash find() and insert() take.
  static uint32_t hash(llvm::StringRef Name);
  /// The variable of Vars named Name (whose hash is Hash), or null.
  Variable *find(llvm::StringRef Name, uint32_t Hash, VariableList Vars) const;
  /// Records that Vars[Index], not yet in the table, has a name hashing to
  /// Hash.
  void insert(uint32_t Hash, unsigned Index);
  /// Forgets every entry and records Vars again (after variables were
  /// removed and the others renumbered).
  void rebuild(VariableList Vars);

private:
  struct Slot {
    uint32_t Hash;
    uint32_t IndexPlusOne;
  };
  void grow();

  std::vector<Slot> Slots;
  unsigned Used = 0;
};

} // namespace mopt

#endif
