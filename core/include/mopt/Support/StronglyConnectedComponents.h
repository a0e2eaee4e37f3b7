//===- mopt/Support/StronglyConnectedComponents.h - Tarjan's SCCs -*- C++ -*-//
//
// Tarjan's strongly connected components ("Depth-first search and linear
// graph algorithms", SIAM J. Computing 1972) of a graph on nodes 0..N-1
// given by successor lists, found with an explicit stack of frames, not
// recursion. Components come out in the order Tarjan's algorithm finishes
// them: every component after the components it reaches (callees before
// callers, a phi's operands before the phi); the nodes of each in the
// order they leave the algorithm's stack.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_STRONGLYCONNECTEDCOMPONENTS_H
#define MOPT_SUPPORT_STRONGLYCONNECTEDCOMPONENTS_H

#include "mopt/Support/CompressedRows.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mopt {

/// The components of the graph on nodes 0..NumNodes-1 whose successors
/// Succs gives, one row each, in the order above.
CompressedRows findStronglyConnectedComponents(
    unsigned NumNodes,
    llvm::function_ref<llvm::ArrayRef<unsigned>(unsigned)> Succs);

} // namespace mopt

#endif
