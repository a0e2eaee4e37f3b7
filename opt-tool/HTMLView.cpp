//===- HTMLView.cpp - Recording the pipeline for the HTML page ------------===//
//
// The observer's side of --html: the input text, then after each pass a
// snapshot of every function the pass ran on, as printed, with the source
// line of each printed line and, when the CFG changed, its graphs. A module
// pass may delete functions and add new ones.
//
//===----------------------------------------------------------------------===//

#include "HTMLView.h"
#include "HTMLViewImpl.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Pass/Pass.h"

using namespace mopt;
using namespace mopt::htmlview;

HTMLViewObserver::HTMLViewObserver(std::string Path, std::string FunctionName,
                                   std::string InputName, std::string Pipeline)
    : Path(std::move(Path)), FunctionName(std::move(FunctionName)),
      InputName(std::move(InputName)), Pipeline(std::move(Pipeline)) {}

//===----------------------------------------------------------------------===//
// Snapshots
//===----------------------------------------------------------------------===//

bool htmlview::isLabelLine(llvm::StringRef Line) {
  return !Line.empty() && Line[0] != ' ' && !Line.starts_with("func ") &&
         Line.ends_with(":");
}

llvm::SmallVector<llvm::StringRef, 64>
htmlview::splitLines(llvm::StringRef Text) {
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
