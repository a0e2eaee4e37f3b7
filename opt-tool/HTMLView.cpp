//===- HTMLView.cpp - The pipeline as one HTML page -----------------------===//
//
// The page is built from the printed text of each snapshot. The printer's
// output is regular (docs/TAC.md): a `func` header, `LABEL:` lines, and
// instructions two blanks in, `[DEST = ]OPCODE OPERANDS`; labels appear as
// operands only in jmp, in br after the condition, and second in a phi's
// `[value, label]` pairs. So each line is cut into spans without parsing
// it again: values, variables and labels carry a key (`v:NAME`, `x:NAME`,
// `b:NAME`) that the page's script matches on, and definitions a `def`
// class. Everything the IR or the user supplied is HTML-escaped.
//
//===----------------------------------------------------------------------===//

#include "HTMLView.h"
#include "Graphviz.h"
#include "HTMLViewAssets.h"
#include "OutputFile.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Opcode.h"
#include "mopt/Pass/Pass.h"
#include "mopt/Support/Quote.h"
#include "mopt/TAC/Printer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>

using namespace mopt;

using GraphSnapshot = HTMLViewObserver::GraphSnapshot;
using Snapshot = HTMLViewObserver::Snapshot;

HTMLViewObserver::HTMLViewObserver(std::string Path, std::string FunctionName,
                                   std::string InputName, std::string Pipeline)
    : Path(std::move(Path)), FunctionName(std::move(FunctionName)),
      InputName(std::move(InputName)), Pipeline(std::move(Pipeline)) {}

//===----------------------------------------------------------------------===//
// Snapshots
//===----------------------------------------------------------------------===//

/// A `LABEL:` line of printed TAC.
static bool isLabelLine(llvm::StringRef Line) {
  return !Line.empty() && Line[0] != ' ' && !Line.starts_with("func ") &&
         Line.ends_with(":");
}

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

/// The CFG and dominator tree of F (in CFG form or later), built with
/// mopt's own analyses; Text is F as printed.
static GraphSnapshot takeGraph(Function &F, llvm::StringRef Text) {
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

static bool sameCFG(const GraphSnapshot &A, const GraphSnapshot &B) {
  return A.Blocks == B.Blocks && A.Edges == B.Edges;
}

static llvm::SmallVector<llvm::StringRef, 64> splitLines(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.consume_back("\n");
  if (!Text.empty())
    Text.split(Lines, '\n');
  return Lines;
}

/// The line of Loc in file File, or 0 when it is unknown or elsewhere.
static uint32_t lineIn(SourceLoc Loc, uint32_t File) {
  return Loc.isKnown() && Loc.File == File ? Loc.Line : 0;
}

/// The source line of each line of Text, F as printed: the header's is
/// F's, a label line's its block's and an instruction's its own.
static std::vector<uint32_t> sourceLines(Function &F, llvm::StringRef Text,
                                         uint32_t File) {
  auto Lines = splitLines(Text);
  std::vector<uint32_t> Out(Lines.size(), 0);
  size_t K = 0;
  if (K != Lines.size())
    Out[K++] = lineIn(F.getLoc(), File);
  for (BasicBlock &BB : F) {
    if (K != Lines.size() && isLabelLine(Lines[K]))
      Out[K++] = lineIn(BB.getLoc(), File);
    for (Instruction &I : BB)
      if (K != Lines.size())
        Out[K++] = lineIn(I.getLoc(), File);
  }
  return Out;
}

void HTMLViewObserver::takeSnapshot(FunctionHistory &H, std::string Title,
                                    Function *F) {
  Snapshot S;
  S.Title = std::move(Title);
  if (F) {
    S.Form = getFormName(F->getForm()).str();
    printFunction(*F, S.Text);
    S.SourceLines = sourceLines(*F, S.Text, Source.File);
    if (F->getForm() != IRForm::Flat) {
      GraphSnapshot G = takeGraph(*F, S.Text);
      if (!H.LastGraph || !sameCFG(G, *H.LastGraph)) {
        H.LastGraph = G;
        S.Graph = std::move(G);
      }
    }
  }
  H.Snapshots.push_back(std::move(S));
}

HTMLViewObserver::FunctionHistory &
HTMLViewObserver::historyOf(llvm::StringRef Name) {
  auto [It, New] = HistoryIndex.try_emplace(Name, Histories.size());
  if (New)
    Histories.push_back({Name.str(), {}, std::nullopt, ""});
  return Histories[It->second];
}

absl::Status HTMLViewObserver::recordInput(Module &M) {
  Function *F = nullptr;
  if (!FunctionName.empty()) {
    F = M.lookupFunction(FunctionName);
    if (!F)
      return absl::NotFoundError(absl::StrCat(
          "-html-func: the module has no function '", FunctionName, "'"));
  } else if (!(F = M.lookupFunction("main"))) {
    if (M.size() != 1)
      return absl::InvalidArgumentError(
          "--html: the module has no function 'main' and more than one "
          "function or none: name one with -html-func=NAME");
    F = &*M.begin();
  }
  FunctionName = F->getName().str();
  const SourceFiles &Files = M.getSources();
  if (Files.contains(0))
    Source = {Files.get(0).Name, Files.get(0).getText().str(), 0};
  Started = true;
  for (Function &Each : M)
    takeSnapshot(historyOf(Each.getName()), "input", &Each);
  return absl::OkStatus();
}

/// The pass as pipeline text, e.g. `ssa<minimal>`.
static std::string passTitle(const Pass &P) {
  std::string Title;
  P.printPipeline(Title);
  return Title;
}

bool HTMLViewObserver::beforePass(const Pass &P, IRUnit U) {
  if (!Started)
    return true;
  if (!U.F)
    Running = passTitle(P);
  else if (auto It = HistoryIndex.find(U.F->getName());
           It != HistoryIndex.end())
    Histories[It->second].Running = passTitle(P);
  return true;
}

absl::Status HTMLViewObserver::afterPass(const Pass &P, IRUnit U,
                                         const PreservedAnalyses &) {
  if (!Started)
    return absl::OkStatus();
  std::string Title = passTitle(P);
  if (U.F) {
    FunctionHistory &H = historyOf(U.F->getName());
    takeSnapshot(H, Title, U.F);
    H.Running.clear();
    return absl::OkStatus();
  }
  // A module pass may delete functions (shown once as deleted) and add new
  // ones, whose history starts here.
  for (FunctionHistory &H : Histories)
    if (!H.Snapshots.back().Form.empty() && !U.M->lookupFunction(H.Name))
      takeSnapshot(H, Title, nullptr);
  for (Function &F : *U.M)
    takeSnapshot(historyOf(F.getName()), Title, &F);
  Running.clear();
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// Changed lines
//===----------------------------------------------------------------------===//

/// The most cells the table of the longest common subsequence may have.
static constexpr size_t MaxDiffCells = size_t(1) << 22;

/// Marks the lines of New that are not in a longest common subsequence of
/// Old and New (after the common head and tail are set aside). Past
/// MaxDiffCells, a line counts as kept when Old has an unmatched copy of it
/// anywhere.
static std::vector<bool> changedLines(llvm::ArrayRef<llvm::StringRef> Old,
                                      llvm::ArrayRef<llvm::StringRef> New) {
  std::vector<bool> Changed(New.size(), false);
  size_t Head = 0;
  while (Head < Old.size() && Head < New.size() && Old[Head] == New[Head])
    ++Head;
  size_t Tail = 0;
  while (Tail < Old.size() - Head && Tail < New.size() - Head &&
         Old[Old.size() - 1 - Tail] == New[New.size() - 1 - Tail])
    ++Tail;
  llvm::ArrayRef<llvm::StringRef> A = Old.slice(Head, Old.size() - Head - Tail);
  llvm::ArrayRef<llvm::StringRef> B = New.slice(Head, New.size() - Head - Tail);
  if ((A.size() + 1) * (B.size() + 1) > MaxDiffCells) {
    llvm::StringMap<unsigned> Unmatched;
    for (llvm::StringRef Line : A)
      ++Unmatched[Line];
    for (size_t J = 0; J != B.size(); ++J) {
      auto It = Unmatched.find(B[J]);
      if (It == Unmatched.end() || It->second == 0)
        Changed[Head + J] = true;
      else
        --It->second;
    }
    return Changed;
  }
  // Length[I * Width + J]: the longest common subsequence of A[I..], B[J..].
  size_t Width = B.size() + 1;
  std::vector<unsigned> Length((A.size() + 1) * Width, 0);
  for (size_t I = A.size(); I-- > 0;)
    for (size_t J = B.size(); J-- > 0;)
      Length[I * Width + J] = A[I] == B[J]
                                  ? Length[(I + 1) * Width + J + 1] + 1
                                  : std::max(Length[(I + 1) * Width + J],
                                             Length[I * Width + J + 1]);
  for (size_t I = 0, J = 0; J != B.size();) {
    if (I != A.size() && A[I] == B[J]) {
      ++I;
      ++J;
    } else if (I != A.size() &&
               Length[(I + 1) * Width + J] >= Length[I * Width + J + 1]) {
      ++I;
    } else {
      Changed[Head + J++] = true;
    }
  }
  return Changed;
}

//===----------------------------------------------------------------------===//
// HTML
//===----------------------------------------------------------------------===//

/// Appends S with the characters HTML gives a meaning to escaped, so that
/// it reads the same as text and inside a quoted attribute.
static void appendEscaped(std::string &Out, llvm::StringRef S) {
  for (char C : S) {
    switch (C) {
    case '&':
      Out += "&amp;";
      break;
    case '<':
      Out += "&lt;";
      break;
    case '>':
      Out += "&gt;";
      break;
    case '"':
      Out += "&quot;";
      break;
    case '\'':
      Out += "&#39;";
      break;
    default:
      Out += C;
    }
  }
}

static std::string escaped(llvm::StringRef S) {
  std::string Out;
  appendEscaped(Out, S);
  return Out;
}

/// A span of class Class; a click on it selects Key unless Key is empty.
static void appendSpan(std::string &Out, llvm::StringRef Class,
                       llvm::StringRef Key, llvm::StringRef Text) {
  absl::StrAppend(&Out, "<span class=\"", Class.str(), "\"");
  if (!Key.empty())
    absl::StrAppend(&Out, " data-k=\"", escaped(Key), "\"");
  absl::StrAppend(&Out, ">", escaped(Text), "</span>");
}

static bool isNameStart(char C) { return llvm::isAlpha(C) || C == '_'; }
static bool isNameChar(char C) {
  return isNameStart(C) || llvm::isDigit(C) || C == '.';
}

/// The length of the name that starts Text.
static size_t nameLength(llvm::StringRef Text) {
  size_t N = 0;
  while (N != Text.size() && isNameChar(Text[N]))
    ++N;
  return N;
}

/// A value (`%x`) or a variable, as a definition when Def is set.
static void appendValueOrVariable(std::string &Out, llvm::StringRef Word,
                                  bool Def) {
  bool IsValue = Word.starts_with("%");
  std::string Class = IsValue ? "v" : "x";
  if (Def)
    Class += " def";
  appendSpan(Out, Class, (IsValue ? "v:" : "x:") + Word.str(), Word);
}

/// The operands of one instruction with opcode Op.
static void renderOperands(std::optional<Opcode> Op, llvm::StringRef Text,
                           std::string &Out) {
  unsigned Index = 0, PairPosition = 0;
  bool InPair = false;
  for (size_t I = 0; I != Text.size();) {
    char C = Text[I];
    bool Value = C == '%' && I + 1 != Text.size() && isNameChar(Text[I + 1]);
    if (Value || isNameStart(C)) {
      size_t Length = Value + nameLength(Text.substr(I + Value));
      llvm::StringRef Word = Text.substr(I, Length);
      bool Label = Op == Opcode::Jmp || (Op == Opcode::Br && Index > 0) ||
                   (Op == Opcode::Phi && InPair && PairPosition == 1);
      if (Value)
        appendValueOrVariable(Out, Word, false);
      else if (I > 0 && Text[I - 1] == ':') // print's `:bool`
        appendSpan(Out, "kw", "", Word);
      else if (Op == Opcode::Call && Index == 0)
        appendSpan(Out, "fn", "", Word);
      else if (Label)
        appendSpan(Out, "b", "b:" + Word.str(), Word);
      else
        appendValueOrVariable(Out, Word, false);
      I += Length;
      continue;
    }
    if (C == '[') {
      InPair = true;
      PairPosition = 0;
    } else if (C == ']') {
      InPair = false;
    } else if (C == ',') {
      if (InPair)
        ++PairPosition;
      else
        ++Index;
    }
    appendEscaped(Out, llvm::StringRef(&C, 1));
    ++I;
  }
}

/// `[DEST = ]OPCODE OPERANDS`, the two blanks before it already gone.
static void renderInstruction(llvm::StringRef Body, std::string &Out) {
  size_t FirstEnd = Body.find(' ');
  if (FirstEnd != llvm::StringRef::npos &&
      Body.substr(FirstEnd).starts_with(" = ")) {
    appendValueOrVariable(Out, Body.take_front(FirstEnd), true);
    Out += " = ";
    Body = Body.drop_front(FirstEnd + 3);
  }
  auto [Word, Operands] = Body.split(' ');
  appendSpan(Out, "op", "", Word);
  if (Word.size() != Body.size()) {
    Out += ' ';
    renderOperands(lookupOpcode(Word), Operands, Out);
  }
}

/// `func NAME(PARAMS)[ -> TYPE]:`, a parameter `NAME[: TYPE]`; each
/// parameter names the variable that holds it.
static void renderHeader(llvm::StringRef Line, std::string &Out) {
  llvm::StringRef Rest = Line.drop_front(5);
  auto [Name, AfterName] = Rest.split('(');
  size_t Close = AfterName.rfind(')');
  llvm::StringRef Params = AfterName.take_front(Close);
  llvm::StringRef Tail = AfterName.drop_front(Params.size());
  appendSpan(Out, "kw", "", "func");
  Out += ' ';
  appendSpan(Out, "fn", "", Name);
  Out += '(';
  llvm::SmallVector<llvm::StringRef, 4> Each;
  if (!Params.empty())
    Params.split(Each, ", ");
  for (size_t K = 0; K != Each.size(); ++K) {
    if (K)
      Out += ", ";
    auto [Param, Type] = Each[K].split(": ");
    appendSpan(Out, "x", "x:" + Param.str(), Param);
    if (Param.size() != Each[K].size()) {
      Out += ": ";
      appendSpan(Out, "kw", "", Type);
    }
  }
  appendEscaped(Out, Tail);
}

static void renderLine(llvm::StringRef Line, std::string &Out) {
  if (Line.starts_with("func "))
    renderHeader(Line, Out);
  else if (isLabelLine(Line)) {
    llvm::StringRef Label = Line.drop_back();
    appendSpan(Out, "b def", "b:" + Label.str(), Label);
    Out += ':';
  } else if (Line.starts_with("  ")) {
    Out += "  ";
    renderInstruction(Line.drop_front(2), Out);
  } else {
    appendEscaped(Out, Line);
  }
}

/// The start of a line linked to source line Line, or marked as having
/// none when Line is 0; the page's style shows the number (or `-`) in a
/// gutter.
static void openLine(uint32_t Line, bool Changed, std::string &Out) {
  absl::StrAppend(&Out, "<div class=\"ln", Changed ? " chg" : "",
                  Line ? "" : " nosrc", "\"");
  if (Line)
    absl::StrAppend(&Out, " data-l=\"", Line, "\"");
  Out += '>';
}

/// The heading of a column (a click folds it) and the start of its lines.
static void openColumn(llvm::StringRef Class, llvm::StringRef Title,
                       llvm::StringRef Form, llvm::StringRef Note,
                       std::string &Out) {
  absl::StrAppend(&Out, "<section class=\"", Class.str(),
                  "\">\n<h2 class=\"colhead\" title=\"click to fold or "
                  "unfold\">",
                  escaped(Title));
  if (!Form.empty())
    absl::StrAppend(&Out, "<span class=\"form\">", escaped(Form), "</span>");
  if (!Note.empty())
    absl::StrAppend(&Out, "<span class=\"same\">", escaped(Note), "</span>");
  Out += "</h2>\n<div class=\"code\">\n";
}

/// The first column: the input text, each line keyed by its number.
static void renderSourceColumn(const HTMLViewObserver::SourceText &Source,
                               std::string &Out) {
  openColumn("col src", "source", Source.Name, "", Out);
  auto Lines = splitLines(Source.Text);
  for (size_t K = 0; K != Lines.size(); ++K) {
    openLine(K + 1, false, Out);
    appendEscaped(Out, Lines[K].rtrim('\r'));
    Out += "</div>\n";
  }
  Out += "</div>\n</section>\n";
}

/// One column: the function's lines, those not in Before marked, each
/// linked to its source line, each block's lines in one element. A column
/// the pass left as it was (text, form and source lines) starts folded.
static void renderColumn(const Snapshot &S, const Snapshot *Before,
                         std::string &Out) {
  bool Same = Before && Before->Text == S.Text && Before->Form == S.Form &&
              Before->SourceLines == S.SourceLines;
  openColumn(Same ? "col folded" : "col", S.Title, S.Form,
             Same ? "no change" : "", Out);
  if (S.Form.empty())
    Out += "<div class=\"gone\">the pass deleted the function</div>\n";
  auto Lines = splitLines(S.Text);
  std::vector<bool> Changed(Lines.size(), false);
  if (Before)
    Changed = changedLines(splitLines(Before->Text), Lines);
  bool InBlock = false;
  for (size_t K = 0; K != Lines.size(); ++K) {
    if (isLabelLine(Lines[K])) {
      if (InBlock)
        Out += "</div>\n";
      absl::StrAppend(&Out, "<div class=\"blk\" data-b=\"",
                      escaped(Lines[K].drop_back()), "\">\n");
      InBlock = true;
    }
    openLine(S.SourceLines[K], Changed[K], Out);
    renderLine(Lines[K], Out);
    Out += "</div>\n";
  }
  if (InBlock)
    Out += "</div>\n";
  Out += "</div>\n</section>\n";
}

/// The first and last source line of any snapshot of H, if it has any.
static std::optional<std::pair<uint32_t, uint32_t>>
sourceRange(const HTMLViewObserver::FunctionHistory &H) {
  uint32_t First = UINT32_MAX, Last = 0;
  for (const Snapshot &S : H.Snapshots)
    for (uint32_t Line : S.SourceLines)
      if (Line) {
        First = std::min(First, Line);
        Last = std::max(Last, Line);
      }
  if (!Last)
    return std::nullopt;
  return std::make_pair(First, Last);
}

/// The columns of H, in one element that names the function and the
/// source lines the source column shows with it (all when it has none);
/// hidden unless Shown.
static void renderFunctionColumns(const HTMLViewObserver::FunctionHistory &H,
                                  bool Shown, std::string &Out) {
  absl::StrAppend(&Out, "<div class=\"fnview\" data-fn=\"", escaped(H.Name),
                  "\"");
  if (auto Range = sourceRange(H))
    absl::StrAppend(&Out, " data-first=\"", Range->first, "\" data-last=\"",
                    Range->second, "\"");
  Out += Shown ? ">\n" : " hidden>\n";
  for (size_t K = 0; K != H.Snapshots.size(); ++K)
    renderColumn(H.Snapshots[K], K ? &H.Snapshots[K - 1] : nullptr, Out);
  Out += "</div>\n";
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

/// The graphs of every function, those of Shown visible.
static void
renderGraphs(llvm::ArrayRef<HTMLViewObserver::FunctionHistory> Histories,
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

/// The function picker: every function, in module order, Shown selected.
static void
renderPicker(llvm::ArrayRef<HTMLViewObserver::FunctionHistory> Histories,
             llvm::StringRef Shown, std::string &Out) {
  absl::StrAppend(&Out, "<p class=\"picker\"><label for=\"picker\">Function "
                        "shown:</label> <select id=\"picker\">\n");
  for (const HTMLViewObserver::FunctionHistory &H : Histories)
    absl::StrAppend(&Out, "<option value=\"", escaped(H.Name), "\"",
                    H.Name == Shown ? " selected" : "", ">", escaped(H.Name),
                    "</option>\n");
  absl::StrAppend(&Out, "</select> one of the module's ", Histories.size(),
                  Histories.size() == 1 ? " function" : " functions",
                  ".</p>\n");
}

//===----------------------------------------------------------------------===//
// The page
//===----------------------------------------------------------------------===//

/// The note that pass Title did not finish, on function Name (empty: on
/// the module).
static void appendUnfinished(llvm::StringRef Title, llvm::StringRef Name,
                             std::string &Out) {
  absl::StrAppend(&Out, "<p class=\"note\">Pass <code>", escaped(Title),
                  "</code> did not finish");
  if (!Name.empty())
    absl::StrAppend(&Out, " on <code>", escaped(Name), "</code>");
  Out += ": the pipeline stopped in it (mopt's error message says why).</p>\n";
}

void HTMLViewObserver::pipelineFinished() {
  if (!Started)
    return;
  std::string Page = absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>mopt: ",
      escaped(FunctionName), "</title>\n<style>\n", HTMLViewStyle,
      "</style>\n</head>\n<body>\n<header>\n<h1>func <code id=\"fname\">",
      escaped(FunctionName), "</code></h1>\n<p>From <code>", escaped(InputName),
      "</code>, pipeline <code>",
      escaped(Pipeline.empty() ? "(none)" : Pipeline),
      "</code>. Hover over a line to light it and its source line in every "
      "column (<code>-</code>: no source line). Click a value, a variable "
      "or a block label to highlight it in every column and graph; click a "
      "column's heading to fold it. Lines that differ from the column "
      "before are yellow.</p>\n");
  renderPicker(Histories, FunctionName, Page);
  if (!Running.empty())
    appendUnfinished(Running, "", Page);
  for (const FunctionHistory &H : Histories)
    if (!H.Running.empty())
      appendUnfinished(H.Running, H.Name, Page);
  Page += "</header>\n<main id=\"columns\">\n";
  renderSourceColumn(Source, Page);
  for (const FunctionHistory &H : Histories)
    renderFunctionColumns(H, H.Name == FunctionName, Page);
  Page += "</main>\n";
  renderGraphs(Histories, FunctionName, Page);
  absl::StrAppend(&Page, "<div id=\"tip\" hidden></div>\n<script>\n",
                  HTMLViewScript, "</script>\n</body>\n</html>\n");
  WriteStatus = writeOutput(Path, Page);
}
