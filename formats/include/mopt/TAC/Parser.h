//===- mopt/TAC/Parser.h - Reading TAC text ---------------------*- C++ -*-===//
//
// Parses the TAC text format of docs/TAC.md into a Module in flat form. The
// parser reads the buffer once, line by line, and reports the first error as
// `FILE:LINE:COL: error: MESSAGE` with the line and a caret.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TAC_PARSER_H
#define MOPT_TAC_PARSER_H

#include "absl/status/statusor.h"
#include "mopt/Formats/LazyReader.h"
#include "mopt/IR/Module.h"

#include <memory>
#include <string>

namespace mopt {

/// Parses Text (named FileName in messages). The module keeps a copy of the
/// text for later diagnostics.
absl::StatusOr<std::unique_ptr<Module>> parseTAC(llvm::StringRef Text,
                                                 llvm::StringRef FileName);
/// As above, moving the text into the module instead of copying it; with
/// Threads > 1, function bodies are read on up to that many threads (same
/// module, same first error).
absl::StatusOr<std::unique_ptr<Module>>
parseTACBuffer(std::unique_ptr<llvm::MemoryBuffer> Text,
               llvm::StringRef FileName, unsigned Threads = 1);
/// Text, to be read a function at a time (mopt/Formats/LazyReader.h).
std::unique_ptr<LazyReader>
openTACLazily(std::unique_ptr<llvm::MemoryBuffer> Text,
              llvm::StringRef FileName);

} // namespace mopt

#endif
