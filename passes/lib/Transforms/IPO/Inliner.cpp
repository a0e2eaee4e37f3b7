//===- Inliner.cpp - Inlining small functions -----------------------------===//

#include "mopt/Transforms/Inliner.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/NameUniquer.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Support/NearestName.h"
#include "mopt/Support/StronglyConnectedComponents.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

using namespace mopt;

static Statistic NumInlined("inline", "Number of calls inlined");

namespace {
/// The call graph's functions in an order with callees before callers,
/// and which of them take part in a recursion: Tarjan's strongly connected
/// components (mopt/Support/StronglyConnectedComponents.h).
class CallGraphOrder {
public:
  explicit CallGraphOrder(Module &M);
  const std::vector<Function *> &bottomUp() const { return Order; }
  bool isRecursive(const Function *F) const {
    return Recursive[Index.lookup(F)];
  }

private:
  std::vector<Function *> Order;
  llvm::DenseMap<const Function *, unsigned> Index;
  std::vector<bool> Recursive;
};

/// Copies one callee's body into a caller in place of one call.
class CallInliner {
public:
  CallInliner(CallInst &Call, NameUniquer &Names)
      : Call(Call), Caller(*Call.getFunction()), Callee(*Call.getCallee()),
        Names(Names) {}
  void run();

private:
  BasicBlock *splitAfterCall();
  void cloneBlocks(BasicBlock *After);
  Instruction *cloneInstruction(Instruction &I);
  void mapOperands();
  Value *map(Value *V);
  void replaceResult(BasicBlock *Tail);

  CallInst &Call;
  Function &Caller;
  Function &Callee;
  NameUniquer &Names;
  llvm::DenseMap<Value *, Value *> Mapped;
  std::vector<Instruction *> Clones;
  std::vector<std::pair<Value *, BasicBlock *>> Returns;
};
} // namespace

CallGraphOrder::CallGraphOrder(Module &M) {
  std::vector<Function *> Functions;
  for (Function &F : M) {
    Index[&F] = Functions.size();
    Functions.push_back(&F);
  }
  std::vector<std::vector<unsigned>> Callees(Functions.size());
  Recursive.assign(Functions.size(), false);
  for (Function *F : Functions)
    for (BasicBlock &BB : *F)
      for (Instruction &I : BB)
        if (auto *CI = llvm::dyn_cast<CallInst>(&I))
          if (Function *G = CI->getCallee()) {
            Callees[Index[F]].push_back(Index[G]);
            if (G == F)
              Recursive[Index[F]] = true;
          }
  CompressedRows Components = findStronglyConnectedComponents(
      Functions.size(),
      [&](unsigned K) -> llvm::ArrayRef<unsigned> { return Callees[K]; });
  for (unsigned C = 0; C != Components.size(); ++C)
    for (unsigned K : Components[C]) {
      Order.push_back(Functions[K]);
      if (Components[C].size() > 1)
        Recursive[K] = true;
    }
}

Value *CallInliner::map(Value *V) {
  if (auto *C = llvm::dyn_cast<Constant>(V))
    return Caller.getConstant(C->getType(), C->getValue());
  if (auto *A = llvm::dyn_cast<Argument>(V))
    return Call.getOperand(A->getIndex());
  auto It = Mapped.find(V);
  return It == Mapped.end() ? V : It->second;
}

/// A copy of I with I's own operands (mapOperands changes them later);
/// null for `param`, which maps to the call's operand, and `ret`, which
/// becomes a jump once the tail block exists.
Instruction *CallInliner::cloneInstruction(Instruction &I) {
  Opcode Op = I.getOpcode();
  SourceLoc Loc = Call.getLoc();
  switch (getOpcodeShape(Op)) {
  case OpShape::Nullary:
    return new NullaryInst(Op, Loc);
  case OpShape::Unary:
    return new UnaryInst(Op, I.getOperand(0), Loc);
  case OpShape::Binary:
    return new BinaryInst(Op, I.getOperand(0), I.getOperand(1), Loc);
  case OpShape::Select:
    return new SelectInst(I.getOperand(0), I.getOperand(1), I.getOperand(2),
                          Loc);
  case OpShape::Address: {
    auto &A = llvm::cast<AddressInst>(I);
    return A.getGlobal() ? new AddressInst(A.getGlobal(), Loc)
                         : new AddressInst(A.getTargetFunction(), Loc);
  }
  case OpShape::Call: {
    auto &CI = llvm::cast<CallInst>(I);
    std::vector<Value *> Args(CI.getNumOperands());
    for (unsigned K = 0; K != Args.size(); ++K)
      Args[K] = CI.getOperand(K);
    return new CallInst(CI.getCallee(), Args, Loc);
  }
  case OpShape::CallIndirect: {
    auto &CI = llvm::cast<CallIndirectInst>(I);
    std::vector<Value *> Args;
    for (unsigned K = 0; K != CI.getNumArgs(); ++K)
      Args.push_back(CI.getArg(K));
    return new CallIndirectInst(CI.getCalledValue(), Args, CI.getType(), Loc);
  }
  case OpShape::Print: {
    auto *P = new PrintInst(Loc);
    for (const Use &U : I.operands())
      P->addArgument(U.get());
    return P;
  }
  case OpShape::Phi: {
    auto &Phi = llvm::cast<PhiInst>(I);
    auto *New = new PhiInst(Phi.getType(), Loc);
    for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
      New->addIncoming(Phi.getIncomingValue(K),
                       llvm::cast<BasicBlock>(map(Phi.getIncomingBlock(K))));
    return New;
  }
  case OpShape::Jump:
    return new JumpInst(llvm::cast<BasicBlock>(map(I.getOperand(0))), Loc);
  case OpShape::Branch:
    return new BranchInst(I.getOperand(0),
                          llvm::cast<BasicBlock>(map(I.getOperand(1))),
                          llvm::cast<BasicBlock>(map(I.getOperand(2))), Loc);
  case OpShape::Return:
    return nullptr;
  }
  return nullptr;
}

/// BB's label, `entry` for an entry block written without one.
static std::string labelOf(const BasicBlock &BB) {
  return BB.hasName() ? BB.getName().str() : "entry";
}

BasicBlock *CallInliner::splitAfterCall() {
  BasicBlock *Head = Call.getParent();
  auto *Tail =
      new BasicBlock(Names.makeUnique(labelOf(*Head) + ".tail"), Call.getLoc());
  Caller.insert(std::next(Head->getIterator()), Tail);
  Head->spliceTailTo(std::next(Call.getIterator()), Tail);
  replaceSuccessorsPhiUsesWith(Tail, Head, Tail);
  return Tail;
}

void CallInliner::cloneBlocks(BasicBlock *Tail) {
  std::string Prefix = Callee.getName().str() + ".";
  for (BasicBlock &BB : Callee) {
    auto *New =
        new BasicBlock(Names.makeUnique(Prefix + labelOf(BB)), Call.getLoc());
    Caller.insert(Tail->getIterator(), New);
    Mapped[&BB] = New;
  }
  for (BasicBlock &BB : Callee) {
    auto *New = llvm::cast<BasicBlock>(Mapped[&BB]);
    for (Instruction &I : BB) {
      if (I.getOpcode() == Opcode::Param) {
        Mapped[&I] = map(I.getOperand(0)); // the argument it reads
        continue;
      }
      if (I.getOpcode() == Opcode::Ret) {
        // A bare `ret` in a function with a result returns its zero.
        if (Value *V = I.getNumOperands() ? I.getOperand(0)
                                          : Callee.getDefaultReturnValue())
          Returns.push_back({V, New});
        New->push_back(new JumpInst(Tail, Call.getLoc()));
        continue;
      }
      Instruction *Clone = cloneInstruction(I);
      Clone->setType(I.getType());
      if (I.hasName())
        Clone->setName(Names.makeUnique(I.getName()));
      New->push_back(Clone);
      Mapped[&I] = Clone;
      Clones.push_back(Clone);
    }
  }
}

void CallInliner::mapOperands() {
  for (Instruction *I : Clones)
    for (unsigned K = 0; K != I->getNumOperands(); ++K)
      if (!llvm::isa<BasicBlock>(I->getOperand(K)))
        I->setOperand(K, map(I->getOperand(K)));
}

void CallInliner::replaceResult(BasicBlock *Tail) {
  if (Call.use_empty())
    return;
  // A callee that never returns leaves the tail unreachable.
  if (Returns.empty())
    return Call.replaceAllUsesWith(Caller.getZero(Call.getType()));
  Value *Result = map(Returns.front().first);
  if (Returns.size() > 1) {
    auto *Phi = new PhiInst(Call.getType(), Call.getLoc());
    Phi->setName(Names.makeUnique(Call.getName()));
    for (auto [V, From] : Returns)
      Phi->addIncoming(map(V), From);
    Tail->insert(Tail->begin(), Phi);
    Result = Phi;
  }
  Call.replaceAllUsesWith(Result);
}

void CallInliner::run() {
  BasicBlock *Head = Call.getParent();
  BasicBlock *Tail = splitAfterCall();
  cloneBlocks(Tail);
  mapOperands();
  replaceResult(Tail);
  auto *Entry = llvm::cast<BasicBlock>(Mapped[&Callee.getEntryBlock()]);
  SourceLoc Loc = Call.getLoc();
  Head->erase(&Call);
  Head->push_back(new JumpInst(Entry, Loc));
}

/// The instructions of F but its params, or ~0u if F has a stack slot
/// (inlined into a loop, it would make a new one each time round).
static unsigned inlineCost(Function &F) {
  unsigned Cost = 0;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (I.getOpcode() == Opcode::Alloca ||
          I.getOpcode() == Opcode::AllocaBytes)
        return ~0u;
      Cost += I.getOpcode() != Opcode::Param;
    }
  return Cost;
}

absl::StatusOr<PreservedAnalyses> InlinerPass::run(Module &M,
                                                   PassContext &Ctx) {
  for (Function &F : M)
    if (absl::Status S = requireForm(F, getName(), PassForm::NeedsSSA);
        !S.ok() && !F.isDeclaration())
      return S;
  CallGraphOrder Graph(M);
  // Each function's cost once its own calls are inlined: bottom-up, before
  // any call of it is looked at.
  llvm::DenseMap<const Function *, unsigned> Cost;
  unsigned Inlined = 0;
  for (Function *F : Graph.bottomUp()) {
    std::vector<CallInst *> Calls;
    for (BasicBlock &BB : *F)
      for (Instruction &I : BB)
        if (auto *CI = llvm::dyn_cast<CallInst>(&I))
          if (Function *G = CI->getCallee();
              G && G != F && !G->empty() && !Graph.isRecursive(G) &&
              CI->getNumOperands() == G->getNumParams())
            Calls.push_back(CI);
    std::optional<NameUniquer> Names;
    for (CallInst *CI : Calls) {
      if (Cost.lookup(CI->getCallee()) > Threshold)
        continue;
      if (!Names)
        Names.emplace(*F);
      CallInliner(*CI, *Names).run();
      ++Inlined;
    }
    Cost[F] = inlineCost(*F);
  }
  NumInlined += Inlined;
  return Inlined ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

void InlinerPass::printPipeline(std::string &Out) const {
  printNameWithParams(Threshold == DefaultThreshold
                          ? ""
                          : "threshold=" + std::to_string(Threshold),
                      Out);
}

namespace mopt {
absl::StatusOr<std::unique_ptr<Pass>>
createInlinerPass(llvm::StringRef Params) {
  unsigned Threshold = InlinerPass::DefaultThreshold;
  auto [Key, Value] = Params.split('=');
  if (!Params.empty() &&
      (Key != "threshold" || Value.getAsInteger(10, Threshold)))
    return absl::InvalidArgumentError(
        "inline takes threshold=N, the most instructions a callee may have, "
        "not '" +
        Params.str() + "'" + didYouMean(Key, {"threshold"}));
  return std::make_unique<InlinerPass>(Threshold);
}
} // namespace mopt
