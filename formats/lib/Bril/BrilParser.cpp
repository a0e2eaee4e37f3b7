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
#include "BrilParserImpl.h"
#include "mopt/IR/Instructions.h"

using namespace mopt;
using namespace mopt::bril;

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
  if (!Ty || Ty->isVoid() || !Ty->isBrilType())
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
