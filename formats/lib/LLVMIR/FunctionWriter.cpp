//===- FunctionWriter.cpp - A TAC function as an LLVM function ------------===//
//
// One FunctionWriter per function, in two steps: first every block's body
// (all but its phis) is written, in layout order, so that numbered
// temporaries appear in the order LLVM requires and the loads that feed
// phi entries sit at the ends of their predecessors; then the function is
// assembled, each block's label, then its phis, then its body.
//
// Each variable that is read or written is an alloca, each read a load and
// each write a store; SSA values and phis stay values and phis. What an
// instruction needs besides (a helper, a string) it asks the ModuleWriter
// for.
//
//===----------------------------------------------------------------------===//

#include "LLVMWriterImpl.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "llvm/ADT/DenseSet.h"

using namespace mopt;
using namespace mopt::llvmir;

/// The bytes one element of type T takes in memory (alloc's malloc).
//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

/// Takes Base, or Base.1, Base.2, ... if it is taken; returns it spelled.
std::string FunctionWriter::reserve(llvm::StringRef Base) {
  std::string Name = Base.str();
  for (unsigned K = 1; !Taken.insert(Name).second; ++K)
    Name = absl::StrCat(Base.str(), ".", K);
  return "%" + spell(Name);
}

/// Labels first, so they keep their spelling; then arguments, variables
/// and SSA values.
void FunctionWriter::nameLocals() {
  for (BasicBlock &BB : F)
    if (BB.hasName())
      Names[&BB] = reserve(BB.getName());
  for (BasicBlock &BB : F)
    if (!BB.hasName())
      Names[&BB] = reserve(&BB == &F.getEntryBlock() ? "entry" : "bb");
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
    Names[F.getArg(K)] = reserve("arg." + F.getArg(K)->getName().str());
  nameVariables();
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.hasSSAResult())
        Names[&I] = reserve(I.getName());
}

/// The variables that are read or written get an alloca named after them.
void FunctionWriter::nameVariables() {
  llvm::DenseSet<const Variable *> Written;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.getDestVariable())
        Written.insert(I.getDestVariable());
  for (unsigned K = 0, E = F.getNumVariables(); K != E; ++K) {
    Variable *V = F.getVariable(K);
    if (V->use_empty() && !Written.count(V))
      continue;
    LiveVariables.push_back(V);
    Names[V] = reserve(V->getName());
  }
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

/// A value that needs no instruction to read: a constant, an argument or
/// an SSA value.
std::string FunctionWriter::spellValue(Value *V) const {
  if (auto *C = llvm::dyn_cast<Constant>(V))
    return constantText(C->getType(), C->getValue());
  return Names.lookup(V);
}

/// V as an operand, loading it first if it is a variable.
std::string FunctionWriter::operand(Value *V) {
  if (!llvm::isa<Variable>(V))
    return spellValue(V);
  std::string T = newTemp();
  emit(absl::StrCat(T, " = load ", llvmType(V->getType()).str(), ", ptr ",
                    Names.lookup(V)));
  return T;
}

/// V as a typed operand, `i64 %x`.
std::string FunctionWriter::typedOperand(Value *V) {
  std::string Spelled = operand(V);
  return absl::StrCat(llvmType(V->getType()).str(), " ", Spelled);
}

/// Emits Computation (an instruction whose value has I's type) as I's
/// result: named after I's SSA value, or into a temporary stored to I's
/// variable.
void FunctionWriter::define(Instruction &I, const std::string &Computation) {
  if (I.hasSSAResult()) {
    emit(absl::StrCat(Names.lookup(&I), " = ", Computation));
    return;
  }
  std::string T = newTemp();
  emit(absl::StrCat(T, " = ", Computation));
  if (Variable *Dest = I.getDestVariable())
    emit(absl::StrCat("store ", llvmType(I.getType()).str(), " ", T, ", ptr ",
                      Names.lookup(Dest)));
}

/// Gives I the value Val, which needs no computation: an SSA value is a
/// bitcast to its own type, LLVM's copy for every type.
void FunctionWriter::defineAs(Instruction &I, const std::string &Val) {
  llvm::StringRef Ty = llvmType(I.getType());
  if (Variable *Dest = I.getDestVariable())
    emit(absl::StrCat("store ", Ty.str(), " ", Val, ", ptr ",
                      Names.lookup(Dest)));
  else
    define(I, absl::StrCat("bitcast ", Ty.str(), " ", Val, " to ", Ty.str()));
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

void FunctionWriter::writeAllocas() {
  for (Variable *V : LiveVariables)
    emit(absl::StrCat(Names.lookup(V), " = alloca ",
                      llvmType(V->getType()).str()));
  for (Variable *V : LiveVariables) {
    Argument *Arg = V->getParamArgument();
    std::string Init = Arg ? Names.lookup(Arg) : constantText(V->getType(), 0);
    emit(absl::StrCat("store ", llvmType(V->getType()).str(), " ", Init,
                      ", ptr ", Names.lookup(V)));
  }
}

namespace {
/// A unary opcode that is one LLVM instruction around its operand.
struct OneInstructionUnary {
  Opcode Op;
  const char *Before, *After;
};
} // namespace

static constexpr OneInstructionUnary OneInstructionUnaries[] = {
    {Opcode::Char2Int, "zext i32 ", " to i64"},
    {Opcode::Float2Bits, "bitcast double ", " to i64"},
    {Opcode::Bits2Float, "bitcast i64 ", " to double"}};

void FunctionWriter::writeUnary(UnaryInst &I) {
  std::string A = operand(I.getOperand(0));
  for (const OneInstructionUnary &U : OneInstructionUnaries)
    if (U.Op == I.getOpcode()) {
      define(I, absl::StrCat(U.Before, A, U.After));
      return;
    }
  switch (I.getOpcode()) {
  case Opcode::Neg:
    define(I, absl::StrCat("sub ", llvmType(I.getType()).str(), " 0, ", A));
    return;
  case Opcode::FNeg:
    define(I, absl::StrCat("fneg ", llvmType(I.getType()).str(), " ", A));
    return;
  // The conversions are LLVM's casts of the same names.
  case Opcode::SExt:
  case Opcode::ZExt:
  case Opcode::Trunc:
  case Opcode::FPToSI:
  case Opcode::FPToUI:
  case Opcode::SIToFP:
  case Opcode::UIToFP:
  case Opcode::FPExt:
  case Opcode::FPTrunc:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
    define(I, absl::StrCat(I.getOpcodeName().str(), " ",
                           llvmType(I.getOperand(0)->getType()).str(), " ", A,
                           " to ", llvmType(I.getType()).str()));
    return;
  case Opcode::Not: {
    if (I.getType()->isBool()) {
      define(I, absl::StrCat("xor i1 ", A, ", true"));
      return;
    }
    std::string T = newTemp();
    emit(absl::StrCat(T, " = icmp eq i64 ", A, ", 0"));
    define(I, absl::StrCat("zext i1 ", T, " to i64"));
    return;
  }
  case Opcode::Int2Char:
    define(I, absl::StrCat("call i32 ", MW.helper(Helper::Int2Char), "(i64 ", A,
                           ")"));
    return;
  case Opcode::Alloc:
  case Opcode::Load:
  case Opcode::Free:
    writeMemoryUnary(I, A);
    return;
  case Opcode::AllocaBytes:
    define(I, absl::StrCat("alloca i8, i64 ", A, ", align 16"));
    return;
  default: // const, copy, param
    defineAs(I, A);
    return;
  }
}

/// alloc (malloc of the elements' bytes), load and free; A is the operand.
void FunctionWriter::writeMemoryUnary(UnaryInst &I, const std::string &A) {
  switch (I.getOpcode()) {
  case Opcode::Alloc: {
    std::string Bytes = newTemp();
    emit(absl::StrCat(Bytes, " = mul i64 ", A, ", ",
                      I.getType()->getPointee()->getStoreSize()));
    define(I, absl::StrCat("call ptr @malloc(i64 ", Bytes, ")"));
    return;
  }
  case Opcode::Load:
    define(I, absl::StrCat("load ", llvmType(I.getType()).str(), ", ptr ", A));
    return;
  default: // free
    emit(absl::StrCat("call void @free(ptr ", A, ")"));
    return;
  }
}

/// A binary opcode that is one LLVM instruction, with its spelling.
struct LLVMBinaryInstruction {
  Opcode Op;
  llvm::StringLiteral Spelling;
};

/// The comparisons (chars compare as i32 code points, which are never
/// negative; floats by C++'s rules, false when either is NaN), then the
/// arithmetic, logic and shifts of ints, bools and floats.
static const LLVMBinaryInstruction LLVMBinaryInstructions[] = {
    {Opcode::Lt, "icmp slt"},   {Opcode::CLt, "icmp slt"},
    {Opcode::Le, "icmp sle"},   {Opcode::CLe, "icmp sle"},
    {Opcode::Gt, "icmp sgt"},   {Opcode::CGt, "icmp sgt"},
    {Opcode::Ge, "icmp sge"},   {Opcode::CGe, "icmp sge"},
    {Opcode::Eq, "icmp eq"},    {Opcode::CEq, "icmp eq"},
    {Opcode::Ne, "icmp ne"},    {Opcode::FEq, "fcmp oeq"},
    {Opcode::FLt, "fcmp olt"},  {Opcode::FLe, "fcmp ole"},
    {Opcode::FGt, "fcmp ogt"},  {Opcode::FGe, "fcmp oge"},
    {Opcode::Add, "add"},       {Opcode::Sub, "sub"},
    {Opcode::Mul, "mul"},       {Opcode::And, "and"},
    {Opcode::Or, "or"},         {Opcode::Xor, "xor"},
    {Opcode::Shl, "shl"},       {Opcode::Shr, "ashr"},
    {Opcode::LShr, "lshr"},     {Opcode::ULt, "icmp ult"},
    {Opcode::ULe, "icmp ule"},  {Opcode::UGt, "icmp ugt"},
    {Opcode::UGe, "icmp uge"},  {Opcode::FRem, "frem"},
    {Opcode::FNe, "fcmp une"},  {Opcode::FOne, "fcmp one"},
    {Opcode::FOrd, "fcmp ord"}, {Opcode::FUno, "fcmp uno"},
    {Opcode::FUeq, "fcmp ueq"}, {Opcode::FUlt, "fcmp ult"},
    {Opcode::FUle, "fcmp ule"}, {Opcode::FUgt, "fcmp ugt"},
    {Opcode::FUge, "fcmp uge"}, {Opcode::FAdd, "fadd"},
    {Opcode::FSub, "fsub"},     {Opcode::FMul, "fmul"},
    {Opcode::FDiv, "fdiv"},
};

/// The LLVM instruction that Op is, or "" if it is none.
static llvm::StringRef llvmBinaryInstruction(Opcode Op) {
  for (const LLVMBinaryInstruction &I : LLVMBinaryInstructions)
    if (I.Op == Op)
      return I.Spelling;
  return "";
}

void FunctionWriter::writeBinary(BinaryInst &I) {
  std::string A = operand(I.getLHS());
  std::string B = operand(I.getRHS());
  Opcode Op = I.getOpcode();
  if (Op == Opcode::Div || Op == Opcode::Rem || Op == Opcode::UDiv ||
      Op == Opcode::URem) {
    writeDivRem(I, A, B);
    return;
  }
  if (Op == Opcode::Store) {
    emit(absl::StrCat("store ", llvmType(I.getRHS()->getType()).str(), " ", B,
                      ", ptr ", A));
    return;
  }
  if (Op == Opcode::PtrAdd) {
    // Through an opaque pointer the offset is in bytes.
    const Type *Element = I.getLHS()->getType()->getPointee();
    define(I, absl::StrCat("getelementptr ",
                           Element ? llvmType(Element).str() : "i8", ", ptr ",
                           A, ", i64 ", B));
    return;
  }
  llvm::StringRef Instruction = llvmBinaryInstruction(Op);
  if (Instruction.empty())
    llvm_unreachable("not a binary instruction");
  if (Instruction.starts_with("icmp ") || Instruction.starts_with("fcmp ")) {
    writeComparison(I, Instruction, A, B);
    return;
  }
  if (Op == Opcode::Shl || Op == Opcode::Shr || Op == Opcode::LShr) {
    std::string Amount = newTemp();
    emit(absl::StrCat(Amount, " = and ", llvmType(I.getType()).str(), " ", B,
                      ", ", I.getType()->getBits() - 1));
    B = Amount;
  }
  define(I, absl::StrCat(Instruction.str(), " ", llvmType(I.getType()).str(),
                         " ", A, ", ", B));
}

/// div, rem, udiv and urem by the helpers that fail as brili does on a
/// zero divisor; a narrower integer goes through them widened (by sign for
/// div and rem, by zeros for udiv and urem), and its result wraps back to
/// its width.
void FunctionWriter::writeDivRem(BinaryInst &I, std::string A, std::string B) {
  Opcode Op = I.getOpcode();
  Helper H = Op == Opcode::Div    ? Helper::Div
             : Op == Opcode::Rem  ? Helper::Rem
             : Op == Opcode::UDiv ? Helper::UDiv
                                  : Helper::URem;
  std::string Ty = llvmType(I.getType()).str();
  if (I.getType()->isInt()) {
    define(I, absl::StrCat("call i64 ", MW.helper(H), "(i64 ", A, ", i64 ", B,
                           ")"));
    return;
  }
  const char *Widen =
      Op == Opcode::Div || Op == Opcode::Rem ? " = sext " : " = zext ";
  for (std::string *Operand : {&A, &B}) {
    std::string Wide = newTemp();
    emit(absl::StrCat(Wide, Widen, Ty, " ", *Operand, " to i64"));
    *Operand = Wide;
  }
  std::string Result = newTemp();
  emit(absl::StrCat(Result, " = call i64 ", MW.helper(H), "(i64 ", A, ", i64 ",
                    B, ")"));
  define(I, absl::StrCat("trunc i64 ", Result, " to ", Ty));
}

void FunctionWriter::writeSelect(SelectInst &I) {
  std::string Ty = llvmType(I.getType()).str();
  define(I, absl::StrCat("select i1 ", operand(I.getCondition()), ", ", Ty, " ",
                         operand(I.getTrueValue()), ", ", Ty, " ",
                         operand(I.getFalseValue())));
}

/// What the interpreter does on reaching it: the error, exit status 1.
void FunctionWriter::writeUnreachable() {
  emit(absl::StrCat("call void ", MW.helper(Helper::Fail), "(ptr ",
                    MW.stringPointer("error: reached 'unreachable'"), ")"));
  emit("unreachable");
}

/// A comparison gives an i1 if its result is a bool, else an i64 1 or 0.
void FunctionWriter::writeComparison(BinaryInst &I, llvm::StringRef Predicate,
                                     const std::string &A,
                                     const std::string &B) {
  std::string Compare =
      absl::StrCat(Predicate.str(), " ", llvmType(I.getLHS()->getType()).str(),
                   " ", A, ", ", B);
  if (I.getType()->isBool()) {
    define(I, Compare);
    return;
  }
  std::string T = newTemp();
  emit(absl::StrCat(T, " = ", Compare));
  define(I, absl::StrCat("zext i1 ", T, " to i64"));
}

void FunctionWriter::writeCall(CallInst &I) {
  std::string Args;
  for (Use &U : I.operands())
    absl::StrAppend(&Args, Args.empty() ? "" : ", ", typedOperand(U.get()));
  std::string Call =
      absl::StrCat("call ", llvmType(I.getType()).str(), " ",
                   globalName(I.getCallee()->getName()), "(", Args, ")");
  if (I.getType()->isVoid())
    emit(Call);
  else
    define(I, Call);
}

/// Operands that printf formats directly (ints, bools) share one call;
/// a float or a char is printed by its helper, after what came before.
void FunctionWriter::writePrint(PrintInst &I) {
  std::string Format, Args;
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    Value *Op = I.getOperand(K);
    std::string V = operand(Op);
    Format += K ? " " : "";
    switch (Op->getType()->getKind()) {
    case TypeKind::Bool: {
      std::string Text = newTemp();
      // One statement each: the order of interning decides the string names.
      std::string True = MW.stringPointer("true");
      std::string False = MW.stringPointer("false");
      emit(absl::StrCat(Text, " = select i1 ", V, ", ptr ", True, ", ptr ",
                        False));
      Format += "%s";
      absl::StrAppend(&Args, ", ptr ", Text);
      break;
    }
    case TypeKind::F32:
      V = widen(V, "fpext float ", " to double");
      [[fallthrough]];
    case TypeKind::Float:
    case TypeKind::Char: {
      flushPrintf(Format, Args);
      bool IsFloat = Op->getType()->isFloatingPoint();
      emit(absl::StrCat(
          "call void ",
          MW.helper(IsFloat ? Helper::PrintFloat : Helper::PrintChar), "(",
          IsFloat ? "double" : "i32", " ", V, ")"));
      break;
    }
    case TypeKind::I8:
    case TypeKind::I16:
    case TypeKind::I32:
      V = widen(V, "sext " + llvmType(Op->getType()).str() + " ", " to i64");
      [[fallthrough]];
    default: // int; checkPointersStayInside refused pointers
      Format += "%lld";
      absl::StrAppend(&Args, ", i64 ", V);
      break;
    }
  }
  Format += "\n";
  flushPrintf(Format, Args);
}

/// A new temporary defined as Before V After (a conversion).
std::string FunctionWriter::widen(const std::string &V,
                                  const std::string &Before,
                                  const std::string &After) {
  std::string T = newTemp();
  emit(absl::StrCat(T, " = ", Before, V, After));
  return T;
}

/// Calls printf with Format and Args, if Format is not empty, and clears
/// both.
void FunctionWriter::flushPrintf(std::string &Format, std::string &Args) {
  if (Format.empty())
    return;
  // printf's result is numbered like any unnamed value, so name it.
  emit(absl::StrCat(newTemp(), " = call i32 (ptr, ...) @printf(ptr ",
                    MW.stringPointer(Format), Args, ")"));
  Format.clear();
  Args.clear();
}

/// Loads, at the end of BB, every variable that a phi of a successor reads
/// on the edges from BB.
void FunctionWriter::loadPhiInputs(BasicBlock &BB) {
  for (BasicBlock *Succ : successors(&BB))
    for (PhiInst &Phi : Succ->phis()) {
      int K = Phi.getBlockIndex(&BB);
      if (K < 0 || PhiInputs.count({&Phi, &BB}))
        continue;
      Value *In = Phi.getIncomingValue(K);
      if (llvm::isa<Variable>(In))
        PhiInputs[{&Phi, &BB}] = operand(In);
    }
}

/// `ret` without a value returns the zero of a non-void return type.
void FunctionWriter::writeReturn(ReturnInst &Ret) {
  const Type *T = F.getReturnType();
  if (T->isVoid()) {
    emit("ret void");
    return;
  }
  Value *V = Ret.getReturnValue();
  emit(absl::StrCat("ret ", llvmType(T).str(), " ",
                    V ? operand(V) : constantText(T, 0)));
}

void FunctionWriter::writeTerminator(Instruction &I) {
  BasicBlock &BB = *I.getParent();
  if (auto *Ret = llvm::dyn_cast<ReturnInst>(&I)) {
    writeReturn(*Ret);
    return;
  }
  if (auto *Jmp = llvm::dyn_cast<JumpInst>(&I)) {
    loadPhiInputs(BB);
    emit("br label " + Names.lookup(Jmp->getTarget()));
    return;
  }
  auto &Br = llvm::cast<BranchInst>(I);
  std::string Taken = operand(Br.getCondition());
  if (!Br.getCondition()->getType()->isBool()) {
    std::string Cond = Taken;
    Taken = newTemp();
    emit(absl::StrCat(Taken, " = icmp ne i64 ", Cond, ", 0"));
  }
  loadPhiInputs(BB);
  emit(absl::StrCat("br i1 ", Taken, ", label ",
                    Names.lookup(Br.getTrueTarget()), ", label ",
                    Names.lookup(Br.getFalseTarget())));
}

/// Writes any instruction but a phi (writePhis does those).
void FunctionWriter::writeInstruction(Instruction &I) {
  if (auto *U = llvm::dyn_cast<UnaryInst>(&I))
    writeUnary(*U);
  else if (auto *B = llvm::dyn_cast<BinaryInst>(&I))
    writeBinary(*B);
  else if (auto *C = llvm::dyn_cast<CallInst>(&I))
    writeCall(*C);
  else if (auto *P = llvm::dyn_cast<PrintInst>(&I))
    writePrint(*P);
  else if (auto *S = llvm::dyn_cast<SelectInst>(&I))
    writeSelect(*S);
  else if (I.getOpcode() == Opcode::Unreachable)
    writeUnreachable();
  else if (I.getOpcode() == Opcode::Alloca)
    define(I, "alloca " + llvmType(I.getType()->getPointee()).str());
  else if (I.isTerminator())
    writeTerminator(I);
  // nop writes nothing.
}

/// BB's phis, one entry per edge. LLVM wants the entries of one predecessor
/// equal; ModuleWriter::write has refused phis whose entries differ.
void FunctionWriter::writePhis(BasicBlock &BB, std::string &Out) {
  for (PhiInst &Phi : BB.phis()) {
    absl::StrAppend(&Out, "  ", Names.lookup(&Phi), " = phi ",
                    llvmType(Phi.getType()).str(), " ");
    for (unsigned K = 0, E = Phi.getNumIncoming(); K != E; ++K) {
      BasicBlock *From = Phi.getIncomingBlock(K);
      Value *In = Phi.getIncomingValue(Phi.getBlockIndex(From));
      std::string V = llvm::isa<Variable>(In) ? PhiInputs.lookup({&Phi, From})
                                              : spellValue(In);
      absl::StrAppend(&Out, K ? ", " : "", "[ ", V, ", ", Names.lookup(From),
                      " ]");
    }
    Out += '\n';
  }
}

void FunctionWriter::write(std::string &Out) {
  nameLocals();
  std::vector<std::string> Bodies(F.size());
  auto BodyIt = Bodies.begin();
  for (BasicBlock &BB : F) {
    Body = &*BodyIt++;
    if (&BB == &F.getEntryBlock())
      writeAllocas();
    for (Instruction &I : BB)
      writeInstruction(I);
  }
  absl::StrAppend(&Out, "define internal ", llvmType(F.getReturnType()).str(),
                  " ", globalName(F.getName()), "(");
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
    absl::StrAppend(&Out, K ? ", " : "", llvmType(F.getArg(K)->getType()).str(),
                    " ", Names.lookup(F.getArg(K)));
  Out += ") {\n";
  BodyIt = Bodies.begin();
  for (BasicBlock &BB : F) {
    absl::StrAppend(&Out, &BB == &F.getEntryBlock() ? "" : "\n",
                    Names.lookup(&BB).substr(1), ":\n");
    writePhis(BB, Out);
    Out += *BodyIt++;
  }
  Out += "}\n";
}
