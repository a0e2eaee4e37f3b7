//===- BasicBlock.cpp - A labelled list of instructions -------------------===//

#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"

#include <cstdio>
#include <cstdlib>

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

/// How a message names I: `'%x' (add)`, or `an unnamed add`.
static std::string describe(const Instruction &I) {
  if (I.getName().empty())
    return "an unnamed " + I.getOpcodeName().str();
  return "'%" + I.getName().str() + "' (" + I.getOpcodeName().str() + ")";
}

/// How a message names BB: `block 'b'`, or the entry block, which may have
/// no name.
static std::string describe(const BasicBlock *BB) {
  if (!BB)
    return "no block";
  if (!BB->getName().empty())
    return "block '" + BB->getName().str() + "'";
  return BB->getParent() && &BB->getParent()->getEntryBlock() == BB
             ? "the entry block"
             : "an unnamed block";
}

/// Erasing a value that is still read leaves its readers pointing at freed
/// memory, which the next pass would trip over far from the mistake. This
/// says where the mistake is, in every build, and aborts: the crash handler
/// of the tool then names the pass that was running.
[[noreturn]] static void reportErasedWhileUsed(const Instruction &I) {
  const Use &First = *I.uses().begin();
  auto *Reader = llvm::cast<Instruction>(First.getUser());
  std::fprintf(stderr,
               "error: %s in %s of function '%s' erased while %u uses "
               "remain; the first is %s in %s\n",
               describe(I).c_str(), describe(I.getParent()).c_str(),
               I.getFunction()->getName().str().c_str(), I.getNumUses(),
               describe(*Reader).c_str(),
               describe(Reader->getParent()).c_str());
  std::fflush(stderr);
  std::abort();
}

void BasicBlock::erase(Instruction *I) {
  if (!I->use_empty())
    reportErasedWhileUsed(*I);
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
