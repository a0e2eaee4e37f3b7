//===- DomCHK.cpp - Cooper-Harvey-Kennedy iterative dominators ------------===//
//
// Cooper, Harvey, Kennedy, "A Simple, Fast Dominance Algorithm" (2001).
// Nodes are renamed by post-order number so that intersect() walks two
// fingers up the current tree, always moving the one with the smaller
// number; passes over the nodes in reverse post-order repeat until no idom
// changes (twice for a reducible graph in this order, more for irreducible
// ones).
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DomAlgorithms.h"

using namespace mopt;

std::vector<unsigned> mopt::computeIdomsCHK(const FlowGraph &G) {
  if (G.size() == 0)
    return {};
  DepthFirstOrder DFS(G);
  const std::vector<unsigned> &Post = DFS.PostOrder;
  unsigned N = Post.size();
  std::vector<unsigned> PostNumber(G.size(), NoIdom);
  for (unsigned I = 0; I != N; ++I)
    PostNumber[Post[I]] = I;
  // Idom by post-order number; the entry is N - 1.
  std::vector<unsigned> Doms(N, NoIdom);
  Doms[N - 1] = N - 1;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned I = N - 1; I-- > 0;) {
      unsigned NewIdom = NoIdom;
      for (unsigned P : G.preds(Post[I])) {
        unsigned Finger = PostNumber[P];
        if (Finger == NoIdom || Doms[Finger] == NoIdom)
          continue;
        if (NewIdom == NoIdom) {
          NewIdom = Finger;
          continue;
        }
        unsigned Other = NewIdom;
        while (Finger != Other) {
          while (Finger < Other)
            Finger = Doms[Finger];
          while (Other < Finger)
            Other = Doms[Other];
        }
        NewIdom = Finger;
      }
      if (NewIdom != Doms[I]) {
        Doms[I] = NewIdom;
        Changed = true;
      }
    }
  }
  std::vector<unsigned> Idom(G.size(), NoIdom);
  for (unsigned I = 0; I != N; ++I)
    Idom[Post[I]] = Post[Doms[I]];
  return Idom;
}
