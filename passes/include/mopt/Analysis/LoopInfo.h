//===- mopt/Analysis/LoopInfo.h - Natural loops ----------------*- C++ -*-===//
//
// The natural loops of a function, found from its dominator tree: an edge
// whose target dominates its source is a back edge, and the loop of a
// header is the header and every block that reaches one of its back edges
// without passing through the header. Loops with the same header are one
// loop. Headers are taken in postorder of the dominator tree, inner ones
// first, and an inner loop met while walking an outer one's body backwards
// is made its child and stepped over to its header, the method of LLVM's
// LoopInfoBase::analyze (Havlak's nesting, without the irreducible parts:
// a cycle with two entries, which no block dominates, is no loop here).
//
// Invariants: loops() lists children before their parents; a block's loop
// is the innermost loop holding it; a loop's blocks start with its header,
// then follow layout order. The preheader is the header's one predecessor
// outside the loop, if there is exactly one and its only successor is
// the header. Blocks are known by the numbers the dominator tree was built
// on. `loops` is the analysis, `print<loops>` its printer.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_LOOPINFO_H
#define MOPT_ANALYSIS_LOOPINFO_H

#include "mopt/Analysis/CFGAnalysis.h"
#include "mopt/Pass/Analysis.h"
#include "mopt/Pass/Pass.h"
#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace mopt {

class BasicBlock;
class DominatorTree;

struct Loop {
  static constexpr unsigned None = ~0u;

  BasicBlock *Header = nullptr;
  BasicBlock *Preheader = nullptr;
  unsigned Parent = None; // the enclosing loop, or None
  unsigned Depth = 1;     // 1 for an outermost loop
  std::vector<BasicBlock *> Blocks;
};

class LoopInfo : public AnalysisResult {
public:
  LoopInfo(Function &F, const DominatorTree &DT);
  LoopInfo(Function &F, FunctionAnalysisManager &AM);

  llvm::ArrayRef<Loop> loops() const { return Loops; }
  /// The innermost loop holding BB, or Loop::None.
  unsigned getLoopFor(const BasicBlock *BB) const;
  /// How many loops hold BB (0 outside every loop).
  unsigned getLoopDepth(const BasicBlock *BB) const;
  /// Whether loop L holds BB, at any depth.
  bool contains(unsigned L, const BasicBlock *BB) const;

private:
  void discover(BasicBlock *Header, const DominatorTree &DT);
  void finish(Function &F);

  std::vector<Loop> Loops;
  std::vector<unsigned> InnermostOf; // by block number
};

class LoopAnalysis : public CFGAnalysis<LoopAnalysis, LoopInfo> {
public:
  static constexpr const char *Name = "loops";
  static AnalysisKey Key;
};

/// `print<loops>`: each loop, innermost first, on standard error as opt
/// prints analyses: its depth, header, blocks and preheader.
class LoopPrinterPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;
};

} // namespace mopt

#endif
