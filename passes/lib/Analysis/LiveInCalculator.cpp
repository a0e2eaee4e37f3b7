//===- LiveInCalculator.cpp - Where a variable is live on entry -----------===//

#include "mopt/Analysis/LiveInCalculator.h"

using namespace mopt;

bool LiveInCalculator::calculateWithin(
    llvm::ArrayRef<unsigned> UseBeforeDefBlocks,
    llvm::ArrayRef<unsigned> DefBlocks, size_t Limit) {
  const unsigned Gen = ++Generation;
  for (unsigned B : DefBlocks)
    DefGen[B] = Gen;
  LiveIn.clear();
  Worklist.clear();
  for (unsigned B : UseBeforeDefBlocks)
    if (LiveGen[B] != Gen) {
      LiveGen[B] = Gen;
      LiveIn.push_back(B);
      Worklist.push_back(B);
    }
  while (!Worklist.empty()) {
    if (LiveIn.size() > Limit)
      return false;
    unsigned B = Worklist.back();
    Worklist.pop_back();
    for (unsigned P : G.preds(B)) {
      // A writing predecessor ends the walk: the value read in B is its.
      if (DefGen[P] == Gen || LiveGen[P] == Gen)
        continue;
      LiveGen[P] = Gen;
      LiveIn.push_back(P);
      Worklist.push_back(P);
    }
  }
  return LiveIn.size() <= Limit;
}
