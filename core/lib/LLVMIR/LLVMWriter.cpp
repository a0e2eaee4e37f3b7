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

using namespace mopt;

/// Global names the output defines or declares itself.
static const llvm::StringRef ReservedGlobals[] = {"main", "printf", "dprintf",
                                                  "exit", "strcmp", "strtoll"};

static const char LibraryDeclarations[] =
    "declare i32 @printf(ptr, ...)\n"
    "declare i32 @dprintf(i32, ptr, ...)\n"
    "declare void @exit(i32) noreturn\n"
    "declare i32 @strcmp(ptr, ptr)\n"
    "declare i64 @strtoll(ptr, ptr, i32)\n";

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

namespace {

/// Module-wide state: interned strings and the helpers that were asked for.
class ModuleWriter {
public:
  explicit ModuleWriter(Module &M) : M(M) {}
  absl::Status write(std::string &Out);

  /// An `ptr` constant expression pointing at Text, NUL-terminated.
  std::string stringPointer(llvm::StringRef Text);
  /// The helper that divides (div) or takes the remainder (rem) as TAC
  /// does; it will be written.
  std::string divisionHelper(Opcode Op) {
    (Op == Opcode::Div ? NeedsDiv : NeedsRem) = true;
    return Op == Opcode::Div ? "@mopt.div" : "@mopt.rem";
  }

private:
  void writeMainWrapper(Function &Main, std::string &Out);
  void writeDivisionHelper(llvm::StringRef Name, llvm::StringRef Body,
                           std::string &Out);
  void writeHelpers(std::string &Out);
  void writeArgHelper(std::string &Out);
  void writeFailHelper(std::string &Out);
  void writeStrings(std::string &Out);

  Module &M;
  std::vector<std::string> Strings;
  llvm::StringMap<unsigned> StringIds;
  bool NeedsDiv = false, NeedsRem = false, NeedsFail = false, NeedsArg = false;
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
  void define(Instruction &I, const std::string &Computation);
  void defineAs(Instruction &I, const std::string &Val);

  void writeAllocas();
  void writeInstruction(Instruction &I);
  void writeUnary(UnaryInst &I);
  void writeBinary(BinaryInst &I);
  void writeCall(CallInst &I);
  void writePrint(PrintInst &I);
  void writeTerminator(Instruction &I);
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
    return std::to_string(C->getValue());
  return Names.lookup(V);
}

/// V as an i64 operand, loading it first if it is a variable.
std::string FunctionWriter::operand(Value *V) {
  if (!llvm::isa<Variable>(V))
    return spellValue(V);
  std::string T = newTemp();
  emit(absl::StrCat(T, " = load i64, ptr ", Names.lookup(V)));
  return T;
}

/// Emits Computation (an i64-valued instruction) as I's result: named after
/// I's SSA value, or into a temporary stored to I's variable.
void FunctionWriter::define(Instruction &I, const std::string &Computation) {
  if (I.hasSSAResult()) {
    emit(absl::StrCat(Names.lookup(&I), " = ", Computation));
    return;
  }
  std::string T = newTemp();
  emit(absl::StrCat(T, " = ", Computation));
  if (Variable *Dest = I.getDestVariable())
    emit(absl::StrCat("store i64 ", T, ", ptr ", Names.lookup(Dest)));
}

/// Gives I the value Val, which needs no computation.
void FunctionWriter::defineAs(Instruction &I, const std::string &Val) {
  if (Variable *Dest = I.getDestVariable())
    emit(absl::StrCat("store i64 ", Val, ", ptr ", Names.lookup(Dest)));
  else
    define(I, absl::StrCat("add i64 ", Val, ", 0"));
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

void FunctionWriter::writeAllocas() {
  for (Variable *V : LiveVariables)
    emit(absl::StrCat(Names.lookup(V), " = alloca i64"));
  for (Variable *V : LiveVariables) {
    Argument *Arg = V->getParamArgument();
    std::string Init = Arg ? Names.lookup(Arg) : "0";
    emit(absl::StrCat("store i64 ", Init, ", ptr ", Names.lookup(V)));
  }
}

void FunctionWriter::writeUnary(UnaryInst &I) {
  std::string A = operand(I.getOperand(0));
  switch (I.getOpcode()) {
  case Opcode::Neg:
    define(I, absl::StrCat("sub i64 0, ", A));
    return;
  case Opcode::Not: {
    std::string T = newTemp();
    emit(absl::StrCat(T, " = icmp eq i64 ", A, ", 0"));
    define(I, absl::StrCat("zext i1 ", T, " to i64"));
    return;
  }
  default: // const, copy, param
    defineAs(I, A);
    return;
  }
}

/// The icmp predicate of a comparison, or "" for any other opcode.
static llvm::StringRef comparePredicate(Opcode Op) {
  switch (Op) {
  case Opcode::Lt:
    return "slt";
  case Opcode::Le:
    return "sle";
  case Opcode::Gt:
    return "sgt";
  case Opcode::Ge:
    return "sge";
  case Opcode::Eq:
    return "eq";
  case Opcode::Ne:
    return "ne";
  default:
    return "";
  }
}

/// The LLVM instruction of a binary opcode that is one: all but div, rem
/// and the comparisons.
static llvm::StringRef arithmeticOpcode(Opcode Op) {
  switch (Op) {
  case Opcode::Add:
    return "add";
  case Opcode::Sub:
    return "sub";
  case Opcode::Mul:
    return "mul";
  case Opcode::And:
    return "and";
  case Opcode::Or:
    return "or";
  case Opcode::Xor:
    return "xor";
  case Opcode::Shl:
    return "shl";
  default:
    return "ashr";
  }
}

void FunctionWriter::writeBinary(BinaryInst &I) {
  std::string A = operand(I.getLHS());
  std::string B = operand(I.getRHS());
  Opcode Op = I.getOpcode();
  if (Op == Opcode::Div || Op == Opcode::Rem) {
    define(I, absl::StrCat("call i64 ", MW.divisionHelper(Op), "(i64 ", A,
                           ", i64 ", B, ")"));
    return;
  }
  if (llvm::StringRef Pred = comparePredicate(Op); !Pred.empty()) {
    std::string T = newTemp();
    emit(absl::StrCat(T, " = icmp ", Pred.str(), " i64 ", A, ", ", B));
    define(I, absl::StrCat("zext i1 ", T, " to i64"));
    return;
  }
  if (Op == Opcode::Shl || Op == Opcode::Shr) {
    std::string Amount = newTemp();
    emit(absl::StrCat(Amount, " = and i64 ", B, ", 63"));
    B = Amount;
  }
  define(I, absl::StrCat(arithmeticOpcode(Op).str(), " i64 ", A, ", ", B));
}

void FunctionWriter::writeCall(CallInst &I) {
  std::string Args;
  for (Use &U : I.operands())
    absl::StrAppend(&Args, Args.empty() ? "" : ", ", "i64 ", operand(U.get()));
  define(I, absl::StrCat("call i64 ", globalName(I.getCallee()->getName()), "(",
                         Args, ")"));
}

void FunctionWriter::writePrint(PrintInst &I) {
  std::string Format, Args;
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    std::string V = operand(I.getOperand(K));
    Format += K ? " " : "";
    if (!I.getOperand(K)->getType()->isBool()) {
      Format += "%lld";
      absl::StrAppend(&Args, ", i64 ", V);
      continue;
    }
    std::string IsTrue = newTemp(), Text = newTemp();
    // One statement each: the order of interning decides the string names.
    std::string True = MW.stringPointer("true");
    std::string False = MW.stringPointer("false");
    emit(absl::StrCat(IsTrue, " = icmp ne i64 ", V, ", 0"));
    emit(absl::StrCat(Text, " = select i1 ", IsTrue, ", ptr ", True, ", ptr ",
                      False));
    Format += "%s";
    absl::StrAppend(&Args, ", ptr ", Text);
  }
  // printf's result is numbered like any unnamed value, so name it.
  emit(absl::StrCat(newTemp(), " = call i32 (ptr, ...) @printf(ptr ",
                    MW.stringPointer(Format + "\n"), Args, ")"));
}

/// Loads, at the end of BB, every variable that a phi of a successor reads
/// on the edges from BB.
void FunctionWriter::loadPhiInputs(BasicBlock &BB) {
  for (BasicBlock *Succ : successors(&BB))
    for (Instruction &I : *Succ) {
      auto *Phi = llvm::dyn_cast<PhiInst>(&I);
      if (!Phi)
        break;
      int K = Phi->getBlockIndex(&BB);
      if (K < 0 || PhiInputs.count({Phi, &BB}))
        continue;
      Value *In = Phi->getIncomingValue(K);
      if (llvm::isa<Variable>(In))
        PhiInputs[{Phi, &BB}] = operand(In);
    }
}

void FunctionWriter::writeTerminator(Instruction &I) {
  BasicBlock &BB = *I.getParent();
  if (auto *Ret = llvm::dyn_cast<ReturnInst>(&I)) {
    Value *V = Ret->getReturnValue();
    emit(absl::StrCat("ret i64 ", V ? operand(V) : "0"));
    return;
  }
  if (auto *Jmp = llvm::dyn_cast<JumpInst>(&I)) {
    loadPhiInputs(BB);
    emit("br label " + Names.lookup(Jmp->getTarget()));
    return;
  }
  auto &Br = llvm::cast<BranchInst>(I);
  std::string Cond = operand(Br.getCondition());
  std::string Taken = newTemp();
  emit(absl::StrCat(Taken, " = icmp ne i64 ", Cond, ", 0"));
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
  else if (I.isTerminator())
    writeTerminator(I);
}

/// BB's phis, one entry per edge. LLVM wants the entries of one predecessor
/// equal; ModuleWriter::write has refused phis whose entries differ.
void FunctionWriter::writePhis(BasicBlock &BB, std::string &Out) {
  for (Instruction &I : BB) {
    auto *Phi = llvm::dyn_cast<PhiInst>(&I);
    if (!Phi)
      return;
    absl::StrAppend(&Out, "  ", Names.lookup(Phi), " = phi i64 ");
    for (unsigned K = 0, E = Phi->getNumIncoming(); K != E; ++K) {
      BasicBlock *From = Phi->getIncomingBlock(K);
      Value *In = Phi->getIncomingValue(Phi->getBlockIndex(From));
      std::string V = llvm::isa<Variable>(In) ? PhiInputs.lookup({Phi, From})
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
  absl::StrAppend(&Out, "define i64 ", globalName(F.getName()), "(");
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
    absl::StrAppend(&Out, K ? ", " : "", "i64 ", Names.lookup(F.getArg(K)));
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

void ModuleWriter::writeMainWrapper(Function &Main, std::string &Out) {
  unsigned N = Main.getNumParams();
  NeedsFail = true;
  NeedsArg |= N != 0;
  absl::StrAppend(
      &Out,
      "\n; The program: main's arguments from the command line; exit "
      "status 0.\ndefine i32 @main(i32 %argc, ptr %argv) {\nentry:\n",
      "  %argc.ok = icmp eq i32 %argc, ", N + 1, "\n",
      "  br i1 %argc.ok, label %args, label %bad\nbad:\n",
      "  call void @mopt.fail(ptr ",
      stringPointer(absl::StrCat(
          "error: wrong number of arguments to 'main': expected ", N)),
      ")\n  unreachable\nargs:\n");
  std::string Args;
  for (unsigned K = 1; K <= N; ++K) {
    absl::StrAppend(&Out, "  %argv.", K,
                    " = getelementptr inbounds ptr, ptr %argv, i64 ", K,
                    "\n  %word.", K, " = load ptr, ptr %argv.", K, "\n  %arg.",
                    K, " = call i64 @mopt.arg(ptr %word.", K, ")\n");
    absl::StrAppend(&Args, K > 1 ? ", " : "", "i64 %arg.", K);
  }
  absl::StrAppend(&Out, "  %ret = call i64 ", globalName("main"), "(", Args,
                  ")\n  ret i32 0\n}\n");
}

/// A helper of the shape of @mopt.div: exit on a zero divisor, else Body.
void ModuleWriter::writeDivisionHelper(llvm::StringRef Name,
                                       llvm::StringRef Body, std::string &Out) {
  absl::StrAppend(
      &Out, "\ndefine internal i64 @", Name.str(),
      "(i64 %a, i64 %b) {\nentry:\n  %zero = icmp eq i64 %b, 0\n",
      "  br i1 %zero, label %fail, label %ok\nfail:\n",
      "  call void @mopt.fail(ptr ", stringPointer("error: division by zero"),
      ")\n  unreachable\nok:\n", "  %minus.one = icmp eq i64 %b, -1\n",
      "  %divisor = select i1 %minus.one, i64 1, i64 %b\n", Body.str(), "}\n");
}

void ModuleWriter::writeHelpers(std::string &Out) {
  if (NeedsDiv)
    writeDivisionHelper("mopt.div",
                        "  %q = sdiv i64 %a, %divisor\n"
                        "  %neg = sub i64 0, %a\n"
                        "  %r = select i1 %minus.one, i64 %neg, i64 %q\n"
                        "  ret i64 %r\n",
                        Out);
  if (NeedsRem)
    writeDivisionHelper("mopt.rem",
                        "  %r = srem i64 %a, %divisor\n  ret i64 %r\n", Out);
  if (NeedsArg)
    writeArgHelper(Out);
  if (NeedsDiv || NeedsRem || NeedsFail)
    writeFailHelper(Out);
}

/// @mopt.arg: a command-line word, `true`, `false` or a whole decimal
/// integer, as an i64.
void ModuleWriter::writeArgHelper(std::string &Out) {
  // One statement each: the order of interning decides the string names.
  std::string True = stringPointer("true");
  std::string False = stringPointer("false");
  std::string Bad = stringPointer(
      "error: a program argument is not a 64-bit integer or a bool");
  absl::StrAppend(
      &Out,
      "\ndefine internal i64 @mopt.arg(ptr %s) {\nentry:\n"
      "  %end = alloca ptr\n  %t = call i32 @strcmp(ptr %s, ptr ",
      True,
      ")\n  %is.true = icmp eq i32 %t, 0\n"
      "  br i1 %is.true, label %true, label %not.true\n"
      "true:\n  ret i64 1\nnot.true:\n  %f = call i32 @strcmp(ptr %s, ptr ",
      False,
      ")\n  %is.false = icmp eq i32 %f, 0\n"
      "  br i1 %is.false, label %false, label %number\n"
      "false:\n  ret i64 0\nnumber:\n"
      "  %v = call i64 @strtoll(ptr %s, ptr %end, i32 10)\n"
      "  %e = load ptr, ptr %end\n  %c = load i8, ptr %e\n"
      "  %at.end = icmp eq i8 %c, 0\n  %empty = icmp eq ptr %e, %s\n"
      "  %ok = select i1 %empty, i1 false, i1 %at.end\n"
      "  br i1 %ok, label %done, label %bad\nbad:\n"
      "  call void @mopt.fail(ptr ",
      Bad, ")\n  unreachable\ndone:\n  ret i64 %v\n}\n");
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
    for (Instruction &I : BB) {
      auto *Phi = llvm::dyn_cast<PhiInst>(&I);
      if (!Phi)
        break;
      for (unsigned K = 0, E = Phi->getNumIncoming(); K != E; ++K) {
        int First = Phi->getBlockIndex(Phi->getIncomingBlock(K));
        if (Phi->getIncomingValue(First) != Phi->getIncomingValue(K))
          return makeError(
              F.getParent()->getSources(), Phi->getLoc(),
              "--emit-llvm: this phi takes different values on the two edges "
              "from one block, which LLVM IR cannot express; run "
              "split-critical-edges first");
      }
    }
  return absl::OkStatus();
}

/// Every value is written as an i64: a float, char or pointer has no
/// mapping yet, and is refused rather than written wrong.
static absl::Status checkIntAndBoolOnly(Function &F) {
  auto Refuse = [&](SourceLoc Loc, const Type *T) {
    return makeError(F.getParent()->getSources(), Loc,
                     "--emit-llvm writes int and bool values only; this "
                     "value has type " +
                         T->getName());
  };
  for (unsigned K = 0; K != F.getNumParams(); ++K)
    if (!F.getArg(K)->getType()->isInt() && !F.getArg(K)->getType()->isBool())
      return Refuse(F.getLoc(), F.getArg(K)->getType());
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      const Type *T = I.getType();
      if (!T->isInt() && !T->isBool() && !T->isVoid())
        return Refuse(I.getLoc(), T);
    }
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
    if (absl::Status S = checkIntAndBoolOnly(F); !S.ok())
      return S;
  }
  std::string Text = "; Written by mopt --emit-llvm.\n";
  for (Function &F : M) {
    Text += '\n';
    FunctionWriter(*this, F).write(Text);
  }
  if (Function *Main = M.lookupFunction("main"))
    writeMainWrapper(*Main, Text);
  writeHelpers(Text);
  writeStrings(Text);
  absl::StrAppend(&Text, "\n", LibraryDeclarations);
  Out += Text;
  return absl::OkStatus();
}

absl::Status mopt::writeLLVMModule(Module &M, std::string &Out) {
  return ModuleWriter(M).write(Out);
}
