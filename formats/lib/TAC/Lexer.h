//===- Lexer.h - Splitting one TAC line into tokens -------------*- C++ -*-===//
//
// TAC is line-oriented: the lexer turns one line (comment already cut) into
// tokens with their 1-based columns. It never reads outside the line and
// reports any byte that cannot start a token as an Error token.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TAC_LEXER_H
#define MOPT_LIB_TAC_LEXER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mopt {

enum class TokenKind {
  Name,         // [A-Za-z_][A-Za-z0-9_.]*
  SSAName,      // %[A-Za-z0-9_.]+ ; Text excludes the '%'
  GlobalName,   // @[A-Za-z0-9_.]+ ; Text excludes the '@'
  String,       // "..." with \HH escapes; Text excludes the quotes
  Integer,      // -?[0-9]+
  Float,        // -?[0-9]+ followed by .[0-9]+ and/or [eE][+-]?[0-9]+
  Char,         // 'c' (one code point) or '\u{HEX}'; Text excludes the quotes
  TypedLiteral, // `bool true`, `bool false`, `ptr<T> 0`: a literal whose
                // type its spelling alone cannot tell (true and false are
                // also variable names); made by mergeTypedLiterals, which
                // also takes any other literal after a pointer type, for
                // the parser to refuse
  Symbol,       // an operator spelling: + - * / % & | ^ << >> < <= > >= == !=
  Equals,       // =
  Comma,        // ,
  Colon,        // :
  LParen,       // (
  RParen,       // )
  LBracket,     // [
  RBracket,     // ]
  Error,        // a byte that starts no token
};

struct Token {
  TokenKind Kind;
  llvm::StringRef Text;
  uint32_t Column;

  bool is(TokenKind K) const { return Kind == K; }
  bool isName(llvm::StringRef S) const {
    return Kind == TokenKind::Name && Text == S;
  }
  bool isSymbol(llvm::StringRef S) const {
    return Kind == TokenKind::Symbol && Text == S;
  }
};

/// Tokenizes Line; stops after the first Error token. Returns whether a
/// name `bool` or `ptr` was seen, which is when mergeTypedLiterals may
/// have something to do.
bool lexLine(llvm::StringRef Line, llvm::SmallVectorImpl<Token> &Tokens);

/// Merges each type followed directly by a literal (`bool true`,
/// `ptr<int> 0`) into one TypedLiteral token spanning both. Line is the
/// text the tokens were lexed from. Nowhere else may a type be followed by
/// a literal, so the merge changes the meaning of no other line.
void mergeTypedLiterals(llvm::StringRef Line,
                        llvm::SmallVectorImpl<Token> &Tokens);

/// The line without its comment (from the first ';' or '#' that is not in
/// a character literal or a string).
llvm::StringRef stripComment(llvm::StringRef Line);

} // namespace mopt

#endif
