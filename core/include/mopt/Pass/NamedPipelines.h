//===- mopt/Pass/NamedPipelines.h - default<O1> and the like ----*- C++ -*-===//
//
// The named pipelines, as opt has `default<O2>`: one table of rows (name,
// the pipeline it stands for, what it is for), which the pipeline parser
// expands in place (so -print-pipeline-passes shows the passes), -O1 and
// -O2 name, the driver's plugin selection reads through
// expandNamedPipelines, and --help and docs/Passes.md describe.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_NAMEDPIPELINES_H
#define MOPT_PASS_NAMEDPIPELINES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mopt {

struct NamedPipeline {
  const char *Name;     // as written in -passes, e.g. "default<O2>"
  const char *Pipeline; // what it expands to
  const char *Description;
};

llvm::ArrayRef<NamedPipeline> getNamedPipelines();
const NamedPipeline *lookupNamedPipeline(llvm::StringRef Name);

/// Text with every named pipeline it holds replaced by its expansion, for
/// finding which plugins a pipeline needs.
std::string expandNamedPipelines(llvm::StringRef Text);

} // namespace mopt

#endif
