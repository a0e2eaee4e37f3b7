//===- BraunSSA.cpp - SSA construction without dominance frontiers --------===//
//
// `ssa<braun>`: Braun, Buchwald, Hack, Leißa, Mallon, Zwinkau, "Simple and
// Efficient Construction of Static Single Assignment Form" (CC 2013), the
// construction Cranelift and libFirm use. No dominance frontier and no
// liveness: the blocks are filled in reverse post-order, and a read of a
// variable looks for its current definition where it is needed:
//
//   readVariable(v, B): the value B last wrote to v; else, if B is not
//     sealed (a predecessor is not filled yet), an operandless phi that
//     sealing B completes; else, with one predecessor, the value there;
//     else a phi in B, written to v first (so a loop reading itself
//     terminates), whose operands are the reads in each predecessor.
//   sealBlock(B), once all of B's predecessors are filled, completes B's
//     operandless phis.
//   A phi whose operands are all one value (or itself) is that value: it
//     goes, and the phis that used it are looked at again.
//
// Trivial phis gone, the result is minimal for a reducible CFG. For an
// irreducible one, groups of phis may still merge one value among
// themselves: the strongly connected components of the phi graph are
// found (Tarjan), and a component whose operands from outside are one
// value is replaced by it; else its inner phis (those with no outside
// operand) are examined the same way (the paper's Algorithm 5).
//
// Every walk here is iterative: a read walks a chain of single-predecessor
// blocks in a loop, phis waiting for operands sit on an explicit stack, and
// so do Tarjan's frames and the nested components of Algorithm 5. Stack
// slots are promoted with the variables, as by the Cytron construction
// (PromotionTargets.h), and values get the same names, initial values and
// remarks.
//
//===----------------------------------------------------------------------===//

#include "BraunSSA.h"
#include "PromotionTargets.h"
#include "RedundantPhis.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/IR/CFG.h"
#include "mopt/Pass/StageTimer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace mopt;

namespace {

class BraunBuilder {
public:
  BraunBuilder(Function &F, const DominatorTree &DT, PassInstrumentation *PI)
      : F(F), G(DT.getGraph()), DT(DT), PI(PI), T(F) {}
  PromotionOutcome run();

private:
  void fillBlock(unsigned B);
  void sealBlock(unsigned B);
  Value *read(unsigned Target, unsigned B);
  void write(unsigned Target, unsigned B, Value *V) {
    CurrentDef[key(Target, B)] = V;
  }
  Value *lookup(unsigned Target, unsigned B);
  PhiInst *newPhi(unsigned Target, unsigned B);
  void completePendingPhis();
  void removeIfTrivial(PhiInst *Phi);
  void removePhi(PhiInst *Phi, Value *By);
  void readInputPhiEntries();
  void finish();

  static uint64_t key(unsigned Target, unsigned B) {
    return uint64_t(Target) << 32 | B;
  }
  Value *resolve(Value *V);

  Function &F;
  const FlowGraph &G;
  const DominatorTree &DT;
  PassInstrumentation *PI;
  PromotionTargets T;
  /// The last value each (target, block) wrote, or that a read there found.
  llvm::DenseMap<uint64_t, Value *> CurrentDef;
  std::vector<unsigned> UnfilledPreds;
  std::vector<bool> Sealed;
  /// Per block, the operandless phis sealing it completes: (target, phi).
  std::vector<std::vector<std::pair<unsigned, PhiInst *>>> Incomplete;
  /// Phis whose operands are still to be read, and whether they have
  /// been read (then the phi only waits to be checked for triviality).
  struct Pending {
    PhiInst *Phi;
    unsigned Target;
    bool OperandsRead;
  };
  std::vector<Pending> PendingPhis;
  /// Every phi made, with its target; a removed one is unlinked (not
  /// deleted until the end) and ReplacedBy says by what.
  std::vector<std::pair<PhiInst *, unsigned>> Created;
  llvm::DenseMap<PhiInst *, Value *> ReplacedBy;
  /// The phis this pass made: only those may go (the input's own phis
  /// stay, trivial or not, as with the Cytron construction).
  llvm::DenseSet<PhiInst *> Made;
  llvm::DenseSet<PhiInst *> Operandless;
  std::vector<unsigned> Path;
  std::vector<std::pair<PhiInst *, unsigned>> InputPhiReads;
  bool TouchedVariable = false;
};

} // namespace

/// V, or what replaced it if it is a phi that went (a chain, as a phi's
/// replacement may have gone too). The chain walked is pointed at its end,
/// so no chain is walked twice.
Value *BraunBuilder::resolve(Value *V) {
  Value *End = V;
  while (auto *Phi = llvm::dyn_cast_or_null<PhiInst>(End)) {
    if (Phi->getParent())
      break;
    End = ReplacedBy.lookup(Phi);
  }
  while (V != End) {
    auto *Phi = llvm::cast<PhiInst>(V);
    Value *&Next = ReplacedBy[Phi];
    V = Next;
    Next = End;
  }
  return End;
}

Value *BraunBuilder::lookup(unsigned Target, unsigned B) {
  auto It = CurrentDef.find(key(Target, B));
  if (It == CurrentDef.end())
    return nullptr;
  return It->second = resolve(It->second);
}

PhiInst *BraunBuilder::newPhi(unsigned Target, unsigned B) {
  BasicBlock *BB = DT.getBlock(B);
  SourceLoc Loc = BB->getLoc().isKnown() || BB->empty() ? BB->getLoc()
                                                        : BB->front().getLoc();
  auto *Phi = new PhiInst(T.typeOf(Target), Loc);
  // At the top: finding the first non-phi each time would cost time
  // quadratic in the phis of a block.
  BB->insert(BB->begin(), Phi);
  T.nameAfter(Phi, Target);
  Created.push_back({Phi, Target});
  Made.insert(Phi);
  return Phi;
}

/// readVariable, with the recursion on single predecessors made a loop:
/// the value found is written to every block of the chain walked.
Value *BraunBuilder::read(unsigned Target, unsigned B) {
  Path.clear();
  Value *Found;
  for (;;) {
    if ((Found = lookup(Target, B)))
      break;
    Path.push_back(B);
    llvm::ArrayRef<unsigned> Preds = G.preds(B);
    if (!Sealed[B]) {
      PhiInst *Phi = newPhi(Target, B);
      Incomplete[B].push_back({Target, Phi});
      Operandless.insert(Phi);
      Found = Phi;
    } else if (Preds.empty()) {
      Found = T.initialValue(Target);
    } else if (Preds.size() == 1) {
      B = Preds[0];
      continue;
    } else {
      PhiInst *Phi = newPhi(Target, B);
      PendingPhis.push_back({Phi, Target, false});
      Found = Phi;
    }
    break;
  }
  for (unsigned X : Path)
    write(Target, X, Found);
  return Found;
}

/// addPhiOperands for every pending phi, then tryRemoveTrivialPhi once its
/// operands are read: the phis those reads made wait above it on the stack.
void BraunBuilder::completePendingPhis() {
  while (!PendingPhis.empty()) {
    Pending P = PendingPhis.back();
    PendingPhis.pop_back();
    if (P.OperandsRead) {
      removeIfTrivial(P.Phi);
      continue;
    }
    PendingPhis.push_back({P.Phi, P.Target, true});
    unsigned B = P.Phi->getParent()->getNumber();
    for (unsigned Pred : G.preds(B))
      P.Phi->addIncoming(read(P.Target, Pred), DT.getBlock(Pred));
  }
}

/// tryRemoveTrivialPhi, with the recursion on the phis that used a removed
/// one made a worklist.
void BraunBuilder::removeIfTrivial(PhiInst *First) {
  std::vector<PhiInst *> Work{First};
  while (!Work.empty()) {
    PhiInst *Phi = Work.back();
    Work.pop_back();
    if (!Phi->getParent() || !Made.count(Phi) || Operandless.count(Phi))
      continue;
    Value *Only = onlyIncomingValue(*Phi);
    if (!Only)
      continue;
    for (Use &U : Phi->uses())
      if (auto *User = llvm::dyn_cast<PhiInst>(U.getUser()); User != Phi)
        if (User)
          Work.push_back(User);
    removePhi(Phi, Only);
  }
}

void BraunBuilder::removePhi(PhiInst *Phi, Value *By) {
  Phi->replaceAllUsesWith(By);
  Phi->removeFromParent();
  ReplacedBy[Phi] = By;
}

void BraunBuilder::sealBlock(unsigned B) {
  for (auto [Target, Phi] : Incomplete[B]) {
    Operandless.erase(Phi);
    PendingPhis.push_back({Phi, Target, false});
  }
  Incomplete[B].clear();
  Sealed[B] = true;
  completePendingPhis();
}

/// Renames one block: each read of a target becomes its current value, each
/// write names a new one; a promoted slot's loads and stores go.
void BraunBuilder::fillBlock(unsigned B) {
  BasicBlock *BB = DT.getBlock(B);
  for (auto It = BB->begin(); It != BB->end();) {
    Instruction &I = *It++;
    if (auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
      // An input phi reads its entries' variables at the ends of its
      // predecessors, read once every block is filled.
      for (unsigned K = 0; K != Phi->getNumIncoming(); ++K)
        if (T.variableOf(Phi->getIncomingValue(K)))
          InputPhiReads.push_back({Phi, K});
      continue;
    }
    for (Use &U : I.operands())
      if (auto V = T.variableOf(U.get())) {
        TouchedVariable = true;
        U.set(read(*V, B));
        completePendingPhis();
      }
    if (auto S = T.slotAccessed(I)) {
      if (I.getOpcode() == Opcode::Store) {
        write(*S, B, PromotionTargets::storedValue(I));
        I.eraseFromParent();
        continue;
      }
      Value *Loaded = read(*S, B);
      completePendingPhis(); // which may have found the phi read trivial
      Loaded = resolve(Loaded);
      if (auto V = T.variableOf(I.getDestVariable())) {
        TouchedVariable = true;
        write(*V, B, Loaded);
      }
      PromotionTargets::eraseAccess(&I, Loaded);
      continue;
    }
    if (auto V = T.variableOf(I.getDestVariable())) {
      TouchedVariable = true;
      T.nameAfter(&I, *V);
      write(*V, B, &I);
    }
  }
}

void BraunBuilder::readInputPhiEntries() {
  for (auto [Phi, K] : InputPhiReads) {
    unsigned V = *T.variableOf(Phi->getIncomingValue(K));
    Phi->setIncomingValue(K, read(V, Phi->getIncomingBlock(K)->getNumber()));
    completePendingPhis();
  }
}

PromotionOutcome BraunBuilder::run() {
  if (T.size() == 0)
    return {false, T.getNumSlotsLeft()};
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      T.noteExistingName(I);
  {
    StageTimer Timer(PI, "ssa<braun>: fill and seal blocks");
    unsigned N = G.size();
    UnfilledPreds.assign(N, 0);
    for (unsigned B = 0; B != N; ++B)
      UnfilledPreds[B] = G.preds(B).size();
    Sealed.assign(N, false);
    Incomplete.assign(N, {});
    for (BasicBlock *BB : reversePostOrder(F)) {
      unsigned B = BB->getNumber();
      if (!UnfilledPreds[B] && !Sealed[B])
        sealBlock(B);
      fillBlock(B);
      for (unsigned Succ : G.succs(B))
        if (--UnfilledPreds[Succ] == 0)
          sealBlock(Succ);
    }
    readInputPhiEntries();
  }
  {
    StageTimer Timer(PI, "ssa<braun>: redundant phi groups");
    std::vector<PhiInst *> Live;
    for (auto [Phi, Target] : Created)
      if (Phi->getParent())
        Live.push_back(Phi);
    removeRedundantPhis(Live);
  }
  finish();
  return {TouchedVariable || !T.getSlots().empty(), T.getNumSlotsLeft()};
}

/// Deletes the phis that went, the promoted slots' allocas and the
/// variables no instruction reads or writes any more.
void BraunBuilder::finish() {
  std::vector<unsigned> PhisOfSlot(T.getSlots().size());
  for (auto [Phi, Target] : Created) {
    if (Phi->getParent()) {
      if (T.isSlot(Target))
        ++PhisOfSlot[Target - T.getNumVariables()];
      continue;
    }
    Phi->dropAllReferences();
    delete Phi;
  }
  T.remarkPromoted(PI, PhisOfSlot);
  for (Instruction *Alloca : T.getSlots())
    if (Alloca->use_empty())
      Alloca->eraseFromParent();
  F.removeUnreadVariables();
}

PromotionOutcome mopt::buildSSABraun(Function &F, const DominatorTree &DT,
                                     PassInstrumentation *PI) {
  return BraunBuilder(F, DT, PI).run();
}
