//===- OutOfSSA.cpp - Leaving SSA form ------------------------------------===//
//
// Four steps: split the critical edges that carry phi copies; give each
// phi a variable and make every read of the phi read it (so a phi entry
// that named another phi now names that phi's variable); collect, for each
// edge into a block with phis, the parallel copy (phi variable := incoming
// value); then delete the phis and write each parallel copy out as
// sequential copies. Phis and their variables sit in two arrays, block by
// block, so no map from phi to variable is needed. Each phi's variable has
// the phi's type; a parallel copy whose moves have several types is
// sequentialised one type at a time (a move only ever reads a value of its
// own type), each with a temporary of that type.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/OutOfSSA.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Transforms/BreakCriticalEdges.h"
#include "mopt/Transforms/ParallelCopy.h"

#include <cstdio>

using namespace mopt;

namespace {

/// One edge's parallel copy and where its copies go.
struct EdgeCopy {
  BasicBlock *InsertBlock;
  bool AtStart; // at the start of InsertBlock, else before its terminator
  SourceLoc Loc;
  std::vector<Move> Moves;
};

class SSADestruction {
public:
  explicit SSADestruction(Function &F) : F(F) {}
  void run();

  bool removedPhis() const { return !Phis.empty(); }

  unsigned NumMoves = 0, NumCycles = 0, NumCopies = 0;
  bool SplitEdges = false;

private:
  Variable *uniqueVariable(llvm::StringRef Base, const Type *T);
  Variable *tempFor(const Type *T);
  void emitCopies(const EdgeCopy &Edge, llvm::ArrayRef<Move> Moves);
  void giveVariablesToPhis();
  void collectEdgeCopies(BasicBlock &BB, llvm::ArrayRef<PhiInst *> BlockPhis,
                         llvm::ArrayRef<Variable *> BlockVars);
  void emit(const EdgeCopy &Edge);

  Function &F;
  /// Every phi, block by block, and the variable that replaces it.
  std::vector<PhiInst *> Phis;
  std::vector<Variable *> PhiVars;
  /// Per block with phis: the block and the index of its first phi.
  std::vector<std::pair<BasicBlock *, size_t>> PhiBlocks;
  std::vector<EdgeCopy> Edges;
  /// The cycle-breaking temporary of each type, made when first needed.
  llvm::SmallVector<std::pair<const Type *, Variable *>, 2> Temps;
};

} // namespace

Variable *SSADestruction::uniqueVariable(llvm::StringRef Base, const Type *T) {
  std::string Name = Base.empty() ? "phi" : Base.str();
  for (unsigned K = 1; F.lookupVariable(Name); ++K)
    Name = Base.str() + ".v" + std::to_string(K);
  return F.getOrCreateVariable(Name, T);
}

Variable *SSADestruction::tempFor(const Type *T) {
  for (auto [Ty, V] : Temps)
    if (Ty == T)
      return V;
  Variable *V = uniqueVariable("tmp", T);
  Temps.push_back({T, V});
  return V;
}

void SSADestruction::giveVariablesToPhis() {
  for (BasicBlock &BB : F) {
    size_t First = Phis.size();
    for (Instruction &I : BB) {
      auto *Phi = llvm::dyn_cast<PhiInst>(&I);
      if (!Phi)
        break;
      Phis.push_back(Phi);
      PhiVars.push_back(uniqueVariable(Phi->getName(), Phi->getType()));
    }
    if (Phis.size() != First)
      PhiBlocks.push_back({&BB, First});
  }
  for (size_t I = 0; I != Phis.size(); ++I)
    Phis[I]->replaceAllUsesWith(PhiVars[I]);
}

void SSADestruction::collectEdgeCopies(BasicBlock &BB,
                                       llvm::ArrayRef<PhiInst *> BlockPhis,
                                       llvm::ArrayRef<Variable *> BlockVars) {
  // After splitting, each predecessor of a block with phis has one edge.
  for (BasicBlock *Pred : predecessors(&BB)) {
    bool OneSuccessor = successors(Pred).size() == 1;
    EdgeCopy Edge{OneSuccessor ? Pred : &BB,
                  !OneSuccessor,
                  BlockPhis.front()->getLoc(),
                  {}};
    for (size_t K = 0; K != BlockPhis.size(); ++K) {
      PhiInst *Phi = BlockPhis[K];
      Edge.Moves.push_back(
          {BlockVars[K], Phi->getIncomingValue(Phi->getBlockIndex(Pred))});
    }
    Edges.push_back(std::move(Edge));
  }
}

void SSADestruction::emit(const EdgeCopy &Edge) {
  for (const Move &M : Edge.Moves)
    NumMoves += M.Dest != M.Src;
  const Type *T = Edge.Moves.front().Dest->getType();
  if (llvm::all_of(Edge.Moves,
                   [T](const Move &M) { return M.Dest->getType() == T; })) {
    emitCopies(Edge, Edge.Moves);
    return;
  }
  std::vector<Move> OfType;
  std::vector<const Type *> Done;
  for (const Move &First : Edge.Moves) {
    const Type *Ty = First.Dest->getType();
    if (llvm::is_contained(Done, Ty))
      continue;
    Done.push_back(Ty);
    OfType.clear();
    for (const Move &M : Edge.Moves)
      if (M.Dest->getType() == Ty)
        OfType.push_back(M);
    emitCopies(Edge, OfType);
  }
}

void SSADestruction::emitCopies(const EdgeCopy &Edge,
                                llvm::ArrayRef<Move> Moves) {
  SequentialCopies Seq =
      sequentializeParallelCopy(Moves, tempFor(Moves.front().Dest->getType()));
  NumCycles += Seq.Cycles;
  NumCopies += Seq.Copies.size();
  BasicBlock *BB = Edge.InsertBlock;
  auto Pos = Edge.AtStart ? BB->begin() : BB->getTerminator()->getIterator();
  for (const Move &M : Seq.Copies) {
    auto *Copy = new UnaryInst(Opcode::Copy, M.Src, Edge.Loc);
    Copy->setDestVariable(llvm::cast<Variable>(M.Dest));
    BB->insert(Pos, Copy);
  }
}

void SSADestruction::run() {
  SplitEdges = splitCriticalEdges(F, /*OnlyIntoPhis=*/true) != 0;
  giveVariablesToPhis();
  for (size_t B = 0; B != PhiBlocks.size(); ++B) {
    auto [BB, First] = PhiBlocks[B];
    size_t End =
        B + 1 == PhiBlocks.size() ? Phis.size() : PhiBlocks[B + 1].second;
    collectEdgeCopies(*BB, llvm::ArrayRef(Phis).slice(First, End - First),
                      llvm::ArrayRef(PhiVars).slice(First, End - First));
  }
  for (PhiInst *Phi : Phis)
    Phi->eraseFromParent();
  for (const EdgeCopy &Edge : Edges)
    emit(Edge);
  // Only the copies write the temporary: unread, it is unwritten too.
  for (auto [Ty, Temp] : Temps)
    if (Temp->use_empty())
      F.eraseVariable(Temp);
}

void OutOfSSAPass::printPipeline(std::string &Out) const {
  Out += PrintStats ? "out-of-ssa<stats>" : "out-of-ssa";
}

absl::StatusOr<std::unique_ptr<Pass>>
OutOfSSAPass::fromParams(llvm::StringRef Params) {
  if (Params.empty() || Params == "stats")
    return std::make_unique<OutOfSSAPass>(Params == "stats");
  return absl::InvalidArgumentError("out-of-ssa takes 'stats' or nothing, "
                                    "not '" +
                                    Params.str() + "'");
}

absl::StatusOr<PreservedAnalyses> OutOfSSAPass::run(Function &F,
                                                    FunctionAnalysisManager &) {
  if (F.getForm() == IRForm::Flat)
    return makeError(F.getParent()->getSources(), F.getLoc(),
                     "'out-of-ssa' needs CFG form; run 'lower' first");
  if (F.getForm() == IRForm::OutOfSSA)
    return PreservedAnalyses::all();
  SSADestruction D(F);
  D.run();
  F.setForm(IRForm::OutOfSSA);
  if (PrintStats)
    std::fprintf(
        stderr, "out-of-ssa: function '%s': %u moves, %u cycles, %u copies\n",
        F.getName().str().c_str(), D.NumMoves, D.NumCycles, D.NumCopies);
  if (D.SplitEdges)
    return PreservedAnalyses::none();
  return D.removedPhis() ? PreservedAnalyses::cfgOnly()
                         : PreservedAnalyses::all();
}
