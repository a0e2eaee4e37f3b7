//===- Instruction.cpp - The base of every instruction --------------------===//

#include "mopt/IR/Instruction.h"
#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/GlobalVariable.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/IRAllocator.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

using namespace mopt;

Function *Instruction::getFunction() const {
  return Parent ? Parent->getParent() : nullptr;
}

Instruction::Instruction(Opcode Op, Use *FixedSlots, unsigned NumFixed,
                         SourceLoc Loc)
    : User(ValueKind::Instruction, Type::getVoid(), FixedSlots, NumFixed),
      Loc(Loc) {
  setSubclassData(static_cast<uint8_t>(Op));
}

Instruction::Instruction(Opcode Op, HungOffOperandsTag Tag, SourceLoc Loc)
    : User(ValueKind::Instruction, Type::getVoid(), Tag), Loc(Loc) {
  setSubclassData(static_cast<uint8_t>(Op));
}

void Instruction::inferType() {
  const Value *Op0 = getNumOperands() ? getOperand(0) : nullptr;
  switch (getOpcodeInfo(getOpcode()).Result) {
  case ResultRule::None:
    return setType(Type::getVoid());
  case ResultRule::Bool:
    return setType(Type::getBool());
  case ResultRule::Float:
    return setType(Type::getFloat());
  case ResultRule::Char:
    return setType(Type::getChar());
  case ResultRule::SameAsOperand:
    return setType(Op0 ? Op0->getType() : Type::getInt());
  case ResultRule::Opaque:
    return setType(Type::getOpaquePointer());
  case ResultRule::Chosen: {
    const Value *Op1 = getNumOperands() > 1 ? getOperand(1) : nullptr;
    return setType(Op1 ? Op1->getType() : Type::getInt());
  }
  case ResultRule::Pointee:
    if (Op0 && Op0->getType()->isTypedPointer())
      return setType(Op0->getType()->getPointee());
    // Through an opaque pointer, the type is declared.
    if (getType()->isVoid())
      setType(Type::getInt());
    return;
  case ResultRule::Callee: {
    const Function *Callee = llvm::cast<CallInst>(this)->getCallee();
    return setType(Callee ? Callee->getReturnType() : Type::getInt());
  }
  case ResultRule::Int:
  case ResultRule::IntOrBool:
  case ResultRule::Declared:
    return setType(Type::getInt());
  }
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

void Instruction::deleteValue() {
  assert(!Parent && "delete an instruction once it is out of its block");
  switch (getOpcodeShape(getOpcode())) {
  case OpShape::Nullary:
    return delete llvm::cast<NullaryInst>(this);
  case OpShape::Unary:
    return delete llvm::cast<UnaryInst>(this);
  case OpShape::Binary:
    return delete llvm::cast<BinaryInst>(this);
  case OpShape::Call:
    return delete llvm::cast<CallInst>(this);
  case OpShape::CallIndirect:
    return delete llvm::cast<CallIndirectInst>(this);
  case OpShape::Print:
    return delete llvm::cast<PrintInst>(this);
  case OpShape::Phi:
    return delete llvm::cast<PhiInst>(this);
  case OpShape::Jump:
    return delete llvm::cast<JumpInst>(this);
  case OpShape::Branch:
    return delete llvm::cast<BranchInst>(this);
  case OpShape::Return:
    return delete llvm::cast<ReturnInst>(this);
  case OpShape::Select:
    return delete llvm::cast<SelectInst>(this);
  case OpShape::Address:
    return delete llvm::cast<AddressInst>(this);
  }
  llvm_unreachable("every shape is a case");
}

llvm::StringRef AddressInst::getTargetName() const {
  if (Global)
    return Global->getName();
  return Target ? Target->getName() : "<null>";
}

void CallInst::setCallee(Function *F) {
  Callee = F;
  setType(F ? F->getReturnType() : Type::getInt());
}

void PhiInst::regrowBlocks(unsigned OldCapacity) {
  auto *Grown = static_cast<BasicBlock **>(
      allocateIRObject(HungOffOperands::Capacity * sizeof(BasicBlock *)));
  // The entries in use: all the old slots if an append grew the array.
  std::copy_n(Blocks, std::min(OldCapacity, getNumIncoming()), Grown);
  if (Blocks)
    deallocateIRObject(Blocks, OldCapacity * sizeof(BasicBlock *));
  Blocks = Grown;
}

void PhiInst::freeBlocks() {
  if (Blocks)
    deallocateIRObject(Blocks,
                       HungOffOperands::Capacity * sizeof(BasicBlock *));
  Blocks = nullptr;
}

void PhiInst::removeIncoming(unsigned K) {
  unsigned Before = getNumIncoming();
  removeOperandKeepOrder(K);
  std::copy(Blocks + K + 1, Blocks + Before, Blocks + K);
}

Value *PhiInst::getOnlyIncomingValue() const {
  Value *Only = nullptr;
  for (unsigned K = 0; K != getNumIncoming(); ++K) {
    Value *In = getIncomingValue(K);
    if (In == this || In == Only)
      continue;
    if (Only)
      return nullptr;
    Only = In;
  }
  return Only;
}
