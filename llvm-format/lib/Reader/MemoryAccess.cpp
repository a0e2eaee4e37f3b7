//===- MemoryAccess.cpp - Stack slots, loads, stores, address arithmetic
//---===//
//
// An alloca that LLVM's mem2reg could promote (a slot of a type mopt
// holds, only loaded and stored with that type) becomes a typed slot,
// `alloca` of ptr<T>, which `ssa` promotes in the same cases; every other
// (arrays, structs, locals whose address escapes) is `alloca.bytes` of its
// allocation size, a `ptr`. A getelementptr becomes one `ptradd` by the
// byte offset the data layout gives: its constant part folded, each
// variable index sign-extended to `int` and scaled.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "mopt/IR/Instructions.h"

#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace mopt;
using namespace mopt::llvmread;

bool Translator::isPromotable(const llvm::AllocaInst &A) const {
  llvm::Type *T = A.getAllocatedType();
  if (A.isArrayAllocation() ||
      !(T->isIntegerTy() || T->isFloatingPointTy() || T->isPointerTy()))
    return false;
  for (const llvm::User *U : A.users()) {
    if (auto *L = llvm::dyn_cast<llvm::LoadInst>(U)) {
      if (L->isVolatile() || L->getType() != T)
        return false;
    } else if (auto *S = llvm::dyn_cast<llvm::StoreInst>(U)) {
      if (S->isVolatile() || S->getValueOperand() == &A ||
          S->getValueOperand()->getType() != T)
        return false;
    } else if (auto *II = llvm::dyn_cast<llvm::IntrinsicInst>(U)) {
      if (!II->isLifetimeStartOrEnd())
        return false;
    } else {
      return false;
    }
  }
  return true;
}

Value *Translator::asInt(Value *V, IRBuilder &B) {
  if (V->getType()->isInt())
    return V;
  return B.createConversion(Opcode::SExt, V, Type::getInt());
}

absl::Status Translator::translateAlloca(const llvm::AllocaInst &I,
                                         IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (isPromotable(I)) {
    auto T = typeOf(I.getAllocatedType(), Where);
    if (!T.ok())
      return T.status();
    map(I, B.createAlloca(*T, I.getName()));
    return absl::OkStatus();
  }
  if (!I.getAllocatedType()->isSized())
    return unsupported(Where, "an alloca of an unsized type");
  int64_t Size = int64_t(DL->getTypeAllocSize(I.getAllocatedType()));
  Value *Bytes = F->getConstant(Size);
  if (I.isArrayAllocation()) {
    auto Count = valueOf(I.getArraySize(), Where);
    if (!Count.ok())
      return Count.status();
    Bytes = B.createBinary(Opcode::Mul, asInt(*Count, B), Bytes);
  }
  auto *Slot = B.createUnary(Opcode::AllocaBytes, Bytes, I.getName());
  Slot->setType(Type::getOpaquePointer());
  map(I, Slot);
  return absl::OkStatus();
}

absl::Status Translator::translateLoadStore(const llvm::Instruction &I,
                                            IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  auto P = valueOf(llvm::getLoadStorePointerOperand(&I), Where);
  if (!P.ok())
    return P.status();
  auto T = typeOf(llvm::getLoadStoreType(const_cast<llvm::Instruction *>(&I)),
                  Where);
  if (!T.ok())
    return T.status();
  if (auto *Load = llvm::dyn_cast<llvm::LoadInst>(&I)) {
    if (Load->isAtomic())
      return unsupported(Where, "an atomic load");
    Instruction *L = B.createLoad(*P, I.getName(), Load->isVolatile());
    L->setType(*T); // a typed slot's pointee is T too (isPromotable)
    map(I, L);
    return absl::OkStatus();
  }
  auto *Store = llvm::cast<llvm::StoreInst>(&I);
  if (Store->isAtomic())
    return unsupported(Where, "an atomic store");
  auto V = valueOf(Store->getValueOperand(), Where);
  if (!V.ok())
    return V.status();
  B.createStore(*P, *V, Store->isVolatile());
  return absl::OkStatus();
}

absl::Status Translator::translateGEP(const llvm::GetElementPtrInst &I,
                                      IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (I.getType()->isVectorTy())
    return unsupported(Where, "a getelementptr of vectors");
  auto Base = valueOf(I.getPointerOperand(), Where);
  if (!Base.ok())
    return Base.status();
  int64_t Constant = 0;
  Value *Offset = nullptr;
  for (auto It = llvm::gep_type_begin(I), End = llvm::gep_type_end(I);
       It != End; ++It) {
    const llvm::Value *Index = It.getOperand();
    if (llvm::StructType *ST = It.getStructTypeOrNull()) {
      unsigned Field =
          unsigned(llvm::cast<llvm::ConstantInt>(Index)->getZExtValue());
      Constant += int64_t(DL->getStructLayout(ST)->getElementOffset(Field));
      continue;
    }
    int64_t Stride = int64_t(It.getSequentialElementStride(*DL));
    if (auto *C = llvm::dyn_cast<llvm::ConstantInt>(Index)) {
      Constant += C->getSExtValue() * Stride;
      continue;
    }
    auto V = valueOf(Index, Where);
    if (!V.ok())
      return V.status();
    Value *Scaled = asInt(*V, B);
    if (Stride != 1)
      Scaled = B.createBinary(Opcode::Mul, Scaled, F->getConstant(Stride));
    Offset = Offset ? B.createBinary(Opcode::Add, Offset, Scaled) : Scaled;
  }
  if (Constant)
    Offset = Offset ? static_cast<Value *>(B.createBinary(
                          Opcode::Add, Offset, F->getConstant(Constant)))
                    : F->getConstant(Constant);
  if (!Offset) {
    map(I, *Base);
    return absl::OkStatus();
  }
  map(I, B.createPtrAdd(*Base, Offset, I.getName()));
  return absl::OkStatus();
}
