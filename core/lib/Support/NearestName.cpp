//===- NearestName.cpp - Did-you-mean suggestions -------------------------===//

#include "mopt/Support/NearestName.h"

using namespace mopt;

void NearestName::consider(llvm::StringRef Candidate) {
  if (Candidate == Typed)
    return;
  unsigned Distance = Typed.edit_distance(Candidate, /*AllowReplacements=*/true,
                                          /*MaxEditDistance=*/BestDistance);
  if (Distance < BestDistance && Distance < Typed.size()) {
    BestDistance = Distance;
    Best = Candidate.str();
  }
}

std::string mopt::didYouMeanSuffix(llvm::StringRef Near) {
  return Near.empty() ? "" : "; did you mean '" + Near.str() + "'?";
}

std::string mopt::didYouMean(llvm::StringRef Typed,
                             llvm::ArrayRef<llvm::StringRef> Candidates) {
  NearestName Nearest(Typed);
  for (llvm::StringRef Candidate : Candidates)
    Nearest.consider(Candidate);
  return didYouMeanSuffix(Nearest.get());
}

std::string mopt::joinAlternatives(llvm::ArrayRef<llvm::StringRef> Names,
                                   llvm::StringRef Quote) {
  std::string Text;
  for (size_t K = 0; K != Names.size(); ++K)
    Text += (K == 0                  ? ""
             : K + 1 == Names.size() ? " or "
                                     : ", ") +
            Quote.str() + Names[K].str() + Quote.str();
  return Text;
}
