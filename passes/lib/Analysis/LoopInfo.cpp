//===- LoopInfo.cpp - Natural loops ---------------------------------------===//

#include "mopt/Analysis/LoopInfo.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Support/DepthFirstWalk.h"

#include <string>

using namespace mopt;

AnalysisKey LoopAnalysis::Key{LoopAnalysis::Name};

namespace {
/// The depth-first walk's visitor that lists a tree's nodes in postorder.
struct PostorderRecorder : DepthFirstVisitor {
  std::vector<unsigned> Order;

  bool isVisited(unsigned) const { return false; } // a tree
  void leave(unsigned Node) { Order.push_back(Node); }
};
} // namespace

/// The dominator tree's nodes in postorder.
static std::vector<unsigned> dominatorPostorder(const DomTreeNodes &Nodes) {
  PostorderRecorder Recorder;
  walkDepthFirst(Nodes.childRows(), Nodes.getRoot(), Recorder);
  return std::move(Recorder.Order);
}

LoopInfo::LoopInfo(Function &F, const DominatorTree &DT)
    : InnermostOf(F.renumberBlocks(), Loop::None) {
  for (unsigned Node : dominatorPostorder(DT.getNodes()))
    discover(DT.getBlock(Node), DT);
  finish(F);
}

LoopInfo::LoopInfo(Function &F, FunctionAnalysisManager &AM)
    : LoopInfo(F, AM.getResult<DominatorTreeAnalysis>(F)) {}

void LoopInfo::discover(BasicBlock *Header, const DominatorTree &DT) {
  std::vector<BasicBlock *> Worklist;
  for (BasicBlock *Pred : predecessors(Header))
    if (DT.dominates(Header, Pred))
      Worklist.push_back(Pred);
  if (Worklist.empty())
    return;
  unsigned L = Loops.size();
  Loops.emplace_back();
  Loops[L].Header = Header;
  InnermostOf[Header->getNumber()] = L;
  while (!Worklist.empty()) {
    BasicBlock *BB = Worklist.back();
    Worklist.pop_back();
    unsigned Inner = InnermostOf[BB->getNumber()];
    if (Inner == Loop::None) {
      InnermostOf[BB->getNumber()] = L;
      for (BasicBlock *Pred : predecessors(BB))
        if (DT.isReachable(Pred))
          Worklist.push_back(Pred);
      continue;
    }
    // A block of a loop found before: its outermost loop so far nests in
    // this one; go on from that loop's header's ways in.
    while (Loops[Inner].Parent != Loop::None)
      Inner = Loops[Inner].Parent;
    if (Inner == L)
      continue;
    Loops[Inner].Parent = L;
    for (BasicBlock *Pred : predecessors(Loops[Inner].Header))
      if (DT.isReachable(Pred))
        Worklist.push_back(Pred);
  }
}

void LoopInfo::finish(Function &F) {
  // Parents come after their children: fix depths from the last loop.
  for (unsigned L = Loops.size(); L-- > 0;)
    if (Loops[L].Parent != Loop::None)
      Loops[L].Depth = Loops[Loops[L].Parent].Depth + 1;
  for (Loop &Lp : Loops)
    Lp.Blocks.push_back(Lp.Header);
  for (BasicBlock &BB : F)
    for (unsigned L = InnermostOf[BB.getNumber()]; L != Loop::None;
         L = Loops[L].Parent)
      if (Loops[L].Header != &BB)
        Loops[L].Blocks.push_back(&BB);
  for (unsigned L = 0; L != Loops.size(); ++L) {
    BasicBlock *Outside = nullptr;
    unsigned NumOutside = 0;
    for (BasicBlock *Pred : predecessors(Loops[L].Header))
      if (!contains(L, Pred) && Pred != Outside) {
        Outside = Pred;
        ++NumOutside;
      }
    if (NumOutside == 1 && successors(Outside).size() == 1)
      Loops[L].Preheader = Outside;
  }
}

unsigned LoopInfo::getLoopFor(const BasicBlock *BB) const {
  return InnermostOf[BB->getNumber()];
}

unsigned LoopInfo::getLoopDepth(const BasicBlock *BB) const {
  unsigned L = getLoopFor(BB);
  return L == Loop::None ? 0 : Loops[L].Depth;
}

bool LoopInfo::contains(unsigned L, const BasicBlock *BB) const {
  for (unsigned K = getLoopFor(BB); K != Loop::None; K = Loops[K].Parent)
    if (K == L)
      return true;
  return false;
}

absl::StatusOr<PreservedAnalyses>
LoopPrinterPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  const LoopInfo &LI = AM.getResult<LoopAnalysis>(F);
  std::string Out =
      "Printing analysis 'loops' for function '" + F.getName().str() + "':\n";
  for (const Loop &L : LI.loops()) {
    Out += "loop at depth " + std::to_string(L.Depth) + ":";
    for (const BasicBlock *BB : L.Blocks)
      Out += " " + BB->getDisplayName();
    Out += L.Preheader ? "; preheader " + L.Preheader->getDisplayName()
                       : std::string("; no preheader");
    Out += "\n";
  }
  std::fwrite(Out.data(), 1, Out.size(), stderr);
  return PreservedAnalyses::all();
}

MOPT_FUNCTION_ANALYSIS_FACTORY(createLoopAnalysis, LoopAnalysis)
MOPT_FUNCTION_PASS_FACTORY(createLoopPrinterPass, LoopPrinterPass)
