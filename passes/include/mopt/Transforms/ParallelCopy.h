//===- mopt/Transforms/ParallelCopy.h - Sequentialising parallel copies -*- C++
//-*-//
//
// A parallel copy (d1, ..., dn) := (s1, ..., sn) reads every source before
// writing any destination. sequentializeParallelCopy orders it into plain
// copies with one temporary, using the fewest copies: one per move that is
// not a self-copy, plus one per cycle of the permutation (Boissinot,
// Darte, Rastello, Dupont de Dinechin, Guillon, "Revisiting Out-of-SSA
// Translation for Correctness, Code Quality, and Efficiency", CGO 2009,
// Algorithm 1; proved correct in Rideau, Serpette, Leroy, "Tilting at
// windmills with Coq", JAR 2008).
//
// Destinations are distinct locations; a source may be any value, read by
// several moves (fan-out), and need not be a location (a constant).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_PARALLELCOPY_H
#define MOPT_TRANSFORMS_PARALLELCOPY_H

#include "llvm/ADT/ArrayRef.h"

#include <vector>

namespace mopt {

class Value;

struct Move {
  Value *Dest;
  Value *Src;

  bool operator==(const Move &O) const {
    return Dest == O.Dest && Src == O.Src;
  }
};

struct SequentialCopies {
  std::vector<Move> Copies;
  unsigned Cycles = 0;
};

/// The copies, in order, that do what the parallel copy Moves does, using
/// Temp (a location no move mentions) to break cycles.
SequentialCopies sequentializeParallelCopy(llvm::ArrayRef<Move> Moves,
                                           Value *Temp);

} // namespace mopt

#endif
