//===- OutputFile.h - Writing results all or nothing ------------*- C++ -*-===//
//
// An OutputFile receives text in pieces and puts it in Path (empty or "-":
// standard output). A regular file is written to a temporary beside it and
// renamed over Path only by commit(), so a failed run never leaves a
// half-written or truncated file, and reading and writing the same file
// works; an OutputFile destroyed without a commit removes its temporary.
// Anything else that exists at Path (/dev/null, a named pipe) is written in
// place, since a rename would replace it with a regular file.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_OUTPUTFILE_H
#define MOPT_OPTTOOL_OUTPUTFILE_H

#include "absl/status/statusor.h"
#include "llvm/ADT/StringRef.h"

#include <cstdio>
#include <memory>
#include <string>

namespace mopt {

class OutputFile {
public:
  static absl::StatusOr<std::unique_ptr<OutputFile>>
  create(const std::string &Path);
  ~OutputFile();

  /// Appends Text; false once any write has failed.
  bool write(llvm::StringRef Text);
  /// Flushes and, for a regular file, renames the temporary over Path.
  absl::Status commit();
  /// Whether text goes straight to its destination (standard output, a
  /// device, a pipe), where a failed run cannot take it back.
  bool writesInPlace() const { return Temp.empty(); }

private:
  OutputFile(std::string Path, std::string Temp, std::FILE *Stream)
      : Path(std::move(Path)), Temp(std::move(Temp)), Stream(Stream) {}

  std::string Path;
  std::string Temp;  // empty when writing in place
  std::FILE *Stream; // null once commit() has closed it
  bool Failed = false;
  bool Committed = false;
};

/// Writes Text to Path through an OutputFile.
absl::Status writeOutput(const std::string &Path, const std::string &Text);

} // namespace mopt

#endif
