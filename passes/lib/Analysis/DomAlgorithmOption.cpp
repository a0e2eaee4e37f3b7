//===- DomAlgorithmOption.cpp - The -dom-algorithm option -----------------===//
//
// -dom-algorithm=NAME: the algorithm by which the dominator and
// post-dominator trees are built, and getChosenDomAlgorithm, which reads it
// from the analysis manager. Its names, its help and its message come from
// the algorithm table (DomAlgorithms.cpp). It is declared here, in the
// analysis library that mopt links, and not in the dominance plugin: the
// command line is read before any plugin loads, and the ssa, out-of-ssa and
// scalar families build dominator trees without that plugin.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Support/CommandLine.h"
#include "mopt/Support/NearestName.h"

using namespace mopt;

/// What the trees are built with when the command line does not say:
/// Semi-NCA, as LLVM builds them, the fastest here on random CFG-like graphs
/// of every size, and (with its Lengauer-Tarjan finish) never quadratic,
/// where chk is on deep nests and ladders (bench/README.md, dom-bench).
static constexpr DomAlgorithm DefaultDomAlgorithm = DomAlgorithm::SNCA;

/// "build dominator trees with chk, slt, lt, snca (default) or ...".
static std::string domAlgorithmHelp() {
  std::vector<std::string> Names;
  for (DomAlgorithm A : getDomAlgorithms())
    Names.push_back(getDomAlgorithmName(A).str() +
                    (A == DefaultDomAlgorithm ? " (default)" : ""));
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

DomAlgorithm mopt::getChosenDomAlgorithm(const FunctionAnalysisManager &AM) {
  return parseDomAlgorithm(AM.getOption(DomAlgorithmOption.getName()))
      .value_or(DefaultDomAlgorithm);
}
