//===- Translate.cpp - A module into execution form -----------------------===//
//
// One pass over each function: every operand becomes a slot, every pure
// opcode the operation that computes it for its type (a fast one for the
// types programs mostly use, the constant folder's evaluate for the rest),
// every edge into a block with phis an EdgeMoves, and every fault that the
// IR already shows (a call of an unknown function, a block used as a value)
// a Fail where the instruction was, so that it happens when brili's would.
//
//===----------------------------------------------------------------------===//

#include "ExecForm.h"
#include "Runtime.h"
#include "mopt/IR/Constant.h"
#include "mopt/IR/GlobalVariable.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "llvm/ADT/DenseSet.h"

#include <iterator>
#include <optional>

using namespace mopt;
using llvm::cast;
using llvm::dyn_cast;

namespace {

/// Whether I ends a segment (ExecForm.h): a call or a terminator.
bool endsSegment(const Instruction &I) {
  switch (I.getOpcode()) {
  case Opcode::Call:
  case Opcode::CallIndirect:
  case Opcode::Jmp:
  case Opcode::Br:
  case Opcode::Ret:
  case Opcode::Unreachable:
    return true;
  default:
    return false;
  }
}

bool isSignExtendedInteger(const Type *T) {
  switch (T->getKind()) {
  case TypeKind::Int:
  case TypeKind::I8:
  case TypeKind::I16:
  case TypeKind::I32:
  case TypeKind::Bool:
  case TypeKind::Char:
    return true;
  default:
    return false;
  }
}

/// The operand types a fast operation takes.
enum class Operands { Int64, I32, SignExtended, Float64 };

bool takes(Operands O, const Type *T) {
  switch (O) {
  case Operands::Int64:
    return T->getKind() == TypeKind::Int;
  case Operands::I32:
    return T->getKind() == TypeKind::I32;
  case Operands::SignExtended:
    return isSignExtendedInteger(T);
  case Operands::Float64:
    return T->getKind() == TypeKind::Float;
  }
  return false;
}

/// The fast operations of the pure binary and unary opcodes whose result
/// depends only on the operands' type, a row each; the first row that
/// takes an instruction's opcode and operand type wins.
struct FastRow {
  Opcode Op;
  Operands Takes;
  ExecCode Code;
};
constexpr FastRow FastOperations[] = {
    {Opcode::Add, Operands::Int64, ExecCode::AddI64},
    {Opcode::Sub, Operands::Int64, ExecCode::SubI64},
    {Opcode::Mul, Operands::Int64, ExecCode::MulI64},
    {Opcode::Neg, Operands::Int64, ExecCode::NegI64},
    {Opcode::Shl, Operands::Int64, ExecCode::ShlI64},
    {Opcode::Shr, Operands::Int64, ExecCode::ShrI64},
    {Opcode::ULt, Operands::Int64, ExecCode::ULtI64},
    {Opcode::ULe, Operands::Int64, ExecCode::ULeI64},
    {Opcode::UGt, Operands::Int64, ExecCode::UGtI64},
    {Opcode::UGe, Operands::Int64, ExecCode::UGeI64},
    {Opcode::Add, Operands::I32, ExecCode::AddI32},
    {Opcode::Sub, Operands::I32, ExecCode::SubI32},
    {Opcode::Mul, Operands::I32, ExecCode::MulI32},
    {Opcode::ULt, Operands::I32, ExecCode::ULtI32},
    {Opcode::ULe, Operands::I32, ExecCode::ULeI32},
    {Opcode::UGt, Operands::I32, ExecCode::UGtI32},
    {Opcode::UGe, Operands::I32, ExecCode::UGeI32},
    {Opcode::And, Operands::SignExtended, ExecCode::And},
    {Opcode::Or, Operands::SignExtended, ExecCode::Or},
    {Opcode::Xor, Operands::SignExtended, ExecCode::Xor},
    {Opcode::Not, Operands::SignExtended, ExecCode::Not},
    // Integers and chars (code points) compare alike.
    {Opcode::Lt, Operands::SignExtended, ExecCode::Lt},
    {Opcode::CLt, Operands::SignExtended, ExecCode::Lt},
    {Opcode::Le, Operands::SignExtended, ExecCode::Le},
    {Opcode::CLe, Operands::SignExtended, ExecCode::Le},
    {Opcode::Gt, Operands::SignExtended, ExecCode::Gt},
    {Opcode::CGt, Operands::SignExtended, ExecCode::Gt},
    {Opcode::Ge, Operands::SignExtended, ExecCode::Ge},
    {Opcode::CGe, Operands::SignExtended, ExecCode::Ge},
    {Opcode::Eq, Operands::SignExtended, ExecCode::Eq},
    {Opcode::CEq, Operands::SignExtended, ExecCode::Eq},
    {Opcode::Ne, Operands::SignExtended, ExecCode::Ne},
    {Opcode::FAdd, Operands::Float64, ExecCode::FAdd},
    {Opcode::FSub, Operands::Float64, ExecCode::FSub},
    {Opcode::FMul, Operands::Float64, ExecCode::FMul},
    {Opcode::FDiv, Operands::Float64, ExecCode::FDiv},
    {Opcode::FLt, Operands::Float64, ExecCode::FLt},
    {Opcode::FLe, Operands::Float64, ExecCode::FLe},
    {Opcode::FGt, Operands::Float64, ExecCode::FGt},
    {Opcode::FGe, Operands::Float64, ExecCode::FGe},
    {Opcode::FEq, Operands::Float64, ExecCode::FEq},
};

/// The fast operation of a conversion from T to R, if one.
std::optional<ExecCode> fastConversion(Opcode Op, const Type *T,
                                       const Type *R) {
  TypeKind K = T->getKind(), RK = R->getKind();
  bool SignedSource = isSignExtendedInteger(T) && K != TypeKind::Bool;
  bool WholeResult = RK == TypeKind::Int || RK == TypeKind::Float;
  switch (Op) {
  case Opcode::SExt:
    // A narrower integer is kept sign-extended already.
    if (SignedSource && isSignExtendedInteger(R))
      return ExecCode::Move;
    break;
  case Opcode::Trunc:
    if (RK == TypeKind::I32)
      return ExecCode::TruncI32;
    break;
  case Opcode::ZExt:
    if (K == TypeKind::I32 && RK == TypeKind::Int)
      return ExecCode::ZExtI32;
    break;
  case Opcode::SIToFP:
    if (SignedSource && RK == TypeKind::Float)
      return ExecCode::SIToF64;
    break;
  case Opcode::FPToSI:
    if (K == TypeKind::Float && RK == TypeKind::Int)
      return ExecCode::FPToSI64;
    break;
  case Opcode::Copy:
  case Opcode::Param:
    return ExecCode::Move;
  // The result is the operand's bits, when its type keeps all 64.
  case Opcode::Char2Int:
  case Opcode::Float2Bits:
  case Opcode::Bits2Float:
    if (WholeResult)
      return ExecCode::Move;
    break;
  default:
    break;
  }
  return std::nullopt;
}

/// The fast operation for pure Op on operands of type T giving R, if one.
std::optional<ExecCode> fastCode(Opcode Op, const Type *T, const Type *R) {
  for (const FastRow &Row : FastOperations)
    if (Row.Op == Op && takes(Row.Takes, T))
      return Row.Code;
  return fastConversion(Op, T, R);
}

/// A jump whose target is known once every block has its operations.
struct Fixup {
  uint32_t Op;
  /// Br's false target (C), else the target in A or B.
  enum { First, Second } Which;
  const BasicBlock *Pred;
  const BasicBlock *Target;
  unsigned Ordinal;
};

class FunctionTranslator {
public:
  FunctionTranslator(ExecProgram &P, uint32_t FuncIdx,
                     const llvm::DenseMap<const Function *, uint32_t> &Index,
                     const GlobalAddressMap &Globals)
      : P(P), EF(P.Functions[FuncIdx]), F(*EF.F), FuncIndex(Index),
        Globals(Globals) {}

  void translate();

private:
  void layOutFrame();
  void countSegments();
  void translateBlock(const BasicBlock &B);
  void translateInstruction(const Instruction &I);
  void translatePure(const Instruction &I);
  void translateMemory(const Instruction &I);
  void translateCall(const Instruction &I, unsigned FirstArg);
  void translateMidPhi(const PhiInst &Phi);
  void translateJump(const Instruction &I);
  void resolveFixups();
  uint32_t edgeInto(const BasicBlock *Pred, const BasicBlock &Target,
                    unsigned Ordinal);

  std::optional<uint32_t> slotOf(const Value *V);
  uint32_t constantSlot(const Constant *C, int64_t Value);
  uint32_t resultSlot(const Instruction &I) const;
  uint32_t emit(const Instruction *Site, ExecCode Code, uint16_t Counted,
                uint32_t Dst = 0, uint32_t A = 0, uint32_t B = 0,
                uint32_t C = 0, int64_t Imm = 0);
  void emitFail(const Instruction &I, std::string Message);
  uint32_t addTypes(const Instruction &I, const Type *Operand,
                    const Type *Result, Memory::View View = {});
  /// The slots of Operands, appended to Slots; false (after a Fail for I)
  /// if one is no value.
  bool appendSlots(const Instruction &I, llvm::ArrayRef<Use> Operands,
                   uint32_t &First);

  ExecProgram &P;
  ExecFunction &EF;
  Function &F;
  const llvm::DenseMap<const Function *, uint32_t> &FuncIndex;
  const GlobalAddressMap &Globals;

  unsigned VarBase = 0, EdgeSlot = 0, DiscardSlot = 0, ConstBase = 0;
  static constexpr uint32_t NoSlot = ~0u;
  /// By instruction number: its SSA value's slot, or NoSlot.
  std::vector<uint32_t> SSASlot;
  llvm::DenseMap<const Constant *, uint32_t> ConstSlot;
  /// By instruction number: the length of the segment starting there.
  std::vector<uint32_t> SegmentFrom;
  /// By block: its leading phis plus its first segment.
  llvm::DenseMap<const BasicBlock *, uint32_t> EntryCount;
  llvm::DenseMap<const BasicBlock *, uint32_t> BodyStart;
  llvm::DenseSet<const BasicBlock *> HasMidPhi;
  std::vector<Fixup> Fixups;
  /// The message a bad operand gives, set by slotOf.
  std::string BadOperand;
};

} // namespace

void FunctionTranslator::translate() {
  layOutFrame();
  countSegments();
  EF.Entry = uint32_t(P.Code.size());
  for (unsigned V = 0, E = F.getNumVariables(); V != E; ++V)
    if (Argument *A = F.getVariable(V)->getParamArgument())
      if (A->getIndex() < EF.NumArgs)
        emit(nullptr, ExecCode::Move, 0, VarBase + V, A->getIndex());
  if (F.empty()) {
    emit(nullptr, ExecCode::RetVoid, 0);
  } else {
    const BasicBlock &Entry = F.getEntryBlock();
    EF.EntryCount = EntryCount.lookup(&Entry);
    if (!Entry.empty() && Entry.begin()->isPhi())
      emitFail(*Entry.begin(), "phi in a block entered without a predecessor");
    for (const BasicBlock &B : F)
      translateBlock(B);
  }
  resolveFixups();
  EF.ZeroEnd = EdgeSlot + 1;
  EF.ConstBase = ConstBase;
  EF.FrameSize = EF.ConstBase + unsigned(EF.Constants.size());
}

void FunctionTranslator::layOutFrame() {
  EF.NumArgs = F.getNumParams();
  if (F.isDeclaration())
    EF.External = Runtime::find(F.getName());
  VarBase = EF.NumArgs;
  EdgeSlot = VarBase + F.getNumVariables();
  DiscardSlot = EdgeSlot + 1;
  SSASlot.assign(F.renumberInstructions(), NoSlot);
  uint32_t Next = DiscardSlot + 1;
  for (const BasicBlock &B : F)
    for (const Instruction &I : B)
      if (!I.getDestVariable() && !I.getType()->isVoid())
        SSASlot[I.getNumber()] = Next++;
  ConstBase = Next;
}

/// Fills SegmentFrom and EntryCount, and finds the blocks with a phi below
/// their top.
void FunctionTranslator::countSegments() {
  SegmentFrom.assign(SSASlot.size(), 0);
  for (const BasicBlock &B : F) {
    uint32_t Length = 0, Phis = 0;
    for (auto It = std::make_reverse_iterator(B.end()),
              E = std::make_reverse_iterator(B.begin());
         It != E; ++It) {
      Length = endsSegment(*It) ? 1 : Length + 1;
      SegmentFrom[It->getNumber()] = Length;
    }
    bool Top = true;
    uint32_t First = 0;
    for (const Instruction &I : B) {
      if (I.isPhi() && Top) {
        ++Phis;
        continue;
      }
      if (Top)
        First = SegmentFrom[I.getNumber()];
      Top = false;
      if (I.isPhi())
        HasMidPhi.insert(&B);
    }
    EntryCount[&B] = Phis + First;
  }
}

std::optional<uint32_t> FunctionTranslator::slotOf(const Value *V) {
  switch (V->getKind()) {
  case ValueKind::Constant:
    return constantSlot(cast<Constant>(V), cast<Constant>(V)->getValue());
  case ValueKind::Variable:
    return VarBase + V->getNumber();
  case ValueKind::Instruction:
    // An instruction that gives no SSA value reads as 0.
    if (SSASlot[V->getNumber()] == NoSlot)
      return constantSlot(nullptr, 0);
    return SSASlot[V->getNumber()];
  case ValueKind::Argument:
    if (V->getNumber() < EF.NumArgs)
      return V->getNumber();
    BadOperand = "argument " + std::to_string(V->getNumber()) +
                 " out of range: '" + F.getName().str() + "' takes " +
                 std::to_string(EF.NumArgs);
    return std::nullopt;
  case ValueKind::BasicBlock:
    BadOperand = "block '" + V->getName().str() + "' used as a value";
    return std::nullopt;
  }
  return std::nullopt;
}

/// The slot of constant C, of value Value (C is null for the 0 that an
/// instruction without an SSA value reads as).
uint32_t FunctionTranslator::constantSlot(const Constant *C, int64_t Value) {
  auto [It, New] = ConstSlot.try_emplace(C, 0);
  if (New) {
    It->second = uint32_t(EF.Constants.size());
    EF.Constants.push_back(Value);
  }
  return ConstBase + It->second;
}

uint32_t FunctionTranslator::resultSlot(const Instruction &I) const {
  if (const Variable *D = I.getDestVariable())
    return VarBase + D->getNumber();
  uint32_t Slot = SSASlot[I.getNumber()];
  return Slot == NoSlot ? DiscardSlot : Slot;
}

uint32_t FunctionTranslator::emit(const Instruction *Site, ExecCode Code,
                                  uint16_t Counted, uint32_t Dst, uint32_t A,
                                  uint32_t B, uint32_t C, int64_t Imm) {
  P.Code.push_back({Code, Counted, Dst, A, B, C, 0, Imm});
  P.Sites.push_back(Site);
  return uint32_t(P.Code.size() - 1);
}

void FunctionTranslator::emitFail(const Instruction &I, std::string Message) {
  P.Messages.push_back(std::move(Message));
  emit(&I, ExecCode::Fail, 1, 0, 0, 0, 0, int64_t(P.Messages.size() - 1));
}

uint32_t FunctionTranslator::addTypes(const Instruction &I, const Type *Operand,
                                      const Type *Result, Memory::View View) {
  unsigned Size = Result->getStoreSize();
  bool Whole = Size == 8 && Result->getKind() != TypeKind::F32;
  P.Types.push_back({I.getOpcode(), Operand, Result, View, Size, Whole});
  return uint32_t(P.Types.size() - 1);
}

bool FunctionTranslator::appendSlots(const Instruction &I,
                                     llvm::ArrayRef<Use> Operands,
                                     uint32_t &First) {
  First = uint32_t(P.Slots.size());
  for (const Use &U : Operands) {
    std::optional<uint32_t> S = slotOf(U.get());
    if (!S) {
      P.Slots.resize(First);
      emitFail(I, BadOperand);
      return false;
    }
    P.Slots.push_back(*S);
  }
  return true;
}

void FunctionTranslator::translateBlock(const BasicBlock &B) {
  auto It = B.begin();
  while (It != B.end() && It->isPhi())
    ++It;
  BodyStart[&B] = uint32_t(P.Code.size());
  for (; It != B.end(); ++It)
    translateInstruction(*It);
  if (!B.empty() && B.back().isTerminator())
    return;
  // Control falls off B's end: into the next block, or out of F.
  auto Next = std::next(B.getIterator());
  if (Next == F.end()) {
    emit(nullptr, ExecCode::RetVoid, 0);
    return;
  }
  uint32_t Op = emit(nullptr, ExecCode::Jmp, 0);
  Fixups.push_back({Op, Fixup::First, &B, &*Next, 0});
}

void FunctionTranslator::translateInstruction(const Instruction &I) {
  switch (I.getOpcode()) {
  case Opcode::Const:
    if (auto *C = dyn_cast<Constant>(I.getOperand(0))) {
      emit(&I, ExecCode::LoadImm, 1, resultSlot(I), 0, 0, 0, C->getValue());
      return;
    }
    return translatePure(I);
  case Opcode::Nop:
    emit(&I, ExecCode::Nop, 1);
    return;
  case Opcode::Addr: {
    auto &A = cast<AddressInst>(I);
    int64_t Address =
        A.getGlobal()
            ? Globals.lookup(A.getGlobal())
            : Memory::functionPointer(FuncIndex.lookup(A.getTargetFunction()));
    emit(&I, ExecCode::LoadImm, 1, resultSlot(I), 0, 0, 0, Address);
    return;
  }
  case Opcode::Alloc:
  case Opcode::Alloca:
  case Opcode::AllocaBytes:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::LoadVolatile:
  case Opcode::StoreVolatile:
  case Opcode::Free:
  case Opcode::PtrAdd:
    return translateMemory(I);
  case Opcode::Call:
    return translateCall(I, 0);
  case Opcode::CallIndirect:
    return translateCall(I, 1);
  case Opcode::Print: {
    uint32_t First;
    if (appendSlots(I, I.operands(), First))
      emit(&I, ExecCode::Print, 1, 0, First, I.getNumOperands());
    return;
  }
  case Opcode::Phi:
    return translateMidPhi(cast<PhiInst>(I));
  case Opcode::Jmp:
  case Opcode::Br:
    return translateJump(I);
  case Opcode::Ret: {
    if (!I.getNumOperands()) {
      emit(&I, ExecCode::RetVoid, 1);
      return;
    }
    if (std::optional<uint32_t> S = slotOf(I.getOperand(0)))
      emit(&I, ExecCode::Ret, 1, 0, *S);
    else
      emitFail(I, BadOperand);
    return;
  }
  case Opcode::Unreachable:
    emitFail(I, "reached 'unreachable'");
    return;
  default:
    return translatePure(I);
  }
}

void FunctionTranslator::translatePure(const Instruction &I) {
  uint32_t Slots[3] = {0, 0, 0};
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    std::optional<uint32_t> S = slotOf(I.getOperand(K));
    if (!S)
      return emitFail(I, BadOperand);
    Slots[K] = *S;
  }
  uint32_t Dst = resultSlot(I);
  const Type *T = I.getOperand(0)->getType();
  Opcode Op = I.getOpcode();
  if (Op == Opcode::Select) {
    emit(&I, ExecCode::Select, 1, Dst, Slots[0], Slots[1], Slots[2]);
    return;
  }
  if (Op == Opcode::Int2Char) {
    emit(&I, ExecCode::Int2Char, 1, Dst, Slots[0]);
    return;
  }
  if (Op == Opcode::Div || Op == Opcode::Rem) {
    if (T->getKind() == TypeKind::Int) {
      emit(&I, Op == Opcode::Div ? ExecCode::DivI64 : ExecCode::RemI64, 1, Dst,
           Slots[0], Slots[1]);
      return;
    }
  }
  if (Op == Opcode::Div || Op == Opcode::Rem || Op == Opcode::UDiv ||
      Op == Opcode::URem) {
    emit(&I, ExecCode::DivRem, 1, Dst, Slots[0], Slots[1], 0,
         addTypes(I, T, I.getType()));
    return;
  }
  if (std::optional<ExecCode> Fast = fastCode(Op, T, I.getType())) {
    emit(&I, *Fast, 1, Dst, Slots[0], Slots[1]);
    return;
  }
  emit(&I, I.getNumOperands() == 1 ? ExecCode::Pure1 : ExecCode::Pure2, 1, Dst,
       Slots[0], Slots[1], 0, addTypes(I, T, I.getType()));
}

void FunctionTranslator::translateMemory(const Instruction &I) {
  uint32_t Slots[2] = {0, 0};
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    std::optional<uint32_t> S = slotOf(I.getOperand(K));
    if (!S)
      return emitFail(I, BadOperand);
    Slots[K] = *S;
  }
  Opcode Op = I.getOpcode();
  const Type *PointerType = Op == Opcode::Alloc || Op == Opcode::Alloca
                                ? I.getType()
                                : I.getOperand(0)->getType();
  Memory::View View = Memory::View::of(PointerType);
  ExecCode Code;
  const Type *Accessed = I.getType();
  switch (Op) {
  case Opcode::Alloc:
    Code = ExecCode::Alloc;
    break;
  case Opcode::Alloca:
    Code = ExecCode::Alloca;
    break;
  case Opcode::AllocaBytes:
    Code = ExecCode::AllocaBytes;
    break;
  case Opcode::Load:
  case Opcode::LoadVolatile:
    Code = ExecCode::Load;
    break;
  case Opcode::Store:
  case Opcode::StoreVolatile:
    Code = ExecCode::Store;
    Accessed = I.getOperand(1)->getType();
    break;
  case Opcode::Free:
    Code = ExecCode::Free;
    break;
  default:
    Code = ExecCode::PtrAdd;
    break;
  }
  uint32_t Types = addTypes(I, PointerType, Accessed, View);
  bool Word = P.Types[Types].Whole;
  bool I32 = Accessed->getKind() == TypeKind::I32;
  if (Code == ExecCode::Load && (Word || I32))
    Code = Word ? ExecCode::LoadWord : ExecCode::LoadI32;
  if (Code == ExecCode::Store && (Word || I32))
    Code = Word ? ExecCode::StoreWord : ExecCode::StoreI32;
  emit(&I, Code, 1, resultSlot(I), Slots[0], Slots[1], View.Typed, Types);
}

/// A call: operands from FirstArg on are the arguments.
void FunctionTranslator::translateCall(const Instruction &I,
                                       unsigned FirstArg) {
  ExecCode Code = ExecCode::CallIndirect;
  uint32_t Callee = 0;
  if (auto *CI = dyn_cast<CallInst>(&I)) {
    auto Found = FuncIndex.find(CI->getCallee());
    if (Found == FuncIndex.end())
      return emitFail(I, "call to unknown function");
    Callee = Found->second;
    const ExecFunction &Target = P.Functions[Callee];
    Function &TF = *Target.F;
    unsigned NumActuals = I.getNumOperands();
    Code = ExecCode::CallRuntime;
    if (!TF.isDeclaration()) {
      Code = ExecCode::Call;
      // A variadic function's extra arguments are passed to nothing: the
      // runtime does not provide va_start.
      if (NumActuals != TF.getNumParams() &&
          !(TF.isVarArg() && NumActuals > TF.getNumParams()))
        return emitFail(I, "wrong number of arguments to '" +
                               TF.getName().str() + "': expected " +
                               std::to_string(TF.getNumParams()) + ", got " +
                               std::to_string(NumActuals));
    }
  }
  uint32_t First;
  if (!appendSlots(I, I.operands(), First))
    return;
  uint32_t Op = emit(&I, Code, 1, resultSlot(I), First + FirstArg,
                     I.getNumOperands() - FirstArg, Callee, First);
  auto Next = std::next(I.getIterator());
  P.Code[Op].Count =
      Next == I.getParent()->end() ? 0 : SegmentFrom[Next->getNumber()];
}

void FunctionTranslator::translateMidPhi(const PhiInst &Phi) {
  uint32_t First;
  if (appendSlots(Phi, Phi.operands(), First))
    emit(&Phi, ExecCode::MidPhi, 1, resultSlot(Phi), EdgeSlot, First);
}

void FunctionTranslator::translateJump(const Instruction &I) {
  const BasicBlock *B = I.getParent();
  if (I.getOpcode() == Opcode::Jmp) {
    auto *T = dyn_cast<BasicBlock>(I.getOperand(0));
    if (!T)
      return emitFail(I, "branch target is not a block");
    uint32_t Op = emit(&I, ExecCode::Jmp, 1);
    Fixups.push_back({Op, Fixup::First, B, T, 0});
    return;
  }
  std::optional<uint32_t> Cond = slotOf(I.getOperand(0));
  if (!Cond)
    return emitFail(I, BadOperand);
  auto *True = dyn_cast<BasicBlock>(I.getOperand(1));
  auto *False = dyn_cast<BasicBlock>(I.getOperand(2));
  if (!True || !False)
    return emitFail(I, "branch target is not a block");
  uint32_t Op = emit(&I, ExecCode::Br, 1, 0, *Cond);
  // `br c, L, L` not taken leaves by the second of its two edges into L.
  Fixups.push_back({Op, Fixup::First, B, True, 0});
  Fixups.push_back({Op, Fixup::Second, B, False, True == False ? 1u : 0u});
}

/// The operation that control leaving Pred by its Ordinal-th edge into
/// Target jumps to: Target's body, or an edge's moves on the way there.
uint32_t FunctionTranslator::edgeInto(const BasicBlock *Pred,
                                      const BasicBlock &Target,
                                      unsigned Ordinal) {
  uint32_t Body = BodyStart.lookup(&Target);
  bool TopPhis = !Target.empty() && Target.begin()->isPhi();
  if (!TopPhis && !HasMidPhi.count(&Target))
    return Body;
  uint32_t Start = uint32_t(P.Code.size());
  if (HasMidPhi.count(&Target)) {
    P.Edges.push_back({Pred, Ordinal});
    emit(nullptr, ExecCode::SetEdge, 0, 0, EdgeSlot, 0, 0,
         int64_t(P.Edges.size() - 1));
  }
  if (!TopPhis) {
    emit(nullptr, ExecCode::Jmp, 0, 0, Body);
    return Start;
  }
  uint32_t FirstMove = uint32_t(P.Moves.size());
  for (const Instruction &I : Target) {
    if (!I.isPhi())
      break;
    auto &Phi = cast<PhiInst>(I);
    unsigned K = 0, Seen = 0;
    for (unsigned E = Phi.getNumIncoming(); K != E; ++K)
      if (Phi.getIncomingBlock(K) == Pred && Seen++ == Ordinal)
        break;
    std::optional<uint32_t> Src;
    if (K == Phi.getNumIncoming())
      BadOperand = "phi has no entry for block '" + Pred->getName().str() + "'";
    else
      Src = slotOf(Phi.getIncomingValue(K));
    if (!Src) {
      P.Moves.resize(FirstMove);
      emitFail(Phi, BadOperand);
      return Start;
    }
    P.Moves.push_back({resultSlot(Phi), *Src, &Phi});
  }
  uint32_t NumMoves = uint32_t(P.Moves.size()) - FirstMove;
  emit(nullptr, ExecCode::EdgeMoves, 0, 0, FirstMove, NumMoves, Body);
  return Start;
}

void FunctionTranslator::resolveFixups() {
  for (const Fixup &X : Fixups) {
    uint32_t Target = edgeInto(X.Pred, *X.Target, X.Ordinal);
    ExecOp &Op = P.Code[X.Op];
    uint32_t Count = EntryCount.lookup(X.Target);
    if (Op.Code == ExecCode::Jmp) {
      Op.A = Target;
      Op.Count = Count;
    } else if (X.Which == Fixup::First) {
      Op.B = Target;
      Op.Count = Count;
    } else {
      Op.C = Target;
      Op.Imm = Count;
    }
  }
}

ExecProgram mopt::translateModule(Module &M, const GlobalAddressMap &Globals) {
  ExecProgram P;
  llvm::DenseMap<const Function *, uint32_t> FuncIndex;
  for (Function &F : M) {
    FuncIndex[&F] = uint32_t(P.Functions.size());
    P.Functions.emplace_back().F = &F;
  }
  // Edges[0]: a function's entry, which has no predecessor.
  P.Edges.push_back({nullptr, 0});
  for (uint32_t K = 0, E = uint32_t(P.Functions.size()); K != E; ++K)
    FunctionTranslator(P, K, FuncIndex, Globals).translate();
  return P;
}
