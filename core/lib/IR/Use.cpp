//===- Use.cpp - One edge of the def-use graph ----------------------------===//

#include "mopt/IR/Use.h"
#include "mopt/IR/Value.h"

using namespace mopt;

void Use::set(Value *V) {
  if (Val)
    removeFromList();
  Val = V;
  if (V)
    addToList(&V->UseList);
}

void Use::addToList(Use **Head) {
  Next = *Head;
  if (Next)
    Next->Prev = &Next;
  Prev = Head;
  *Head = this;
}

void Use::removeFromList() {
  *Prev = Next;
  if (Next)
    Next->Prev = Prev;
  Next = nullptr;
  Prev = nullptr;
}
