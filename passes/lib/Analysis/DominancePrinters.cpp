//===- DominancePrinters.cpp - Printing dominance -------------------------===//

#include "mopt/Analysis/DominancePrinters.h"
#include "absl/strings/str_cat.h"
#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Support/DepthFirstWalk.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NearestName.h"

#include <cstdio>
#include <fstream>

using namespace mopt;

/// The printer of View; Params, if any, names the algorithm that builds the
/// tree instead of the cached analysis (`lt` in `print<idom;lt>`).
static absl::StatusOr<std::unique_ptr<Pass>>
makeDominancePrinter(DominanceView View, llvm::StringRef Params) {
  if (Params.empty())
    return std::make_unique<DominancePrinterPass>(View);
  std::optional<DomAlgorithm> A = parseDomAlgorithm(Params);
  if (!A)
    return absl::InvalidArgumentError(
        absl::StrCat("unknown dominator algorithm '", Params.str(), "' (",
                     getDomAlgorithmChoices(), ")",
                     didYouMeanSuffix(suggestDomAlgorithm(Params))));
  return std::make_unique<DominancePrinterPass>(View, A);
}

namespace mopt {
absl::StatusOr<std::unique_ptr<Pass>>
createDomTreePrinterPass(llvm::StringRef Params) {
  return makeDominancePrinter(DominanceView::Tree, Params);
}
absl::StatusOr<std::unique_ptr<Pass>>
createIdomPrinterPass(llvm::StringRef Params) {
  return makeDominancePrinter(DominanceView::Idom, Params);
}
absl::StatusOr<std::unique_ptr<Pass>>
createDomFrontierPrinterPass(llvm::StringRef Params) {
  return makeDominancePrinter(DominanceView::Frontier, Params);
}
} // namespace mopt

namespace {
/// The depth-first walk's visitor that prints each block of the tree,
/// indented by its depth, in pre-order.
struct TreePrinter : DepthFirstVisitor {
  const DominatorTree &DT;
  std::string &Out;

  bool isVisited(unsigned) const { return false; } // a tree
  unsigned enter(unsigned N, unsigned) {
    unsigned Level = DT.getNodes().getLevel(N);
    absl::StrAppend(&Out, std::string(2 * Level + 2, ' '), "[", Level, "] ",
                    DT.getBlock(N)->getDisplayName(), "\n");
    return N;
  }
};
} // namespace

static void printTree(const DominatorTree &DT, std::string &Out) {
  TreePrinter Printer{{}, DT, Out};
  walkDepthFirst(DT.getNodes().childRows(), DT.getNodes().getRoot(), Printer);
}

static void printIdoms(const DominatorTree &DT, std::string &Out) {
  for (unsigned N = 0; N != DT.getNodes().size(); ++N) {
    BasicBlock *BB = DT.getBlock(N);
    if (!DT.isReachable(BB))
      continue;
    BasicBlock *Idom = DT.getIdom(BB);
    absl::StrAppend(&Out, BB->getDisplayName(), " ",
                    Idom ? Idom->getDisplayName() : "-", "\n");
  }
}

static void printFrontiers(const DominatorTree &DT, std::string &Out) {
  std::vector<std::vector<unsigned>> DF =
      computeDominanceFrontiers(DT.getGraph(), DT.getNodes());
  for (unsigned N = 0; N != DF.size(); ++N) {
    if (!DT.getNodes().isReachable(N))
      continue;
    absl::StrAppend(&Out, "DF(", DT.getBlock(N)->getDisplayName(), ") = {");
    for (unsigned I = 0; I != DF[N].size(); ++I)
      absl::StrAppend(&Out, I ? ", " : "",
                      DT.getBlock(DF[N][I])->getDisplayName());
    Out += "}\n";
  }
}

absl::StatusOr<PreservedAnalyses>
DominancePrinterPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  std::unique_ptr<DominatorTree> Own;
  const DominatorTree *DT;
  if (Algorithm) {
    Own = std::make_unique<DominatorTree>(F, *Algorithm);
    DT = Own.get();
  } else {
    DT = &AM.getResult<DominatorTreeAnalysis>(F);
  }
  // As opt prints analyses: on standard error, under a header naming the
  // analysis and the function, so that the module on standard output stays
  // clean and every line can be attributed.
  // The analysis is the row's parameter: `domtree` in `print<domtree;lt>`.
  llvm::StringRef Analysis =
      getName().split('<').second.split(';').first.split('>').first;
  std::string Out = absl::StrCat("Printing analysis '", Analysis.str(),
                                 "' for function '", F.getName().str(), "'");
  if (View == DominanceView::Tree)
    absl::StrAppend(&Out, " (", getDomAlgorithmName(DT->getAlgorithm()).str(),
                    ")");
  Out += ":\n";
  if (View == DominanceView::Tree)
    printTree(*DT, Out);
  else if (View == DominanceView::Idom)
    printIdoms(*DT, Out);
  else
    printFrontiers(*DT, Out);
  std::fwrite(Out.data(), 1, Out.size(), stderr);
  return PreservedAnalyses::all();
}

/// S escaped for the inside of a Graphviz-quoted string.
static std::string dotEscape(llvm::StringRef S) {
  std::string Out;
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out;
}

/// A Graphviz-quoted string.
static std::string dotQuote(llvm::StringRef S) {
  return "\"" + dotEscape(S) + "\"";
}

static absl::Status writeDotFile(const std::string &Path,
                                 const std::string &Text) {
  std::fprintf(stderr, "Writing '%s'...\n", Path.c_str());
  std::ofstream Out(Path, std::ios::binary);
  Out << Text;
  if (!Out)
    return absl::InternalError("cannot write '" + Path + "'");
  return absl::OkStatus();
}

absl::StatusOr<PreservedAnalyses> DotCFGPass::run(Function &F,
                                                  FunctionAnalysisManager &) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  std::string Dot =
      absl::StrCat("digraph ", dotQuote("CFG of " + F.getName().str()),
                   " {\n  node [shape=box, fontname=monospace];\n");
  F.renumberBlocks();
  for (BasicBlock &BB : F) {
    // Each line ends in \l, Graphviz's left-justified line break, which
    // must stay unescaped.
    std::string Label = dotEscape(BB.getDisplayName() + ":") + "\\l";
    for (Instruction &I : BB)
      Label += dotEscape("  " + printInstruction(I)) + "\\l";
    absl::StrAppend(&Dot, "  b", BB.getNumber(), " [label=\"", Label, "\"];\n");
  }
  for (BasicBlock &BB : F)
    if (Instruction *T = BB.getTerminator())
      for (Use &U : T->operands())
        if (auto *Succ = llvm::dyn_cast<BasicBlock>(U.get()))
          absl::StrAppend(&Dot, "  b", BB.getNumber(), " -> b",
                          Succ->getNumber(), ";\n");
  Dot += "}\n";
  if (absl::Status S = writeDotFile("cfg." + F.getName().str() + ".dot", Dot);
      !S.ok())
    return S;
  return PreservedAnalyses::all();
}

absl::StatusOr<PreservedAnalyses>
DotDomTreePass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  const DominatorTree &DT = AM.getResult<DominatorTreeAnalysis>(F);
  std::string Dot = absl::StrCat(
      "digraph ", dotQuote("Dominator tree of " + F.getName().str()),
      " {\n  node [shape=box, fontname=monospace];\n");
  for (unsigned N = 0; N != DT.getNodes().size(); ++N) {
    if (!DT.getNodes().isReachable(N))
      continue;
    absl::StrAppend(&Dot, "  b", N,
                    " [label=", dotQuote(DT.getBlock(N)->getDisplayName()),
                    "];\n");
    unsigned Idom = DT.getNodes().getIdom(N);
    if (Idom != NoIdom)
      absl::StrAppend(&Dot, "  b", Idom, " -> b", N, ";\n");
  }
  Dot += "}\n";
  if (absl::Status S =
          writeDotFile("domtree." + F.getName().str() + ".dot", Dot);
      !S.ok())
    return S;
  return PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createDotCFGPass, DotCFGPass)
MOPT_FUNCTION_PASS_FACTORY(createDotDomTreePass, DotDomTreePass)
