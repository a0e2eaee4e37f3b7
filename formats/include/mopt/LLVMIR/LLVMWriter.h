//===- mopt/LLVMIR/LLVMWriter.h - Writing a module as LLVM IR text -*- C++ -*-//
//
// writeLLVMModule writes a module whose functions are all in CFG form or
// later as LLVM textual IR with opaque pointers (`ptr`, the only kind LLVM
// 17 and later have) that LLVM 22's `opt -passes=verify` accepts and that,
// run by `lli`, prints what `mopt --run` prints. It writes text only:
// nothing of LLVM but ADT (and llvm_unreachable) is used.
//
// The mapping:
//   - Types: int is i64, bool i1, float double, char i32 (its code point),
//     every ptr<T> LLVM's `ptr`, void void. `func f(a, p: ptr<float>) ->
//     float:` becomes `define internal double @f(i64 %arg.a, ptr %arg.p)`.
//     Every TAC function is internal, so that LLVM takes none for the C
//     library function of its name (a Bril `@sqrt` stays the program's, not
//     the sqrt instruction); a TAC function named `main`, named like a C
//     function the output calls, or whose name starts with `tac.`, `mopt.`
//     or `llvm.` gets the prefix `tac.` (`@tac.main`).
//   - Constants: a float is written as its exact bits (`0x3FF8000000000000`),
//     a bool `true` or `false`, a char its code point, a pointer `null`.
//   - Each variable the function reads or writes is an alloca of its type
//     at the top of the entry block, stored the zero of its type (0, false,
//     0.0, char 0, null) or its parameter's argument there; a read is a
//     `load`, a write a `store`. A copy into an SSA value is a bitcast to
//     the same type. SSA values keep their names and phis stay phis, one
//     entry per edge: for a block that branches twice to the same target
//     both entries carry the value of the first TAC entry for that block,
//     as the interpreter reads it. A phi entry that reads a variable loads
//     it at the end of the predecessor.
//   - Ints, with TAC's total semantics: div and rem call helpers
//     (@mopt.div, @mopt.rem) that exit with status 1 on a zero divisor and
//     give INT64_MIN and 0 for INT64_MIN by -1 (a select, where sdiv would
//     be undefined); shift amounts are masked with 63; `neg a` is
//     `sub 0, a`; a comparison (lt ... ne) is an icmp, widened with zext
//     when its destination is an int, the i1 itself when it is a bool;
//     `not` of an int is `icmp eq 0` widened, of a bool `xor true`; and, or
//     and xor work on i64 or i1. `br c` tests `c != 0` for an int, takes a
//     bool as it is.
//   - Floats: fadd, fsub, fmul, fdiv; feq flt fle fgt fge are fcmp oeq olt
//     ole ogt oge, false when either operand is NaN, as C++'s == and < are.
//     float2bits and bits2float are bitcasts.
//   - Chars: ceq clt cle cgt cge are icmps of the code points; char2int is
//     a zext; int2char calls @mopt.int2char, which exits with status 1 and
//     the interpreter's message when the int is no Unicode scalar value.
//   - Memory: `alloc n` is malloc of n elements (an i1 takes 1 byte, an
//     i32 4, the others 8), `free` free, `ptradd p, n` a getelementptr of
//     the pointee type, `load` and `store` LLVM's, `alloca` an alloca of
//     the pointee type where it stands, freed when the function returns,
//     as TAC's is. The interpreter's memory checks (bounds, use after
//     free, double free, freeing an interior pointer or a stack slot,
//     reading memory never written, a size below 1, heap memory still
//     allocated when main returns) are not modelled: such a program does
//     under lli whatever the C library and the machine do.
//   - `print` writes its operands as the interpreter does, separated by
//     blanks and ending in a newline: ints ("%lld") and bools ("%s" of a
//     select of "true" and "false") through one printf for each run of
//     them, floats through @mopt.print.float (brili's format: printf's
//     "%.17f", or "%.17e" when |log10 |x|| >= 10 as the interpreter
//     computes it; `NaN`, `Infinity`, `-Infinity`; printf keeps the sign of
//     a zero), chars through @mopt.print.char (the code point's UTF-8
//     bytes). A pointer prints as the number of its allocation
//     (`ptr<N+K>`), which the LLVM program does not keep: printing one is
//     an error at the print.
//   - If the module has `main`, `define i32 @main(i32, ptr)` turns the
//     command-line words into its arguments by each parameter's type, as
//     parseMainArguments does: an int from strtoll or the words `true`
//     (1) and `false` (0), a bool from `true` or `false`, a float from
//     strtod, a char from one UTF-8 sequence; the whole word must be read.
//     strtoll and strtod take some words the interpreter refuses: one out
//     of range (strtoll clamps it, strtod makes it infinite or zero), a
//     leading blank or plus sign, and for strtod a hex float. main cannot
//     take a pointer (an error at its header). The wrapper calls @tac.main
//     and returns 0: main's TAC return value is not the exit status (lli
//     would truncate it to eight bits), only what the program prints is
//     compared. A wrong number of words or a bad word exits with status 1
//     and the interpreter's message. The interpreter's step and call-depth
//     limits are not modelled.
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
