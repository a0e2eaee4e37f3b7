//===- bench/DomBench.cpp - Dominator algorithms side by side -------------===//
//
// dom-bench times every dominator algorithm of mopt (computeIdoms with each
// DomAlgorithm) on every graph family of GraphFamilies.h at 10^2 .. 10^6
// nodes, in layout numbering and randomly permuted, next to two peers on
// the same graph, LLVM 22's DominatorTreeBase::recalculate() (with node
// numbers, as LLVM builds a Function's tree) and Boost Graph's
// lengauer_tarjan_dominator_tree, and a bare iterative depth-first search,
// the floor every algorithm here stands on.
//
// Boost is timed only where its idoms equal mopt's Lengauer-Tarjan's
// (which the unit tests check against LLVM's): where they differ, its row is
// skipped with the first node that differs in the message. Its path compression
// recurses once per level of the depth-first tree, so dom-bench re-executes
// itself once with a stack limit of 16 GiB before it runs anything.
//
// A benchmark is named CONTENDER/FAMILY/NUMBERING/SIZE, e.g.
// snca/random/permuted/100000, so --benchmark_filter picks rows and sizes.
// Each reports nodes, edges and ns_per_edge (time per iteration divided by
// the edge count). Slow pairs are capped (capFor below; bench/README.md
// lists the caps). Graphs are built once per family, size and numbering and
// shared by the contenders, which run one after another.
//
// bench/dom_report.py turns the JSON output into bench/README.md's table.
//
//===----------------------------------------------------------------------===//

#include "BoostDominators.h"
#include "GraphFamilies.h"
#include "LLVMDominators.h"
#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Support/DepthFirstWalk.h"

#include <benchmark/benchmark.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace mopt;
using namespace mopt::graphs;

namespace {

/// One row of the benchmark: each of mopt's algorithms, from the table
/// that -dom-algorithm reads (DomAlgorithms.h), then the peers.
struct Contender {
  enum Kind { Mopt, LLVM, Boost, DFS } K;
  DomAlgorithm Algorithm = DomAlgorithm::CHK; // for Mopt
  bool is(DomAlgorithm A) const { return K == Mopt && Algorithm == A; }
  std::string name() const {
    static const char *const PeerNames[] = {"", "llvm", "boost", "dfs"};
    return K == Mopt ? getDomAlgorithmName(Algorithm).str() : PeerNames[K];
  }
};

std::vector<Contender> allContenders() {
  std::vector<Contender> All;
  for (DomAlgorithm A : getDomAlgorithms())
    All.push_back({Contender::Mopt, A});
  for (Contender::Kind K : {Contender::LLVM, Contender::Boost, Contender::DFS})
    All.push_back({K});
  return All;
}
constexpr unsigned Sizes[] = {100, 1000, 10000, 100000, 1000000};

/// The largest size a contender runs on a family: past it, one run takes
/// many seconds (quadratic or worse) or the graph gigabytes.
unsigned capFor(const Contender &C, Family F) {
  bool CHK = C.is(DomAlgorithm::CHK), Iterative = C.is(DomAlgorithm::Iterative);
  if (F == Family::ItWorst) // k^2 edges, and CHK takes about k^4 steps
    return CHK ? 100 : Iterative ? 1000 : 10000;
  if (Iterative) // N^2 bits
    return 10000;
  // Nearest-common-ancestor climbs (CHK's intersect, LLVM's Semi-NCA) that
  // cross a deep tree for every join; ours stops climbing past a bound.
  bool Climbs = CHK || C.K == Contender::LLVM;
  if (Climbs && (F == Family::SncaWorst || F == Family::Ladder))
    return 10000;
  if (CHK && (F == Family::IdfsQuad || F == Family::NestedLoops))
    return 100000;
  return 1000000;
}

/// The bare floor: the depth-first walk every algorithm starts with
/// (DepthFirstWalk.h), recording only the pre-order. Like a DomWorkspace,
/// it keeps its arrays from one run to the next.
class BareDFS : public DepthFirstVisitor {
public:
  const std::vector<unsigned> &run(const FlowGraph &G) {
    Order.clear();
    Seen.assign(G.size(), false);
    walkDepthFirst(G.successorRows(), G.getEntry(), *this, Stack);
    return Order;
  }

  // The walk's visitor.
  bool isVisited(unsigned N) const { return Seen[N]; }
  unsigned enter(unsigned N, unsigned) {
    Seen[N] = true;
    Order.push_back(N);
    return N;
  }

private:
  std::vector<unsigned> Order;
  std::vector<bool> Seen;
  std::vector<DepthFirstFrame> Stack;
};

/// The graph of the benchmarks running now, kept while the contenders take
/// their turns on it.
struct Prepared {
  Family F;
  unsigned Size;
  bool Permuted;
  FlowGraph Graph;
  std::unique_ptr<LLVMGraph> ForLLVM;
  std::unique_ptr<BoostGraph> ForBoost;
  std::string BoostMismatch; // empty when Boost's idoms are right
};

Prepared &prepare(Family F, unsigned Size, bool Permuted) {
  static std::unique_ptr<Prepared> Slot;
  if (!Slot || Slot->F != F || Slot->Size != Size ||
      Slot->Permuted != Permuted) {
    Slot.reset(); // free the last graph before building the next
    EdgeList E = makeFamily(F, Size, /*Seed=*/Size);
    if (Permuted)
      E = permute(E, /*Seed=*/Size + 1);
    Slot.reset(new Prepared{F, Size, Permuted, E.build(), nullptr, nullptr,
                            std::string()});
  }
  return *Slot;
}

/// Builds P's Boost copy and checks Boost's idoms on it against those of
/// mopt's Lengauer-Tarjan (near-linear on every family, where Semi-NCA and
/// CHK go quadratic on some); a difference goes to P.BoostMismatch.
void prepareBoost(Prepared &P) {
  P.ForBoost = std::make_unique<BoostGraph>(P.Graph);
  std::vector<unsigned> Got = P.ForBoost->idoms();
  std::vector<unsigned> Want = computeIdomsLT(P.Graph);
  for (unsigned N = 0; N != Want.size(); ++N)
    if (Got[N] != Want[N]) {
      auto Show = [](unsigned V) {
        return V == NoIdom ? std::string("none") : std::to_string(V);
      };
      P.BoostMismatch = "Boost's idoms are wrong here: node " +
                        std::to_string(N) + " gets " + Show(Got[N]) + ", not " +
                        Show(Want[N]);
      return;
    }
}

void run(benchmark::State &State, Contender C, Family F, unsigned Size,
         bool Permuted) {
  Prepared &P = prepare(F, Size, Permuted);
  const FlowGraph &G = P.Graph;
  if (C.K == Contender::Boost) {
    if (!P.ForBoost)
      prepareBoost(P);
    if (!P.BoostMismatch.empty()) {
      State.SkipWithError(P.BoostMismatch.c_str());
      return;
    }
    for (auto _ : State)
      P.ForBoost->run();
  } else if (C.K == Contender::LLVM) {
    if (!P.ForLLVM)
      P.ForLLVM = std::make_unique<LLVMGraph>(G);
    LLVMDomTree DT;
    for (auto _ : State) {
      recalculateLLVM(DT, *P.ForLLVM);
      benchmark::DoNotOptimize(DT.getRootNode());
    }
  } else if (C.K == Contender::DFS) {
    BareDFS DFS;
    for (auto _ : State)
      benchmark::DoNotOptimize(DFS.run(G).data());
  } else {
    DomWorkspace W;
    for (auto _ : State)
      benchmark::DoNotOptimize(computeIdoms(G, C.Algorithm, W).data());
  }
  double Edges = G.getNumEdges();
  State.counters["nodes"] = G.size();
  State.counters["edges"] = Edges;
  // An inverted rate of Edges * 1e-9 per iteration: nanoseconds per edge.
  State.counters["ns_per_edge"] = benchmark::Counter(
      Edges * 1e-9, benchmark::Counter::kIsIterationInvariantRate |
                        benchmark::Counter::kInvert);
}

/// Re-executes dom-bench once with a 16 GiB stack limit, for Boost's
/// recursion; the limit of a running process's main stack is fixed when it
/// starts. Does nothing when the limit is already that high or cannot be
/// raised.
void ensureDeepStack(char **Argv) {
  constexpr rlim_t Wanted = rlim_t(16) << 30;
  rlimit Limit;
  if (getrlimit(RLIMIT_STACK, &Limit) != 0 || Limit.rlim_cur >= Wanted ||
      std::getenv("MOPT_DOM_BENCH_REEXEC"))
    return;
  if (Limit.rlim_max != RLIM_INFINITY && Limit.rlim_max < Wanted)
    return;
  Limit.rlim_cur = Wanted;
  if (setrlimit(RLIMIT_STACK, &Limit) != 0)
    return;
  setenv("MOPT_DOM_BENCH_REEXEC", "1", /*overwrite=*/1);
  execv("/proc/self/exe", Argv); // returns only on failure
}

} // namespace

int main(int Argc, char **Argv) {
  ensureDeepStack(Argv);
  // Grouped by graph so that each graph is built once.
  for (Family F : AllFamilies)
    for (unsigned Size : Sizes)
      for (bool Permuted : {false, true})
        for (const Contender &C : allContenders()) {
          if (Size > capFor(C, F))
            continue;
          std::string Name = C.name() + "/" + getFamilyName(F).str() + "/" +
                             (Permuted ? "permuted" : "layout") + "/" +
                             std::to_string(Size);
          benchmark::RegisterBenchmark(Name.c_str(), [=](benchmark::State &S) {
            run(S, C, F, Size, Permuted);
          })->Unit(benchmark::kMicrosecond);
        }
  benchmark::Initialize(&Argc, Argv);
  if (benchmark::ReportUnrecognizedArguments(Argc, Argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
