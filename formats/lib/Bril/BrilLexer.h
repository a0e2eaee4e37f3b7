//===- BrilLexer.h - Splitting Bril text into tokens ------------*- C++ -*-===//
//
// Bril text is free-form: the lexer turns the whole buffer into tokens with
// 1-based lines and columns, skipping blanks and `#` comments. It never reads
// outside the buffer. A byte that starts no token ends the list with an
// Error token whose message is in TokenList::Error; the list always ends
// with an Eof token.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_BRIL_BRILLEXER_H
#define MOPT_LIB_BRIL_BRILLEXER_H

#include "llvm/ADT/StringRef.h"

#include <deque>
#include <string>
#include <vector>

namespace mopt {
namespace bril {

enum class TokenKind {
  Ident,    // [A-Za-z_%][A-Za-z0-9_.%]*: variables, types, operations
  FuncRef,  // @ followed by name characters
  LabelRef, // . followed by name characters
  Number,   // [+-]?[0-9] followed by name characters; checked by the parser
  Char,     // a character literal as written, quotes and escapes included
  LAngle,   // <
  RAngle,   // >
  LParen,   // (
  RParen,   // )
  LBrace,   // {
  RBrace,   // }
  Colon,    // :
  Semi,     // ;
  Comma,    // ,
  Equal,    // =
  Error,    // text that starts no token
  Eof,
};

struct Token {
  TokenKind Kind;
  llvm::StringRef Text; // the spelling, with any '@' or '.'
  uint32_t Line;
  uint32_t Column;

  bool is(TokenKind K) const { return Kind == K; }
  /// The name of a FuncRef or LabelRef without its sigil; Text otherwise.
  llvm::StringRef name() const {
    return is(TokenKind::FuncRef) || is(TokenKind::LabelRef) ? Text.drop_front()
                                                             : Text;
  }
};

struct TokenList {
  std::vector<Token> Tokens;
  std::string Error; // the message for a final Error token
  /// Spellings made up by a lexer rather than found in the text; a deque,
  /// so that the tokens' references to them stay valid.
  std::deque<std::string> Spellings;
};

/// Tokenizes the whole of Text.
TokenList lexBril(llvm::StringRef Text);

} // namespace bril
} // namespace mopt

#endif
