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
//     blocks, by Cytron's worklist over stored frontiers (FrontierIDF),
//     pruned for the pruned variant by where they are live on entry, found
//     by a backward walk per variable (LiveInCalculator). Where either
//     would cost too much, PlacementStrategy.h says, and takes over with
//     Sreedhar and Gao's subtree walks (IDFCalculator) or bit-vector data
//     flow over batches of variables (LiveInBitSets).
//  4. Renaming walks the dominator tree in pre-order with an explicit stack;
//     each variable's current value lives in one array, and an undo log
//     restores it on the way back up, so no per-block copies are made. A
//     block's phis are created when renaming first needs them, in memory
//     the accesses it erased before have freed.
//  5. For the pruned variant, as LLVM's mem2reg and more: a phi whose
//     entries are all one value (or the phi itself), or a group of phis
//     that merges one value among themselves, is replaced by that value
//     (Braun et al.'s clean-up, RedundantPhis.h), so the result is
//     minimal, as ssa<braun>'s is.
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
#include "BraunSSA.h"
#include "PlacementStrategy.h"
#include "PromotionTargets.h"
#include "RedundantPhis.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Analysis/LiveInCalculator.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/PassInstrumentation.h"
#include "mopt/Pass/StageTimer.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Support/CompressedRows.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/EnumNames.h"
#include "mopt/Support/NearestName.h"

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
      : F(F), DT(DT), Variant(Variant), PI(PI), T(F), Vars(T.size()) {}
  PromotionOutcome run();

private:
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
  void placePhis();
  std::vector<unsigned> variablesNeedingPhis() const;
  void findPhiBlocks(PlacementStrategy &Strategy,
                     llvm::ArrayRef<unsigned> Candidates);
  void listPhis();
  void createPhis(unsigned B);
  void rename();
  void removeRedundantPlacedPhis();
  void renameBlock(unsigned B);
  void renameAccess(Instruction &I, unsigned S);
  void fillSuccessorPhis(BasicBlock *BB);

  Variable *var(unsigned V) const { return F.getVariable(V); }
  Value *currentValue(unsigned V);
  void define(unsigned V, Value *Val);

  Function &F;
  const DominatorTree &DT;
  SSAVariant Variant;
  PassInstrumentation *PI;
  /// The variables and slots, in one index space (PromotionTargets.h).
  PromotionTargets T;
  std::vector<VariableInfo> Vars;
  /// Per variable, the blocks that get a phi for it.
  std::vector<std::vector<unsigned>> PhiBlocks;
  /// Per block, the variables this pass places a phi for there, in
  /// variable order; PlacedPhis[I] is the phi of item I (null until
  /// renaming creates it, and once removed as redundant).
  CompressedRows PhiVariables;
  std::vector<PhiInst *> PlacedPhis;
  /// Phi entries that read a variable: (phi, entry); and per block, the
  /// indices of those whose incoming block it is, for renaming.
  std::vector<std::pair<PhiInst *, unsigned>> PhiReads;
  CompressedRows PhiReadsByBlock;
  void groupPhiReadsByBlock();
  std::vector<Value *> Current;
  /// Renaming's undo log, a definition per entry: the variable, and the
  /// value it had before. Two arrays, 12 bytes an entry where a pair takes
  /// 16: it holds about an entry per instruction.
  std::vector<unsigned> UndoVars;
  std::vector<Value *> UndoValues;
};

} // namespace

/// One remark per promoted slot, with the phis placed for it.
void SSABuilder::remarkPromoted() {
  std::vector<unsigned> PhisOf(T.getSlots().size());
  for (unsigned I = 0; I != PlacedPhis.size(); ++I)
    if (unsigned V = PhiVariables.item(I); PlacedPhis[I] && T.isSlot(V))
      ++PhisOf[V - T.getNumVariables()];
  T.remarkPromoted(PI, PhisOf);
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
      T.noteExistingName(I);
      if (auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
        T.notePhiReads(*Phi, PhiReads);
        continue;
      }
      for (Use &U : I.operands())
        if (auto V = T.variableOf(U.get()))
          noteRead(Vars[*V], B);
      if (auto V = T.variableOf(I.getDestVariable()))
        noteWrite(Vars[*V], B, &I);
      if (auto S = T.slotAccessed(I)) {
        bool IsLoad = I.getOpcode() == Opcode::Load;
        if (IsLoad)
          noteRead(Vars[*S], B);
        else
          noteWrite(Vars[*S], B, &I);
        if (IsLoad ? I.getDestVariable() != nullptr
                   : llvm::isa<Variable>(PromotionTargets::storedValue(I)))
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
    VariableInfo &Info = Vars[*T.variableOf(Phi->getIncomingValue(K))];
    Info.ReadByPhi = true;
    unsigned From = Phi->getIncomingBlock(K)->getNumber();
    noteBlock(Info, From);
    bool Written = llvm::is_contained(Info.DefBlocks, From);
    if (!Written && !llvm::is_contained(Info.UseBeforeDefBlocks, From))
      Info.UseBeforeDefBlocks.push_back(From);
  }
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
  if (T.isSlot(V))
    Written = PromotionTargets::storedValue(*Info.OnlyDef);
  retireWrite(V, Info.OnlyDef);
  replaceReads(V, Written);
  return true;
}

/// Every read of V, a variable's uses or a slot's loads, becomes With.
void SSABuilder::replaceReads(unsigned V, Value *With) {
  if (!T.isSlot(V)) {
    var(V)->replaceAllUsesWith(With);
    return;
  }
  for (Use &U : T.slot(V)->uses())
    PromotionTargets::eraseAccess(static_cast<Instruction *>(U.getUser()),
                                  With);
}

/// Write, which wrote V, now writes an SSA value (a variable's), or goes
/// (a slot's store).
void SSABuilder::retireWrite(unsigned V, Instruction *Write) {
  if (T.isSlot(V))
    Write->eraseFromParent();
  else
    T.nameAfter(Write, V);
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
    if (T.isSlot(V)) {
      if (T.slotAccessed(I) != V)
        continue;
      if (I.getOpcode() == Opcode::Store)
        Cur = PromotionTargets::storedValue(I);
      PromotionTargets::eraseAccess(&I, Cur);
      continue;
    }
    for (Use &U : I.operands())
      if (T.variableOf(U.get()) == V)
        U.set(Cur);
    if (T.variableOf(I.getDestVariable()) == V) {
      T.nameAfter(&I, V);
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
      if (T.isSlot(V) || !var(V)->use_empty())
        replaceReads(V, T.initialValue(V));
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

/// Liveness, then the IDF, one variable at a time: a walk back from the
/// blocks that read the variable before writing it finds where it is live
/// on entry, and the IDF of the blocks that write it, restricted to those,
/// gets its phis. PlacementStrategy says which variables the walk would
/// cost too much for, and finds their phis together.
void SSABuilder::findPhiBlocks(PlacementStrategy &Strategy,
                               llvm::ArrayRef<unsigned> Candidates) {
  if (!Strategy.isPruned()) {
    for (unsigned V : Candidates)
      PhiBlocks[V] = Strategy.iteratedFrontier(
          Vars[V].DefBlocks, [](unsigned) { return true; }, {});
    return;
  }
  LiveInCalculator Walk(DT.getGraph());
  const size_t WalkLimit = Strategy.walkLimit();
  std::vector<unsigned> LiveAlmostEverywhere;
  for (unsigned V : Candidates) {
    const VariableInfo &Info = Vars[V];
    if (!Strategy.walksLiveness(Info.UseBeforeDefBlocks.size()) ||
        !Walk.calculateWithin(Info.UseBeforeDefBlocks, Info.DefBlocks,
                              WalkLimit)) {
      LiveAlmostEverywhere.push_back(V);
      continue;
    }
    PhiBlocks[V] = Strategy.iteratedFrontier(
        Info.DefBlocks, [&](unsigned B) { return Walk.isLiveIn(B); },
        Walk.blocks());
  }
  Strategy.placeLongLived(
      LiveAlmostEverywhere,
      [&](unsigned V) {
        return PlacementBlocks{Vars[V].DefBlocks, Vars[V].UseBeforeDefBlocks};
      },
      PhiBlocks);
}

/// Lists each block's phis in variable order, whichever way they were
/// found; renaming creates them (createPhis).
void SSABuilder::listPhis() {
  unsigned NumBlocks = DT.getGraph().size();
  CompressedRowsBuilder Rows(NumBlocks);
  for (unsigned V = 0; V != Vars.size(); ++V)
    for (unsigned B : PhiBlocks[V])
      Rows.count(B);
  Rows.startFilling();
  for (unsigned V = 0; V != Vars.size(); ++V)
    for (unsigned B : PhiBlocks[V])
      Rows.fill(B, V);
  PhiBlocks = {};
  PhiVariables = Rows.take();
  PlacedPhis.assign(PhiVariables.getNumItems(), nullptr);
}

/// Creates block B's phis, in variable order, before its first non-phi.
/// Renaming calls this when it first needs them, entering B or filling
/// their entries from a predecessor, not all of them before it starts: by
/// then the loads and stores it erased in the blocks before have left
/// memory that a phi and its entries take (IRAllocator.h), where creating
/// every phi first took fresh pages for all, which raised the run's peak
/// (bench/README.md, "Figures behind choices").
/// Where a phi goes, and the order, are as if they were made at once.
void SSABuilder::createPhis(unsigned B) {
  if (PhiVariables[B].empty() || PlacedPhis[PhiVariables.begin(B)])
    return;
  BasicBlock *BB = DT.getBlock(B);
  SourceLoc Loc = BB->getLoc().isKnown() || BB->empty() ? BB->getLoc()
                                                        : BB->front().getLoc();
  // Each before the block's first non-phi, so after the one before it.
  auto FirstNonPhi = BB->getFirstNonPhi();
  for (unsigned I = PhiVariables.begin(B); I != PhiVariables.end(B); ++I) {
    auto *Phi = new PhiInst(T.typeOf(PhiVariables.item(I)), Loc);
    Phi->reserveIncoming(DT.getGraph().preds(B).size());
    BB->insert(FirstNonPhi, Phi);
    PlacedPhis[I] = Phi;
  }
}

void SSABuilder::placePhis() {
  PhiBlocks.assign(Vars.size(), {});
  PlacementStrategy Strategy(DT, Variant == SSAVariant::Pruned);
  findPhiBlocks(Strategy, variablesNeedingPhis());
  listPhis();
  // Placement was the last reader of where each variable is written and
  // read early: freed now, they are not held through renaming.
  for (VariableInfo &Info : Vars) {
    Info.DefBlocks = {};
    Info.UseBeforeDefBlocks = {};
  }
}

Value *SSABuilder::currentValue(unsigned V) {
  return Current[V] ? Current[V] : T.initialValue(V);
}

void SSABuilder::define(unsigned V, Value *Val) {
  UndoVars.push_back(V);
  UndoValues.push_back(Current[V]);
  Current[V] = Val;
}

void SSABuilder::fillSuccessorPhis(BasicBlock *BB) {
  for (BasicBlock *Succ : successors(BB)) {
    // One entry per edge: a block branching twice to Succ adds two.
    unsigned S = Succ->getNumber();
    createPhis(S);
    for (unsigned I = PhiVariables.begin(S); I != PhiVariables.end(S); ++I)
      PlacedPhis[I]->addIncoming(currentValue(PhiVariables.item(I)), BB);
  }
}

/// A load of slot S reads its current value, which a variable the load
/// writes takes too; a store makes its value current. Either goes.
void SSABuilder::renameAccess(Instruction &I, unsigned S) {
  if (I.getOpcode() == Opcode::Store) {
    define(S, PromotionTargets::storedValue(I));
    I.eraseFromParent();
    return;
  }
  Value *Loaded = currentValue(S);
  if (auto V = T.variableOf(I.getDestVariable()); V && !Vars[*V].Promoted)
    define(*V, Loaded);
  PromotionTargets::eraseAccess(&I, Loaded);
}

void SSABuilder::renameBlock(unsigned B) {
  BasicBlock *BB = DT.getBlock(B);
  createPhis(B);
  for (unsigned I = PhiVariables.begin(B); I != PhiVariables.end(B); ++I) {
    T.nameAfter(PlacedPhis[I], PhiVariables.item(I));
    define(PhiVariables.item(I), PlacedPhis[I]);
  }
  for (auto It = BB->begin(); It != BB->end();) {
    Instruction &I = *It++;
    if (I.isPhi())
      continue;
    for (Use &U : I.operands())
      if (auto V = T.variableOf(U.get()); V && !Vars[*V].Promoted)
        U.set(currentValue(*V));
    // Slots promoted by a cheap case have no accesses left.
    if (auto S = T.slotAccessed(I)) {
      renameAccess(I, *S);
      continue;
    }
    if (auto V = T.variableOf(I.getDestVariable()); V && !Vars[*V].Promoted) {
      T.nameAfter(&I, *V);
      define(*V, &I);
    }
  }
  fillSuccessorPhis(BB);
  // Phis that were in the input read variables at the end of this block.
  for (unsigned R : PhiReadsByBlock[B]) {
    auto [Phi, K] = PhiReads[R];
    if (auto V = T.variableOf(Phi->getIncomingValue(K)))
      Phi->setIncomingValue(K, currentValue(*V));
  }
}

/// Groups the phi entries that read variables by incoming block, in their
/// order, so that renaming a block visits its own and not all of them,
/// which took time quadratic in a function whose input has phis.
void SSABuilder::groupPhiReadsByBlock() {
  auto BlockOf = [&](unsigned R) {
    auto [Phi, K] = PhiReads[R];
    return Phi->getIncomingBlock(K)->getNumber();
  };
  CompressedRowsBuilder Rows(DT.getGraph().size());
  for (unsigned R = 0; R != PhiReads.size(); ++R)
    Rows.count(BlockOf(R));
  Rows.startFilling();
  for (unsigned R = 0; R != PhiReads.size(); ++R)
    Rows.fill(BlockOf(R), R);
  PhiReadsByBlock = Rows.take();
}

/// As LLVM's mem2reg does after renaming, and more: the placed phis that
/// merge one value, alone or as a group (RedundantPhis.h), are that value.
/// The value reaches the phi's block on every edge, so it dominates every
/// use.
void SSABuilder::removeRedundantPlacedPhis() {
  removeRedundantPhis(PlacedPhis);
  for (PhiInst *&Phi : PlacedPhis)
    if (!Phi->getParent()) {
      Phi->dropAllReferences();
      delete Phi;
      Phi = nullptr;
    }
}

void SSABuilder::rename() {
  groupPhiReadsByBlock();
  Current.assign(Vars.size(), nullptr);
  const DomTreeNodes &Tree = DT.getNodes();
  // Each entry: a block, and the undo-log size when it was entered, or
  // NoBlock while it has not been entered yet.
  std::vector<std::pair<unsigned, unsigned>> Stack{{Tree.getRoot(), NoBlock}};
  while (!Stack.empty()) {
    auto &[B, Mark] = Stack.back();
    if (Mark != NoBlock) {
      for (size_t I = UndoVars.size(); I > Mark; --I)
        Current[UndoVars[I - 1]] = UndoValues[I - 1];
      UndoVars.resize(Mark);
      UndoValues.resize(Mark);
      Stack.pop_back();
      continue;
    }
    Mark = UndoVars.size();
    unsigned Block = B;
    renameBlock(Block);
    llvm::ArrayRef<unsigned> Kids = Tree.children(Block);
    for (auto It = Kids.rbegin(); It != Kids.rend(); ++It)
      Stack.push_back({*It, NoBlock});
  }
  // The undo log held an entry per definition on the deepest path of the
  // tree: freed, as the rest of renaming's state, before the phis are
  // cleaned up.
  UndoVars = {};
  UndoValues = {};
  Current = {};
  PhiReads = {};
  PhiReadsByBlock = {};
}

PromotionOutcome SSABuilder::run() {
  {
    StageTimer Timer(PI, "ssa: scan and cheap cases");
    if (Vars.empty())
      return {false, T.getNumSlotsLeft()};
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
    removeRedundantPlacedPhis();
  remarkPromoted();
  // Renaming left no instruction writing a variable, and no access to a
  // promoted slot but in blocks the entry does not reach.
  F.removeUnreadVariables();
  for (Instruction *Alloca : T.getSlots())
    if (Alloca->use_empty())
      Alloca->eraseFromParent();
  bool Changed = !T.getSlots().empty();
  for (unsigned V = 0; V != T.getNumVariables() && !Changed; ++V)
    Changed = Vars[V].Block != NoBlock; // read or written somewhere
  return {Changed, T.getNumSlotsLeft()};
}

/// The parameters ssa<...> takes, in the order its message lists them;
/// pruned is the default, printed without one.
static constexpr EnumName<SSAVariant> SSAVariants[] = {
    {SSAVariant::Minimal, "minimal"},
    {SSAVariant::SemiPruned, "semi-pruned"},
    {SSAVariant::Pruned, "pruned"},
    {SSAVariant::Braun, "braun"}};

void SSAConstructionPass::printPipeline(std::string &Out) const {
  printNameWithParams(
      Variant == SSAVariant::Pruned ? "" : nameOf(SSAVariants, Variant), Out);
}

namespace mopt {
absl::StatusOr<std::unique_ptr<Pass>>
createSSAConstructionPass(llvm::StringRef Params) {
  if (Params.empty())
    return std::make_unique<SSAConstructionPass>(SSAVariant::Pruned);
  if (std::optional<SSAVariant> V = valueNamed(SSAVariants, Params))
    return std::make_unique<SSAConstructionPass>(*V);
  auto Names = namesIn(SSAVariants);
  return absl::InvalidArgumentError("ssa takes " + joinAlternatives(Names) +
                                    ", not '" + Params.str() + "'" +
                                    didYouMean(Params, Names));
}
} // namespace mopt

static Statistic NumPhis("ssa", "Number of phis placed");
static Statistic NumSlots("ssa", "Number of stack slots promoted");

/// How many phis and how many allocas F holds, for -stats: a walk of every
/// instruction, taken only when the counters are printed (bench/README.md,
/// "Figures behind choices in the code").
static std::pair<unsigned, unsigned> countPhisAndSlots(Function &F) {
  unsigned Phis = 0, Slots = 0;
  if (!areStatisticsEnabled())
    return {Phis, Slots};
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      Phis += I.isPhi();
      Slots += I.getOpcode() == Opcode::Alloca;
    }
  return {Phis, Slots};
}

absl::StatusOr<PreservedAnalyses>
SSAConstructionPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (F.getForm() == IRForm::SSA)
    return PreservedAnalyses::all();
  if (absl::Status S = requireForm(F, getName(), PassForm::MakesSSA); !S.ok())
    return S;
  F.renumberBlocks();
  const DominatorTree &DT = AM.getResult<DominatorTreeAnalysis>(F);
  PassInstrumentation *PI = AM.getInstrumentation();
  auto [PhisBefore, SlotsBefore] = countPhisAndSlots(F);
  // As LLVM's mem2reg, again while a round promotes something and leaves
  // slots: a slot whose address was stored only into promoted slots or
  // variables is now loaded and stored only. The last round finds nothing
  // to do. The CFG, and so DT, stays as it was.
  for (PromotionOutcome Round{true, 1}; Round.Changed && Round.SlotsLeft;)
    Round = Variant == SSAVariant::Braun ? buildSSABraun(F, DT, PI)
                                         : SSABuilder(F, DT, Variant, PI).run();
  PromotionTargets::remarkSlotsLeft(F, PI);
  F.setForm(IRForm::SSA);
  auto [PhisAfter, SlotsAfter] = countPhisAndSlots(F);
  NumPhis += PhisAfter - std::min(PhisAfter, PhisBefore);
  NumSlots += SlotsBefore - std::min(SlotsBefore, SlotsAfter);
  return PreservedAnalyses::cfgOnly();
}
