//===- RedundantPhis.cpp - Phis that merge one value ----------------------===//

#include "RedundantPhis.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/StronglyConnectedComponents.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <type_traits>
#include <vector>

using namespace mopt;

/// Tarjan's strongly connected components of a set of phis, an edge from a
/// phi to each operand that is a phi of the set. They come out operands
/// first: a component's outside operands are final before it is looked at.
/// Rows hold indices into Phis; the edges are rows too, so the whole takes
/// a few arrays however many phis there are. Each phi's number is set to
/// its index, so an operand is in the set when Phis holds it at its number
/// (a phi outside the set may carry any number): no map from phi to index.
static CompressedRows phiComponents(llvm::ArrayRef<PhiInst *> Phis) {
  if (Phis.empty())
    return {};
  Phis.front()->getFunction()->invalidateInstructionNumbers();
  for (unsigned K = 0; K != Phis.size(); ++K)
    Phis[K]->setNumber(K);
  auto ForEachEdge = [&](auto Visit) {
    for (unsigned K = 0; K != Phis.size(); ++K)
      for (unsigned E = 0; E != Phis[K]->getNumIncoming(); ++E)
        if (auto *Op = llvm::dyn_cast<PhiInst>(Phis[K]->getIncomingValue(E)))
          if (unsigned N = Op->getNumber(); N < Phis.size() && Phis[N] == Op)
            Visit(K, N);
  };
  CompressedRowsBuilder Builder(Phis.size());
  ForEachEdge([&](unsigned From, unsigned) { Builder.count(From); });
  Builder.startFilling();
  ForEachEdge([&](unsigned From, unsigned To) { Builder.fill(From, To); });
  CompressedRows Operands = Builder.take();
  return findStronglyConnectedComponents(
      Phis.size(), [&](unsigned K) { return Operands[K]; });
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
    std::vector<PhiInst *> Owned; // empty for the first: the caller's
    llvm::ArrayRef<PhiInst *> Phis;
    CompressedRows Components; // of indices into Phis
    unsigned Next = 0;
  };
  // Frames grow by moving, which keeps Owned's array where Phis points.
  static_assert(std::is_nothrow_move_constructible_v<Frame>);
  std::vector<Frame> Frames;
  Frames.push_back({{}, Phis, phiComponents(Phis)});
  std::vector<PhiInst *> Component;
  while (!Frames.empty()) {
    Frame &Top = Frames.back();
    if (Top.Next == Top.Components.size()) {
      Frames.pop_back();
      continue;
    }
    llvm::ArrayRef<unsigned> Members = Top.Components[Top.Next++];
    if (Members.size() < 2)
      continue; // a lone phi: trivial or not, the trivial sweeps see it
    Component.clear();
    for (unsigned K : Members)
      Component.push_back(Top.Phis[K]);
    llvm::DenseSet<PhiInst *> InComponent(Component.begin(), Component.end());
    llvm::SmallVector<Value *, 4> Outside;
    std::vector<PhiInst *> Inner;
    for (PhiInst *Phi : Component) {
      bool IsInner = true;
      for (unsigned K = 0; K != Phi->getNumIncoming(); ++K) {
        Value *In = Phi->getIncomingValue(K);
        auto *InPhi = llvm::dyn_cast<PhiInst>(In);
        if (InPhi && InComponent.count(InPhi))
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
      CompressedRows InnerComponents = phiComponents(Inner);
      Frame &Nested = Frames.emplace_back();
      Nested.Owned = std::move(Inner);
      Nested.Phis = Nested.Owned;
      Nested.Components = std::move(InnerComponents);
    }
  }
}

/// Whether an entry of Phi is a phi. One without such an entry is on no
/// cycle of phis, so it is a group of its own, which the trivial sweeps
/// see, and no group's replacement changes it.
static bool readsAPhi(const PhiInst &Phi) {
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
    if (llvm::isa<PhiInst>(Phi.getIncomingValue(K)))
      return true;
  return false;
}

void mopt::removeRedundantPhis(llvm::ArrayRef<PhiInst *> Phis) {
  removeTrivialPhis(Phis);
  // The components are found among the phis that may form groups only: a
  // phi that reads no phi cannot be in a group, and leaving those out
  // lowers ssa's peak (bench/README.md, "Figures behind choices").
  std::vector<PhiInst *> MayGroup;
  for (PhiInst *Phi : Phis)
    if (Phi->getParent() && readsAPhi(*Phi))
      MayGroup.push_back(Phi);
  removeRedundantGroups(MayGroup);
  // A group replaced may leave a phi that used it trivial.
  removeTrivialPhis(MayGroup);
}
