//===- LazyInput.h - Reading the input a function at a time -----*- C++ -*-===//
//
// When each function is written and freed as soon as its passes are done
// (FunctionOutput.h), mopt can also read each function just before its
// passes run (mopt/Formats/LazyReader.h), on the thread that runs them
// with -threads: the run then holds one function's IR per thread at a time,
// where reading the module whole holds all of it from the start.
//
// The error contract of a run read so, documented in docs/RELIABILITY.md:
// the outline (every function's name and signature, and what lies between
// bodies) is read and checked before any pass runs, so an error there is
// reported as reading the text whole reports it. A body is read, verified
// and checked against the pipeline's forms when its turn comes; the run
// stops at the first function, in module order, that cannot be read, is
// not valid, or whose pass fails, and reports that one error. What passes
// printed for the functions before it stays printed, as from any streaming
// compiler; the output file is not written.
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
