//===- mopt/Interp/Interpreter.h - Running a TAC module ---------*- C++ -*-===//
//
// The interpreter runs a module exactly as docs/TAC.md defines it, in every
// form a function passes through (flat, CFG, SSA, out of SSA): it is the
// oracle that differential tests compare pipelines against.
//
// Contract: runProgram never crashes or aborts on IR the parser accepts. A
// fault at run time (division by zero, a call to an unknown function or with
// the wrong number of arguments, a phi without an entry for the block control
// came from, the call-depth or step limit, an operand that is not a value,
// a memory error, an int that is no character, heap memory still allocated
// when main returns)
// ends the run with an error Status formatted by makeError at the faulting
// instruction. Calls use an explicit frame stack, never C++ recursion.
//
// runProgram first translates the module into a form made for dispatch
// (interp/lib/Interp/ExecForm.h), which it then runs; it renumbers the
// instructions of every function and changes nothing else in the module.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_INTERP_INTERPRETER_H
#define MOPT_INTERP_INTERPRETER_H

#include "absl/status/statusor.h"
#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace mopt {

class Function;
class Module;
class Type;

struct RunOptions {
  /// Instructions executed (phis included), across all calls.
  uint64_t MaxSteps = 1'000'000'000;
  /// Frames live at once, `main` included.
  unsigned MaxCallDepth = 10'000;
  /// The command-line words a C main (isCMain) gets in argv, after its
  /// name.
  std::vector<std::string> ProgramWords;
};

/// Whether Main is C's `int main(int argc, char **argv)`: an i32 and a
/// `ptr`. runProgram makes argv from RunOptions::ProgramWords; its slots in
/// MainArgs are ignored.
bool isCMain(const Function &Main);

/// What a run did, for `mopt --run --profile`.
struct RunStats {
  /// Instructions executed, across all calls: every instruction of the
  /// program counts once each time it runs, phis included and labels (which
  /// are blocks, not instructions) not, as brili -p counts Bril's.
  uint64_t DynamicInstructions = 0;
};

/// Runs `main` of M with MainArgs, writing what `print` prints to Out (null
/// discards it). Returns main's return value, or an error Status whose
/// message is formatted by makeError at the source location of the
/// instruction at fault. Stats, when given, receives the counts of a run
/// that succeeds.
/// Bits, a value of type T, as `print` writes it (docs/TAC.md).
std::string formatValue(const Type *T, int64_t Bits);

/// Reads `main`'s arguments from the command line's words, each as the
/// type of its parameter reads: an int in decimal, `true` or `false`, a
/// float, one character. The slots runProgram takes, or an error naming the
/// word at fault.
absl::StatusOr<std::vector<int64_t>>
parseMainArguments(const Module &M, llvm::ArrayRef<std::string> Words);

absl::StatusOr<int64_t> runProgram(Module &M, llvm::ArrayRef<int64_t> MainArgs,
                                   std::FILE *Out, const RunOptions &Opts = {},
                                   RunStats *Stats = nullptr);

} // namespace mopt

#endif
