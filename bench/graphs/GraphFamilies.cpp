//===- bench/graphs/GraphFamilies.cpp - Graphs for dominator tests --------===//

#include "GraphFamilies.h"
#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Function.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/TAC/Parser.h"
#include "mopt/Transforms/Lower.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cassert>
#include <fstream>
#include <iterator>
#include <sstream>

using namespace mopt;
using namespace mopt::graphs;

namespace {

/// Collects edges in the order given, which is each node's successor order.
struct Builder {
  EdgeList G;
  explicit Builder(unsigned NumNodes) { G.NumNodes = NumNodes; }
  void add(unsigned From, unsigned To) { G.Edges.push_back({From, To}); }
};

/// A distance in [1, Max], log-uniform: as likely 1..2 as 1000..2000, the
/// way branch distances in real code spread.
unsigned logUniformDistance(SplitMix64 &R, unsigned Max) {
  unsigned Log = 0; // floor(log2(Max))
  while ((2ull << Log) <= Max)
    ++Log;
  uint64_t Span = std::min<uint64_t>(Max, 2ull << R.below(Log + 1));
  return 1 + R.below(static_cast<unsigned>(Span));
}

/// randomCFG's edges on nodes Base..Base+N-1, with Base as its entry.
void addRandomCFG(Builder &B, unsigned Base, unsigned N, SplitMix64 &R) {
  for (unsigned I = 0; I + 1 < N; ++I) {
    unsigned Next = I + 1, Target = Next;
    if (R.chance(40)) {
      if (R.chance(25) || I + 2 >= N) {
        Target = I - std::min(I, logUniformDistance(R, I + 1) - 1);
      } else {
        Target = I + 1 + logUniformDistance(R, N - I - 2);
      }
    }
    // A branch lists its target first or second, as `br c, A, B` may.
    bool TargetFirst = Target != Next && R.chance(50);
    if (TargetFirst)
      B.add(Base + I, Base + Target);
    B.add(Base + I, Base + Next);
    if (Target != Next && !TargetFirst)
      B.add(Base + I, Base + Target);
  }
}

/// The k of a family with Per nodes per unit plus Extra, for about N nodes.
unsigned unitsFor(unsigned N, unsigned Per, unsigned Extra) {
  return N > Extra + Per ? (N - Extra) / Per : 1;
}

} // namespace

EdgeList graphs::randomCFG(unsigned N, uint64_t Seed) {
  SplitMix64 R(Seed);
  Builder B(std::max(N, 1u));
  addRandomCFG(B, 0, B.G.NumNodes, R);
  return B.G;
}

EdgeList graphs::randomGraph(unsigned N, unsigned NumEdges, uint64_t Seed) {
  SplitMix64 R(Seed);
  Builder B(std::max(N, 1u));
  for (unsigned E = 0; E != NumEdges; ++E) {
    unsigned From = R.below(B.G.NumNodes);
    B.add(From, R.below(B.G.NumNodes));
  }
  return B.G;
}

EdgeList graphs::chain(unsigned N) {
  Builder B(std::max(N, 1u));
  for (unsigned I = 0; I + 1 < B.G.NumNodes; ++I)
    B.add(I, I + 1);
  return B.G;
}

EdgeList graphs::ladder(unsigned N) {
  unsigned K = unitsFor(N, 2, 0);
  Builder B(2 * K);
  // ai = 2i and bi = 2i + 1, so a rung's ends are neighbours in layout.
  for (unsigned I = 0; I != K; ++I) {
    if (I + 1 != K) {
      B.add(2 * I, 2 * I + 2);
      B.add(2 * I + 1, 2 * I + 3);
    }
    B.add(2 * I, 2 * I + 1);
  }
  return B.G;
}

EdgeList graphs::nestedLoops(unsigned N) {
  unsigned K = unitsFor(N, 2, 2);
  // e = 0, hi = i, ti = 2k + 1 - i, x = 2k + 1.
  Builder B(2 * K + 2);
  for (unsigned I = 0; I != K; ++I)
    B.add(I, I + 1);
  B.add(K, K + 1);
  for (unsigned I = K; I >= 1; --I) {
    unsigned T = 2 * K + 1 - I;
    B.add(T, I);     // until: back to the header
    B.add(T, T + 1); // out to the enclosing loop's tail, or the exit
  }
  return B.G;
}

EdgeList graphs::irreducible(unsigned N) {
  unsigned K = unitsFor(N, 3, 1);
  // Region i: h = 3i, a = 3i + 1, b = 3i + 2; the exit is 3k.
  Builder B(3 * K + 1);
  for (unsigned I = 0; I != K; ++I) {
    unsigned H = 3 * I, A = H + 1, Bn = H + 2, Next = H + 3;
    B.add(H, A);
    B.add(H, Bn);
    B.add(A, Bn);
    B.add(A, Next);
    B.add(Bn, A);
    B.add(Bn, Next);
  }
  // The outer loop enters at the first a, which h0 -> b0 also bypasses.
  B.add(3 * K, 1);
  return B.G;
}

EdgeList graphs::withUnreachable(unsigned N, uint64_t Seed) {
  SplitMix64 R(Seed);
  unsigned Total = std::max(N, 2u), Half = Total / 2;
  Builder B(Total);
  addRandomCFG(B, 0, Half, R);
  addRandomCFG(B, Half, Total - Half, R);
  // Edges from the unreachable half into the reachable one: they are
  // predecessors every algorithm must ignore.
  for (unsigned I = 0; I != (Total - Half + 3) / 4; ++I) {
    unsigned From = Half + R.below(Total - Half);
    B.add(From, R.below(Half));
  }
  return B.G;
}

EdgeList graphs::itworst(unsigned N) {
  unsigned K = unitsFor(N, 4, 1);
  // r = 0, wi = i, xi = k + i, yi = 2k + i, zi = 3k + i (i = 1..k).
  auto W = [](unsigned I) { return I; };
  auto X = [K](unsigned I) { return K + I; };
  auto Y = [K](unsigned I) { return 2 * K + I; };
  auto Z = [K](unsigned I) { return 3 * K + I; };
  Builder B(4 * K + 1);
  B.add(0, W(1));
  B.add(0, X(1));
  B.add(0, Z(K));
  for (unsigned I = 1; I < K; ++I) {
    B.add(W(I), W(I + 1));
    B.add(X(I), X(I + 1));
  }
  B.add(X(K), Y(1));
  for (unsigned I = 1; I <= K; ++I) {
    for (unsigned J = 1; J <= K; ++J)
      B.add(Y(I), W(J));
    B.add(Y(I), I < K ? Y(I + 1) : Z(1));
  }
  for (unsigned I = 1; I < K; ++I) {
    B.add(Z(I), Z(I + 1));
    B.add(Z(I + 1), Z(I));
  }
  return B.G;
}

EdgeList graphs::idfsquad(unsigned N) {
  unsigned K = unitsFor(N, 3, 1);
  // r = 0, xi = i, yi = k + i, zi = 2k + i (i = 1..k).
  auto X = [](unsigned I) { return I; };
  auto Y = [K](unsigned I) { return K + I; };
  auto Z = [K](unsigned I) { return 2 * K + I; };
  Builder B(3 * K + 1);
  B.add(0, X(1));
  B.add(0, Z(1));
  for (unsigned I = 1; I <= K; ++I) {
    B.add(X(I), Y(I));
    if (I < K)
      B.add(X(I), X(I + 1));
    B.add(Y(I), Z(I));
    if (I < K)
      B.add(Y(I), Z(I + 1));
    B.add(Z(I), Y(I));
  }
  return B.G;
}

EdgeList graphs::ibfsquad(unsigned N) {
  unsigned K = unitsFor(N, 1, 4);
  // r = 0, w = 1, y = 2, z = 3, xi = 3 + i (i = 1..k).
  auto X = [](unsigned I) { return 3 + I; };
  Builder B(K + 4);
  B.add(0, 1);
  B.add(0, 2);
  for (unsigned I = 1; I <= K; ++I)
    B.add(1, X(I));
  B.add(2, 3);
  B.add(3, X(K));
  for (unsigned I = K; I > 1; --I)
    B.add(X(I), X(I - 1));
  return B.G;
}

EdgeList graphs::sncaworst(unsigned N) {
  unsigned K = unitsFor(N, 2, 1);
  // r = 0, xi = i, yi = k + i (i = 1..k).
  auto X = [](unsigned I) { return I; };
  auto Y = [K](unsigned I) { return K + I; };
  Builder B(2 * K + 1);
  B.add(0, X(1));
  for (unsigned I = 1; I <= K; ++I)
    B.add(0, Y(I));
  for (unsigned I = 1; I < K; ++I)
    B.add(X(I), X(I + 1));
  for (unsigned I = 1; I <= K; ++I)
    B.add(X(K), Y(I));
  return B.G;
}

namespace {
/// A family's name and generator, in the order of the Family enumerators.
struct FamilyRow {
  Family F;
  llvm::StringRef Name;
  EdgeList (*Make)(unsigned N, uint64_t Seed);
};
} // namespace

/// A generator of a fixed shape, which takes no seed.
template <EdgeList (*Make)(unsigned)>
static EdgeList unseeded(unsigned N, uint64_t) {
  return Make(N);
}

static constexpr FamilyRow FamilyTable[] = {
    {Family::RandomCFG, "random", randomCFG},
    {Family::Chain, "chain", unseeded<chain>},
    {Family::Ladder, "ladder", unseeded<ladder>},
    {Family::NestedLoops, "nested", unseeded<nestedLoops>},
    {Family::Irreducible, "irreducible", unseeded<irreducible>},
    {Family::Unreachable, "unreachable", withUnreachable},
    {Family::ItWorst, "itworst", unseeded<itworst>},
    {Family::IdfsQuad, "idfsquad", unseeded<idfsquad>},
    {Family::IbfsQuad, "ibfsquad", unseeded<ibfsquad>},
    {Family::SncaWorst, "sncaworst", unseeded<sncaworst>}};
static_assert(std::size(FamilyTable) == std::size(AllFamilies),
              "a row per family");

static const FamilyRow &rowOf(Family F) {
  const FamilyRow &Row = FamilyTable[static_cast<unsigned>(F)];
  assert(Row.F == F && "FamilyTable is in enumerator order");
  return Row;
}

llvm::StringRef graphs::getFamilyName(Family F) { return rowOf(F).Name; }

std::optional<Family> graphs::parseFamily(llvm::StringRef Name) {
  for (const FamilyRow &Row : FamilyTable)
    if (Row.Name == Name)
      return Row.F;
  return std::nullopt;
}

EdgeList graphs::makeFamily(Family F, unsigned N, uint64_t Seed) {
  return rowOf(F).Make(N, Seed);
}

EdgeList graphs::permute(const EdgeList &G, uint64_t Seed,
                         std::vector<unsigned> *NewNumber) {
  // Fisher-Yates over every number but the entry's.
  std::vector<unsigned> Map(G.NumNodes);
  for (unsigned I = 0; I != G.NumNodes; ++I)
    Map[I] = I;
  SplitMix64 R(Seed);
  std::vector<unsigned> Others;
  Others.reserve(G.NumNodes);
  for (unsigned I = 0; I != G.NumNodes; ++I)
    if (I != G.Entry)
      Others.push_back(I);
  for (unsigned I = Others.size(); I > 1; --I)
    std::swap(Others[I - 1], Others[R.below(I)]);
  for (unsigned I = 0, J = 0; I != G.NumNodes; ++I)
    if (I != G.Entry)
      Map[I] = Others[J++];
  EdgeList P;
  P.NumNodes = G.NumNodes;
  P.Entry = G.Entry;
  P.Edges.reserve(G.Edges.size());
  for (const FlowGraph::Edge &E : G.Edges)
    P.Edges.push_back({Map[E.first], Map[E.second]});
  if (NewNumber)
    *NewNumber = std::move(Map);
  return P;
}

absl::StatusOr<std::vector<FunctionGraph>>
graphs::graphsFromText(llvm::StringRef Text, llvm::StringRef FileName,
                       bool IsBril) {
  absl::StatusOr<std::unique_ptr<Module>> M =
      IsBril ? parseBril(Text, FileName) : parseTAC(Text, FileName);
  if (!M.ok())
    return M.status();
  std::vector<FunctionGraph> Result;
  FunctionAnalysisManager AM;
  LowerPass Lower;
  for (Function &F : **M) {
    absl::StatusOr<PreservedAnalyses> PA = Lower.run(F, AM);
    if (!PA.ok())
      return PA.status();
    Result.push_back({F.getName().str(), FlowGraph::fromFunction(F)});
  }
  return Result;
}

absl::StatusOr<std::vector<FunctionGraph>>
graphs::graphsFromFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return absl::NotFoundError("cannot read '" + Path + "'");
  std::stringstream Text;
  Text << In.rdbuf();
  return graphsFromText(Text.str(), Path,
                        llvm::StringRef(Path).ends_with(".bril"));
}
