//===- MiniLexer.h - Splitting Mini source into tokens ----------*- C++ -*-===//
//
// Mini source is free-form: the lexer turns the whole buffer into tokens with
// 1-based lines and columns (counted in bytes), skipping blanks and `//`
// comments. It never reads outside the buffer. A byte that starts no token
// ends the list with an Error token whose message is in TokenList::Error;
// the list always ends with an Eof token.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_MINI_MINILEXER_H
#define MOPT_LIB_MINI_MINILEXER_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mopt {
namespace mini {

enum class TokenKind {
  Ident, // [A-Za-z_][A-Za-z0-9_]*, not a keyword
  Int,   // [0-9] followed by letters, digits and '_'; checked by the parser
  KwFn,
  KwLet,
  KwIf,
  KwElse,
  KwWhile,
  KwReturn,
  LParen,
  RParen,
  LBrace,
  RBrace,
  Comma,
  Semi,
  Assign,    // =
  Plus,      // +
  Minus,     // -
  Star,      // *
  Slash,     // /
  Percent,   // %
  Bang,      // !
  Less,      // <
  LessEq,    // <=
  Greater,   // >
  GreaterEq, // >=
  EqEq,      // ==
  NotEq,     // !=
  Error,     // a byte that starts no token
  Eof,
};

struct Token {
  TokenKind Kind;
  llvm::StringRef Text;
  uint32_t Line;
  uint32_t Column;

  bool is(TokenKind K) const { return Kind == K; }
};

struct TokenList {
  std::vector<Token> Tokens;
  std::string Error; // the message for a final Error token
};

/// Tokenizes the whole of Text.
TokenList lexMini(llvm::StringRef Text);

} // namespace mini
} // namespace mopt

#endif
