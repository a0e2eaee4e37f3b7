//===- FreeFormLexer.h - Splitting free-form text into tokens ---*- C++ -*-===//
//
// What the Bril text and Mini lexers share: the place in the text, with its
// 1-based line and column (counted in bytes); blanks, newlines and line
// comments skipped; and the loop that splits the whole text into a token
// list. The list ends with an Eof token, after an Error token at the first
// byte that starts no token, whose message is the list's Error. The lexer
// never reads outside the text: peek past the end gives '\0'.
//
// A lexer derives from FreeFormLexer<itself, its TokenList> and defines
// `TokenT lexToken(std::string &Error)`: the token that starts at the
// current place (not a blank, and not the end), made by make(); or an Error
// token, with Error set. Tokens lie within one line.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_FORMATS_FREEFORMLEXER_H
#define MOPT_LIB_FORMATS_FREEFORMLEXER_H

#include "absl/strings/str_cat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mopt {

/// "unexpected character 'C'", a byte that does not print as `\xHH`.
inline std::string unexpectedCharacter(char C) {
  unsigned char U = static_cast<unsigned char>(C);
  std::string Shown = llvm::isPrint(C)
                          ? std::string(1, C)
                          : absl::StrCat("\\x", absl::Hex(U, absl::kZeroPad2));
  return "unexpected character '" + Shown + "'";
}

/// A row of a lexer's table of punctuation and operators.
template <typename KindT> struct Punctuator {
  llvm::StringLiteral Spelling;
  KindT Kind;
};

template <typename DerivedT, typename TokenListT> class FreeFormLexer {
public:
  using TokenT = typename decltype(TokenListT::Tokens)::value_type;
  using KindT = decltype(TokenT::Kind);

  /// A comment runs from CommentStart to the end of its line.
  FreeFormLexer(llvm::StringRef Text, llvm::StringRef CommentStart)
      : Text(Text), CommentStart(CommentStart) {}

  /// Tokenizes the whole text.
  TokenListT run() {
    TokenListT Out;
    for (;;) {
      skipBlanksAndComments();
      if (atEnd())
        break;
      TokenT T = static_cast<DerivedT *>(this)->lexToken(Out.Error);
      Out.Tokens.push_back(T);
      if (T.is(KindT::Error))
        break;
      Pos += T.Text.size();
      Column += T.Text.size();
    }
    Out.Tokens.push_back(make(KindT::Eof, 0));
    return Out;
  }

protected:
  char peek(size_t Ahead = 0) const {
    return Pos + Ahead < Text.size() ? Text[Pos + Ahead] : '\0';
  }
  /// The token of kind Kind that the Length bytes from the current place
  /// spell.
  TokenT make(KindT Kind, size_t Length) const {
    return {Kind, Text.substr(Pos, Length), Line, Column};
  }

  /// The token of the first row of Table whose spelling starts at the
  /// current place (a table lists `<=` before `<`), or none.
  std::optional<TokenT>
  lexPunctuator(llvm::ArrayRef<Punctuator<KindT>> Table) const {
    llvm::StringRef Rest = Text.substr(Pos);
    for (const Punctuator<KindT> &P : Table)
      if (Rest.starts_with(P.Spelling))
        return make(P.Kind, P.Spelling.size());
    return std::nullopt;
  }

  const llvm::StringRef Text;
  /// The current place, at Line and Column.
  size_t Pos = 0;

private:
  bool atEnd() const { return Pos >= Text.size(); }

  void skipBlanksAndComments() {
    while (!atEnd()) {
      char C = peek();
      if (C == CommentStart[0] && Text.substr(Pos).starts_with(CommentStart)) {
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

  const llvm::StringRef CommentStart;
  uint32_t Line = 1;
  uint32_t Column = 1;
};

} // namespace mopt

#endif
