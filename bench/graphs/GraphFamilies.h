//===- bench/graphs/GraphFamilies.h - Graphs for dominator tests -*- C++
//-*-===//
//
// The graphs the dominator tests and dom-bench run on, as edge lists with a
// size and an entry, so that they can be renumbered before becoming a
// FlowGraph. Every generator is deterministic: random ones draw from
// splitmix64 (Steele, Lea, Flood, "Fast Splittable Pseudorandom Number
// Generators", OOPSLA 2014) and reduce by multiply-shift, never through a
// standard library distribution, whose output differs between libraries.
//
// A family takes a requested size N and returns a graph with about N nodes
// (families built from a parameter k round N to a whole k). Node numbers
// follow the layout a compiler would give the blocks, so a depth-first walk
// mostly meets them in order; permute() renumbers randomly.
//
// The four worst cases come from Loukas Georgiadis's thesis ("Linear-Time
// Algorithms for Dominators and Related Problems", Princeton TR-737-05,
// 2005, Fig. 2.9), which "Finding Dominators in Practice" (Georgiadis,
// Tarjan, Werneck, JGAA 10(1), 2006) uses: the text of the thesis was not
// at hand, so each is rebuilt from its k = 3 instance as transcribed in the
// dominator unit tests of the Solidity compiler (libyul), generalised to k,
// and each generator states the property it is built to have.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_BENCH_GRAPHS_GRAPHFAMILIES_H
#define MOPT_BENCH_GRAPHS_GRAPHFAMILIES_H

#include "absl/status/statusor.h"
#include "mopt/IR/FlowGraph.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mopt {
namespace graphs {

/// splitmix64: 64 bits of state, one add and a mix per number.
class SplitMix64 {
public:
  explicit SplitMix64(uint64_t Seed) : State(Seed) {}
  uint64_t next() {
    uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
    return Z ^ (Z >> 31);
  }
  /// A number in [0, Bound), Bound > 0 (Lemire's multiply-shift; the bias
  /// is below 2^-32 for the bounds used here).
  unsigned below(unsigned Bound) {
    return static_cast<unsigned>(((next() >> 32) * Bound) >> 32);
  }
  /// True with probability Percent / 100.
  bool chance(unsigned Percent) { return below(100) < Percent; }

private:
  uint64_t State;
};

/// A graph before it becomes a FlowGraph: nodes 0..NumNodes-1, an entry,
/// and the edges in the order a node's successors are visited.
struct EdgeList {
  unsigned NumNodes = 0;
  unsigned Entry = 0;
  std::vector<FlowGraph::Edge> Edges;

  FlowGraph build() const { return FlowGraph(NumNodes, Entry, Edges); }
};

/// CFG-like: node I falls through to I + 1 and, in 40% of nodes, also
/// branches, three times in four forward and otherwise back to an earlier
/// node, over a log-uniform distance (1.4 edges per node). Everything is
/// reachable; a forward branch into a loop can make it irreducible.
EdgeList randomCFG(unsigned N, uint64_t Seed);
/// Any digraph: NumEdges edges with uniform ends, so self-loops, repeated
/// edges, edges into the entry and unreachable nodes all occur.
EdgeList randomGraph(unsigned N, unsigned NumEdges, uint64_t Seed);
/// A path 0 -> 1 -> ... -> N-1: the deepest dominator tree.
EdgeList chain(unsigned N);
/// Two rails a0 -> a1 -> ..., b0 -> b1 -> ... and rungs ai -> bi, entry a0,
/// each ai listing its rail edge first. idom(bi) = a0 for every i, far up
/// a deep tree: NCA climbs (Semi-NCA, CHK's intersect) cost i per rung, so
/// this is quadratic for them and linear for Lengauer-Tarjan.
EdgeList ladder(unsigned N);
/// k repeat-until loops nested in each other (Cytron et al. 1991, the
/// example whose frontiers have quadratic total size): e -> h1 -> ... ->
/// hk -> tk -> ... -> t1 -> x, with back edges ti -> hi.
EdgeList nestedLoops(unsigned N);
/// A series of two-entry loops h -> {a, b}, a <-> b, {a, b} -> next h,
/// with an edge from the last region back to the first a: irreducible at
/// every level, so CHK needs extra passes.
EdgeList irreducible(unsigned N);
/// A random CFG on half the nodes and, on the other half, a random region
/// the entry cannot reach, with edges into the reachable half.
EdgeList withUnreachable(unsigned N, uint64_t Seed);

/// itworst(k), 4k + 1 nodes, k^2 + 5k edges: r -> w1, x1, zk; chains
/// w1..wk and x1..xk; xk -> y1, a chain y1..yk whose every node also
/// jumps to every wj; yk -> z1 and a chain z1 <-> z2 <-> ... <-> zk. Built
/// so that iterative algorithms need many passes over k^2 edges.
EdgeList itworst(unsigned N);
/// idfsquad(k), 3k + 1 nodes, 5k edges: r -> x1, z1; xi -> yi, xi+1;
/// yi -> zi, zi+1; zi -> yi. The y/z ladder is found depth-first through
/// x1 before the other xi: CHK learns idom = r one rung per pass, so it
/// takes k passes of O(k) (quadratic for iteration in DFS order).
EdgeList idfsquad(unsigned N);
/// ibfsquad(k), k + 4 nodes, 2k + 3 edges: r -> w, y; w -> x1..xk;
/// y -> z -> xk; xi+1 -> xi. Quadratic for iteration in breadth-first
/// order (a chain walked against the order, one node per pass); in
/// reverse post-order, which CHK uses, it is cheap.
EdgeList ibfsquad(unsigned N);
/// sncaworst(k), 2k + 1 nodes, 3k edges: r -> x1, y1..yk; chain x1..xk;
/// xk -> y1..yk. Every yi has DFS parent xk and idom r, so each NCA climb
/// (Semi-NCA, and CHK's intersect) walks the whole x chain: quadratic.
EdgeList sncaworst(unsigned N);

enum class Family {
  RandomCFG,
  Chain,
  Ladder,
  NestedLoops,
  Irreducible,
  Unreachable,
  ItWorst,
  IdfsQuad,
  IbfsQuad,
  SncaWorst,
};
inline constexpr Family AllFamilies[] = {
    Family::RandomCFG,   Family::Chain,       Family::Ladder,
    Family::NestedLoops, Family::Irreducible, Family::Unreachable,
    Family::ItWorst,     Family::IdfsQuad,    Family::IbfsQuad,
    Family::SncaWorst};

/// "random", "chain", "ladder", "nested", "irreducible", "unreachable",
/// "itworst", "idfsquad", "ibfsquad", "sncaworst".
llvm::StringRef getFamilyName(Family F);
std::optional<Family> parseFamily(llvm::StringRef Name);
/// The family's graph of about N nodes (Seed matters to random ones only).
EdgeList makeFamily(Family F, unsigned N, uint64_t Seed = 1);

/// G with its nodes renumbered by a random permutation that keeps the
/// entry's number; the edges keep their order, so every node lists the
/// same successors in the same order. NewNumber, when given, receives the
/// map from old numbers to new.
EdgeList permute(const EdgeList &G, uint64_t Seed,
                 std::vector<unsigned> *NewNumber = nullptr);

/// One function of a program as a FlowGraph.
struct FunctionGraph {
  std::string Name;
  FlowGraph Graph;
};

/// Reads a .tac or .bril file (by its extension), lowers each function to
/// CFG form and returns the function CFGs in module order.
absl::StatusOr<std::vector<FunctionGraph>>
graphsFromFile(const std::string &Path);
/// The same for program text; IsBril picks the Bril reader.
absl::StatusOr<std::vector<FunctionGraph>>
graphsFromText(llvm::StringRef Text, llvm::StringRef FileName, bool IsBril);

} // namespace graphs
} // namespace mopt

#endif
