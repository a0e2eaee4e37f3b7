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
//     else, with the marker improvement of the paper's Section 3.3, the
//     reads in each predecessor with B marked: one value if they agree, a
//     phi in B if they differ or if a read came back to B around a cycle.
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
// blocks in a loop and keeps a frame per marked block on a stack, and
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
  /// A block of a lookup waiting for its predecessors' values.
  struct LookupFrame {
    unsigned Block;
    unsigned NextPred;
    unsigned ChainBase;
    unsigned ValueBase;
  };
  Value *descend(unsigned Target, unsigned B);
  void finishChain(unsigned Target, unsigned ChainBase, Value *Found);
  Value *joinPredecessors(unsigned Target, const LookupFrame &Frame);
  void write(unsigned Target, unsigned B, Value *V) {
    CurrentDef[key(Target, B)] = V;
  }
  Value *lookup(unsigned Target, unsigned B);
  PhiInst *newPhi(unsigned Target, unsigned B);
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
  /// Every phi made, with its target; a removed one is unlinked (not
  /// deleted until the end) and ReplacedBy says by what.
  std::vector<std::pair<PhiInst *, unsigned>> Created;
  llvm::DenseMap<PhiInst *, Value *> ReplacedBy;
  /// The phis this pass made: only those may go (the input's own phis
  /// stay, trivial or not, as with the Cytron construction).
  llvm::DenseSet<PhiInst *> Made;
  llvm::DenseSet<PhiInst *> Operandless;
  /// The lookup's explicit recursion (read): its frames, the blocks of
  /// the chains walked, the predecessors' values found, and the blocks
  /// whose predecessors are being looked up.
  std::vector<LookupFrame> Frames;
  std::vector<unsigned> Chain;
  std::vector<Value *> LookupValues;
  std::vector<bool> Marked;
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

/// readVariable with the marker improvement of the paper's Section 3.3: a
/// block with several predecessors gets a phi only if they give different
/// values, or if the lookup comes back to it around a cycle (it is marked
/// while its predecessors are looked up). The recursion is explicit: a
/// frame per such block, the values of its predecessors found so far on
/// LookupValues, and single-predecessor chains walked in a loop, every
/// block on the way given the value found.
Value *BraunBuilder::read(unsigned Target, unsigned B) {
  Value *Found = descend(Target, B);
  while (!Frames.empty()) {
    if (Found)
      LookupValues.push_back(Found);
    LookupFrame &Top = Frames.back();
    llvm::ArrayRef<unsigned> Preds = G.preds(Top.Block);
    if (Top.NextPred != Preds.size()) {
      Found = descend(Target, Preds[Top.NextPred++]);
      continue;
    }
    Found = joinPredecessors(Target, Top);
    finishChain(Target, Top.ChainBase, Found);
    LookupValues.resize(Top.ValueBase);
    Frames.pop_back();
  }
  return Found;
}

/// Walks from B through single predecessors to a value or to a block that
/// needs a frame (then pushed, and null returned).
Value *BraunBuilder::descend(unsigned Target, unsigned B) {
  unsigned ChainBase = Chain.size();
  Value *Found;
  for (;;) {
    if ((Found = lookup(Target, B)))
      break;
    Chain.push_back(B);
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
    } else if (Marked[B]) {
      // Around a cycle: this phi gets its operands when B's frame ends.
      PhiInst *Phi = newPhi(Target, B);
      Operandless.insert(Phi);
      Found = Phi;
    } else {
      Chain.pop_back();
      Marked[B] = true;
      Frames.push_back({B, 0, ChainBase, unsigned(LookupValues.size())});
      return nullptr;
    }
    break;
  }
  finishChain(Target, ChainBase, Found);
  return Found;
}

void BraunBuilder::finishChain(unsigned Target, unsigned ChainBase,
                               Value *Found) {
  for (unsigned K = ChainBase; K != Chain.size(); ++K)
    write(Target, Chain[K], Found);
  Chain.resize(ChainBase);
}

/// The value at a frame's block once each predecessor's is known: the phi
/// a cycle made there, given its operands (and gone if they are one
/// value); else the one value they all give; else a new phi.
Value *BraunBuilder::joinPredecessors(unsigned Target,
                                      const LookupFrame &Frame) {
  unsigned B = Frame.Block;
  Marked[B] = false;
  llvm::ArrayRef<Value *> Values =
      llvm::ArrayRef(LookupValues).drop_front(Frame.ValueBase);
  llvm::ArrayRef<unsigned> Preds = G.preds(B);
  auto *CyclePhi = llvm::dyn_cast_or_null<PhiInst>(lookup(Target, B));
  if (!CyclePhi) {
    Value *First = resolve(Values.front());
    bool AllSame =
        llvm::all_of(Values, [&](Value *V) { return resolve(V) == First; });
    if (AllSame) {
      write(Target, B, First);
      return First;
    }
  }
  PhiInst *Phi = CyclePhi ? CyclePhi : newPhi(Target, B);
  Operandless.erase(Phi);
  for (unsigned K = 0; K != Preds.size(); ++K)
    Phi->addIncoming(resolve(Values[K]), DT.getBlock(Preds[K]));
  write(Target, B, Phi);
  if (CyclePhi)
    removeIfTrivial(Phi);
  return resolve(Phi);
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
    Value *Only = Phi->getOnlyIncomingValue();
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
  // Its operands go too: a phi gone must not stay among the users of the
  // values it read (they would be walked again when those go).
  Phi->dropAllReferences();
  ReplacedBy[Phi] = By;
}

/// sealBlock: each operandless phi B's predecessors were waiting for, the
/// last made first, gets its operands (addPhiOperands) and goes if they
/// are one value (tryRemoveTrivialPhi). The reads find B sealed.
void BraunBuilder::sealBlock(unsigned B) {
  Sealed[B] = true;
  std::vector<std::pair<unsigned, PhiInst *>> Waiting;
  Waiting.swap(Incomplete[B]);
  for (auto [Target, Phi] : Waiting)
    Operandless.erase(Phi);
  for (auto It = Waiting.rbegin(); It != Waiting.rend(); ++It) {
    auto [Target, Phi] = *It;
    for (unsigned Pred : G.preds(B))
      Phi->addIncoming(read(Target, Pred), DT.getBlock(Pred));
    removeIfTrivial(Phi);
  }
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
      T.notePhiReads(*Phi, InputPhiReads);
      continue;
    }
    for (Use &U : I.operands())
      if (auto V = T.variableOf(U.get())) {
        TouchedVariable = true;
        U.set(read(*V, B));
      }
    if (auto S = T.slotAccessed(I)) {
      if (I.getOpcode() == Opcode::Store) {
        write(*S, B, PromotionTargets::storedValue(I));
        I.eraseFromParent();
        continue;
      }
      Value *Loaded = read(*S, B);
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
    Marked.assign(N, false);
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
