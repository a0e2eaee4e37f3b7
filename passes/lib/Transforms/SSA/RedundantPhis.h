//===- RedundantPhis.h - Phis that merge one value --------------*- C++ -*-===//
//
// The clean-up both SSA constructions end with (Braun et al., CC 2013,
// Section 3 and Algorithm 5). A phi is redundant when, whatever the path,
// it has one value: its entries are all that value or the phi itself
// (trivial), or it belongs to a group of phis, a strongly connected
// component of the graph from each phi to the phis among its entries,
// whose entries from outside the group are all one value. Either way the
// phis are replaced by the value. What is left is minimal: no phi merges
// fewer than two values.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_TRANSFORMS_REDUNDANTPHIS_H
#define MOPT_LIB_TRANSFORMS_REDUNDANTPHIS_H

#include "llvm/ADT/ArrayRef.h"

namespace mopt {

class PhiInst;

/// Replaces every redundant phi of Phis (the phis a construction made;
/// others are values like any) by its value, until none is left. A
/// replaced phi is unlinked from its block, not deleted: the caller deletes
/// it (its uses are gone), so that pointers to it stay valid until then.
void removeRedundantPhis(llvm::ArrayRef<PhiInst *> Phis);

} // namespace mopt

#endif
