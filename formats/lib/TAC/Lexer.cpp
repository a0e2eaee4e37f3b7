//===- Lexer.cpp - Splitting one TAC line into tokens ---------------------===//

#include "Lexer.h"
#include "mopt/IR/Type.h"
#include "llvm/ADT/ArrayRef.h"

#include <algorithm>
#include <array>
#include <cstring>

using namespace mopt;

/// What each byte may be in a token, one table (indexed by the byte) that
/// the scanning loops read inline.
enum CharClass : uint8_t {
  NameStart = 1, // a letter or '_'
  Digit = 2,
  NameChar = 4,  // a letter, digit, '_' or '.'
  Blank = 8,     // space, tab, CR, form feed, vertical tab
  Operator = 16, // a one-character operator symbol
};

static constexpr std::array<uint8_t, 256> CharClasses = [] {
  std::array<uint8_t, 256> Classes{};
  for (unsigned C = 0; C != 256; ++C) {
    bool Letter = (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z');
    bool IsDigit = C >= '0' && C <= '9';
    if (Letter || C == '_')
      Classes[C] |= NameStart | NameChar;
    if (IsDigit)
      Classes[C] |= Digit | NameChar;
    if (C == '.')
      Classes[C] |= NameChar;
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v')
      Classes[C] |= Blank;
    for (char Op : {'+', '-', '*', '/', '%', '&', '|', '^', '<', '>'})
      if (C == static_cast<unsigned char>(Op))
        Classes[C] |= Operator;
  }
  return Classes;
}();

static bool isIn(char C, CharClass Class) {
  return CharClasses[static_cast<unsigned char>(C)] & Class;
}
static bool isNameStart(char C) { return isIn(C, NameStart); }
static bool isDigit(char C) { return isIn(C, Digit); }
static bool isNameChar(char C) { return isIn(C, NameChar); }

/// The length of the character literal at the front of S ('c', where c is
/// one UTF-8 sequence, or '\u{HEX}'), or 0 if there is none.
static size_t charLiteralLength(llvm::StringRef S) {
  if (S.size() < 3 || S[0] != '\'')
    return 0;
  if (S.starts_with("'\\u{")) {
    size_t Close = S.find("}'");
    return Close == llvm::StringRef::npos ? 0 : Close + 2;
  }
  unsigned char Lead = S[1];
  size_t Len = Lead < 0x80 ? 1 : Lead >= 0xF0 ? 4 : Lead >= 0xE0 ? 3 : 2;
  return S.size() > Len + 1 && S[Len + 1] == '\'' ? Len + 2 : 0;
}

/// Whether T names a type whose literals print with it (`i32 5`, `f32
/// 0.5`), so that they do not read back as an int or a float.
static bool isNumberTypeName(const Token &T) {
  return T.isName("i8") || T.isName("i16") || T.isName("i32") ||
         T.isName("f32");
}

/// The index just past the type starting at Tokens[I] (`bool`, `i32`,
/// `ptr` alone, or `ptr<` up to its matching `>`), or I if none starts
/// there. A type more than one
/// level deeper than the parser accepts (so that it still reports one just
/// past its limit) is none: the scan stops there, and a line of n nested
/// `ptr<` costs n times that depth, not n^2 (300,000 took 2 minutes).
static size_t typeEnd(llvm::ArrayRef<Token> Tokens, size_t I) {
  if (Tokens[I].isName("bool") || isNumberTypeName(Tokens[I]))
    return I + 1;
  if (!Tokens[I].isName("ptr"))
    return I;
  if (I + 1 >= Tokens.size() || !Tokens[I + 1].isSymbol("<"))
    return I + 1; // the opaque `ptr`
  int Depth = 0;
  for (size_t K = I + 1; K < Tokens.size(); ++K) {
    const Token &T = Tokens[K];
    if (T.isSymbol("<")) {
      if (++Depth > int(Type::MaxInputPointerDepth) + 1)
        return I;
    } else if (T.isSymbol(">") || T.isSymbol(">>"))
      Depth -= T.Text.size();
    else if (!T.is(TokenKind::Name))
      return I;
    if (Depth == 0)
      return K + 1;
    if (Depth < 0)
      return I;
  }
  return I;
}

/// Whether T may start a type that a literal follows: `bool`, `ptr` or a
/// number type.
static bool mayStartTypedLiteral(const Token &T) {
  return T.is(TokenKind::Name) &&
         ((T.Text.size() == 4 && T.Text[0] == 'b' && T.Text == "bool") ||
          (T.Text.size() == 3 && T.Text[0] == 'p' && T.Text == "ptr") ||
          isNumberTypeName(T));
}

void mopt::mergeTypedLiterals(llvm::StringRef Line,
                              llvm::SmallVectorImpl<Token> &Tokens) {
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (!mayStartTypedLiteral(Tokens[I]))
      continue;
    size_t End = typeEnd(Tokens, I);
    if (End == I || End >= Tokens.size())
      continue;
    const Token &Lit = Tokens[End];
    bool IsBool =
        Tokens[I].isName("bool") && (Lit.isName("true") || Lit.isName("false"));
    // Any literal after a pointer type is taken, so that the parser can
    // say that the null pointer is the only one (`ptr<int> 5`).
    bool IsPointer =
        Tokens[I].isName("ptr") &&
        (Lit.is(TokenKind::Integer) || Lit.is(TokenKind::Float) ||
         Lit.is(TokenKind::Char) || Lit.isName("true") || Lit.isName("false"));
    bool IsNumber = isNumberTypeName(Tokens[I]) &&
                    (Lit.is(TokenKind::Integer) || Lit.is(TokenKind::Float));
    if (!IsBool && !IsPointer && !IsNumber)
      continue;
    size_t From = Tokens[I].Column - 1;
    size_t To = Lit.Column - 1 + Lit.Text.size();
    Tokens[I] = {TokenKind::TypedLiteral, Line.slice(From, To),
                 Tokens[I].Column};
    Tokens.erase(Tokens.begin() + I + 1, Tokens.begin() + End + 1);
  }
}

llvm::StringRef mopt::stripComment(llvm::StringRef Line) {
  // The first ';' or '#' (found by memchr, fast on long lines) starts the
  // comment unless a character literal, rare, comes first.
  auto Find = [&](char C, size_t From) {
    const void *P = std::memchr(Line.data() + From, C, Line.size() - From);
    return P ? static_cast<const char *>(P) - Line.data() : Line.size();
  };
  for (size_t From = 0;;) {
    size_t Comment = std::min(Find(';', From), Find('#', From));
    size_t Quote = Find('\'', From), String = Find('"', From);
    if (Quote >= Comment && String >= Comment)
      return Line.take_front(Comment);
    if (String < Quote) { // a global's string, to its closing quote
      From = std::min(Find('"', String + 1) + 1, Line.size());
      continue;
    }
    size_t Len = charLiteralLength(Line.substr(Quote));
    From = Quote + (Len ? Len : 1);
  }
}

/// The end of the number starting at Pos (a sign, if any, already
/// skipped): its digits, then a fraction and an exponent if present.
static size_t numberEnd(llvm::StringRef Line, size_t Pos, bool &IsFloat) {
  auto Digits = [&](size_t P) {
    while (P < Line.size() && isDigit(Line[P]))
      ++P;
    return P;
  };
  Pos = Digits(Pos);
  IsFloat = false;
  if (Pos + 1 < Line.size() && Line[Pos] == '.' && isDigit(Line[Pos + 1])) {
    Pos = Digits(Pos + 1);
    IsFloat = true;
  }
  if (Pos < Line.size() && (Line[Pos] == 'e' || Line[Pos] == 'E')) {
    size_t Exp = Pos + 1;
    if (Exp < Line.size() && (Line[Exp] == '+' || Line[Exp] == '-'))
      ++Exp;
    if (Exp < Line.size() && isDigit(Line[Exp])) {
      Pos = Digits(Exp);
      IsFloat = true;
    }
  }
  return Pos;
}

/// Length of the operator symbol at the start of S, or 0: `<<`, `>>`,
/// `<=`, `>=`, `==` and `!=`, or one of `+-*/%&|^<>`.
static size_t symbolLength(llvm::StringRef S) {
  char C = S.front(), Next = S.size() > 1 ? S[1] : '\0';
  if (((C == '<' || C == '>') && (Next == C || Next == '=')) ||
      ((C == '=' || C == '!') && Next == '='))
    return 2;
  return isIn(C, Operator) ? 1 : 0;
}

/// The token of each punctuation character, Error for every other byte.
static constexpr std::array<TokenKind, 256> PunctuationKinds = [] {
  std::array<TokenKind, 256> Kinds{};
  for (TokenKind &Kind : Kinds)
    Kind = TokenKind::Error;
  for (auto [C, Kind] : {std::pair{'=', TokenKind::Equals},
                         {',', TokenKind::Comma},
                         {':', TokenKind::Colon},
                         {'(', TokenKind::LParen},
                         {')', TokenKind::RParen},
                         {'[', TokenKind::LBracket},
                         {']', TokenKind::RBracket}})
    Kinds[static_cast<unsigned char>(C)] = Kind;
  return Kinds;
}();

static TokenKind punctuationKind(char C) {
  return PunctuationKinds[static_cast<unsigned char>(C)];
}

bool mopt::lexLine(llvm::StringRef Line, llvm::SmallVectorImpl<Token> &Tokens) {
  bool SawTypeName = false;
  size_t Pos = 0, End = Line.size();
  auto Span = [&](size_t From, CharClass Class) {
    size_t P = From;
    while (P < End && isIn(Line[P], Class))
      ++P;
    return P;
  };
  while (Pos < End) {
    char C = Line[Pos];
    if (isIn(C, Blank)) {
      ++Pos;
      continue;
    }
    uint32_t Column = Pos + 1;
    size_t Stop;
    TokenKind Kind;
    if (isNameStart(C)) {
      Stop = Span(Pos, NameChar);
      Kind = TokenKind::Name;
      // Could be `bool`, `ptr`, `i8` to `i32` or `f32`;
      // mergeTypedLiterals looks closer.
      SawTypeName |= (C == 'b' && Stop - Pos == 4) ||
                     ((C == 'p' || C == 'f') && Stop - Pos == 3) ||
                     (C == 'i' && (Stop - Pos == 2 || Stop - Pos == 3));
    } else if (isDigit(C) ||
               (C == '-' && Pos + 1 < End && isDigit(Line[Pos + 1]))) {
      bool IsFloat;
      Stop = numberEnd(Line, Pos + 1, IsFloat);
      Kind = IsFloat ? TokenKind::Float : TokenKind::Integer;
    } else if (size_t Len = charLiteralLength(Line.substr(Pos))) {
      Tokens.push_back(
          {TokenKind::Char, Line.slice(Pos + 1, Pos + Len - 1), Column});
      Pos += Len;
      continue;
    } else if ((C == '%' || C == '@') && Pos + 1 < End &&
               isNameChar(Line[Pos + 1])) {
      Stop = Span(Pos + 1, NameChar);
      Tokens.push_back({C == '%' ? TokenKind::SSAName : TokenKind::GlobalName,
                        Line.slice(Pos + 1, Stop), Column});
      Pos = Stop;
      continue;
    } else if (C == '.' && Line.substr(Pos).starts_with("...")) {
      Stop = Pos + 3; // `...`, a variadic declaration's last parameter
      Kind = TokenKind::Name;
    } else if (C == '"') {
      size_t Close = Line.find('"', Pos + 1);
      if (Close == llvm::StringRef::npos) {
        Tokens.push_back({TokenKind::Error, Line.slice(Pos, Pos + 1), Column});
        return SawTypeName;
      }
      Tokens.push_back({TokenKind::String, Line.slice(Pos + 1, Close), Column});
      Pos = Close + 1;
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
      return SawTypeName;
    Pos = Stop;
  }
  return SawTypeName;
}
