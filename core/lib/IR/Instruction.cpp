//===- Instruction.cpp - The base of every instruction --------------------===//

#include "mopt/IR/Instruction.h"
#include "mopt/IR/BasicBlock.h"

using namespace mopt;

Function *Instruction::getFunction() const {
  return Parent ? Parent->getParent() : nullptr;
}

bool Instruction::producesValue() const {
  return Op != Opcode::Print && !isTerminator();
}

void Instruction::insertBefore(Instruction *Pos) {
  Pos->getParent()->insert(Pos->getIterator(), this);
}

void Instruction::insertAfter(Instruction *Pos) {
  Pos->getParent()->insert(std::next(Pos->getIterator()), this);
}

void Instruction::insertAtEnd(BasicBlock *BB) { BB->push_back(this); }

void Instruction::removeFromParent() { Parent->remove(this); }

void Instruction::eraseFromParent() { Parent->erase(this); }
