//===- PostDominators.cpp - Post-dominance and control dependence ---------===//

#include "mopt/Analysis/PostDominators.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Support/DepthFirstWalk.h"

#include <string>

using namespace mopt;

AnalysisKey PostDominatorTreeAnalysis::Key{PostDominatorTreeAnalysis::Name};
AnalysisKey ControlDependenceAnalysis::Key{ControlDependenceAnalysis::Name};

namespace {
/// The depth-first walk's visitor that marks the nodes it reaches.
struct ReachMarker : DepthFirstVisitor {
  std::vector<bool> &Reached;

  bool isVisited(unsigned N) const { return Reached[N]; }
  unsigned enter(unsigned N, unsigned) {
    Reached[N] = true;
    return N;
  }
};
} // namespace

/// Marks in Reached every node that reaches Start in G (walking edges
/// backwards, as the reversed graph runs forwards).
static void markReaching(const FlowGraph &G, unsigned Start,
                         std::vector<bool> &Reached) {
  ReachMarker Marker{{}, Reached};
  walkDepthFirst(G.predecessorRows(), Start, Marker);
}

/// F's CFG reversed, with the virtual exit (node F.size()) as its entry.
static FlowGraph reverseWithExit(Function &F) {
  FlowGraph Forward = FlowGraph::fromFunction(F);
  unsigned Exit = Forward.size();
  std::vector<FlowGraph::Edge> Edges;
  std::vector<bool> Reached(Forward.size(), false);
  for (unsigned N = 0; N != Forward.size(); ++N) {
    for (unsigned S : Forward.succs(N))
      Edges.push_back({S, N});
    if (Forward.succs(N).empty())
      Edges.push_back({Exit, N});
  }
  for (unsigned N = 0; N != Forward.size(); ++N)
    if (Forward.succs(N).empty() && !Reached[N])
      markReaching(Forward, N, Reached);
  // Blocks that reach no return: one edge from the exit per region.
  for (unsigned N = 0; N != Forward.size(); ++N)
    if (!Reached[N]) {
      Edges.push_back({Exit, N});
      markReaching(Forward, N, Reached);
    }
  return FlowGraph(Forward.size() + 1, Exit, Edges);
}

PostDominatorTree::PostDominatorTree(Function &F, DomAlgorithm Algorithm) {
  FlowGraph Reverse = reverseWithExit(F);
  Nodes = DomTreeNodes(computeIdoms(Reverse, Algorithm), Reverse.getEntry());
  Blocks.reserve(F.size());
  for (BasicBlock &BB : F)
    Blocks.push_back(&BB);
}

BasicBlock *PostDominatorTree::getIPostDom(const BasicBlock *BB) const {
  unsigned I = Nodes.getIdom(BB->getNumber());
  return I == NoIdom ? nullptr : getBlock(I);
}

bool PostDominatorTree::postDominates(const BasicBlock *A,
                                      const BasicBlock *B) const {
  return Nodes.dominates(A->getNumber(), B->getNumber());
}

PostDominatorTree::PostDominatorTree(Function &F, FunctionAnalysisManager &AM)
    : PostDominatorTree(F, getChosenDomAlgorithm(AM)) {}

ControlDependence::ControlDependence(Function &F, const PostDominatorTree &PDT)
    : Controllers(F.size()) {
  const DomTreeNodes &Nodes = PDT.getNodes();
  for (BasicBlock &A : F) {
    llvm::SmallVector<BasicBlock *, 2> Succs = successors(&A);
    if (Succs.size() < 2)
      continue;
    unsigned Stop = Nodes.getIdom(A.getNumber());
    for (BasicBlock *S : Succs)
      for (unsigned Runner = S->getNumber(); Runner != Stop;
           Runner = Nodes.getIdom(Runner)) {
        std::vector<BasicBlock *> &List = Controllers[Runner];
        if (List.empty() || List.back() != &A)
          List.push_back(&A);
      }
  }
}

ControlDependence::ControlDependence(Function &F, FunctionAnalysisManager &AM)
    : ControlDependence(F, AM.getResult<PostDominatorTreeAnalysis>(F)) {}

llvm::ArrayRef<BasicBlock *>
ControlDependence::getControllers(const BasicBlock *BB) const {
  return Controllers[BB->getNumber()];
}

absl::StatusOr<PreservedAnalyses>
PostDominancePrinterPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  bool Tree = View == PostDominanceView::Tree;
  std::string Out = std::string("Printing analysis '") +
                    (Tree ? "postdomtree" : "controldep") + "' for function '" +
                    F.getName().str() + "':\n";
  if (Tree) {
    const PostDominatorTree &PDT = AM.getResult<PostDominatorTreeAnalysis>(F);
    for (BasicBlock &BB : F) {
      BasicBlock *IPDom = PDT.getIPostDom(&BB);
      Out += BB.getDisplayName() + " " +
             (IPDom ? IPDom->getDisplayName() : std::string("-")) + "\n";
    }
  } else {
    const ControlDependence &CD = AM.getResult<ControlDependenceAnalysis>(F);
    for (BasicBlock &BB : F) {
      Out += BB.getDisplayName() + ":";
      for (BasicBlock *C : CD.getControllers(&BB))
        Out += " " + C->getDisplayName();
      Out += "\n";
    }
  }
  std::fwrite(Out.data(), 1, Out.size(), stderr);
  return PreservedAnalyses::all();
}

MOPT_FUNCTION_ANALYSIS_FACTORY(createPostDominatorTreeAnalysis,
                               PostDominatorTreeAnalysis)
MOPT_FUNCTION_ANALYSIS_FACTORY(createControlDependenceAnalysis,
                               ControlDependenceAnalysis)
MOPT_FUNCTION_PASS_FACTORY(createPostDomTreePrinterPass,
                           PostDominancePrinterPass, PostDominanceView::Tree)
MOPT_FUNCTION_PASS_FACTORY(createControlDependencePrinterPass,
                           PostDominancePrinterPass,
                           PostDominanceView::ControlDependence)
