//===- bench/graphs/LLVMDominators.h - LLVM's dominators on a FlowGraph -*-
// C++ -*-//
//
// LLVM's own dominator tree (llvm::DominatorTreeBase, Semi-NCA as LLVM 22
// builds it) run on a copy of a FlowGraph: the oracle of the dominator
// tests and the yardstick of dom-bench. A node knows its graph (LLVM asks
// for getParent()), its successors and predecessors as arrays of node
// pointers, the cheapest shape GraphTraits can walk, and its number, which
// GraphTraits hands LLVM as getNumber() the way LLVM 22's BasicBlock does:
// with numbers LLVM indexes its per-node tables by them instead of hashing
// pointers. So LLVM's time is its algorithm's and not that of a slow graph.
//
// Only the tests and the benchmark use LLVM beyond ADT and Casting; this
// header is theirs.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_BENCH_GRAPHS_LLVMDOMINATORS_H
#define MOPT_BENCH_GRAPHS_LLVMDOMINATORS_H

#include "mopt/IR/FlowGraph.h"
#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/iterator.h"
#include "llvm/Support/GenericDomTree.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace mopt {
namespace graphs {

class LLVMGraph;

struct LLVMNode {
  LLVMGraph *Parent = nullptr;
  unsigned Number = 0;
  llvm::ArrayRef<LLVMNode *> Succs, Preds;

  LLVMGraph *getParent() const { return Parent; }
  void printAsOperand(llvm::raw_ostream &OS, bool /*PrintType*/) const {
    OS << Number;
  }
};

/// A FlowGraph's copy in LLVMNodes; node N of the FlowGraph is getNode(N).
class LLVMGraph {
public:
  explicit LLVMGraph(const FlowGraph &G);
  LLVMGraph(const LLVMGraph &) = delete;
  LLVMGraph &operator=(const LLVMGraph &) = delete;

  LLVMNode *getNode(unsigned N) { return &Nodes[N]; }
  LLVMNode *getEntry() { return &Nodes[Entry]; }
  unsigned size() const { return Nodes.size(); }
  std::vector<LLVMNode>::iterator begin() { return Nodes.begin(); }
  std::vector<LLVMNode>::iterator end() { return Nodes.end(); }

private:
  unsigned Entry;
  std::vector<LLVMNode> Nodes;
  std::vector<LLVMNode *> SuccStore, PredStore;
};

using LLVMDomTree = llvm::DominatorTreeBase<LLVMNode, false>;

/// Builds DT for G (DT.recalculate(G), in a file that instantiates LLVM's
/// construction code once).
void recalculateLLVM(LLVMDomTree &DT, LLVMGraph &G);
/// The idoms in computeIdoms's convention (entry -> itself, unreachable ->
/// NoIdom) from a tree built on G.
std::vector<unsigned> idomsFromLLVM(const LLVMDomTree &DT, LLVMGraph &G);
/// Both steps on a fresh copy of G.
std::vector<unsigned> computeIdomsLLVM(const FlowGraph &G);

} // namespace graphs
} // namespace mopt

namespace llvm {

/// The entry of an LLVMGraph need not be its first node, which is what
/// LLVM's default traits assume.
template <> struct DomTreeNodeTraits<mopt::graphs::LLVMNode> {
  using NodeType = mopt::graphs::LLVMNode;
  using NodePtr = mopt::graphs::LLVMNode *;
  using ParentPtr = mopt::graphs::LLVMGraph *;
  using ParentType = mopt::graphs::LLVMGraph;
  static NodePtr getEntryNode(ParentPtr G) { return G->getEntry(); }
  static ParentPtr getParent(NodePtr N) { return N->getParent(); }
};

template <> struct GraphTraits<mopt::graphs::LLVMNode *> {
  using NodeRef = mopt::graphs::LLVMNode *;
  using ChildIteratorType = mopt::graphs::LLVMNode *const *;
  static NodeRef getEntryNode(NodeRef N) { return N; }
  static ChildIteratorType child_begin(NodeRef N) { return N->Succs.begin(); }
  static ChildIteratorType child_end(NodeRef N) { return N->Succs.end(); }
  static unsigned getNumber(const mopt::graphs::LLVMNode *N) {
    return N->Number;
  }
};

template <>
struct GraphTraits<const mopt::graphs::LLVMNode *>
    : GraphTraits<mopt::graphs::LLVMNode *> {};

template <> struct GraphTraits<Inverse<mopt::graphs::LLVMNode *>> {
  using NodeRef = mopt::graphs::LLVMNode *;
  using ChildIteratorType = mopt::graphs::LLVMNode *const *;
  static NodeRef getEntryNode(Inverse<NodeRef> N) { return N.Graph; }
  static ChildIteratorType child_begin(NodeRef N) { return N->Preds.begin(); }
  static ChildIteratorType child_end(NodeRef N) { return N->Preds.end(); }
  static unsigned getNumber(const mopt::graphs::LLVMNode *N) {
    return N->Number;
  }
};

template <>
struct GraphTraits<mopt::graphs::LLVMGraph *>
    : GraphTraits<mopt::graphs::LLVMNode *> {
  using nodes_iterator =
      pointer_iterator<std::vector<mopt::graphs::LLVMNode>::iterator>;
  static NodeRef getEntryNode(mopt::graphs::LLVMGraph *G) {
    return G->getEntry();
  }
  static nodes_iterator nodes_begin(mopt::graphs::LLVMGraph *G) {
    return nodes_iterator(G->begin());
  }
  static nodes_iterator nodes_end(mopt::graphs::LLVMGraph *G) {
    return nodes_iterator(G->end());
  }
  static unsigned size(mopt::graphs::LLVMGraph *G) { return G->size(); }
  static unsigned getMaxNumber(const mopt::graphs::LLVMGraph *G) {
    return G->size();
  }
  /// A graph's numbers never change.
  static unsigned getNumberEpoch(const mopt::graphs::LLVMGraph *) { return 0; }
};

static_assert(GraphHasNodeNumbers<mopt::graphs::LLVMNode *>,
              "LLVM must see the node numbers");

} // namespace llvm

#endif
