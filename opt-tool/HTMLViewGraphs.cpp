//===- HTMLViewGraphs.cpp - The CFG and dominator tree on the page --------===//
//
// A function's CFG and dominator tree, taken as numbers and labels while
// the function exists, and drawn on the page with Graphviz's dot when it
// is on PATH (else shown as DOT text): the CFG with its branch edges
// labelled and its new blocks marked, the dominator tree with each block's
// dominance frontier, and a table of both.
//
//===----------------------------------------------------------------------===//

#include "Graphviz.h"
#include "HTMLViewImpl.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/Quote.h"
#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace mopt;
using namespace mopt::htmlview;

/// The label each of NumBlocks blocks is printed with, in layout order; ""
/// for an entry printed without one.
static std::vector<std::string> printedLabels(llvm::StringRef Text,
                                              unsigned NumBlocks) {
  std::vector<std::string> Labels;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines)
    if (isLabelLine(Line))
      Labels.push_back(Line.drop_back().str());
  if (Labels.size() < NumBlocks)
    Labels.insert(Labels.begin(), "");
  return Labels;
}

/// The edges of block BB (numbered N) in layout numbers; a conditional
/// branch's labelled `T` and `F`, or `T/F` on one edge when both go to one
/// block.
static void appendEdges(BasicBlock &BB, std::vector<GraphSnapshot::Edge> &Out) {
  unsigned N = BB.getNumber();
  if (auto *Br = llvm::dyn_cast_or_null<BranchInst>(BB.getTerminator())) {
    unsigned True = Br->getTrueTarget()->getNumber();
    unsigned False = Br->getFalseTarget()->getNumber();
    if (True == False) {
      Out.push_back({N, True, "T/F"});
      return;
    }
    Out.push_back({N, True, "T"});
    Out.push_back({N, False, "F"});
    return;
  }
  for (BasicBlock *Succ : successors(&BB))
    Out.push_back({N, Succ->getNumber(), ""});
}

GraphSnapshot htmlview::takeGraph(Function &F, llvm::StringRef Text) {
  DominatorTree DT(F, DomAlgorithm::CHK);
  DominanceFrontier DF(DT);
  const FlowGraph &G = DT.getGraph();
  GraphSnapshot S;
  S.Blocks = printedLabels(Text, G.size());
  // The dominator tree numbered the blocks as G's nodes.
  for (BasicBlock &BB : F)
    appendEdges(BB, S.Edges);
  for (unsigned N = 0; N != G.size(); ++N)
    S.Frontiers.push_back(DF.get(N).vec());
  S.Idoms = DT.getNodes().getIdoms();
  return S;
}

bool htmlview::sameCFG(const GraphSnapshot &A, const GraphSnapshot &B) {
  return A.Blocks == B.Blocks && A.Edges == B.Edges;
}

//===----------------------------------------------------------------------===//
// Graphs
//===----------------------------------------------------------------------===//

/// The node name of block N: its label, or `(entry)` for an entry printed
/// without one. The drawing's node titles are these names, which the
/// page's script maps back to blocks.
static std::string nodeName(const GraphSnapshot &G, unsigned N) {
  return G.Blocks[N].empty() ? "(entry)" : G.Blocks[N];
}

/// S as a quoted DOT string.
static std::string dotQuote(llvm::StringRef S) {
  return quoteWithBackslashes(S, '"');
}

static const char *const DotStyle =
    "  graph [bgcolor=transparent];\n"
    "  node [shape=box, style=\"rounded,filled\", fillcolor=white, "
    "fontname=monospace, fontsize=11, height=0.3];\n"
    "  edge [arrowsize=0.7, fontname=monospace];\n";

/// The attributes of an edge labelled Label: a conditional branch's true
/// edge green, its false edge red, both colours' label `T/F` dark.
static std::string edgeStyle(llvm::StringRef Label) {
  if (Label.empty())
    return "";
  const char *Color = Label == "T"   ? "#0b6e4f"
                      : Label == "F" ? "#b42318"
                                     : "#444444";
  return absl::StrCat(" [label=", dotQuote(Label), ", color=\"", Color,
                      "\", fontcolor=\"", Color, "\", fontsize=10]");
}

/// The CFG as DOT; blocks that Before lacks are filled yellow.
static std::string cfgDot(const GraphSnapshot &G, const GraphSnapshot *Before,
                          llvm::StringRef Id) {
  std::string Dot =
      absl::StrCat("digraph \"CFG\" {\n  id=", dotQuote(Id), ";\n", DotStyle);
  for (unsigned N = 0; N != G.Blocks.size(); ++N) {
    bool New = Before &&
               llvm::find(Before->Blocks, G.Blocks[N]) == Before->Blocks.end();
    absl::StrAppend(&Dot, "  ", dotQuote(nodeName(G, N)),
                    New ? " [fillcolor=\"#fff3b0\"]" : "", ";\n");
  }
  for (const GraphSnapshot::Edge &E : G.Edges)
    absl::StrAppend(&Dot, "  ", dotQuote(nodeName(G, E.From)), " -> ",
                    dotQuote(nodeName(G, E.To)), edgeStyle(E.Label), ";\n");
  return Dot + "}\n";
}

/// `{a, b}`: the frontier of block N.
static std::string frontierText(const GraphSnapshot &G, unsigned N) {
  std::vector<std::string> Names;
  for (unsigned F : G.Frontiers[N])
    Names.push_back(nodeName(G, F));
  return absl::StrCat("{", absl::StrJoin(Names, ", "), "}");
}

/// The dominator tree as DOT; each node's tooltip is its frontier.
static std::string domTreeDot(const GraphSnapshot &G, llvm::StringRef Id) {
  std::string Dot = absl::StrCat(
      "digraph \"dominator tree\" {\n  id=", dotQuote(Id), ";\n", DotStyle);
  for (unsigned N = 0; N != G.Blocks.size(); ++N)
    absl::StrAppend(&Dot, "  ", dotQuote(nodeName(G, N)), " [tooltip=",
                    dotQuote(absl::StrCat("DF(", nodeName(G, N),
                                          ") = ", frontierText(G, N))),
                    "];\n");
  for (unsigned N = 0; N != G.Blocks.size(); ++N)
    if (G.Idoms[N] != NoIdom && G.Idoms[N] != N)
      absl::StrAppend(&Dot, "  ", dotQuote(nodeName(G, G.Idoms[N])), " -> ",
                      dotQuote(nodeName(G, N)), ";\n");
  return Dot + "}\n";
}

/// A block's name as a span that selects the block.
static std::string blockSpan(const GraphSnapshot &G, unsigned N) {
  std::string Out;
  if (G.Blocks[N].empty())
    appendSpan(Out, "b", "", nodeName(G, N));
  else
    appendSpan(Out, "b", "b:" + G.Blocks[N], G.Blocks[N]);
  return Out;
}

/// Each block's immediate dominator and dominance frontier, as a table.
static void renderFrontierTable(const GraphSnapshot &G, std::string &Out) {
  Out += "<table class=\"df\">\n<tr><th>block</th><th>idom</th>"
         "<th>dominance frontier</th></tr>\n";
  for (unsigned N = 0; N != G.Blocks.size(); ++N) {
    absl::StrAppend(&Out, "<tr><td>", blockSpan(G, N), "</td><td>");
    if (G.Idoms[N] != NoIdom && G.Idoms[N] != N)
      Out += blockSpan(G, G.Idoms[N]);
    Out += "</td><td>";
    for (size_t K = 0; K != G.Frontiers[N].size(); ++K)
      absl::StrAppend(&Out, K ? ", " : "", blockSpan(G, G.Frontiers[N][K]));
    Out += "</td></tr>\n";
  }
  Out += "</table>\n";
}

/// The drawing of Dot when dot is at hand, else (or when it fails) the DOT
/// text and why it is not drawn.
static void renderGraph(const std::string &Dot,
                        const std::optional<std::string> &DotPath,
                        std::string &Out) {
  if (DotPath) {
    absl::StatusOr<std::string> SVG = renderSVG(*DotPath, Dot);
    if (SVG.ok()) {
      Out += *SVG;
      return;
    }
    absl::StrAppend(&Out, "<p class=\"note\">Not drawn: ",
                    escaped(std::string(SVG.status().message())), "</p>\n");
  }
  absl::StrAppend(&Out, "<pre class=\"dot\">", escaped(Dot), "</pre>\n");
}

/// The CFG and the dominator tree of H after each pass that changed its
/// CFG, in one element that names the function; hidden unless Shown. Id
/// makes the drawings' element ids unique in the page.
static void renderFunctionGraphs(const HTMLViewObserver::FunctionHistory &H,
                                 size_t Id, bool Shown,
                                 const std::optional<std::string> &DotPath,
                                 std::string &Out) {
  absl::StrAppend(&Out, "<div class=\"fngraphs\" data-fn=\"", escaped(H.Name),
                  Shown ? "\">\n" : "\" hidden>\n");
  const GraphSnapshot *Before = nullptr;
  for (size_t K = 0; K != H.Snapshots.size(); ++K) {
    const Snapshot &S = H.Snapshots[K];
    if (!S.Graph)
      continue;
    const GraphSnapshot &G = *S.Graph;
    std::string When = escaped(K ? "after " + S.Title : S.Title);
    std::string Suffix = absl::StrCat(Id, "_", K);
    Out += "<div class=\"gpair\">\n<figure class=\"cfg\">";
    absl::StrAppend(&Out, "<figcaption>CFG ", When, "</figcaption>\n");
    renderGraph(cfgDot(G, Before, "cfg" + Suffix), DotPath, Out);
    absl::StrAppend(&Out,
                    "</figure>\n<figure class=\"domtree\"><figcaption>"
                    "dominator tree ",
                    When, "</figcaption>\n");
    renderGraph(domTreeDot(G, "domtree" + Suffix), DotPath, Out);
    renderFrontierTable(G, Out);
    Out += "</figure>\n</div>\n";
    Before = &G;
  }
  if (!Before)
    Out += "<p class=\"note\">The function never reached CFG form (the "
           "<code>lower</code> pass makes it), so there is no CFG to "
           "draw.</p>\n";
  Out += "</div>\n";
}

void htmlview::renderGraphs(
    llvm::ArrayRef<HTMLViewObserver::FunctionHistory> Histories,
    llvm::StringRef Shown, std::string &Out) {
  Out += "<section id=\"graphs\">\n<h2>CFG and dominator tree</h2>\n"
         "<p>After each pass that changed the CFG. A conditional branch's "
         "edges are labelled <b>T</b> (true, green) and <b>F</b> (false, "
         "red), <b>T/F</b> when both go to one block. Blocks new since the "
         "drawing before are yellow; hover over a block of a dominator tree "
         "for its dominance frontier.</p>\n";
  std::optional<std::string> DotPath = findDot();
  if (!DotPath)
    Out += "<p class=\"note\">Graphviz's <code>dot</code> is not on PATH, so "
           "the graphs are shown as DOT text (Debian's package "
           "<code>graphviz</code> has it).</p>\n";
  for (size_t K = 0; K != Histories.size(); ++K)
    renderFunctionGraphs(Histories[K], K, Histories[K].Name == Shown, DotPath,
                         Out);
  Out += "</section>\n";
}
