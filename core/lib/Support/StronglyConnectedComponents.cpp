//===- StronglyConnectedComponents.cpp - Tarjan's SCCs --------------------===//

#include "mopt/Support/StronglyConnectedComponents.h"

#include <algorithm>
#include <utility>

using namespace mopt;

std::vector<std::vector<unsigned>> mopt::findStronglyConnectedComponents(
    const std::vector<std::vector<unsigned>> &Succs) {
  constexpr unsigned Unvisited = ~0u;
  unsigned N = Succs.size(), Clock = 0;
  std::vector<unsigned> Number(N, Unvisited), Low(N, 0), Stack;
  std::vector<bool> OnStack(N, false);
  std::vector<std::vector<unsigned>> Components;
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
      if (Next < Succs[V].size()) {
        unsigned W = Succs[V][Next++];
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
      Components.emplace_back();
      unsigned W;
      do {
        W = Stack.back();
        Stack.pop_back();
        OnStack[W] = false;
        Components.back().push_back(W);
      } while (W != Done);
    }
  }
  return Components;
}
