//===- FunctionSplitter.h - Cutting TAC text at its functions ---*- C++ -*-===//
//
// TAC text cut before each `func` header line, so that functions can be
// read apart: on several threads (-threads), or one at a time when asked
// for (LazyTACReader). A header is a line whose first tokens are `func
// NAME(`; the text is searched a stride at a time, the stride at which the
// parser gives the text it has read back to the system.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TAC_FUNCTIONSPLITTER_H
#define MOPT_LIB_TAC_FUNCTIONSPLITTER_H

#include "Lexer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace mopt {
namespace tac {

/// Whether a line's tokens make a `func NAME(` header.
inline bool isFunctionHeader(llvm::ArrayRef<Token> Tokens) {
  return Tokens.size() >= 3 && Tokens[0].isName("func") &&
         Tokens[1].is(TokenKind::Name) && Tokens[2].is(TokenKind::LParen);
}

/// The text behind the parser is given back to the system every so many
/// bytes (SourceFiles::releaseResidentPages): in a module of many
/// functions the end of reading is the peak, and the text a part of it.
constexpr size_t ReleaseStride = size_t(4) << 20;

/// A stretch of the text starting at a `func` line (or, for the first, at
/// the top of the file) and its first line number.
struct Piece {
  llvm::StringRef Text;
  uint32_t FirstLine;
};

/// Cuts Text before each `func` header line. The text is searched a stride
/// at a time, on up to Threads threads (what runs before the functions'
/// threads start is the part of -threads that does not scale); Scanned, if
/// given, is told of each stride searched, on the thread that searched it.
std::vector<Piece>
splitAtFunctions(llvm::StringRef Text, unsigned Threads,
                 llvm::function_ref<void(size_t, size_t)> Scanned = {});

} // namespace tac
} // namespace mopt

#endif
