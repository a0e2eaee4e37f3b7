//===- ParallelCopy.cpp - Sequentialising parallel copies -----------------===//
//
// Boissinot et al.'s algorithm: Pred[d] is the source d must receive, and
// Loc[s] is where the value first held in s can be read now. A destination
// that no pending move still reads is "ready" and can be written at once.
// When only cycles remain, one of their destinations is saved into the
// temporary, which frees it, and the rest of the cycle unrolls.
//
// One change from the paper: a destination counts as done when its copy is
// emitted (the Done set), not when Loc[Pred[d]] == d. With fan-out (one
// source, several destinations) Loc moves on to the last copy made, and the
// paper's test would then save an already finished destination, costing a
// copy.
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/ParallelCopy.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

using namespace mopt;

namespace {
/// The values one parallel copy mentions, numbered 0..N-1 in address
/// order, and the temporary as N: the algorithm's maps become arrays
/// indexed by these numbers, with no hashing and, for the few moves an
/// edge usually has, no heap allocation.
class MoveValues {
public:
  MoveValues(llvm::ArrayRef<Move> Moves, Value *Temp) {
    for (const Move &M : Moves)
      if (M.Dest != M.Src)
        Values.append({M.Dest, M.Src});
    // std::sort, not llvm::sort: on pointers that is qsort, whose call per
    // comparison cost a tenth of out-of-ssa (#16).
    std::sort(Values.begin(), Values.end());
    Values.erase(std::unique(Values.begin(), Values.end()), Values.end());
    Values.push_back(Temp);
  }
  /// The number of the values moves mention; the temporary's.
  unsigned size() const { return Values.size() - 1; }
  unsigned temp() const { return size(); }
  unsigned numberOf(Value *V) const {
    return std::lower_bound(Values.begin(), Values.end() - 1, V) -
           Values.begin();
  }
  Value *valueOf(unsigned N) const { return Values[N]; }

private:
  llvm::SmallVector<Value *, 32> Values;
};
} // namespace

SequentialCopies mopt::sequentializeParallelCopy(llvm::ArrayRef<Move> Moves,
                                                 Value *Temp) {
  constexpr int None = -1;
  SequentialCopies Out;
  Out.Copies.reserve(Moves.size() + 1); // each move, and a cycle's save
  MoveValues Vals(Moves, Temp);
  // Loc[s]: where the value first held in s is now; Pred[d]: the source d
  // receives. None where the move set says nothing.
  llvm::SmallVector<int, 32> Loc(Vals.size(), None), Pred(Vals.size(), None);
  llvm::SmallVector<bool, 32> Done(Vals.size(), false);
  llvm::SmallVector<unsigned, 32> Ready, ToDo;
  for (const Move &M : Moves) {
    if (M.Dest == M.Src)
      continue;
    unsigned D = Vals.numberOf(M.Dest), S = Vals.numberOf(M.Src);
    Loc[S] = S;
    Pred[D] = S;
    ToDo.push_back(D);
  }
  for (unsigned D : ToDo)
    if (Loc[D] == None)
      Ready.push_back(D);
  auto Emit = [&](unsigned Dest, unsigned Src) {
    Out.Copies.push_back({Vals.valueOf(Dest), Vals.valueOf(Src)});
  };
  while (!ToDo.empty()) {
    while (!Ready.empty()) {
      unsigned B = Ready.pop_back_val();
      unsigned A = Pred[B], C = Loc[A];
      Emit(B, C);
      Done[B] = true;
      Loc[A] = B;
      if (A == C && Pred[A] != None)
        Ready.push_back(A);
    }
    unsigned B = ToDo.pop_back_val();
    if (!Done[B]) {
      // B still holds a value some move reads: a cycle. Save it and go on.
      Emit(Vals.temp(), B);
      Loc[B] = Vals.temp();
      Ready.push_back(B);
      ++Out.Cycles;
    }
  }
  return Out;
}
