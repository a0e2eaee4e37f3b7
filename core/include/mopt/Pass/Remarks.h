//===- mopt/Pass/Remarks.h - What a pass did and did not do -*- C++ -*-===//
//
// Optimisation remarks, as LLVM's -pass-remarks=REGEX and
// -pass-remarks-missed=REGEX: a pass reports what it did (passed) or chose
// not to do and why (missed), each remark one `FILE:LINE:COL: remark: ...`
// line on the emitter's stream. A remark is written only when the user asked
// for its kind with a pattern that matches the pass's name, so a pass asks
// isEnabled() first and builds no message when nobody listens.
//
// Invariant: each remark is written whole, under a lock, so functions run
// on several threads (-threads) never interleave within a line.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_REMARKS_H
#define MOPT_PASS_REMARKS_H

#include "absl/status/status.h"
#include "mopt/Support/SourceFile.h"
#include "llvm/ADT/StringRef.h"

#include <cstdio>
#include <memory>
#include <mutex>
#include <string>

namespace llvm {
class Regex;
}

namespace mopt {

enum class RemarkKind { Passed, Missed };

class RemarkEmitter {
public:
  explicit RemarkEmitter(std::FILE *Out);
  ~RemarkEmitter();

  /// Whether Pattern is an extended regular expression, with the reason
  /// if not.
  static absl::Status checkPattern(llvm::StringRef Pattern);
  /// Asks for remarks of kind K from the passes whose name matches
  /// Pattern (searched for in the name); Pattern passes checkPattern.
  void enable(RemarkKind K, llvm::StringRef Pattern);
  bool isEnabled(RemarkKind K, llvm::StringRef PassName) const;
  /// Writes one remark from PassName at Loc, if that is enabled.
  void emit(RemarkKind K, llvm::StringRef PassName, const SourceFiles &Sources,
            SourceLoc Loc, llvm::StringRef Message);

private:
  std::FILE *Out;
  std::unique_ptr<llvm::Regex> Filters[2];
  std::mutex Lock;
};

} // namespace mopt

#endif
