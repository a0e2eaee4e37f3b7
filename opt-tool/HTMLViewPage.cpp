//===- HTMLViewPage.cpp - The HTML page of the pipeline -------------------===//
//
// The page is built from the printed text of each snapshot. The printer's
// output is regular (docs/TAC.md): a `func` header, `LABEL:` lines, and
// instructions two blanks in, `[DEST = ]OPCODE OPERANDS`; labels appear as
// operands only in jmp, in br after the condition, and second in a phi's
// `[value, label]` pairs. So each line is cut into spans without parsing
// it again: values, variables and labels carry a key (`v:NAME`, `x:NAME`,
// `b:NAME`) that the page's script matches on, and definitions a `def`
// class. Everything the IR or the user supplied is HTML-escaped.
// Each column marks the lines that changed from the column before.
//
//===----------------------------------------------------------------------===//

#include "HTMLViewAssets.h"
#include "HTMLViewImpl.h"
#include "OutputFile.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Opcode.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <optional>

using namespace mopt;
using namespace mopt::htmlview;

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

void htmlview::appendEscaped(std::string &Out, llvm::StringRef S) {
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

std::string htmlview::escaped(llvm::StringRef S) {
  std::string Out;
  appendEscaped(Out, S);
  return Out;
}

void htmlview::appendSpan(std::string &Out, llvm::StringRef Class,
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
