//===- OutputFile.h - Writing results all or nothing ------------*- C++ -*-===//
//
// writeOutput puts Text in Path (empty or "-": standard output). A regular
// file is written to a temporary beside it and renamed over Path only when
// complete, so a failed run never leaves a half-written or truncated file,
// and reading and writing the same file works. Anything else that exists at
// Path (/dev/null, a named pipe) is written in place, since a rename would
// replace it with a regular file.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_OUTPUTFILE_H
#define MOPT_OPTTOOL_OUTPUTFILE_H

#include "absl/status/status.h"

#include <string>
#include <vector>

namespace mopt {

absl::Status writeOutput(const std::string &Path, const std::string &Text);
/// The same for text in pieces, written one after the other.
absl::Status writeOutput(const std::string &Path,
                         const std::vector<std::string> &Pieces);

} // namespace mopt

#endif
