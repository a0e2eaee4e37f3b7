//===- MiniLexer.cpp - Splitting Mini source into tokens ------------------===//

#include "MiniLexer.h"
#include "Formats/FreeFormLexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mopt;
using namespace mopt::mini;

static bool isNameStart(char C) { return llvm::isAlpha(C) || C == '_'; }

static bool isNameChar(char C) { return llvm::isAlnum(C) || C == '_'; }

static TokenKind keywordOrIdent(llvm::StringRef Word) {
  return llvm::StringSwitch<TokenKind>(Word)
      .Case("fn", TokenKind::KwFn)
      .Case("let", TokenKind::KwLet)
      .Case("if", TokenKind::KwIf)
      .Case("else", TokenKind::KwElse)
      .Case("while", TokenKind::KwWhile)
      .Case("return", TokenKind::KwReturn)
      .Default(TokenKind::Ident);
}

/// The kind of a one-character token, or Error.
static TokenKind singleCharKind(char C) {
  switch (C) {
  case '(':
    return TokenKind::LParen;
  case ')':
    return TokenKind::RParen;
  case '{':
    return TokenKind::LBrace;
  case '}':
    return TokenKind::RBrace;
  case ',':
    return TokenKind::Comma;
  case ';':
    return TokenKind::Semi;
  case '=':
    return TokenKind::Assign;
  case '+':
    return TokenKind::Plus;
  case '-':
    return TokenKind::Minus;
  case '*':
    return TokenKind::Star;
  case '/':
    return TokenKind::Slash;
  case '%':
    return TokenKind::Percent;
  case '!':
    return TokenKind::Bang;
  case '<':
    return TokenKind::Less;
  case '>':
    return TokenKind::Greater;
  default:
    return TokenKind::Error;
  }
}

/// The kind of a two-character operator, or Error.
static TokenKind twoCharKind(char First, char Second) {
  if (Second != '=')
    return TokenKind::Error;
  switch (First) {
  case '<':
    return TokenKind::LessEq;
  case '>':
    return TokenKind::GreaterEq;
  case '=':
    return TokenKind::EqEq;
  case '!':
    return TokenKind::NotEq;
  default:
    return TokenKind::Error;
  }
}

namespace {

class Lexer : public FreeFormLexer<Lexer, TokenList> {
public:
  explicit Lexer(llvm::StringRef Text) : FreeFormLexer(Text, "//") {}
  Token lexToken(std::string &Error) const;

private:
  size_t wordLength() const;
};

} // namespace

/// The number of name characters from Pos on.
size_t Lexer::wordLength() const {
  size_t End = Pos;
  while (End < Text.size() && isNameChar(Text[End]))
    ++End;
  return End - Pos;
}

Token Lexer::lexToken(std::string &Error) const {
  char C = peek();
  if (isNameStart(C)) {
    Token T = make(TokenKind::Ident, wordLength());
    T.Kind = keywordOrIdent(T.Text);
    return T;
  }
  if (llvm::isDigit(C))
    return make(TokenKind::Int, wordLength());
  TokenKind Two = twoCharKind(C, peek(1));
  if (Two != TokenKind::Error)
    return make(Two, 2);
  TokenKind One = singleCharKind(C);
  if (One != TokenKind::Error)
    return make(One, 1);
  Error = unexpectedCharacter(C);
  return make(TokenKind::Error, 1);
}

TokenList mini::lexMini(llvm::StringRef Text) { return Lexer(Text).run(); }
