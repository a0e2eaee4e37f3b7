//===- mopt/Transforms/SSADestruction.h - The two destructions --*- C++ -*-===//
//
// The two algorithms behind the `out-of-ssa` pass (OutOfSSA.h), and what
// they share: writing a parallel copy out as sequential `copy`
// instructions, one type at a time, with one temporary per type.
//
//   destroySSANaively       out-of-ssa<naive>: a variable per phi, a copy
//                           per phi entry on its edge (OutOfSSA.cpp);
//   destroySSAByCoalescing  out-of-ssa<coalesce>: conventional SSA by
//                           parallel copies, then coalescing of the values
//                           that do not interfere (OutOfSSACoalescing.cpp).
//
// Both take a function in CFG or SSA form and leave it with no phi, its
// control flow graph unchanged unless SplitEdges says otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_SSADESTRUCTION_H
#define MOPT_TRANSFORMS_SSADESTRUCTION_H

#include "mopt/IR/SourceLoc.h"
#include "mopt/Transforms/ParallelCopy.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace mopt {

class BasicBlock;
class Function;
class FunctionAnalysisManager;
class Type;
class Variable;

/// What a destruction wrote: the moves of its parallel copies that are
/// not self-copies, the cycles among them, and the copies written out.
/// Invariant: Copies == Moves + Cycles.
struct DestructionStats {
  unsigned Moves = 0, Cycles = 0, Copies = 0;
};

struct DestructionResult {
  DestructionStats Stats;
  /// Whether an instruction was added, changed or removed.
  bool Changed = false;
  /// Whether edges were split, adding blocks.
  bool SplitEdges = false;
};

DestructionResult destroySSANaively(Function &F);
DestructionResult destroySSAByCoalescing(Function &F,
                                         FunctionAnalysisManager &AM);

/// A new variable of type T named Base, or Base.v1, Base.v2, ... if that
/// is taken; "phi" when Base is empty.
Variable *makeUniqueVariable(Function &F, llvm::StringRef Base, const Type *T);

/// Writes parallel copies out as sequential copies
/// (sequentializeParallelCopy), a type at a time in the order the types
/// first appear; each type's cycles go through a temporary `tmp` of that
/// type, made on first need and erased by eraseUnusedTemps() if no copy
/// used it. Moves must have distinct destinations.
class ParallelCopyWriter {
public:
  explicit ParallelCopyWriter(Function &F) : F(F) {}

  /// Inserts the copies at the start of BB if AtStart, else before its
  /// terminator; each type's copies go there in turn.
  void write(llvm::ArrayRef<Move> Moves, BasicBlock *BB, bool AtStart,
             SourceLoc Loc);
  void eraseUnusedTemps();

  DestructionStats Stats;

private:
  Variable *tempFor(const Type *T);
  void writeOneType(llvm::ArrayRef<Move> Moves, BasicBlock *BB, bool AtStart,
                    SourceLoc Loc);

  Function &F;
  llvm::SmallVector<std::pair<const Type *, Variable *>, 2> Temps;
  std::vector<Move> OfType;
  std::vector<const Type *> TypesDone;
};

} // namespace mopt

#endif
