//===- HTMLView.h - The pipeline as one HTML page ---------------*- C++ -*-===//
//
// --html=FILE: HTMLViewObserver watches the pipeline run on a module and
// writes a self-contained page about it, in the spirit of Go's ssa.html
// (GOSSAFUNC), for every function of the module (a picker chooses the one
// shown): the input text as the first column, then one column per pass
// holding the function as printed after it, lines changed from the column
// before marked, each instruction linked to its source line both ways
// (hovering a line lights it in every column), a click on a value,
// variable or block label highlighting it in every column, and drawings of
// the CFG (true/false labels on branch edges) and the dominator tree (each
// block's dominance frontier on hover) after every pass that changed the
// CFG. docs/HTMLView.md shows how to read the page.
//
// The observer keeps text and numbers only: each snapshot is taken in
// afterPass, while the function exists, and the page is built and written
// (all or nothing, as -o writes) when the pipeline finishes, when the
// module may be gone. It is written even when a pass fails, with the
// columns up to that pass.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_HTMLVIEW_H
#define MOPT_OPTTOOL_HTMLVIEW_H

#include "mopt/Pass/PassInstrumentation.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

class HTMLViewObserver : public PassObserver {
public:
  /// The page goes to Path and shows FunctionName first (empty: main, else
  /// the only function); InputName and Pipeline are shown in its heading.
  HTMLViewObserver(std::string Path, std::string FunctionName,
                   std::string InputName, std::string Pipeline);

  /// Picks the function to show first in M, keeps the input text and takes
  /// the first snapshot of every function: as parsed. Fails when there is
  /// no such function.
  absl::Status recordInput(Module &M);

  bool beforePass(const Pass &P, IRUnit U) override;
  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &PA) override;
  /// Writes the page, unless recordInput never ran.
  void pipelineFinished() override;

  /// Whether the page was written (OK also when there was nothing to do).
  const absl::Status &getWriteStatus() const { return WriteStatus; }

  /// A function's CFG and dominator tree, over its block numbers.
  struct GraphSnapshot {
    /// An edge of the CFG; a conditional branch's are labelled `T` and
    /// `F`, or `T/F` (one edge) when both go to one block.
    struct Edge {
      unsigned From, To;
      std::string Label;
      bool operator==(const Edge &O) const {
        return From == O.From && To == O.To && Label == O.Label;
      }
    };
    /// The labels as printed; empty for an entry printed without one.
    std::vector<std::string> Blocks;
    std::vector<Edge> Edges;
    /// The immediate dominator of each block (the entry's is itself).
    std::vector<unsigned> Idoms;
    std::vector<std::vector<unsigned>> Frontiers;
  };

  /// The function after one pass (or as parsed).
  struct Snapshot {
    /// The pass as pipeline text, e.g. `ssa<minimal>`.
    std::string Title;
    /// The form the function is in (flat, CFG, ...); empty once deleted.
    std::string Form;
    std::string Text;
    /// The input line each line of Text came from (an instruction's,
    /// a label's or the function's SourceLoc), 0 when it has none.
    std::vector<uint32_t> SourceLines;
    /// Present when the function is in CFG form or later and its CFG
    /// differs from the one last drawn.
    std::optional<GraphSnapshot> Graph;
  };

  /// One function's snapshots, oldest first.
  struct FunctionHistory {
    std::string Name;
    std::vector<Snapshot> Snapshots;
    /// The CFG of the newest snapshot that has one, to tell whether the
    /// next pass changed it.
    std::optional<GraphSnapshot> LastGraph;
    /// The function pass running on it now: it did not finish if the
    /// pipeline ends with this set.
    std::string Running;
  };

  /// The input text, the first column of the page.
  struct SourceText {
    std::string Name;
    std::string Text;
    /// The SourceLoc::File index of the text; lines of other files (there
    /// are none today) count as unknown.
    uint32_t File = 0;
  };

private:
  /// The history of the function named Name, made if new.
  FunctionHistory &historyOf(llvm::StringRef Name);
  void takeSnapshot(FunctionHistory &H, std::string Title, Function *F);

  std::string Path, FunctionName, InputName, Pipeline;
  bool Started = false;
  SourceText Source;
  /// In module order; new functions of module passes at the end.
  std::vector<FunctionHistory> Histories;
  llvm::StringMap<unsigned> HistoryIndex;
  /// The module pass running now: it did not finish if the pipeline ends
  /// with this set.
  std::string Running;
  absl::Status WriteStatus;
};

} // namespace mopt

#endif
