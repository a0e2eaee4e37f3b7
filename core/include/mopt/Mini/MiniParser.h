//===- mopt/Mini/MiniParser.h - Reading Mini source -------------*- C++ -*-===//
//
// Reads Mini, the small language of docs/Mini.md, into a Module: functions
// `fn f(a, b) { ... }` with let, assignment, if/else, while, return, calls
// and the built-in print over 64-bit integers.
//
// Each function becomes TAC in the shape the seed article's builder gives
// (docs/Mini.md shows every construct): the parameters copied from `param K`
// in a block `entry1`, each expression lowered left to right into `%N`
// temporaries numbered per function from 1, variables read as operands,
// `if` and `while` as numbered then/else/join and head/body/exit blocks, code
// after a return dropped, and `ret 0` where the body ends without one. The
// function is in flat form, but already has the shape of CFG form: `lower`
// leaves it as it is.
//
// Every instruction's SourceLoc points into the Mini text, registered as the
// module's source file FileName. The first error, in the syntax or in the
// names (an undeclared variable, a `let` of a name already in scope, an
// unknown function, a wrong number of arguments), is returned as
// `FILE:LINE:COL: error: MESSAGE` with the source line and a caret.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_MINI_MINIPARSER_H
#define MOPT_MINI_MINIPARSER_H

#include "absl/status/statusor.h"
#include "mopt/IR/Module.h"

#include <memory>

namespace mopt {

/// Parses Mini Text (named FileName in messages) into a module.
absl::StatusOr<std::unique_ptr<Module>> parseMini(llvm::StringRef Text,
                                                  llvm::StringRef FileName);

} // namespace mopt

#endif
