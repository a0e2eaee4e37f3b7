//===- mopt/LLVMIR/LLVMWriter.h - Writing a module as LLVM IR text -*- C++ -*-//
//
// writeLLVMModule writes a module whose functions are all in CFG form or
// later as LLVM textual IR with opaque pointers (`ptr`, the only kind LLVM
// 17 and later have) that LLVM 22's `opt -passes=verify` accepts and that,
// run by `lli`, prints what `mopt --run` prints. It writes text only:
// nothing of LLVM but ADT is used.
//
// The mapping:
//   - Every value is an i64. `func f(a, b):` becomes
//     `define i64 @f(i64 %arg.a, i64 %arg.b)`; a TAC function named `main`,
//     named like a C function the output calls, or whose name starts with
//     `tac.`, `mopt.` or `llvm.` gets the prefix `tac.` (`@tac.main`).
//   - Each variable the function reads or writes is an `alloca i64` at the
//     top of the entry block, stored 0 or its parameter's argument there;
//     a read is a `load`, a write a `store`. SSA values keep their names
//     and phis stay phis, one entry per edge: for a block that branches
//     twice to the same target both entries carry the value of the first
//     TAC entry for that block, as the interpreter reads it. A phi entry
//     that reads a variable loads it at the end of the predecessor.
//   - TAC's total semantics: div and rem call helpers (@mopt.div,
//     @mopt.rem) that exit with status 1 on a zero divisor and give INT64_MIN
//     and 0 for INT64_MIN by -1 (a select, where sdiv would be undefined);
//     shift amounts are masked with 63; comparisons and `not` widen an icmp
//     with zext; `neg a` is `sub 0, a`; `br c` tests `c != 0`.
//   - `print` calls printf with "%lld" per operand ("%s" of "true" or
//     "false" for `x:bool`), separated by blanks, ending in a newline.
//   - If the module has `main`, `define i32 @main(i32, i8**)` turns the
//     command-line words (integers, `true`, `false`) into its arguments,
//     calls @tac.main and returns 0: main's TAC return value is not the
//     exit status (lli would truncate it to eight bits), only what the
//     program prints is compared. A wrong number of words or a bad word
//     exits with status 1, as `mopt --run` does. The interpreter's step and
//     call-depth limits are not modelled.
//   - LLVM has one namespace per function for labels, arguments and values
//     where TAC has three: labels keep their spelling, the other names take
//     a `.N` suffix on a clash, an unnamed entry block is named `entry`.
//     Names LLVM cannot spell bare (e.g. `%1`) are quoted (`%"1"`);
//     temporaries are numbered.
//
// A function in flat form is an error at its header: run `lower` first.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LLVMIR_LLVMWRITER_H
#define MOPT_LLVMIR_LLVMWRITER_H

#include "absl/status/status.h"

#include <string>

namespace mopt {

class Module;

/// Appends M as LLVM IR text to Out; on error Out is left unchanged.
absl::Status writeLLVMModule(Module &M, std::string &Out);

} // namespace mopt

#endif
