//===- RedundantPhis.cpp - Phis that merge one value ----------------------===//

#include "RedundantPhis.h"
#include "mopt/IR/Instructions.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <vector>

using namespace mopt;

namespace {
/// Tarjan's strongly connected components of a set of phis, an edge from a
/// phi to each operand that is a phi of the set, found iteratively. They
/// come out operands first: a component's outside operands are final
/// before it is looked at.
class PhiComponents {
public:
  explicit PhiComponents(llvm::ArrayRef<PhiInst *> Phis);
  std::vector<std::vector<PhiInst *>> take() { return std::move(Components); }

private:
  void visit(unsigned Root);

  std::vector<PhiInst *> Phis;
  llvm::DenseMap<PhiInst *, unsigned> IndexOf;
  std::vector<unsigned> Order, Low;
  std::vector<bool> OnStack;
  std::vector<unsigned> Stack;
  unsigned Counter = 0;
  std::vector<std::vector<PhiInst *>> Components;
};
} // namespace

static constexpr unsigned Unvisited = ~0u;

PhiComponents::PhiComponents(llvm::ArrayRef<PhiInst *> Set)
    : Phis(Set.begin(), Set.end()), Order(Set.size(), Unvisited),
      Low(Set.size(), 0), OnStack(Set.size(), false) {
  for (unsigned K = 0; K != Phis.size(); ++K)
    IndexOf[Phis[K]] = K;
  for (unsigned K = 0; K != Phis.size(); ++K)
    if (Order[K] == Unvisited)
      visit(K);
}

void PhiComponents::visit(unsigned Root) {
  // Each frame: a phi and the next operand of it to look at.
  std::vector<std::pair<unsigned, unsigned>> Frames{{Root, 0}};
  Order[Root] = Low[Root] = Counter++;
  Stack.push_back(Root);
  OnStack[Root] = true;
  while (!Frames.empty()) {
    auto &[N, Next] = Frames.back();
    PhiInst *Phi = Phis[N];
    if (Next < Phi->getNumIncoming()) {
      auto *Op = llvm::dyn_cast<PhiInst>(Phi->getIncomingValue(Next++));
      auto It = Op ? IndexOf.find(Op) : IndexOf.end();
      if (It == IndexOf.end())
        continue;
      unsigned M = It->second;
      if (Order[M] == Unvisited) {
        Order[M] = Low[M] = Counter++;
        Stack.push_back(M);
        OnStack[M] = true;
        Frames.push_back({M, 0});
      } else if (OnStack[M]) {
        Low[N] = std::min(Low[N], Order[M]);
      }
      continue;
    }
    unsigned Done = N;
    Frames.pop_back();
    if (!Frames.empty())
      Low[Frames.back().first] = std::min(Low[Frames.back().first], Low[Done]);
    if (Low[Done] != Order[Done])
      continue;
    Components.emplace_back();
    unsigned M;
    do {
      M = Stack.back();
      Stack.pop_back();
      OnStack[M] = false;
      Components.back().push_back(Phis[M]);
    } while (M != Done);
  }
}

/// Replaces Phi by By: its uses read By, and it leaves its block.
static void replacePhi(PhiInst *Phi, Value *By) {
  Phi->replaceAllUsesWith(By);
  Phi->removeFromParent();
}

/// Removes trivial phis of Phis until none is left.
static void removeTrivialPhis(llvm::ArrayRef<PhiInst *> Phis) {
  for (bool Removed = true; Removed;) {
    Removed = false;
    for (PhiInst *Phi : Phis)
      if (Phi->getParent())
        if (Value *Only = Phi->getOnlyIncomingValue()) {
          replacePhi(Phi, Only);
          Removed = true;
        }
  }
}

/// Algorithm 5 on the components of one set: a component with one value
/// from outside goes; else its inner phis (no entry from outside) are
/// looked at the same way. The recursion into inner phis is a stack of
/// frames, each the components of one set still to look at.
static void removeRedundantGroups(llvm::ArrayRef<PhiInst *> Phis) {
  struct Frame {
    std::vector<std::vector<PhiInst *>> Components;
    size_t Next = 0;
  };
  std::vector<Frame> Frames;
  Frames.push_back({PhiComponents(Phis).take()});
  while (!Frames.empty()) {
    Frame &Top = Frames.back();
    if (Top.Next == Top.Components.size()) {
      Frames.pop_back();
      continue;
    }
    std::vector<PhiInst *> Component = std::move(Top.Components[Top.Next++]);
    if (Component.size() < 2)
      continue; // a lone phi: trivial or not, the trivial sweeps see it
    llvm::DenseSet<PhiInst *> Members(Component.begin(), Component.end());
    llvm::SmallVector<Value *, 4> Outside;
    std::vector<PhiInst *> Inner;
    for (PhiInst *Phi : Component) {
      bool IsInner = true;
      for (unsigned K = 0; K != Phi->getNumIncoming(); ++K) {
        Value *In = Phi->getIncomingValue(K);
        auto *InPhi = llvm::dyn_cast<PhiInst>(In);
        if (InPhi && Members.count(InPhi))
          continue;
        IsInner = false;
        if (!llvm::is_contained(Outside, In))
          Outside.push_back(In);
      }
      if (IsInner)
        Inner.push_back(Phi);
    }
    if (Outside.size() == 1) {
      for (PhiInst *Phi : Component)
        replacePhi(Phi, Outside.front());
    } else if (Outside.size() > 1 && !Inner.empty()) {
      Frames.push_back({PhiComponents(Inner).take()});
    }
  }
}

void mopt::removeRedundantPhis(llvm::ArrayRef<PhiInst *> Phis) {
  removeTrivialPhis(Phis);
  std::vector<PhiInst *> Left;
  for (PhiInst *Phi : Phis)
    if (Phi->getParent())
      Left.push_back(Phi);
  removeRedundantGroups(Left);
  // A group replaced may leave a phi that used it trivial.
  removeTrivialPhis(Left);
}
