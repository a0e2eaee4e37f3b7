//===- Value.cpp - The root of everything an operand can be ---------------===//

#include "mopt/IR/Value.h"

using namespace mopt;

Value::~Value() { assert(use_empty() && "value deleted while still used"); }

unsigned Value::getNumUses() const {
  unsigned N = 0;
  for (Use *U = UseList; U; U = U->getNext())
    ++N;
  return N;
}

void Value::replaceAllUsesWith(Value *New) {
  assert(New != this && "replacing a value with itself");
  while (UseList)
    UseList->set(New);
}
