//===- User.cpp - A value that has operands -------------------------------===//

#include "mopt/IR/User.h"

using namespace mopt;

User::User(ValueKind K, const Type *T, Use *FixedSlots, unsigned NumFixed)
    : Value(K, T), Operands(FixedSlots), NumOperands(NumFixed),
      Capacity(NumFixed) {
  for (unsigned I = 0; I != NumFixed; ++I)
    FixedSlots[I].setUser(this);
}

User::~User() { dropAllReferences(); }

void User::dropAllReferences() {
  for (unsigned I = 0; I != NumOperands; ++I)
    Operands[I].set(nullptr);
}

void User::growHungOff(unsigned MinCapacity) {
  unsigned NewCapacity = Capacity ? Capacity * 2 : 2;
  if (NewCapacity < MinCapacity)
    NewCapacity = MinCapacity;
  std::unique_ptr<Use[]> Grown(new Use[NewCapacity]);
  for (unsigned I = 0; I != NewCapacity; ++I)
    Grown[I].setUser(this);
  for (unsigned I = 0; I != NumOperands; ++I) {
    Grown[I].set(Operands[I].get());
    Operands[I].set(nullptr);
  }
  HungOff = std::move(Grown);
  Operands = HungOff.get();
  Capacity = NewCapacity;
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
