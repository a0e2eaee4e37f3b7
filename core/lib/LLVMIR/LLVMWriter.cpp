//===- LLVMWriter.cpp - Writing a module as LLVM IR text ------------------===//
//
// One FunctionWriter per function, in two steps: first every block's body
// (all but its phis) is written, in layout order, so that numbered
// temporaries appear in the order LLVM requires and the loads that feed
// phi entries sit at the ends of their predecessors; then the function is
// assembled, each block's label, then its phis, then its body. The
// ModuleWriter adds what the functions asked for: the `main` wrapper, the
// helpers, the string constants and the C library declarations.
//
//===----------------------------------------------------------------------===//

#include "mopt/LLVMIR/LLVMWriter.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ErrorHandling.h"

#include <bitset>
#include <iterator>

using namespace mopt;

/// Global names the output defines or declares itself.
static const llvm::StringRef ReservedGlobals[] = {
    "main",   "printf", "dprintf", "exit", "strcmp", "strtoll",
    "strtod", "strlen", "malloc",  "free", "log10"};

static const char LibraryDeclarations[] =
    "declare i32 @printf(ptr, ...)\n"
    "declare i32 @dprintf(i32, ptr, ...)\n"
    "declare void @exit(i32) noreturn\n"
    "declare i32 @strcmp(ptr, ptr)\n"
    "declare i64 @strtoll(ptr, ptr, i32)\n"
    "declare double @strtod(ptr, ptr)\n"
    "declare i64 @strlen(ptr)\n"
    "declare ptr @malloc(i64)\n"
    "declare void @free(ptr)\n"
    "declare double @log10(double)\n"
    "declare double @llvm.fabs.f64(double)\n";

/// Name with the bytes LLVM cannot take in a quoted string as \XX.
static std::string escape(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name) {
    if (llvm::isPrint(C) && C != '"' && C != '\\') {
      Out += C;
      continue;
    }
    unsigned char Byte = static_cast<unsigned char>(C);
    Out += '\\';
    Out += llvm::hexdigit(Byte >> 4);
    Out += llvm::hexdigit(Byte & 15);
  }
  return Out;
}

/// Name as it follows a sigil: bare if LLVM's lexer reads it as one word
/// ([-a-zA-Z$._][-a-zA-Z$._0-9]*), else quoted.
static std::string spell(llvm::StringRef Name) {
  auto IsBare = [](char C) {
    return llvm::isAlnum(C) || C == '-' || C == '$' || C == '.' || C == '_';
  };
  if (!Name.empty() && !llvm::isDigit(Name[0]) && llvm::all_of(Name, IsBare))
    return Name.str();
  return "\"" + escape(Name) + "\"";
}

/// The LLVM name of a TAC function, with its sigil.
static std::string globalName(llvm::StringRef Name) {
  bool Reserved = llvm::is_contained(ReservedGlobals, Name) ||
                  Name.starts_with("tac.") || Name.starts_with("mopt.") ||
                  Name.starts_with("llvm.");
  return "@" + spell(Reserved ? ("tac." + Name).str() : Name.str());
}

/// The LLVM type of a value, or of a function's result, of type T.
static llvm::StringRef llvmType(const Type *T) {
  static constexpr llvm::StringRef ByKind[] = {"void",   "i64", "i1",
                                               "double", "i32", "ptr"};
  return ByKind[static_cast<unsigned>(T->getKind())];
}

/// The constant of type T whose 64 bits are Bits, as LLVM spells it: a
/// float as its exact bit pattern in hex, a pointer (always null) as null.
static std::string constantText(const Type *T, int64_t Bits) {
  switch (T->getKind()) {
  case TypeKind::Bool:
    return Bits ? "true" : "false";
  case TypeKind::Float:
    return "0x" + llvm::utohexstr(uint64_t(Bits), /*LowerCase=*/false,
                                  /*Width=*/16);
  case TypeKind::Ptr:
    return "null";
  default:
    return std::to_string(Bits);
  }
}

/// The bytes one element of type T takes in memory (alloc's malloc).
static unsigned elementSize(const Type *T) {
  return T->isBool() ? 1 : T->isChar() ? 4 : 8;
}

namespace {

/// The functions the output defines besides the program's, each written
/// once if asked for. A helper may ask for one later in this order only.
enum class Helper : unsigned {
  Div,
  Rem,
  Int2Char,
  PrintFloat,
  PrintChar,
  ArgInt,
  ArgBool,
  ArgFloat,
  ArgChar,
  IsChar,
  BadArg,
  Fail,
  NumHelpers
};

const char *const HelperNames[] = {
    "@mopt.div",        "@mopt.rem",     "@mopt.int2char", "@mopt.print.float",
    "@mopt.print.char", "@mopt.arg.int", "@mopt.arg.bool", "@mopt.arg.float",
    "@mopt.arg.char",   "@mopt.is.char", "@mopt.bad.arg",  "@mopt.fail"};
static_assert(std::size(HelperNames) == unsigned(Helper::NumHelpers),
              "one name per helper");

/// Module-wide state: interned strings and the helpers that were asked for.
class ModuleWriter {
public:
  explicit ModuleWriter(Module &M) : M(M) {}
  absl::Status write(std::string &Out);

  /// An `ptr` constant expression pointing at Text, NUL-terminated.
  std::string stringPointer(llvm::StringRef Text);
  /// The name of helper H, which will be written.
  std::string helper(Helper H) {
    Needed.set(unsigned(H));
    return HelperNames[unsigned(H)];
  }

private:
  void writeMainWrapper(Function &Main, std::string &Out);
  void writeHelper(Helper H, std::string &Out);
  void writeDivisionHelper(llvm::StringRef Name, llvm::StringRef Body,
                           std::string &Out);
  void writeInt2CharHelper(std::string &Out);
  void writePrintFloatHelper(std::string &Out);
  void writePrintCharHelper(std::string &Out);
  void writeArgIntHelper(std::string &Out);
  void writeArgBoolHelper(std::string &Out);
  void writeArgFloatHelper(std::string &Out);
  void writeArgCharHelper(std::string &Out);
  void writeIsCharHelper(std::string &Out);
  void writeBadArgHelper(std::string &Out);
  void writeFailHelper(std::string &Out);
  void writeStrings(std::string &Out);

  Module &M;
  std::vector<std::string> Strings;
  llvm::StringMap<unsigned> StringIds;
  std::bitset<unsigned(Helper::NumHelpers)> Needed;
};

/// Writes one function.
class FunctionWriter {
public:
  FunctionWriter(ModuleWriter &MW, Function &F) : MW(MW), F(F) {}
  void write(std::string &Out);

private:
  std::string reserve(llvm::StringRef Base);
  void nameLocals();
  void nameVariables();
  std::string newTemp() { return "%" + std::to_string(NextTemp++); }
  void emit(const std::string &Line) {
    absl::StrAppend(Body, "  ", Line, "\n");
  }

  std::string spellValue(Value *V) const;
  std::string operand(Value *V);
  std::string typedOperand(Value *V);
  void define(Instruction &I, const std::string &Computation);
  void defineAs(Instruction &I, const std::string &Val);

  void writeAllocas();
  void writeInstruction(Instruction &I);
  void writeUnary(UnaryInst &I);
  void writeMemoryUnary(UnaryInst &I, const std::string &A);
  void writeBinary(BinaryInst &I);
  void writeComparison(BinaryInst &I, llvm::StringRef Predicate,
                       const std::string &A, const std::string &B);
  void writeCall(CallInst &I);
  void writePrint(PrintInst &I);
  void flushPrintf(std::string &Format, std::string &Args);
  void writeTerminator(Instruction &I);
  void writeReturn(ReturnInst &Ret);
  void loadPhiInputs(BasicBlock &BB);
  void writePhis(BasicBlock &BB, std::string &Out);

  ModuleWriter &MW;
  Function &F;
  llvm::StringSet<> Taken;
  /// Each named TAC value's LLVM spelling, sigil included; for a variable,
  /// that of its alloca.
  llvm::DenseMap<const Value *, std::string> Names;
  /// The loaded value each phi takes from a predecessor, when a variable.
  llvm::DenseMap<std::pair<const PhiInst *, const BasicBlock *>, std::string>
      PhiInputs;
  std::vector<Variable *> LiveVariables;
  std::string *Body = nullptr;
  unsigned NextTemp = 0;
};

} // namespace

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
    {Opcode::Neg, "sub i64 0, ", ""},
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
                      elementSize(I.getType()->getPointee())));
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
    {Opcode::Lt, "icmp slt"},  {Opcode::CLt, "icmp slt"},
    {Opcode::Le, "icmp sle"},  {Opcode::CLe, "icmp sle"},
    {Opcode::Gt, "icmp sgt"},  {Opcode::CGt, "icmp sgt"},
    {Opcode::Ge, "icmp sge"},  {Opcode::CGe, "icmp sge"},
    {Opcode::Eq, "icmp eq"},   {Opcode::CEq, "icmp eq"},
    {Opcode::Ne, "icmp ne"},   {Opcode::FEq, "fcmp oeq"},
    {Opcode::FLt, "fcmp olt"}, {Opcode::FLe, "fcmp ole"},
    {Opcode::FGt, "fcmp ogt"}, {Opcode::FGe, "fcmp oge"},
    {Opcode::Add, "add"},      {Opcode::Sub, "sub"},
    {Opcode::Mul, "mul"},      {Opcode::And, "and"},
    {Opcode::Or, "or"},        {Opcode::Xor, "xor"},
    {Opcode::Shl, "shl"},      {Opcode::Shr, "ashr"},
    {Opcode::FAdd, "fadd"},    {Opcode::FSub, "fsub"},
    {Opcode::FMul, "fmul"},    {Opcode::FDiv, "fdiv"},
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
  if (Op == Opcode::Div || Op == Opcode::Rem) {
    Helper H = Op == Opcode::Div ? Helper::Div : Helper::Rem;
    define(I, absl::StrCat("call i64 ", MW.helper(H), "(i64 ", A, ", i64 ", B,
                           ")"));
    return;
  }
  if (Op == Opcode::Store) {
    emit(absl::StrCat("store ", llvmType(I.getRHS()->getType()).str(), " ", B,
                      ", ptr ", A));
    return;
  }
  if (Op == Opcode::PtrAdd) {
    const Type *Element = I.getLHS()->getType()->getPointee();
    define(I, absl::StrCat("getelementptr ", llvmType(Element).str(), ", ptr ",
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
  if (Op == Opcode::Shl || Op == Opcode::Shr) {
    std::string Amount = newTemp();
    emit(absl::StrCat(Amount, " = and i64 ", B, ", 63"));
    B = Amount;
  }
  define(I, absl::StrCat(Instruction.str(), " ", llvmType(I.getType()).str(),
                         " ", A, ", ", B));
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
    case TypeKind::Float:
    case TypeKind::Char: {
      flushPrintf(Format, Args);
      bool IsFloat = Op->getType()->isFloat();
      emit(absl::StrCat(
          "call void ",
          MW.helper(IsFloat ? Helper::PrintFloat : Helper::PrintChar), "(",
          llvmType(Op->getType()).str(), " ", V, ")"));
      break;
    }
    default: // int; checkPointersStayInside refused pointers
      Format += "%lld";
      absl::StrAppend(&Args, ", i64 ", V);
      break;
    }
  }
  Format += "\n";
  flushPrintf(Format, Args);
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

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

std::string ModuleWriter::stringPointer(llvm::StringRef Text) {
  auto [It, Inserted] = StringIds.try_emplace(Text, Strings.size());
  if (Inserted)
    Strings.push_back(Text.str());
  return absl::StrCat("@.str.", It->second);
}

/// The helper that reads a command-line word as a value of type T.
static Helper argumentHelper(const Type *T) {
  // By TypeKind; checkPointersStayInside refused pointer parameters.
  static constexpr Helper ByKind[] = {Helper::ArgInt,  Helper::ArgInt,
                                      Helper::ArgBool, Helper::ArgFloat,
                                      Helper::ArgChar, Helper::ArgInt};
  return ByKind[static_cast<unsigned>(T->getKind())];
}

void ModuleWriter::writeMainWrapper(Function &Main, std::string &Out) {
  unsigned N = Main.getNumParams();
  absl::StrAppend(
      &Out,
      "\n; The program: main's arguments from the command line; exit "
      "status 0.\ndefine i32 @main(i32 %argc, ptr %argv) {\nentry:\n",
      "  %argc.ok = icmp eq i32 %argc, ", N + 1, "\n",
      "  br i1 %argc.ok, label %args, label %bad\nbad:\n", "  call void ",
      helper(Helper::Fail), "(ptr ",
      stringPointer(absl::StrCat(
          "error: wrong number of arguments to 'main': expected ", N)),
      ")\n  unreachable\nargs:\n");
  std::string Args;
  for (unsigned K = 1; K <= N; ++K) {
    llvm::StringRef Ty = llvmType(Main.getArg(K - 1)->getType());
    absl::StrAppend(&Out, "  %argv.", K,
                    " = getelementptr inbounds ptr, ptr %argv, i64 ", K,
                    "\n  %word.", K, " = load ptr, ptr %argv.", K, "\n  %arg.",
                    K, " = call ", Ty.str(), " ",
                    helper(argumentHelper(Main.getArg(K - 1)->getType())),
                    "(ptr %word.", K, ", i64 ", K, ")\n");
    absl::StrAppend(&Args, K > 1 ? ", " : "", Ty.str(), " %arg.", K);
  }
  const Type *RetTy = Main.getReturnType();
  absl::StrAppend(&Out, "  ", RetTy->isVoid() ? "" : "%ret = ", "call ",
                  llvmType(RetTy).str(), " ", globalName("main"), "(", Args,
                  ")\n  ret i32 0\n}\n");
}

void ModuleWriter::writeHelper(Helper H, std::string &Out) {
  switch (H) {
  case Helper::Div:
    return writeDivisionHelper("mopt.div",
                               "  %q = sdiv i64 %a, %divisor\n"
                               "  %neg = sub i64 0, %a\n"
                               "  %r = select i1 %minus.one, i64 %neg, i64 %q\n"
                               "  ret i64 %r\n",
                               Out);
  case Helper::Rem:
    return writeDivisionHelper(
        "mopt.rem", "  %r = srem i64 %a, %divisor\n  ret i64 %r\n", Out);
  case Helper::Int2Char:
    return writeInt2CharHelper(Out);
  case Helper::PrintFloat:
    return writePrintFloatHelper(Out);
  case Helper::PrintChar:
    return writePrintCharHelper(Out);
  case Helper::ArgInt:
    return writeArgIntHelper(Out);
  case Helper::ArgBool:
    return writeArgBoolHelper(Out);
  case Helper::ArgFloat:
    return writeArgFloatHelper(Out);
  case Helper::ArgChar:
    return writeArgCharHelper(Out);
  case Helper::IsChar:
    return writeIsCharHelper(Out);
  case Helper::BadArg:
    return writeBadArgHelper(Out);
  case Helper::Fail:
    return writeFailHelper(Out);
  case Helper::NumHelpers:
    break;
  }
  llvm_unreachable("not a helper");
}

/// A helper of the shape of @mopt.div: exit on a zero divisor, else Body.
void ModuleWriter::writeDivisionHelper(llvm::StringRef Name,
                                       llvm::StringRef Body, std::string &Out) {
  absl::StrAppend(
      &Out, "\ndefine internal i64 @", Name.str(),
      "(i64 %a, i64 %b) {\nentry:\n  %zero = icmp eq i64 %b, 0\n",
      "  br i1 %zero, label %fail, label %ok\nfail:\n", "  call void ",
      helper(Helper::Fail), "(ptr ", stringPointer("error: division by zero"),
      ")\n  unreachable\nok:\n", "  %minus.one = icmp eq i64 %b, -1\n",
      "  %divisor = select i1 %minus.one, i64 1, i64 %b\n", Body.str(), "}\n");
}

/// @mopt.int2char: an int as a char, or exit status 1 with the
/// interpreter's message if it is no Unicode scalar value.
void ModuleWriter::writeInt2CharHelper(std::string &Out) {
  std::string IsChar = helper(Helper::IsChar);
  Out += absl::Substitute(R"(
define internal i32 @mopt.int2char(i64 %v) {
entry:
  %ok = call i1 $0(i64 %v)
  br i1 %ok, label %char, label %bad
bad:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr $1, i64 %v)
  call void @exit(i32 1)
  unreachable
char:
  %c = trunc i64 %v to i32
  ret i32 %c
}
)",
                          IsChar,
                          stringPointer("error: value %lld cannot be "
                                        "converted to char: it is not a "
                                        "Unicode scalar value\n"));
}

/// @mopt.print.float: a float as brili prints it, like the interpreter's
/// appendFloat: `NaN`, `Infinity`, `-Infinity`, else printf's "%.17e" when
/// the decimal exponent is 10 or more in magnitude (log10, as there),
/// "%.17f" otherwise; printf keeps the sign of a zero.
void ModuleWriter::writePrintFloatHelper(std::string &Out) {
  std::string NaN = stringPointer("NaN");
  std::string MinusInfinity = stringPointer("-Infinity");
  std::string Infinity = stringPointer("Infinity");
  std::string Exponent = stringPointer("%.17e");
  std::string Fixed = stringPointer("%.17f");
  Out += absl::Substitute(R"(
define internal void @mopt.print.float(double %x) {
entry:
  %is.nan = fcmp uno double %x, %x
  br i1 %is.nan, label %nan, label %number
nan:
  %n.nan = call i32 (ptr, ...) @printf(ptr $0)
  ret void
number:
  %abs = call double @llvm.fabs.f64(double %x)
  %is.inf = fcmp oeq double %abs, 0x7FF0000000000000
  br i1 %is.inf, label %inf, label %finite
inf:
  %negative = fcmp olt double %x, 0.0
  %infinity = select i1 %negative, ptr $1, ptr $2
  %n.inf = call i32 (ptr, ...) @printf(ptr %infinity)
  ret void
finite:
  %log = call double @log10(double %abs)
  %magnitude = call double @llvm.fabs.f64(double %log)
  %large = fcmp oge double %magnitude, 10.0
  %zero = fcmp oeq double %x, 0.0
  %exponent = select i1 %zero, i1 false, i1 %large
  %format = select i1 %exponent, ptr $3, ptr $4
  %n = call i32 (ptr, ...) @printf(ptr %format, double %x)
  ret void
}
)",
                          NaN, MinusInfinity, Infinity, Exponent, Fixed);
}

/// @mopt.print.char: a char as UTF-8, one to four bytes by its code point.
void ModuleWriter::writePrintCharHelper(std::string &Out) {
  // The printf formats of one to four bytes: "%c" to "%c%c%c%c".
  std::string Formats[4];
  for (unsigned Bytes = 1; Bytes <= 4; ++Bytes) {
    std::string Format;
    for (unsigned K = 0; K != Bytes; ++K)
      Format += "%c";
    Formats[Bytes - 1] = stringPointer(Format);
  }
  Out += absl::Substitute(R"(
define internal void @mopt.print.char(i32 %c) {
entry:
  %bits.0 = and i32 %c, 63
  %cont.0 = or i32 %bits.0, 128
  %c.6 = lshr i32 %c, 6
  %bits.6 = and i32 %c.6, 63
  %cont.6 = or i32 %bits.6, 128
  %c.12 = lshr i32 %c, 12
  %bits.12 = and i32 %c.12, 63
  %cont.12 = or i32 %bits.12, 128
  %fits.1 = icmp ult i32 %c, 128
  br i1 %fits.1, label %one, label %more.than.one
one:
  %n.1 = call i32 (ptr, ...) @printf(ptr $0, i32 %c)
  ret void
more.than.one:
  %fits.2 = icmp ult i32 %c, 2048
  br i1 %fits.2, label %two, label %more.than.two
two:
  %lead.2 = or i32 %c.6, 192
  %n.2 = call i32 (ptr, ...) @printf(ptr $1, i32 %lead.2, i32 %cont.0)
  ret void
more.than.two:
  %fits.3 = icmp ult i32 %c, 65536
  br i1 %fits.3, label %three, label %four
three:
  %lead.3 = or i32 %c.12, 224
  %n.3 = call i32 (ptr, ...) @printf(ptr $2, i32 %lead.3, i32 %cont.6, i32 %cont.0)
  ret void
four:
  %c.18 = lshr i32 %c, 18
  %lead.4 = or i32 %c.18, 240
  %n.4 = call i32 (ptr, ...) @printf(ptr $3, i32 %lead.4, i32 %cont.12, i32 %cont.6, i32 %cont.0)
  ret void
}
)",
                          Formats[0], Formats[1], Formats[2], Formats[3]);
}

/// The blocks of an argument helper that compare word %s with `true` and
/// `false` (True and False, their strings): they return OnTrue and OnFalse,
/// and any other word goes to the block Otherwise.
static std::string trueFalseBlocks(const std::string &True,
                                   const std::string &False,
                                   const std::string &OnTrue,
                                   const std::string &OnFalse,
                                   const std::string &Otherwise) {
  return absl::Substitute(R"(  %t = call i32 @strcmp(ptr %s, ptr $0)
  %is.true = icmp eq i32 %t, 0
  br i1 %is.true, label %true, label %not.true
true:
  ret $2
not.true:
  %f = call i32 @strcmp(ptr %s, ptr $1)
  %is.false = icmp eq i32 %f, 0
  br i1 %is.false, label %false, label %$4
false:
  ret $3
)",
                          True, False, OnTrue, OnFalse, Otherwise);
}

/// The block `bad:` of an argument helper: BadArg (the helper) reports
/// word %s, argument %k, as no value of the type TypeName (its string).
static std::string badArgBlock(const std::string &BadArg,
                               const std::string &TypeName) {
  return absl::Substitute(
      "bad:\n  call void $0(ptr %s, i64 %k, ptr $1)\n  unreachable\n", BadArg,
      TypeName);
}

/// The end of an argument helper that reads word %s with Call, a C library
/// function that leaves where it stopped in %end: the value, of type Ty, if
/// it read the whole word and the word is not empty, else bad:.
static std::string wholeWordBlocks(const std::string &Call,
                                   const std::string &Ty,
                                   const std::string &BadArg,
                                   const std::string &TypeName) {
  return absl::Substitute(R"(  %v = call $0
  %e = load ptr, ptr %end
  %c = load i8, ptr %e
  %at.end = icmp eq i8 %c, 0
  %empty = icmp eq ptr %e, %s
  %ok = select i1 %empty, i1 false, i1 %at.end
  br i1 %ok, label %done, label %bad
$1done:
  ret $2 %v
}
)",
                          Call, badArgBlock(BadArg, TypeName), Ty);
}

/// @mopt.arg.int: a command-line word, `true`, `false` (as parseMainArguments
/// takes them for an int) or a whole decimal integer, as an i64.
void ModuleWriter::writeArgIntHelper(std::string &Out) {
  // One statement each: the order of interning decides the string names.
  std::string True = stringPointer("true");
  std::string False = stringPointer("false");
  std::string Int = stringPointer("int");
  absl::StrAppend(
      &Out,
      "\ndefine internal i64 @mopt.arg.int(ptr %s, i64 %k) {\nentry:\n"
      "  %end = alloca ptr\n",
      trueFalseBlocks(True, False, "i64 1", "i64 0", "number"), "number:\n",
      wholeWordBlocks("i64 @strtoll(ptr %s, ptr %end, i32 10)", "i64",
                      helper(Helper::BadArg), Int));
}

/// @mopt.arg.bool: `true` or `false`.
void ModuleWriter::writeArgBoolHelper(std::string &Out) {
  std::string True = stringPointer("true");
  std::string False = stringPointer("false");
  std::string Bool = stringPointer("bool");
  absl::StrAppend(
      &Out, "\ndefine internal i1 @mopt.arg.bool(ptr %s, i64 %k) {\nentry:\n",
      trueFalseBlocks(True, False, "i1 true", "i1 false", "bad"),
      badArgBlock(helper(Helper::BadArg), Bool), "}\n");
}

/// @mopt.arg.float: a word strtod reads whole.
void ModuleWriter::writeArgFloatHelper(std::string &Out) {
  std::string Float = stringPointer("float");
  absl::StrAppend(
      &Out,
      "\ndefine internal double @mopt.arg.float(ptr %s, i64 %k) {\nentry:\n"
      "  %end = alloca ptr\n",
      wholeWordBlocks("double @strtod(ptr %s, ptr %end)", "double",
                      helper(Helper::BadArg), Float));
}

/// @mopt.arg.char: a word that is one UTF-8 sequence of a Unicode scalar
/// value, decoded as parseMainArguments does: the lead byte gives the
/// length (below 0x80 one, from 0xF0 four, from 0xE0 three, else two), the
/// word must have that many bytes, and each after the first is 10xxxxxx.
void ModuleWriter::writeArgCharHelper(std::string &Out) {
  std::string Char = stringPointer("char");
  Out += absl::Substitute(R"(
define internal i32 @mopt.arg.char(ptr %s, i64 %k) {
entry:
  %lead.byte = load i8, ptr %s
  %lead = zext i8 %lead.byte to i64
  %is.1 = icmp ult i64 %lead, 128
  %is.3 = icmp uge i64 %lead, 224
  %is.4 = icmp uge i64 %lead, 240
  %len.3.or.4 = select i1 %is.4, i64 4, i64 3
  %len.multi = select i1 %is.3, i64 %len.3.or.4, i64 2
  %len = select i1 %is.1, i64 1, i64 %len.multi
  %size = call i64 @strlen(ptr %s)
  %size.is.len = icmp eq i64 %size, %len
  %not.empty = icmp ne i64 %size, 0
  %size.ok = and i1 %size.is.len, %not.empty
  br i1 %size.ok, label %decode, label %bad
decode:
  %lead.mask = lshr i64 127, %len
  %mask = select i1 %is.1, i64 127, i64 %lead.mask
  %first = and i64 %lead, %mask
  br label %next
next:
  %i = phi i64 [ 1, %decode ], [ %i.next, %continuation ]
  %cp = phi i64 [ %first, %decode ], [ %cp.next, %continuation ]
  %done = icmp eq i64 %i, %len
  br i1 %done, label %check, label %byte
byte:
  %at = getelementptr i8, ptr %s, i64 %i
  %b.byte = load i8, ptr %at
  %b = zext i8 %b.byte to i64
  %tag = and i64 %b, 192
  %is.continuation = icmp eq i64 %tag, 128
  br i1 %is.continuation, label %continuation, label %bad
continuation:
  %bits = and i64 %b, 63
  %shifted = shl i64 %cp, 6
  %cp.next = or i64 %shifted, %bits
  %i.next = add i64 %i, 1
  br label %next
check:
  %ok = call i1 $0(i64 %cp)
  br i1 %ok, label %char, label %bad
char:
  %c = trunc i64 %cp to i32
  ret i32 %c
$1}
)",
                          helper(Helper::IsChar),
                          badArgBlock(helper(Helper::BadArg), Char));
}

/// @mopt.is.char: whether an i64 is a Unicode scalar value, 0 to 0x10FFFF
/// but not a surrogate (0xD800 to 0xDFFF).
void ModuleWriter::writeIsCharHelper(std::string &Out) {
  Out += R"(
define internal i1 @mopt.is.char(i64 %v) {
entry:
  %in.range = icmp ule i64 %v, 1114111
  %from.d800 = sub i64 %v, 55296
  %surrogate = icmp ult i64 %from.d800, 2048
  %ok = select i1 %surrogate, i1 false, i1 %in.range
  ret i1 %ok
}
)";
}

/// @mopt.bad.arg: the interpreter's message for command-line word K that
/// is no value of its parameter's type, and exit status 1.
void ModuleWriter::writeBadArgHelper(std::string &Out) {
  Out += absl::Substitute(R"(
define internal void @mopt.bad.arg(ptr %s, i64 %k, ptr %type) noreturn {
entry:
  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, ptr $0, i64 %k, ptr %s, ptr %type)
  call void @exit(i32 1)
  unreachable
}
)",
                          stringPointer("error: program argument %lld "
                                        "'%s' is not a value of type "
                                        "%s\n"));
}

/// @mopt.fail: a run-time error, its message on standard error and exit
/// status 1 (exit flushes what the program printed before).
void ModuleWriter::writeFailHelper(std::string &Out) {
  absl::StrAppend(&Out,
                  "\ndefine internal void @mopt.fail(ptr %msg) noreturn {\n"
                  "entry:\n  %n = call i32 (i32, ptr, ...) @dprintf(i32 2, "
                  "ptr ",
                  stringPointer("%s\n"),
                  ", ptr %msg)\n  call void @exit(i32 1)\n"
                  "  unreachable\n}\n");
}

void ModuleWriter::writeStrings(std::string &Out) {
  if (!Strings.empty())
    Out += '\n';
  for (unsigned K = 0, E = Strings.size(); K != E; ++K)
    absl::StrAppend(&Out, "@.str.", K, " = private unnamed_addr constant [",
                    Strings[K].size() + 1, " x i8] c\"", escape(Strings[K]),
                    "\\00\"\n");
}

/// A phi after `br c, L, L` may take a different value on each of the two
/// edges (docs/TAC.md); LLVM IR cannot say that, so such a phi is an error
/// until split-critical-edges has given each edge a block of its own.
static absl::Status checkPhiEntriesAgree(Function &F) {
  for (BasicBlock &BB : F)
    for (PhiInst &Phi : BB.phis()) {
      for (unsigned K = 0, E = Phi.getNumIncoming(); K != E; ++K) {
        int First = Phi.getBlockIndex(Phi.getIncomingBlock(K));
        if (Phi.getIncomingValue(First) != Phi.getIncomingValue(K))
          return makeError(
              F.getParent()->getSources(), Phi.getLoc(),
              "--emit-llvm: this phi takes different values on the two edges "
              "from one block, which LLVM IR cannot express; run "
              "split-critical-edges first");
      }
    }
  return absl::OkStatus();
}

/// A pointer prints as the number of its allocation (ptr<N+K>), which the
/// LLVM program does not keep, and no command-line word is a pointer: a
/// pointer printed, or a pointer parameter of main, is refused.
static absl::Status checkPointersStayInside(Function &F) {
  const SourceFiles &Sources = F.getParent()->getSources();
  if (F.getName() == "main")
    for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
      if (F.getArg(K)->getType()->isPointer())
        return makeError(Sources, F.getLoc(),
                         "--emit-llvm: main's parameter '" +
                             F.getArg(K)->getName().str() +
                             "' is a pointer, which no command-line word is");
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (llvm::isa<PrintInst>(I))
        for (Use &U : I.operands())
          if (U.get()->getType()->isPointer())
            return makeError(Sources, I.getLoc(),
                             "--emit-llvm cannot print a pointer: it prints "
                             "as the number of its allocation, which LLVM IR "
                             "does not keep");
  return absl::OkStatus();
}

absl::Status ModuleWriter::write(std::string &Out) {
  for (Function &F : M) {
    if (F.getForm() == IRForm::Flat)
      return makeError(M.getSources(), F.getLoc(),
                       "--emit-llvm needs CFG form; run lower first "
                       "(-passes=lower)");
    if (absl::Status S = checkPhiEntriesAgree(F); !S.ok())
      return S;
    if (absl::Status S = checkPointersStayInside(F); !S.ok())
      return S;
  }
  std::string Text = "; Written by mopt --emit-llvm.\n";
  for (Function &F : M) {
    Text += '\n';
    FunctionWriter(*this, F).write(Text);
  }
  if (Function *Main = M.lookupFunction("main"))
    writeMainWrapper(*Main, Text);
  // Writing a helper may ask for one later in the order, never earlier.
  for (unsigned K = 0; K != unsigned(Helper::NumHelpers); ++K)
    if (Needed.test(K))
      writeHelper(Helper(K), Text);
  writeStrings(Text);
  absl::StrAppend(&Text, "\n", LibraryDeclarations);
  Out += Text;
  return absl::OkStatus();
}

absl::Status mopt::writeLLVMModule(Module &M, std::string &Out) {
  return ModuleWriter(M).write(Out);
}
