//===- SSAConstruction.cpp - Variables to SSA values ----------------------===//
//
// mem2reg-style SSA construction (Cytron, Ferrante, Rosen, Wegman, Zadeck,
// "Efficiently Computing Static Single Assignment Form and the Control
// Dependence Graph", TOPLAS 1991), organised as LLVM's PromoteMemToReg:
//
//  1. One scan records, per variable, the blocks that write it, the blocks
//     that read it before writing it, and whether all of it sits in one
//     block.
//  2. Cheap cases first (pruned variant only, where they are exact): a
//     variable never written reads its initial value everywhere; one
//     written once, where that write dominates every read, reads it; one
//     whose reads and writes share a block, with no read before the first
//     write, is rewritten by one walk of that block.
//  3. The rest get phis at the iterated dominance frontier of their writing
//     blocks, pruned for the pruned variant by where they are live on
//     entry. The IDF comes from Cytron's worklist over stored frontiers
//     (FrontierIDF), or from Sreedhar and Gao's subtree walks
//     (IDFCalculator) when the frontiers would be too large. Liveness comes
//     from a walk per variable (LiveInCalculator) for short live ranges,
//     and from bit-vector data flow over batches of variables
//     (LiveInBitSets) for those live across much of the function.
//  4. Renaming walks the dominator tree in pre-order with an explicit stack;
//     each variable's current value lives in one array, and an undo log
//     restores it on the way back up, so no per-block copies are made.
//  5. For the pruned variant, as LLVM's mem2reg: a phi whose entries are
//     all one value (or the phi itself) is replaced by that value, until
//     no such phi is left.
//
// Stack slots are promoted with the variables, as LLVM's mem2reg promotes
// allocas: an `alloca` of the entry block whose address only loads and
// stores use (PromotableSlots.h) is one more variable, its stores writes
// and its loads reads. A promoted slot's loads, stores and alloca go; the
// rest stay in memory, and -pass-remarks-missed=ssa says why of each. As
// LLVM's mem2reg, the pass goes round again while a round promotes
// something and leaves slots: a slot whose address was stored only into
// a promoted slot (or a variable) is then loaded and stored only.
//
// A read with no write before it gets the variable's initial value: 0, or
// for a parameter a `param K` placed at the top of the entry block. A load
// of a promoted slot before any store reads the zero of its type too (LLVM
// reads undef; run unpromoted it is an error, so promotion only removes
// an error). New values are named after their variable or slot: %i.1,
// %i.2, ... Every instruction keeps its source position; a phi takes its
// block's.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/SSAConstruction.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Analysis/FrontierIDF.h"
#include "mopt/Analysis/IteratedDominanceFrontier.h"
#include "mopt/Analysis/LiveInBitSets.h"
#include "mopt/Analysis/LiveInBlocks.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassInstrumentation.h"
#include "mopt/Pass/StageTimer.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Transforms/PromotableSlots.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <optional>

using namespace mopt;

namespace {

constexpr unsigned NoBlock = ~0u;
constexpr unsigned ManyBlocks = ~0u - 1;

/// What the scan learned about one variable.
struct VariableInfo {
  std::vector<unsigned> DefBlocks;          // each once, in layout order
  std::vector<unsigned> UseBeforeDefBlocks; // each once
  unsigned NumDefs = 0;
  Instruction *OnlyDef = nullptr; // the write, when NumDefs == 1
  unsigned Block = NoBlock;       // the one block of all events, or Many
  bool ReadByPhi = false;         // a phi entry reads it
  bool TouchesVariable = false;   // a slot: an access reads or writes one
  bool Promoted = false;          // done by a cheap case
  // Scan markers: the last block that wrote it / read it first.
  unsigned LastDefBlock = NoBlock;
  unsigned LastUpwardUseBlock = NoBlock;
};

class SSABuilder {
public:
  SSABuilder(Function &F, const DominatorTree &DT, SSAVariant Variant,
             PassInstrumentation *PI)
      : F(F), DT(DT), Variant(Variant), PI(PI),
        NumVariables(F.getNumVariables()) {}
  /// Whether a run promoted anything (variables or slots), and how many
  /// of the entry block's slots it left in memory.
  struct Outcome {
    bool Changed;
    unsigned SlotsLeft;
  };
  Outcome run();

private:
  void collectSlots();
  void assignSuffixCounters();
  void remarkPromoted();
  void scan();
  void noteBlock(VariableInfo &Info, unsigned B);
  void noteRead(VariableInfo &Info, unsigned B);
  void noteWrite(VariableInfo &Info, unsigned B, Instruction *I);
  void notePhiReads();
  void promoteCheapCases();
  bool promoteSingleDef(unsigned V);
  bool promoteSingleBlock(unsigned V);
  void replaceReads(unsigned V, Value *With);
  void retireWrite(unsigned V, Instruction *Write);
  void eraseAccess(Instruction *I, Value *LoadedValue);
  /// Where phis go for one variable at a time: the IDF from stored
  /// frontiers when they are small enough, else by subtree walks.
  /// The subtree walker is built only if the frontiers are refused.
  struct PhiFinder {
    PhiFinder(const DominatorTree &DT, bool Pruned)
        : DT(DT), Frontiers(DT.getGraph(), DT.getNodes()), Pruned(Pruned) {}
    /// LiveBlocks lists the blocks where IsLive holds; only the subtree
    /// walk needs it, and only when pruned.
    std::vector<unsigned>
    iteratedFrontier(const VariableInfo &Info,
                     llvm::function_ref<bool(unsigned)> IsLive,
                     llvm::ArrayRef<unsigned> LiveBlocks);
    const DominatorTree &DT;
    FrontierIDF Frontiers;
    std::optional<IDFCalculator> SubtreeIDF;
    bool Pruned;
  };
  void placePhis();
  std::vector<unsigned> variablesNeedingPhis() const;
  void findPhiBlocks(PhiFinder &Finder, llvm::ArrayRef<unsigned> Candidates);
  void findPhiBlocksOfLongLived(PhiFinder &Finder,
                                llvm::ArrayRef<unsigned> Long);
  void insertPhis();
  void rename();
  void removeTrivialPhis();
  void renameBlock(unsigned B);
  void renameAccess(Instruction &I, unsigned S);
  void fillSuccessorPhis(BasicBlock *BB);

  Variable *var(unsigned V) const { return F.getVariable(V); }
  bool isSlot(unsigned V) const { return V >= NumVariables; }
  Instruction *slot(unsigned V) const { return Slots[V - NumVariables]; }
  const Type *typeOf(unsigned V) const;
  llvm::StringRef nameOf(unsigned V) const;
  /// The promoted slot a load or store accesses.
  std::optional<unsigned> slotAccessed(const Instruction &I) const;
  /// The value a store of a promoted slot writes.
  static Value *storedValue(Instruction &Store) { return Store.getOperand(1); }
  std::optional<unsigned> localIndex(Value *Op) const;
  Value *currentValue(unsigned V);
  Value *initialValue(unsigned V);
  void define(unsigned V, Value *Val);
  void nameAfter(Instruction *I, unsigned V);

  Function &F;
  const DominatorTree &DT;
  SSAVariant Variant;
  PassInstrumentation *PI;
  /// Indices below NumVariables are variables; slot K is NumVariables + K.
  unsigned NumVariables;
  /// The promoted slots, in entry-block order, and their instruction
  /// numbers, ascending, for a binary search from an address operand.
  std::vector<Instruction *> Slots;
  std::vector<unsigned> SlotNumbers;
  unsigned SlotsLeft = 0;
  std::vector<VariableInfo> Vars;
  /// Per variable, the blocks that get a phi for it.
  std::vector<std::vector<unsigned>> PhiBlocks;
  /// Phis placed by this pass, per block number, with their variable.
  std::vector<std::vector<std::pair<PhiInst *, unsigned>>> PlacedPhis;
  /// Phi entries that read a variable: (phi, entry).
  std::vector<std::pair<PhiInst *, unsigned>> PhiReads;
  std::vector<Value *> Current;
  std::vector<std::pair<unsigned, Value *>> UndoLog;
  std::vector<Instruction *> ParamValues;
  std::vector<unsigned> NextSuffix;
  /// Whose counter of NextSuffix names V's values: its own, or for a slot
  /// named as a variable is (slot %x, variable x), the variable's, so that
  /// the two never make the same name.
  std::vector<unsigned> SuffixOf;
  /// The SSA names F had before this pass that a new name could equal: a
  /// new name is VARIABLE.N, cut at its last dot into one variable's name
  /// and a number no other new name of that variable has, so new names
  /// never meet each other, and only old names with a dot can clash. The
  /// strings are the instructions' own.
  llvm::DenseSet<llvm::StringRef> UsedNames;
};

} // namespace

std::optional<unsigned> SSABuilder::localIndex(Value *Op) const {
  auto *Var = llvm::dyn_cast_or_null<Variable>(Op);
  if (!Var || Var->getParent() != &F)
    return std::nullopt;
  return Var->getIndex();
}

const Type *SSABuilder::typeOf(unsigned V) const {
  return isSlot(V) ? slot(V)->getType()->getPointee() : var(V)->getType();
}

llvm::StringRef SSABuilder::nameOf(unsigned V) const {
  return isSlot(V) ? slot(V)->getName() : var(V)->getName();
}

std::optional<unsigned> SSABuilder::slotAccessed(const Instruction &I) const {
  if (Slots.empty() ||
      (I.getOpcode() != Opcode::Load && I.getOpcode() != Opcode::Store))
    return std::nullopt;
  auto *Alloca = llvm::dyn_cast<Instruction>(I.getOperand(0));
  if (!Alloca || Alloca->getOpcode() != Opcode::Alloca)
    return std::nullopt;
  auto It = std::lower_bound(SlotNumbers.begin(), SlotNumbers.end(),
                             Alloca->getNumber());
  unsigned K = It - SlotNumbers.begin();
  if (It == SlotNumbers.end() || Slots[K] != Alloca)
    return std::nullopt;
  return NumVariables + K;
}

/// The entry block's allocas that can be promoted become slots.
/// Instruction numbers are made current here for findSlotEscape and
/// slotAccessed: nothing renumbers them until the run ends.
void SSABuilder::collectSlots() {
  F.renumberInstructions();
  for (Instruction &I : F.getEntryBlock()) {
    if (I.getOpcode() != Opcode::Alloca)
      continue;
    if (findSlotEscape(I)) {
      ++SlotsLeft;
      continue;
    }
    Slots.push_back(&I);
    SlotNumbers.push_back(I.getNumber());
  }
  Vars.resize(NumVariables + Slots.size());
}

void SSABuilder::assignSuffixCounters() {
  SuffixOf.resize(Vars.size());
  for (unsigned V = 0; V != Vars.size(); ++V) {
    Variable *Same = isSlot(V) ? F.lookupVariable(nameOf(V)) : nullptr;
    SuffixOf[V] = Same ? Same->getIndex() : V;
  }
}

static bool remarksEnabled(PassInstrumentation *PI, RemarkKind K) {
  return PI && PI->getRemarks() && PI->getRemarks()->isEnabled(K, "ssa");
}

/// "slot %p", or "slot v" for an alloca written to the variable v.
static std::string slotText(const Instruction &Alloca) {
  if (const Variable *Dest = Alloca.getDestVariable())
    return "slot " + Dest->getName().str();
  return "slot %" + Alloca.getName().str();
}

/// One remark per promoted slot, with the phis placed for it.
void SSABuilder::remarkPromoted() {
  if (!remarksEnabled(PI, RemarkKind::Passed))
    return;
  std::vector<unsigned> PhisOf(Slots.size());
  for (const auto &Placed : PlacedPhis)
    for (auto [Phi, V] : Placed)
      if (Phi && isSlot(V))
        ++PhisOf[V - NumVariables];
  for (unsigned K = 0; K != Slots.size(); ++K)
    PI->getRemarks()->emit(
        RemarkKind::Passed, "ssa", F.getParent()->getSources(),
        Slots[K]->getLoc(),
        slotText(*Slots[K]) + " promoted to SSA values, with " +
            std::to_string(PhisOf[K]) + (PhisOf[K] == 1 ? " phi" : " phis"));
}

void SSABuilder::noteBlock(VariableInfo &Info, unsigned B) {
  if (Info.Block == NoBlock)
    Info.Block = B;
  else if (Info.Block != B)
    Info.Block = ManyBlocks;
}

void SSABuilder::scan() {
  for (BasicBlock &BB : F) {
    unsigned B = BB.getNumber();
    for (Instruction &I : BB) {
      if (I.hasSSAResult() && I.getName().contains('.'))
        UsedNames.insert(I.getName());
      if (auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
        for (unsigned K = 0; K != Phi->getNumIncoming(); ++K)
          if (localIndex(Phi->getIncomingValue(K)))
            PhiReads.push_back({Phi, K});
        continue;
      }
      for (Use &U : I.operands())
        if (auto V = localIndex(U.get()))
          noteRead(Vars[*V], B);
      if (auto V = localIndex(I.getDestVariable()))
        noteWrite(Vars[*V], B, &I);
      if (auto S = slotAccessed(I)) {
        bool IsLoad = I.getOpcode() == Opcode::Load;
        if (IsLoad)
          noteRead(Vars[*S], B);
        else
          noteWrite(Vars[*S], B, &I);
        if (IsLoad ? I.getDestVariable() != nullptr
                   : llvm::isa<Variable>(storedValue(I)))
          Vars[*S].TouchesVariable = true;
      }
    }
  }
  notePhiReads();
}

void SSABuilder::noteRead(VariableInfo &Info, unsigned B) {
  noteBlock(Info, B);
  if (Info.LastDefBlock != B && Info.LastUpwardUseBlock != B) {
    Info.LastUpwardUseBlock = B;
    Info.UseBeforeDefBlocks.push_back(B);
  }
}

void SSABuilder::noteWrite(VariableInfo &Info, unsigned B, Instruction *I) {
  noteBlock(Info, B);
  ++Info.NumDefs;
  Info.OnlyDef = I;
  if (Info.LastDefBlock != B) {
    Info.LastDefBlock = B;
    Info.DefBlocks.push_back(B);
  }
}

/// A phi entry reads its variable at the end of the incoming block: an
/// upward-exposed read there unless that block writes the variable.
void SSABuilder::notePhiReads() {
  for (auto [Phi, K] : PhiReads) {
    VariableInfo &Info = Vars[*localIndex(Phi->getIncomingValue(K))];
    Info.ReadByPhi = true;
    unsigned From = Phi->getIncomingBlock(K)->getNumber();
    noteBlock(Info, From);
    bool Written = llvm::is_contained(Info.DefBlocks, From);
    if (!Written && !llvm::is_contained(Info.UseBeforeDefBlocks, From))
      Info.UseBeforeDefBlocks.push_back(From);
  }
}

Value *SSABuilder::initialValue(unsigned V) {
  Argument *Arg = isSlot(V) ? nullptr : var(V)->getParamArgument();
  if (!Arg)
    return F.getZero(typeOf(V));
  if (!ParamValues[V]) {
    BasicBlock &Entry = F.getEntryBlock();
    auto *Param = new UnaryInst(Opcode::Param, Arg, F.getLoc());
    Entry.insert(Entry.begin(), Param);
    nameAfter(Param, V);
    ParamValues[V] = Param;
  }
  return ParamValues[V];
}

void SSABuilder::nameAfter(Instruction *I, unsigned V) {
  std::string Name;
  do
    Name = nameOf(V).str() + "." + std::to_string(++NextSuffix[SuffixOf[V]]);
  while (UsedNames.count(Name));
  I->setDestVariable(nullptr);
  I->setName(Name);
}

bool SSABuilder::promoteSingleDef(unsigned V) {
  VariableInfo &Info = Vars[V];
  if (Info.NumDefs != 1)
    return false;
  BasicBlock *DefBB = Info.OnlyDef->getParent();
  for (unsigned B : Info.UseBeforeDefBlocks)
    if (!DT.properlyDominates(DefBB, DT.getBlock(B)))
      return false;
  Value *Written = Info.OnlyDef;
  if (isSlot(V))
    Written = storedValue(*Info.OnlyDef);
  retireWrite(V, Info.OnlyDef);
  replaceReads(V, Written);
  return true;
}

/// Every read of V, a variable's uses or a slot's loads, becomes With.
void SSABuilder::replaceReads(unsigned V, Value *With) {
  if (!isSlot(V)) {
    var(V)->replaceAllUsesWith(With);
    return;
  }
  for (Use &U : slot(V)->uses())
    eraseAccess(static_cast<Instruction *>(U.getUser()), With);
}

/// Write, which wrote V, now writes an SSA value (a variable's), or goes
/// (a slot's store).
void SSABuilder::retireWrite(unsigned V, Instruction *Write) {
  if (isSlot(V))
    Write->eraseFromParent();
  else
    nameAfter(Write, V);
}

/// Erases I, a load or store of a promoted slot; a load's uses read
/// LoadedValue instead.
void SSABuilder::eraseAccess(Instruction *I, Value *LoadedValue) {
  if (I->getOpcode() == Opcode::Load)
    I->replaceAllUsesWith(LoadedValue);
  I->eraseFromParent();
}

bool SSABuilder::promoteSingleBlock(unsigned V) {
  VariableInfo &Info = Vars[V];
  if (Info.Block >= ManyBlocks || Info.ReadByPhi ||
      !Info.UseBeforeDefBlocks.empty())
    return false;
  Value *Cur = nullptr;
  BasicBlock *BB = DT.getBlock(Info.Block);
  for (auto It = BB->begin(); It != BB->end();) {
    Instruction &I = *It++;
    if (isSlot(V)) {
      if (slotAccessed(I) != V)
        continue;
      if (I.getOpcode() == Opcode::Store)
        Cur = storedValue(I);
      eraseAccess(&I, Cur);
      continue;
    }
    for (Use &U : I.operands())
      if (localIndex(U.get()) == V)
        U.set(Cur);
    if (localIndex(I.getDestVariable()) == V) {
      nameAfter(&I, V);
      Cur = &I;
    }
  }
  return true;
}

void SSABuilder::promoteCheapCases() {
  for (unsigned V = 0; V != Vars.size(); ++V) {
    VariableInfo &Info = Vars[V];
    if (Info.NumDefs == 0) {
      // Never written: every read is of the initial value.
      if (isSlot(V) || !var(V)->use_empty())
        replaceReads(V, initialValue(V));
      Info.Promoted = true;
      continue;
    }
    // A slot whose store writes a variable, or whose load writes one,
    // needs renaming to resolve that variable at the access: it waits.
    if (Variant == SSAVariant::Pruned && !Info.TouchesVariable)
      Info.Promoted = promoteSingleDef(V) || promoteSingleBlock(V);
  }
}

/// The variables that need phis: not promoted by a cheap case, and read
/// before written somewhere unless phis go wherever the IDF says.
std::vector<unsigned> SSABuilder::variablesNeedingPhis() const {
  std::vector<unsigned> Result;
  for (unsigned V = 0; V != Vars.size(); ++V)
    if (!Vars[V].Promoted &&
        (Variant == SSAVariant::Minimal || !Vars[V].UseBeforeDefBlocks.empty()))
      Result.push_back(V);
  return Result;
}

std::vector<unsigned> SSABuilder::PhiFinder::iteratedFrontier(
    const VariableInfo &Info, llvm::function_ref<bool(unsigned)> IsLive,
    llvm::ArrayRef<unsigned> LiveBlocks) {
  if (Frontiers.isAvailable())
    return Frontiers.calculate(Info.DefBlocks, IsLive);
  if (!SubtreeIDF)
    SubtreeIDF.emplace(DT.getGraph(), DT.getNodes());
  SubtreeIDF->setDefiningBlocks(Info.DefBlocks);
  if (Pruned)
    SubtreeIDF->setLiveInBlocks(LiveBlocks);
  return SubtreeIDF->calculate();
}

/// Liveness one variable at a time costs each variable its live range:
/// cheap for the many short-lived ones, but the whole function over again
/// for each variable live nearly everywhere. Those are given up on past a
/// limit and solved together as bit vectors, a batch of them at a time so
/// that the rows stay within a fixed budget of memory.
void SSABuilder::findPhiBlocks(PhiFinder &Finder,
                               llvm::ArrayRef<unsigned> Candidates) {
  const FlowGraph &G = DT.getGraph();
  if (!Finder.Pruned) {
    for (unsigned V : Candidates)
      PhiBlocks[V] =
          Finder.iteratedFrontier(Vars[V], [](unsigned) { return true; }, {});
    return;
  }
  LiveInCalculator Walk(G);
  const size_t WalkLimit = G.size() / 32 + 32;
  std::vector<unsigned> LiveAlmostEverywhere;
  for (unsigned V : Candidates) {
    const VariableInfo &Info = Vars[V];
    if (!Walk.calculateWithin(Info.UseBeforeDefBlocks, Info.DefBlocks,
                              WalkLimit)) {
      LiveAlmostEverywhere.push_back(V);
      continue;
    }
    PhiBlocks[V] = Finder.iteratedFrontier(
        Info, [&](unsigned B) { return Walk.isLiveIn(B); }, Walk.blocks());
  }
  findPhiBlocksOfLongLived(Finder, LiveAlmostEverywhere);
}

void SSABuilder::findPhiBlocksOfLongLived(PhiFinder &Finder,
                                          llvm::ArrayRef<unsigned> Long) {
  if (Long.empty())
    return;
  const FlowGraph &G = DT.getGraph();
  constexpr size_t RowBudgetBytes = 16 << 20;
  // Long variables exist only in a function with blocks: bytesFor > 0.
  size_t BatchSize =
      64 * std::max<size_t>(1, RowBudgetBytes /
                                   LiveInBitSets::bytesFor(G.size(), 64));
  std::vector<unsigned> LiveBlocks;
  for (size_t First = 0; First < Long.size(); First += BatchSize) {
    llvm::ArrayRef<unsigned> Batch =
        Long.slice(First, std::min(BatchSize, Long.size() - First));
    LiveInBitSets Bits(G, Batch.size());
    for (unsigned K = 0; K != Batch.size(); ++K) {
      for (unsigned B : Vars[Batch[K]].DefBlocks)
        Bits.addDef(B, K);
      for (unsigned B : Vars[Batch[K]].UseBeforeDefBlocks)
        Bits.addUpwardUse(B, K);
    }
    Bits.solve();
    for (unsigned K = 0; K != Batch.size(); ++K) {
      auto IsLive = [&](unsigned B) { return Bits.isLiveIn(B, K); };
      LiveBlocks.clear();
      if (!Finder.Frontiers.isAvailable())
        for (unsigned B = 0; B != G.size(); ++B)
          if (IsLive(B))
            LiveBlocks.push_back(B);
      PhiBlocks[Batch[K]] =
          Finder.iteratedFrontier(Vars[Batch[K]], IsLive, LiveBlocks);
    }
  }
}

/// Phis go into each block in variable order, whichever way they were
/// found.
void SSABuilder::insertPhis() {
  PlacedPhis.assign(DT.getGraph().size(), {});
  for (unsigned V = 0; V != Vars.size(); ++V) {
    std::sort(PhiBlocks[V].begin(), PhiBlocks[V].end());
    for (unsigned B : PhiBlocks[V]) {
      BasicBlock *BB = DT.getBlock(B);
      SourceLoc Loc = BB->getLoc().isKnown() || BB->empty()
                          ? BB->getLoc()
                          : BB->front().getLoc();
      auto *Phi = new PhiInst(typeOf(V), Loc);
      // After the last phi placed here: looking for the first non-phi each
      // time would cost time quadratic in the phis of a block.
      auto &Placed = PlacedPhis[B];
      BB->insert(Placed.empty() ? BB->getFirstNonPhi()
                                : std::next(Placed.back().first->getIterator()),
                 Phi);
      Placed.push_back({Phi, V});
    }
  }
  PhiBlocks = {};
}

void SSABuilder::placePhis() {
  PhiBlocks.assign(Vars.size(), {});
  PhiFinder Finder(DT, Variant == SSAVariant::Pruned);
  findPhiBlocks(Finder, variablesNeedingPhis());
  insertPhis();
}

Value *SSABuilder::currentValue(unsigned V) {
  return Current[V] ? Current[V] : initialValue(V);
}

void SSABuilder::define(unsigned V, Value *Val) {
  UndoLog.push_back({V, Current[V]});
  Current[V] = Val;
}

void SSABuilder::fillSuccessorPhis(BasicBlock *BB) {
  for (BasicBlock *Succ : successors(BB)) {
    // One entry per edge: a block branching twice to Succ adds two.
    for (auto [Phi, V] : PlacedPhis[Succ->getNumber()])
      Phi->addIncoming(currentValue(V), BB);
  }
}

/// A load of slot S reads its current value, which a variable the load
/// writes takes too; a store makes its value current. Either goes.
void SSABuilder::renameAccess(Instruction &I, unsigned S) {
  if (I.getOpcode() == Opcode::Store) {
    define(S, storedValue(I));
    I.eraseFromParent();
    return;
  }
  Value *Loaded = currentValue(S);
  if (auto V = localIndex(I.getDestVariable()); V && !Vars[*V].Promoted)
    define(*V, Loaded);
  eraseAccess(&I, Loaded);
}

void SSABuilder::renameBlock(unsigned B) {
  BasicBlock *BB = DT.getBlock(B);
  for (auto [Phi, V] : PlacedPhis[B]) {
    nameAfter(Phi, V);
    define(V, Phi);
  }
  for (auto It = BB->begin(); It != BB->end();) {
    Instruction &I = *It++;
    if (I.isPhi())
      continue;
    for (Use &U : I.operands())
      if (auto V = localIndex(U.get()); V && !Vars[*V].Promoted)
        U.set(currentValue(*V));
    // Slots promoted by a cheap case have no accesses left.
    if (auto S = slotAccessed(I)) {
      renameAccess(I, *S);
      continue;
    }
    if (auto V = localIndex(I.getDestVariable()); V && !Vars[*V].Promoted) {
      nameAfter(&I, *V);
      define(*V, &I);
    }
  }
  fillSuccessorPhis(BB);
  // Phis that were in the input read variables at the end of this block.
  for (auto [Phi, K] : PhiReads)
    if (Phi->getIncomingBlock(K) == BB)
      if (auto V = localIndex(Phi->getIncomingValue(K)))
        Phi->setIncomingValue(K, currentValue(*V));
}

/// The one value a phi merges, if all its entries are that value or the
/// phi itself; else null.
static Value *onlyIncomingValue(PhiInst &Phi) {
  Value *Only = nullptr;
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
    Value *In = Phi.getIncomingValue(K);
    if (In == &Phi || In == Only)
      continue;
    if (Only)
      return nullptr;
    Only = In;
  }
  return Only;
}

/// As LLVM's mem2reg does after renaming: a placed phi whose entries are
/// all one value (a variable copied along every edge, a slot stored once
/// before a join) is that value, and goes; which may make another phi so,
/// so the placed phis are looked at again until none goes. The value
/// reaches the phi's block on every edge, so it dominates every use.
void SSABuilder::removeTrivialPhis() {
  for (bool Removed = true; Removed;) {
    Removed = false;
    for (auto &Placed : PlacedPhis)
      for (auto &Entry : Placed) {
        if (!Entry.first)
          continue;
        if (Value *Only = onlyIncomingValue(*Entry.first)) {
          Entry.first->replaceAllUsesWith(Only);
          Entry.first->eraseFromParent();
          Entry.first = nullptr;
          Removed = true;
        }
      }
  }
}

void SSABuilder::rename() {
  Current.assign(Vars.size(), nullptr);
  const DomTreeNodes &Tree = DT.getNodes();
  // Each entry: a block, and the undo-log size when it was entered, or
  // NoBlock while it has not been entered yet.
  std::vector<std::pair<unsigned, unsigned>> Stack{{Tree.getRoot(), NoBlock}};
  while (!Stack.empty()) {
    auto &[B, Mark] = Stack.back();
    if (Mark != NoBlock) {
      for (size_t I = UndoLog.size(); I > Mark; --I)
        Current[UndoLog[I - 1].first] = UndoLog[I - 1].second;
      UndoLog.resize(Mark);
      Stack.pop_back();
      continue;
    }
    Mark = UndoLog.size();
    unsigned Block = B;
    renameBlock(Block);
    llvm::ArrayRef<unsigned> Kids = Tree.children(Block);
    for (auto It = Kids.rbegin(); It != Kids.rend(); ++It)
      Stack.push_back({*It, NoBlock});
  }
}

SSABuilder::Outcome SSABuilder::run() {
  {
    StageTimer Timer(PI, "ssa: scan and cheap cases");
    collectSlots();
    if (Vars.empty())
      return {false, SlotsLeft};
    ParamValues.assign(Vars.size(), nullptr);
    NextSuffix.assign(Vars.size(), 0);
    assignSuffixCounters();
    scan();
    promoteCheapCases();
  }
  {
    StageTimer Timer(PI, "ssa: liveness and phi placement");
    placePhis();
  }
  StageTimer Timer(PI, "ssa: renaming");
  rename();
  if (Variant == SSAVariant::Pruned)
    removeTrivialPhis();
  remarkPromoted();
  // Renaming left no instruction writing a variable, and no access to a
  // promoted slot but in blocks the entry does not reach.
  F.removeUnreadVariables();
  for (Instruction *Alloca : Slots)
    if (Alloca->use_empty())
      Alloca->eraseFromParent();
  bool Changed = !Slots.empty();
  for (unsigned V = 0; V != NumVariables && !Changed; ++V)
    Changed = Vars[V].Block != NoBlock; // read or written somewhere
  return {Changed, SlotsLeft};
}

/// One missed remark for each slot still in memory, at its alloca.
static void remarkSlotsLeft(Function &F, PassInstrumentation *PI) {
  if (!remarksEnabled(PI, RemarkKind::Missed))
    return;
  F.renumberInstructions();
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (I.getOpcode() != Opcode::Alloca)
        continue;
      std::optional<SlotEscape> Escape = findSlotEscape(I);
      if (!Escape)
        continue; // Promotable, and unused: nothing keeps it in memory.
      std::string Message = slotText(I) + " stays in memory: " + Escape->Why;
      SourceLoc At = Escape->At->getLoc();
      if (Escape->At != &I && At.isKnown())
        Message +=
            " at " + std::to_string(At.Line) + ":" + std::to_string(At.Column);
      PI->getRemarks()->emit(RemarkKind::Missed, "ssa",
                             F.getParent()->getSources(), I.getLoc(), Message);
    }
}

void SSAConstructionPass::printPipeline(std::string &Out) const {
  Out += "ssa";
  if (Variant == SSAVariant::Minimal)
    Out += "<minimal>";
  else if (Variant == SSAVariant::SemiPruned)
    Out += "<semi-pruned>";
}

absl::StatusOr<std::unique_ptr<Pass>>
SSAConstructionPass::fromParams(llvm::StringRef Params) {
  if (Params.empty() || Params == "pruned")
    return std::make_unique<SSAConstructionPass>(SSAVariant::Pruned);
  if (Params == "minimal")
    return std::make_unique<SSAConstructionPass>(SSAVariant::Minimal);
  if (Params == "semi-pruned")
    return std::make_unique<SSAConstructionPass>(SSAVariant::SemiPruned);
  return absl::InvalidArgumentError(
      "ssa takes minimal, semi-pruned or pruned, not '" + Params.str() + "'");
}

absl::StatusOr<PreservedAnalyses>
SSAConstructionPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (F.getForm() == IRForm::SSA)
    return PreservedAnalyses::all();
  if (F.getForm() == IRForm::Flat)
    return makeError(F.getParent()->getSources(), F.getLoc(),
                     "'ssa' needs CFG form; run 'lower' first "
                     "(-passes=lower,ssa)");
  F.renumberBlocks();
  const DominatorTree &DT = AM.getResult<DominatorTreeAnalysis>(F);
  PassInstrumentation *PI = AM.getInstrumentation();
  // As LLVM's mem2reg, again while a round promotes something and leaves
  // slots: a slot whose address was stored only into promoted slots or
  // variables is now loaded and stored only. The last round finds nothing
  // to do. The CFG, and so DT, stays as it was.
  for (SSABuilder::Outcome Round{true, 1}; Round.Changed && Round.SlotsLeft;)
    Round = SSABuilder(F, DT, Variant, PI).run();
  remarkSlotsLeft(F, PI);
  F.setForm(IRForm::SSA);
  return PreservedAnalyses::cfgOnly();
}
