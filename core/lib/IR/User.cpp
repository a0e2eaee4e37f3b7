//===- User.cpp - A value that has operands -------------------------------===//

#include "mopt/IR/User.h"

#include <cassert>
#include <new>

using namespace mopt;

User::User(ValueKind K, const Type *T, Use *FixedSlots, unsigned NumFixed)
    : Value(K, T) {
  assert(NumFixed <= MaxFixedOperands && "too many fixed operand slots");
  NumFixedOperands = NumFixed;
  assert((!NumFixed || FixedSlots + NumFixed == operandSlots()) &&
         "fixed operand slots must end where the User begins");
  for (unsigned I = 0; I != NumFixed; ++I)
    FixedSlots[I].initFixed(NumFixed - I);
}

User::User(ValueKind K, const Type *T, HungOffOperandsTag) : Value(K, T) {
  HasHungOffOperands = true;
}

User::~User() {
  if (HasHungOffOperands)
    releaseHungOffOperands();
  else
    dropAllReferences();
}

/// A hung-off array's bytes: the header word that holds its User, then
/// the slots.
static size_t hungOffBytes(unsigned Capacity) {
  return sizeof(User *) + Capacity * sizeof(Use);
}

/// Slots, unlinked, go back to the IR allocator they came from, with their
/// header.
void User::freeHungOff(Use *Slots, unsigned Capacity) {
  for (unsigned I = 0; I != Capacity; ++I)
    Slots[I].~Use();
  deallocateIRObject(reinterpret_cast<User **>(Slots) - 1,
                     hungOffBytes(Capacity));
}

void User::releaseHungOffOperands() {
  dropAllReferences();
  HungOffOperands &H = hungOff();
  if (H.Slots)
    freeHungOff(H.Slots, H.Capacity);
  H = HungOffOperands();
}

void User::dropAllReferences() {
  Use *Slots = operandSlots();
  for (unsigned I = 0, E = getNumOperands(); I != E; ++I)
    Slots[I].set(nullptr);
}

void User::growHungOff(unsigned MinCapacity) {
  HungOffOperands &H = hungOff();
  unsigned NewCapacity = H.Capacity ? H.Capacity * 2 : 2;
  if (NewCapacity < MinCapacity)
    NewCapacity = MinCapacity;
  // From the IR allocator, as the User itself: next to the instructions
  // made around the same time, and no malloc per phi.
  auto *Header =
      static_cast<User **>(allocateIRObject(hungOffBytes(NewCapacity)));
  *Header = this;
  auto *Grown = reinterpret_cast<Use *>(Header + 1);
  for (unsigned I = 0; I != NewCapacity; ++I)
    (new (&Grown[I]) Use())->initHungOff(I);
  for (unsigned I = 0; I != H.NumOperands; ++I) {
    Grown[I].set(H.Slots[I].get());
    H.Slots[I].set(nullptr);
  }
  if (H.Slots)
    freeHungOff(H.Slots, H.Capacity);
  H.Slots = Grown;
  H.Capacity = NewCapacity;
}

void User::appendOperand(Value *V) {
  HungOffOperands &H = hungOff();
  if (H.NumOperands == H.Capacity)
    growHungOff(H.NumOperands + 1);
  H.Slots[H.NumOperands++].set(V);
}

void User::removeOperandKeepOrder(unsigned I) {
  HungOffOperands &H = hungOff();
  assert(I < H.NumOperands);
  for (unsigned J = I + 1; J < H.NumOperands; ++J)
    H.Slots[J - 1].set(H.Slots[J].get());
  H.Slots[H.NumOperands - 1].set(nullptr);
  --H.NumOperands;
}
