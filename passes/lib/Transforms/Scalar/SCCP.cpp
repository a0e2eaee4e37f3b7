//===- SCCP.cpp - Sparse conditional constant propagation -----------------===//

#include "mopt/Transforms/SCCP.h"
#include "mopt/IR/CFGUpdate.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"

using namespace mopt;

static Statistic NumConstants("sccp", "Number of values proved constant");
static Statistic NumBranches("sccp", "Number of branches folded");
static Statistic NumBlocks("sccp", "Number of unreachable blocks deleted");

namespace {
/// A value's place in the lattice: not yet known (top), one constant, or
/// more than one (bottom). It only ever moves down.
struct LatticeValue {
  enum KindT : uint8_t { Unknown, Const, Overdefined } Kind = Unknown;
  int64_t Bits = 0;

  bool operator==(const LatticeValue &O) const {
    return Kind == O.Kind && (Kind != Const || Bits == O.Bits);
  }
  static LatticeValue constant(int64_t Bits) { return {Const, Bits}; }
  static LatticeValue overdefined() { return {Overdefined, 0}; }
};

class SCCPSolver {
public:
  explicit SCCPSolver(Function &F);
  void solve();
  /// Replaces constants, folds branches and deletes unreachable blocks;
  /// returns whether the CFG changed (through Folded, whether any value).
  bool rewrite(unsigned &Folded);

private:
  LatticeValue valueOf(const Value *V) const;
  void lower(Instruction &I, LatticeValue V);
  void markEdge(BasicBlock *From, unsigned Slot);
  bool isEdgeReached(BasicBlock *From, const BasicBlock *To) const;
  void visit(Instruction &I);
  LatticeValue evaluate(const Instruction &I) const;
  LatticeValue meetIncoming(const PhiInst &Phi) const;
  void visitTerminator(Instruction &T);

  Function &F;
  std::vector<LatticeValue> Values; // by instruction number
  std::vector<bool> BlockReached;   // by block number
  std::vector<bool> EdgeReached;    // by 2 * block number + slot
  std::vector<BasicBlock *> NewBlocks;
  std::vector<Instruction *> Changed; // instructions whose users to revisit
};
} // namespace

/// The branch operand an edge slot stands for: a jump's target is slot 0,
/// a branch's true target slot 0 and false target slot 1.
static unsigned operandOfSlot(const Instruction &T, unsigned Slot) {
  return T.getOpcode() == Opcode::Jmp ? 0 : Slot + 1;
}

SCCPSolver::SCCPSolver(Function &F)
    : F(F), Values(F.renumberInstructions()),
      BlockReached(F.renumberBlocks(), false),
      EdgeReached(2 * BlockReached.size(), false) {
  BlockReached[F.getEntryBlock().getNumber()] = true;
  NewBlocks.push_back(&F.getEntryBlock());
}

LatticeValue SCCPSolver::valueOf(const Value *V) const {
  if (const auto *C = llvm::dyn_cast<Constant>(V))
    return LatticeValue::constant(C->getValue());
  if (const auto *I = llvm::dyn_cast<Instruction>(V))
    return Values[I->getNumber()];
  return LatticeValue::overdefined(); // an argument
}

void SCCPSolver::lower(Instruction &I, LatticeValue V) {
  LatticeValue &Old = Values[I.getNumber()];
  if (Old == V || Old.Kind == LatticeValue::Overdefined)
    return;
  Old = V;
  Changed.push_back(&I);
}

void SCCPSolver::markEdge(BasicBlock *From, unsigned Slot) {
  unsigned Index = 2 * From->getNumber() + Slot;
  if (EdgeReached[Index])
    return;
  EdgeReached[Index] = true;
  Instruction *T = From->getTerminator();
  auto *To = llvm::cast<BasicBlock>(T->getOperand(operandOfSlot(*T, Slot)));
  if (!BlockReached[To->getNumber()]) {
    BlockReached[To->getNumber()] = true;
    NewBlocks.push_back(To);
    return;
  }
  // A new way into a block already visited changes only its phis.
  for (PhiInst &Phi : To->phis())
    visit(Phi);
}

bool SCCPSolver::isEdgeReached(BasicBlock *From, const BasicBlock *To) const {
  const Instruction *T = From->getTerminator();
  unsigned Slots = T->getOpcode() == Opcode::Br ? 2 : 1;
  for (unsigned Slot = 0; Slot != Slots; ++Slot)
    if (EdgeReached[2 * From->getNumber() + Slot] &&
        T->getOperand(operandOfSlot(*T, Slot)) == To)
      return true;
  return false;
}

LatticeValue SCCPSolver::meetIncoming(const PhiInst &Phi) const {
  LatticeValue Meet;
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
    if (!isEdgeReached(Phi.getIncomingBlock(K), Phi.getParent()))
      continue;
    LatticeValue V = valueOf(Phi.getIncomingValue(K));
    if (V.Kind == LatticeValue::Unknown)
      continue;
    if (V.Kind == LatticeValue::Overdefined ||
        (Meet.Kind == LatticeValue::Const && Meet.Bits != V.Bits))
      return LatticeValue::overdefined();
    Meet = V;
  }
  return Meet;
}

LatticeValue SCCPSolver::evaluate(const Instruction &I) const {
  if (!isPureOpcode(I.getOpcode()))
    return LatticeValue::overdefined();
  int64_t Bits[2] = {0, 0};
  for (unsigned K = 0; K != I.getNumOperands(); ++K) {
    LatticeValue V = valueOf(I.getOperand(K));
    if (V.Kind != LatticeValue::Const)
      return V; // unknown stays unknown; overdefined spreads
    Bits[K] = V.Bits;
  }
  if (wouldTrap(I.getOpcode(), Bits[0], Bits[1]))
    return LatticeValue::overdefined();
  int64_t Result = mopt::evaluate(I.getOpcode(), Bits[0], Bits[1],
                                  I.getOperand(0)->getType(), I.getType());
  if (!isWritableConstant(I.getType(), Result))
    return LatticeValue::overdefined();
  return LatticeValue::constant(Result);
}

void SCCPSolver::visitTerminator(Instruction &T) {
  BasicBlock *BB = T.getParent();
  if (T.getOpcode() == Opcode::Jmp)
    return markEdge(BB, 0);
  if (T.getOpcode() != Opcode::Br)
    return;
  LatticeValue Cond = valueOf(T.getOperand(0));
  if (Cond.Kind == LatticeValue::Unknown)
    return;
  if (Cond.Kind == LatticeValue::Overdefined || Cond.Bits != 0)
    markEdge(BB, 0);
  if (Cond.Kind == LatticeValue::Overdefined || Cond.Bits == 0)
    markEdge(BB, 1);
}

void SCCPSolver::visit(Instruction &I) {
  if (I.isTerminator())
    return visitTerminator(I);
  if (!I.hasSSAResult())
    return;
  if (auto *Phi = llvm::dyn_cast<PhiInst>(&I))
    return lower(I, meetIncoming(*Phi));
  lower(I, evaluate(I));
}

void SCCPSolver::solve() {
  while (!NewBlocks.empty() || !Changed.empty()) {
    if (!NewBlocks.empty()) {
      BasicBlock *BB = NewBlocks.back();
      NewBlocks.pop_back();
      for (Instruction &I : *BB)
        visit(I);
      continue;
    }
    Instruction *I = Changed.back();
    Changed.pop_back();
    for (Use &U : I->uses()) {
      auto *User = llvm::cast<Instruction>(U.getUser());
      if (BlockReached[User->getParent()->getNumber()])
        visit(*User);
    }
  }
}

bool SCCPSolver::rewrite(unsigned &NumFolded) {
  std::vector<Instruction *> Folded;
  unsigned Branches = 0;
  std::vector<BasicBlock *> Unreached;
  for (BasicBlock &BB : F) {
    if (!BlockReached[BB.getNumber()]) {
      Unreached.push_back(&BB);
      continue;
    }
    for (Instruction &I : BB) {
      LatticeValue V = Values[I.getNumber()];
      if (V.Kind != LatticeValue::Const || !I.hasSSAResult())
        continue;
      I.replaceAllUsesWith(F.getConstant(I.getType(), V.Bits));
      Folded.push_back(&I);
    }
    Instruction *T = BB.getTerminator();
    if (T->getOpcode() == Opcode::Br &&
        EdgeReached[2 * BB.getNumber()] !=
            EdgeReached[2 * BB.getNumber() + 1]) {
      foldBranchTo(&BB, EdgeReached[2 * BB.getNumber()] ? 1 : 2);
      ++Branches;
    }
  }
  eraseInstructions(Folded);
  deleteBlocks(F, Unreached);
  NumConstants += Folded.size();
  NumBranches += Branches;
  NumBlocks += Unreached.size();
  NumFolded = Folded.size();
  return Branches || !Unreached.empty();
}

absl::StatusOr<PreservedAnalyses> SCCPPass::run(Function &F,
                                                FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
    return S;
  SCCPSolver Solver(F);
  Solver.solve();
  unsigned Folded = 0;
  if (Solver.rewrite(Folded))
    return PreservedAnalyses::none();
  return Folded ? PreservedAnalyses::cfgOnly() : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createSCCPPass, SCCPPass)
