//===- bench/DomBench.cpp - Dominator algorithms side by side -------------===//
//
// dom-bench times every dominator algorithm of mopt (computeIdoms with each
// DomAlgorithm) on every graph family of GraphFamilies.h at 10^2 .. 10^6
// nodes, in layout numbering and randomly permuted, next to LLVM 14's
// DominatorTreeBase::recalculate() on the same graph and a bare iterative
// depth-first search, the floor every algorithm here stands on.
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

#include "GraphFamilies.h"
#include "LLVMDominators.h"
#include "mopt/Analysis/DomAlgorithms.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

using namespace mopt;
using namespace mopt::graphs;

namespace {

enum class Contender { CHK, SLT, LT, SNCA, Iterative, LLVM, DFS };
constexpr Contender AllContenders[] = {
    Contender::CHK,       Contender::SLT,  Contender::LT, Contender::SNCA,
    Contender::Iterative, Contender::LLVM, Contender::DFS};
constexpr unsigned Sizes[] = {100, 1000, 10000, 100000, 1000000};

const char *contenderName(Contender C) {
  switch (C) {
  case Contender::CHK:
    return "chk";
  case Contender::SLT:
    return "slt";
  case Contender::LT:
    return "lt";
  case Contender::SNCA:
    return "snca";
  case Contender::Iterative:
    return "iterative";
  case Contender::LLVM:
    return "llvm";
  case Contender::DFS:
    return "dfs";
  }
  return "?";
}

DomAlgorithm algorithmOf(Contender C) {
  switch (C) {
  case Contender::SLT:
    return DomAlgorithm::SLT;
  case Contender::LT:
    return DomAlgorithm::LT;
  case Contender::SNCA:
    return DomAlgorithm::SNCA;
  case Contender::Iterative:
    return DomAlgorithm::Iterative;
  default:
    return DomAlgorithm::CHK;
  }
}

/// The largest size a contender runs on a family: past it, one run takes
/// many seconds (quadratic or worse) or the graph gigabytes.
unsigned capFor(Contender C, Family F) {
  if (F == Family::ItWorst) // k^2 edges, and CHK takes about k^4 steps
    return C == Contender::CHK ? 100 : C == Contender::Iterative ? 1000 : 10000;
  if (C == Contender::Iterative) // N^2 bits
    return 10000;
  // Nearest-common-ancestor climbs (CHK's intersect, Semi-NCA's second
  // pass, LLVM's Semi-NCA) that cross a deep tree for every join.
  bool Climbs =
      C == Contender::CHK || C == Contender::SNCA || C == Contender::LLVM;
  if (Climbs && (F == Family::SncaWorst || F == Family::Ladder))
    return 10000;
  if (C == Contender::CHK &&
      (F == Family::IdfsQuad || F == Family::NestedLoops))
    return 100000;
  return 1000000;
}

/// The bare floor: an iterative depth-first search from the entry that
/// records the pre-order, as every algorithm's first step does. Like a
/// DomWorkspace, it keeps its arrays from one run to the next.
class BareDFS {
public:
  const std::vector<unsigned> &run(const FlowGraph &G) {
    Order.clear();
    Seen.assign(G.size(), false);
    visit(G, G.getEntry());
    while (!Stack.empty()) {
      auto &[Next, End] = Stack.back();
      while (Next != End && Seen[G.succTarget(Next)])
        ++Next;
      if (Next == End)
        Stack.pop_back();
      else
        visit(G, G.succTarget(Next++));
    }
    return Order;
  }

private:
  void visit(const FlowGraph &G, unsigned N) {
    Seen[N] = true;
    Order.push_back(N);
    Stack.push_back({G.succBegin(N), G.succEnd(N)});
  }

  std::vector<unsigned> Order;
  std::vector<bool> Seen;
  std::vector<std::pair<unsigned, unsigned>> Stack; // successor edges to try
};

/// The graph of the benchmarks running now, kept while the contenders take
/// their turns on it.
struct Prepared {
  Family F;
  unsigned Size;
  bool Permuted;
  FlowGraph Graph;
  std::unique_ptr<LLVMGraph> ForLLVM;
};

Prepared &prepare(Family F, unsigned Size, bool Permuted) {
  static std::unique_ptr<Prepared> Slot;
  if (!Slot || Slot->F != F || Slot->Size != Size ||
      Slot->Permuted != Permuted) {
    Slot.reset(); // free the last graph before building the next
    EdgeList E = makeFamily(F, Size, /*Seed=*/Size);
    if (Permuted)
      E = permute(E, /*Seed=*/Size + 1);
    Slot.reset(new Prepared{F, Size, Permuted, E.build(), nullptr});
  }
  return *Slot;
}

void run(benchmark::State &State, Contender C, Family F, unsigned Size,
         bool Permuted) {
  Prepared &P = prepare(F, Size, Permuted);
  const FlowGraph &G = P.Graph;
  if (C == Contender::LLVM) {
    if (!P.ForLLVM)
      P.ForLLVM = std::make_unique<LLVMGraph>(G);
    LLVMDomTree DT;
    for (auto _ : State) {
      recalculateLLVM(DT, *P.ForLLVM);
      benchmark::DoNotOptimize(DT.getRootNode());
    }
  } else if (C == Contender::DFS) {
    BareDFS DFS;
    for (auto _ : State)
      benchmark::DoNotOptimize(DFS.run(G).data());
  } else {
    DomAlgorithm A = algorithmOf(C);
    DomWorkspace W;
    for (auto _ : State)
      benchmark::DoNotOptimize(computeIdoms(G, A, W).data());
  }
  double Edges = G.getNumEdges();
  State.counters["nodes"] = G.size();
  State.counters["edges"] = Edges;
  // An inverted rate of Edges * 1e-9 per iteration: nanoseconds per edge.
  State.counters["ns_per_edge"] = benchmark::Counter(
      Edges * 1e-9, benchmark::Counter::kIsIterationInvariantRate |
                        benchmark::Counter::kInvert);
}

} // namespace

int main(int Argc, char **Argv) {
  // Grouped by graph so that each graph is built once.
  for (Family F : AllFamilies)
    for (unsigned Size : Sizes)
      for (bool Permuted : {false, true})
        for (Contender C : AllContenders) {
          if (Size > capFor(C, F))
            continue;
          std::string Name = std::string(contenderName(C)) + "/" +
                             getFamilyName(F).str() + "/" +
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
