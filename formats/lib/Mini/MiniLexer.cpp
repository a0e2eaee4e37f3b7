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

/// The operators and punctuation, two-character operators first.
static const Punctuator<TokenKind> Punctuators[] = {
    {"<=", TokenKind::LessEq}, {">=", TokenKind::GreaterEq},
    {"==", TokenKind::EqEq},   {"!=", TokenKind::NotEq},
    {"(", TokenKind::LParen},  {")", TokenKind::RParen},
    {"{", TokenKind::LBrace},  {"}", TokenKind::RBrace},
    {",", TokenKind::Comma},   {";", TokenKind::Semi},
    {"=", TokenKind::Assign},  {"+", TokenKind::Plus},
    {"-", TokenKind::Minus},   {"*", TokenKind::Star},
    {"/", TokenKind::Slash},   {"%", TokenKind::Percent},
    {"!", TokenKind::Bang},    {"<", TokenKind::Less},
    {">", TokenKind::Greater},
};

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
  if (std::optional<Token> Punct = lexPunctuator(Punctuators))
    return *Punct;
  Error = unexpectedCharacter(C);
  return make(TokenKind::Error, 1);
}

TokenList mini::lexMini(llvm::StringRef Text) { return Lexer(Text).run(); }
