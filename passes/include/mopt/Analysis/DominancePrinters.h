//===- mopt/Analysis/DominancePrinters.h - Printing dominance -*- C++ -*-===//
//
// Passes that print the dominance analyses of each function to standard
// output (before the module, which -disable-output suppresses):
//   print<domtree>     the tree, indented by depth: `[LEVEL] BLOCK`
//   print<idom>        one line per reachable block in layout order,
//                      `BLOCK PARENT`, with `-` as the entry's parent: a
//                      format fixed for scripts
//   print<domfrontier> one line per reachable block: `DF(BLOCK) = {A, B}`
// A printer may name an algorithm, `print<idom;lt>`, to build the tree with
// it instead of using the cached analysis. `dot-cfg` and `dot-domtree`
// write `cfg.FUNCTION.dot` and `domtree.FUNCTION.dot` for Graphviz, as
// LLVM's passes of the same names do.
//
// All of them need CFG form (after `lower`) and change nothing.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_DOMINANCEPRINTERS_H
#define MOPT_ANALYSIS_DOMINANCEPRINTERS_H

#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Pass/Pass.h"

#include <optional>

namespace mopt {

class BasicBlock;

enum class DominanceView { Tree, Idom, Frontier };

class DominancePrinterPass : public FunctionPass {
public:
  DominancePrinterPass(DominanceView View,
                       std::optional<DomAlgorithm> Algorithm = std::nullopt)
      : View(View), Algorithm(Algorithm) {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  DominanceView View;
  std::optional<DomAlgorithm> Algorithm;
};

class DotCFGPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

class DotDomTreePass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
