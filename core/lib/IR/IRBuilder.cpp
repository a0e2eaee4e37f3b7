//===- IRBuilder.cpp - Creating instructions at a point -------------------===//

#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Argument.h"
#include "mopt/IR/Constant.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Module.h"

using namespace mopt;

const Type *IRBuilder::pointerTo(const Type *Pointee) const {
  return Block->getParent()->getParent()->getPointerType(Pointee);
}

UnaryInst *IRBuilder::createConst(Constant *C, llvm::StringRef Name) {
  return insert(new UnaryInst(Opcode::Const, C, Loc), Name);
}

UnaryInst *IRBuilder::createCopy(Value *V, llvm::StringRef Name) {
  return insert(new UnaryInst(Opcode::Copy, V, Loc), Name);
}

UnaryInst *IRBuilder::createParam(Argument *A, llvm::StringRef Name) {
  return insert(new UnaryInst(Opcode::Param, A, Loc), Name);
}

UnaryInst *IRBuilder::createUnary(Opcode Op, Value *V, llvm::StringRef Name) {
  return insert(new UnaryInst(Op, V, Loc), Name);
}

NullaryInst *IRBuilder::createNop() {
  return insert(new NullaryInst(Opcode::Nop, Loc), "");
}

UnaryInst *IRBuilder::createConversion(Opcode Op, Value *V, const Type *To,
                                       llvm::StringRef Name) {
  assert(getOpcodeInfo(Op).Operands == OperandRule::Conversion &&
         "not a conversion");
  auto *I = new UnaryInst(Op, V, Loc);
  I->setType(To);
  return insert(I, Name);
}

AddressInst *IRBuilder::createAddress(const GlobalVariable *G,
                                      llvm::StringRef Name) {
  return insert(new AddressInst(G, Loc), Name);
}

AddressInst *IRBuilder::createAddress(const Function *Target,
                                      llvm::StringRef Name) {
  return insert(new AddressInst(Target, Loc), Name);
}

SelectInst *IRBuilder::createSelect(Value *Cond, Value *IfTrue, Value *IfFalse,
                                    llvm::StringRef Name) {
  return insert(new SelectInst(Cond, IfTrue, IfFalse, Loc), Name);
}

NullaryInst *IRBuilder::createUnreachable() {
  return insert(new NullaryInst(Opcode::Unreachable, Loc), "");
}

BinaryInst *IRBuilder::createBinary(Opcode Op, Value *LHS, Value *RHS,
                                    llvm::StringRef Name) {
  return insert(new BinaryInst(Op, LHS, RHS, Loc), Name);
}

BinaryInst *IRBuilder::createCompare(Opcode Op, Value *LHS, Value *RHS,
                                     const Type *ResultType,
                                     llvm::StringRef Name) {
  assert(getOpcodeInfo(Op).Result == ResultRule::IntOrBool &&
         "not a comparison whose type is declared");
  auto *Cmp = new BinaryInst(Op, LHS, RHS, Loc);
  Cmp->setType(ResultType);
  return insert(Cmp, Name);
}

NullaryInst *IRBuilder::createAlloca(const Type *Pointee,
                                     llvm::StringRef Name) {
  auto *Slot = new NullaryInst(Opcode::Alloca, Loc);
  Slot->setType(pointerTo(Pointee));
  return insert(Slot, Name);
}

UnaryInst *IRBuilder::createAlloc(Value *Count, const Type *Element,
                                  llvm::StringRef Name) {
  auto *Alloc = new UnaryInst(Opcode::Alloc, Count, Loc);
  Alloc->setType(pointerTo(Element));
  return insert(Alloc, Name);
}

UnaryInst *IRBuilder::createLoad(Value *Ptr, llvm::StringRef Name,
                                 bool Volatile) {
  return insert(
      new UnaryInst(Volatile ? Opcode::LoadVolatile : Opcode::Load, Ptr, Loc),
      Name);
}

BinaryInst *IRBuilder::createStore(Value *Ptr, Value *V, bool Volatile) {
  return insert(new BinaryInst(Volatile ? Opcode::StoreVolatile : Opcode::Store,
                               Ptr, V, Loc),
                "");
}

UnaryInst *IRBuilder::createFree(Value *Ptr) {
  return insert(new UnaryInst(Opcode::Free, Ptr, Loc), "");
}

BinaryInst *IRBuilder::createPtrAdd(Value *Ptr, Value *Offset,
                                    llvm::StringRef Name) {
  return insert(new BinaryInst(Opcode::PtrAdd, Ptr, Offset, Loc), Name);
}

CallInst *IRBuilder::createCall(Function *Callee, llvm::ArrayRef<Value *> Args,
                                llvm::StringRef Name) {
  return insert(new CallInst(Callee, Args, Loc), Name);
}

CallIndirectInst *IRBuilder::createCallIndirect(Value *Callee,
                                                llvm::ArrayRef<Value *> Args,
                                                const Type *T,
                                                llvm::StringRef Name) {
  return insert(new CallIndirectInst(Callee, Args, T, Loc), Name);
}

PrintInst *IRBuilder::createPrint(llvm::ArrayRef<Value *> Args) {
  auto *Print = new PrintInst(Loc);
  for (Value *A : Args)
    Print->addArgument(A);
  return insert(Print, "");
}

PhiInst *IRBuilder::createPhi(const Type *T, llvm::StringRef Name) {
  return insert(new PhiInst(T, Loc), Name);
}

JumpInst *IRBuilder::createJump(BasicBlock *Target) {
  return insert(new JumpInst(Target, Loc), "");
}

BranchInst *IRBuilder::createBranch(Value *Cond, BasicBlock *IfTrue,
                                    BasicBlock *IfFalse) {
  return insert(new BranchInst(Cond, IfTrue, IfFalse, Loc), "");
}

ReturnInst *IRBuilder::createReturn(Value *V) {
  return insert(new ReturnInst(V, Loc), "");
}
