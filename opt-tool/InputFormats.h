//===- InputFormats.h - What mopt can read a module from --------*- C++ -*-===//
//
// The table of input formats, one row per format: the name `-x NAME`
// takes, the file extension that chooses it, how messages name it, and the
// reader. A file whose extension no row claims is TAC, the first row. A
// new format is a row in InputFormats.cpp; -x, its --help line and its
// error, and the choice by extension all read the table.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_INPUTFORMATS_H
#define MOPT_OPTTOOL_INPUTFORMATS_H

#include "absl/status/statusor.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace mopt {

class Module;
struct DriverOptions;

struct InputFormat {
  llvm::StringRef Name;
  /// The extension that chooses the format, with its dot ("" for none).
  llvm::StringRef Extension;
  /// How a message names it: "Bril JSON".
  llvm::StringRef Description;
  /// Whether -mini-locals applies to it.
  bool TakesMiniLocals;
  /// Reads Text, the contents of the file Name, into a module (not yet
  /// verified).
  absl::StatusOr<std::unique_ptr<Module>> (*Read)(std::string Text,
                                                  llvm::StringRef Name,
                                                  const DriverOptions &Opts);
};

llvm::ArrayRef<InputFormat> getInputFormats();
/// The format named Name, or null.
const InputFormat *lookupInputFormat(llvm::StringRef Name);
/// The format a file's extension chooses; TAC if none does.
const InputFormat &inputFormatOfPath(llvm::StringRef Path);
/// The names joined by Separator, for --help: "tac|bril|bril-json|mini".
std::string inputFormatNames(llvm::StringRef Separator);

} // namespace mopt

#endif
