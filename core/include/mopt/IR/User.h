//===- mopt/IR/User.h - A value that has operands ---------------*- C++ -*-===//
//
// A User owns an array of Use slots, and keeps no pointer to it: where the
// operand count is fixed the slots sit in the object right before the User
// (the subclass lists FixedOperandSlots as its first base, as LLVM puts
// them before the object); phis, calls, prints and returns own a growable
// "hung-off" array, taken from the IR allocator (IRAllocator.h) as values
// are, whose address sits right before the User (HungOffOperands, their
// first base). An instruction is 8 bytes smaller than with a pointer.
//
// Invariant: the NumOperands slots at operandSlots() are initialised and
// owned by this User; growing the hung-off array relinks every slot, so a
// Use pointer taken before an append may dangle afterwards but the use
// lists never do.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_USER_H
#define MOPT_IR_USER_H

#include "mopt/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"

namespace mopt {

/// Picks the constructor of a User whose operands hang off.
struct HungOffOperandsTag {};

class User : public Value {
public:
  unsigned getNumOperands() const { return NumOperands; }
  Value *getOperand(unsigned I) const {
    assert(I < NumOperands && "operand index out of range");
    return operandSlots()[I].get();
  }
  void setOperand(unsigned I, Value *V) {
    assert(I < NumOperands && "operand index out of range");
    operandSlots()[I].set(V);
  }
  Use &getOperandUse(unsigned I) { return operandSlots()[I]; }

  llvm::MutableArrayRef<Use> operands() {
    return {operandSlots(), NumOperands};
  }
  llvm::ArrayRef<Use> operands() const { return {operandSlots(), NumOperands}; }

  /// Unlinks every operand from its value's use list (before deletion).
  void dropAllReferences();

protected:
  /// Operands in the NumFixed slots at FixedSlots, which end where this
  /// User begins.
  User(ValueKind K, const Type *T, Use *FixedSlots, unsigned NumFixed);
  /// Operands in a hung-off array, none yet.
  User(ValueKind K, const Type *T, HungOffOperandsTag);
  ~User();

  /// Appends an operand to the hung-off array, growing it when full.
  void appendOperand(Value *V);
  /// Room in the hung-off array for N operands in all, allocated once.
  void reserveOperands(unsigned N) {
    if (N > Capacity || !InHungOffArray)
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

  /// The address of the hung-off array: HungOffOperands, right before this.
  Use *&hungOffSlots() const {
    return *(reinterpret_cast<Use **>(const_cast<User *>(this)) - 1);
  }
  Use *operandSlots() const {
    if (InHungOffArray)
      return hungOffSlots();
    return reinterpret_cast<Use *>(const_cast<User *>(this)) - Capacity;
  }

  unsigned NumOperands;
  /// The slots there is room for: the fixed ones, or the hung-off array's.
  unsigned Capacity : 30;
  /// Whether the operands are in a hung-off array, whose address the
  /// HungOffOperands base holds.
  unsigned InHungOffArray : 1;
  /// Whether the subclass has a HungOffOperands base, so may hang them off.
  unsigned MayHangOff : 1;
};

/// The first base of a class whose User has N fixed operands.
template <unsigned N> struct FixedOperandSlots { Use Slots[N]; };

/// The first base of a class whose User keeps its operands in a hung-off
/// array: that array's address.
struct HungOffOperands {
  Use *HungOffSlots = nullptr;
};

} // namespace mopt

#endif
