//===- TokenCursor.h - A parser's place in a token list ---------*- C++ -*-===//
//
// What the Bril and Mini parsers share: the place in a list of tokens that
// their lexers made, and the messages about the token there. A list ends
// with an Eof token, after an Error token where the lexer met a byte it
// could not read (its message is the list's Error). The place never passes
// the Eof token, so there is always a current token. Messages are
// `FILE:LINE:COL: error: expected WHAT, found 'TEXT'`, with the line and a
// caret.
//
// TokenListT is a lexer's list: `Tokens`, a vector of tokens each with its
// Kind, Text, Line and Column, and `Error`.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_FORMATS_TOKENCURSOR_H
#define MOPT_LIB_FORMATS_TOKENCURSOR_H

#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/SourceFile.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <vector>

namespace mopt {

template <typename TokenListT> class TokenCursor {
protected:
  using TokenT = typename decltype(TokenListT::Tokens)::value_type;
  using KindT = decltype(TokenT::Kind);

  /// Lexed is the tokens of file FileIndex of Sources; both must outlive
  /// the cursor.
  TokenCursor(const TokenListT &Lexed, const SourceFiles &Sources,
              uint32_t FileIndex)
      : Tokens(Lexed.Tokens), Lexed(Lexed), LastPos(Lexed.Tokens.size() - 1),
        Sources(Sources), FileIndex(FileIndex) {}

  const TokenT &cur() const { return Tokens[Pos]; }
  const TokenT &peek() const { return Tokens[std::min(Pos + 1, LastPos)]; }
  /// The token before the current one; there must be one.
  const TokenT &prev() const { return Tokens[Pos - 1]; }
  bool at(KindT K) const { return cur().is(K); }
  const TokenT &take() {
    const TokenT &T = cur();
    Pos = std::min(Pos + 1, LastPos);
    return T;
  }

  /// Takes a token of kind K; else the error unexpected(What) gives.
  absl::Status expect(KindT K, const llvm::Twine &What) {
    if (!at(K))
      return unexpected(What);
    take();
    return absl::OkStatus();
  }

  /// Takes the token K (spelled Spelling) that ends a construct; if it is
  /// missing, the error points just past the previous token: "expected ';'
  /// after the statement", where After is "the statement".
  absl::Status expectAfterPrevious(KindT K, const llvm::Twine &Spelling,
                                   const llvm::Twine &After) {
    if (at(K)) {
      take();
      return absl::OkStatus();
    }
    if (at(KindT::Error))
      return unexpected(Spelling);
    const TokenT &Last = prev();
    SourceLoc End(FileIndex, Last.Line, Last.Column + Last.Text.size());
    return error(End, "expected " + Spelling + " after " + After);
  }

  /// The error at the current token when it is not What: the lexer's
  /// message at an Error token, else "expected What, found ...".
  absl::Status unexpected(const llvm::Twine &What) const {
    const TokenT &T = cur();
    if (T.is(KindT::Error))
      return error(T, Lexed.Error);
    if (T.is(KindT::Eof))
      return error(T, "expected " + What + ", found the end of the file");
    return error(T, "expected " + What + ", found '" + T.Text + "'");
  }

  SourceLoc locOf(const TokenT &T) const {
    return {FileIndex, T.Line, T.Column};
  }
  absl::Status error(SourceLoc Loc, const llvm::Twine &Msg) const {
    return makeError(Sources, Loc, Msg.str());
  }
  absl::Status error(const TokenT &T, const llvm::Twine &Msg) const {
    return error(locOf(T), Msg);
  }

private:
  const std::vector<TokenT> &Tokens;
  const TokenListT &Lexed;
  size_t Pos = 0;
  size_t LastPos;
  const SourceFiles &Sources;
  uint32_t FileIndex;
};

} // namespace mopt

#endif
