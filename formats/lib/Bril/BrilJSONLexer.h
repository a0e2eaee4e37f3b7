//===- BrilJSONLexer.h - Bril's JSON form as Bril text tokens ---*- C++ -*-===//
//
// Bril's canonical form is JSON (what bril2json writes and the course's
// tools pipe). lexBrilJSON reads it with RapidJSON's SAX reader into a small
// tree that remembers where each value starts, then writes the program out
// as the tokens the text lexer would give for the same program, each at the
// line and column of the JSON value it comes from. The one Bril parser then
// reads either form, with the same checks and messages, and every error
// points into the JSON file.
//
// A JSON syntax error, or JSON that is not a Bril program (a missing "op",
// a "dest" that is not a string, ...), ends the list with an Error token at
// the offending value, as the text lexer ends at a byte it cannot read.
// Spellings that the JSON does not hold as such (`@f`, `.L`, punctuation)
// live in the list's own storage.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_BRIL_BRILJSONLEXER_H
#define MOPT_LIB_BRIL_BRILJSONLEXER_H

#include "BrilLexer.h"

namespace mopt {
namespace bril {

/// Tokenizes the Bril program in JSON form in Text.
TokenList lexBrilJSON(llvm::StringRef Text);

} // namespace bril
} // namespace mopt

#endif
