//===- LazyInput.h - Reading the input a function at a time -----*- C++ -*-===//
//
// When each function is written and freed as soon as its passes are done
// (FunctionOutput.h), mopt can also read each function just before its
// passes run (mopt/Formats/LazyReader.h), on the thread that runs them
// with -threads: the run then holds one function's IR per thread at a time,
// where reading the module whole held all of it from the start (at 10^6
// instructions in 100 functions, most of the peak).
//
// What the user sees must not change: an input that is not valid prints its
// error and nothing else, as before; so the input is read lazily only when
// nothing is printed while the passes run (no pass that writes as it runs,
// no -debug-pass-manager, no remarks). When a lazy run meets any error, the
// driver reads the text whole and reports what reading it whole finds
// first: an error in a later function outranks a pass's in an earlier one,
// as it did when the whole module was read before any pass ran.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_LAZYINPUT_H
#define MOPT_OPTTOOL_LAZYINPUT_H

#include "mopt/Pass/PassManager.h"

namespace mopt {

struct DriverOptions;
struct FileFormat;

/// Whether a run with Opts and MPM may read input in Format a function at
/// a time.
bool canReadLazily(const DriverOptions &Opts, const ModulePassManager &MPM,
                   const FileFormat &Format);

} // namespace mopt

#endif
