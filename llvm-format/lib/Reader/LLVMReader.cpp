//===- LLVMReader.cpp - LLVM IR in, through LLVM's own reader -------------===//
//
// Reads LLVM IR, text or bitcode, with LLVM 22's parser (IRReader: the
// AsmParser for text, keeping where each function, block and instruction
// is in an AsmParserContext; the BitReader for bitcode), then translates
// the LLVM module into mopt's IR in SSA form: a function a function, its
// blocks in LLVM's layout, each block's instructions visited in reverse
// post-order so that every value is translated before it is used; phis
// get their entries once every block is done.
//
// What mopt's IR holds today is translated; anything else is one error
// naming the construct at its place in the text, never a silent change of
// meaning (docs/LLVMIR.md lists both). Debug info, metadata, attributes,
// alignment and the nsw/nuw/exact flags are dropped: none changes what a
// program mopt holds computes. Calls to llvm.lifetime.* and llvm.dbg.* go
// too, for the same reason.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "mopt/IR/CFGUpdate.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/NameUniquer.h"
#include "mopt/Support/Diagnostic.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/bit.h"
#include "llvm/AsmParser/AsmParserContext.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mopt;

using namespace mopt::llvmread;

/// The spelling of T in messages: `i32`, `x86_fp80`, `<4 x float>`.
std::string llvmread::spelling(const llvm::Type *T) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  T->print(OS);
  return Text;
}

absl::StatusOr<const Type *> Translator::typeOf(llvm::Type *T,
                                                SourceLoc Where) {
  if (T->isIntegerTy())
    if (const Type *Int = Type::getIntegerOfBits(T->getIntegerBitWidth()))
      return Int;
  if (T->isDoubleTy())
    return Type::getFloat();
  if (T->isFloatTy())
    return Type::getF32();
  if (T->isVoidTy())
    return Type::getVoid();
  if (T->isPointerTy() && T->getPointerAddressSpace() == 0)
    return Type::getOpaquePointer();
  if (T->isVectorTy())
    return unsupported(Where, "vector type '" + spelling(T) + "'");
  return unsupported(Where, "type '" + spelling(T) + "'");
}

absl::StatusOr<Value *> Translator::valueOf(const llvm::Value *V,
                                            SourceLoc Where) {
  if (auto It = Values.find(V); It != Values.end())
    return It->second;
  if (auto *C = llvm::dyn_cast<llvm::ConstantInt>(V))
    if (const Type *T = Type::getIntegerOfBits(C->getBitWidth()))
      return F->getConstant(T, T->isBool() ? C->isOne() : C->getSExtValue());
  if (auto *C = llvm::dyn_cast<llvm::ConstantFP>(V);
      C && (C->getType()->isDoubleTy() || C->getType()->isFloatTy()))
    return F->getConstant(
        C->getType()->isDoubleTy() ? Type::getFloat() : Type::getF32(),
        llvm::bit_cast<int64_t>(C->getValueAPF().convertToDouble()));
  if (llvm::isa<llvm::ConstantPointerNull>(V))
    return F->getConstant(Type::getOpaquePointer(), 0);
  // undef and poison may be any value: zero is one.
  if (llvm::isa<llvm::UndefValue>(V)) {
    auto T = typeOf(V->getType(), Where);
    if (!T.ok())
      return T.status();
    return F->getZero(*T);
  }
  if (auto *C = llvm::dyn_cast<llvm::Constant>(V);
      C && C->getType()->isPointerTy())
    return materializeAddress(C, Where);
  if (llvm::isa<llvm::Constant>(V))
    return unsupported(Where, "the constant '" + spelling(V->getType()) + " " +
                                  V->getNameOrAsOperand() + "'");
  return makeError(M.getSources(), Where,
                   "uses '" + V->getNameOrAsOperand() +
                       "' before the blocks that dominate this one define "
                       "it");
}

absl::StatusOr<std::pair<Value *, Value *>>
Translator::operandsOf(const llvm::Instruction &I, SourceLoc Where) {
  auto L = valueOf(I.getOperand(0), Where);
  if (!L.ok())
    return L.status();
  auto R = valueOf(I.getOperand(1), Where);
  if (!R.ok())
    return R.status();
  return std::make_pair(*L, *R);
}

absl::Status Translator::translate(const llvm::Module &LM) {
  DL = &LM.getDataLayout();
  for (const llvm::Function &LF : LM)
    if (!LF.isIntrinsic())
      if (absl::Status S = declare(LF); !S.ok())
        return S;
  for (const llvm::GlobalVariable &LG : LM.globals())
    if (absl::Status S = createGlobal(LG); !S.ok())
      return S;
  for (const llvm::GlobalVariable &LG : LM.globals())
    if (LG.hasInitializer())
      if (absl::Status S = layOut(LG.getInitializer(), 0, *Globals.lookup(&LG),
                                  Places.ofGlobal(LG.getName()));
          !S.ok())
        return S;
  for (const llvm::Function &LF : LM)
    if (!LF.isDeclaration())
      if (absl::Status S = define(LF); !S.ok())
        return S;
  return absl::OkStatus();
}

absl::Status Translator::declare(const llvm::Function &LF) {
  SourceLoc Where =
      LF.isDeclaration() ? Places.ofGlobal(LF.getName()) : Places.of(LF);
  if (M.lookupFunction(LF.getName()))
    return makeError(M.getSources(), Where,
                     "two functions named '" + LF.getName().str() + "'");
  Function *NewF = M.createFunction(LF.getName(), Where);
  NewF->setDeclaration(LF.isDeclaration());
  NewF->setVarArg(LF.isVarArg());
  auto Return = typeOf(LF.getReturnType(), Where);
  if (!Return.ok())
    return Return.status();
  NewF->setReturnType(*Return);
  unsigned Unnamed = 0;
  for (const llvm::Argument &A : LF.args()) {
    auto T = typeOf(A.getType(), Where);
    if (!T.ok())
      return T.status();
    std::string Name =
        A.hasName() ? A.getName().str() : "arg" + std::to_string(Unnamed++);
    NewF->addParameter(Name, *T);
  }
  Functions[&LF] = NewF;
  return absl::OkStatus();
}

absl::Status Translator::define(const llvm::Function &LF) {
  F = Functions.lookup(&LF);
  Values.clear();
  Blocks.clear();
  for (const llvm::BasicBlock &LBB : LF) {
    auto *BB = new BasicBlock(LBB.getName(), Places.of(LBB));
    F->push_back(BB);
    Blocks[&LBB] = BB;
  }
  // Each argument is read once, at the top of the entry block, as the
  // other readers do in SSA form.
  IRBuilder Params(&F->getEntryBlock(), Places.of(LF));
  for (const llvm::Argument &A : LF.args())
    map(A, Params.createParam(F->getArg(A.getArgNo()),
                              F->getArg(A.getArgNo())->getName()));
  // Addresses of globals are made before it, once each.
  Anchor = Params.createNop();
  AddressOf.clear();
  SwitchEdges.clear();
  llvm::ReversePostOrderTraversal<const llvm::Function *> Order(&LF);
  llvm::DenseSet<const llvm::BasicBlock *> Reached;
  for (const llvm::BasicBlock *LBB : Order) {
    Reached.insert(LBB);
    if (absl::Status S = translateBlock(*LBB); !S.ok())
      return S;
  }
  for (const llvm::BasicBlock &LBB : LF)
    if (!Reached.count(&LBB))
      if (absl::Status S = translateBlock(LBB); !S.ok())
        return S;
  if (absl::Status S = fillPhis(LF); !S.ok())
    return S;
  // clang -O0 leaves blocks that no path reaches (a loop's increment after
  // a return in its body); CFG form has none, so they go, as lower drops
  // them, with their phi entries.
  removeUnreachableBlocks(*F);
  Anchor->eraseFromParent();
  Anchor = nullptr;
  // LLVM's unnamed values (%0, %1, ...) get names no other value has.
  NameUniquer Names(*F);
  for (BasicBlock &BB : *F)
    for (Instruction &I : BB)
      if (I.producesValue() && !I.hasName() &&
          !(llvm::isa<CallInst, CallIndirectInst>(I) && I.getType()->isVoid()))
        I.setName(Names.makeUnique("v"));
  F->setForm(IRForm::CFG);
  return absl::OkStatus();
}

absl::Status Translator::translateBlock(const llvm::BasicBlock &LBB) {
  IRBuilder B(Blocks.lookup(&LBB), Places.of(LBB));
  for (const llvm::Instruction &I : LBB) {
    B.setLoc(Places.of(I));
    if (absl::Status S = translateInstruction(I, B); !S.ok())
      return S;
  }
  return absl::OkStatus();
}

absl::Status Translator::translateInstruction(const llvm::Instruction &I,
                                              IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (auto *Bin = llvm::dyn_cast<llvm::BinaryOperator>(&I))
    return translateBinary(*Bin, B);
  if (auto *Cmp = llvm::dyn_cast<llvm::CmpInst>(&I))
    return translateCompare(*Cmp, B);
  if (auto *Call = llvm::dyn_cast<llvm::CallInst>(&I))
    return translateCall(*Call, B);
  if (I.isTerminator())
    return translateTerminator(I, B);
  if (auto *Phi = llvm::dyn_cast<llvm::PHINode>(&I)) {
    auto T = typeOf(Phi->getType(), Where);
    if (!T.ok())
      return T.status();
    map(I, B.createPhi(*T, I.getName()));
    return absl::OkStatus();
  }
  if (auto *Slot = llvm::dyn_cast<llvm::AllocaInst>(&I))
    return translateAlloca(*Slot, B);
  if (llvm::isa<llvm::LoadInst, llvm::StoreInst>(I))
    return translateLoadStore(I, B);
  if (auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(&I))
    return translateGEP(*GEP, B);
  if (auto *Cast = llvm::dyn_cast<llvm::CastInst>(&I))
    return translateCast(*Cast, B);
  if (auto *Sel = llvm::dyn_cast<llvm::SelectInst>(&I))
    return translateSelect(*Sel, B);
  if (auto *Neg = llvm::dyn_cast<llvm::UnaryOperator>(&I);
      Neg && Neg->getOpcode() == llvm::Instruction::FNeg) {
    auto V = valueOf(Neg->getOperand(0), Where);
    if (!V.ok())
      return V.status();
    map(I, B.createUnary(Opcode::FNeg, *V, I.getName()));
    return absl::OkStatus();
  }
  return unsupported(Where, "the instruction '" +
                                std::string(I.getOpcodeName()) + "'");
}

/// mopt's opcode for each LLVM binary operator it holds, and whether it
/// takes i1 operands too (the bitwise ones).
struct BinaryRow {
  unsigned LLVMOpcode;
  Opcode Op;
  bool TakesBool;
};
static constexpr BinaryRow BinaryRows[] = {
    {llvm::Instruction::Add, Opcode::Add, false},
    {llvm::Instruction::Sub, Opcode::Sub, false},
    {llvm::Instruction::Mul, Opcode::Mul, false},
    {llvm::Instruction::SDiv, Opcode::Div, false},
    {llvm::Instruction::SRem, Opcode::Rem, false},
    {llvm::Instruction::Shl, Opcode::Shl, false},
    {llvm::Instruction::AShr, Opcode::Shr, false},
    {llvm::Instruction::LShr, Opcode::LShr, false},
    {llvm::Instruction::UDiv, Opcode::UDiv, false},
    {llvm::Instruction::URem, Opcode::URem, false},
    {llvm::Instruction::And, Opcode::And, true},
    {llvm::Instruction::Or, Opcode::Or, true},
    {llvm::Instruction::Xor, Opcode::Xor, true},
    {llvm::Instruction::FAdd, Opcode::FAdd, false},
    {llvm::Instruction::FSub, Opcode::FSub, false},
    {llvm::Instruction::FMul, Opcode::FMul, false},
    {llvm::Instruction::FDiv, Opcode::FDiv, false},
    {llvm::Instruction::FRem, Opcode::FRem, false},
};

/// mopt's opcode for I, or Nop when it holds none.
static Opcode binaryOpcode(const llvm::BinaryOperator &I) {
  bool IsBool = I.getType()->isIntegerTy(1);
  for (const BinaryRow &Row : BinaryRows)
    if (Row.LLVMOpcode == I.getOpcode() && (Row.TakesBool || !IsBool))
      return Row.Op;
  return Opcode::Nop;
}

absl::Status Translator::translateBinary(const llvm::BinaryOperator &I,
                                         IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (auto T = typeOf(I.getType(), Where); !T.ok())
    return T.status();
  Opcode Op = binaryOpcode(I);
  if (Op == Opcode::Nop)
    return unsupported(Where, "'" + std::string(I.getOpcodeName()) + "' on '" +
                                  spelling(I.getType()) + "'");
  auto Operands = operandsOf(I, Where);
  if (!Operands.ok())
    return Operands.status();
  auto [L, R] = *Operands;
  map(I, B.createBinary(Op, L, R, I.getName()));
  return absl::OkStatus();
}

/// mopt's comparison for each LLVM predicate but `true` and `false`.
static constexpr std::pair<llvm::CmpInst::Predicate, Opcode> CompareRows[] = {
    {llvm::CmpInst::ICMP_EQ, Opcode::Eq},
    {llvm::CmpInst::ICMP_NE, Opcode::Ne},
    {llvm::CmpInst::ICMP_SLT, Opcode::Lt},
    {llvm::CmpInst::ICMP_SLE, Opcode::Le},
    {llvm::CmpInst::ICMP_SGT, Opcode::Gt},
    {llvm::CmpInst::ICMP_SGE, Opcode::Ge},
    {llvm::CmpInst::FCMP_OEQ, Opcode::FEq},
    {llvm::CmpInst::FCMP_OLT, Opcode::FLt},
    {llvm::CmpInst::FCMP_OLE, Opcode::FLe},
    {llvm::CmpInst::FCMP_OGT, Opcode::FGt},
    {llvm::CmpInst::FCMP_OGE, Opcode::FGe},
    {llvm::CmpInst::ICMP_ULT, Opcode::ULt},
    {llvm::CmpInst::ICMP_ULE, Opcode::ULe},
    {llvm::CmpInst::ICMP_UGT, Opcode::UGt},
    {llvm::CmpInst::ICMP_UGE, Opcode::UGe},
    {llvm::CmpInst::FCMP_UNE, Opcode::FNe},
    {llvm::CmpInst::FCMP_ONE, Opcode::FOne},
    {llvm::CmpInst::FCMP_ORD, Opcode::FOrd},
    {llvm::CmpInst::FCMP_UNO, Opcode::FUno},
    {llvm::CmpInst::FCMP_UEQ, Opcode::FUeq},
    {llvm::CmpInst::FCMP_ULT, Opcode::FUlt},
    {llvm::CmpInst::FCMP_ULE, Opcode::FUle},
    {llvm::CmpInst::FCMP_UGT, Opcode::FUgt},
    {llvm::CmpInst::FCMP_UGE, Opcode::FUge},
};

/// mopt's comparison for P, or Nop when it holds none.
static Opcode compareOpcode(llvm::CmpInst::Predicate P) {
  for (const auto &[Predicate, Op] : CompareRows)
    if (Predicate == P)
      return Op;
  return Opcode::Nop;
}

absl::Status Translator::translateCompare(const llvm::CmpInst &I,
                                          IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  llvm::Type *Operand = I.getOperand(0)->getType();
  if (auto T = typeOf(Operand, Where); !T.ok())
    return T.status();
  Opcode Op = compareOpcode(I.getPredicate());
  if (Op == Opcode::Nop || Operand->isVectorTy())
    return unsupported(Where,
                       "the comparison '" +
                           llvm::CmpInst::getPredicateName(I.getPredicate()) +
                           "' on '" + spelling(Operand) + "'");
  auto Operands = operandsOf(I, Where);
  if (!Operands.ok())
    return Operands.status();
  auto [L, R] = *Operands;
  // Pointers compare as their 64 bits (one allocation's in offset order),
  // bools as the integers they extend to.
  if (Operand->isPointerTy() || Operand->isIntegerTy(1)) {
    Opcode Widen = Operand->isPointerTy() ? Opcode::PtrToInt
                   : llvm::CmpInst::isSigned(I.getPredicate()) ? Opcode::SExt
                                                               : Opcode::ZExt;
    L = B.createConversion(Widen, L, Type::getInt());
    R = B.createConversion(Widen, R, Type::getInt());
  }
  if (getOpcodeInfo(Op).Result == ResultRule::IntOrBool)
    map(I, B.createCompare(Op, L, R, Type::getBool(), I.getName()));
  else
    map(I, B.createBinary(Op, L, R, I.getName()));
  return absl::OkStatus();
}

/// mopt's conversion for each LLVM cast it holds (the ones between
/// integers and floats).
static constexpr std::pair<unsigned, Opcode> CastRows[] = {
    {llvm::Instruction::SExt, Opcode::SExt},
    {llvm::Instruction::ZExt, Opcode::ZExt},
    {llvm::Instruction::Trunc, Opcode::Trunc},
    {llvm::Instruction::FPToSI, Opcode::FPToSI},
    {llvm::Instruction::FPToUI, Opcode::FPToUI},
    {llvm::Instruction::SIToFP, Opcode::SIToFP},
    {llvm::Instruction::UIToFP, Opcode::UIToFP},
    {llvm::Instruction::FPExt, Opcode::FPExt},
    {llvm::Instruction::FPTrunc, Opcode::FPTrunc},
    {llvm::Instruction::PtrToInt, Opcode::PtrToInt},
    {llvm::Instruction::IntToPtr, Opcode::IntToPtr},
};

absl::Status Translator::translateCast(const llvm::CastInst &I, IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  const Opcode *Op = nullptr;
  for (const auto &[LLVMOpcode, Row] : CastRows)
    if (LLVMOpcode == I.getOpcode())
      Op = &Row;
  if (!Op && I.getOpcode() != llvm::Instruction::BitCast)
    return unsupported(Where,
                       "the cast '" + std::string(I.getOpcodeName()) + "'");
  auto From = typeOf(I.getSrcTy(), Where);
  if (!From.ok())
    return From.status();
  // A pointer bitcast to a pointer is the same pointer.
  if (I.getOpcode() == llvm::Instruction::BitCast &&
      I.getSrcTy() == I.getDestTy()) {
    auto Same = valueOf(I.getOperand(0), Where);
    if (!Same.ok())
      return Same.status();
    map(I, *Same);
    return absl::OkStatus();
  }
  if (!Op)
    return unsupported(Where, "a bitcast from '" + spelling(I.getSrcTy()) +
                                  "' to '" + spelling(I.getDestTy()) + "'");
  auto To = typeOf(I.getDestTy(), Where);
  if (!To.ok())
    return To.status();
  auto V = valueOf(I.getOperand(0), Where);
  if (!V.ok())
    return V.status();
  map(I, B.createConversion(*Op, *V, *To, I.getName()));
  return absl::OkStatus();
}

absl::Status Translator::translateSelect(const llvm::SelectInst &I,
                                         IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (!I.getCondition()->getType()->isIntegerTy(1))
    return unsupported(Where, "a select on a vector of conditions");
  if (auto T = typeOf(I.getType(), Where); !T.ok())
    return T.status();
  std::vector<Value *> Ops;
  for (const llvm::Value *Op : I.operands()) {
    auto V = valueOf(Op, Where);
    if (!V.ok())
      return V.status();
    Ops.push_back(*V);
  }
  map(I, B.createSelect(Ops[0], Ops[1], Ops[2], I.getName()));
  return absl::OkStatus();
}

absl::Status Translator::translateTerminator(const llvm::Instruction &I,
                                             IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  if (auto *Ret = llvm::dyn_cast<llvm::ReturnInst>(&I)) {
    Value *V = nullptr;
    if (const llvm::Value *LV = Ret->getReturnValue()) {
      auto Got = valueOf(LV, Where);
      if (!Got.ok())
        return Got.status();
      V = *Got;
    }
    B.createReturn(V);
    return absl::OkStatus();
  }
  if (llvm::isa<llvm::UnreachableInst>(I)) {
    B.createUnreachable();
    return absl::OkStatus();
  }
  if (auto *Switch = llvm::dyn_cast<llvm::SwitchInst>(&I))
    return translateSwitch(*Switch, B);
  auto *Br = llvm::dyn_cast<llvm::BranchInst>(&I);
  if (!Br)
    return unsupported(Where, "the terminator '" +
                                  std::string(I.getOpcodeName()) + "'");
  if (Br->isUnconditional()) {
    B.createJump(Blocks.lookup(Br->getSuccessor(0)));
    return absl::OkStatus();
  }
  auto Cond = valueOf(Br->getCondition(), Where);
  if (!Cond.ok())
    return Cond.status();
  B.createBranch(*Cond, Blocks.lookup(Br->getSuccessor(0)),
                 Blocks.lookup(Br->getSuccessor(1)));
  return absl::OkStatus();
}

/// A switch becomes a chain of comparisons, one block each after the
/// first: `eq x, CASE` branches to the case's target, else to the next
/// test, the last to the default. Phis then name the chain's blocks.
absl::Status Translator::translateSwitch(const llvm::SwitchInst &I,
                                         IRBuilder &B) {
  SourceLoc Where = Places.of(I);
  auto Cond = valueOf(I.getCondition(), Where);
  if (!Cond.ok())
    return Cond.status();
  const llvm::BasicBlock *From = I.getParent();
  BasicBlock *Test = Blocks.lookup(From);
  unsigned Left = I.getNumCases();
  for (const auto &Case : I.cases()) {
    auto CaseValue = valueOf(Case.getCaseValue(), Where);
    if (!CaseValue.ok())
      return CaseValue.status();
    Value *Equal =
        B.createCompare(Opcode::Eq, *Cond, *CaseValue, Type::getBool());
    const llvm::BasicBlock *Target = Case.getCaseSuccessor();
    BasicBlock *Next =
        I.getDefaultDest() && --Left == 0
            ? Blocks.lookup(I.getDefaultDest())
            : new BasicBlock(Test->getName().str() + ".case", Where);
    if (Left != 0)
      F->insert(std::next(Test->getIterator()), Next);
    B.createBranch(Equal, Blocks.lookup(Target), Next);
    SwitchEdges[{From, Target}].push_back(Test);
    if (Left == 0) {
      SwitchEdges[{From, I.getDefaultDest()}].push_back(Test);
      return absl::OkStatus();
    }
    Test = Next;
    B.setInsertPoint(Test);
  }
  // No cases: straight to the default.
  B.createJump(Blocks.lookup(I.getDefaultDest()));
  SwitchEdges[{From, I.getDefaultDest()}].push_back(Test);
  return absl::OkStatus();
}

absl::Status Translator::fillPhis(const llvm::Function &LF) {
  for (const llvm::BasicBlock &LBB : LF)
    for (const llvm::PHINode &LPhi : LBB.phis()) {
      auto *Phi = llvm::cast<PhiInst>(Values.lookup(&LPhi));
      // The edges from a switch's block, in order, each from its test.
      llvm::DenseMap<const llvm::BasicBlock *, unsigned> EdgesSeen;
      for (unsigned K = 0; K != LPhi.getNumIncomingValues(); ++K) {
        auto V = valueOf(LPhi.getIncomingValue(K), Places.of(LPhi));
        if (!V.ok())
          return V.status();
        const llvm::BasicBlock *In = LPhi.getIncomingBlock(K);
        BasicBlock *From = Blocks.lookup(In);
        auto Edges = SwitchEdges.find({In, &LBB});
        if (Edges != SwitchEdges.end()) {
          unsigned Seen = EdgesSeen[In]++;
          From =
              Edges->second[std::min<size_t>(Seen, Edges->second.size() - 1)];
        }
        Phi->addIncoming(*V, From);
      }
    }
  return absl::OkStatus();
}

/// LLVM's parse error in mopt's form: FILE:LINE:COL: error: MESSAGE.
static absl::Status parseError(const Module &M, uint32_t File,
                               const llvm::SMDiagnostic &Err) {
  SourceLoc Where(File, Err.getLineNo() > 0 ? Err.getLineNo() : 0,
                  Err.getColumnNo() >= 0 ? Err.getColumnNo() + 1 : 0);
  return makeError(M.getSources(), Where, Err.getMessage());
}

absl::StatusOr<std::unique_ptr<Module>>
llvmread::readLLVMModule(std::unique_ptr<llvm::MemoryBuffer> Text,
                         llvm::StringRef Name) {
  auto M = std::make_unique<Module>();
  uint32_t File = M->addSourceFile(Name.str(), std::move(Text));
  llvm::MemoryBufferRef Buffer(M->getSources().get(File).getText(), Name);
  llvm::LLVMContext Context;
  llvm::SMDiagnostic Err;
  llvm::AsmParserContext Places;
  std::unique_ptr<llvm::Module> LM =
      llvm::parseIR(Buffer, Err, Context, {}, &Places);
  if (!LM)
    return parseError(*M, File, Err);
  TextPlaces Where(Places, M->getSources(), File);
  if (absl::Status S = Translator(*M, Where).translate(*LM); !S.ok())
    return S;
  return M;
}
