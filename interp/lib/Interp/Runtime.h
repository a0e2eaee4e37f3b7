//===- Runtime.h - The C library functions mopt --run provides -*- C++ -*-===//
//
// A call of a declared function runs the function of that name here, one
// row of a table per function (Runtime.cpp): the printf family, puts and
// putchar, malloc and its kin, the mem* and str* functions, atoi and
// strtol, exit and abort, math.h, time and clock. Each reads its arguments
// as C passes them (an int in its slot, a pointer as mopt's, a double) and
// reaches memory only through Memory, so that every access is checked. A
// call of any other declared function is an error naming it.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_INTERP_RUNTIME_H
#define MOPT_LIB_INTERP_RUNTIME_H

#include "Memory.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

namespace mopt {

class Type;
/// A row of the runtime's table (Runtime.cpp).
struct RuntimeFunction;

/// One call: the arguments in their slots, and what it gives back.
struct RuntimeCall {
  llvm::ArrayRef<int64_t> Args;
  const Type *ResultType;
  int64_t Result = 0;
  /// Set by exit and abort: the run ends, with this status.
  std::optional<int> ExitStatus;
};

/// The C library of one run: its memory, and where standard output and
/// error go.
class Runtime {
public:
  Runtime(Memory &Mem, std::FILE *Out) : Mem(Mem), Out(Out) {}

  /// The function named Name, or null if the runtime lacks it; looked up
  /// once per declaration, not per call.
  static const RuntimeFunction *find(llvm::StringRef Name);
  /// Runs F (find's answer for Name) on C's arguments; an error message if
  /// it fails, or if F is null.
  std::optional<std::string> call(const RuntimeFunction *F,
                                  llvm::StringRef Name, RuntimeCall &C);

  /// Records the address the program's global Name (one of
  /// GlobalVariable::CStreamNames) holds.
  void setStream(llvm::StringRef Name, int64_t Address);
  /// Whether Stream is the address the program's `stdin` holds.
  bool isStdin(int64_t Stream) const {
    return Stream && Stream == StreamAddresses[0];
  }

  Memory &getMemory() { return Mem; }
  /// Writes Text to the stream a FILE * names: stdout or stderr.
  std::optional<std::string> write(int64_t Stream, llvm::StringRef Text);
  void writeOut(llvm::StringRef Text) {
    if (Out)
      std::fwrite(Text.data(), 1, Text.size(), Out);
  }
  /// The state of drand48 and its kin (POSIX's 48-bit generator).
  uint64_t Rand48 = 0x1234ABCD330E;

private:
  Memory &Mem;
  std::FILE *Out;
  /// What stdin, stdout and stderr hold, 0 for one the program lacks.
  int64_t StreamAddresses[3] = {0, 0, 0};
};

/// printf's output for Format and the arguments from Args[First] on, in
/// Text; an error message if a conversion has no argument or reads bad
/// memory.
std::optional<std::string> formatPrintf(Runtime &R, llvm::StringRef Format,
                                        const RuntimeCall &C, size_t First,
                                        std::string &Text);

} // namespace mopt

#endif
