//===- mopt/Support/NearestName.h - Did-you-mean suggestions ----*- C++ -*-===//
//
// The one rule by which every name a user types (a pass, a pass's
// parameter, an opcode, an option, an option's value) gets a suggestion:
// the candidate at the smallest edit distance (Levenshtein, as
// llvm::StringRef::edit_distance counts it), if that distance is at most 2
// and smaller than the typed name's length, so that "x" is not taken for
// "y". Ties go to the earliest candidate. The same names, listed, make the
// rest of the message.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_NEARESTNAME_H
#define MOPT_SUPPORT_NEARESTNAME_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mopt {

/// Collects candidates one at a time and keeps the nearest to Typed.
class NearestName {
public:
  explicit NearestName(llvm::StringRef Typed) : Typed(Typed) {}

  void consider(llvm::StringRef Candidate);
  /// The nearest candidate, or "" when none is near enough.
  const std::string &get() const { return Best; }

private:
  llvm::StringRef Typed;
  std::string Best;
  unsigned BestDistance = 3;
};

/// "; did you mean 'NEAREST'?", or "" when no candidate is near enough.
std::string didYouMean(llvm::StringRef Typed,
                       llvm::ArrayRef<llvm::StringRef> Candidates);

/// "a, b or c" (each name between Quote and Quote), the choices a message
/// lists.
std::string joinAlternatives(llvm::ArrayRef<llvm::StringRef> Names,
                             llvm::StringRef Quote = "");

/// "; did you mean 'Near'?", or "" when Near is empty (what
/// NearestName::get() gives when no candidate was near enough).
std::string didYouMeanSuffix(llvm::StringRef Near);

} // namespace mopt

#endif
