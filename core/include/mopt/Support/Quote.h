//===- mopt/Support/Quote.h - A string between quotes -----------*- C++ -*-===//
//
// The one quoting rule that Bril's character literals and Graphviz's DOT
// strings share: the text between two quote characters, each quote
// character and backslash in it escaped by a backslash.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_QUOTE_H
#define MOPT_SUPPORT_QUOTE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace mopt {

/// Text between two Quote characters, each Quote and '\' in it escaped
/// with a '\': quoteWithBackslashes("a\"b", '"') is "a\"b" quoted.
inline std::string quoteWithBackslashes(llvm::StringRef Text, char Quote) {
  std::string Quoted(1, Quote);
  for (char C : Text) {
    if (C == Quote || C == '\\')
      Quoted += '\\';
    Quoted += C;
  }
  return Quoted + Quote;
}

} // namespace mopt

#endif
