//===- mopt/IR/User.h - A value that has operands ---------------*- C++ -*-===//
//
// A User owns an array of Use slots, and keeps no pointer to it and no
// count in a word of its own: where the operand count is fixed (at most
// three) the slots sit in the object right before the User (the subclass
// lists FixedOperandSlots as its first base, as LLVM puts them before the
// object), and the count is two bits of Value's first byte; phis, calls,
// prints and returns own a growable "hung-off" array, taken from the IR
// allocator (IRAllocator.h) as values are, after a header word that holds
// the User (Use.h), and whose address and counts sit right before the User
// (HungOffOperands, their first base). An instruction without its slots is
// 64 bytes, where a word of counts in the User made it 72; a slot is 24 (a
// copy, with its one slot, is 88 bytes).
//
// Invariant: the getNumOperands() slots at operandSlots() are initialised
// and owned by this User; growing the hung-off array relinks every slot,
// so a Use pointer taken before an append may dangle afterwards but the
// use lists never do.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_USER_H
#define MOPT_IR_USER_H

#include "mopt/IR/Value.h"
#include "llvm/ADT/ArrayRef.h"

namespace mopt {

/// Picks the constructor of a User whose operands hang off.
struct HungOffOperandsTag {};

/// The first base of a class whose User keeps its operands in a hung-off
/// array: the array's address (null until the first operand), how many
/// operands it holds and how many slots it has.
struct HungOffOperands {
  Use *Slots = nullptr;
  unsigned NumOperands = 0;
  unsigned Capacity = 0;
};

class User : public Value {
public:
  unsigned getNumOperands() const {
    return HasHungOffOperands ? hungOff().NumOperands : NumFixedOperands;
  }
  Value *getOperand(unsigned I) const {
    assert(I < getNumOperands() && "operand index out of range");
    return operandSlots()[I].get();
  }
  void setOperand(unsigned I, Value *V) {
    assert(I < getNumOperands() && "operand index out of range");
    operandSlots()[I].set(V);
  }
  Use &getOperandUse(unsigned I) { return operandSlots()[I]; }

  llvm::MutableArrayRef<Use> operands() {
    return {operandSlots(), getNumOperands()};
  }
  llvm::ArrayRef<Use> operands() const {
    return {operandSlots(), getNumOperands()};
  }

  /// Unlinks every operand from its value's use list (before deletion).
  void dropAllReferences();

  /// The most operand slots a User can have before it (FixedOperandSlots).
  static constexpr unsigned MaxFixedOperands = 3;

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
    if (N > hungOff().Capacity)
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

  /// The HungOffOperands base, right before this.
  HungOffOperands &hungOff() const;
  Use *operandSlots() const {
    if (HasHungOffOperands)
      return hungOff().Slots;
    return reinterpret_cast<Use *>(const_cast<User *>(this)) - NumFixedOperands;
  }
};

/// The first base of a class whose User has N fixed operands.
template <unsigned N> struct FixedOperandSlots {
  static_assert(N <= User::MaxFixedOperands, "Value keeps the count in 2 bits");
  Use Slots[N];
};

inline HungOffOperands &User::hungOff() const {
  assert(HasHungOffOperands && "the operands do not hang off");
  return *(reinterpret_cast<HungOffOperands *>(const_cast<User *>(this)) - 1);
}

} // namespace mopt

#endif
