//===- StronglyConnectedComponents.cpp - Tarjan's SCCs --------------------===//

#include "mopt/Support/StronglyConnectedComponents.h"

#include <algorithm>
#include <utility>

using namespace mopt;

CompressedRows mopt::findStronglyConnectedComponents(
    unsigned N, llvm::function_ref<llvm::ArrayRef<unsigned>(unsigned)> Succs) {
  constexpr unsigned Unvisited = ~0u;
  unsigned Clock = 0;
  std::vector<unsigned> Number(N, Unvisited), Low(N, 0), Stack;
  std::vector<bool> OnStack(N, false);
  CompressedRows Components;
  // Each frame: a node and the index of its next successor to look at.
  std::vector<std::pair<unsigned, unsigned>> Frames;
  auto Open = [&](unsigned V) {
    Number[V] = Low[V] = Clock++;
    Stack.push_back(V);
    OnStack[V] = true;
    Frames.push_back({V, 0});
  };
  for (unsigned Root = 0; Root != N; ++Root) {
    if (Number[Root] != Unvisited)
      continue;
    Open(Root);
    while (!Frames.empty()) {
      auto &[V, Next] = Frames.back();
      if (llvm::ArrayRef<unsigned> Out = Succs(V); Next < Out.size()) {
        unsigned W = Out[Next++];
        if (Number[W] == Unvisited)
          Open(W);
        else if (OnStack[W])
          Low[V] = std::min(Low[V], Number[W]);
        continue;
      }
      unsigned Done = V;
      Frames.pop_back();
      if (!Frames.empty())
        Low[Frames.back().first] =
            std::min(Low[Frames.back().first], Low[Done]);
      if (Low[Done] != Number[Done])
        continue;
      unsigned W;
      do {
        W = Stack.back();
        Stack.pop_back();
        OnStack[W] = false;
        Components.pushItem(W);
      } while (W != Done);
      Components.endRow();
    }
  }
  return Components;
}
