//===- Lexer.cpp - Splitting one TAC line into tokens ---------------------===//

#include "Lexer.h"

using namespace mopt;

static bool isNameStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}
static bool isDigit(char C) { return C >= '0' && C <= '9'; }
static bool isNameChar(char C) {
  return isNameStart(C) || isDigit(C) || C == '.';
}

llvm::StringRef mopt::stripComment(llvm::StringRef Line) {
  return Line.take_until([](char C) { return C == ';' || C == '#'; });
}

/// Length of the operator symbol at the start of S, or 0.
static size_t symbolLength(llvm::StringRef S) {
  static const char *const TwoChar[] = {"<<", ">>", "<=", ">=", "==", "!="};
  for (const char *Sym : TwoChar)
    if (S.starts_with(Sym))
      return 2;
  if (llvm::StringRef("+-*/%&|^<>").contains(S.front()))
    return 1;
  return 0;
}

static TokenKind punctuationKind(char C) {
  switch (C) {
  case '=':
    return TokenKind::Equals;
  case ',':
    return TokenKind::Comma;
  case ':':
    return TokenKind::Colon;
  case '(':
    return TokenKind::LParen;
  case ')':
    return TokenKind::RParen;
  case '[':
    return TokenKind::LBracket;
  case ']':
    return TokenKind::RBracket;
  default:
    return TokenKind::Error;
  }
}

void mopt::lexLine(llvm::StringRef Line, llvm::SmallVectorImpl<Token> &Tokens) {
  size_t Pos = 0, End = Line.size();
  auto Span = [&](size_t From, auto Pred) {
    size_t P = From;
    while (P < End && Pred(Line[P]))
      ++P;
    return P;
  };
  while (Pos < End) {
    char C = Line[Pos];
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
      ++Pos;
      continue;
    }
    uint32_t Column = Pos + 1;
    size_t Stop;
    TokenKind Kind;
    if (isNameStart(C)) {
      Stop = Span(Pos, isNameChar);
      Kind = TokenKind::Name;
    } else if (isDigit(C) ||
               (C == '-' && Pos + 1 < End && isDigit(Line[Pos + 1]))) {
      Stop = Span(Pos + 1, isDigit);
      Kind = TokenKind::Integer;
    } else if (C == '%' && Pos + 1 < End && isNameChar(Line[Pos + 1])) {
      Stop = Span(Pos + 1, isNameChar);
      Tokens.push_back({TokenKind::SSAName, Line.slice(Pos + 1, Stop), Column});
      Pos = Stop;
      continue;
    } else if (C == '=' && !(Pos + 1 < End && Line[Pos + 1] == '=')) {
      Stop = Pos + 1;
      Kind = TokenKind::Equals;
    } else if (size_t Len = symbolLength(Line.substr(Pos))) {
      Stop = Pos + Len;
      Kind = TokenKind::Symbol;
    } else {
      Stop = Pos + 1;
      Kind = punctuationKind(C);
    }
    Tokens.push_back({Kind, Line.slice(Pos, Stop), Column});
    if (Kind == TokenKind::Error)
      return;
    Pos = Stop;
  }
}
