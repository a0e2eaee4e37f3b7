//===- OutputFormats.h - What mopt can write the module as ------*- C++ -*-===//
//
// The table of output formats, one row per format: the name `--emit=NAME`
// takes, the line --help shows, and the writer. A new format is a row in
// OutputFormats.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_OUTPUTFORMATS_H
#define MOPT_OPTTOOL_OUTPUTFORMATS_H

#include "absl/status/status.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mopt {

class Module;
class OutputFile;
struct DriverOptions;

struct OutputFormat {
  llvm::StringRef Name;
  llvm::StringRef Help;
  /// Writes M to Out; an error leaves Out to be discarded.
  absl::Status (*Write)(Module &M, const DriverOptions &Opts, OutputFile &Out);
};

llvm::ArrayRef<OutputFormat> getOutputFormats();
/// The format named Name, or null.
const OutputFormat *lookupOutputFormat(llvm::StringRef Name);

} // namespace mopt

#endif
