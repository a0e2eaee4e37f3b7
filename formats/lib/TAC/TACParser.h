//===- TACParser.h - The TAC parser's state, a line at a time ---*- C++ -*-===//
//
// What the files of the TAC parser share: TACParser, which reads lines into
// a module, and the records it keeps until its function or the module ends.
//
// One pass over the lines of the buffer. Each line is a `func` header, a
// label, or an instruction. Names that may be used before they are defined
// (SSA values in phis and loops, labels, callees) are resolved when their
// function, or the module, ends; until then the operand slot is empty and a
// fixup remembers where it is. The first error ends the parse.
//
// Types: a parameter or destination may be annotated (`x: float = ...`);
// an annotated variable has that type from then on, and an unannotated one
// is `int`. An instruction whose type follows its operands (copy, load,
// call, ...) gets it when the module ends and every operand and callee is
// known; one whose type is declared (phi, alloc, alloca, a comparison)
// takes its annotation. The verifier then checks every rule.
//
// The grammar of a line is in TACParser.cpp, instruction bodies in
// InstructionBodies.cpp, literals and types in LiteralsAndTypes.cpp, block
// parameters and arguments in BlockArguments.cpp; Parser.cpp runs parsers
// over a module's text, LazyTACReader.cpp over a function's.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TAC_TACPARSER_H
#define MOPT_LIB_TAC_TACPARSER_H

#include "Lexer.h"
#include "absl/status/statusor.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Opcode.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NameTable.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Allocator.h"

#include <memory>
#include <string>
#include <vector>

namespace mopt {

class AddressInst;
class CallInst;
class GlobalVariable;
class PhiInst;

namespace tac {

/// An operand slot that names something not yet defined.
struct Fixup {
  Instruction *User;
  unsigned OperandIndex;
  std::string Name;
  SourceLoc Loc;
};

struct CallFixup {
  CallInst *Call;
  std::string Callee;
  SourceLoc Loc;
};

/// A label seen in the current function: its block, whether its `NAME:`
/// line has been read, and where it was first referenced.
struct LabelInfo {
  BasicBlock *Block = nullptr;
  bool Defined = false;
  SourceLoc FirstUse;
};

/// The operand tokens of one instruction.
using OperandTokens = llvm::SmallVector<const Token *, 4>;

/// A target's argument list in a jmp or br, `L(%a, 1)`: the index of the
/// target among the instruction's operands, its '(' and the arguments.
struct ArgumentList {
  unsigned Operand;
  const Token *Open;
  OperandTokens Args;
};
using ArgumentLists = llvm::SmallVector<ArgumentList, 2>;

/// An argument as read: its value, or, for an SSA value defined further
/// down, null and the name.
struct PendingArgument {
  Value *V;
  llvm::StringRef Name;
  SourceLoc Loc;
};

/// The arguments one target operand of a jump passes, kept until the
/// function ends and its target's parameters are known.
struct PendingEdge {
  Instruction *Term;
  unsigned Operand;
  SourceLoc Open;
  llvm::SmallVector<PendingArgument, 2> Args;
};

/// A phi entry read as an argument, whose type is checked against the
/// parameter's once every type is known.
struct BlockArgument {
  PhiInst *Param;
  unsigned Entry;
  SourceLoc Loc;
};

/// An `addr @NAME` whose target is looked up once the module is read.
struct AddressFixup {
  AddressInst *Addr;
  std::string Name;
  SourceLoc Loc;
};

/// An address stored in a global's initial bytes, at Offset.
struct GlobalFixup {
  GlobalVariable *G;
  uint64_t Offset;
  std::string Name;
  int64_t Addend;
  SourceLoc Loc;
};

/// An SSA value's annotation, checked once its type is inferred.
struct AnnotatedValue {
  Instruction *I;
  const Type *T;
  SourceLoc Loc;
};

/// Parses lines into a module it does not own. Labels referenced but never
/// placed are owned by no function: the parser frees them when it is
/// destroyed, which must be after the module, so that the branches naming
/// them are gone first. Parsers of neighbouring pieces run on different
/// threads and write their fields on every line, so each has cache lines of
/// its own.
class alignas(64) TACParser {
public:
  TACParser(Module &M, uint32_t FileIndex) : M(M), FileIndex(FileIndex) {}
  ~TACParser();

  /// Parses Text, whose first line is line FirstLine of the file, and ends
  /// the function it was in.
  absl::Status parseLines(llvm::StringRef Text, uint32_t FirstLine);
  /// Parses one line, line number LineNumber.
  absl::Status parseLineAt(llvm::StringRef Line, uint32_t LineNumber);
  absl::Status finishFunction();
  /// Resolves the calls this parser and then each of Others has read, and
  /// types what each read on up to Threads threads.
  absl::Status finishModule(llvm::ArrayRef<std::unique_ptr<TACParser>> Others,
                            unsigned Threads);
  /// Resolves the calls this parser has read since the last time, in text
  /// order.
  absl::Status resolveCalls();
  /// Resolves the `addr @NAME` and the addresses in globals read since the
  /// last time.
  absl::Status resolveAddresses();
  /// Types the instructions this parser has read since the last time whose
  /// type follows their operands, and checks the annotations and block
  /// arguments.
  absl::Status inferTypes();
  /// Reads Header, line LineNumber, the header of F, which an earlier
  /// parser made: what follows is F's body.
  absl::Status resumeFunction(Function &F, llvm::StringRef Header,
                              uint32_t LineNumber) {
    Resumed = &F;
    absl::Status S = parseLineAt(Header, LineNumber);
    Resumed = nullptr;
    return S;
  }

private:
  // Lines.
  absl::Status parseLine(llvm::StringRef Line);
  absl::Status parseFunctionHeader();
  /// `NAME` or `NAME: TYPE` at Tokens[Pos], a parameter of a header or a
  /// declaration (`int` if untyped, never `void`); Pos moves past it.
  absl::StatusOr<const Type *> parseParameter(size_t &Pos);
  // Declarations and globals (ModuleLines.cpp).
  absl::Status parseModuleLine();
  absl::Status parseDeclaration();
  absl::Status parseGlobal();
  absl::Status parseGlobalItem(size_t &Pos, GlobalVariable &G,
                               std::vector<uint8_t> &Bytes);
  absl::Status appendLiteralBytes(const Token &T, const Type *Ty,
                                  llvm::StringRef Value,
                                  std::vector<uint8_t> &Bytes);
  absl::StatusOr<Instruction *> parseAddress(const Token &OpTok);
  absl::Status parseLabel();
  absl::Status parseInstruction();

  // Instruction bodies, by operand shape.
  absl::StatusOr<Instruction *> parseBody(Opcode Op, const Token &OpTok);
  absl::StatusOr<Instruction *> parseFixedArity(Opcode Op, const Token &OpTok);
  absl::StatusOr<Instruction *> parseConst(const Token &OpTok, const Token &A);
  absl::StatusOr<Instruction *> parseCall(const Token &OpTok);
  absl::StatusOr<Instruction *> parseCallIndirect(const Token &OpTok);
  absl::StatusOr<Instruction *> parsePrint(const Token &OpTok);
  absl::StatusOr<Instruction *> parsePhi(const Token &OpTok);
  absl::StatusOr<Instruction *> parseTerminator(Opcode Op, const Token &OpTok);
  absl::Status setDestination(Instruction *I, const Token &Dest);
  absl::Status defineSSAValue(Instruction *I, const Token &Name);

  // Types.
  absl::StatusOr<const Type *> parseType(size_t &Pos);
  /// The type spelled by Text (`int`, `ptr<ptr<float>>`), or an error at
  /// At that says why there is none.
  absl::StatusOr<const Type *> parseTypeName(llvm::StringRef Text,
                                             const Token &At);
  absl::Status closePointerType(size_t &Pos);
  absl::Status declareVariable(Variable *V, const Type *T, const Token &At);

  // Operands.
  /// The comma-separated operands from Tokens[First]; with Lists, a
  /// target may be followed by an argument list, which goes there.
  absl::StatusOr<OperandTokens> splitOperands(size_t First,
                                              ArgumentLists *Lists = nullptr);
  /// Reads the argument list whose '(' is Tokens[Open] into List; returns
  /// the index of its ')'.
  absl::StatusOr<size_t> splitArguments(size_t Open, ArgumentList &List);
  absl::StatusOr<Value *> lookupValue(const Token &T);
  absl::StatusOr<Value *> parseValueOperand(const Token &T, Instruction *I,
                                            unsigned Index);
  absl::StatusOr<int64_t> parseInteger(const Token &T);
  absl::StatusOr<Constant *> parseLiteral(const Token &T, const Type *Want);
  absl::StatusOr<Constant *> parseTypedLiteral(const Token &T);
  absl::StatusOr<Constant *> parseIntegerOfType(const Token &T, const Type *Ty);
  absl::StatusOr<Constant *> parseFloatOfType(const Token &T, const Type *Ty);
  absl::StatusOr<BasicBlock *> parseLabelRef(const Token &T);
  BasicBlock *getOrCreateLabel(llvm::StringRef Name, SourceLoc Loc);

  // Blocks and their parameters.
  BasicBlock *currentBlockForInstruction(SourceLoc Loc);
  absl::Status parseBlockParameters();
  absl::Status addArguments(Instruction *Term, const OperandTokens &Ops,
                            const ArgumentLists &Lists);
  absl::Status connectBlockArguments();
  absl::Status connectEdge(Instruction &Term, unsigned Operand, bool TakesEdge,
                           const PendingEdge *Edge);
  absl::Status checkArgumentTypes() const;

  SourceLoc locOf(const Token &T) const {
    return {FileIndex, LineNo, T.Column};
  }
  SourceLoc lineLoc(uint32_t Column = 1) const {
    return {FileIndex, LineNo, Column};
  }
  absl::Status error(SourceLoc Loc, const llvm::Twine &Msg) const {
    return makeError(M.getSources(), Loc, Msg.str());
  }
  /// An error just after the last token of the line (comments excluded).
  absl::Status errorAtEnd(const llvm::Twine &Msg) const {
    const Token &Last = Tokens.back();
    uint32_t End =
        Last.Column + Last.Text.size() + (Last.is(TokenKind::SSAName) ? 1 : 0);
    return error(lineLoc(End), Msg);
  }

  Module &M;
  uint32_t FileIndex;
  uint32_t LineNo = 0;
  llvm::StringRef CurrentLine;
  llvm::SmallVector<Token, 16> Tokens;

  Function *F = nullptr;
  /// The function whose header is read again, or null (resumeFunction).
  Function *Resumed = nullptr;
  BasicBlock *CurBlock = nullptr;
  /// Whether CurBlock has a terminator already (what follows takes no edge).
  bool CurBlockTerminated = false;
  // The current function's names. The labels' entries come from one bump
  // allocator, dropped whole when the function ends. A function in SSA form
  // has a %name per instruction: those are found through a NameTable over
  // the values themselves, which keeps no copy of a name, as a StringMap
  // would (bench/README.md, "Figures behind choices").
  llvm::StringMap<LabelInfo, llvm::BumpPtrAllocator> Labels;
  std::vector<Instruction *> SSAValues;
  NameTable SSAValuesByName;
  Instruction *findSSAValue(llvm::StringRef Name, uint32_t Hash) const {
    std::optional<unsigned> Index = SSAValuesByName.find(
        Name, Hash, [this](unsigned I) { return SSAValues[I]->getName(); });
    return Index ? SSAValues[*Index] : nullptr;
  }
  Instruction *findSSAValue(llvm::StringRef Name) const {
    return findSSAValue(Name, NameTable::hash(Name));
  }
  std::vector<Fixup> ValueFixups;
  std::vector<CallFixup> CallFixups;
  std::vector<AddressFixup> AddressFixups;
  std::vector<GlobalFixup> GlobalFixups;
  /// The current function's blocks with parameters, and how many each has.
  llvm::DenseMap<const BasicBlock *, unsigned> BlockParams;
  /// The current function's argument lists, in text order.
  std::vector<PendingEdge> PendingEdges;
  /// Every argument read, to check its type at the end.
  std::vector<BlockArgument> BlockArguments;
  /// The current function's variables that an annotation has typed.
  llvm::DenseMap<Variable *, SourceLoc> Declared;
  /// The annotation of the instruction being read, or null.
  const Type *Annotation = nullptr;
  /// Instructions whose type follows an operand, to be typed when the
  /// module ends (a call takes its callee's type when the callee is set).
  std::vector<Instruction *> Untyped;
  std::vector<AnnotatedValue> AnnotatedSSA;
};

} // namespace tac
} // namespace mopt

#endif
