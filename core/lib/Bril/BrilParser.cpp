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
#include "Formats/TokenCursor.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NearestName.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include "llvm/ADT/bit.h"
#include <charconv>

using namespace mopt;
using namespace mopt::bril;

namespace {

/// Bril's SSA forms, read into variables: `set x v` writes x's shadow
/// variable, `x: T = get` reads it, `x: T = undef` gives x the zero of T.
enum class SSAOp { None, Set, Get, Undef };

SSAOp lookupSSAOp(llvm::StringRef Name) {
  return llvm::StringSwitch<SSAOp>(Name)
      .Case("set", SSAOp::Set)
      .Case("get", SSAOp::Get)
      .Case("undef", SSAOp::Undef)
      .Default(SSAOp::None);
}

/// How many variable, label and function arguments an operation of a shape
/// (Opcode.def's Shape column) takes.
struct ArgCounts {
  OpShape Shape;
  unsigned MinVars, MaxVars, MinLabels, MaxLabels, Funcs;
};

constexpr unsigned AnyNumber = ~0u;

const ArgCounts ArgCountsByShape[] = {
    {OpShape::Nullary, 0, 0, 0, 0, 0},
    {OpShape::Unary, 1, 1, 0, 0, 0},
    {OpShape::Binary, 2, 2, 0, 0, 0},
    {OpShape::Call, 0, AnyNumber, 0, 0, 1},
    {OpShape::Print, 0, AnyNumber, 0, 0, 0},
    {OpShape::Phi, 0, AnyNumber, 0, AnyNumber, 0},
    {OpShape::Jump, 0, 0, 1, 1, 0},
    {OpShape::Branch, 1, 1, 2, 2, 0},
    {OpShape::Return, 0, 1, 0, 0, 0},
};

const ArgCounts &argCountsOf(OpShape Shape) {
  for (const ArgCounts &Counts : ArgCountsByShape)
    if (Counts.Shape == Shape)
      return Counts;
  llvm_unreachable("a shape without argument counts");
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
  /// A name no Bril name maps to and not given before: Base, or Base.K.
  std::string fresh(const std::string &Base);

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

std::string NameMap::fresh(const std::string &Base) {
  std::string Name = Base;
  for (unsigned K = 1; Taken.count(Name); ++K)
    Name = Base + "." + std::to_string(K);
  Taken.insert(Name);
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

class BrilParser : TokenCursor<TokenList> {
public:
  /// Parses Lexed, the tokens (of Bril text or JSON) of file FileIndex of M,
  /// into M.
  BrilParser(const TokenList &Lexed, std::unique_ptr<Module> M,
             uint32_t FileIndex);
  absl::StatusOr<std::unique_ptr<Module>> run();

private:
  // Functions.
  absl::Status parseFunction();
  absl::Status parseParameters();
  absl::Status parseParameter();
  absl::StatusOr<const Type *> parseType();
  /// Expects Token (Expected says what, for the message), then a type.
  absl::StatusOr<const Type *> parseTypeAfter(TokenKind Token,
                                              const llvm::Twine &Expected);
  absl::Status parseBody(const Token &NameTok);
  absl::Status finishFunction(const Token &NameTok);
  absl::Status resolveCalls();
  void inferTypes();
  absl::Status checkSSAForm();
  absl::Status checkReadsWritten();

  // Instructions.
  absl::Status parseLabel();
  absl::Status parseValueInstruction();
  absl::Status parseEffectInstruction();
  absl::Status parseConst(const Token &Dest, const Type *Ty);
  absl::StatusOr<Constant *> parseLiteral(const Type *Ty);
  absl::Status parseOperation(const Token &First, const Token *Dest,
                              const Type *DestType, const Token &OpTok);
  absl::Status parseLegacyPhi(const Token &Dest, const Type *T,
                              const Token &OpTok, const Operands &Args);
  bool isLegacyPhiCopy(Instruction &I) const {
    return LegacyPhiCopies.count(&I);
  }
  absl::Status parseSSAOperation(SSAOp Kind, const Token *Dest,
                                 const Type *DestType, const Token &OpTok,
                                 const Operands &Args);
  absl::Status checkOperands(Opcode Op, const Token &OpTok, bool HasDest,
                             const Operands &Args);
  Instruction *build(Opcode Op, SourceLoc Loc, const Operands &Args);
  Instruction *buildCall(SourceLoc Loc, const Operands &Args);
  Instruction *buildPrint(SourceLoc Loc, const Operands &Args);
  absl::Status setDestination(Instruction *I, const Token &Dest, const Type *T);

  // IR for names.
  Variable *variable(const Token &T) {
    return F->getOrCreateVariable(Names.get(T.Text));
  }
  /// The variable an operand T reads, remembered for checkReadsWritten.
  Variable *readVariable(const Token &T) {
    Variable *V = variable(T);
    Reads.push_back({V, &T});
    return V;
  }
  /// The variable `set x` writes and `get` reads for Bril variable x.
  Variable *shadowVariable(const Token &T);
  /// Gives V type T at its declaration Dest; an error if an earlier one
  /// gave it another.
  absl::Status declare(Variable *V, const Type *T, const Token &Dest);
  unsigned labelIndex(const Token &T);
  BasicBlock *labelBlock(const Token &T) { return Labels[labelIndex(T)].Block; }
  void ensureBlock(const Token &First);

  /// Expects ';', reported just after the previous token when missing.
  absl::Status expectSemicolon() {
    return expectAfterPrevious(TokenKind::Semi, "';'", "the instruction");
  }

  NameMap Names;
  std::unique_ptr<Module> M;
  std::vector<PendingCall> Calls;

  // The current function.
  Function *F = nullptr;
  BasicBlock *CurBlock = nullptr;
  BasicBlock *EntryBlock = nullptr;
  llvm::StringMap<unsigned> LabelIndex;
  std::vector<LabelInfo> Labels;
  /// The current function's declared variables, with where.
  llvm::DenseMap<Variable *, const Token *> Declared;
  /// The current function's operands that read a variable, in text order.
  std::vector<std::pair<Variable *, const Token *>> Reads;
  llvm::DenseMap<Variable *, Variable *> Shadows;
  /// The current function's `get`s (the copy each became) and `undef`s.
  std::vector<std::pair<Instruction *, const Token *>> Gets;
  llvm::DenseSet<Instruction *> Undefs;
  llvm::DenseSet<Instruction *> LegacyPhiCopies;
  unsigned NumReturnsWithValue = 0;
};

} // namespace

BrilParser::BrilParser(const TokenList &Lexed, std::unique_ptr<Module> M,
                       uint32_t FileIndex)
    : TokenCursor(Lexed, M->getSources(), FileIndex), M(std::move(M)) {
  for (const Token &T : Lexed.Tokens)
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
  Declared.clear();
  Reads.clear();
  Shadows.clear();
  Gets.clear();
  Undefs.clear();
  LegacyPhiCopies.clear();
  NumReturnsWithValue = 0;
  if (absl::Status S = parseParameters(); !S.ok())
    return S;
  F->setReturnType(Type::getVoid());
  if (at(TokenKind::Colon)) {
    take();
    auto Ret = parseType();
    if (!Ret.ok())
      return Ret.status();
    if (NameTok.name() == "main")
      return error(NameTok, "@main must have no return type; found " +
                                (*Ret)->getName());
    F->setReturnType(*Ret);
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
  auto Ty = parseTypeAfter(TokenKind::Colon, "':' after the parameter name");
  if (!Ty.ok())
    return Ty.status();
  std::string Name = Names.get(Param.Text);
  if (F->lookupVariable(Name))
    return error(Param, "parameter '" + Param.Text + "' is listed twice");
  Declared[F->addParameter(Name, *Ty)] = &Param;
  return absl::OkStatus();
}

absl::StatusOr<const Type *>
BrilParser::parseTypeAfter(TokenKind Token, const llvm::Twine &Expected) {
  if (absl::Status S = expect(Token, Expected); !S.ok())
    return S;
  return parseType();
}

/// `ptr<...>` nests: the wrappers are counted and closed in a loop, not by
/// recursion (a deep type cannot overflow the stack), up to
/// Type::MaxInputPointerDepth.
absl::StatusOr<const Type *> BrilParser::parseType() {
  unsigned Depth = 0;
  for (;;) {
    if (!at(TokenKind::Ident))
      return unexpected("a type");
    if (cur().Text != "ptr")
      break;
    if (Depth == Type::MaxInputPointerDepth)
      return error(cur(), Type::describeInputDepthLimit());
    take();
    ++Depth;
    if (absl::Status S = expect(TokenKind::LAngle, "'<' after 'ptr'"); !S.ok())
      return S;
  }
  const Token &T = take();
  const Type *Ty = Type::lookupScalar(T.Text);
  if (!Ty || Ty->isVoid())
    return error(T, "unknown Bril type '" + T.Text + "'");
  for (; Depth; --Depth) {
    if (absl::Status S = expect(TokenKind::RAngle, "'>'"); !S.ok())
      return S;
    Ty = M->getPointerType(Ty);
  }
  return Ty;
}

absl::Status BrilParser::parseBody(const Token &NameTok) {
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

absl::Status BrilParser::finishFunction(const Token &NameTok) {
  for (const LabelInfo &L : Labels)
    if (!L.Defined)
      return error(*L.FirstRef, "undefined label '" + L.FirstRef->Text + "'");
  if (absl::Status S = checkReadsWritten(); !S.ok())
    return S;
  if (absl::Status S = checkSSAForm(); !S.ok())
    return S;
  if (!F->getReturnType()->isVoid() && NumReturnsWithValue == 0)
    return error(NameTok, "function with return type must have at least "
                          "one 'ret'");
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
  inferTypes();
  return absl::OkStatus();
}

/// brilck's rule that every variable an instruction reads is a parameter or
/// written by some instruction of the function (anywhere: a read above the
/// write is a question for the run, not for the checker). A legacy phi's
/// arguments are exempt, as Bril's old SSA form names undefined ones.
absl::Status BrilParser::checkReadsWritten() {
  for (auto [V, Tok] : Reads)
    if (!Declared.count(V))
      return error(*Tok, "undefined variable '" + Tok->Text +
                             "': no instruction of function '" + F->getName() +
                             "' writes it and it is not a parameter");
  return absl::OkStatus();
}

/// The two rules of Bril's SSA form that brili checks as it runs, checked
/// here before anything runs: a `get` needs a `set` of its shadow variable
/// somewhere in the function, and an undef value may only be copied (by
/// `id`, `set` and `get`), never fed to another operation. A variable holds
/// undef for certain when every write to it is an `undef` or a copy of such
/// a variable; such a variable read by anything but a copy is an error.
absl::Status BrilParser::checkSSAForm() {
  if (Gets.empty() && Undefs.empty())
    return absl::OkStatus();
  std::vector<bool> Written(F->getNumVariables(), false);
  for (BasicBlock &BB : *F)
    for (Instruction &I : BB)
      if (Variable *D = I.getDestVariable())
        Written[D->getIndex()] = true;
  for (auto [Get, Tok] : Gets) {
    auto *Shadow = llvm::cast<Variable>(Get->getOperand(0));
    if (!Written[Shadow->getIndex()])
      return error(*Tok, "get without corresponding set for " +
                             Get->getDestVariable()->getName());
  }
  // Undef-only variables: start from all that have a write, and drop each
  // with a write that is neither an undef nor a copy of one still in.
  std::vector<bool> UndefOnly = Written;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock &BB : *F)
      for (Instruction &I : BB) {
        Variable *D = I.getDestVariable();
        if (!D || !UndefOnly[D->getIndex()] || Undefs.count(&I))
          continue;
        auto *Src = I.getOpcode() == Opcode::Copy
                        ? llvm::dyn_cast<Variable>(I.getOperand(0))
                        : nullptr;
        if (!Src || !UndefOnly[Src->getIndex()] || Src->getParamArgument()) {
          UndefOnly[D->getIndex()] = false;
          Changed = true;
        }
      }
  }
  for (BasicBlock &BB : *F)
    for (Instruction &I : BB) {
      if (I.getOpcode() == Opcode::Copy)
        continue;
      for (const Use &U : I.operands())
        if (auto *V = llvm::dyn_cast_or_null<Variable>(U.get()))
          if (UndefOnly[V->getIndex()])
            return error(I.getLoc(), "'" + V->getName() +
                                         "' is undef here, and undef can "
                                         "only be copied, not used by '" +
                                         I.getOpcodeName() + "'");
    }
  return absl::OkStatus();
}

/// Types every instruction whose type follows its operands, now that every
/// variable has its declared type (a variable may be read above the line
/// that declares it).
void BrilParser::inferTypes() {
  for (Function &Fn : *M)
    for (BasicBlock &BB : Fn)
      for (Instruction &I : BB)
        if (I.isTypeFromOperand())
          I.inferType();
}

Variable *BrilParser::shadowVariable(const Token &T) {
  Variable *V = variable(T);
  Variable *&Shadow = Shadows[V];
  if (!Shadow)
    Shadow = F->getOrCreateVariable(Names.fresh(V->getName().str() + ".set"),
                                    V->getType());
  return Shadow;
}

absl::Status BrilParser::declare(Variable *V, const Type *T,
                                 const Token &Dest) {
  auto [It, Inserted] = Declared.try_emplace(V, &Dest);
  if (Inserted) {
    V->setType(T);
    if (Variable *Shadow = Shadows.lookup(V))
      Shadow->setType(T);
    return absl::OkStatus();
  }
  if (V->getType() == T)
    return absl::OkStatus();
  return error(Dest, "new type " + T->getName() + " for " + Dest.Text +
                         " conflicts with old type " + V->getType()->getName());
}

absl::Status BrilParser::setDestination(Instruction *I, const Token &Dest,
                                        const Type *T) {
  Variable *V = variable(Dest);
  if (absl::Status S = declare(V, T, Dest); !S.ok())
    return S;
  I->setDestVariable(V);
  if (I->isTypeDeclared())
    I->setType(T);
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
  auto Ty =
      parseTypeAfter(TokenKind::Colon,
                     llvm::Twine("':' and a type after '") + Dest.Text + "'");
  if (!Ty.ok())
    return Ty.status();
  if (absl::Status S = expect(TokenKind::Equal, "'=' after the type"); !S.ok())
    return S;
  if (!at(TokenKind::Ident))
    return unexpected("an operation");
  const Token &OpTok = take();
  if (OpTok.Text == "const")
    return parseConst(Dest, *Ty);
  return parseOperation(Dest, &Dest, *Ty, OpTok);
}

absl::Status BrilParser::parseEffectInstruction() {
  const Token &OpTok = take();
  if (OpTok.Text == "const")
    return error(OpTok, "operation 'const' needs a destination");
  return parseOperation(OpTok, nullptr, nullptr, OpTok);
}

absl::Status BrilParser::parseConst(const Token &Dest, const Type *Ty) {
  auto C = parseLiteral(Ty);
  if (!C.ok())
    return C.status();
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  ensureBlock(Dest);
  auto *I = new UnaryInst(Opcode::Const, *C, locOf(Dest));
  CurBlock->push_back(I);
  return setDestination(I, Dest, Ty);
}

/// Decodes a char literal as written (`'a'`, `'\n'`, `'🐶'`) into its code
/// point, or -1 if it is not exactly one Unicode scalar value.
static int64_t decodeChar(llvm::StringRef Quoted) {
  llvm::StringRef Body = Quoted.drop_front().drop_back();
  if (Body.size() == 2 && Body[0] == '\\') {
    switch (Body[1]) {
    case '0':
      return 0;
    case 'a':
      return 7;
    case 'b':
      return 8;
    case 't':
      return 9;
    case 'n':
      return 10;
    case 'v':
      return 11;
    case 'f':
      return 12;
    case 'r':
      return 13;
    case '\\':
    case '\'':
    case '"':
      return Body[1];
    default:
      return -1;
    }
  }
  return decodeOneUTF8(Body);
}

absl::StatusOr<Constant *> BrilParser::parseLiteral(const Type *Ty) {
  if (Ty->isBool()) {
    bool IsTrue = cur().Text == "true";
    if (!at(TokenKind::Ident) || !(IsTrue || cur().Text == "false"))
      return unexpected("'true' or 'false' for a bool constant");
    take();
    return F->getConstant(Ty, IsTrue);
  }
  if (Ty->isChar()) {
    if (!at(TokenKind::Char))
      return unexpected("a character literal for a char constant");
    const Token &Lit = take();
    int64_t CP = decodeChar(Lit.Text);
    if (CP < 0)
      return error(Lit, "char constant " + Lit.Text +
                            " is not exactly one character");
    return F->getConstant(Ty, CP);
  }
  if (!Ty->isInt() && !Ty->isFloat())
    return error(cur(),
                 "a constant of type " + Ty->getName() + " cannot be written");
  // `.5` lexes as a label reference; as a float constant it is a number.
  bool IsPointFloat = Ty->isFloat() && at(TokenKind::LabelRef) &&
                      !cur().name().empty() && llvm::isDigit(cur().name()[0]);
  if (!at(TokenKind::Number) && !IsPointFloat)
    return unexpected("a number for " + Ty->getName() + " constant");
  const Token &Lit = take();
  llvm::StringRef Digits = Lit.Text;
  Digits.consume_front("+");
  if (Ty->isFloat()) {
    double D = 0;
    auto [End, Err] = std::from_chars(Digits.begin(), Digits.end(), D);
    if (Err == std::errc() && End == Digits.end())
      return F->getConstant(Ty, llvm::bit_cast<int64_t>(D));
    return error(Lit, "invalid float constant: '" + Lit.Text + "'");
  }
  int64_t Value;
  if (!Digits.getAsInteger(10, Value))
    return F->getConstant(Value);
  bool AllDigits =
      llvm::all_of(Digits.drop_front(Digits.starts_with("-")), llvm::isDigit);
  return error(Lit, (AllDigits ? "integer constant out of range: '"
                               : "invalid integer constant: '") +
                        Lit.Text + "'");
}

absl::Status BrilParser::parseOperation(const Token &First, const Token *Dest,
                                        const Type *DestType,
                                        const Token &OpTok) {
  std::optional<Opcode> Op = lookupBrilOpcode(OpTok.Text);
  SSAOp SSAKind = lookupSSAOp(OpTok.Text);
  if (!Op && SSAKind == SSAOp::None)
    return error(OpTok, "unsupported Bril operation '" + OpTok.Text + "'" +
                            didYouMeanSuffix(suggestBrilOpcode(OpTok.Text)));
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
  ensureBlock(First);
  if (SSAKind != SSAOp::None)
    return parseSSAOperation(SSAKind, Dest, DestType, OpTok, Args);
  if (absl::Status S = checkOperands(*Op, OpTok, Dest != nullptr, Args);
      !S.ok())
    return S;
  if (*Op == Opcode::Phi)
    return parseLegacyPhi(*Dest, DestType, OpTok, Args);
  Instruction *I = build(*Op, locOf(First), Args);
  CurBlock->push_back(I);
  if (auto *Ret = llvm::dyn_cast<ReturnInst>(I)) {
    NumReturnsWithValue += Ret->getNumOperands();
    if (!Ret->getNumOperands() && !F->getReturnType()->isVoid())
      return error(OpTok, "missing return value in function with return "
                          "type " +
                              F->getReturnType()->getName());
  }
  if (Dest)
    return setDestination(I, *Dest, DestType);
  return absl::OkStatus();
}

/// Bril's legacy `x: T = phi a b .L1 .L2`: a phi of the variables' values
/// at the ends of L1 and L2, and a copy of it into x. The phi goes after
/// the block's other phis and the copy after their copies, so that the
/// phis still read their variables all at once, before any copy writes.
absl::Status BrilParser::parseLegacyPhi(const Token &Dest, const Type *T,
                                        const Token &OpTok,
                                        const Operands &Args) {
  if (Args.Vars.size() != Args.Labels.size())
    return error(OpTok, "phi needs as many labels as arguments, found " +
                            llvm::Twine(Args.Vars.size()) + " and " +
                            llvm::Twine(Args.Labels.size()));
  auto FirstNonPhi = CurBlock->getFirstNonPhi();
  for (auto It = FirstNonPhi; It != CurBlock->end(); ++It)
    if (!isLegacyPhiCopy(*It))
      return error(OpTok, "a phi must come before the other instructions "
                          "of its block");
  auto *Phi = new PhiInst(T, locOf(Dest));
  for (size_t K = 0; K != Args.Vars.size(); ++K)
    Phi->addIncoming(variable(*Args.Vars[K]), labelBlock(*Args.Labels[K]));
  Phi->setName(Names.fresh(Names.get(Dest.Text) + ".phi"));
  CurBlock->insert(FirstNonPhi, Phi);
  auto *Copy = new UnaryInst(Opcode::Copy, Phi, locOf(Dest));
  CurBlock->push_back(Copy);
  LegacyPhiCopies.insert(Copy);
  return setDestination(Copy, Dest, T);
}

absl::Status BrilParser::parseSSAOperation(SSAOp Kind, const Token *Dest,
                                           const Type *DestType,
                                           const Token &OpTok,
                                           const Operands &Args) {
  bool WantsDest = Kind != SSAOp::Set;
  unsigned WantVars = Kind == SSAOp::Set ? 2 : 0;
  if (WantsDest != (Dest != nullptr))
    return error(OpTok, "operation '" + OpTok.Text + "' " +
                            (WantsDest ? "needs a destination"
                                       : "does not produce a value"));
  if (Args.Vars.size() != WantVars || !Args.Labels.empty() ||
      !Args.Funcs.empty())
    return error(OpTok, "operation '" + OpTok.Text + "' takes " +
                            llvm::Twine(WantVars) + " arguments");
  SourceLoc Loc = locOf(Dest ? *Dest : OpTok);
  Instruction *I;
  if (Kind == SSAOp::Set) {
    I = new UnaryInst(Opcode::Copy, readVariable(*Args.Vars[1]), Loc);
    I->setDestVariable(shadowVariable(*Args.Vars[0]));
    CurBlock->push_back(I);
    return absl::OkStatus();
  }
  if (Kind == SSAOp::Get) {
    I = new UnaryInst(Opcode::Copy, shadowVariable(*Dest), Loc);
    Gets.push_back({I, &OpTok});
  } else {
    I = new UnaryInst(Opcode::Const, F->getZero(DestType), Loc);
    Undefs.insert(I);
  }
  CurBlock->push_back(I);
  return setDestination(I, *Dest, DestType);
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

absl::Status BrilParser::checkOperands(Opcode Op, const Token &OpTok,
                                       bool HasDest, const Operands &Args) {
  const OpcodeInfo &Info = getOpcodeInfo(Op);
  if (Info.Result != ResultRule::None && Info.Result != ResultRule::Callee &&
      !HasDest)
    return error(OpTok, "operation '" + OpTok.Text + "' needs a destination");
  if (Info.Result == ResultRule::None && HasDest)
    return error(OpTok,
                 "operation '" + OpTok.Text + "' does not produce a value");
  const ArgCounts &Want = argCountsOf(Info.Shape);
  std::string Msg = countMismatch(OpTok, "argument", Args.Vars.size(),
                                  Want.MinVars, Want.MaxVars);
  if (Msg.empty())
    Msg = countMismatch(OpTok, "label", Args.Labels.size(), Want.MinLabels,
                        Want.MaxLabels);
  if (Msg.empty())
    Msg = countMismatch(OpTok, "function", Args.Funcs.size(), Want.Funcs,
                        Want.Funcs);
  return Msg.empty() ? absl::OkStatus() : error(OpTok, Msg);
}

/// The instruction for a checked operation.
Instruction *BrilParser::build(Opcode Op, SourceLoc Loc, const Operands &Args) {
  switch (getOpcodeShape(Op)) {
  case OpShape::Nullary:
    return new NullaryInst(Op, Loc);
  case OpShape::Unary:
    return new UnaryInst(Op, readVariable(*Args.Vars[0]), Loc);
  case OpShape::Binary:
    return new BinaryInst(Op, readVariable(*Args.Vars[0]),
                          readVariable(*Args.Vars[1]), Loc);
  case OpShape::Branch:
    return new BranchInst(readVariable(*Args.Vars[0]),
                          labelBlock(*Args.Labels[0]),
                          labelBlock(*Args.Labels[1]), Loc);
  case OpShape::Jump:
    return new JumpInst(labelBlock(*Args.Labels[0]), Loc);
  case OpShape::Return:
    return new ReturnInst(
        Args.Vars.empty() ? nullptr : readVariable(*Args.Vars[0]), Loc);
  case OpShape::Call:
    return buildCall(Loc, Args);
  case OpShape::Print:
  case OpShape::Phi:
    break;
  }
  return buildPrint(Loc, Args);
}

Instruction *BrilParser::buildCall(SourceLoc Loc, const Operands &Args) {
  auto *Call = new CallInst(nullptr, {}, Loc);
  for (const Token *A : Args.Vars)
    Call->addArgument(readVariable(*A));
  Calls.push_back({Call, Args.Funcs[0]});
  return Call;
}

Instruction *BrilParser::buildPrint(SourceLoc Loc, const Operands &Args) {
  auto *Print = new PrintInst(Loc);
  for (const Token *A : Args.Vars)
    Print->addArgument(readVariable(*A));
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

/// Parses Lexed, the tokens of Text, a file named FileName.
static absl::StatusOr<std::unique_ptr<Module>>
parseTokens(const TokenList &Lexed, llvm::StringRef Text,
            llvm::StringRef FileName) {
  auto M = std::make_unique<Module>();
  uint32_t FileIndex = M->addSourceFile(FileName.str(), Text);
  return BrilParser(Lexed, std::move(M), FileIndex).run();
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseBril(llvm::StringRef Text, llvm::StringRef FileName) {
  return parseTokens(lexBril(Text), Text, FileName);
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseBrilJSON(llvm::StringRef Text, llvm::StringRef FileName) {
  return parseTokens(lexBrilJSON(Text), Text, FileName);
}
