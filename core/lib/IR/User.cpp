//===- User.cpp - A value that has operands -------------------------------===//

#include "mopt/IR/User.h"

#include <cassert>
#include <new>

using namespace mopt;

User::User(ValueKind K, const Type *T, Use *FixedSlots, unsigned NumFixed)
    : Value(K, T), NumOperands(NumFixed), Capacity(NumFixed),
      InHungOffArray(false), MayHangOff(false) {
  assert((!NumFixed || FixedSlots + NumFixed == operandSlots()) &&
         "fixed operand slots must end where the User begins");
  for (unsigned I = 0; I != NumFixed; ++I)
    FixedSlots[I].setUser(this);
}

User::User(ValueKind K, const Type *T, HungOffOperandsTag)
    : Value(K, T), NumOperands(0), Capacity(0), InHungOffArray(false),
      MayHangOff(true) {}

User::~User() {
  dropAllReferences();
  if (InHungOffArray)
    freeHungOff(hungOffSlots(), Capacity);
}

/// Slots, unlinked, go back to the IR allocator they came from.
void User::freeHungOff(Use *Slots, unsigned Capacity) {
  for (unsigned I = 0; I != Capacity; ++I)
    Slots[I].~Use();
  deallocateIRObject(Slots, Capacity * sizeof(Use));
}

void User::releaseHungOffOperands() {
  assert(MayHangOff && "fixed operand slots cannot be released");
  dropAllReferences();
  if (InHungOffArray)
    freeHungOff(hungOffSlots(), Capacity);
  hungOffSlots() = nullptr;
  NumOperands = 0;
  Capacity = 0;
  InHungOffArray = false;
}

void User::dropAllReferences() {
  Use *Slots = operandSlots();
  for (unsigned I = 0; I != NumOperands; ++I)
    Slots[I].set(nullptr);
}

void User::growHungOff(unsigned MinCapacity) {
  assert(MayHangOff && "only a User with a hung-off array can grow one");
  unsigned NewCapacity = Capacity ? Capacity * 2 : 2;
  if (NewCapacity < MinCapacity)
    NewCapacity = MinCapacity;
  // From the IR allocator, as the User itself: next to the instructions
  // made around the same time, and no malloc per phi.
  auto *Grown = static_cast<Use *>(allocateIRObject(NewCapacity * sizeof(Use)));
  for (unsigned I = 0; I != NewCapacity; ++I)
    (new (&Grown[I]) Use())->setUser(this);
  Use *Old = operandSlots();
  for (unsigned I = 0; I != NumOperands; ++I) {
    Grown[I].set(Old[I].get());
    Old[I].set(nullptr);
  }
  if (InHungOffArray)
    freeHungOff(Old, Capacity);
  hungOffSlots() = Grown;
  Capacity = NewCapacity;
  InHungOffArray = true;
}

void User::appendOperand(Value *V) {
  if (NumOperands == Capacity || !InHungOffArray)
    growHungOff(NumOperands + 1);
  hungOffSlots()[NumOperands++].set(V);
}

void User::removeOperandKeepOrder(unsigned I) {
  assert(I < NumOperands);
  Use *Slots = operandSlots();
  for (unsigned J = I + 1; J < NumOperands; ++J)
    Slots[J - 1].set(Slots[J].get());
  Slots[NumOperands - 1].set(nullptr);
  --NumOperands;
}
