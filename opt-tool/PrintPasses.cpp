//===- PrintPasses.cpp - The listing of -print-passes ---------------------===//

#include "PrintPasses.h"
#include "mopt/Pass/PassRegistry.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <string>
#include <vector>

using namespace mopt;

/// The listing's width, and the column where descriptions start.
static constexpr size_t LineWidth = 80;
static constexpr size_t DescriptionColumn = 24;

/// "[function pass, needs-ssa]": the kind, and the form of a pass (an
/// alias has its target's; an analysis has none).
static std::string kindAndForm(const PassRegistry &Registry,
                               const RegisteredPass &P) {
  static const char *const KindNames[] = {"function pass", "module pass",
                                          "analysis"};
  std::string Text = KindNames[static_cast<int>(P.Kind)];
  if (P.Kind != PassKind::Analysis) {
    const RegisteredPass *Target = Registry.lookup(P.Name);
    Text += ", " + getPassFormName((Target ? Target : &P)->Form).str();
  }
  return "[" + Text + "]";
}

/// One entry: the name, then the words of Description and Tail (kept whole)
/// filled to LineWidth, each line after the first indented to
/// DescriptionColumn (a long name takes a line of its own).
static void printEntry(llvm::StringRef Name, llvm::StringRef Description,
                       llvm::StringRef Tail, std::FILE *Out) {
  std::string Line = "  " + Name.str();
  if (Line.size() + 1 > DescriptionColumn) {
    std::fprintf(Out, "%s\n", Line.c_str());
    Line.clear();
  }
  Line.resize(DescriptionColumn, ' ');
  bool LineHasWords = false;
  auto Add = [&](llvm::StringRef Word) {
    if (LineHasWords && Line.size() + 1 + Word.size() > LineWidth) {
      std::fprintf(Out, "%s\n", Line.c_str());
      Line.assign(DescriptionColumn, ' ');
      LineHasWords = false;
    }
    if (LineHasWords)
      Line += ' ';
    Line += Word.str();
    LineHasWords = true;
  };
  llvm::SmallVector<llvm::StringRef, 16> Words;
  Description.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef Word : Words)
    Add(Word);
  Add(Tail);
  std::fprintf(Out, "%s\n", Line.c_str());
}

void mopt::printPasses(const PassRegistry &Registry, std::FILE *Out) {
  // Groups in the order their first entry comes, mopt's own first.
  std::vector<std::string> Origins{"built-in"};
  for (const RegisteredPass *P : Registry.entries())
    if (std::find(Origins.begin(), Origins.end(), P->Origin) == Origins.end())
      Origins.push_back(P->Origin);
  bool First = true;
  for (const std::string &Origin : Origins) {
    bool Heading = false;
    for (const RegisteredPass *P : Registry.entries()) {
      if (P->Origin != Origin)
        continue;
      if (!Heading)
        std::fprintf(Out, "%s%s:\n", First ? "" : "\n",
                     Origin == "built-in" ? "Built into mopt" : Origin.c_str());
      Heading = true;
      First = false;
      printEntry(P->Name, P->Description, kindAndForm(Registry, *P), Out);
    }
  }
}
