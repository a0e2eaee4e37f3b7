//===- DomTreeNodes.cpp - A dominator tree over node numbers --------------===//

#include "mopt/IR/DomTreeNodes.h"
#include "mopt/Support/DepthFirstWalk.h"

using namespace mopt;

DomTreeNodes::DomTreeNodes(std::vector<unsigned> Idoms, unsigned Entry)
    : Idom(std::move(Idoms)), Root(Entry) {
  unsigned N = Idom.size();
  auto HasParent = [&](unsigned V) { return V != Root && isReachable(V); };
  CompressedRowsBuilder Builder(N);
  for (unsigned V = 0; V != N; ++V)
    if (HasParent(V))
      Builder.count(Idom[V]);
  Builder.startFilling();
  for (unsigned V = 0; V != N; ++V)
    if (HasParent(V))
      Builder.fill(Idom[V], V);
  Children = Builder.take();
  Level.assign(N, 0);
  In.assign(N, 0);
  Out.assign(N, 0);
  if (N != 0)
    number();
}

namespace {
/// The depth-first walk's visitor: pre-order (In) and post-order (Out)
/// clocks and depths.
struct TreeNumbering : DepthFirstVisitor {
  std::vector<unsigned> &Level, &In, &Out;
  unsigned Root;
  unsigned Clock = 0;

  bool isVisited(unsigned) const { return false; } // a tree
  unsigned enter(unsigned Node, unsigned Parent) {
    Level[Node] = Node == Root ? 0 : Level[Parent] + 1;
    In[Node] = Clock++;
    return Node;
  }
  void leave(unsigned Node) { Out[Node] = Clock++; }
};
} // namespace

void DomTreeNodes::number() {
  TreeNumbering Numbering{{}, Level, In, Out, Root};
  walkDepthFirst(Children, Root, Numbering);
}
