//===- Parser.cpp - Reading TAC text --------------------------------------===//
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
// Block arguments: a label may list parameters, `L(%a, %b: float):`, and
// a jmp or br may pass arguments to a target, `jmp L(%x, 1)`. Each
// parameter is a phi at the top of its block, and each edge's arguments
// are its entries, added when the function ends (a jump may come before
// its target's label): the edge of the K-th target operand naming L in a
// block's first terminator is the K-th entry for that block, as a phi's
// entries are read. What is read is then an ordinary function with phis;
// every edge into a block with parameters must pass one argument per
// parameter, of its type.
//
// With several threads, the text is cut at its `func` lines. The headers are
// read in order on one thread (they create the module's functions), then
// each function's body on whichever thread is free, each by a parser of its
// own, since a body touches nothing outside its function. Calls are
// resolved at the end, in text order, and the error reported is the one a
// single parser would have met first: the first piece's with an error.
//
//===----------------------------------------------------------------------===//

#include "mopt/TAC/Parser.h"
#include "Lexer.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NameTable.h"
#include "mopt/Support/NearestName.h"
#include "mopt/Support/Parallel.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/MemoryBuffer.h"

#include "llvm/ADT/bit.h"
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <mutex>
#include <string_view>

using namespace mopt;

namespace {

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

/// An SSA value's annotation, checked once its type is inferred.
struct AnnotatedValue {
  Instruction *I;
  const Type *T;
  SourceLoc Loc;
};

/// Whether a line's tokens make a `func NAME(` header.
bool isFunctionHeader(llvm::ArrayRef<Token> Tokens) {
  return Tokens.size() >= 3 && Tokens[0].isName("func") &&
         Tokens[1].is(TokenKind::Name) && Tokens[2].is(TokenKind::LParen);
}

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
  absl::Status parseLabel();
  absl::Status parseInstruction();

  // Instruction bodies, by operand shape.
  absl::StatusOr<Instruction *> parseBody(Opcode Op, const Token &OpTok);
  absl::StatusOr<Instruction *> parseFixedArity(Opcode Op, const Token &OpTok);
  absl::StatusOr<Instruction *> parseConst(const Token &OpTok, const Token &A);
  absl::StatusOr<Instruction *> parseCall(const Token &OpTok);
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

} // namespace

TACParser::~TACParser() {
  for (auto &Entry : Labels)
    if (!Entry.second.Defined)
      delete Entry.second.Block;
}

absl::Status TACParser::parseLineAt(llvm::StringRef Line, uint32_t LineNumber) {
  LineNo = LineNumber;
  CurrentLine = Line;
  return parseLine(Line);
}

/// The text behind the parser is given back to the system every so many
/// bytes (SourceFiles::releaseResidentPages): at 10^6 instructions in 100
/// functions the peak is the end of reading, and the text is a tenth of it.
constexpr size_t ReleaseStride = size_t(4) << 20;

absl::Status TACParser::parseLines(llvm::StringRef Text, uint32_t FirstLine) {
  uint32_t Number = FirstLine;
  const char *Behind = Text.data(); // read, and not yet released
  while (!Text.empty()) {
    if (size_t(Text.data() - Behind) >= ReleaseStride) {
      M.getSources().releaseResidentPages(FileIndex, Behind, Text.data());
      Behind = Text.data();
    }
    // find(char) is an inline memchr; split('\n') goes through the
    // out-of-line substring search.
    size_t End = Text.find('\n');
    llvm::StringRef Line = Text.take_front(End);
    Text = End == llvm::StringRef::npos ? llvm::StringRef()
                                        : Text.drop_front(End + 1);
    if (absl::Status S = parseLineAt(Line, Number++); !S.ok())
      return S;
  }
  return finishFunction();
}

absl::Status TACParser::parseLine(llvm::StringRef Line) {
  Tokens.clear();
  llvm::StringRef Code = stripComment(Line);
  if (lexLine(Code, Tokens))
    mergeTypedLiterals(Code, Tokens);
  if (Tokens.empty())
    return absl::OkStatus();
  const Token &Last = Tokens.back();
  if (Last.is(TokenKind::Error)) {
    unsigned char C = Last.Text[0];
    std::string Shown =
        std::isprint(C) ? std::string(1, C)
                        : absl::StrCat("\\x", absl::Hex(C, absl::kZeroPad2));
    return error(locOf(Last), "unexpected character '" + Shown + "'");
  }
  if (isFunctionHeader(Tokens))
    return parseFunctionHeader();
  // `NAME:`, or `NAME(` starting a block's parameter list.
  if (Tokens.size() >= 2 && Tokens[0].is(TokenKind::Name) &&
      ((Tokens.size() == 2 && Tokens[1].is(TokenKind::Colon)) ||
       Tokens[1].is(TokenKind::LParen)))
    return parseLabel();
  return parseInstruction();
}

absl::Status TACParser::parseFunctionHeader() {
  if (absl::Status S = finishFunction(); !S.ok())
    return S;
  const Token &NameTok = Tokens[1];
  F = Resumed ? Resumed : M.createFunction(NameTok.Text, locOf(NameTok));
  if (!F)
    return error(locOf(NameTok),
                 "function '" + NameTok.Text + "' is defined twice");
  size_t Pos = 3;
  llvm::StringMap<bool> Seen;
  while (Pos < Tokens.size() && !Tokens[Pos].is(TokenKind::RParen)) {
    const Token &P = Tokens[Pos];
    if (!P.is(TokenKind::Name))
      return error(locOf(P), "expected a parameter name");
    if (!Seen.try_emplace(P.Text, true).second)
      return error(locOf(P), "parameter '" + P.Text + "' is listed twice");
    const Type *T = Type::getInt();
    if (++Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Colon)) {
      auto Parsed = parseType(++Pos);
      if (!Parsed.ok())
        return Parsed.status();
      T = *Parsed;
      if (T->isVoid())
        return error(locOf(P), "parameter '" + P.Text + "' cannot be void");
    }
    Variable *Param =
        Resumed ? F->lookupVariable(P.Text) : F->addParameter(P.Text, T);
    Declared[Param] = locOf(P);
    if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Comma))
      ++Pos;
    else if (Pos < Tokens.size() && !Tokens[Pos].is(TokenKind::RParen))
      return error(locOf(Tokens[Pos]), "expected ',' or ')'");
  }
  if (Pos >= Tokens.size())
    return errorAtEnd("expected ')' to close the parameter list");
  if (Pos + 2 < Tokens.size() && Tokens[Pos + 1].isSymbol("-") &&
      Tokens[Pos + 2].isSymbol(">")) {
    Pos += 3;
    auto Ret = parseType(Pos);
    if (!Ret.ok())
      return Ret.status();
    // A header read again leaves the signature as the outline set it:
    // other threads may be reading it for calls.
    if (!Resumed)
      F->setReturnType(*Ret);
    --Pos; // Pos + 1 is the ':'
  }
  if (Pos + 1 >= Tokens.size() || !Tokens[Pos + 1].is(TokenKind::Colon))
    return Pos + 1 < Tokens.size()
               ? error(locOf(Tokens[Pos + 1]), "expected ':'")
               : errorAtEnd("expected ':' after the parameter list");
  if (Pos + 2 < Tokens.size())
    return error(locOf(Tokens[Pos + 2]), "unexpected text after ':'");
  return absl::OkStatus();
}

absl::Status TACParser::parseLabel() {
  const Token &NameTok = Tokens[0];
  if (!F)
    return error(locOf(NameTok),
                 "label '" + NameTok.Text + "' appears before any 'func' line");
  LabelInfo &Info = Labels[NameTok.Text];
  if (Info.Defined)
    return error(locOf(NameTok),
                 "label '" + NameTok.Text + "' is defined twice");
  if (!Info.Block)
    Info.Block = new BasicBlock(NameTok.Text);
  Info.Defined = true;
  Info.Block->setLoc(locOf(NameTok));
  bool IsEntry = F->empty();
  F->push_back(Info.Block);
  CurBlock = Info.Block;
  CurBlockTerminated = false;
  if (Tokens[1].is(TokenKind::Colon))
    return absl::OkStatus();
  if (IsEntry)
    return error(locOf(Tokens[1]),
                 "the entry block cannot have parameters: nothing passes it "
                 "arguments when the function is called");
  return parseBlockParameters();
}

/// `(%a, %b: TYPE, ...):` after a label: each parameter is a phi of the
/// block, typed as annotated (int if not), without entries yet.
absl::Status TACParser::parseBlockParameters() {
  size_t Pos = 2;
  unsigned &Count = BlockParams[CurBlock];
  while (true) {
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a block parameter (%name)");
    const Token &P = Tokens[Pos++];
    if (P.is(TokenKind::Name))
      return error(locOf(P), "a block parameter must be an SSA value "
                             "(%name), not variable '" +
                                 P.Text + "'");
    if (!P.is(TokenKind::SSAName))
      return error(locOf(P),
                   "expected a block parameter (%name), got '" + P.Text + "'");
    const Type *T = Type::getInt();
    if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Colon)) {
      auto Parsed = parseType(++Pos);
      if (!Parsed.ok())
        return Parsed.status();
      if ((*Parsed)->isVoid())
        return error(locOf(P), "a value cannot have type void");
      T = *Parsed;
    }
    auto *Phi = new PhiInst(T, locOf(P));
    CurBlock->push_back(Phi);
    ++Count;
    if (absl::Status S = defineSSAValue(Phi, P); !S.ok())
      return S;
    if (Pos >= Tokens.size())
      return errorAtEnd("expected ',' or ')' after the block parameter");
    const Token &Sep = Tokens[Pos++];
    if (Sep.is(TokenKind::RParen))
      break;
    if (!Sep.is(TokenKind::Comma))
      return error(locOf(Sep), "expected ',' or ')' after the block parameter");
  }
  if (Pos >= Tokens.size() || !Tokens[Pos].is(TokenKind::Colon))
    return Pos < Tokens.size()
               ? error(locOf(Tokens[Pos]), "expected ':' after the parameters")
               : errorAtEnd("expected ':' after the parameters");
  if (Pos + 1 < Tokens.size())
    return error(locOf(Tokens[Pos + 1]), "unexpected text after ':'");
  return absl::OkStatus();
}

BasicBlock *TACParser::currentBlockForInstruction(SourceLoc Loc) {
  if (!CurBlock) {
    // Code before the first label: an unnamed entry block.
    CurBlock = new BasicBlock("", Loc);
    F->push_back(CurBlock);
  }
  return CurBlock;
}

absl::Status TACParser::parseInstruction() {
  const Token &First = Tokens[0];
  if (!F)
    return error(locOf(First), "instruction before any 'func' line");
  size_t EqualsIndex = 1;
  Annotation = nullptr;
  if (Tokens.size() >= 2 && Tokens[1].is(TokenKind::Colon) &&
      (First.is(TokenKind::Name) || First.is(TokenKind::SSAName))) {
    auto T = parseType(EqualsIndex = 2);
    if (!T.ok())
      return T.status();
    if ((*T)->isVoid())
      return error(locOf(Tokens[2]), "a value cannot have type void");
    Annotation = *T;
    if (EqualsIndex >= Tokens.size() ||
        !Tokens[EqualsIndex].is(TokenKind::Equals))
      return EqualsIndex < Tokens.size()
                 ? error(locOf(Tokens[EqualsIndex]), "expected '='")
                 : errorAtEnd("expected '=' after the type");
  }
  bool HasDest =
      Tokens.size() > EqualsIndex && Tokens[EqualsIndex].is(TokenKind::Equals);
  if (HasDest && !First.is(TokenKind::Name) && !First.is(TokenKind::SSAName))
    return error(locOf(First), "expected a variable or %value before '='");
  size_t OpIndex = HasDest ? EqualsIndex + 1 : 0;
  if (OpIndex >= Tokens.size())
    return errorAtEnd("expected an opcode after '='");
  const Token &OpTok = Tokens[OpIndex];
  std::optional<Opcode> Op;
  if (OpTok.is(TokenKind::Name) || OpTok.is(TokenKind::Symbol))
    Op = lookupOpcode(OpTok.Text);
  if (!Op)
    return error(locOf(OpTok),
                 "unknown opcode '" +
                     llvm::Twine(OpTok.is(TokenKind::SSAName) ? "%" : "") +
                     OpTok.Text + "'" +
                     didYouMeanSuffix(suggestOpcode(OpTok.Text)));
  if (*Op == Opcode::Phi && CurBlock && BlockParams.count(CurBlock))
    return error(locOf(OpTok),
                 "block '" + CurBlock->getName() +
                     "' has parameters, which are its phis: make this one "
                     "a parameter too");
  absl::StatusOr<Instruction *> I = parseBody(*Op, OpTok);
  if (!I.ok())
    return I.status();
  (*I)->setLoc(locOf(First));
  currentBlockForInstruction(locOf(First))->push_back(*I);
  CurBlockTerminated |= (*I)->isTerminator();
  if (HasDest)
    return setDestination(*I, First);
  if ((*I)->producesValue() && *Op != Opcode::Call)
    return error(locOf(OpTok), "'" + getOpcodeWord(*Op) +
                                   "' needs a destination: 'x = " + OpTok.Text +
                                   " ...'");
  return absl::OkStatus();
}

absl::Status TACParser::setDestination(Instruction *I, const Token &Dest) {
  if (!I->producesValue())
    return error(locOf(Dest),
                 "'" + I->getOpcodeName() + "' does not produce a value");
  if (Annotation && I->isTypeDeclared())
    I->setType(Annotation);
  if (Dest.is(TokenKind::Name)) {
    if (I->isPhi())
      return error(locOf(Dest), "the destination of a phi must be an SSA "
                                "value (%name), not variable '" +
                                    Dest.Text + "'");
    Variable *V = F->getOrCreateVariable(Dest.Text);
    I->setDestVariable(V);
    if (Annotation)
      return declareVariable(V, Annotation, Dest);
    if (I->isTypeDeclared())
      I->setType(V->getType());
    return absl::OkStatus();
  }
  if (Annotation && !I->isTypeDeclared())
    AnnotatedSSA.push_back({I, Annotation, locOf(Tokens[2])});
  return defineSSAValue(I, Dest);
}

absl::Status TACParser::defineSSAValue(Instruction *I, const Token &Name) {
  uint32_t Hash = NameTable::hash(Name.Text);
  if (Instruction *Earlier = findSSAValue(Name.Text, Hash)) {
    SourceLoc First = Earlier->getLoc();
    return error(locOf(Name), "%" + Name.Text +
                                  " is defined twice (first at line " +
                                  llvm::Twine(First.Line) + ")");
  }
  I->setName(Name.Text);
  SSAValuesByName.insert(Hash, SSAValues.size());
  SSAValues.push_back(I);
  return absl::OkStatus();
}

absl::StatusOr<OperandTokens> TACParser::splitOperands(size_t First,
                                                       ArgumentLists *Lists) {
  OperandTokens Ops;
  for (size_t Pos = First; Pos < Tokens.size(); Pos += 2) {
    Ops.push_back(&Tokens[Pos]);
    if (Lists && Pos + 1 < Tokens.size() &&
        Tokens[Pos + 1].is(TokenKind::LParen)) {
      Lists->push_back({unsigned(Ops.size() - 1), &Tokens[Pos + 1], {}});
      auto Close = splitArguments(Pos + 1, Lists->back());
      if (!Close.ok())
        return Close.status();
      Pos = *Close;
    }
    if (Pos + 1 < Tokens.size() && !Tokens[Pos + 1].is(TokenKind::Comma))
      return error(locOf(Tokens[Pos + 1]), "expected ',' between operands");
    if (Pos + 1 == Tokens.size() - 1)
      return errorAtEnd("expected an operand after ','");
  }
  return Ops;
}

absl::StatusOr<size_t> TACParser::splitArguments(size_t Open,
                                                 ArgumentList &List) {
  size_t Pos = Open + 1;
  if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::RParen))
    return error(locOf(Tokens[Open]),
                 "an empty argument list: a jump to a block without "
                 "parameters names it alone, without '()'");
  while (true) {
    if (Pos >= Tokens.size())
      return errorAtEnd("expected an argument");
    List.Args.push_back(&Tokens[Pos++]);
    if (Pos >= Tokens.size())
      return errorAtEnd("expected ',' or ')' after the argument");
    if (Tokens[Pos].is(TokenKind::RParen))
      return Pos;
    if (!Tokens[Pos].is(TokenKind::Comma))
      return error(locOf(Tokens[Pos]),
                   "expected ',' or ')' after the argument");
    ++Pos;
  }
}

/// Whether V's type is settled once V is read: a literal's, or that of an
/// instruction whose type does not follow an operand or a callee (set when
/// its line was read). A load of a slot is typed at once, so the list of
/// instructions typed at the end holds only the rest (in alloca form it
/// would hold nearly every load).
static bool hasFinalType(const Value *V) {
  if (llvm::isa_and_nonnull<Constant>(V))
    return true;
  auto *I = llvm::dyn_cast_or_null<Instruction>(V);
  return I && !I->isTypeFromOperand() && !llvm::isa<CallInst>(I);
}

absl::StatusOr<Instruction *> TACParser::parseBody(Opcode Op,
                                                   const Token &OpTok) {
  absl::StatusOr<Instruction *> I = [&]() -> absl::StatusOr<Instruction *> {
    switch (getOpcodeShape(Op)) {
    case OpShape::Nullary:
    case OpShape::Unary:
    case OpShape::Binary:
      return parseFixedArity(Op, OpTok);
    case OpShape::Call:
      return parseCall(OpTok);
    case OpShape::Print:
      return parsePrint(OpTok);
    case OpShape::Phi:
      return parsePhi(OpTok);
    case OpShape::Jump:
    case OpShape::Branch:
    case OpShape::Return:
      return parseTerminator(Op, OpTok);
    }
    llvm_unreachable("shape outside OpShape");
  }();
  if (I.ok() && (*I)->isTypeFromOperand()) {
    if (hasFinalType((*I)->getOperand(0)))
      (*I)->inferType();
    else
      Untyped.push_back(*I);
  }
  return I;
}

/// Nullary, unary and binary opcodes: a fixed number of value operands,
/// except that `const` takes a literal and `param` an argument index.
absl::StatusOr<Instruction *> TACParser::parseFixedArity(Opcode Op,
                                                         const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  auto Ops = splitOperands(OpIndex + 1);
  if (!Ops.ok())
    return Ops.status();
  OpShape Shape = getOpcodeShape(Op);
  unsigned Want = Shape == OpShape::Binary ? 2 : Shape == OpShape::Unary;
  if (Ops->size() != Want)
    return error(locOf(OpTok), "'" + getOpcodeWord(Op) + "' takes " +
                                   llvm::Twine(Want) + " operand" +
                                   (Want == 1 ? "" : "s") + ", got " +
                                   llvm::Twine(Ops->size()));
  if (Shape == OpShape::Nullary)
    return new NullaryInst(Op);
  const Token &A = *(*Ops)[0];
  if (Op == Opcode::Const)
    return parseConst(OpTok, A);
  if (Op == Opcode::Param) {
    if (!A.is(TokenKind::Integer))
      return error(locOf(A), "'param' takes an integer literal");
    auto K = parseInteger(A);
    if (!K.ok())
      return K.status();
    if (*K < 0 || static_cast<uint64_t>(*K) >= F->getNumParams())
      return error(locOf(A), "function '" + F->getName() + "' has " +
                                 llvm::Twine(F->getNumParams()) +
                                 " parameter(s); there is no parameter " +
                                 A.Text);
    return new UnaryInst(Op, F->getArg(*K));
  }
  Instruction *I =
      Shape == OpShape::Binary
          ? static_cast<Instruction *>(new BinaryInst(Op, nullptr, nullptr))
          : new UnaryInst(Op, nullptr);
  InstructionPtr Guard(I);
  for (unsigned K = 0; K != Want; ++K)
    if (auto V = parseValueOperand(*(*Ops)[K], I, K); !V.ok())
      return V.status();
  return Guard.release();
}

/// `const LITERAL`: the annotation, if any, says the type; an integer
/// literal may stand for a float, and `true`/`false` are the bools.
absl::StatusOr<Instruction *> TACParser::parseConst(const Token &OpTok,
                                                    const Token &A) {
  const Type *Want = Annotation;
  if (!Want && A.is(TokenKind::Name) && F->lookupVariable(A.Text) == nullptr &&
      (A.Text == "true" || A.Text == "false"))
    Want = Type::getBool();
  // An unannotated constant written to a variable has the variable's type.
  const Token &Dest = Tokens[0];
  if (!Want && Dest.is(TokenKind::Name) && &OpTok != &Tokens[0])
    if (Variable *V = F->lookupVariable(Dest.Text))
      Want = V->getType();
  auto C = parseLiteral(A, Want);
  if (!C.ok())
    return C.status();
  return new UnaryInst(Opcode::Const, *C);
}

absl::StatusOr<Instruction *> TACParser::parseCall(const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  auto Ops = splitOperands(OpIndex + 1);
  if (!Ops.ok())
    return Ops.status();
  if (Ops->empty() || !(*Ops)[0]->is(TokenKind::Name))
    return Ops->empty() ? errorAtEnd("expected a function name after 'call'")
                        : error(locOf(*(*Ops)[0]), "expected a function name");
  auto Call = std::make_unique<CallInst>(nullptr, llvm::ArrayRef<Value *>());
  for (size_t K = 1; K < Ops->size(); ++K) {
    Call->addArgument(nullptr);
    if (auto V = parseValueOperand(*(*Ops)[K], Call.get(), K - 1); !V.ok())
      return V.status();
  }
  CallFixups.push_back({Call.get(), (*Ops)[0]->Text.str(), locOf(*(*Ops)[0])});
  return Call.release();
}

absl::StatusOr<Instruction *> TACParser::parsePrint(const Token &OpTok) {
  auto Print = std::make_unique<PrintInst>();
  size_t Pos = &OpTok - Tokens.data() + 1;
  unsigned K = 0;
  while (Pos < Tokens.size()) {
    const Token &A = Tokens[Pos++];
    Print->addArgument(nullptr);
    if (auto V = parseValueOperand(A, Print.get(), K++); !V.ok())
      return V.status();
    if (Pos < Tokens.size()) {
      if (!Tokens[Pos].is(TokenKind::Comma))
        return error(locOf(Tokens[Pos]), "expected ',' between operands");
      if (++Pos == Tokens.size())
        return errorAtEnd("expected an operand after ','");
    }
  }
  return Print.release();
}

absl::StatusOr<Instruction *> TACParser::parsePhi(const Token &OpTok) {
  auto Phi = std::make_unique<PhiInst>(Type::getInt());
  size_t Pos = &OpTok - Tokens.data() + 1;
  unsigned K = 0;
  auto Expect = [&](TokenKind Kind, const char *What) -> absl::Status {
    if (Pos >= Tokens.size())
      return errorAtEnd(llvm::Twine("expected ") + What);
    if (!Tokens[Pos].is(Kind))
      return error(locOf(Tokens[Pos]), llvm::Twine("expected ") + What);
    ++Pos;
    return absl::OkStatus();
  };
  while (true) {
    if (absl::Status S =
            Expect(TokenKind::LBracket, "'[' to start a phi entry");
        !S.ok())
      return S;
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a value");
    const Token &V = Tokens[Pos++];
    if (absl::Status S = Expect(TokenKind::Comma, "',' after the value");
        !S.ok())
      return S;
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a label");
    const Token &L = Tokens[Pos++];
    if (absl::Status S = Expect(TokenKind::RBracket, "']'"); !S.ok())
      return S;
    auto BB = parseLabelRef(L);
    if (!BB.ok())
      return BB.status();
    Phi->addIncoming(nullptr, *BB);
    if (auto Val = parseValueOperand(V, Phi.get(), K++); !Val.ok())
      return Val.status();
    if (Pos == Tokens.size())
      break;
    if (!Tokens[Pos].is(TokenKind::Comma))
      return error(locOf(Tokens[Pos]), "expected ',' between phi entries");
    ++Pos;
  }
  return Phi.release();
}

absl::StatusOr<Instruction *> TACParser::parseTerminator(Opcode Op,
                                                         const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  ArgumentLists Lists;
  auto Ops = splitOperands(OpIndex + 1, Op == Opcode::Ret ? nullptr : &Lists);
  if (!Ops.ok())
    return Ops.status();
  unsigned Got = Ops->size();
  auto WrongCount = [&](const char *Want) {
    return error(locOf(OpTok), "'" + getOpcodeWord(Op) + "' takes " + Want +
                                   ", got " + llvm::Twine(Got) + " operand(s)");
  };
  if (Op == Opcode::Ret) {
    if (Got > 1)
      return WrongCount("at most one operand");
    auto Ret = std::make_unique<ReturnInst>();
    if (Got == 1) {
      Ret->setReturnValue(nullptr);
      if (auto V = parseValueOperand(*(*Ops)[0], Ret.get(), 0); !V.ok())
        return V.status();
    }
    return Ret.release();
  }
  if (Op == Opcode::Jmp) {
    if (Got != 1)
      return WrongCount("a label");
    auto BB = parseLabelRef(*(*Ops)[0]);
    if (!BB.ok())
      return BB.status();
    auto Jmp = std::make_unique<JumpInst>(*BB);
    if (absl::Status S = addArguments(Jmp.get(), *Ops, Lists); !S.ok())
      return S;
    return Jmp.release();
  }
  if (Got != 3)
    return WrongCount("a condition and two labels");
  auto T = parseLabelRef(*(*Ops)[1]);
  if (!T.ok())
    return T.status();
  auto E = parseLabelRef(*(*Ops)[2]);
  if (!E.ok())
    return E.status();
  auto Br = std::make_unique<BranchInst>(nullptr, *T, *E);
  if (auto V = parseValueOperand(*(*Ops)[0], Br.get(), 0); !V.ok())
    return V.status();
  if (absl::Status S = addArguments(Br.get(), *Ops, Lists); !S.ok())
    return S;
  return Br.release();
}

/// Keeps the arguments of Term's targets, Lists, for the end of the
/// function. Ops are Term's operand tokens, in the order of its operands.
absl::Status TACParser::addArguments(Instruction *Term,
                                     const OperandTokens &Ops,
                                     const ArgumentLists &Lists) {
  for (const ArgumentList &List : Lists) {
    if (!llvm::isa_and_nonnull<BasicBlock>(Term->getOperand(List.Operand)))
      return error(locOf(*List.Open), "only the targets of '" +
                                          Term->getOpcodeName() +
                                          "' take arguments, not '" +
                                          Ops[List.Operand]->Text + "'");
    if (CurBlockTerminated)
      return error(locOf(*List.Open),
                   "this '" + Term->getOpcodeName() +
                       "' follows its block's terminator, so it takes no "
                       "edge and cannot pass arguments");
    PendingEdges.push_back({Term, List.Operand, locOf(*List.Open), {}});
    PendingEdge &Edge = PendingEdges.back();
    for (const Token *A : List.Args) {
      auto V = lookupValue(*A);
      if (!V.ok())
        return V.status();
      Edge.Args.push_back({*V, A->Text, locOf(*A)});
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<int64_t> TACParser::parseInteger(const Token &T) {
  llvm::StringRef Digits = T.Text;
  bool Negative = Digits.consume_front("-");
  uint64_t Limit = Negative ? uint64_t(1) << 63 : (uint64_t(1) << 63) - 1;
  uint64_t Magnitude = 0;
  for (char C : Digits) {
    unsigned D = C - '0';
    if (Magnitude > (Limit - D) / 10)
      return error(locOf(T), "integer literal " + T.Text +
                                 " does not fit in a signed 64-bit integer");
    Magnitude = Magnitude * 10 + D;
  }
  return Negative ? static_cast<int64_t>(0 - Magnitude)
                  : static_cast<int64_t>(Magnitude);
}

/// Decodes a character literal's text (quotes stripped): one UTF-8
/// sequence, or \u{HEX}. Returns -1 unless it is one Unicode scalar value.
static int64_t decodeCharLiteral(llvm::StringRef Text) {
  uint32_t CP = 0;
  if (Text.consume_front("\\u{")) {
    if (!Text.consume_back("}") || Text.empty() || Text.size() > 6 ||
        Text.getAsInteger(16, CP))
      return -1;
    return isUnicodeScalar(CP) ? CP : -1;
  }
  return decodeOneUTF8(Text);
}

absl::StatusOr<Constant *> TACParser::parseLiteral(const Token &T,
                                                   const Type *Want) {
  if (Want && Want->isPointer())
    return error(locOf(T), "there are no pointer literals; 'alloc' or "
                           "'alloca' makes a pointer");
  if (T.is(TokenKind::TypedLiteral)) {
    auto [TypeText, Value] = T.Text.rsplit(' ');
    auto LitType = parseTypeName(TypeText.rtrim(), T);
    if (!LitType.ok())
      return LitType.status();
    if ((*LitType)->isPointer() && Value != "0")
      return error(locOf(T), "the only pointer literal is the null pointer, '" +
                                 TypeText.rtrim() + " 0'");
    return F->getConstant(*LitType, Value == "true");
  }
  bool IsBool =
      T.is(TokenKind::Name) && (T.Text == "true" || T.Text == "false");
  if (IsBool && (!Want || Want->isBool()))
    return F->getConstant(Type::getBool(), T.Text == "true");
  if (T.is(TokenKind::Char) && (!Want || Want->isChar())) {
    int64_t CP = decodeCharLiteral(T.Text);
    if (CP < 0)
      return error(locOf(T), "'" + T.Text + "' is not one Unicode character");
    return F->getConstant(Type::getChar(), CP);
  }
  if (T.is(TokenKind::Integer) && (!Want || Want->isInt())) {
    auto K = parseInteger(T);
    if (!K.ok())
      return K.status();
    return F->getConstant(*K);
  }
  if ((T.is(TokenKind::Float) || T.is(TokenKind::Integer)) &&
      (!Want || Want->isFloat())) {
    double D = 0;
    auto [End, Err] = std::from_chars(T.Text.begin(), T.Text.end(), D);
    if (Err != std::errc() || End != T.Text.end())
      return error(locOf(T), "float literal " + T.Text + " is out of range");
    return F->getConstant(Type::getFloat(), llvm::bit_cast<int64_t>(D));
  }
  return error(locOf(T), "expected " +
                             (Want ? "a literal of type " + Want->getName()
                                   : std::string("a literal")) +
                             ", got '" + T.Text + "'");
}

/// `ptr<...>` nests, so both readers count the wrappers and close them in a
/// loop (no recursion: a deep type cannot overflow the stack), up to
/// Type::MaxInputPointerDepth.
absl::StatusOr<const Type *> TACParser::parseTypeName(llvm::StringRef Text,
                                                      const Token &At) {
  unsigned Depth = 0;
  for (Text = Text.trim(); Text.consume_front("ptr"); Text = Text.trim()) {
    if (Depth == Type::MaxInputPointerDepth)
      return error(locOf(At), Type::describeInputDepthLimit());
    Text = Text.ltrim();
    if (!Text.consume_front("<") || !Text.consume_back(">"))
      break;
    ++Depth;
  }
  const Type *T = Type::lookupScalar(Text);
  if (!T || (Depth && T->isVoid()))
    return error(locOf(At), "expected a type in '" + At.Text + "'");
  while (Depth--)
    T = M.getPointerType(T);
  return T;
}

absl::StatusOr<const Type *> TACParser::parseType(size_t &Pos) {
  unsigned Depth = 0;
  const Token *Innermost = nullptr; // the last `ptr` read
  for (;;) {
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a type");
    const Token &T = Tokens[Pos++];
    if (!T.isName("ptr")) {
      --Pos;
      break;
    }
    if (Pos >= Tokens.size() || !Tokens[Pos].isSymbol("<"))
      return Pos < Tokens.size() ? error(locOf(Tokens[Pos]), "expected '<'")
                                 : errorAtEnd("expected '<' after 'ptr'");
    if (Depth == Type::MaxInputPointerDepth)
      return error(locOf(T), Type::describeInputDepthLimit());
    ++Depth;
    Innermost = &T;
    ++Pos;
  }
  const Token &Name = Tokens[Pos++];
  const Type *Ty =
      Name.is(TokenKind::Name) ? Type::lookupScalar(Name.Text) : nullptr;
  if (!Ty)
    return error(locOf(Name), "expected a type (int, bool, float, char, "
                              "ptr<T>), got '" +
                                  Name.Text + "'");
  if (Innermost && Ty->isVoid())
    return error(locOf(*Innermost), "there is no ptr<void>");
  for (; Depth; --Depth) {
    if (absl::Status S = closePointerType(Pos); !S.ok())
      return S;
    Ty = M.getPointerType(Ty);
  }
  return Ty;
}

/// Takes the `>` that closes a `ptr<`.
absl::Status TACParser::closePointerType(size_t &Pos) {
  if (Pos >= Tokens.size())
    return errorAtEnd("expected '>'");
  Token &Close = Tokens[Pos];
  if (Close.isSymbol(">"))
    ++Pos;
  else if (Close.isSymbol(">>") || Close.isSymbol(">="))
    // `ptr<ptr<int>>`: the lexer saw one symbol; this '>' closes the inner
    // type and the rest is left for the next.
    Close = {Close.Text == ">>" ? TokenKind::Symbol : TokenKind::Equals,
             Close.Text.drop_front(), Close.Column + 1};
  else
    return error(locOf(Close), "expected '>'");
  return absl::OkStatus();
}

absl::Status TACParser::declareVariable(Variable *V, const Type *T,
                                        const Token &At) {
  auto [It, Inserted] = Declared.try_emplace(V, locOf(At));
  if (Inserted) {
    V->setType(T);
    return absl::OkStatus();
  }
  if (V->getType() == T)
    return absl::OkStatus();
  return error(locOf(At), "variable '" + V->getName() + "' is declared " +
                              T->getName() + " here but " +
                              V->getType()->getName() + " at line " +
                              llvm::Twine(It->second.Line));
}

/// The value T names: a literal, a variable, or an SSA value, which is null
/// when it is not defined yet.
absl::StatusOr<Value *> TACParser::lookupValue(const Token &T) {
  switch (T.Kind) {
  case TokenKind::Integer:
  case TokenKind::Float:
  case TokenKind::Char:
  case TokenKind::TypedLiteral: {
    auto C = parseLiteral(T, nullptr);
    if (!C.ok())
      return C.status();
    return *C;
  }
  case TokenKind::Name:
    return F->getOrCreateVariable(T.Text);
  case TokenKind::SSAName:
    return findSSAValue(T.Text);
  default:
    return error(locOf(T), "expected an operand: %value, variable or "
                           "literal, got '" +
                               T.Text + "'");
  }
}

absl::StatusOr<Value *>
TACParser::parseValueOperand(const Token &T, Instruction *I, unsigned Index) {
  auto V = lookupValue(T);
  if (!V.ok())
    return V.status();
  if (!*V)
    ValueFixups.push_back({I, Index, T.Text.str(), locOf(T)});
  else
    I->setOperand(Index, *V);
  return *V;
}

BasicBlock *TACParser::getOrCreateLabel(llvm::StringRef Name, SourceLoc Loc) {
  LabelInfo &Info = Labels[Name];
  if (!Info.Block) {
    Info.Block = new BasicBlock(Name);
    Info.FirstUse = Loc;
  }
  return Info.Block;
}

absl::StatusOr<BasicBlock *> TACParser::parseLabelRef(const Token &T) {
  if (!T.is(TokenKind::Name))
    return error(locOf(T), "expected a label, got '" + T.Text + "'");
  return getOrCreateLabel(T.Text, locOf(T));
}

absl::Status TACParser::finishFunction() {
  if (!F)
    return absl::OkStatus();
  // The error names the undefined label used first in the text: the
  // table's order is its hash function's, which changes between releases.
  const llvm::StringMapEntry<LabelInfo> *FirstUndefined = nullptr;
  auto Before = [](SourceLoc A, SourceLoc B) {
    return A.Line != B.Line ? A.Line < B.Line : A.Column < B.Column;
  };
  for (auto &Entry : Labels)
    if (!Entry.second.Defined &&
        (!FirstUndefined ||
         Before(Entry.second.FirstUse, FirstUndefined->second.FirstUse)))
      FirstUndefined = &Entry;
  if (FirstUndefined)
    return error(FirstUndefined->second.FirstUse,
                 "undefined label '" + FirstUndefined->first() + "'");
  if (!BlockParams.empty() || !PendingEdges.empty())
    if (absl::Status S = connectBlockArguments(); !S.ok())
      return S;
  for (const Fixup &Fix : ValueFixups) {
    Instruction *Def = findSSAValue(Fix.Name);
    if (!Def)
      return error(Fix.Loc, "%" + Fix.Name + " is never defined");
    Fix.User->setOperand(Fix.OperandIndex, Def);
  }
  Labels.clear();
  Labels.getAllocator().Reset();
  SSAValues.clear();
  SSAValuesByName.clear();
  ValueFixups.clear();
  BlockParams.clear();
  PendingEdges.clear();
  Declared.clear();
  F = nullptr;
  CurBlock = nullptr;
  CurBlockTerminated = false;
  return absl::OkStatus();
}

/// Walks the function's jumps in text order, beside PendingEdges (recorded
/// in the same order), and connects each target operand to its target's
/// parameters; a block with parameters may not be fallen into.
absl::Status TACParser::connectBlockArguments() {
  size_t Next = 0;
  bool FallsThrough = false; // whether the block before has no terminator
  for (BasicBlock &BB : *F) {
    if (FallsThrough && BlockParams.count(&BB))
      return error(BB.getLoc(),
                   "block '" + BB.getName() +
                       "' has parameters, so it cannot be entered by "
                       "falling through: end the block before it with "
                       "'jmp " +
                       BB.getName() + "(...)'");
    bool Terminated = false;
    for (Instruction &I : BB) {
      if (!I.isTerminator())
        continue;
      for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
        if (!llvm::isa_and_nonnull<BasicBlock>(I.getOperand(K)))
          continue;
        const PendingEdge *Edge = nullptr;
        if (Next != PendingEdges.size() && PendingEdges[Next].Term == &I &&
            PendingEdges[Next].Operand == K)
          Edge = &PendingEdges[Next++];
        if (absl::Status S = connectEdge(I, K, !Terminated, Edge); !S.ok())
          return S;
      }
      Terminated = true;
    }
    FallsThrough = !Terminated;
  }
  return absl::OkStatus();
}

/// Checks that target operand K of Term passes as many arguments (those of
/// Edge, or none) as its target has parameters, and, if the operand takes
/// an edge, makes them the entries of the parameters for Term's block.
absl::Status TACParser::connectEdge(Instruction &Term, unsigned K,
                                    bool TakesEdge, const PendingEdge *Edge) {
  auto *Target = llvm::cast<BasicBlock>(Term.getOperand(K));
  auto It = BlockParams.find(Target);
  unsigned Want = It == BlockParams.end() ? 0 : It->second;
  unsigned Got = Edge ? Edge->Args.size() : 0;
  SourceLoc Loc = Edge ? Edge->Open : Term.getLoc();
  std::string Block = ("block '" + Target->getName() + "'").str();
  std::string Passes = ("the '" + Term.getOpcodeName() + "' passes").str();
  if (Got && !Want)
    return error(Loc, Block + " has no parameters, but " + Passes + " it " +
                          llvm::Twine(Got) + " argument(s)");
  if (Got != Want)
    return error(Loc, Block + " has " + llvm::Twine(Want) +
                          " parameter(s), but " + Passes + " " +
                          (Got ? std::to_string(Got) + " argument(s)"
                               : std::string("no arguments")));
  if (!Edge || !TakesEdge)
    return absl::OkStatus();
  auto Param = Target->begin();
  for (const PendingArgument &A : Edge->Args) {
    auto *Phi = llvm::cast<PhiInst>(&*Param++);
    unsigned Entry = Phi->getNumIncoming();
    Phi->addIncoming(A.V, Term.getParent());
    if (!A.V)
      ValueFixups.push_back({Phi, Entry, A.Name.str(), A.Loc});
    BlockArguments.push_back({Phi, Entry, A.Loc});
  }
  return absl::OkStatus();
}

/// Every argument has its parameter's type.
absl::Status TACParser::checkArgumentTypes() const {
  for (const BlockArgument &A : BlockArguments) {
    const Type *Got = A.Param->getIncomingValue(A.Entry)->getType();
    if (Got != A.Param->getType())
      return error(A.Loc, "the argument has type " + Got->getName() +
                              ", but parameter %" + A.Param->getName() +
                              " of block '" + A.Param->getParent()->getName() +
                              "' has type " + A.Param->getType()->getName());
  }
  return absl::OkStatus();
}

absl::Status
TACParser::finishModule(llvm::ArrayRef<std::unique_ptr<TACParser>> Others,
                        unsigned Threads) {
  for (const std::unique_ptr<TACParser> &Other : Others)
    CallFixups.insert(CallFixups.end(), Other->CallFixups.begin(),
                      Other->CallFixups.end());
  if (absl::Status S = resolveCalls(); !S.ok())
    return S;
  // A parser's instructions are its functions' own, and typing them reads
  // only those and callees' declared types, so parsers type theirs at once;
  // the first error in text order is the one reported.
  std::vector<absl::Status> Typed(Others.size() + 1);
  parallelFor(Typed.size(), Threads, [&](size_t I) {
    Typed[I] = I == 0 ? inferTypes() : Others[I - 1]->inferTypes();
  });
  for (absl::Status &S : Typed)
    if (!S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status TACParser::resolveCalls() {
  for (const CallFixup &Fix : CallFixups) {
    Function *Callee = M.lookupFunction(Fix.Callee);
    if (!Callee)
      return error(Fix.Loc, "call to unknown function '" + Fix.Callee + "'");
    unsigned Got = Fix.Call->getNumOperands();
    if (Got != Callee->getNumParams())
      return error(Fix.Loc, "'" + Fix.Callee + "' takes " +
                                llvm::Twine(Callee->getNumParams()) +
                                " argument(s), but the call passes " +
                                llvm::Twine(Got));
    Fix.Call->setCallee(Callee);
  }
  CallFixups.clear();
  return absl::OkStatus();
}

/// Types the instructions whose type follows their operands, now that every
/// operand and callee is known, and checks their annotations. A copy may
/// read a value defined further down, so this repeats until nothing
/// changes; each round but the last types at least one more instruction.
absl::Status TACParser::inferTypes() {
  for (size_t Round = 0, Changed = 1; Changed && Round <= Untyped.size();
       ++Round) {
    Changed = 0;
    for (Instruction *I : Untyped) {
      const Type *Before = I->getType();
      I->inferType();
      Changed += I->getType() != Before;
    }
  }
  for (const AnnotatedValue &A : AnnotatedSSA)
    if (A.I->getType() != A.T)
      return error(A.Loc, "%" + A.I->getName() + " is declared " +
                              A.T->getName() + ", but '" +
                              A.I->getOpcodeName() + "' gives " +
                              A.I->getType()->getName());
  if (absl::Status S = checkArgumentTypes(); !S.ok())
    return S;
  Untyped.clear();
  AnnotatedSSA.clear();
  BlockArguments.clear();
  return absl::OkStatus();
}

namespace {

/// A stretch of the text starting at a `func` line (or, for the first, at
/// the top of the file) and its first line number.
struct Piece {
  llvm::StringRef Text;
  uint32_t FirstLine;
};

/// The newlines in Text, eight bytes at a time: std::count is a byte at a
/// time at -O2, and it made splitting the text, which runs on one thread
/// before the others start, four times slower (bench/README.md, "Figures
/// behind choices in the code").
size_t countNewlines(llvm::StringRef Text) {
  constexpr uint64_t Ones = 0x0101010101010101, Low7 = Ones * 0x7f;
  size_t Count = 0, I = 0;
  for (; I + 8 <= Text.size(); I += 8) {
    uint64_t Word;
    std::memcpy(&Word, Text.data() + I, 8);
    uint64_t X = Word ^ (Ones * '\n'); // a zero byte for each newline
    // The top bit of each byte, set exactly where that byte of X is zero;
    // shifted to the bottom bit and summed into the top byte by a multiply
    // (popcount is a library call without -mpopcnt).
    uint64_t Zeros = ~(((X & Low7) + Low7) | X | Low7);
    Count += ((Zeros >> 7) * Ones) >> 56;
  }
  return Count + std::count(Text.begin() + I, Text.end(), '\n');
}

/// The `func` header lines whose `func` starts in one stride of the text.
struct StrideHeaders {
  /// Each header's line start, and the newlines from the stride's start to
  /// it (none if the line starts in the stride before).
  llvm::SmallVector<std::pair<size_t, uint32_t>, 2> Headers;
  uint32_t Newlines = 0; // in the whole stride
};

/// The headers whose `func` starts in [Start, End) of Text. Only lines where
/// `func` is the first word are lexed; newlines are counted in bulk. The
/// search is std::string_view's, which looks for the first byte with
/// memchr, where LLVM's StringRef::find steps through the text a byte or a
/// few at a time (bench/README.md, "Figures behind choices in the code").
StrideHeaders findHeaders(llvm::StringRef Text, size_t Start, size_t End) {
  StrideHeaders Found;
  llvm::SmallVector<Token, 16> Tokens;
  size_t Counted = Start; // the newlines before Counted are in Found
  // Each `func` that starts in the stride, and no search past it.
  std::string_view Window(Text.data(), std::min(Text.size(), End + 3));
  for (size_t Pos = Window.find("func", Start); Pos != std::string_view::npos;
       Pos = Window.find("func", Pos + 4)) {
    size_t LineStart = Text.rfind('\n', Pos) + 1; // npos + 1 == 0
    if (!Text.slice(LineStart, Pos).ltrim().empty())
      continue;
    Tokens.clear();
    lexLine(stripComment(Text.slice(LineStart, Text.find('\n', Pos))), Tokens);
    if (!isFunctionHeader(Tokens))
      continue;
    Found.Newlines += countNewlines(Text.slice(Counted, LineStart));
    Counted = std::max(Counted, LineStart);
    Found.Headers.push_back({LineStart, Found.Newlines});
  }
  Found.Newlines += countNewlines(Text.slice(Counted, End));
  return Found;
}

/// Cuts Text before each `func` header line. The text is searched a stride
/// at a time, on up to Threads threads (what runs before the functions'
/// threads start is the part of -threads that does not scale); Scanned, if
/// given, is told of each stride searched, on the thread that searched it.
std::vector<Piece>
splitAtFunctions(llvm::StringRef Text, unsigned Threads,
                 llvm::function_ref<void(size_t, size_t)> Scanned = {}) {
  size_t NumStrides = (Text.size() + ReleaseStride - 1) / ReleaseStride;
  std::vector<StrideHeaders> Found(NumStrides);
  parallelFor(NumStrides, Threads, [&](size_t S) {
    size_t Start = S * ReleaseStride;
    size_t End = std::min(Text.size(), Start + ReleaseStride);
    Found[S] = findHeaders(Text, Start, End);
    if (Scanned)
      Scanned(Start, End);
  });
  std::vector<Piece> Pieces{{Text, 1}};
  uint32_t StrideLine = 1; // the line number at the stride's start
  for (const StrideHeaders &Stride : Found) {
    for (auto [LineStart, Newlines] : Stride.Headers) {
      Piece &Last = Pieces.back();
      Last.Text =
          Last.Text.take_front(Text.data() + LineStart - Last.Text.data());
      Pieces.push_back({Text.drop_front(LineStart), StrideLine + Newlines});
    }
    StrideLine += Stride.Newlines;
  }
  return Pieces;
}

/// The parse of every piece; Parsers is declared before the module so that
/// it outlives it (see TACParser).
absl::StatusOr<std::unique_ptr<Module>>
parseModule(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef FileName,
            unsigned Threads) {
  std::vector<std::unique_ptr<TACParser>> Parsers;
  auto M = std::make_unique<Module>();
  uint32_t FileIndex = M->addSourceFile(FileName.str(), std::move(Text));
  llvm::StringRef Source = M->getSources().get(FileIndex).getText();
  std::vector<Piece> Pieces = Threads > 1 ? splitAtFunctions(Source, Threads)
                                          : std::vector<Piece>{{Source, 1}};
  std::vector<absl::Status> Results(Pieces.size());
  for (size_t I = 0; I != Pieces.size(); ++I) {
    Parsers.push_back(std::make_unique<TACParser>(*M, FileIndex));
    if (I == 0)
      continue;
    // The header creates the function: in text order, on this thread.
    auto [Header, Body] = Pieces[I].Text.split('\n');
    Results[I] = Parsers[I]->parseLineAt(Header, Pieces[I].FirstLine);
    Pieces[I] = {Body, Pieces[I].FirstLine + 1};
  }
  parallelFor(Pieces.size(), Threads, [&](size_t I) {
    if (Results[I].ok())
      Results[I] = Parsers[I]->parseLines(Pieces[I].Text, Pieces[I].FirstLine);
  });
  for (absl::Status &S : Results)
    if (!S.ok())
      return S;
  if (absl::Status S = Parsers[0]->finishModule(
          llvm::ArrayRef(Parsers).drop_front(), Threads);
      !S.ok())
    return S;
  return M;
}

/// TAC read a function at a time: the pieces splitAtFunctions cuts, as
/// -threads reads them whole, but each body only when asked. One parser
/// reads the outline; bodies are read by parsers kept for reuse, one per
/// thread reading at once, each reading the function's header again first
/// (without making the function): a module of many small functions does not
/// keep a parser for each.
class LazyTACReader final : public LazyReader {
public:
  LazyTACReader(std::unique_ptr<llvm::MemoryBuffer> Text,
                llvm::StringRef FileName)
      : FileName(FileName.str()),
        FileIndex(M->addSourceFile(FileName.str(), std::move(Text))) {}
  bool readOutline(unsigned Threads) override;
  absl::Status readBody(Function &F, size_t Index) override;
  std::unique_ptr<llvm::MemoryBuffer> text() const override {
    return llvm::MemoryBuffer::getMemBuffer(
        M->getSources().get(FileIndex).getText(), FileName,
        /*RequiresNullTerminator=*/false);
  }

private:
  std::string FileName;
  uint32_t FileIndex;
  /// The text before the first header, then each function's, header first.
  std::vector<Piece> Pieces;
  /// Parsers no thread is reading a body with. A parser that met an error
  /// is not kept: the blocks of the labels it never placed are its own,
  /// which the module's branches no longer name.
  std::vector<std::unique_ptr<TACParser>> IdleParsers;
  std::mutex IdleParsersLock;
  std::unique_ptr<TACParser> takeParser();
  void keepParser(std::unique_ptr<TACParser> Parser);
};

/// A body of this much text or more (some 40,000 instructions) has a
/// parser of its own.
constexpr size_t LargeBodyBytes = size_t(1) << 20;

bool LazyTACReader::readOutline(unsigned Threads) {
  // The search for headers reads the whole text: what it has read goes back
  // to the system as it goes, and each body is read in again when asked,
  // so that the text is not resident whole (at 10^6 instructions in 100
  // functions in alloca form, 100 MB of it).
  const SourceFiles &Sources = M->getSources();
  llvm::StringRef Text = Sources.get(FileIndex).getText();
  Pieces = splitAtFunctions(Text, Threads, [&](size_t From, size_t To) {
    Sources.releaseResidentPages(FileIndex, Text.data() + From,
                                 Text.data() + To);
  });
  // The text before the first header, then each header, in text order.
  TACParser Outline(*M, FileIndex);
  if (!Outline.parseLines(Pieces[0].Text, Pieces[0].FirstLine).ok())
    return false;
  for (size_t I = 1; I != Pieces.size(); ++I)
    if (!Outline
             .parseLineAt(
                 Pieces[I].Text.take_until([](char C) { return C == '\n'; }),
                 Pieces[I].FirstLine)
             .ok())
      return false;
  Sources.releaseResidentPages(FileIndex, Text.begin(), Text.end());
  return true;
}

std::unique_ptr<TACParser> LazyTACReader::takeParser() {
  std::lock_guard<std::mutex> Guard(IdleParsersLock);
  if (IdleParsers.empty())
    return std::make_unique<TACParser>(*M, FileIndex);
  std::unique_ptr<TACParser> Parser = std::move(IdleParsers.back());
  IdleParsers.pop_back();
  return Parser;
}

void LazyTACReader::keepParser(std::unique_ptr<TACParser> Parser) {
  std::lock_guard<std::mutex> Guard(IdleParsersLock);
  IdleParsers.push_back(std::move(Parser));
}

absl::Status LazyTACReader::readBody(Function &F, size_t Index) {
  assert(Index + 1 < Pieces.size() && F.empty() && "each body is read once");
  const Piece &P = Pieces[Index + 1];
  auto [Header, Body] = P.Text.split('\n');
  std::unique_ptr<TACParser> Parser = takeParser();
  absl::Status S = Parser->resumeFunction(F, Header, P.FirstLine);
  if (S.ok())
    S = Parser->parseLines(Body, P.FirstLine + 1);
  if (S.ok())
    S = Parser->resolveCalls();
  if (S.ok())
    S = Parser->inferTypes();
  M->getSources().releaseResidentPages(FileIndex, Body.begin(), Body.end());
  if (!S.ok()) {
    // A body read in part may branch to blocks its parser owns.
    F.deleteBody();
    return S;
  }
  // A large body's parser goes, and its tables with it, which would
  // otherwise live through the function's passes (at 10^6 instructions,
  // 10 MB): small bodies share parsers, large ones pay for their own.
  if (Body.size() < LargeBodyBytes)
    keepParser(std::move(Parser));
  return absl::OkStatus();
}

} // namespace

std::unique_ptr<LazyReader>
mopt::openTACLazily(std::unique_ptr<llvm::MemoryBuffer> Text,
                    llvm::StringRef FileName) {
  return std::make_unique<LazyTACReader>(std::move(Text), FileName);
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseTAC(llvm::StringRef Text, llvm::StringRef FileName) {
  return parseModule(llvm::MemoryBuffer::getMemBufferCopy(Text, FileName),
                     FileName, 1);
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseTACBuffer(std::unique_ptr<llvm::MemoryBuffer> Text,
                     llvm::StringRef FileName, unsigned Threads) {
  return parseModule(std::move(Text), FileName, Threads);
}
