//===- BrilLexer.cpp - Splitting Bril text into tokens --------------------===//

#include "BrilLexer.h"
#include "Formats/FreeFormLexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace mopt;
using namespace mopt::bril;

static bool isNameStart(char C) {
  return llvm::isAlpha(C) || C == '_' || C == '%';
}

static bool isNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '.' || C == '%';
}

static const Punctuator<TokenKind> Punctuators[] = {
    {"(", TokenKind::LParen}, {")", TokenKind::RParen},
    {"{", TokenKind::LBrace}, {"}", TokenKind::RBrace},
    {":", TokenKind::Colon},  {";", TokenKind::Semi},
    {",", TokenKind::Comma},  {"=", TokenKind::Equal},
    {"<", TokenKind::LAngle}, {">", TokenKind::RAngle},
};

namespace {

class Lexer : public FreeFormLexer<Lexer, TokenList> {
public:
  explicit Lexer(llvm::StringRef Text) : FreeFormLexer(Text, "#") {}
  Token lexToken(std::string &Error);

private:
  size_t nameLength(size_t From) const;
  size_t numberLength(size_t From) const;
};

} // namespace

/// The length of the number starting at From: name characters, and an
/// exponent's sign after an `e` (`1e-6`).
size_t Lexer::numberLength(size_t From) const {
  size_t End = From + nameLength(From);
  while (End + 1 < Text.size() &&
         (Text[End - 1] == 'e' || Text[End - 1] == 'E') &&
         (Text[End] == '-' || Text[End] == '+') && llvm::isDigit(Text[End + 1]))
    End += 1 + nameLength(End + 1);
  return End - From;
}

/// The number of name characters starting at From.
size_t Lexer::nameLength(size_t From) const {
  size_t End = From;
  while (End < Text.size() && isNameChar(Text[End]))
    ++End;
  return End - From;
}

Token Lexer::lexToken(std::string &Error) {
  char C = peek();
  if (std::optional<Token> Punct = lexPunctuator(Punctuators))
    return *Punct;
  if (isNameStart(C))
    return make(TokenKind::Ident, nameLength(Pos));
  if (llvm::isDigit(C))
    return make(TokenKind::Number, numberLength(Pos));
  if ((C == '-' || C == '+') &&
      (llvm::isDigit(peek(1)) || (peek(1) == '.' && llvm::isDigit(peek(2)))))
    return make(TokenKind::Number, 1 + numberLength(Pos + 1));
  if (C == '\'') {
    // Up to the closing quote on this line; a backslash escapes one byte.
    // The parser decodes what is between the quotes.
    for (size_t End = Pos + 1; End < Text.size() && Text[End] != '\n'; ++End) {
      if (Text[End] == '\\') {
        ++End;
        continue;
      }
      if (Text[End] == '\'')
        return make(TokenKind::Char, End + 1 - Pos);
    }
    Error = "unterminated character literal";
    return make(TokenKind::Error, 1);
  }
  size_t NameLen = nameLength(Pos + 1);
  if (C == '@' && NameLen)
    return make(TokenKind::FuncRef, 1 + NameLen);
  if (C == '.' && NameLen)
    return make(TokenKind::LabelRef, 1 + NameLen);
  Error = unexpectedCharacter(C);
  if (C == '@' || C == '.')
    Error += C == '@' ? ": expected a function name after '@'"
                      : ": expected a label name after '.'";
  return make(TokenKind::Error, 1);
}

TokenList bril::lexBril(llvm::StringRef Text) { return Lexer(Text).run(); }
