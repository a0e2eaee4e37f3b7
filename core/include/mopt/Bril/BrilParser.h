//===- mopt/Bril/BrilParser.h - Reading Bril text ---------------*- C++ -*-===//
//
// Reads Bril (https://capra.cs.cornell.edu/bril/), in its text form or its
// canonical JSON form, into a Module in flat form, the form the TAC parser
// produces: a block per label in label order, code as written, fall-through
// implicit.
//
// Supported: the core language over `int` and `bool` (const id add mul sub
// div eq lt gt le ge not and or br jmp ret call print nop). Bril variables
// become mopt Variables written through Instruction::setDestVariable; `true`
// and `false` are 1 and 0; `print` of a variable declared `bool` anywhere in
// its function (parameter or destination) prints `true`/`false`. Code before
// the first label goes into a block named `entry` (made unique). Names that
// are not valid TAC names are mapped to valid, unique ones deterministically.
//
// Every SourceLoc points into the Bril text, registered as the module's
// source file FileName. The first error is returned as
// `FILE:LINE:COL: error: MESSAGE` with the source line and a caret; other
// Bril types and operations are reported as unsupported.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_BRIL_BRILPARSER_H
#define MOPT_BRIL_BRILPARSER_H

#include "absl/status/statusor.h"
#include "mopt/IR/Module.h"

#include <memory>

namespace mopt {

/// Parses Bril Text (named FileName in messages) into a module in flat form.
absl::StatusOr<std::unique_ptr<Module>> parseBril(llvm::StringRef Text,
                                                  llvm::StringRef FileName);

/// Parses Bril's canonical JSON form (what bril2json writes) into the same
/// module: the same checks and messages, each at the line and column of the
/// JSON value at fault (RapidJSON reads the JSON; lib/Bril/BrilJSONLexer.h).
absl::StatusOr<std::unique_ptr<Module>> parseBrilJSON(llvm::StringRef Text,
                                                      llvm::StringRef FileName);

} // namespace mopt

#endif
