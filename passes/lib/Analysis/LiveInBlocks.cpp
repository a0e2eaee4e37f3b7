//===- LiveInBlocks.cpp - Where a variable is live on entry ---------------===//

#include "mopt/Analysis/LiveInBlocks.h"

using namespace mopt;

std::vector<unsigned>
LiveInCalculator::calculate(llvm::ArrayRef<unsigned> UseBeforeDefBlocks,
                            llvm::ArrayRef<unsigned> DefBlocks) {
  const unsigned Gen = ++Generation;
  for (unsigned B : DefBlocks)
    DefGen[B] = Gen;
  std::vector<unsigned> LiveIn, Worklist;
  for (unsigned B : UseBeforeDefBlocks)
    if (LiveGen[B] != Gen) {
      LiveGen[B] = Gen;
      LiveIn.push_back(B);
      Worklist.push_back(B);
    }
  while (!Worklist.empty()) {
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
  return LiveIn;
}
