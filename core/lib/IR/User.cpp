//===- User.cpp - A value that has operands -------------------------------===//

#include "mopt/IR/User.h"

#include <cassert>
#include <new>

using namespace mopt;

User::User(ValueKind K, const Type *T, Use *FixedSlots, unsigned NumFixed)
    : Value(K, T), Operands(FixedSlots), NumOperands(NumFixed),
      Capacity(NumFixed), HungOff(false) {
  for (unsigned I = 0; I != NumFixed; ++I)
    FixedSlots[I].setUser(this);
}

User::~User() {
  dropAllReferences();
  if (HungOff)
    freeHungOff(Operands, Capacity);
}

/// Slots, unlinked, go back to the IR allocator they came from.
void User::freeHungOff(Use *Slots, unsigned Capacity) {
  for (unsigned I = 0; I != Capacity; ++I)
    Slots[I].~Use();
  deallocateIRObject(Slots, Capacity * sizeof(Use));
}

void User::releaseHungOffOperands() {
  assert((HungOff || !Capacity) && "fixed operand slots cannot be released");
  dropAllReferences();
  if (HungOff)
    freeHungOff(Operands, Capacity);
  Operands = nullptr;
  NumOperands = 0;
  Capacity = 0;
  HungOff = false;
}

void User::dropAllReferences() {
  for (unsigned I = 0; I != NumOperands; ++I)
    Operands[I].set(nullptr);
}

void User::growHungOff(unsigned MinCapacity) {
  unsigned NewCapacity = Capacity ? Capacity * 2 : 2;
  if (NewCapacity < MinCapacity)
    NewCapacity = MinCapacity;
  // From the IR allocator, as the User itself: next to the instructions
  // made around the same time, and no malloc per phi.
  auto *Grown = static_cast<Use *>(allocateIRObject(NewCapacity * sizeof(Use)));
  for (unsigned I = 0; I != NewCapacity; ++I)
    (new (&Grown[I]) Use())->setUser(this);
  for (unsigned I = 0; I != NumOperands; ++I) {
    Grown[I].set(Operands[I].get());
    Operands[I].set(nullptr);
  }
  if (HungOff)
    freeHungOff(Operands, Capacity);
  Operands = Grown;
  Capacity = NewCapacity;
  HungOff = true;
}

void User::appendOperand(Value *V) {
  if (NumOperands == Capacity || !HungOff)
    growHungOff(NumOperands + 1);
  Operands[NumOperands++].set(V);
}

void User::removeOperandKeepOrder(unsigned I) {
  assert(I < NumOperands);
  for (unsigned J = I + 1; J < NumOperands; ++J)
    Operands[J - 1].set(Operands[J].get());
  Operands[NumOperands - 1].set(nullptr);
  --NumOperands;
}
