//===- BreakCriticalEdges.cpp - Splitting critical edges ------------------===//

#include "mopt/Transforms/BreakCriticalEdges.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/NameUniquer.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Support/Diagnostic.h"

#include <optional>

using namespace mopt;

static unsigned countSuccessorEdges(const Instruction *T) {
  unsigned N = 0;
  for (const Use &U : T->operands())
    N += llvm::isa<BasicBlock>(U.get());
  return N;
}

bool mopt::isCriticalEdge(const Instruction *T, unsigned OperandIndex) {
  auto *Target = llvm::dyn_cast<BasicBlock>(T->getOperand(OperandIndex));
  return Target && countSuccessorEdges(T) > 1 && countPredecessors(Target) > 1;
}

/// Which of From's edges into Target operand OperandIndex is: 0 for the
/// first operand naming Target, 1 for the second.
static unsigned edgeOrdinal(const Instruction *T, unsigned OperandIndex) {
  unsigned Ordinal = 0;
  for (unsigned K = 0; K != OperandIndex; ++K)
    Ordinal += T->getOperand(K) == T->getOperand(OperandIndex);
  return Ordinal;
}

BasicBlock *mopt::splitEdge(BasicBlock *From, unsigned OperandIndex,
                            NameUniquer *Names) {
  Instruction *T = From->getTerminator();
  auto *To = llvm::cast<BasicBlock>(T->getOperand(OperandIndex));
  unsigned Ordinal = edgeOrdinal(T, OperandIndex);
  Function *F = From->getParent();
  std::string FromName = From->hasName() ? From->getName().str() : "entry";
  std::string Base = FromName + "." + To->getName().str();
  auto *Mid = new BasicBlock(Names ? Names->makeUnique(Base)
                                   : F->makeUniqueBlockName(Base),
                             T->getLoc());
  F->insert(std::next(From->getIterator()), Mid);
  IRBuilder(Mid, T->getLoc()).createJump(To);
  T->setOperand(OperandIndex, Mid);
  for (PhiInst &Phi : To->phis()) {
    unsigned Seen = 0;
    for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
      if (Phi.getIncomingBlock(K) == From && Seen++ == Ordinal) {
        Phi.setIncomingBlock(K, Mid);
        break;
      }
  }
  return Mid;
}

unsigned mopt::splitCriticalEdges(Function &F, bool OnlyIntoPhis) {
  std::vector<BasicBlock *> Blocks;
  for (BasicBlock &BB : F)
    Blocks.push_back(&BB);
  unsigned Split = 0;
  std::optional<NameUniquer> Names;
  for (BasicBlock *BB : Blocks) {
    Instruction *T = BB->getTerminator();
    if (!T)
      continue;
    for (unsigned K = 0; K != T->getNumOperands(); ++K) {
      if (!isCriticalEdge(T, K))
        continue;
      auto *To = llvm::cast<BasicBlock>(T->getOperand(K));
      if (OnlyIntoPhis && (To->empty() || !To->front().isPhi()))
        continue;
      if (!Names)
        Names.emplace(F);
      splitEdge(BB, K, &*Names);
      ++Split;
    }
  }
  return Split;
}

absl::StatusOr<PreservedAnalyses>
SplitCriticalEdgesPass::run(Function &F, FunctionAnalysisManager &) {
  if (absl::Status S = requireForm(F, getName(), PassForm::NeedsCFG); !S.ok())
    return S;
  return splitCriticalEdges(F, /*OnlyIntoPhis=*/false)
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createSplitCriticalEdgesPass, SplitCriticalEdgesPass)
