//===- Lower.cpp - Flat TAC to a control-flow graph -----------------------===//
//
// The classic leaders algorithm (Aho, Lam, Sethi, Ullman, "Compilers", 8.4):
// a leader is the first instruction, the target of a jump, or the
// instruction after a jump; a basic block runs from a leader to the next.
// Labels already split the text, so lowering is done in five steps:
//   1. code after a block's first terminator moves to a block of its own,
//      which nothing reaches;
//   2. fall-through becomes explicit: `jmp NEXT`, or `ret 0` at the end;
//   3. blocks unreachable from the entry go, with the phi entries of their
//      edges into reachable blocks;
//   4. a block entered only by falling through (its label is no leader)
//      and without phis is merged into the block before it, so blocks are
//      maximal;
//   5. if the entry block has predecessors, a fresh entry jumps to it.
// Every instruction the pass creates takes the source position of the code
// it stands for.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/Lower.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/ADT/STLExtras.h"

#include <vector>

using namespace mopt;

namespace {

class Lowering {
public:
  explicit Lowering(Function &F) : F(F) {}
  absl::StatusOr<bool> run();

private:
  void terminateEveryBlock();
  void makeFallThroughExplicit(BasicBlock &BB);
  absl::Status removeUnreachableBlocks();
  void mergeFallThroughBlocks();
  absl::Status ensureEntryHasNoPredecessors();

  Function &F;
  /// The jumps step 2 created: their targets were reached by falling
  /// through, so those labels are not leaders.
  std::vector<JumpInst *> FallThroughJumps;
  bool Changed = false;
};

} // namespace

/// The position to give code that stands for the end of BB.
static SourceLoc endLoc(BasicBlock &BB) {
  return BB.empty() ? BB.getLoc() : BB.back().getLoc();
}

/// Steps 1 and 2 in one walk: code after a block's first terminator moves
/// to a new block just after it, which the walk reaches next; a block
/// without a terminator falls through explicitly.
void Lowering::terminateEveryBlock() {
  for (auto BBIt = F.begin(); BBIt != F.end(); ++BBIt) {
    BasicBlock &BB = *BBIt;
    auto It = BB.begin();
    while (It != BB.end() && !It->isTerminator())
      ++It;
    if (It == BB.end()) {
      makeFallThroughExplicit(BB);
    } else if (std::next(It) != BB.end()) {
      auto *Dead = new BasicBlock("", std::next(It)->getLoc());
      F.insert(std::next(BBIt), Dead);
      BB.spliceTailTo(std::next(It), Dead);
      Changed = true;
    }
  }
}

void Lowering::makeFallThroughExplicit(BasicBlock &BB) {
  auto Next = std::next(BB.getIterator());
  IRBuilder Builder(&BB, endLoc(BB));
  if (Next == F.end())
    Builder.createReturn(F.getDefaultReturnValue());
  else
    FallThroughJumps.push_back(Builder.createJump(&*Next));
  Changed = true;
}

absl::Status Lowering::removeUnreachableBlocks() {
  std::vector<bool> Reached;
  std::vector<BasicBlock *> Dead = findUnreachableBlocks(F, &Reached);
  if (Dead.empty())
    return absl::OkStatus();
  Changed = true;
  llvm::erase_if(FallThroughJumps, [&](JumpInst *J) {
    return !Reached[J->getParent()->getNumber()];
  });
  for (BasicBlock *BB : Dead)
    for (BasicBlock *Succ : successors(BB))
      for (PhiInst &Phi : Succ->phis())
        for (int K; (K = Phi.getBlockIndex(BB)) >= 0;)
          Phi.removeIncoming(K);
  for (BasicBlock *BB : Dead)
    for (Instruction &I : *BB)
      I.dropAllReferences();
  for (BasicBlock *BB : Dead)
    for (Instruction &I : *BB)
      if (!I.use_empty()) {
        auto *User = static_cast<Instruction *>(I.uses().begin()->getUser());
        return makeError(F.getParent()->getSources(), User->getLoc(),
                         "%" + I.getName().str() +
                             " is used here but defined only in code that "
                             "can never run (line " +
                             std::to_string(I.getLoc().Line) + ")");
      }
  for (BasicBlock *BB : Dead)
    BB->eraseFromParent();
  return absl::OkStatus();
}

void Lowering::mergeFallThroughBlocks() {
  for (JumpInst *Jump : FallThroughJumps) {
    // Read the parent now: an earlier merge may have moved this jump.
    BasicBlock *Pred = Jump->getParent();
    BasicBlock *Succ = Jump->getTarget();
    if (!Succ->hasOneUse() || Succ->empty() || Succ->front().isPhi() ||
        Succ == &F.getEntryBlock())
      continue;
    Jump->eraseFromParent();
    Succ->spliceTailTo(Succ->begin(), Pred);
    replaceSuccessorsPhiUsesWith(Pred, Succ, Pred);
    Succ->eraseFromParent();
  }
}

absl::Status Lowering::ensureEntryHasNoPredecessors() {
  BasicBlock &Entry = F.getEntryBlock();
  if (!Entry.empty() && Entry.front().isPhi())
    return makeError(F.getParent()->getSources(), Entry.front().getLoc(),
                     "the first block of '" + F.getName().str() +
                         "' starts with a phi, but control enters it with "
                         "no predecessor");
  if (Entry.use_empty())
    return absl::OkStatus();
  SourceLoc Loc = Entry.empty() ? Entry.getLoc() : Entry.front().getLoc();
  auto *NewEntry = new BasicBlock(F.makeUniqueBlockName("entry"), Loc);
  F.insert(F.begin(), NewEntry);
  IRBuilder(NewEntry, Loc).createJump(&Entry);
  Changed = true;
  return absl::OkStatus();
}

absl::StatusOr<bool> Lowering::run() {
  if (F.empty()) {
    auto *Entry = new BasicBlock("", F.getLoc());
    F.push_back(Entry);
    IRBuilder(Entry, F.getLoc()).createReturn(F.getDefaultReturnValue());
    return true;
  }
  terminateEveryBlock();
  if (absl::Status S = removeUnreachableBlocks(); !S.ok())
    return S;
  mergeFallThroughBlocks();
  if (absl::Status S = ensureEntryHasNoPredecessors(); !S.ok())
    return S;
  return Changed;
}

absl::StatusOr<PreservedAnalyses> LowerPass::run(Function &F,
                                                 FunctionAnalysisManager &) {
  if (F.getForm() != IRForm::Flat)
    return PreservedAnalyses::all();
  absl::StatusOr<bool> Changed = Lowering(F).run();
  if (!Changed.ok())
    return Changed.status();
  F.setForm(IRForm::CFG);
  return *Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createLowerPass, LowerPass)
