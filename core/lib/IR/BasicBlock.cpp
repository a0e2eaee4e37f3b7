//===- BasicBlock.cpp - A labelled list of instructions -------------------===//

#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Function.h"

using namespace mopt;

BasicBlock::~BasicBlock() {
  for (Instruction &I : Insts)
    I.dropAllReferences();
  Insts.clearAndDispose([](Instruction *I) {
    I->Parent = nullptr;
    I->deleteValue();
  });
}

Instruction *BasicBlock::getTerminator() {
  if (Insts.empty() || !Insts.back().isTerminator())
    return nullptr;
  return &Insts.back();
}

const Instruction *BasicBlock::getTerminator() const {
  return const_cast<BasicBlock *>(this)->getTerminator();
}

BasicBlock::iterator BasicBlock::getFirstNonPhi() {
  iterator It = begin();
  while (It != end() && It->isPhi())
    ++It;
  return It;
}

BasicBlock::const_iterator BasicBlock::getFirstNonPhi() const {
  return const_cast<BasicBlock *>(this)->getFirstNonPhi();
}

void BasicBlock::insert(iterator Pos, Instruction *I) {
  assert(!I->Parent && "instruction is already in a block");
  Insts.insert(Pos, *I);
  I->Parent = this;
  if (Parent)
    Parent->invalidateInstructionNumbers();
}

void BasicBlock::remove(Instruction *I) {
  assert(I->Parent == this);
  Insts.remove(*I);
  I->Parent = nullptr;
  if (Parent)
    Parent->invalidateInstructionNumbers();
}

void BasicBlock::erase(Instruction *I) {
  remove(I);
  I->deleteValue();
}

void BasicBlock::spliceTailTo(iterator From, BasicBlock *Dest) {
  for (iterator It = From; It != end(); ++It)
    It->Parent = Dest;
  Dest->Insts.splice(Dest->end(), Insts, From, end());
  for (BasicBlock *BB : {this, Dest})
    if (BB->Parent)
      BB->Parent->invalidateInstructionNumbers();
}

void BasicBlock::eraseFromParent() {
  Parent->remove(this);
  delete this;
}
