//===- Globals.cpp - LLVM's global variables in mopt's IR -----------------===//
//
// Each global variable becomes a GlobalVariable of its allocation size
// (the data layout's), its initializer laid out byte by byte: integers and
// floats little-endian, strings and arrays of numbers as their raw data,
// aggregates element by element at the layout's offsets, zero and undef
// as zeros, and each address (of a global or a function, maybe offset by a
// constant getelementptr) as a reference. The external `stdin`, `stdout`
// and `stderr` become 8-byte globals the runtime fills; any other external
// global is refused. In a function, a global's or function's address is
// an `addr` made once, at the top of the function.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/StoreBytes.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Operator.h"

using namespace mopt;
using namespace mopt::llvmread;

absl::Status Translator::createGlobal(const llvm::GlobalVariable &LG) {
  SourceLoc Where = Places.ofGlobal(LG.getName());
  bool IsStream =
      llvm::is_contained(GlobalVariable::CStreamNames, LG.getName());
  if (!LG.hasInitializer() && !IsStream)
    return unsupported(Where,
                       "the external global '@" + LG.getName().str() + "'");
  if (LG.isThreadLocal())
    return unsupported(Where,
                       "the thread-local global '@" + LG.getName().str() + "'");
  uint64_t Size = DL->getTypeAllocSize(LG.getValueType());
  auto Owned = std::make_unique<GlobalVariable>(
      LG.getName(), std::vector<uint8_t>(Size), LG.isConstant(), Where);
  GlobalVariable *G = M.addGlobal(std::move(Owned));
  if (!G)
    return makeError(M.getSources(), Where,
                     "two globals named '@" + LG.getName().str() + "'");
  Globals[&LG] = G;
  return absl::OkStatus();
}

absl::Status Translator::layOutAddress(const llvm::Constant *C, uint64_t Offset,
                                       GlobalVariable &G, SourceLoc Where) {
  llvm::APInt Addend(64, 0);
  const llvm::Value *Base = C->stripAndAccumulateConstantOffsets(
      *DL, Addend, /*AllowNonInbounds=*/true);
  if (auto *LG = llvm::dyn_cast<llvm::GlobalVariable>(Base)) {
    G.addReference(
        {Offset, Globals.lookup(LG), nullptr, Addend.getSExtValue()});
    return absl::OkStatus();
  }
  auto *LF = llvm::dyn_cast<llvm::Function>(Base);
  if (LF && Functions.count(LF) && Addend.isZero()) {
    G.addReference({Offset, nullptr, Functions.lookup(LF), 0});
    return absl::OkStatus();
  }
  return unsupported(Where, "the constant expression in the initializer of '@" +
                                G.getName().str() + "'");
}

absl::Status Translator::layOut(const llvm::Constant *C, uint64_t Offset,
                                GlobalVariable &G, SourceLoc Where) {
  std::vector<uint8_t> &Bytes = G.getBytes();
  if (C->isNullValue() || llvm::isa<llvm::UndefValue>(C))
    return absl::OkStatus(); // zeros (undef may be any value)
  if (auto *CI = llvm::dyn_cast<llvm::ConstantInt>(C)) {
    if (CI->getBitWidth() > 64)
      return unsupported(Where, "the type '" + spelling(C->getType()) + "'");
    uint64_t Bits = CI->getZExtValue();
    for (uint64_t K = 0, E = DL->getTypeStoreSize(C->getType()); K != E; ++K)
      Bytes[Offset + K] = uint8_t(Bits >> (8 * K));
    return absl::OkStatus();
  }
  if (auto *CF = llvm::dyn_cast<llvm::ConstantFP>(C)) {
    if (!CF->getType()->isDoubleTy() && !CF->getType()->isFloatTy())
      return unsupported(Where, "the type '" + spelling(C->getType()) + "'");
    const Type *T =
        CF->getType()->isDoubleTy() ? Type::getFloat() : Type::getF32();
    storeBytes(T, arith::fromFloat(CF->getValueAPF().convertToDouble()),
               Bytes.data() + Offset);
    return absl::OkStatus();
  }
  if (auto *CD = llvm::dyn_cast<llvm::ConstantDataSequential>(C)) {
    llvm::StringRef Raw = CD->getRawDataValues();
    std::copy(Raw.begin(), Raw.end(), Bytes.begin() + Offset);
    return absl::OkStatus();
  }
  if (auto *CS = llvm::dyn_cast<llvm::ConstantStruct>(C)) {
    const llvm::StructLayout *Layout = DL->getStructLayout(CS->getType());
    for (unsigned K = 0; K != CS->getNumOperands(); ++K)
      if (absl::Status S =
              layOut(CS->getOperand(K), Offset + Layout->getElementOffset(K), G,
                     Where);
          !S.ok())
        return S;
    return absl::OkStatus();
  }
  if (auto *CA = llvm::dyn_cast<llvm::ConstantArray>(C)) {
    uint64_t Stride = DL->getTypeAllocSize(CA->getType()->getElementType());
    for (unsigned K = 0; K != CA->getNumOperands(); ++K)
      if (absl::Status S =
              layOut(CA->getOperand(K), Offset + K * Stride, G, Where);
          !S.ok())
        return S;
    return absl::OkStatus();
  }
  if (C->getType()->isPointerTy())
    return layOutAddress(C, Offset, G, Where);
  return unsupported(Where, "the constant '" + spelling(C->getType()) +
                                "' in the initializer of '@" +
                                G.getName().str() + "'");
}

absl::StatusOr<Value *> Translator::materializeAddress(const llvm::Constant *C,
                                                       SourceLoc Where) {
  if (Value *Known = AddressOf.lookup(C))
    return Known;
  llvm::APInt Offset(64, 0);
  const llvm::Value *Base = C->stripAndAccumulateConstantOffsets(
      *DL, Offset, /*AllowNonInbounds=*/true);
  IRBuilder B(Anchor);
  B.setLoc(Where);
  Instruction *Address = nullptr;
  if (auto *LG = llvm::dyn_cast<llvm::GlobalVariable>(Base))
    Address = B.createAddress(Globals.lookup(LG));
  else if (auto *LF = llvm::dyn_cast<llvm::Function>(Base);
           LF && Functions.count(LF))
    Address = B.createAddress(Functions.lookup(LF));
  else
    return unsupported(Where, "the constant expression '" +
                                  C->getNameOrAsOperand() + "'");
  Value *Result = Address;
  if (!Offset.isZero())
    Result = B.createPtrAdd(Address, F->getConstant(Offset.getSExtValue()));
  AddressOf[C] = Result;
  return Result;
}
