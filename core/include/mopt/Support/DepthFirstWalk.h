//===- mopt/Support/DepthFirstWalk.h - Iterative depth-first walk -*- C++ -*-=//
//
// The one depth-first walk of a graph (a flow graph's successors or
// predecessors, a dominator tree's children), given as CompressedRows: an
// explicit stack of frames, never recursion, so a chain of a million nodes
// does not touch the call stack. Each node's successors are tried in row
// order. What a visit records is the visitor's:
//
//   bool isVisited(unsigned Node)        entered before
//   unsigned enter(unsigned Node, unsigned ParentTag)
//                                        first visit; returns the node's tag
//                                        (the node, or its pre-order number)
//                                        that its frame keeps and passes on;
//                                        the root's ParentTag is 0
//   void revisit(unsigned FromTag, unsigned To)
//                                        an edge to a node already entered
//   void leave(unsigned Tag)             every successor tried
//
// DepthFirstVisitor gives the last three their plain meaning (the node is
// its own tag; nothing on a revisit or a leave), for a visitor to hide the
// ones it needs. DepthFirstOrder is the walk's usual record: pre-order,
// post-order and the DFS tree.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_DEPTHFIRSTWALK_H
#define MOPT_SUPPORT_DEPTHFIRSTWALK_H

#include "mopt/Support/CompressedRows.h"

#include <vector>

namespace mopt {

/// A node on the walk's stack: its tag and the range of its row still to
/// try.
struct DepthFirstFrame {
  unsigned Tag, Next, End;
};

/// The hooks a visitor may leave out.
struct DepthFirstVisitor {
  unsigned enter(unsigned Node, unsigned) { return Node; }
  void revisit(unsigned, unsigned) {}
  void leave(unsigned) {}
};

/// Walks Succs from Root. Stack is scratch, empty before and after, that a
/// caller walking many graphs keeps.
template <typename Visitor>
void walkDepthFirst(const CompressedRows &Succs, unsigned Root, Visitor &V,
                    std::vector<DepthFirstFrame> &Stack) {
  auto Enter = [&](unsigned Node, unsigned ParentTag) {
    unsigned Tag = V.enter(Node, ParentTag);
    // Field by field: GCC builds a braced struct on the stack and reloads
    // it whole, a store-forwarding stall.
    DepthFirstFrame &F = Stack.emplace_back();
    F.Tag = Tag;
    F.Next = Succs.begin(Node);
    F.End = Succs.end(Node);
  };
  Enter(Root, 0);
  while (!Stack.empty()) {
    DepthFirstFrame &F = Stack.back();
    if (F.Next == F.End) {
      unsigned Tag = F.Tag;
      Stack.pop_back();
      V.leave(Tag);
      continue;
    }
    unsigned From = F.Tag;
    unsigned To = Succs.item(F.Next++);
    if (V.isVisited(To))
      V.revisit(From, To);
    else
      Enter(To, From);
  }
}

template <typename Visitor>
void walkDepthFirst(const CompressedRows &Succs, unsigned Root, Visitor &V) {
  std::vector<DepthFirstFrame> Stack;
  walkDepthFirst(Succs, Root, V, Stack);
}

/// A walk from Root: the nodes in pre-order and in post-order, each reached
/// node's pre-order number and its DFS-tree parent (as a pre-order number).
/// Unreached nodes have PreNumber Unreached.
struct DepthFirstOrder {
  static constexpr unsigned Unreached = ~0u;

  std::vector<unsigned> Order;     // pre-order number -> node
  std::vector<unsigned> PreNumber; // node -> pre-order number
  std::vector<unsigned> Parent;    // pre-order number -> parent's number
  std::vector<unsigned> PostOrder; // nodes in post-order

  DepthFirstOrder(const CompressedRows &Succs, unsigned Root);
};

} // namespace mopt

#endif
