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
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mopt;

SequentialCopies mopt::sequentializeParallelCopy(llvm::ArrayRef<Move> Moves,
                                                 Value *Temp) {
  SequentialCopies Out;
  llvm::DenseMap<Value *, Value *> Loc, Pred;
  llvm::SmallPtrSet<Value *, 8> Done;
  std::vector<Value *> Ready, ToDo;
  for (const Move &M : Moves) {
    if (M.Dest == M.Src)
      continue;
    Loc[M.Dest] = nullptr;
    Pred[M.Src] = nullptr;
  }
  for (const Move &M : Moves) {
    if (M.Dest == M.Src)
      continue;
    Loc[M.Src] = M.Src;
    Pred[M.Dest] = M.Src;
    ToDo.push_back(M.Dest);
  }
  for (const Move &M : Moves)
    if (M.Dest != M.Src && !Loc.lookup(M.Dest))
      Ready.push_back(M.Dest);
  while (!ToDo.empty()) {
    while (!Ready.empty()) {
      Value *B = Ready.back();
      Ready.pop_back();
      Value *A = Pred[B];
      Value *C = Loc[A];
      Out.Copies.push_back({B, C});
      Done.insert(B);
      Loc[A] = B;
      if (A == C && Pred.lookup(A))
        Ready.push_back(A);
    }
    Value *B = ToDo.back();
    ToDo.pop_back();
    if (!Done.count(B)) {
      // B still holds a value some move reads: a cycle. Save it and go on.
      Out.Copies.push_back({Temp, B});
      Loc[B] = Temp;
      Ready.push_back(B);
      ++Out.Cycles;
    }
  }
  return Out;
}
