//===- Calls.cpp - Calls and the intrinsics clang emits -------------------===//
//
// A direct call of a function of the module, defined or declared (the C
// library's, run by mopt's runtime), is a `call`; extra arguments go to a
// variadic callee. The intrinsics clang emits at -O0 become what they
// compute: memcpy, memmove and memset calls of the C library's functions,
// fmuladd a multiply and an add (LLVM lets it round once or twice), fabs a
// call of fabs, abs and the min/max family a comparison and a select.
// Lifetime markers and debug info are dropped, as is stacksave/restore
// (mopt's stack slots live until their function returns, which only keeps
// a variable-length array longer). Indirect calls and byval arguments are
// refused.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "mopt/IR/Instructions.h"

#include "llvm/IR/IntrinsicInst.h"

using namespace mopt;
using namespace mopt::llvmread;

Function *Translator::runtimeFunction(llvm::StringRef Name,
                                      llvm::ArrayRef<const Type *> Params,
                                      const Type *Return) {
  if (Function *Known = M.lookupFunction(Name))
    return Known;
  Function *D = M.createFunction(Name);
  D->setDeclaration(true);
  for (size_t K = 0; K != Params.size(); ++K)
    D->addParameter("arg" + std::to_string(K), Params[K]);
  D->setReturnType(Return);
  return D;
}

/// The comparison and choice for smax, smin, umax, umin and abs.
static bool minMaxOpcode(llvm::Intrinsic::ID ID, Opcode &Op) {
  switch (ID) {
  case llvm::Intrinsic::smax:
    Op = Opcode::Gt;
    return true;
  case llvm::Intrinsic::smin:
    Op = Opcode::Lt;
    return true;
  case llvm::Intrinsic::umax:
    Op = Opcode::UGt;
    return true;
  case llvm::Intrinsic::umin:
    Op = Opcode::ULt;
    return true;
  default:
    return false;
  }
}

absl::Status Translator::translateIntrinsic(const llvm::CallInst &I,
                                            IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  llvm::Intrinsic::ID ID = I.getCalledFunction()->getIntrinsicID();
  if (ID == llvm::Intrinsic::lifetime_start ||
      ID == llvm::Intrinsic::lifetime_end ||
      ID == llvm::Intrinsic::stackrestore ||
      llvm::isa<llvm::DbgInfoIntrinsic>(I))
    return absl::OkStatus();
  if (ID == llvm::Intrinsic::stacksave) {
    map(I, F->getConstant(Type::getOpaquePointer(), 0));
    return absl::OkStatus();
  }
  std::vector<Value *> Ops;
  for (const llvm::Use &A : I.args()) {
    if (A->getType()->isMetadataTy())
      continue;
    auto V = valueOf(A.get(), Where);
    if (!V.ok())
      return V.status();
    Ops.push_back(*V);
  }
  const Type *Ptr = Type::getOpaquePointer(), *Int = Type::getInt();
  switch (ID) {
  case llvm::Intrinsic::memcpy:
  case llvm::Intrinsic::memmove: {
    const char *Name = ID == llvm::Intrinsic::memcpy ? "memcpy" : "memmove";
    B.createCall(runtimeFunction(Name, {Ptr, Ptr, Int}, Ptr),
                 {Ops[0], Ops[1], asInt(Ops[2], B)});
    return absl::OkStatus();
  }
  case llvm::Intrinsic::memset: {
    Value *Byte = B.createConversion(Opcode::ZExt, Ops[1], Type::getI32());
    B.createCall(runtimeFunction("memset", {Ptr, Type::getI32(), Int}, Ptr),
                 {Ops[0], Byte, asInt(Ops[2], B)});
    return absl::OkStatus();
  }
  // A variadic function's list: calls of declarations of the same names,
  // which the LLVM writer gives back as the intrinsics.
  case llvm::Intrinsic::vastart:
  case llvm::Intrinsic::vaend:
  case llvm::Intrinsic::vacopy: {
    std::vector<const Type *> Params(Ops.size(), Ptr);
    B.createCall(runtimeFunction(I.getCalledFunction()->getName(), Params,
                                 Type::getVoid()),
                 Ops);
    return absl::OkStatus();
  }
  case llvm::Intrinsic::fmuladd:
    if (I.getType()->isVectorTy())
      break;
    map(I, B.createBinary(Opcode::FAdd,
                          B.createBinary(Opcode::FMul, Ops[0], Ops[1]), Ops[2],
                          I.getName()));
    return absl::OkStatus();
  case llvm::Intrinsic::fabs:
  case llvm::Intrinsic::floor:
  case llvm::Intrinsic::ceil:
  case llvm::Intrinsic::sqrt:
  case llvm::Intrinsic::sin:
  case llvm::Intrinsic::cos:
  case llvm::Intrinsic::exp:
  case llvm::Intrinsic::log:
  case llvm::Intrinsic::log10:
  case llvm::Intrinsic::pow: {
    // The C library's double function of the intrinsic's base name;
    // a float goes through it widened.
    if (!I.getType()->isDoubleTy() && !I.getType()->isFloatTy())
      break;
    const Type *Float = Type::getFloat();
    bool Single = I.getType()->isFloatTy();
    for (Value *&X : Ops)
      if (Single)
        X = B.createConversion(Opcode::FPExt, X, Float);
    llvm::StringRef Name = llvm::Intrinsic::getBaseName(ID).drop_front(5);
    std::vector<const Type *> Params(Ops.size(), Float);
    Value *R = B.createCall(runtimeFunction(Name, Params, Float), Ops);
    if (Single)
      R = B.createConversion(Opcode::FPTrunc, R, Type::getF32());
    map(I, R);
    return absl::OkStatus();
  }
  case llvm::Intrinsic::abs: {
    Value *Negated = B.createUnary(Opcode::Neg, Ops[0]);
    Value *Negative = B.createCompare(
        Opcode::Lt, Ops[0], F->getZero(Ops[0]->getType()), Type::getBool());
    map(I, B.createSelect(Negative, Negated, Ops[0], I.getName()));
    return absl::OkStatus();
  }
  default:
    if (Opcode Op; minMaxOpcode(ID, Op)) {
      Value *First = B.createCompare(Op, Ops[0], Ops[1], Type::getBool());
      map(I, B.createSelect(First, Ops[0], Ops[1], I.getName()));
      return absl::OkStatus();
    }
  }
  return unsupported(Where, "the intrinsic '@" +
                                I.getCalledFunction()->getName().str() + "'");
}

/// The arguments of call I, as mopt's values. A `byval` argument (C's
/// struct passed by value) is a pointer to a copy of the callee's own: the
/// caller copies the bytes into a slot of its frame, one per call site,
/// made at the top of the function as clang's temporaries are, and passes
/// that.
absl::StatusOr<std::vector<Value *>>
Translator::argumentsOf(const llvm::CallInst &I, SourceLoc Where,
                        IRBuilder &B) {
  std::vector<Value *> Args;
  for (unsigned K = 0; K != I.arg_size(); ++K) {
    auto V = valueOf(I.getArgOperand(K), Where);
    if (!V.ok())
      return V.status();
    Args.push_back(*V);
    if (!I.isByValArgument(K))
      continue;
    const Type *Ptr = Type::getOpaquePointer(), *Int = Type::getInt();
    Value *Size =
        F->getConstant(int64_t(DL->getTypeAllocSize(I.getParamByValType(K))));
    IRBuilder AtTop(Anchor);
    AtTop.setLoc(Where);
    auto *Copy = AtTop.createUnary(Opcode::AllocaBytes, Size);
    Copy->setType(Ptr);
    B.createCall(runtimeFunction("memcpy", {Ptr, Ptr, Int}, Ptr),
                 {Copy, *V, Size});
    Args.back() = Copy;
  }
  return Args;
}

/// A call through a pointer: `call.indirect`, typed by the call's function
/// type, whose callee the run checks.
absl::Status Translator::translateIndirectCall(const llvm::CallInst &I,
                                               IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (I.getFunctionType()->isVarArg())
    return unsupported(Where, "an indirect call of a variadic function");
  auto Result = typeOf(I.getType(), Where);
  if (!Result.ok())
    return Result.status();
  auto Callee = valueOf(I.getCalledOperand(), Where);
  if (!Callee.ok())
    return Callee.status();
  auto Args = argumentsOf(I, Where, B);
  if (!Args.ok())
    return Args.status();
  map(I, B.createCallIndirect(*Callee, *Args, *Result, I.getName()));
  return absl::OkStatus();
}

absl::Status Translator::translateCall(const llvm::CallInst &I, IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  const llvm::Function *Callee = I.getCalledFunction();
  if (I.isInlineAsm())
    return unsupported(Where, "inline assembly");
  if (!Callee)
    return translateIndirectCall(I, B);
  if (Callee->isIntrinsic())
    return translateIntrinsic(I, B);
  Function *Target = Functions.lookup(Callee);
  if (!Target || I.getFunctionType() != Callee->getFunctionType())
    return unsupported(Where, "a call of '@" + Callee->getName().str() +
                                  "' with another signature than its own");
  auto Args = argumentsOf(I, Where, B);
  if (!Args.ok())
    return Args.status();
  map(I, B.createCall(Target, *Args, I.getName()));
  return absl::OkStatus();
}
