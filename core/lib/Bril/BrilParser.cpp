//===- BrilParser.cpp - Reading Bril text into flat mopt IR ---------------===//
//
// The lexer splits the whole buffer first; the parser then reads the tokens
// once, function by function. Two scans precede it: one over every name in
// the file, so that names TAC cannot spell get fresh names that no other
// name takes, and one over each function body, collecting the variables
// declared `bool` so that a print reads the right format wherever it stands.
//
// A label referenced before its definition gets a block at once, placed at
// the end of the function and moved to the end again when its definition is
// read, so blocks end up in label order and every block always belongs to
// the function. Callees are resolved when the module ends. The first error
// ends the parse.
//
//===----------------------------------------------------------------------===//

#include "mopt/Bril/BrilParser.h"
#include "BrilJSONLexer.h"
#include "BrilLexer.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"

using namespace mopt;
using namespace mopt::bril;

namespace {

enum class BrilType { Int, Bool };

/// The operand shapes of the supported operations (const aside).
enum class OpKind { Unary, Binary, Br, Jmp, Ret, Call, Print, Nop };
enum class DestRule { Forbidden, Required, Optional };

constexpr unsigned AnyNumber = ~0u;

struct OpInfo {
  llvm::StringLiteral Name;
  OpKind Kind;
  Opcode Op; // the mopt opcode for Unary and Binary
  DestRule Dest;
  unsigned MinVars, MaxVars, Labels, Funcs;
};

const OpInfo Operations[] = {
    {"id", OpKind::Unary, Opcode::Copy, DestRule::Required, 1, 1, 0, 0},
    {"not", OpKind::Unary, Opcode::Not, DestRule::Required, 1, 1, 0, 0},
    {"add", OpKind::Binary, Opcode::Add, DestRule::Required, 2, 2, 0, 0},
    {"mul", OpKind::Binary, Opcode::Mul, DestRule::Required, 2, 2, 0, 0},
    {"sub", OpKind::Binary, Opcode::Sub, DestRule::Required, 2, 2, 0, 0},
    {"div", OpKind::Binary, Opcode::Div, DestRule::Required, 2, 2, 0, 0},
    {"eq", OpKind::Binary, Opcode::Eq, DestRule::Required, 2, 2, 0, 0},
    {"lt", OpKind::Binary, Opcode::Lt, DestRule::Required, 2, 2, 0, 0},
    {"gt", OpKind::Binary, Opcode::Gt, DestRule::Required, 2, 2, 0, 0},
    {"le", OpKind::Binary, Opcode::Le, DestRule::Required, 2, 2, 0, 0},
    {"ge", OpKind::Binary, Opcode::Ge, DestRule::Required, 2, 2, 0, 0},
    {"and", OpKind::Binary, Opcode::And, DestRule::Required, 2, 2, 0, 0},
    {"or", OpKind::Binary, Opcode::Or, DestRule::Required, 2, 2, 0, 0},
    {"br", OpKind::Br, Opcode::Br, DestRule::Forbidden, 1, 1, 2, 0},
    {"jmp", OpKind::Jmp, Opcode::Jmp, DestRule::Forbidden, 0, 0, 1, 0},
    {"ret", OpKind::Ret, Opcode::Ret, DestRule::Forbidden, 0, 1, 0, 0},
    {"call", OpKind::Call, Opcode::Call, DestRule::Optional, 0, AnyNumber, 0,
     1},
    {"print", OpKind::Print, Opcode::Print, DestRule::Forbidden, 0, AnyNumber,
     0, 0},
    {"nop", OpKind::Nop, Opcode::Copy, DestRule::Forbidden, 0, 0, 0, 0},
};

const OpInfo *lookupOperation(llvm::StringRef Name) {
  for (const OpInfo &Info : Operations)
    if (Info.Name == Name)
      return &Info;
  return nullptr;
}

/// The arguments of an operation, sorted by kind in the order written.
struct Operands {
  llvm::SmallVector<const Token *, 4> Vars;
  llvm::SmallVector<const Token *, 2> Labels;
  llvm::SmallVector<const Token *, 1> Funcs;
};

bool isTACName(llvm::StringRef Name) {
  if (Name.empty() || !(llvm::isAlpha(Name[0]) || Name[0] == '_'))
    return false;
  return llvm::all_of(
      Name, [](char C) { return llvm::isAlnum(C) || C == '_' || C == '.'; });
}

/// Maps Bril names to TAC names: a valid TAC name maps to itself; any other
/// to its characters with each invalid one replaced by '_' (and a '_' in
/// front if it cannot start a name), suffixed `.K` if needed to be unique
/// among all names of the file. One table serves functions, labels and
/// variables alike, so the map is injective.
class NameMap {
public:
  /// Marks Name, if valid, as taken by itself.
  void reserve(llvm::StringRef Name) {
    if (isTACName(Name))
      Taken.insert(Name);
  }
  std::string get(llvm::StringRef BrilName);

private:
  llvm::StringSet<> Taken;
  llvm::StringMap<std::string> Mapped;
};

std::string NameMap::get(llvm::StringRef BrilName) {
  if (isTACName(BrilName))
    return BrilName.str();
  auto [It, Inserted] = Mapped.try_emplace(BrilName);
  if (!Inserted)
    return It->second;
  std::string Base;
  for (char C : BrilName)
    Base += llvm::isAlnum(C) || C == '.' ? C : '_';
  if (Base.empty() || !(llvm::isAlpha(Base[0]) || Base[0] == '_'))
    Base.insert(0, "_");
  std::string Name = Base;
  for (unsigned K = 1; Taken.count(Name); ++K)
    Name = Base + "." + std::to_string(K);
  Taken.insert(Name);
  It->second = Name;
  return Name;
}

/// A label of the current function.
struct LabelInfo {
  BasicBlock *Block;
  const Token *FirstRef;
  bool Defined;
};

/// A call whose callee is looked up when the module ends.
struct PendingCall {
  CallInst *Call;
  const Token *Callee;
};

class BrilParser {
public:
  /// Parses Lexed, the tokens of Text (Bril text or JSON).
  BrilParser(TokenList Lexed, llvm::StringRef Text, llvm::StringRef FileName);
  absl::StatusOr<std::unique_ptr<Module>> run();

private:
  // Functions.
  absl::Status parseFunction();
  absl::Status parseParameters();
  absl::Status parseParameter();
  absl::Status parseType(BrilType &Ty);
  absl::Status parseBody(const Token &NameTok);
  absl::Status finishFunction(const Token &NameTok);
  absl::Status resolveCalls();
  void collectBoolVariables();

  // Instructions.
  absl::Status parseLabel();
  absl::Status parseValueInstruction();
  absl::Status parseEffectInstruction();
  absl::Status parseConst(const Token &Dest, BrilType Ty);
  absl::Status parseLiteral(BrilType Ty, int64_t &Result);
  absl::Status parseOperation(const Token &First, const Token *Dest,
                              const Token &OpTok);
  absl::Status checkOperands(const OpInfo &Info, const Token &OpTok,
                             bool HasDest, const Operands &Args);
  Instruction *build(const OpInfo &Info, SourceLoc Loc, const Operands &Args);
  Instruction *buildCall(SourceLoc Loc, const Operands &Args);
  Instruction *buildPrint(SourceLoc Loc, const Operands &Args);

  // IR for names.
  Variable *variable(const Token &T) {
    return F->getOrCreateVariable(Names.get(T.Text));
  }
  unsigned labelIndex(const Token &T);
  BasicBlock *labelBlock(const Token &T) { return Labels[labelIndex(T)].Block; }
  void ensureBlock(const Token &First);

  // Tokens.
  const Token &cur() const { return Tokens[Pos]; }
  const Token &peek() const { return Tokens[std::min(Pos + 1, LastPos)]; }
  bool at(TokenKind K) const { return cur().is(K); }
  const Token &take() {
    const Token &T = cur();
    Pos = std::min(Pos + 1, LastPos);
    return T;
  }
  absl::Status expect(TokenKind K, const llvm::Twine &What);
  absl::Status expectSemicolon();
  absl::Status unexpected(const llvm::Twine &What) const;

  // Diagnostics.
  SourceLoc locOf(const Token &T) const {
    return {FileIndex, T.Line, T.Column};
  }
  absl::Status error(SourceLoc Loc, const llvm::Twine &Msg) const {
    return makeError(M->getSources(), Loc, Msg.str());
  }
  absl::Status error(const Token &T, const llvm::Twine &Msg) const {
    return error(locOf(T), Msg);
  }

  TokenList Lexed;
  const std::vector<Token> &Tokens;
  size_t Pos = 0;
  size_t LastPos;
  NameMap Names;
  std::unique_ptr<Module> M;
  uint32_t FileIndex;
  std::vector<PendingCall> Calls;

  // The current function.
  Function *F = nullptr;
  BasicBlock *CurBlock = nullptr;
  BasicBlock *EntryBlock = nullptr;
  llvm::StringMap<unsigned> LabelIndex;
  std::vector<LabelInfo> Labels;
  llvm::StringSet<> BoolVars;
};

} // namespace

BrilParser::BrilParser(TokenList Lexed, llvm::StringRef Text,
                       llvm::StringRef FileName)
    : Lexed(std::move(Lexed)), Tokens(this->Lexed.Tokens),
      LastPos(this->Lexed.Tokens.size() - 1), M(std::make_unique<Module>()) {
  FileIndex = M->addSourceFile(FileName.str(), Text.str());
  for (const Token &T : Tokens)
    Names.reserve(T.name());
}

absl::StatusOr<std::unique_ptr<Module>> BrilParser::run() {
  while (!at(TokenKind::Eof)) {
    if (!at(TokenKind::FuncRef))
      return unexpected("a function definition '@name'");
    if (absl::Status S = parseFunction(); !S.ok())
      return S;
  }
  if (absl::Status S = resolveCalls(); !S.ok())
    return S;
  return std::move(M);
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

absl::Status BrilParser::parseFunction() {
  const Token &NameTok = take();
  F = M->createFunction(Names.get(NameTok.name()), locOf(NameTok));
  if (!F)
    return error(NameTok, "function '" + NameTok.Text + "' is defined twice");
  CurBlock = EntryBlock = nullptr;
  LabelIndex.clear();
  Labels.clear();
  BoolVars.clear();
  if (absl::Status S = parseParameters(); !S.ok())
    return S;
  if (at(TokenKind::Colon)) {
    take();
    BrilType ReturnType;
    if (absl::Status S = parseType(ReturnType); !S.ok())
      return S;
  }
  if (absl::Status S = expect(TokenKind::LBrace, "'{' to begin the body");
      !S.ok())
    return S;
  return parseBody(NameTok);
}

absl::Status BrilParser::parseParameters() {
  if (!at(TokenKind::LParen))
    return absl::OkStatus();
  take();
  if (at(TokenKind::RParen)) {
    take();
    return absl::OkStatus();
  }
  for (;;) {
    if (absl::Status S = parseParameter(); !S.ok())
      return S;
    if (!at(TokenKind::Comma))
      return expect(TokenKind::RParen, "',' or ')' after a parameter");
    take();
  }
}

absl::Status BrilParser::parseParameter() {
  if (!at(TokenKind::Ident))
    return unexpected("a parameter name");
  const Token &Param = take();
  if (absl::Status S = expect(TokenKind::Colon, "':' after the parameter name");
      !S.ok())
    return S;
  BrilType Ty;
  if (absl::Status S = parseType(Ty); !S.ok())
    return S;
  std::string Name = Names.get(Param.Text);
  if (F->lookupVariable(Name))
    return error(Param, "parameter '" + Param.Text + "' is listed twice");
  F->addParameter(Name);
  if (Ty == BrilType::Bool)
    BoolVars.insert(Param.Text);
  return absl::OkStatus();
}

absl::Status BrilParser::parseType(BrilType &Ty) {
  if (!at(TokenKind::Ident))
    return unexpected("a type");
  const Token &T = take();
  if (T.Text == "int")
    Ty = BrilType::Int;
  else if (T.Text == "bool")
    Ty = BrilType::Bool;
  else
    return error(T, "unsupported Bril type '" + T.Text + "'");
  return absl::OkStatus();
}

absl::Status BrilParser::parseBody(const Token &NameTok) {
  collectBoolVariables();
  while (!at(TokenKind::RBrace)) {
    absl::Status S;
    if (at(TokenKind::Eof))
      S = error(NameTok, "function '" + NameTok.Text +
                             "' is not closed: expected '}' before the end "
                             "of the file");
    else if (at(TokenKind::LabelRef))
      S = parseLabel();
    else if (!at(TokenKind::Ident))
      S = unexpected("an instruction, a label or '}'");
    else if (peek().is(TokenKind::Colon) || peek().is(TokenKind::Equal))
      S = parseValueInstruction();
    else
      S = parseEffectInstruction();
    if (!S.ok())
      return S;
  }
  take();
  return finishFunction(NameTok);
}

/// Records every variable of the body ahead declared `NAME: bool =`.
void BrilParser::collectBoolVariables() {
  for (size_t I = Pos; I + 3 <= LastPos && !Tokens[I].is(TokenKind::RBrace);
       ++I)
    if (Tokens[I].is(TokenKind::Ident) && Tokens[I + 1].is(TokenKind::Colon) &&
        Tokens[I + 2].Text == "bool" && Tokens[I + 3].is(TokenKind::Equal))
      BoolVars.insert(Tokens[I].Text);
}

absl::Status BrilParser::finishFunction(const Token &NameTok) {
  for (const LabelInfo &L : Labels)
    if (!L.Defined)
      return error(*L.FirstRef, "undefined label '" + L.FirstRef->Text + "'");
  if (F->empty())
    ensureBlock(NameTok);
  if (EntryBlock)
    EntryBlock->setName(F->makeUniqueBlockName("entry"));
  return absl::OkStatus();
}

absl::Status BrilParser::resolveCalls() {
  for (const PendingCall &P : Calls) {
    const Token &T = *P.Callee;
    Function *Callee = M->lookupFunction(Names.get(T.name()));
    if (!Callee)
      return error(T, "call to unknown function '" + T.Text + "'");
    unsigned Given = P.Call->getNumOperands();
    if (Callee->getNumParams() != Given)
      return error(T, "function '" + T.Text + "' takes " +
                          llvm::Twine(Callee->getNumParams()) +
                          " arguments, but the call passes " +
                          llvm::Twine(Given));
    P.Call->setCallee(Callee);
  }
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

absl::Status BrilParser::parseLabel() {
  const Token &L = take();
  if (absl::Status S = expect(TokenKind::Colon, "':' after the label"); !S.ok())
    return S;
  LabelInfo &Info = Labels[labelIndex(L)];
  if (Info.Defined)
    return error(L, "label '" + L.Text + "' is defined twice");
  Info.Defined = true;
  F->remove(Info.Block);
  F->push_back(Info.Block);
  Info.Block->setLoc(locOf(L));
  CurBlock = Info.Block;
  return absl::OkStatus();
}

absl::Status BrilParser::parseValueInstruction() {
  const Token &Dest = take();
  if (absl::Status S =
          expect(TokenKind::Colon, "':' and a type after '" + Dest.Text + "'");
      !S.ok())
    return S;
  BrilType Ty;
  if (absl::Status S = parseType(Ty); !S.ok())
    return S;
  if (absl::Status S = expect(TokenKind::Equal, "'=' after the type"); !S.ok())
    return S;
  if (!at(TokenKind::Ident))
    return unexpected("an operation");
  const Token &OpTok = take();
  if (OpTok.Text == "const")
    return parseConst(Dest, Ty);
  return parseOperation(Dest, &Dest, OpTok);
}

absl::Status BrilParser::parseEffectInstruction() {
  const Token &OpTok = take();
  if (OpTok.Text == "const")
    return error(OpTok, "operation 'const' needs a destination");
  return parseOperation(OpTok, nullptr, OpTok);
}

absl::Status BrilParser::parseConst(const Token &Dest, BrilType Ty) {
  int64_t Value = 0;
  if (absl::Status S = parseLiteral(Ty, Value); !S.ok())
    return S;
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  ensureBlock(Dest);
  auto *I = new UnaryInst(Opcode::Const, F->getConstant(Value), locOf(Dest));
  I->setDestVariable(variable(Dest));
  CurBlock->push_back(I);
  return absl::OkStatus();
}

absl::Status BrilParser::parseLiteral(BrilType Ty, int64_t &Result) {
  if (Ty == BrilType::Bool) {
    bool IsTrue = cur().Text == "true";
    if (!at(TokenKind::Ident) || !(IsTrue || cur().Text == "false"))
      return unexpected("'true' or 'false' for a bool constant");
    take();
    Result = IsTrue;
    return absl::OkStatus();
  }
  if (!at(TokenKind::Number))
    return unexpected("an integer for an int constant");
  const Token &Lit = take();
  llvm::StringRef Digits = Lit.Text;
  Digits.consume_front("+");
  if (!Digits.getAsInteger(10, Result))
    return absl::OkStatus();
  bool AllDigits =
      llvm::all_of(Digits.drop_front(Digits.starts_with("-")), llvm::isDigit);
  return error(Lit, (AllDigits ? "integer constant out of range: '"
                               : "invalid integer constant: '") +
                        Lit.Text + "'");
}

absl::Status BrilParser::parseOperation(const Token &First, const Token *Dest,
                                        const Token &OpTok) {
  const OpInfo *Info = lookupOperation(OpTok.Text);
  if (!Info)
    return error(OpTok, "unsupported Bril operation '" + OpTok.Text + "'");
  Operands Args;
  for (;; take()) {
    if (at(TokenKind::Ident))
      Args.Vars.push_back(&cur());
    else if (at(TokenKind::LabelRef))
      Args.Labels.push_back(&cur());
    else if (at(TokenKind::FuncRef))
      Args.Funcs.push_back(&cur());
    else
      break;
  }
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  if (absl::Status S = checkOperands(*Info, OpTok, Dest != nullptr, Args);
      !S.ok())
    return S;
  ensureBlock(First);
  Instruction *I = build(*Info, locOf(First), Args);
  if (!I)
    return absl::OkStatus();
  if (Dest)
    I->setDestVariable(variable(*Dest));
  CurBlock->push_back(I);
  return absl::OkStatus();
}

/// The complaint if Got is not Min (or, when they differ, at most Max); ""
/// if it is.
static std::string countMismatch(const Token &OpTok, llvm::StringRef What,
                                 size_t Got, unsigned Min, unsigned Max) {
  if (Got >= Min && Got <= Max)
    return "";
  unsigned Want = Min == Max ? Min : Max;
  return ("operation '" + OpTok.Text + "' takes " +
          (Min == Max ? "" : "at most ") + llvm::Twine(Want) + " " + What +
          (Want == 1 ? "" : "s") + ", found " + llvm::Twine(Got))
      .str();
}

absl::Status BrilParser::checkOperands(const OpInfo &Info, const Token &OpTok,
                                       bool HasDest, const Operands &Args) {
  if (Info.Dest == DestRule::Required && !HasDest)
    return error(OpTok, "operation '" + OpTok.Text + "' needs a destination");
  if (Info.Dest == DestRule::Forbidden && HasDest)
    return error(OpTok,
                 "operation '" + OpTok.Text + "' does not produce a value");
  std::string Msg = countMismatch(OpTok, "argument", Args.Vars.size(),
                                  Info.MinVars, Info.MaxVars);
  if (Msg.empty())
    Msg = countMismatch(OpTok, "label", Args.Labels.size(), Info.Labels,
                        Info.Labels);
  if (Msg.empty())
    Msg = countMismatch(OpTok, "function", Args.Funcs.size(), Info.Funcs,
                        Info.Funcs);
  return Msg.empty() ? absl::OkStatus() : error(OpTok, Msg);
}

/// The instruction for a checked operation; null for nop.
Instruction *BrilParser::build(const OpInfo &Info, SourceLoc Loc,
                               const Operands &Args) {
  switch (Info.Kind) {
  case OpKind::Unary:
    return new UnaryInst(Info.Op, variable(*Args.Vars[0]), Loc);
  case OpKind::Binary:
    return new BinaryInst(Info.Op, variable(*Args.Vars[0]),
                          variable(*Args.Vars[1]), Loc);
  case OpKind::Br:
    return new BranchInst(variable(*Args.Vars[0]), labelBlock(*Args.Labels[0]),
                          labelBlock(*Args.Labels[1]), Loc);
  case OpKind::Jmp:
    return new JumpInst(labelBlock(*Args.Labels[0]), Loc);
  case OpKind::Ret:
    return new ReturnInst(Args.Vars.empty() ? nullptr : variable(*Args.Vars[0]),
                          Loc);
  case OpKind::Call:
    return buildCall(Loc, Args);
  case OpKind::Print:
    return buildPrint(Loc, Args);
  case OpKind::Nop:
    break;
  }
  return nullptr;
}

Instruction *BrilParser::buildCall(SourceLoc Loc, const Operands &Args) {
  auto *Call = new CallInst(nullptr, {}, Loc);
  for (const Token *A : Args.Vars)
    Call->addArgument(variable(*A));
  Calls.push_back({Call, Args.Funcs[0]});
  return Call;
}

Instruction *BrilParser::buildPrint(SourceLoc Loc, const Operands &Args) {
  auto *Print = new PrintInst(Loc);
  for (const Token *A : Args.Vars)
    Print->addArgument(variable(*A), BoolVars.count(A->Text)
                                         ? PrintFormat::Bool
                                         : PrintFormat::Decimal);
  return Print;
}

//===----------------------------------------------------------------------===//
// Blocks and tokens
//===----------------------------------------------------------------------===//

/// The index of the label T names; a new label gets a block at the end of
/// the function.
unsigned BrilParser::labelIndex(const Token &T) {
  auto [It, Inserted] = LabelIndex.try_emplace(T.name(), Labels.size());
  if (Inserted) {
    auto *BB = new BasicBlock(Names.get(T.name()), locOf(T));
    F->push_back(BB);
    Labels.push_back({BB, &T, false});
  }
  return It->second;
}

/// Opens the entry block if no label has opened a block yet.
void BrilParser::ensureBlock(const Token &First) {
  if (CurBlock)
    return;
  CurBlock = EntryBlock = new BasicBlock("", locOf(First));
  F->insert(F->begin(), CurBlock);
}

absl::Status BrilParser::expect(TokenKind K, const llvm::Twine &What) {
  if (!at(K))
    return unexpected(What);
  take();
  return absl::OkStatus();
}

/// Expects ';', reported just after the previous token when missing.
absl::Status BrilParser::expectSemicolon() {
  if (at(TokenKind::Semi)) {
    take();
    return absl::OkStatus();
  }
  if (at(TokenKind::Error))
    return unexpected("';'");
  const Token &Prev = Tokens[Pos - 1];
  SourceLoc After = locOf(Prev);
  After.Column += Prev.Text.size();
  return error(After, "expected ';' after the instruction");
}

absl::Status BrilParser::unexpected(const llvm::Twine &What) const {
  const Token &T = cur();
  if (T.is(TokenKind::Error))
    return error(T, Lexed.Error);
  if (T.is(TokenKind::Eof))
    return error(T, "expected " + What + ", found the end of the file");
  return error(T, "expected " + What + ", found '" + T.Text + "'");
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseBril(llvm::StringRef Text, llvm::StringRef FileName) {
  return BrilParser(lexBril(Text), Text, FileName).run();
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseBrilJSON(llvm::StringRef Text, llvm::StringRef FileName) {
  return BrilParser(lexBrilJSON(Text), Text, FileName).run();
}
