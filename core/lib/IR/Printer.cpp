//===- Printer.cpp - Writing TAC text -------------------------------------===//
//
// Writes each function as `func NAME(PARAMS):`, then each block as its label
// followed by its instructions indented by two blanks. An unnamed entry
// block (code before the first label) prints without a label, as it was
// read, unless a branch or phi names it; any other unnamed block prints as
// `_bbN` (N its layout position, with a suffix if a label already has that
// spelling) so the output still parses.
//
// Types: a parameter, a function's return type and a destination print
// their type (`x: float = ...`) unless it is `int`, so that what prints
// parses back with the same types. Constants print as their type reads.
//
// Block arguments: a block's phis print as its parameters, `L(%a, %b):`,
// and are left out of its body; each edge's entries print, in the order of
// the phis, after the target it takes in the jmp or br. The edge of entry
// [V, P] is a target operand of P's first terminator (the only one that
// takes edges), and the K-th entry from P is the K-th operand naming the
// block: `br %c, L(%a), L(%b)`. checkBlockArguments makes sure that every
// edge into a block with phis is such an operand.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Printer.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/Parallel.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>

using namespace mopt;

namespace {
/// The text being printed, appended to piece by piece: names, keywords and
/// punctuation of a few bytes each. Appending is inline; std::string's
/// append, a call into libstdc++ and then into memcpy per piece, was a
/// tenth of the instructions of `lower,ssa,out-of-ssa` (#16). Given a sink,
/// it hands the text on in pieces of about FlushBytes, so that printing a
/// large function does not hold all its text (a tenth of the IR's size).
class TextOut {
public:
  static constexpr size_t FlushBytes = 256 << 10;

  TextOut() = default;
  explicit TextOut(llvm::function_ref<void(llvm::StringRef)> Sink)
      : Sink(Sink) {}

  /// At the end of a line: with a sink, hands it the text once there is
  /// FlushBytes of it.
  void endLine() {
    Buffer.push_back('\n');
    if (Sink && Buffer.size() >= FlushBytes)
      flush();
  }
  /// Hands the sink what is left, if anything.
  void flush() {
    if (!Buffer.empty())
      Sink(str());
    Buffer.clear();
  }

  TextOut &operator+=(llvm::StringRef S) {
    append(S.data(), S.size());
    return *this;
  }
  TextOut &operator+=(char C) {
    Buffer.push_back(C);
    return *this;
  }
  void append(const char *Begin, const char *End) {
    append(Begin, End - Begin);
  }
  /// Room for N bytes; with a sink, for no more than it holds between
  /// flushes.
  void reserve(size_t N) {
    Buffer.reserve(Sink ? std::min(N, 2 * FlushBytes) : N);
  }
  llvm::StringRef str() const { return {Buffer.data(), Buffer.size()}; }
  operator llvm::StringRef() const { return str(); }

private:
  void append(const char *Data, size_t N) {
    size_t Old = Buffer.size();
    Buffer.resize_for_overwrite(Old + N);
    std::memcpy(Buffer.data() + Old, Data, N);
  }

  llvm::SmallVector<char, 0> Buffer;
  llvm::function_ref<void(llvm::StringRef)> Sink;
};

/// The labels printed for unnamed blocks, made when the first one is
/// printed: a function that prints only named blocks (as most functions
/// read from text do) is not walked for them. Without a function (one
/// instruction printed on its own), an unnamed block prints as _bb and its
/// number.
class FallbackLabels {
public:
  FallbackLabels() = default;
  explicit FallbackLabels(Function &F) : F(&F) {}
  void append(const BasicBlock &BB, TextOut &Out) const;

private:
  Function *F = nullptr;
  mutable std::optional<std::vector<std::string>> Labels; // by block number
};

/// A target operand of a jmp or br: the terminator and the operand index.
using TargetOperand = std::pair<const Instruction *, unsigned>;
/// The arguments each edge into a block with phis passes, one per phi of
/// the block, in the order of the phis; keyed by the edge's target operand.
using EdgeArguments =
    llvm::DenseMap<TargetOperand, llvm::SmallVector<const Value *, 4>>;

/// What printing a function needs beside the IR.
struct PrintContext {
  FallbackLabels Labels;
  /// The edges' arguments when phis print as block arguments, else null.
  const EdgeArguments *Arguments = nullptr;
};
} // namespace

static void printBlockName(const BasicBlock &BB, const FallbackLabels &Labels,
                           TextOut &Out) {
  if (BB.hasName())
    Out += BB.getName();
  else
    Labels.append(BB, Out);
}

/// Labels for F's unnamed blocks that no named block already uses.
static std::vector<std::string> makeFallbackLabels(Function &F) {
  std::vector<std::string> Labels;
  llvm::StringSet<> Taken;
  for (BasicBlock &BB : F)
    if (BB.hasName())
      Taken.insert(BB.getName());
  Labels.resize(F.renumberBlocks());
  for (BasicBlock &BB : F) {
    if (BB.hasName())
      continue;
    std::string Label = "_bb" + std::to_string(BB.getNumber());
    for (unsigned K = 1; Taken.count(Label); ++K)
      Label = "_bb" + std::to_string(BB.getNumber()) + "." + std::to_string(K);
    Taken.insert(Label);
    Labels[BB.getNumber()] = Label;
  }
  return Labels;
}

std::vector<std::string> mopt::getBlockLabels(Function &F) {
  std::vector<std::string> Labels = makeFallbackLabels(F);
  for (BasicBlock &BB : F)
    if (BB.hasName())
      Labels[BB.getNumber()] = BB.getName().str();
  return Labels;
}

void FallbackLabels::append(const BasicBlock &BB, TextOut &Out) const {
  if (F && !Labels)
    Labels = makeFallbackLabels(*F);
  if (Labels && BB.getNumber() < Labels->size())
    Out += (*Labels)[BB.getNumber()];
  else
    Out += "_bb" + std::to_string(BB.getNumber());
}

static void appendConstant(const Constant &C, TextOut &Out) {
  const Type *T = C.getType();
  if (T->isBool()) {
    Out += C.getValue() ? "true" : "false";
  } else if (T->isChar()) {
    uint32_t CP = uint32_t(C.getValue());
    Out += '\'';
    if (CP < 0x20 || CP == 0x7F || CP == '\\') {
      char Hex[8];
      Out += "\\u{";
      Out.append(Hex, std::to_chars(Hex, Hex + 8, CP, 16).ptr);
      Out += '}';
    } else {
      std::string Encoded;
      appendUTF8(CP, Encoded);
      Out += Encoded;
    }
    Out += '\'';
  } else if (T->isFloatingPoint()) {
    // The shortest spelling that reads back as the same double, with a
    // '.' or an exponent so that it reads as a float.
    char Digits[32];
    char *End =
        std::to_chars(Digits, Digits + sizeof(Digits), C.getFloat()).ptr;
    std::string_view Text(Digits, End - Digits);
    Out += Text;
    if (Text.find_first_of(".eni") == std::string_view::npos)
      Out += ".0";
  } else {
    Out += std::to_string(C.getValue());
  }
}

std::string mopt::printConstant(const Constant &C) {
  TextOut Out;
  appendConstant(C, Out);
  return Out.str().str();
}

static void printType(const Type *T, TextOut &Out) {
  if (!T->isInt() && !T->isVoid()) {
    Out += ": ";
    Out += T->getName();
  }
}

static void printOperand(const Value *V, const FallbackLabels &Labels,
                         TextOut &Out) {
  if (!V) {
    Out += "<null>";
    return;
  }
  switch (V->getKind()) {
  case ValueKind::Constant: {
    // `true` alone would read back as a variable, `0` as an int, `0.5` as
    // a float.
    const Type *T = V->getType();
    if (!T->isInt() && !T->isFloat() && !T->isChar())
      Out += T->getName() + " ";
    appendConstant(*llvm::cast<Constant>(V), Out);
    return;
  }
  case ValueKind::Argument:
    Out += std::to_string(llvm::cast<Argument>(V)->getIndex());
    return;
  case ValueKind::Variable:
    Out += V->getName();
    return;
  case ValueKind::BasicBlock:
    printBlockName(*llvm::cast<BasicBlock>(V), Labels, Out);
    return;
  case ValueKind::Instruction:
    Out += '%';
    Out += V->getName();
    return;
  }
}

/// The arguments operand K of I passes, `(%a, 1)`, if it is a target with
/// any.
static void printEdgeArguments(const Instruction &I, unsigned K,
                               const PrintContext &Ctx, TextOut &Out) {
  auto It = Ctx.Arguments->find({&I, K});
  if (It == Ctx.Arguments->end())
    return;
  for (unsigned A = 0, E = It->second.size(); A != E; ++A) {
    Out += A ? ", " : "(";
    printOperand(It->second[A], Ctx.Labels, Out);
  }
  Out += ')';
}

static void printBody(const Instruction &I, const PrintContext &Ctx,
                      TextOut &Out) {
  const FallbackLabels &Labels = Ctx.Labels;
  Opcode Op = I.getOpcode();
  llvm::StringRef Symbol = getOpcodeSymbol(Op);
  Out += Symbol.empty() ? getOpcodeWord(Op) : Symbol;
  if (const auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
    for (unsigned K = 0, E = Phi->getNumIncoming(); K != E; ++K) {
      Out += K ? ", [" : " [";
      printOperand(Phi->getIncomingValue(K), Labels, Out);
      Out += ", ";
      printBlockName(*Phi->getIncomingBlock(K), Labels, Out);
      Out += ']';
    }
    return;
  }
  if (const auto *Call = llvm::dyn_cast<CallInst>(&I)) {
    Out += ' ';
    Out += Call->getCallee() ? Call->getCallee()->getName() : "<null>";
    for (const Use &U : Call->operands()) {
      Out += ", ";
      printOperand(U.get(), Labels, Out);
    }
    return;
  }
  if (const auto *Addr = llvm::dyn_cast<AddressInst>(&I)) {
    Out += " @";
    Out += Addr->getTargetName();
    return;
  }
  if (const auto *Print = llvm::dyn_cast<PrintInst>(&I)) {
    for (unsigned K = 0, E = Print->getNumOperands(); K != E; ++K) {
      Out += K ? ", " : " ";
      printOperand(Print->getOperand(K), Labels, Out);
    }
    return;
  }
  // A const's literal prints bare: its type is the destination's.
  if (const auto *C = Op == Opcode::Const
                          ? llvm::dyn_cast_or_null<Constant>(I.getOperand(0))
                          : nullptr) {
    Out += ' ';
    appendConstant(*C, Out);
    return;
  }
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    Out += K ? ", " : " ";
    printOperand(I.getOperand(K), Labels, Out);
    if (Ctx.Arguments && I.isTerminator())
      printEdgeArguments(I, K, Ctx, Out);
  }
}

static void printInstructionTo(const Instruction &I, const PrintContext &Ctx,
                               TextOut &Out) {
  if (const Variable *Dest = I.getDestVariable()) {
    Out += Dest->getName();
    printType(Dest->getType(), Out);
    Out += " = ";
  } else if (I.hasName()) {
    Out += '%';
    Out += I.getName();
    printType(I.getType(), Out);
    Out += " = ";
  }
  printBody(I, Ctx, Out);
}

std::string mopt::printInstruction(const Instruction &I) {
  TextOut Out;
  printInstructionTo(I, PrintContext(), Out);
  return Out.str().str();
}

/// Whether a branch or a phi entry names BB, so that it needs a label.
/// Phis lead their blocks (the verifier holds every form to it), so only
/// the first instructions of each block are looked at.
static bool isNamedByCode(Function &F, const BasicBlock &BB) {
  if (!BB.use_empty())
    return true;
  for (BasicBlock &B : F)
    for (const PhiInst &Phi : B.phis())
      if (Phi.getBlockIndex(&BB) >= 0)
        return true;
  return false;
}

/// The first terminator of BB, the only one that takes edges, or null when
/// BB falls through.
static Instruction *firstTerminator(BasicBlock &BB) {
  auto It = llvm::find_if(BB, [](Instruction &I) { return I.isTerminator(); });
  return It == BB.end() ? nullptr : &*It;
}

/// The index of the N-th operand of Term that names Target, or Term's
/// operand count if there is none.
static unsigned nthTargetOperand(const Instruction &Term,
                                 const BasicBlock *Target, unsigned N) {
  unsigned K = 0, E = Term.getNumOperands();
  for (; K != E; ++K)
    if (Term.getOperand(K) == Target && N-- == 0)
      break;
  return K;
}

/// Adds each entry of Phi to the arguments of its edge; Terminators are the
/// first terminators of the function's blocks, by number.
static void addEdgeArguments(PhiInst &Phi,
                             llvm::ArrayRef<Instruction *> Terminators,
                             EdgeArguments &Arguments) {
  llvm::SmallDenseMap<const BasicBlock *, unsigned, 4> Seen;
  for (unsigned K = 0, E = Phi.getNumIncoming(); K != E; ++K) {
    BasicBlock *From = Phi.getIncomingBlock(K);
    Instruction *Term = From ? Terminators[From->getNumber()] : nullptr;
    if (!Term)
      continue; // falls through: checkBlockArguments refuses the function
    unsigned Op = nthTargetOperand(*Term, Phi.getParent(), Seen[From]++);
    if (Op != Term->getNumOperands())
      Arguments[{Term, Op}].push_back(Phi.getIncomingValue(K));
  }
}

/// The arguments of every edge into a block with phis; F's blocks are
/// numbered.
static EdgeArguments collectEdgeArguments(Function &F) {
  EdgeArguments Arguments;
  std::vector<Instruction *> Terminators;
  for (BasicBlock &BB : F)
    for (auto It = BB.begin(); It != BB.end() && It->isPhi(); ++It) {
      if (Terminators.empty())
        for (BasicBlock &B : F)
          Terminators.push_back(firstTerminator(B));
      addEdgeArguments(llvm::cast<PhiInst>(*It), Terminators, Arguments);
    }
  return Arguments;
}

static bool startsWithPhi(const BasicBlock &BB) {
  return !BB.empty() && BB.begin()->isPhi();
}

/// BB's phis as its parameters, `(%a, %f: float)`, if it has any.
static void printBlockParameters(BasicBlock &BB, TextOut &Out) {
  if (!startsWithPhi(BB))
    return;
  for (auto It = BB.begin(), End = BB.getFirstNonPhi(); It != End; ++It) {
    Out += It == BB.begin() ? "(" : ", ";
    printOperand(&*It, FallbackLabels(), Out);
    printType(It->getType(), Out);
  }
  Out += ')';
}

/// Whether Term names a block that starts with a phi.
static bool targetsBlockWithPhis(const Instruction &Term) {
  return llvm::any_of(Term.operands(), [](const Use &U) {
    const auto *BB = llvm::dyn_cast_or_null<BasicBlock>(U.get());
    return BB && startsWithPhi(*BB);
  });
}

static absl::Status refuseBlockArguments(Function &F, SourceLoc Loc,
                                         const std::string &Why) {
  return makeError(F.getParent()->getSources(), Loc,
                   "cannot write function '" + F.getName().str() +
                       "' with block arguments: " + Why);
}

/// BB's label as printFunction writes it.
static std::string labelOf(Function &F, const BasicBlock &BB) {
  TextOut Out;
  printBlockName(BB, FallbackLabels(F), Out);
  return Out.str().str();
}

absl::Status mopt::checkBlockArguments(const Function &CF) {
  Function &F = const_cast<Function &>(CF);
  bool FallsThrough = false; // whether the block before falls through
  for (BasicBlock &BB : F) {
    if (startsWithPhi(BB) && (&BB == &F.getEntryBlock() || FallsThrough))
      return refuseBlockArguments(
          F, BB.front().getLoc(),
          &BB == &F.getEntryBlock()
              ? "the entry block has phis, and nothing passes the entry "
                "block arguments when the function is called"
              : "block '" + labelOf(F, BB) +
                    "' has phis and is entered by falling through, which "
                    "passes no arguments (lower makes every edge a jmp or "
                    "br)");
    Instruction *First = firstTerminator(BB);
    FallsThrough = !First;
    for (auto It = First ? std::next(First->getIterator()) : BB.end();
         It != BB.end(); ++It)
      if (It->isTerminator() && targetsBlockWithPhis(*It))
        return refuseBlockArguments(
            F, It->getLoc(),
            "'" + printInstruction(*It) +
                "' names a block with phis but follows its block's "
                "terminator, so it takes no edge to pass arguments along");
  }
  return absl::OkStatus();
}

absl::Status mopt::checkBlockArguments(const Module &M) {
  for (Function &F : const_cast<Module &>(M))
    if (absl::Status S = checkBlockArguments(F); !S.ok())
      return S;
  return absl::OkStatus();
}

static void printFunctionTo(const Function &CF, TextOut &Out,
                            PhiSyntax Syntax) {
  // Numbering is the only state printing touches; it does not change the IR.
  Function &F = const_cast<Function &>(CF);
  F.renumberBlocks();
  // An unnamed entry block prints without a label unless something names it
  // (a pass may merge a labelled block into it, or add phi entries for it).
  bool LabelEntry = !F.empty() && !F.getEntryBlock().hasName() &&
                    isNamedByCode(F, F.getEntryBlock());
  PrintContext Ctx{FallbackLabels(F)};
  EdgeArguments Arguments;
  if (Syntax == PhiSyntax::BlockArguments) {
    Arguments = collectEdgeArguments(F);
    Ctx.Arguments = &Arguments;
  }
  Out += "func ";
  Out += printSignature(F);
  Out += ":\n";
  for (BasicBlock &BB : F) {
    if (BB.hasName() || &BB != &F.getEntryBlock() || LabelEntry) {
      printBlockName(BB, Ctx.Labels, Out);
      if (Ctx.Arguments)
        printBlockParameters(BB, Out);
      Out += ":\n";
    }
    // With block arguments, the phis were the parameters.
    auto Body = Ctx.Arguments ? BB.getFirstNonPhi() : BB.begin();
    for (Instruction &I : llvm::make_range(Body, BB.end())) {
      Out += "  ";
      printInstructionTo(I, Ctx, Out);
      Out.endLine();
    }
  }
}

std::string mopt::printSignature(const Function &F) {
  TextOut Out;
  Out += F.getName();
  Out += '(';
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K) {
    if (K)
      Out += ", ";
    Out += F.getArg(K)->getName();
    printType(F.getArg(K)->getType(), Out);
  }
  if (F.isVarArg())
    Out += F.getNumParams() ? ", ..." : "...";
  Out += ')';
  if (!F.getReturnType()->isInt()) {
    Out += " -> ";
    Out += F.getReturnType()->getName();
  }
  return Out.str().str();
}

void mopt::printFunction(const Function &CF, std::string &Out,
                         PhiSyntax Syntax) {
  TextOut Text;
  printFunctionTo(CF, Text, Syntax);
  Out += Text.str();
}

/// F's piece of a module's text into Text: a blank line unless it is the
/// first, then F. One allocation: a line is rarely longer than
/// BytesPerInstruction.
static void printPiece(Function &F, bool First, PhiSyntax Syntax,
                       TextOut &Text) {
  constexpr size_t BytesPerInstruction = 32;
  Text.reserve(BytesPerInstruction * (F.renumberInstructions() + 1));
  if (!First) {
    Text += '\n';
  } else {
    std::string Prologue;
    printModulePrologue(*F.getParent(), Prologue);
    Text += Prologue;
  }
  printFunctionTo(F, Text, Syntax);
}

void mopt::printFunctionInOrder(const Function &F, bool First,
                                llvm::function_ref<void(llvm::StringRef)> Write,
                                PhiSyntax Syntax) {
  TextOut Text(Write);
  printPiece(const_cast<Function &>(F), First, Syntax, Text);
  Text.flush();
}

void mopt::printModuleInOrder(const Module &CM, unsigned Threads,
                              llvm::function_ref<void(llvm::StringRef)> Write,
                              PhiSyntax Syntax) {
  Module &M = const_cast<Module &>(CM);
  if (Threads <= 1) {
    bool First = true;
    for (Function &F : M) {
      if (F.isDeclaration())
        continue;
      printFunctionInOrder(F, First, Write, Syntax);
      First = false;
    }
    if (First) { // declarations and globals only
      std::string Prologue;
      printModulePrologue(M, Prologue);
      Write(Prologue);
    }
    return;
  }
  std::vector<Function *> Functions;
  for (Function &F : M)
    if (!F.isDeclaration())
      Functions.push_back(&F);
  const size_t N = Functions.size();
  // A piece is destroyed once written (assigning an empty buffer would keep
  // the memory).
  std::vector<std::optional<TextOut>> Pieces(N);
  std::unique_ptr<std::atomic<bool>[]> Printed(new std::atomic<bool>[N]);
  for (size_t I = 0; I != N; ++I)
    Printed[I] = false;
  // Whoever holds the lock writes the printed prefix; a piece finished
  // while another thread writes is written by the next holder, or at the
  // end.
  std::mutex WriterLock;
  size_t NextToWrite = 0;
  auto WritePrinted = [&] {
    for (; NextToWrite != N && Printed[NextToWrite]; ++NextToWrite) {
      Write(*Pieces[NextToWrite]);
      Pieces[NextToWrite].reset();
    }
  };
  parallelFor(N, Threads, [&](size_t I) {
    // Printed into a buffer of this thread's own: the buffers in Pieces
    // share cache lines, and appending to one there would make the threads
    // fight over them.
    TextOut Text;
    printPiece(*Functions[I], I == 0, Syntax, Text);
    Pieces[I].emplace(std::move(Text));
    Printed[I] = true;
    std::unique_lock<std::mutex> Lock(WriterLock, std::try_to_lock);
    if (Lock.owns_lock())
      WritePrinted();
  });
  std::lock_guard<std::mutex> Lock(WriterLock);
  WritePrinted();
}

void mopt::printModule(const Module &M, std::string &Out, PhiSyntax Syntax) {
  printModulePrologue(M, Out);
  bool First = true;
  for (Function &F : const_cast<Module &>(M)) {
    if (F.isDeclaration())
      continue;
    if (!First)
      Out += '\n';
    First = false;
    printFunction(F, Out, Syntax);
  }
}
