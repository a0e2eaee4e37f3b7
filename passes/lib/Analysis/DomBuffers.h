//===- DomBuffers.h - Reusable dominator work arrays -----------*- C++ -*-===//
//
// The arrays of the two algorithms that keep them in a DomWorkspace: chk's
// (CHKWorkspace, in the core) and Semi-NCA's. A run clears them (capacity
// kept) and fills them for one graph; the algorithms themselves stay local
// to their files, so that their steps inline. Internal to MOptAnalysis;
// DomAlgorithms.h is the interface.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_ANALYSIS_DOMBUFFERS_H
#define MOPT_LIB_ANALYSIS_DOMBUFFERS_H

#include "mopt/Analysis/DomAlgorithms.h"

#include <vector>

namespace mopt {

/// Semi-NCA's arrays: everything after the search is on pre-order numbers.
struct SemiNCABuffers {
  /// One vertex, by pre-order number: the fields the search updates at
  /// random, packed. Until the backward pass reaches the vertex, Semi is the
  /// smallest number among its tree and forward predecessors (its parent's
  /// at least); after, its semidominator. Head starts the chain of its back
  /// and cross edges in Late (NoIdom: none), or is Dense: the vertex has
  /// DenseInDegree predecessors or more, and they are read from the graph.
  /// Once the backward pass has read them, Head is the DFS parent.
  struct Vertex {
    unsigned Semi, Head;
  };
  static constexpr unsigned Dense = NoIdom - 1;
  /// From a cache line of predecessors on, reading them all in order (and
  /// looking up each one's pre-order number) beats chasing a chain.
  static constexpr unsigned DenseInDegree = 16;
  /// NCA climbs allowed per vertex, on average, before the idoms come from
  /// Lengauer-Tarjan's buckets instead (DomSemiNCA.cpp).
  static constexpr unsigned ClimbsPerVertex = 8;
  /// A linked vertex V of the link-eval forest: Ancestor is an ancestor of
  /// V in the DFS tree, and Best the smallest semidominator on the tree
  /// path from V up to Ancestor, Ancestor excluded.
  struct ForestLink {
    unsigned Ancestor, Best;
  };
  /// A back or cross edge Source -> (the vertex whose chain holds it).
  struct LateEdge {
    unsigned Source, Next;
  };

  std::vector<unsigned> PreNumber; // node -> pre-order number, or NoIdom
  // Order, Vertices and Tree are indexed by pre-order number and sized for
  // the largest graph seen: only the run's reached vertices are valid, and
  // size() is not their count.
  std::vector<unsigned> Order; // pre-order number -> node
  std::vector<Vertex> Vertices;
  /// By pre-order number: the parent in the DFS tree, until the last pass
  /// replaces it with the idom.
  std::vector<unsigned> Tree;
  std::vector<LateEdge> Late;
  std::vector<ForestLink> Forest;
  std::vector<DepthFirstFrame> Stack; // frames tagged by pre-order number
};

struct DomWorkspace::Buffers {
  SemiNCABuffers SemiNCA;
  CHKWorkspace CHK;
};

} // namespace mopt

#endif
