//===- HTMLView.h - The pipeline as one HTML page ---------------*- C++ -*-===//
//
// --html=FILE: HTMLViewObserver watches the pipeline run on one function and
// writes a self-contained page about it, in the spirit of Go's ssa.html
// (GOSSAFUNC): one column per pass holding the function as printed after
// it, lines changed from the column before marked, a click on a value,
// variable or block label highlighting it in every column, and drawings of
// the CFG and the dominator tree (each block's dominance frontier on hover)
// after every pass that changed the CFG. docs/HTMLView.md shows how to read
// the page.
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

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

class HTMLViewObserver : public PassObserver {
public:
  /// The page about FunctionName (empty: main, else the only function)
  /// goes to Path; InputName and Pipeline are shown in its heading.
  HTMLViewObserver(std::string Path, std::string FunctionName,
                   std::string InputName, std::string Pipeline);

  /// Picks the function to show in M and takes the first snapshot: the
  /// function as parsed. Fails when there is no such function.
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
    /// The labels as printed; empty for an entry printed without one.
    std::vector<std::string> Blocks;
    std::vector<std::pair<unsigned, unsigned>> Edges;
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
    /// Present when the function is in CFG form or later and its CFG
    /// differs from the one last drawn.
    std::optional<GraphSnapshot> Graph;
  };

private:
  /// The function shown if U is about it, else null.
  Function *shownFunction(IRUnit U) const;
  void takeSnapshot(std::string Title, Function *F);

  std::string Path, FunctionName, InputName, Pipeline;
  bool Started = false;
  std::vector<Snapshot> Snapshots;
  /// The CFG of the newest snapshot that has one, to tell whether the next
  /// pass changed it.
  std::optional<GraphSnapshot> LastGraph;
  /// The pass running on the function now: it did not finish if the
  /// pipeline ends with this set.
  std::string Running;
  absl::Status WriteStatus;
};

} // namespace mopt

#endif
