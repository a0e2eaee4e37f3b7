//===- MiniLexer.cpp - Splitting Mini source into tokens ------------------===//

#include "MiniLexer.h"
#include "absl/strings/str_cat.h"
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

class Lexer {
public:
  explicit Lexer(llvm::StringRef Text) : Text(Text) {}
  TokenList run();

private:
  char peek(size_t Ahead = 0) const {
    return Pos + Ahead < Text.size() ? Text[Pos + Ahead] : '\0';
  }
  bool atEnd() const { return Pos >= Text.size(); }
  void skipBlanksAndComments();
  size_t wordLength() const;
  Token lexToken(std::string &Error) const;
  Token make(TokenKind Kind, size_t Length) const {
    return {Kind, Text.substr(Pos, Length), Line, Column};
  }

  llvm::StringRef Text;
  size_t Pos = 0;
  uint32_t Line = 1;
  uint32_t Column = 1;
};

} // namespace

void Lexer::skipBlanksAndComments() {
  while (!atEnd()) {
    char C = peek();
    if (C == '/' && peek(1) == '/') {
      while (!atEnd() && peek() != '\n') {
        ++Pos;
        ++Column;
      }
    } else if (C == '\n') {
      ++Pos;
      ++Line;
      Column = 1;
    } else if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
      ++Pos;
      ++Column;
    } else {
      return;
    }
  }
}

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
  unsigned char U = static_cast<unsigned char>(C);
  std::string Shown = llvm::isPrint(C)
                          ? std::string(1, C)
                          : absl::StrCat("\\x", absl::Hex(U, absl::kZeroPad2));
  Error = "unexpected character '" + Shown + "'";
  return make(TokenKind::Error, 1);
}

TokenList Lexer::run() {
  TokenList Out;
  for (;;) {
    skipBlanksAndComments();
    if (atEnd())
      break;
    Token T = lexToken(Out.Error);
    Out.Tokens.push_back(T);
    if (T.is(TokenKind::Error))
      break;
    Pos += T.Text.size();
    Column += T.Text.size();
  }
  Out.Tokens.push_back(make(TokenKind::Eof, 0));
  return Out;
}

TokenList mini::lexMini(llvm::StringRef Text) { return Lexer(Text).run(); }
