//===- mopt/Support/Diagnostic.h - FILE:LINE:COL: error: messages -*- C++ -*-=//
//
// Every error that reaches a user is formatted here, in the form compilers
// use: `FILE:LINE:COL: error: MESSAGE`, then the source line and a caret under
// the column. Errors travel as absl::Status values whose message is already
// formatted, so each layer can return them unchanged. Remarks (what a pass
// did or did not do, Pass/Remarks.h) take the same position, one line each.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_DIAGNOSTIC_H
#define MOPT_SUPPORT_DIAGNOSTIC_H

#include "absl/status/status.h"
#include "mopt/Support/SourceFile.h"

namespace mopt {

/// Formats a diagnostic at Loc (the file and line quoted when known).
std::string formatDiagnostic(const SourceFiles &Sources, SourceLoc Loc,
                             llvm::StringRef Message);

/// A remark at Loc: `FILE:LINE:COL: remark: MESSAGE`, one line, no quote
/// of the source (a pass may write thousands).
std::string formatRemark(const SourceFiles &Sources, SourceLoc Loc,
                         llvm::StringRef Message);

/// An error status carrying formatDiagnostic's text.
absl::Status makeError(const SourceFiles &Sources, SourceLoc Loc,
                       llvm::StringRef Message);

} // namespace mopt

#endif
