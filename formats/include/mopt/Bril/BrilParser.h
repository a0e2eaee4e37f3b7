//===- mopt/Bril/BrilParser.h - Reading Bril text ---------------*- C++ -*-===//
//
// Reads Bril (https://capra.cs.cornell.edu/bril/), in its text form or its
// canonical JSON form, into a Module in flat form, the form the TAC parser
// produces: a block per label in label order, code as written, fall-through
// implicit.
//
// Supported: the whole of Bril that has a mopt opcode (Opcode.def's Bril
// column): core, memory, float, char and bitcast, over the types int,
// bool, float, char and ptr<T>; the SSA form of set/get/undef, read into
// variables (`set x v` writes a shadow variable of x, `x: T = get` copies
// it into x, `undef` gives the zero of T); and the legacy SSA form's
// `x: T = phi a b .L1 .L2`, read as a phi of the variables and a copy of
// it into x. Bril variables become
// mopt Variables of their declared types, written through
// Instruction::setDestVariable; a function without a return type returns
// void. Brilck's rules that are Bril's alone are checked here (a
// variable's type conflicting with an earlier one, `ret` without a value
// in a function with a return type, such a function without any `ret`,
// `main` with a return type), as are the SSA rules brili checks when it
// runs (a `get` without any `set`, an undef used by anything but a copy);
// every other type rule is the verifier's. Code before the first label
// goes into a block named `entry` (made unique). Names that are not valid
// TAC names are mapped to valid, unique ones deterministically.
//
// Every SourceLoc points into the Bril text, registered as the module's
// source file FileName. The first error is returned as
// `FILE:LINE:COL: error: MESSAGE` with the source line and a caret; Bril's
// other extensions (speculation, ...) are reported as unsupported.
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
