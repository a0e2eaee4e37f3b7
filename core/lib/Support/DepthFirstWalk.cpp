//===- DepthFirstWalk.cpp - The walk's usual record -----------------------===//

#include "mopt/Support/DepthFirstWalk.h"

using namespace mopt;

namespace {
struct OrderRecorder : DepthFirstVisitor {
  DepthFirstOrder &D;

  bool isVisited(unsigned Node) const {
    return D.PreNumber[Node] != DepthFirstOrder::Unreached;
  }
  unsigned enter(unsigned Node, unsigned ParentTag) {
    unsigned Pre = D.Order.size();
    D.PreNumber[Node] = Pre;
    D.Order.push_back(Node);
    D.Parent.push_back(ParentTag);
    return Pre;
  }
  void leave(unsigned Pre) { D.PostOrder.push_back(D.Order[Pre]); }
};
} // namespace

DepthFirstOrder::DepthFirstOrder(const CompressedRows &Succs, unsigned Root)
    : PreNumber(Succs.size(), Unreached) {
  if (Succs.size() == 0)
    return;
  Order.reserve(Succs.size());
  Parent.reserve(Succs.size());
  PostOrder.reserve(Succs.size());
  OrderRecorder Recorder{{}, *this};
  walkDepthFirst(Succs, Root, Recorder);
}
