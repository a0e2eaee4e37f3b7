//===- MiniParser.cpp - Reading Mini source into a syntax tree ------------===//
//
// A recursive-descent parser over the token list, with one function per
// precedence level for the binary operators (docs/Mini.md has the grammar).
// Recursion is bounded: every block, parenthesis, argument list, unary
// operator and `else if` counts one level of nesting, and more than
// MaxNestingDepth levels is an error, so no input can exhaust the stack.
// The first error ends the parse.
//
// parseMiniWithOptions, at the end, runs the three stages: lexer, parser,
// builder.
//
//===----------------------------------------------------------------------===//

#include "mopt/Mini/MiniParser.h"
#include "Formats/TokenCursor.h"
#include "MiniAST.h"
#include "MiniLexer.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <optional>

using namespace mopt;
using namespace mopt::mini;

namespace {

/// The binary operators, by precedence level: level 0 binds loosest.
struct BinaryOperator {
  TokenKind Tok;
  Opcode Op;
  unsigned Level;
};

const BinaryOperator BinaryOperators[] = {
    {TokenKind::EqEq, Opcode::Eq, 0},     {TokenKind::NotEq, Opcode::Ne, 0},
    {TokenKind::Less, Opcode::Lt, 1},     {TokenKind::LessEq, Opcode::Le, 1},
    {TokenKind::Greater, Opcode::Gt, 1},  {TokenKind::GreaterEq, Opcode::Ge, 1},
    {TokenKind::Plus, Opcode::Add, 2},    {TokenKind::Minus, Opcode::Sub, 2},
    {TokenKind::Star, Opcode::Mul, 3},    {TokenKind::Slash, Opcode::Div, 3},
    {TokenKind::Percent, Opcode::Rem, 3},
};

constexpr unsigned NumBinaryLevels = 4;

std::optional<Opcode> binaryOpcode(TokenKind K, unsigned Level) {
  for (const BinaryOperator &B : BinaryOperators)
    if (B.Tok == K && B.Level == Level)
      return B.Op;
  return std::nullopt;
}

/// What `if` and `while` start with: the keyword's place, a condition and a
/// block.
struct GuardedBlock {
  SourceLoc Loc;
  ExprPtr Cond;
  Block Body;
};

class Parser : TokenCursor<TokenList> {
public:
  Parser(const TokenList &Lexed, const Module &M, uint32_t FileIndex)
      : TokenCursor(Lexed, M.getSources(), FileIndex) {}
  absl::StatusOr<Program> run();

private:
  // Functions and statements.
  absl::Status parseFunction(FunctionDecl &Fn);
  absl::Status parseParams(FunctionDecl &Fn);
  absl::Status parseBlock(Block &B, const llvm::Twine &What);
  absl::StatusOr<StmtPtr> parseStatement();
  absl::StatusOr<StmtPtr> parseAssign(bool IsLet);
  absl::StatusOr<StmtPtr> parseIf();
  /// `if` or `while`, its condition and its block.
  absl::StatusOr<GuardedBlock> parseGuardedBlock();
  absl::StatusOr<StmtPtr> parseWhile();
  absl::StatusOr<StmtPtr> parseReturn();
  absl::StatusOr<StmtPtr> parsePrint();
  absl::StatusOr<StmtPtr> parseCallStatement();

  // Expressions.
  absl::StatusOr<ExprPtr> parseExpr() { return parseBinary(0); }
  absl::StatusOr<ExprPtr> parseBinary(unsigned Level);
  absl::StatusOr<ExprPtr> parseUnary();
  absl::StatusOr<ExprPtr> parsePrimary();
  absl::StatusOr<ExprPtr> parseIntLit(const Token *Minus);
  absl::Status parseArgs(std::vector<ExprPtr> &Args);

  /// Opens a level of nesting at T; an error past MaxNestingDepth.
  absl::Status enterNesting(const Token &T);
  void leaveNesting() { --Depth; }

  /// Expects ';', reported just after the previous token when missing.
  absl::Status expectSemicolon() {
    return expectAfterPrevious(TokenKind::Semi, "';'", "the statement");
  }

  unsigned Depth = 0;
};

} // namespace

absl::StatusOr<Program> Parser::run() {
  Program P;
  while (!at(TokenKind::Eof)) {
    P.Functions.emplace_back();
    if (absl::Status S = parseFunction(P.Functions.back()); !S.ok())
      return S;
  }
  return P;
}

//===----------------------------------------------------------------------===//
// Functions and statements
//===----------------------------------------------------------------------===//

absl::Status Parser::parseFunction(FunctionDecl &Fn) {
  if (absl::Status S = expect(TokenKind::KwFn, "'fn' to begin a function");
      !S.ok())
    return S;
  if (!at(TokenKind::Ident))
    return unexpected("a function name after 'fn'");
  const Token &Name = take();
  Fn.Name = Name.Text;
  Fn.Loc = locOf(Name);
  if (absl::Status S = parseParams(Fn); !S.ok())
    return S;
  return parseBlock(Fn.Body, "'{' to begin the function body");
}

absl::Status Parser::parseParams(FunctionDecl &Fn) {
  if (absl::Status S = expect(TokenKind::LParen, "'(' after the function name");
      !S.ok())
    return S;
  if (at(TokenKind::RParen)) {
    take();
    return absl::OkStatus();
  }
  for (;;) {
    if (!at(TokenKind::Ident))
      return unexpected("a parameter name");
    const Token &Name = take();
    Fn.Params.push_back({Name.Text, locOf(Name)});
    if (!at(TokenKind::Comma))
      return expect(TokenKind::RParen, "',' or ')' after a parameter");
    take();
  }
}

absl::Status Parser::parseBlock(Block &B, const llvm::Twine &What) {
  if (!at(TokenKind::LBrace))
    return unexpected(What);
  const Token &Open = cur();
  if (absl::Status S = enterNesting(Open); !S.ok())
    return S;
  take();
  B.Open = locOf(Open);
  while (!at(TokenKind::RBrace)) {
    if (at(TokenKind::Eof))
      return error(Open, "this '{' is not closed: expected '}' before the end "
                         "of the file");
    absl::StatusOr<StmtPtr> S = parseStatement();
    if (!S.ok())
      return S.status();
    B.Stmts.push_back(std::move(*S));
  }
  B.Close = locOf(take());
  leaveNesting();
  return absl::OkStatus();
}

absl::StatusOr<StmtPtr> Parser::parseStatement() {
  switch (cur().Kind) {
  case TokenKind::KwLet:
    take();
    return parseAssign(/*IsLet=*/true);
  case TokenKind::KwIf:
    return parseIf();
  case TokenKind::KwWhile:
    return parseWhile();
  case TokenKind::KwReturn:
    return parseReturn();
  case TokenKind::Ident:
    if (peek().is(TokenKind::Assign))
      return parseAssign(/*IsLet=*/false);
    if (cur().Text == "print" && peek().is(TokenKind::LParen))
      return parsePrint();
    return parseCallStatement();
  case TokenKind::Int:
  case TokenKind::LParen:
  case TokenKind::Minus:
  case TokenKind::Bang:
    return parseCallStatement();
  default:
    return unexpected("a statement or '}'");
  }
}

absl::StatusOr<StmtPtr> Parser::parseAssign(bool IsLet) {
  if (!at(TokenKind::Ident))
    return unexpected("a variable name after 'let'");
  const Token &Name = take();
  if (absl::Status S = expect(TokenKind::Assign, "'=' after the variable name");
      !S.ok())
    return S;
  absl::StatusOr<ExprPtr> Value = parseExpr();
  if (!Value.ok())
    return Value.status();
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  return std::make_unique<AssignStmt>(IsLet, Name.Text, std::move(*Value),
                                      locOf(Name));
}

absl::StatusOr<GuardedBlock> Parser::parseGuardedBlock() {
  GuardedBlock G;
  G.Loc = locOf(take());
  absl::StatusOr<ExprPtr> Cond = parseExpr();
  if (!Cond.ok())
    return Cond.status();
  G.Cond = std::move(*Cond);
  if (absl::Status S = parseBlock(G.Body, "'{' after the condition"); !S.ok())
    return S;
  return G;
}

absl::StatusOr<StmtPtr> Parser::parseIf() {
  absl::StatusOr<GuardedBlock> Then = parseGuardedBlock();
  if (!Then.ok())
    return Then.status();
  std::unique_ptr<Block> Else;
  if (at(TokenKind::KwElse)) {
    take();
    Else = std::make_unique<Block>();
    if (!at(TokenKind::KwIf)) {
      if (absl::Status S = parseBlock(*Else, "'{' or 'if' after 'else'");
          !S.ok())
        return S;
    } else {
      // `else if ...` is `else { if ... }`.
      if (absl::Status S = enterNesting(cur()); !S.ok())
        return S;
      Else->Open = locOf(cur());
      absl::StatusOr<StmtPtr> Nested = parseIf();
      if (!Nested.ok())
        return Nested.status();
      Else->Stmts.push_back(std::move(*Nested));
      Else->Close = locOf(prev());
      leaveNesting();
    }
  }
  return std::make_unique<IfStmt>(std::move(Then->Cond), std::move(Then->Body),
                                  std::move(Else), Then->Loc);
}

absl::StatusOr<StmtPtr> Parser::parseWhile() {
  absl::StatusOr<GuardedBlock> Loop = parseGuardedBlock();
  if (!Loop.ok())
    return Loop.status();
  return std::make_unique<WhileStmt>(std::move(Loop->Cond),
                                     std::move(Loop->Body), Loop->Loc);
}

absl::StatusOr<StmtPtr> Parser::parseReturn() {
  SourceLoc Loc = locOf(take());
  absl::StatusOr<ExprPtr> Value = parseExpr();
  if (!Value.ok())
    return Value.status();
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  return std::make_unique<ReturnStmt>(std::move(*Value), Loc);
}

absl::StatusOr<StmtPtr> Parser::parsePrint() {
  SourceLoc Loc = locOf(take());
  std::vector<ExprPtr> Args;
  if (absl::Status S = parseArgs(Args); !S.ok())
    return S;
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  return std::make_unique<PrintStmt>(std::move(Args), Loc);
}

absl::StatusOr<StmtPtr> Parser::parseCallStatement() {
  const Token &First = cur();
  absl::StatusOr<ExprPtr> E = parseExpr();
  if (!E.ok())
    return E.status();
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  if (!llvm::isa<CallExpr>(**E))
    return error(First, "this expression is not a call: only a call can "
                        "stand as a statement");
  return std::make_unique<CallStmt>(
      std::unique_ptr<CallExpr>(llvm::cast<CallExpr>(E->release())));
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

absl::StatusOr<ExprPtr> Parser::parseBinary(unsigned Level) {
  if (Level == NumBinaryLevels)
    return parseUnary();
  absl::StatusOr<ExprPtr> First = parseBinary(Level + 1);
  if (!First.ok())
    return First;
  std::vector<BinaryStep> Steps;
  while (std::optional<Opcode> Op = binaryOpcode(cur().Kind, Level)) {
    SourceLoc Loc = locOf(take());
    absl::StatusOr<ExprPtr> RHS = parseBinary(Level + 1);
    if (!RHS.ok())
      return RHS;
    Steps.push_back({*Op, Loc, std::move(*RHS)});
  }
  if (Steps.empty())
    return First;
  return std::make_unique<BinaryExpr>(std::move(*First), std::move(Steps));
}

absl::StatusOr<ExprPtr> Parser::parseUnary() {
  if (!at(TokenKind::Minus) && !at(TokenKind::Bang))
    return parsePrimary();
  const Token &OpTok = take();
  if (OpTok.is(TokenKind::Minus) && at(TokenKind::Int))
    return parseIntLit(&OpTok);
  if (absl::Status S = enterNesting(OpTok); !S.ok())
    return S;
  absl::StatusOr<ExprPtr> Operand = parseUnary();
  if (!Operand.ok())
    return Operand;
  leaveNesting();
  Opcode Op = OpTok.is(TokenKind::Minus) ? Opcode::Neg : Opcode::Not;
  return std::make_unique<UnaryExpr>(Op, std::move(*Operand), locOf(OpTok));
}

absl::StatusOr<ExprPtr> Parser::parsePrimary() {
  if (at(TokenKind::Int))
    return parseIntLit(nullptr);
  if (at(TokenKind::Ident)) {
    const Token &Name = take();
    if (!at(TokenKind::LParen))
      return std::make_unique<VarExpr>(Name.Text, locOf(Name));
    if (Name.Text == "print")
      return error(Name, "'print' gives no value: it can only be called as a "
                         "statement");
    std::vector<ExprPtr> Args;
    if (absl::Status S = parseArgs(Args); !S.ok())
      return S;
    return std::make_unique<CallExpr>(Name.Text, std::move(Args), locOf(Name));
  }
  if (!at(TokenKind::LParen))
    return unexpected("an expression");
  if (absl::Status S = enterNesting(cur()); !S.ok())
    return S;
  take();
  absl::StatusOr<ExprPtr> Inner = parseExpr();
  if (!Inner.ok())
    return Inner;
  if (absl::Status S = expect(TokenKind::RParen, "')'"); !S.ok())
    return S;
  leaveNesting();
  return Inner;
}

/// The literal at the current token; Minus, if not null, is a '-' right
/// before it that makes it negative (so that -2^63 can be written).
absl::StatusOr<ExprPtr> Parser::parseIntLit(const Token *Minus) {
  const Token &Digits = take();
  const Token &First = Minus ? *Minus : Digits;
  std::string Spelling = ((Minus ? "-" : "") + Digits.Text).str();
  if (!llvm::all_of(Digits.Text, llvm::isDigit))
    return error(Digits, "invalid integer literal '" + Digits.Text + "'");
  int64_t Value;
  if (llvm::StringRef(Spelling).getAsInteger(10, Value))
    return error(First, "integer literal " + Spelling +
                            " does not fit in a signed 64-bit integer");
  return std::make_unique<IntLitExpr>(Value, locOf(First));
}

/// `(e, e, ...)`: the argument list of a call or of print.
absl::Status Parser::parseArgs(std::vector<ExprPtr> &Args) {
  if (absl::Status S = enterNesting(cur()); !S.ok())
    return S;
  take();
  if (at(TokenKind::RParen)) {
    take();
    leaveNesting();
    return absl::OkStatus();
  }
  for (;;) {
    absl::StatusOr<ExprPtr> Arg = parseExpr();
    if (!Arg.ok())
      return Arg.status();
    Args.push_back(std::move(*Arg));
    if (!at(TokenKind::Comma))
      break;
    take();
  }
  if (absl::Status S =
          expect(TokenKind::RParen, "',' or ')' after an argument");
      !S.ok())
    return S;
  leaveNesting();
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// Tokens and diagnostics
//===----------------------------------------------------------------------===//

absl::Status Parser::enterNesting(const Token &T) {
  if (++Depth <= MaxNestingDepth)
    return absl::OkStatus();
  return error(T, "nesting is too deep: more than " +
                      llvm::Twine(MaxNestingDepth) +
                      " levels of blocks, parentheses, argument lists and "
                      "unary operators");
}

absl::StatusOr<Program> mini::parseProgram(const TokenList &Lexed,
                                           const Module &M,
                                           uint32_t FileIndex) {
  return Parser(Lexed, M, FileIndex).run();
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseMini(llvm::StringRef Text, llvm::StringRef FileName) {
  return parseMiniWithOptions(Text, FileName, MiniOptions());
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseMiniWithOptions(llvm::StringRef Text, llvm::StringRef FileName,
                           const MiniOptions &Opts) {
  auto M = std::make_unique<Module>();
  uint32_t FileIndex = M->addSourceFile(FileName.str(), Text);
  TokenList Lexed = lexMini(Text);
  absl::StatusOr<Program> P = parseProgram(Lexed, *M, FileIndex);
  if (!P.ok())
    return P.status();
  if (absl::Status S = buildModule(*P, Opts, *M); !S.ok())
    return S;
  return M;
}
