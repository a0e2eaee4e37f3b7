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
                       std::optional<DomAlgorithm> Algorithm = std::nullopt);
  /// The full spelling, e.g. `print<idom;lt>`, so that -print-after= and
  /// -time-passes tell the printers apart.
  llvm::StringRef getName() const override { return Name; }
  void printPipeline(std::string &Out) const override;
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

  /// Builds a printer from `print<...>` parameters such as "idom;lt";
  /// null if the first parameter names no dominance view.
  static absl::StatusOr<std::unique_ptr<Pass>>
  fromParams(llvm::StringRef Params);

private:
  DominanceView View;
  std::optional<DomAlgorithm> Algorithm;
  std::string Name;
};

class DotCFGPass : public FunctionPass {
public:
  llvm::StringRef getName() const override { return "dot-cfg"; }
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

class DotDomTreePass : public FunctionPass {
public:
  llvm::StringRef getName() const override { return "dot-domtree"; }
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
