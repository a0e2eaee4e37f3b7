//===- mopt/IR/User.h - A value that has operands ---------------*- C++ -*-===//
//
// A User owns an array of Use slots. Where the operand count is fixed the
// slots live inside the object itself (the subclass hands them over at
// construction); phis, calls, prints and returns own a growable "hung-off"
// array, taken from the IR allocator (IRAllocator.h) as values are.
//
// Invariant: Operands[0, NumOperands) are initialised slots whose owner is
// this User; growing the hung-off array relinks every slot, so a Use pointer
// taken before an append may dangle afterwards but the use lists never do.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_USER_H
#define MOPT_IR_USER_H

#include "mopt/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"

namespace mopt {

class User : public Value {
public:
  unsigned getNumOperands() const { return NumOperands; }
  Value *getOperand(unsigned I) const {
    assert(I < NumOperands && "operand index out of range");
    return Operands[I].get();
  }
  void setOperand(unsigned I, Value *V) {
    assert(I < NumOperands && "operand index out of range");
    Operands[I].set(V);
  }
  Use &getOperandUse(unsigned I) { return Operands[I]; }

  llvm::MutableArrayRef<Use> operands() { return {Operands, NumOperands}; }
  llvm::ArrayRef<Use> operands() const { return {Operands, NumOperands}; }

  /// Unlinks every operand from its value's use list (before deletion).
  void dropAllReferences();

protected:
  User(ValueKind K, const Type *T, Use *FixedSlots, unsigned NumFixed);
  ~User();

  /// Appends an operand to the hung-off array, growing it when full.
  void appendOperand(Value *V);
  /// Room in the hung-off array for N operands in all, allocated once.
  void reserveOperands(unsigned N) {
    if (N > Capacity || !HungOff)
      growHungOff(N);
  }
  /// Removes operand I keeping the order of the rest.
  void removeOperandKeepOrder(unsigned I);
  /// Drops every operand and gives the hung-off array back to the IR
  /// allocator, for a User about to be deleted whose memory a new object
  /// can take meanwhile.
  void releaseHungOffOperands();

private:
  void growHungOff(unsigned MinCapacity);
  static void freeHungOff(Use *Slots, unsigned Capacity);

  Use *Operands;
  unsigned NumOperands;
  /// The slots Operands has room for.
  unsigned Capacity : 31;
  /// Whether Operands is a hung-off array this User owns (from the IR
  /// allocator) rather than the subclass's fixed slots.
  unsigned HungOff : 1;
};

} // namespace mopt

#endif
