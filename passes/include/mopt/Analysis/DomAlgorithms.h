//===- mopt/Analysis/DomAlgorithms.h - Five ways to find idoms --*- C++ -*-===//
//
// Each algorithm takes a FlowGraph and returns the immediate dominator of
// every node: Idom[Entry] == Entry, and Idom[N] == NoIdom for a node the
// entry cannot reach. All five give identical answers; they differ in cost:
//
//   chk        Cooper, Harvey, Kennedy, "A Simple, Fast Dominance
//              Algorithm" (2001): iterate intersect() over reverse
//              post-order until stable. O(N^2) worst case, fast in practice.
//   slt        Lengauer, Tarjan, "A Fast Algorithm for Finding Dominators in
//              a Flowgraph" (1979), simple version: semidominators with
//              path-compressed EVAL. O(E log N).
//   lt         the same paper's sophisticated version: LINK balances the
//              forest by subtree size. O(E alpha(E, N)).
//   snca       Semi-NCA (Georgiadis, Tarjan, Werneck, "Finding Dominators
//              in Practice", 2006): semidominators as in slt, then each idom
//              as the nearest common ancestor on the DFS-tree path; past a
//              bound on those climbs, Lengauer-Tarjan's buckets instead, so
//              never quadratic. The default.
//   iterative  the textbook data flow: Dom(n) = {n} + intersection of
//              Dom(p) over predecessors, as bit sets. O(N^2) memory; for
//              small graphs and as a reference.
//
// chk is the core's (mopt/IR/CooperHarveyKennedy.h), which the verifier
// uses too; this file adds the other four and the table that names them.
// Every depth-first walk is the one of mopt/Support/DepthFirstWalk.h,
// iterative, so a chain of a million nodes does not touch the call stack.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_ANALYSIS_DOMALGORITHMS_H
#define MOPT_ANALYSIS_DOMALGORITHMS_H

#include "mopt/IR/CooperHarveyKennedy.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mopt {

enum class DomAlgorithm { CHK, SLT, LT, SNCA, Iterative };

llvm::StringRef getDomAlgorithmName(DomAlgorithm A);
/// Parses "chk", "slt", "lt", "snca" or "iterative".
std::optional<DomAlgorithm> parseDomAlgorithm(llvm::StringRef Name);
/// Every algorithm, in the order messages and dom-bench list them.
std::vector<DomAlgorithm> getDomAlgorithms();
/// "chk, slt, lt, snca or iterative", for messages.
std::string getDomAlgorithmChoices();
/// The algorithm name nearest a misspelt one (NearestName.h), or "".
std::string suggestDomAlgorithm(llvm::StringRef Name);

/// Memory the algorithms work in, kept from one run to the next: computing
/// the idoms of many graphs (every function of a module, or one graph many
/// times over in a benchmark) through one workspace allocates only the
/// result, and the work arrays when a graph is larger than all before it.
/// chk and snca keep their arrays here; slt, lt and iterative allocate
/// theirs in every run.
class DomWorkspace {
public:
  DomWorkspace();
  ~DomWorkspace();
  DomWorkspace(const DomWorkspace &) = delete;
  DomWorkspace &operator=(const DomWorkspace &) = delete;

  struct Buffers; // passes/lib/Analysis/DomBuffers.h
  Buffers &buffers() { return *B; }

private:
  std::unique_ptr<Buffers> B;
};

std::vector<unsigned> computeIdomsSimpleLT(const FlowGraph &G);
std::vector<unsigned> computeIdomsLT(const FlowGraph &G);
std::vector<unsigned> computeIdomsSemiNCA(const FlowGraph &G);
std::vector<unsigned> computeIdomsSemiNCA(const FlowGraph &G, DomWorkspace &W);
std::vector<unsigned> computeIdomsIterative(const FlowGraph &G);

std::vector<unsigned> computeIdoms(const FlowGraph &G, DomAlgorithm A);
std::vector<unsigned> computeIdoms(const FlowGraph &G, DomAlgorithm A,
                                   DomWorkspace &W);

} // namespace mopt

#endif
