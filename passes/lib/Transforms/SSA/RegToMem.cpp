//===- RegToMem.cpp - Variables to stack slots ----------------------------===//
//
// Demotion of variables to memory, as LLVM's reg2mem (DemoteRegToStack)
// demotes values: each variable read or written gets an `alloca` slot at
// the top of the entry block, named after it; each write becomes an SSA
// value and a `store` of it, each read a `load` just before the reading
// instruction (a phi's entry is loaded at the end of its incoming block).
//
// A variable starts at zero, or at its argument; a slot's cells start
// unwritten. So a variable that is read gets a first store in the entry
// block, of its zero or of a `param K`. That store is a write in the entry
// block, which adds no phi (the entry dominates every block and is in no
// dominance frontier: Cytron et al. add it to every variable's writes for
// that reason), so `lower,reg2mem,ssa` places the phis of `lower,ssa`.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/RegToMem.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/NameUniquer.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Support/Diagnostic.h"

#include <vector>

using namespace mopt;

namespace {

class Demoter {
public:
  explicit Demoter(Function &F)
      : F(F), Names(F), Slots(F.getNumVariables(), nullptr),
        NextSuffix(F.getNumVariables(), 1) {}
  void run();

private:
  void makeSlots();
  void demoteReads(Instruction &I);
  void demotePhiReads(PhiInst &Phi);
  void demoteWrite(Instruction &I);
  Instruction *load(Variable *V, BasicBlock *BB, BasicBlock::iterator Pos,
                    SourceLoc Loc);
  Instruction *slotOf(Value *V) const;

  Function &F;
  NameUniquer Names;
  std::vector<Instruction *> Slots; // per variable; null if unused
  std::vector<unsigned> NextSuffix;
};

} // namespace

Instruction *Demoter::slotOf(Value *V) const {
  auto *Var = llvm::dyn_cast_or_null<Variable>(V);
  return Var && F.ownsVariable(Var) ? Slots[Var->getIndex()] : nullptr;
}

/// Which variables are read, and which written, by any instruction.
static void findUsedVariables(Function &F, std::vector<bool> &Read,
                              std::vector<bool> &Written) {
  Read.assign(F.getNumVariables(), false);
  Written.assign(F.getNumVariables(), false);
  for (unsigned K = 0; K != F.getNumVariables(); ++K)
    Read[K] = !F.getVariable(K)->use_empty();
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (Variable *Dest = I.getDestVariable())
        Written[Dest->getIndex()] = true;
}

/// The slots, then each read variable's first store, at the top of the
/// entry block.
void Demoter::makeSlots() {
  std::vector<bool> Read, Written;
  findUsedVariables(F, Read, Written);
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder Builder(&Entry, Entry.getFirstNonPhi(), F.getLoc());
  for (unsigned K = 0; K != F.getNumVariables(); ++K) {
    if (!Read[K] && !Written[K])
      continue;
    Variable *V = F.getVariable(K);
    Slots[K] =
        Builder.createAlloca(V->getType(), Names.makeUnique(V->getName()));
  }
  for (unsigned K = 0; K != F.getNumVariables(); ++K) {
    if (!Read[K])
      continue;
    Variable *V = F.getVariable(K);
    Value *Initial = F.getZero(V->getType());
    if (Argument *Arg = V->getParamArgument())
      Initial = Builder.createParam(
          Arg, Names.makeNumbered(V->getName(), NextSuffix[K]));
    Builder.createStore(Slots[K], Initial);
  }
}

Instruction *Demoter::load(Variable *V, BasicBlock *BB,
                           BasicBlock::iterator Pos, SourceLoc Loc) {
  IRBuilder Builder(BB, Pos, Loc);
  return Builder.createLoad(
      Slots[V->getIndex()],
      Names.makeNumbered(V->getName(), NextSuffix[V->getIndex()]));
}

void Demoter::demoteReads(Instruction &I) {
  for (Use &U : I.operands())
    if (slotOf(U.get()))
      U.set(load(llvm::cast<Variable>(U.get()), I.getParent(), I.getIterator(),
                 I.getLoc()));
}

/// A phi reads its entry's variable at the end of the incoming block.
void Demoter::demotePhiReads(PhiInst &Phi) {
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
    Value *In = Phi.getIncomingValue(K);
    if (!slotOf(In))
      continue;
    BasicBlock *From = Phi.getIncomingBlock(K);
    Phi.setIncomingValue(K, load(llvm::cast<Variable>(In), From,
                                 From->getTerminator()->getIterator(),
                                 Phi.getLoc()));
  }
}

/// I (not a phi: a phi's result is an SSA value) now defines an SSA value
/// named after its variable, stored to the variable's slot after I.
void Demoter::demoteWrite(Instruction &I) {
  Variable *V = I.getDestVariable();
  I.setDestVariable(nullptr);
  I.setName(Names.makeNumbered(V->getName(), NextSuffix[V->getIndex()]));
  IRBuilder(I.getParent(), std::next(I.getIterator()), I.getLoc())
      .createStore(Slots[V->getIndex()], &I);
}

void Demoter::run() {
  makeSlots();
  for (BasicBlock &BB : F) {
    for (auto It = BB.begin(); It != BB.end();) {
      Instruction &I = *It++;
      if (auto *Phi = llvm::dyn_cast<PhiInst>(&I))
        demotePhiReads(*Phi);
      else
        demoteReads(I);
      if (slotOf(I.getDestVariable()))
        demoteWrite(I);
    }
  }
  F.removeUnreadVariables();
}

absl::StatusOr<PreservedAnalyses>
RegToMemPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsVariables);
      !S.ok())
    return S;
  Demoter(F).run();
  return PreservedAnalyses::cfgOnly();
}

MOPT_FUNCTION_PASS_FACTORY(createRegToMemPass, RegToMemPass)
