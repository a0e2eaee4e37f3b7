//===- OutOfSSA.cpp - Leaving SSA form, naively ---------------------------===//
//
// out-of-ssa<naive>, and the pass that chooses between it and
// out-of-ssa<coalesce> (OutOfSSACoalescing.cpp).
//
// The naive destruction takes four steps: split the critical edges that
// carry phi copies; collect, for each edge into a block with phis, the
// parallel copy (phi := incoming value), a move that reads a phi noting
// that phi's number; give each phi a variable, make every read of the phi
// read it, and delete the phi; then write each parallel copy out as
// sequential copies, a move that read a phi reading its variable. Phis are
// numbered block by block, and the variables sit in an array in that order,
// so no map from phi to variable is needed. Each phi's
// variable has the phi's type; a parallel copy whose moves have several types
// is sequentialised one type at a time (a move only ever reads a value of its
// own type), each with a temporary of that type. It guarantees correctness on
// the lost-copy and swap problems and keeps every copy the program had: one
// copy per phi entry is left, whatever the live ranges.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/OutOfSSA.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Pass/PassForm.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NearestName.h"
#include "mopt/Transforms/BreakCriticalEdges.h"
#include "mopt/Transforms/SSADestruction.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"

#include <cstdio>
#include <optional>

using namespace mopt;

Variable *mopt::makeUniqueVariable(Function &F, llvm::StringRef Base,
                                   const Type *T) {
  if (Variable *V = F.tryCreateVariable(Base.empty() ? "phi" : Base, T))
    return V;
  llvm::SmallString<32> Name(Base);
  Name += ".v";
  size_t Stem = Name.size();
  for (unsigned K = 1;; ++K) {
    Name.resize(Stem);
    Name += llvm::utostr(K);
    if (Variable *V = F.tryCreateVariable(Name, T))
      return V;
  }
}

Variable *ParallelCopyWriter::tempFor(const Type *T) {
  for (auto [Ty, V] : Temps)
    if (Ty == T)
      return V;
  Variable *V = makeUniqueVariable(F, "tmp", T);
  Temps.push_back({T, V});
  return V;
}

void ParallelCopyWriter::write(llvm::ArrayRef<Move> Moves, BasicBlock *BB,
                               bool AtStart, SourceLoc Loc) {
  for (const Move &M : Moves)
    Stats.Moves += M.Dest != M.Src;
  const Type *T = Moves.front().Dest->getType();
  if (llvm::all_of(Moves,
                   [T](const Move &M) { return M.Dest->getType() == T; })) {
    writeOneType(Moves, BB, AtStart, Loc);
    return;
  }
  TypesDone.clear();
  for (const Move &First : Moves) {
    const Type *Ty = First.Dest->getType();
    if (llvm::is_contained(TypesDone, Ty))
      continue;
    TypesDone.push_back(Ty);
    OfType.clear();
    for (const Move &M : Moves)
      if (M.Dest->getType() == Ty)
        OfType.push_back(M);
    writeOneType(OfType, BB, AtStart, Loc);
  }
}

void ParallelCopyWriter::writeOneType(llvm::ArrayRef<Move> Moves,
                                      BasicBlock *BB, bool AtStart,
                                      SourceLoc Loc) {
  SequentialCopies Seq =
      sequentializeParallelCopy(Moves, tempFor(Moves.front().Dest->getType()));
  Stats.Cycles += Seq.Cycles;
  Stats.Copies += Seq.Copies.size();
  IRBuilder Builder(
      BB, AtStart ? BB->begin() : BB->getTerminator()->getIterator(), Loc);
  for (const Move &M : Seq.Copies)
    Builder.createCopy(M.Src)->setDestVariable(llvm::cast<Variable>(M.Dest));
}

void ParallelCopyWriter::eraseUnusedTemps() {
  // Only the copies write a temporary: unread, it is unwritten too.
  for (auto [Ty, Temp] : Temps)
    if (Temp->use_empty())
      F.eraseVariable(Temp);
}

namespace {

/// What a move reads: a value, or the phi numbered N, whose variable does
/// not exist yet when the move is collected (N tagged in the low bit, which
/// a value's address, 8-byte aligned, never sets).
class MoveSource {
public:
  static MoveSource value(Value *V) {
    MoveSource S;
    S.Bits = reinterpret_cast<uintptr_t>(V);
    return S;
  }
  static MoveSource phi(unsigned N) {
    MoveSource S;
    S.Bits = uintptr_t(N) << 1 | 1;
    return S;
  }
  bool isPhi() const { return Bits & 1; }
  unsigned phiNumber() const { return unsigned(Bits >> 1); }
  Value *value() const { return reinterpret_cast<Value *>(Bits); }

private:
  uintptr_t Bits = 0;
};

class NaiveDestruction {
public:
  explicit NaiveDestruction(Function &F) : F(F), Writer(F) {}
  DestructionResult run();

private:
  struct PhiBlock;
  void collectPhis();
  void collectSources(const PhiBlock &B);
  size_t writeBlockCopies(const PhiBlock &B, size_t FirstSource);
  void replacePhisByVariables();

  Function &F;
  ParallelCopyWriter Writer;
  /// Every phi is numbered (Value::setNumber) by its place in the walk of
  /// PhiBlocks, block by block; the variable that replaces it is F's
  /// variable FirstPhiVar + number, since replacePhisByVariables makes one
  /// per phi in that order before any other (no array of them, which would
  /// sit at the pass's peak). The phis themselves are found
  /// from their blocks.
  unsigned FirstPhiVar = 0;
  Variable *phiVariable(unsigned N) const {
    return F.getVariable(FirstPhiVar + N);
  }
  /// What S reads once the phis have their variables.
  Value *valueOf(MoveSource S) const {
    return S.isPhi() ? phiVariable(S.phiNumber()) : S.value();
  }
  unsigned NumPhis = 0;
  /// Per block with phis: the block, its first phi's location (which its
  /// copies take), the number of its first phi and how many it has. Its
  /// edges are found again when its copies are written (the CFG does not
  /// change meanwhile): kept, they would be the pass's largest array.
  struct PhiBlock {
    BasicBlock *BB;
    SourceLoc Loc;
    unsigned FirstPhi, NumPhis;
  };
  std::vector<PhiBlock> PhiBlocks;
  /// Every edge's sources, block after block, each block's phi after phi
  /// (all of one phi's entries at one visit to it): one array, not a vector
  /// per edge, and no destinations (the edge's phis give them).
  std::vector<MoveSource> Sources;
  /// The phi entries, so the sources.
  size_t NumEntries = 0;
  /// The edge being written's moves.
  std::vector<Move> EdgeMoves;
};

} // namespace

void NaiveDestruction::collectPhis() {
  for (BasicBlock &BB : F) {
    unsigned First = NumPhis;
    for (PhiInst &Phi : BB.phis()) {
      NumEntries += Phi.getNumIncoming();
      Phi.setNumber(NumPhis++);
    }
    if (NumPhis != First)
      PhiBlocks.push_back({&BB, BB.front().getLoc(), First, NumPhis - First});
  }
}

/// Each phi is visited once, for its entry from every edge; a source that
/// is a phi is kept as its number until replacePhisByVariables gives it its
/// variable.
void NaiveDestruction::collectSources(const PhiBlock &B) {
  // After splitting, each predecessor of a block with phis has one edge.
  llvm::SmallVector<BasicBlock *, 4> Preds(predecessors(B.BB));
  for (PhiInst &Phi : B.BB->phis())
    for (BasicBlock *Pred : Preds) {
      Value *V = Phi.getIncomingValue(Phi.getBlockIndex(Pred));
      auto *Source = llvm::dyn_cast<PhiInst>(V);
      Sources.push_back(Source ? MoveSource::phi(Source->getNumber())
                               : MoveSource::value(V));
    }
}

/// Writes the parallel copy of each edge into B: move K of the edge from
/// its E-th predecessor writes the variable of phi B.FirstPhi + K and reads
/// Sources[FirstSource + K * (number of edges) + E]. A predecessor with one
/// successor takes the copies before its terminator; one with more is B's
/// only predecessor (the edge is not critical), and B takes them first.
/// Returns where the next block's sources start.
size_t NaiveDestruction::writeBlockCopies(const PhiBlock &B,
                                          size_t FirstSource) {
  llvm::SmallVector<BasicBlock *, 4> Preds(predecessors(B.BB));
  for (unsigned E = 0; E != Preds.size(); ++E) {
    EdgeMoves.clear();
    for (unsigned K = 0; K != B.NumPhis; ++K)
      EdgeMoves.push_back(
          {phiVariable(B.FirstPhi + K),
           valueOf(Sources[FirstSource + K * Preds.size() + E])});
    bool OneSuccessor = successors(Preds[E]).size() == 1;
    Writer.write(EdgeMoves, OneSuccessor ? Preds[E] : B.BB, !OneSuccessor,
                 B.Loc);
  }
  return FirstSource + size_t(B.NumPhis) * Preds.size();
}

/// The phis' entries are in Sources by now, so a phi's are freed before its
/// variable is made, which takes memory freed so (a variable fits where two
/// entries were, IRAllocator.h) instead of fresh pages. One visit to each
/// phi does it all, and erases the phi: a phi that ssa made in memory its
/// erased loads and stores left may sit anywhere, and each walk of the phis
/// missed the cache at each.
void NaiveDestruction::replacePhisByVariables() {
  FirstPhiVar = F.getNumVariables();
  // One more for the temporary a cycle of copies may need.
  F.reserveVariables(F.getNumVariables() + NumPhis + 1);
  // Block by block, in the order the phis are numbered.
  for (const PhiBlock &B : PhiBlocks)
    for (auto It = B.BB->begin(); llvm::isa<PhiInst>(*It);) {
      PhiInst &Phi = llvm::cast<PhiInst>(*It++);
      Phi.clearIncoming();
      Variable *Var = makeUniqueVariable(F, Phi.getName(), Phi.getType());
      // A later phi's entries that read this one read its variable until
      // they are cleared in turn.
      Phi.replaceAllUsesWith(Var);
      Phi.eraseFromParent();
    }
}

DestructionResult NaiveDestruction::run() {
  DestructionResult R;
  R.SplitEdges = splitCriticalEdges(F, /*OnlyIntoPhis=*/true) != 0;
  collectPhis();
  Sources.reserve(NumEntries);
  for (const PhiBlock &B : PhiBlocks)
    collectSources(B);
  replacePhisByVariables();
  size_t FirstSource = 0;
  for (const PhiBlock &B : PhiBlocks)
    FirstSource = writeBlockCopies(B, FirstSource);
  Writer.eraseUnusedTemps();
  R.Stats = Writer.Stats;
  R.Changed = NumPhis != 0;
  return R;
}

DestructionResult mopt::destroySSANaively(Function &F) {
  return NaiveDestruction(F).run();
}

static llvm::StringRef algorithmName(OutOfSSAAlgorithm A) {
  return A == OutOfSSAAlgorithm::Naive ? "naive" : "coalesce";
}

void OutOfSSAPass::printPipeline(std::string &Out) const {
  llvm::SmallVector<llvm::StringRef, 3> Words;
  if (Algorithm != DefaultOutOfSSAAlgorithm)
    Words.push_back(algorithmName(Algorithm));
  if (KeepCFG)
    Words.push_back("cfg");
  if (PrintStats)
    Words.push_back("stats");
  printNameWithParams(llvm::join(Words, ";"), Out);
}

namespace mopt {
absl::StatusOr<std::unique_ptr<Pass>>
createOutOfSSAPass(llvm::StringRef Params) {
  std::optional<OutOfSSAAlgorithm> Algorithm;
  bool KeepCFG = false, PrintStats = false, Valid = true;
  std::string Suggestion;
  llvm::SmallVector<llvm::StringRef, 3> Words;
  if (!Params.empty())
    Params.split(Words, ';');
  for (llvm::StringRef Word : Words) {
    if (Word == "stats" || Word == "cfg") {
      bool &Flag = Word == "stats" ? PrintStats : KeepCFG;
      Valid &= !Flag;
      Flag = true;
      continue;
    }
    bool Known = Word == "naive" || Word == "coalesce";
    if (!Known && Suggestion.empty())
      Suggestion = didYouMean(Word, {"naive", "coalesce", "cfg", "stats"});
    Valid &= !Algorithm && Known;
    Algorithm = Word == "naive" ? OutOfSSAAlgorithm::Naive
                                : OutOfSSAAlgorithm::Coalesce;
  }
  Algorithm = Algorithm.value_or(DefaultOutOfSSAAlgorithm);
  Valid &= !KeepCFG || *Algorithm == OutOfSSAAlgorithm::Coalesce;
  if (!Valid)
    return absl::InvalidArgumentError(
        "out-of-ssa takes naive or coalesce, and stats; coalesce also takes "
        "cfg (coalesce;cfg;stats), not '" +
        Params.str() + "'" + Suggestion);
  return std::make_unique<OutOfSSAPass>(*Algorithm, KeepCFG, PrintStats);
}
} // namespace mopt

absl::StatusOr<PreservedAnalyses>
OutOfSSAPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (absl::Status S = requireForm(F, getName(), PassForm::LeavesSSA); !S.ok())
    return S;
  if (F.getForm() == IRForm::OutOfSSA)
    return PreservedAnalyses::all();
  DestructionResult R = Algorithm == OutOfSSAAlgorithm::Naive
                            ? destroySSANaively(F)
                            : destroySSAByCoalescing(F, AM);
  F.setForm(IRForm::OutOfSSA);
  if (PrintStats)
    std::fprintf(stderr,
                 "out-of-ssa: function '%s': %u moves, %u cycles, %u copies\n",
                 F.getName().str().c_str(), R.Stats.Moves, R.Stats.Cycles,
                 R.Stats.Copies);
  if (Algorithm == OutOfSSAAlgorithm::Coalesce && !KeepCFG) {
    letJumpsFallThrough(F);
    return PreservedAnalyses::none();
  }
  if (R.SplitEdges)
    return PreservedAnalyses::none();
  return R.Changed ? PreservedAnalyses::cfgOnly() : PreservedAnalyses::all();
}
