//===- GVN.cpp - Dominator-based value numbering --------------------------===//

#include "mopt/Transforms/GVN.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Transforms/Local.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"

#include <algorithm>

using namespace mopt;

namespace {
/// The counters of one of the two passes.
struct Counters {
  Statistic Numbered, Replaced, Loads;
  explicit Counters(const char *Pass)
      : Numbered(Pass, "Number of values numbered"),
        Replaced(Pass, "Number of redundant instructions removed"),
        Loads(Pass, "Number of loads removed") {}
};
} // namespace

static Counters GVNCounters("gvn"), LVNCounters("lvn");

namespace {
/// An expression: what an instruction computes, up to the names of its
/// operands. Generation is 0 except for loads.
struct Expression {
  Opcode Op;
  const Type *Ty;
  Value *A, *B;
  uint64_t Generation;

  bool operator==(const Expression &O) const {
    return Op == O.Op && Ty == O.Ty && A == O.A && B == O.B &&
           Generation == O.Generation;
  }
};

struct ExpressionInfo {
  static Expression getEmptyKey() {
    return {Opcode::Nop, nullptr, nullptr, nullptr, ~0ull};
  }
  static Expression getTombstoneKey() {
    return {Opcode::Nop, nullptr, nullptr, nullptr, ~1ull};
  }
  static unsigned getHashValue(const Expression &E) {
    return unsigned(
        llvm::hash_combine(unsigned(E.Op), E.Ty, E.A, E.B, E.Generation));
  }
  static bool isEqual(const Expression &L, const Expression &R) {
    return L == R;
  }
};

/// The walk's state: the table, what each open block added to it (to take
/// out when the walk leaves the block), and the memory generation.
class ValueNumbering {
public:
  explicit ValueNumbering(Function &F) : F(F) {}
  /// Numbers down the dominator tree (gvn).
  void run(const DominatorTree &DT);
  /// Numbers each block on its own, from an empty table (lvn).
  void runLocal();
  unsigned getNumReplaced() const { return Replaced.size(); }
  unsigned getNumLoads() const { return LoadsReplaced; }
  unsigned getNumNumbered() const { return Numbered; }

private:
  struct Frame {
    unsigned Node;
    unsigned NextChild;
    size_t UndoStart;
    uint64_t Generation; // at the end of the block
  };

  void enterBlock(BasicBlock &BB);
  void numberPhis(BasicBlock &BB);
  void numberInstruction(Instruction &I);
  void numberLoad(Instruction &I);
  void recordStore(Instruction &I);
  std::optional<Expression> expressionOf(const Instruction &I) const;
  void insert(const Expression &E, Value *V);
  void replace(Instruction &I, Value *V);
  void leaveBlock(size_t UndoStart);

  Function &F;
  llvm::DenseMap<Expression, Value *, ExpressionInfo> Table;
  std::vector<std::pair<Expression, Value *>> Undo; // entry, previous value
  uint64_t Generation = 1, LastGeneration = 1;
  std::vector<Instruction *> Replaced;
  unsigned LoadsReplaced = 0;
  unsigned Numbered = 0;
};
} // namespace

static bool isCommutative(Opcode Op) {
  switch (Op) {
  case Opcode::Add:
  case Opcode::Mul:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::Eq:
  case Opcode::Ne:
  case Opcode::FAdd:
  case Opcode::FMul:
  case Opcode::FEq:
  case Opcode::CEq:
    return true;
  default:
    return false;
  }
}

std::optional<Expression>
ValueNumbering::expressionOf(const Instruction &I) const {
  Opcode Op = I.getOpcode();
  if (!I.hasSSAResult() || !(isPureOpcode(Op) || Op == Opcode::PtrAdd))
    return std::nullopt;
  Value *A = I.getOperand(0);
  Value *B = I.getNumOperands() > 1 ? I.getOperand(1) : nullptr;
  if (isCommutative(Op) && std::less<Value *>()(B, A))
    std::swap(A, B);
  return Expression{Op, I.getType(), A, B, 0};
}

void ValueNumbering::insert(const Expression &E, Value *V) {
  auto [It, New] = Table.try_emplace(E, V);
  Undo.push_back({E, New ? nullptr : It->second});
  It->second = V;
}

void ValueNumbering::replace(Instruction &I, Value *V) {
  I.replaceAllUsesWith(V);
  Replaced.push_back(&I);
}

void ValueNumbering::leaveBlock(size_t UndoStart) {
  while (Undo.size() > UndoStart) {
    auto [E, Previous] = Undo.back();
    Undo.pop_back();
    if (Previous)
      Table[E] = Previous;
    else
      Table.erase(E);
  }
}

/// Replaces each phi that repeats an earlier phi of BB entry for entry.
void ValueNumbering::numberPhis(BasicBlock &BB) {
  std::vector<std::pair<llvm::hash_code, PhiInst *>> Phis;
  for (PhiInst &Phi : BB.phis()) {
    if (Value *V = simplifyInstruction(Phi, true)) {
      replace(Phi, V);
      continue;
    }
    llvm::hash_code H = llvm::hash_value(Phi.getType());
    for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
      H = llvm::hash_combine(H, Phi.getIncomingValue(K),
                             Phi.getIncomingBlock(K));
    Phis.push_back({H, &Phi});
  }
  std::stable_sort(Phis.begin(), Phis.end(), [](const auto &L, const auto &R) {
    return size_t(L.first) < size_t(R.first);
  });
  auto SameEntries = [](const PhiInst &L, const PhiInst &R) {
    if (L.getType() != R.getType() || L.getNumIncoming() != R.getNumIncoming())
      return false;
    for (unsigned K = 0; K != L.getNumIncoming(); ++K)
      if (L.getIncomingValue(K) != R.getIncomingValue(K) ||
          L.getIncomingBlock(K) != R.getIncomingBlock(K))
        return false;
    return true;
  };
  for (size_t First = 0; First != Phis.size();) {
    size_t End = First + 1;
    while (End != Phis.size() && Phis[End].first == Phis[First].first)
      ++End;
    for (size_t K = First + 1; K != End; ++K)
      for (size_t J = First; J != K; ++J)
        if (SameEntries(*Phis[J].second, *Phis[K].second)) {
          replace(*Phis[K].second, Phis[J].second);
          break;
        }
    First = End;
  }
}

/// A load of a pointer whose memory no instruction of this generation may
/// have written since the last load of it or store to it.
void ValueNumbering::numberLoad(Instruction &I) {
  Expression E{Opcode::Load, I.getType(), I.getOperand(0), nullptr, Generation};
  auto It = Table.find(E);
  if (It != Table.end()) {
    replace(I, It->second);
    ++LoadsReplaced;
    return;
  }
  insert(E, &I);
}

void ValueNumbering::recordStore(Instruction &I) {
  Generation = ++LastGeneration;
  Value *Stored = I.getOperand(1);
  insert(
      {Opcode::Load, Stored->getType(), I.getOperand(0), nullptr, Generation},
      Stored);
}

void ValueNumbering::numberInstruction(Instruction &I) {
  if (I.getOpcode() == Opcode::Load)
    return numberLoad(I);
  if (I.getOpcode() == Opcode::Store)
    return recordStore(I);
  if (I.mayWriteMemory()) {
    Generation = ++LastGeneration;
    return;
  }
  if (Value *V = simplifyInstruction(I, true)) {
    replace(I, V);
    return;
  }
  std::optional<Expression> E = expressionOf(I);
  if (!E)
    return;
  auto It = Table.find(*E);
  if (It != Table.end()) {
    replace(I, It->second);
    return;
  }
  insert(*E, &I);
  ++Numbered;
}

void ValueNumbering::enterBlock(BasicBlock &BB) {
  // Another way in may have written memory: loads start afresh.
  if (countPredecessors(&BB) != 1)
    Generation = ++LastGeneration;
  numberPhis(BB);
  for (Instruction &I : BB)
    if (!I.isPhi())
      numberInstruction(I);
}

void ValueNumbering::runLocal() {
  for (BasicBlock &BB : F) {
    Generation = ++LastGeneration;
    enterBlock(BB);
    leaveBlock(0);
  }
  eraseInstructions(Replaced);
}

void ValueNumbering::run(const DominatorTree &DT) {
  const DomTreeNodes &Nodes = DT.getNodes();
  std::vector<Frame> Stack;
  auto Open = [&](unsigned Node, uint64_t ParentGeneration) {
    size_t UndoStart = Undo.size();
    Generation = ParentGeneration;
    enterBlock(*DT.getBlock(Node));
    Stack.push_back({Node, 0, UndoStart, Generation});
  };
  Open(Nodes.getRoot(), Generation);
  while (!Stack.empty()) {
    Frame &Top = Stack.back();
    llvm::ArrayRef<unsigned> Children = Nodes.children(Top.Node);
    if (Top.NextChild == Children.size()) {
      leaveBlock(Top.UndoStart);
      Stack.pop_back();
      continue;
    }
    unsigned Child = Children[Top.NextChild++];
    Open(Child, Top.Generation);
  }
  eraseInstructions(Replaced);
}

absl::StatusOr<PreservedAnalyses> GVNPass::run(Function &F,
                                               FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA); !S.ok())
    return S;
  ValueNumbering VN(F);
  if (Local)
    VN.runLocal();
  else
    VN.run(AM.getResult<DominatorTreeAnalysis>(F));
  Counters &C = Local ? LVNCounters : GVNCounters;
  C.Numbered += VN.getNumNumbered();
  C.Replaced += VN.getNumReplaced() - VN.getNumLoads();
  C.Loads += VN.getNumLoads();
  return VN.getNumReplaced() ? PreservedAnalyses::cfgOnly()
                             : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createGVNPass, GVNPass)
MOPT_FUNCTION_PASS_FACTORY(createLVNPass, GVNPass, /*Local=*/true)
