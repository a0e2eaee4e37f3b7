//===- FunctionBuilder.cpp - A mopt function as an LLVM function ----------===//
//
// One FunctionBuilder per defined function. It makes every block first, in
// layout order, with its phis; then it fills the blocks in layout order,
// a use of a value not built yet taking a placeholder that the value
// replaces when it is built; the phis' entries come last. Each variable is
// an alloca at the top of the entry block, each read a load and each write
// a store; SSA values and phis stay values and phis, and a copy is a
// bitcast to its own type. A function in flat form (what -O1 and -O2 leave) is
// written as `lower` would make it: a block without a terminator branches
// to the next (or returns zero at the end), code after a terminator is
// dropped, and an entry block that is jumped to gets an entry before it.
//
//===----------------------------------------------------------------------===//

#include "ModuleBuilder.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"

using namespace mopt;
using namespace mopt::llvmwrite;

//===----------------------------------------------------------------------===//
// Blocks, slots and phis
//===----------------------------------------------------------------------===//

/// Labels are named first, so they keep their spelling where LLVM's one
/// namespace per function would make them clash; then unnamed blocks, then
/// arguments (`arg.NAME`: NAME is the parameter's variable or SSA value).
void FunctionBuilder::createBlocks() {
  // The entry of an LLVM function cannot be a branch target.
  if (countPredecessors(&F.getEntryBlock()))
    SlotBlock = llvm::BasicBlock::Create(MB.getContext(), "", &LF);
  for (BasicBlock &BB : F)
    Blocks[&BB] = llvm::BasicBlock::Create(MB.getContext(), "", &LF);
  for (BasicBlock &BB : F)
    if (BB.hasName())
      Blocks[&BB]->setName(BB.getName());
  if (SlotBlock)
    SlotBlock->setName("entry");
  for (BasicBlock &BB : F)
    if (!BB.hasName())
      Blocks[&BB]->setName(&BB == &F.getEntryBlock() ? "entry" : "bb");
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K) {
    LF.getArg(K)->setName("arg." + F.getArg(K)->getName());
    Values[F.getArg(K)] = LF.getArg(K);
  }
}

/// Each variable that is read or written: an alloca named after it,
/// holding its parameter's argument or the zero of its type.
void FunctionBuilder::createSlots() {
  llvm::DenseSet<const Variable *> Written;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.getDestVariable())
        Written.insert(I.getDestVariable());
  if (!SlotBlock)
    SlotBlock = Blocks.lookup(&F.getEntryBlock());
  B.SetInsertPoint(SlotBlock);
  std::vector<std::pair<Variable *, llvm::AllocaInst *>> Slots;
  for (unsigned K = 0, E = F.getNumVariables(); K != E; ++K) {
    Variable *V = F.getVariable(K);
    if (V->use_empty() && !Written.count(V))
      continue;
    llvm::AllocaInst *Slot =
        B.CreateAlloca(MB.typeOf(V->getType()), nullptr, V->getName());
    Values[V] = Slot;
    Slots.emplace_back(V, Slot);
  }
  for (auto [V, Slot] : Slots) {
    Argument *Arg = V->getParamArgument();
    B.CreateStore(Arg ? Values.lookup(Arg) : MB.constantOf(V->getType(), 0),
                  Slot);
  }
  if (SlotBlock != Blocks.lookup(&F.getEntryBlock()))
    B.CreateBr(Blocks.lookup(&F.getEntryBlock()));
}

void FunctionBuilder::createPhis() {
  for (BasicBlock &BB : F) {
    B.SetInsertPoint(Blocks.lookup(&BB));
    for (PhiInst &Phi : BB.phis())
      Values[&Phi] = B.CreatePHI(MB.typeOf(Phi.getType()), Phi.getNumIncoming(),
                                 Phi.getName());
  }
}

/// One entry per edge, as LLVM wants: both edges of `br c, L, L` take the
/// value of the first entry for that block (the builder refused a phi whose
/// two entries differ).
void FunctionBuilder::fillPhis() {
  for (BasicBlock &BB : F)
    for (PhiInst &Phi : BB.phis()) {
      auto *LPhi = llvm::cast<llvm::PHINode>(Values.lookup(&Phi));
      for (unsigned K = 0, E = Phi.getNumIncoming(); K != E; ++K) {
        BasicBlock *From = Phi.getIncomingBlock(K);
        Value *In = Phi.getIncomingValue(Phi.getBlockIndex(From));
        llvm::Value *V = llvm::isa<Variable>(In)
                             ? PhiInputs.lookup({&Phi, From})
                             : operand(In);
        LPhi->addIncoming(V, Blocks.lookup(From));
      }
    }
}

/// Loads, at the end of BB, every variable that a phi of a successor (of
/// Succs) reads on the edges from BB.
void FunctionBuilder::loadPhiInputs(BasicBlock &BB,
                                    llvm::ArrayRef<BasicBlock *> Succs) {
  for (BasicBlock *Succ : Succs)
    for (PhiInst &Phi : Succ->phis()) {
      int K = Phi.getBlockIndex(&BB);
      if (K < 0 || PhiInputs.count({&Phi, &BB}))
        continue;
      Value *In = Phi.getIncomingValue(K);
      if (llvm::isa<Variable>(In))
        PhiInputs[{&Phi, &BB}] = operand(In);
    }
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

/// An SSA value not built yet (its block comes later in the layout) is a
/// placeholder until it is.
llvm::Value *FunctionBuilder::operand(Value *V) {
  if (auto *C = llvm::dyn_cast<Constant>(V))
    return MB.constantOf(C->getType(), C->getValue());
  if (llvm::Value *Built = Values.lookup(V))
    return llvm::isa<Variable>(V) ? B.CreateLoad(MB.typeOf(V->getType()), Built)
                                  : Built;
  llvm::Instruction *&Placeholder = Placeholders[V];
  if (!Placeholder)
    Placeholder =
        new llvm::FreezeInst(llvm::PoisonValue::get(MB.typeOf(V->getType())));
  return Placeholder;
}

void FunctionBuilder::define(Instruction &I, llvm::Value *V) {
  if (Variable *Dest = I.getDestVariable()) {
    B.CreateStore(V, Values.lookup(Dest));
    return;
  }
  if (I.hasSSAResult() && llvm::isa<llvm::Instruction>(V) && !V->hasName())
    V->setName(I.getName());
  Values[&I] = V;
  if (llvm::Instruction *Placeholder = Placeholders.lookup(&I)) {
    Placeholder->replaceAllUsesWith(V);
    Placeholder->deleteValue();
    Placeholders.erase(&I);
  }
}

/// A value still a placeholder is defined only in code that never runs
/// (after a terminator in flat form): poison stands for it.
void FunctionBuilder::dropPlaceholders() {
  for (auto &[V, Placeholder] : Placeholders) {
    Placeholder->replaceAllUsesWith(
        llvm::PoisonValue::get(Placeholder->getType()));
    Placeholder->deleteValue();
  }
  Placeholders.clear();
}

llvm::Value *FunctionBuilder::callHelper(llvm::StringRef Name,
                                         llvm::Type *Result,
                                         llvm::ArrayRef<llvm::Value *> Args) {
  llvm::SmallVector<llvm::Type *, 2> Params;
  for (llvm::Value *A : Args)
    Params.push_back(A->getType());
  return B.CreateCall(
      MB.runtime(Name, llvm::FunctionType::get(Result, Params, false)), Args);
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

/// The casts that are LLVM's instruction of the same name.
static std::optional<llvm::Instruction::CastOps> castOf(Opcode Op) {
  switch (Op) {
  case Opcode::SExt:
    return llvm::Instruction::SExt;
  case Opcode::ZExt:
  case Opcode::Char2Int:
    return llvm::Instruction::ZExt;
  case Opcode::Trunc:
    return llvm::Instruction::Trunc;
  case Opcode::FPToSI:
    return llvm::Instruction::FPToSI;
  case Opcode::FPToUI:
    return llvm::Instruction::FPToUI;
  case Opcode::SIToFP:
    return llvm::Instruction::SIToFP;
  case Opcode::UIToFP:
    return llvm::Instruction::UIToFP;
  case Opcode::FPExt:
    return llvm::Instruction::FPExt;
  case Opcode::FPTrunc:
    return llvm::Instruction::FPTrunc;
  case Opcode::PtrToInt:
    return llvm::Instruction::PtrToInt;
  case Opcode::IntToPtr:
    return llvm::Instruction::IntToPtr;
  case Opcode::Float2Bits:
  case Opcode::Bits2Float:
    return llvm::Instruction::BitCast;
  default:
    return std::nullopt;
  }
}

void FunctionBuilder::buildUnary(UnaryInst &I) {
  llvm::Value *A = operand(I.getOperand(0));
  llvm::Type *Ty = MB.typeOf(I.getType());
  if (std::optional<llvm::Instruction::CastOps> Cast = castOf(I.getOpcode())) {
    define(I, B.CreateCast(*Cast, A, Ty));
    return;
  }
  switch (I.getOpcode()) {
  case Opcode::Neg:
    define(I, B.CreateSub(llvm::ConstantInt::get(Ty, 0), A));
    return;
  case Opcode::FNeg:
    define(I, B.CreateFNeg(A));
    return;
  case Opcode::Not:
    define(I, I.getType()->isBool()
                  ? B.CreateNot(A)
                  : B.CreateZExt(
                        B.CreateICmpEQ(A, llvm::ConstantInt::get(Ty, 0)), Ty));
    return;
  case Opcode::Int2Char:
    define(I, callHelper("mopt.int2char", Ty, {A}));
    return;
  case Opcode::Alloc:
  case Opcode::Load:
  case Opcode::LoadVolatile:
  case Opcode::Free:
  case Opcode::AllocaBytes:
    buildMemoryUnary(I, A);
    return;
  default: // const, copy, param
    // An SSA copy stays an instruction, LLVM's bitcast to the same type, so
    // that LLVM sees the program mopt holds (mem2reg does not look through
    // a copied slot address, as mopt's ssa does not).
    define(I, I.getDestVariable() ? A
                                  : B.Insert(llvm::CastInst::Create(
                                        llvm::Instruction::BitCast, A, Ty)));
    return;
  }
}

/// alloc (malloc of the elements' bytes), load, free and alloca.bytes.
void FunctionBuilder::buildMemoryUnary(UnaryInst &I, llvm::Value *A) {
  llvm::Type *Ptr = B.getPtrTy();
  switch (I.getOpcode()) {
  case Opcode::Alloc: {
    llvm::Value *Bytes =
        B.CreateMul(A, B.getInt64(I.getType()->getPointee()->getStoreSize()));
    define(I, B.CreateCall(MB.runtime("malloc", llvm::FunctionType::get(
                                                    Ptr, {i64()}, false)),
                           {Bytes}));
    return;
  }
  case Opcode::Load:
  case Opcode::LoadVolatile:
    define(I, B.CreateLoad(MB.typeOf(I.getType()), A,
                           I.getOpcode() == Opcode::LoadVolatile));
    return;
  case Opcode::AllocaBytes: {
    llvm::AllocaInst *Slot = B.CreateAlloca(B.getInt8Ty(), A);
    Slot->setAlignment(llvm::Align(16));
    define(I, Slot);
    return;
  }
  default: // free
    B.CreateCall(MB.runtime("free", llvm::FunctionType::get(B.getVoidTy(),
                                                            {Ptr}, false)),
                 {A});
    return;
  }
}

namespace {
/// A binary opcode that is one LLVM instruction or comparison.
struct LLVMBinary {
  Opcode Op;
  llvm::Instruction::BinaryOps Instruction;
  llvm::CmpInst::Predicate Predicate; // BAD_ICMP_PREDICATE if none
};
} // namespace

/// Chars compare as i32 code points, which are never negative; floats by
/// C's rules (fne, C's !=, is true when either is NaN).
static const LLVMBinary LLVMBinaries[] = {
#define ARITH(Op, I)                                                           \
  { Opcode::Op, llvm::Instruction::I, llvm::CmpInst::BAD_ICMP_PREDICATE }
#define CMP(Op, P)                                                             \
  { Opcode::Op, llvm::Instruction::BinaryOpsEnd, llvm::CmpInst::P }
    ARITH(Add, Add),     ARITH(Sub, Sub),     ARITH(Mul, Mul),
    ARITH(And, And),     ARITH(Or, Or),       ARITH(Xor, Xor),
    ARITH(Shl, Shl),     ARITH(Shr, AShr),    ARITH(LShr, LShr),
    ARITH(FAdd, FAdd),   ARITH(FSub, FSub),   ARITH(FMul, FMul),
    ARITH(FDiv, FDiv),   ARITH(FRem, FRem),   CMP(Lt, ICMP_SLT),
    CMP(Le, ICMP_SLE),   CMP(Gt, ICMP_SGT),   CMP(Ge, ICMP_SGE),
    CMP(Eq, ICMP_EQ),    CMP(Ne, ICMP_NE),    CMP(ULt, ICMP_ULT),
    CMP(ULe, ICMP_ULE),  CMP(UGt, ICMP_UGT),  CMP(UGe, ICMP_UGE),
    CMP(CEq, ICMP_EQ),   CMP(CLt, ICMP_SLT),  CMP(CLe, ICMP_SLE),
    CMP(CGt, ICMP_SGT),  CMP(CGe, ICMP_SGE),  CMP(FEq, FCMP_OEQ),
    CMP(FLt, FCMP_OLT),  CMP(FLe, FCMP_OLE),  CMP(FGt, FCMP_OGT),
    CMP(FGe, FCMP_OGE),  CMP(FNe, FCMP_UNE),  CMP(FOne, FCMP_ONE),
    CMP(FOrd, FCMP_ORD), CMP(FUno, FCMP_UNO), CMP(FUeq, FCMP_UEQ),
    CMP(FUlt, FCMP_ULT), CMP(FUle, FCMP_ULE), CMP(FUgt, FCMP_UGT),
    CMP(FUge, FCMP_UGE),
#undef ARITH
#undef CMP
};

static const LLVMBinary &llvmBinaryOf(Opcode Op) {
  for (const LLVMBinary &Row : LLVMBinaries)
    if (Row.Op == Op)
      return Row;
  llvm_unreachable("not a binary instruction");
}

void FunctionBuilder::buildBinary(BinaryInst &I) {
  llvm::Value *A = operand(I.getLHS());
  llvm::Value *C = operand(I.getRHS());
  Opcode Op = I.getOpcode();
  if (Op == Opcode::Div || Op == Opcode::Rem || Op == Opcode::UDiv ||
      Op == Opcode::URem) {
    buildDivision(I, A, C);
    return;
  }
  if (Op == Opcode::Store || Op == Opcode::StoreVolatile) {
    B.CreateStore(C, A, Op == Opcode::StoreVolatile);
    return;
  }
  if (Op == Opcode::PtrAdd) {
    // A typed pointer steps by its elements, an opaque one by bytes.
    const Type *Element = I.getLHS()->getType()->getPointee();
    define(I, B.CreateGEP(Element ? MB.typeOf(Element) : B.getInt8Ty(), A, C));
    return;
  }
  const LLVMBinary &Row = llvmBinaryOf(Op);
  if (Row.Predicate != llvm::CmpInst::BAD_ICMP_PREDICATE) {
    // A comparison into an int is its i1 widened.
    llvm::Value *Compare = B.CreateCmp(Row.Predicate, A, C);
    define(I, I.getType()->isBool()
                  ? Compare
                  : B.CreateZExt(Compare, MB.typeOf(I.getType())));
    return;
  }
  // Shift amounts are taken modulo the width, as the interpreter does.
  if (Op == Opcode::Shl || Op == Opcode::Shr || Op == Opcode::LShr)
    C = B.CreateAnd(C, I.getType()->getBits() - 1);
  define(I, B.CreateBinOp(Row.Instruction, A, C));
}

/// div, rem, udiv and urem by the helpers that fail as the interpreter does
/// on a zero divisor; a narrower integer goes through them widened (by sign
/// for div and rem, by zeros for udiv and urem) and wraps back.
void FunctionBuilder::buildDivision(BinaryInst &I, llvm::Value *A,
                                    llvm::Value *Divisor) {
  static const std::pair<Opcode, llvm::StringLiteral> Helpers[] = {
      {Opcode::Div, "mopt.div"},
      {Opcode::Rem, "mopt.rem"},
      {Opcode::UDiv, "mopt.udiv"},
      {Opcode::URem, "mopt.urem"}};
  llvm::StringRef Helper;
  for (auto [Op, Name] : Helpers)
    if (Op == I.getOpcode())
      Helper = Name;
  bool Signed = I.getOpcode() == Opcode::Div || I.getOpcode() == Opcode::Rem;
  llvm::Type *Ty = MB.typeOf(I.getType());
  llvm::Value *Wide = callHelper(Helper, i64(),
                                 {B.CreateIntCast(A, i64(), Signed),
                                  B.CreateIntCast(Divisor, i64(), Signed)});
  define(I, B.CreateTrunc(Wide, Ty));
}

void FunctionBuilder::buildCall(CallInst &I) {
  llvm::SmallVector<llvm::Value *, 8> Args;
  for (Use &U : I.operands())
    Args.push_back(operand(U.get()));
  llvm::Function *Callee = MB.functionOf(I.getCallee());
  llvm::CallInst *Call = B.CreateCall(Callee, Args);
  if (!I.getType()->isVoid())
    define(I, Call);
}

/// The call's function type is its arguments' and result's types.
void FunctionBuilder::buildCallIndirect(CallIndirectInst &I) {
  llvm::Value *Callee = operand(I.getCalledValue());
  llvm::SmallVector<llvm::Value *, 8> Args;
  llvm::SmallVector<llvm::Type *, 8> Params;
  for (unsigned K = 0; K != I.getNumArgs(); ++K) {
    Args.push_back(operand(I.getArg(K)));
    Params.push_back(Args.back()->getType());
  }
  auto *T = llvm::FunctionType::get(MB.typeOf(I.getType()), Params, false);
  llvm::CallInst *Call = B.CreateCall(T, Callee, Args);
  if (!I.getType()->isVoid())
    define(I, Call);
}

/// Ints and bools share one printf per run of them; a float or a char is
/// printed by its helper, after what came before.
void FunctionBuilder::buildPrint(PrintInst &I) {
  std::string Format;
  llvm::SmallVector<llvm::Value *, 8> Args;
  llvm::FunctionCallee Printf = MB.runtime(
      "printf", llvm::FunctionType::get(B.getInt32Ty(), {B.getPtrTy()}, true));
  auto Flush = [&] {
    if (Format.empty())
      return;
    Args.insert(Args.begin(), MB.string(Format));
    B.CreateCall(Printf, Args);
    Format.clear();
    Args.clear();
  };
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    Value *Op = I.getOperand(K);
    llvm::Value *V = operand(Op);
    Format += K ? " " : "";
    const Type *T = Op->getType();
    if (T->isBool()) {
      Format += "%s";
      llvm::Constant *True = MB.string("true");
      llvm::Constant *False = MB.string("false");
      Args.push_back(B.CreateSelect(V, True, False));
    } else if (T->isFloatingPoint() || T->isChar()) {
      Flush();
      if (T->isChar())
        callHelper("mopt.print.char", B.getVoidTy(), {V});
      else
        callHelper("mopt.print.float", B.getVoidTy(),
                   {B.CreateFPExt(V, B.getDoubleTy())});
    } else { // an integer: the builder refused printing pointers
      Format += "%lld";
      Args.push_back(B.CreateSExt(V, i64()));
    }
  }
  Format += "\n";
  Flush();
}

/// What the interpreter does on reaching it: the error, exit status 1.
void FunctionBuilder::buildUnreachable() {
  callHelper("mopt.fail", B.getVoidTy(),
             {MB.string("error: reached 'unreachable'")});
  B.CreateUnreachable();
}

/// `ret` without a value returns the zero of a non-void return type.
void FunctionBuilder::buildReturn(Value *V) {
  const Type *T = F.getReturnType();
  if (T->isVoid())
    B.CreateRetVoid();
  else
    B.CreateRet(V ? operand(V) : MB.constantOf(T, 0));
}

void FunctionBuilder::buildTerminator(Instruction &I) {
  BasicBlock &BB = *I.getParent();
  if (auto *Ret = llvm::dyn_cast<ReturnInst>(&I)) {
    buildReturn(Ret->getReturnValue());
    return;
  }
  if (I.getOpcode() == Opcode::Unreachable) {
    buildUnreachable();
    return;
  }
  if (auto *Jmp = llvm::dyn_cast<JumpInst>(&I)) {
    loadPhiInputs(BB, Jmp->getTarget());
    B.CreateBr(Blocks.lookup(Jmp->getTarget()));
    return;
  }
  auto &Br = llvm::cast<BranchInst>(I);
  llvm::Value *Taken = operand(Br.getCondition());
  if (!Br.getCondition()->getType()->isBool())
    Taken = B.CreateICmpNE(Taken, llvm::ConstantInt::get(Taken->getType(), 0));
  loadPhiInputs(BB, {Br.getTrueTarget(), Br.getFalseTarget()});
  B.CreateCondBr(Taken, Blocks.lookup(Br.getTrueTarget()),
                 Blocks.lookup(Br.getFalseTarget()));
}

void FunctionBuilder::buildInstruction(Instruction &I) {
  if (auto *U = llvm::dyn_cast<UnaryInst>(&I))
    buildUnary(*U);
  else if (auto *Bin = llvm::dyn_cast<BinaryInst>(&I))
    buildBinary(*Bin);
  else if (auto *Call = llvm::dyn_cast<CallInst>(&I))
    buildCall(*Call);
  else if (auto *Indirect = llvm::dyn_cast<CallIndirectInst>(&I))
    buildCallIndirect(*Indirect);
  else if (auto *Print = llvm::dyn_cast<PrintInst>(&I))
    buildPrint(*Print);
  else if (auto *S = llvm::dyn_cast<SelectInst>(&I))
    define(I, B.CreateSelect(operand(S->getCondition()),
                             operand(S->getTrueValue()),
                             operand(S->getFalseValue())));
  else if (auto *Addr = llvm::dyn_cast<AddressInst>(&I))
    define(I, Addr->getGlobal()
                  ? static_cast<llvm::Value *>(MB.globalOf(Addr->getGlobal()))
                  : MB.functionOf(Addr->getTargetFunction()));
  else if (I.getOpcode() == Opcode::Alloca)
    define(I, B.CreateAlloca(MB.typeOf(I.getType()->getPointee())));
  else if (I.isTerminator())
    buildTerminator(I);
  // nop builds nothing; phis were made first.
}

/// BB up to its first terminator; without one (flat form), it falls
/// through to Next, or returns at the end of the function.
void FunctionBuilder::buildBlock(BasicBlock &BB, BasicBlock *Next) {
  B.SetInsertPoint(Blocks.lookup(&BB));
  for (Instruction &I : BB) {
    if (llvm::isa<PhiInst>(I))
      continue;
    buildInstruction(I);
    if (I.isTerminator())
      return;
  }
  if (!Next) {
    buildReturn(nullptr);
    return;
  }
  loadPhiInputs(BB, Next);
  B.CreateBr(Blocks.lookup(Next));
}

void FunctionBuilder::build() {
  createBlocks();
  createSlots();
  createPhis();
  for (auto It = F.begin(), E = F.end(); It != E;) {
    BasicBlock &BB = *It++;
    buildBlock(BB, It == E ? nullptr : &*It);
  }
  fillPhis();
  dropPlaceholders();
}
