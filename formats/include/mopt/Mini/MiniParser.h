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
// With MiniLocals::Slots, each local variable and parameter lives instead in
// an `alloca` stack slot at the top of the entry block, as clang lowers
// locals at -O0: every write is a `store`, every read a `load` into a new
// temporary, and each parameter is stored to its slot on entry. `ssa`
// (mem2reg) is then the pass that turns the slots back into SSA values.
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

/// Where the builder keeps a function's local variables and parameters.
enum class MiniLocals {
  /// In TAC variables of the same names, as the seed article's builder does.
  Variables,
  /// In `alloca` slots, read by `load` and written by `store`, as clang does.
  Slots,
};

struct MiniOptions {
  MiniLocals Locals = MiniLocals::Variables;
};

/// Parses Mini Text (named FileName in messages) into a module.
absl::StatusOr<std::unique_ptr<Module>> parseMini(llvm::StringRef Text,
                                                  llvm::StringRef FileName);

/// As parseMini, lowering as Opts says.
absl::StatusOr<std::unique_ptr<Module>>
parseMiniWithOptions(llvm::StringRef Text, llvm::StringRef FileName,
                     const MiniOptions &Opts);

} // namespace mopt

#endif
