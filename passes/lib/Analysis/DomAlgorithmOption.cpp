//===- DomAlgorithmOption.cpp - The -dom-algorithm option -----------------===//
//
// -dom-algorithm=NAME: the algorithm by which the dominator and
// post-dominator trees are built (getChosenDomAlgorithm reads it from the
// analysis manager's "dom-algorithm" option). Its names, its help and its
// message come from the algorithm table (DomAlgorithms.cpp). It is declared
// here, in the analysis library that mopt links, and not in the dominance
// plugin: the command line is read before any plugin loads, and the ssa,
// out-of-ssa and scalar families build dominator trees without it.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Support/CommandLine.h"
#include "mopt/Support/NearestName.h"

using namespace mopt;

/// "build dominator trees with chk (default), slt, ...": the first row of
/// the table is the default.
static std::string domAlgorithmHelp() {
  std::vector<std::string> Names;
  for (DomAlgorithm A : getDomAlgorithms())
    Names.push_back(getDomAlgorithmName(A).str() +
                    (Names.empty() ? " (default)" : ""));
  llvm::SmallVector<llvm::StringRef, 5> Refs(Names.begin(), Names.end());
  return wrapHelp("build dominator trees with " + joinAlternatives(Refs));
}

static absl::Status checkDomAlgorithm(llvm::StringRef Name) {
  if (parseDomAlgorithm(Name))
    return absl::OkStatus();
  return absl::InvalidArgumentError(
      "takes " + getDomAlgorithmChoices() + ", not '" + Name.str() + "'" +
      didYouMeanSuffix(suggestDomAlgorithm(Name)));
}

static const AnalysisOption DomAlgorithmOption("dom-algorithm", "=<name>",
                                               domAlgorithmHelp(),
                                               checkDomAlgorithm);
