//===- DominatorTest.cpp - Property tests of the dominator analyses -------===//
//
// The five algorithms of mopt/Analysis/DomAlgorithms.h must give the same
// idoms as LLVM 22's DominatorTreeBase, the oracle, on thousands of random
// graphs, on every family of bench/graphs at several sizes, in layout and
// permuted numberings, and on every function of the example programs and
// the Bril corpus. On small graphs, everything is also checked against the
// definitions, computed by brute force: D dominates N iff N cannot be
// reached from the entry without D; DF(X) = {Y : X dominates a predecessor
// of Y and does not strictly dominate Y}; the IDF is the least fixpoint of
// X = DF(S u X), restricted to live-in blocks (X = L n DF(S u X)) when
// pruned. A chain of a million nodes checks that no walk recurses.
//
//===----------------------------------------------------------------------===//

#include "GraphFamilies.h"
#include "LLVMDominators.h"
#include "TestSupport.h"
#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Analysis/DominanceFrontier.h"
#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Analysis/IDFCalculator.h"
#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Function.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <filesystem>
#include <sstream>

using namespace mopt;
using namespace mopt::graphs;

namespace {

namespace fs = std::filesystem;

constexpr DomAlgorithm AllAlgorithms[] = {DomAlgorithm::CHK, DomAlgorithm::SLT,
                                          DomAlgorithm::LT, DomAlgorithm::SNCA,
                                          DomAlgorithm::Iterative};

std::string describe(const EdgeList &E) {
  std::ostringstream OS;
  OS << E.NumNodes << " nodes, entry " << E.Entry << ", edges";
  for (const FlowGraph::Edge &Edge : E.Edges)
    OS << ' ' << Edge.first << "->" << Edge.second;
  return OS.str();
}

/// Checks every algorithm against LLVM on G; Context names the graph.
/// Returns false (after one failure report) on a mismatch.
bool agreesWithLLVM(const FlowGraph &G, const std::string &Context) {
  std::vector<unsigned> Oracle = computeIdomsLLVM(G);
  for (DomAlgorithm A : AllAlgorithms) {
    std::vector<unsigned> Idoms = computeIdoms(G, A);
    if (Idoms != Oracle) {
      ADD_FAILURE() << getDomAlgorithmName(A).str() << " differs from LLVM on "
                    << Context;
      return false;
    }
  }
  return true;
}

bool agreesWithLLVM(const EdgeList &E, const std::string &Name) {
  std::string Context = E.Edges.size() <= 64 ? Name + ": " + describe(E) : Name;
  return agreesWithLLVM(E.build(), Context);
}

/// Dom[D][N]: D dominates N, by definition (reachability without D).
std::vector<std::vector<bool>> bruteDominance(const FlowGraph &G) {
  unsigned N = G.size();
  auto Reach = [&](unsigned Removed) {
    std::vector<bool> Seen(N);
    if (G.getEntry() == Removed)
      return Seen;
    std::vector<unsigned> Stack{G.getEntry()};
    Seen[G.getEntry()] = true;
    while (!Stack.empty()) {
      unsigned V = Stack.back();
      Stack.pop_back();
      for (unsigned S : G.succs(V))
        if (S != Removed && !Seen[S]) {
          Seen[S] = true;
          Stack.push_back(S);
        }
    }
    return Seen;
  };
  std::vector<bool> Reachable = Reach(N); // nothing removed
  std::vector<std::vector<bool>> Dom(N, std::vector<bool>(N));
  for (unsigned D = 0; D != N; ++D) {
    if (!Reachable[D])
      continue;
    std::vector<bool> Without = Reach(D);
    for (unsigned V = 0; V != N; ++V)
      Dom[D][V] = Reachable[V] && !Without[V];
  }
  return Dom;
}

/// The idoms the definition gives: of N's strict dominators, the one the
/// others dominate.
std::vector<unsigned> bruteIdoms(const FlowGraph &G,
                                 const std::vector<std::vector<bool>> &Dom) {
  unsigned N = G.size();
  std::vector<unsigned> Idom(N, NoIdom);
  for (unsigned V = 0; V != N; ++V) {
    if (!Dom[V][V])
      continue;
    if (V == G.getEntry()) {
      Idom[V] = V;
      continue;
    }
    for (unsigned D = 0; D != N; ++D) {
      if (D == V || !Dom[D][V])
        continue;
      bool Nearest = true;
      for (unsigned E = 0; E != N && Nearest; ++E)
        if (E != V && Dom[E][V])
          Nearest = Dom[E][D];
      if (Nearest)
        Idom[V] = D;
    }
  }
  return Idom;
}

std::vector<std::vector<unsigned>>
bruteFrontiers(const FlowGraph &G, const std::vector<std::vector<bool>> &Dom) {
  unsigned N = G.size();
  std::vector<std::vector<unsigned>> DF(N);
  for (unsigned X = 0; X != N; ++X)
    for (unsigned Y = 0; Y != N; ++Y) {
      bool StrictlyDominates = X != Y && Dom[X][Y];
      bool DominatesPred = false;
      for (unsigned P : G.preds(Y))
        DominatesPred |= Dom[X][P];
      if (DominatesPred && !StrictlyDominates)
        DF[X].push_back(Y);
    }
  return DF;
}

/// The least X with X = Live n DF(Defs u X); Live null means all blocks.
std::vector<unsigned>
frontierFixpoint(const std::vector<std::vector<unsigned>> &DF,
                 const std::vector<unsigned> &Defs,
                 const std::vector<bool> *Live) {
  unsigned N = DF.size();
  std::vector<bool> InX(N), Queued(N);
  std::vector<unsigned> Work;
  for (unsigned D : Defs)
    if (!Queued[D]) {
      Queued[D] = true;
      Work.push_back(D);
    }
  while (!Work.empty()) {
    unsigned V = Work.back();
    Work.pop_back();
    for (unsigned Y : DF[V]) {
      if (InX[Y] || (Live && !(*Live)[Y]))
        continue;
      InX[Y] = true;
      if (!Queued[Y]) {
        Queued[Y] = true;
        Work.push_back(Y);
      }
    }
  }
  std::vector<unsigned> Result;
  for (unsigned V = 0; V != N; ++V)
    if (InX[V])
      Result.push_back(V);
  return Result;
}

/// A small graph of one of the random kinds, picked by Seed.
EdgeList randomSmallGraph(uint64_t Seed, unsigned MaxNodes) {
  SplitMix64 R(Seed * 7919 + 13);
  unsigned N = 2 + R.below(MaxNodes - 1);
  switch (Seed % 4) {
  case 0:
  case 1:
    return randomCFG(N, Seed);
  case 2:
    return randomGraph(N, N + R.below(2 * N), Seed);
  default:
    return withUnreachable(N, Seed);
  }
}

TEST(DominatorTest, RandomGraphsMatchLLVM) {
  for (uint64_t Seed = 0; Seed != 2000; ++Seed) {
    EdgeList E = randomSmallGraph(Seed, 200);
    if (!agreesWithLLVM(E, "random graph " + std::to_string(Seed)))
      return;
    if (Seed % 4 == 0 &&
        !agreesWithLLVM(permute(E, Seed),
                        "permuted random graph " + std::to_string(Seed)))
      return;
  }
}

TEST(DominatorTest, MediumRandomGraphsMatchLLVM) {
  for (uint64_t Seed = 0; Seed != 20; ++Seed) {
    SplitMix64 R(Seed);
    unsigned N = 1000 + R.below(4000);
    if (!agreesWithLLVM(randomCFG(N, Seed),
                        "random CFG " + std::to_string(N)) ||
        !agreesWithLLVM(randomGraph(N, 2 * N, Seed),
                        "random graph " + std::to_string(N)))
      return;
  }
}

TEST(DominatorTest, DenseRandomGraphsMatchLLVM) {
  // About 24 predecessors a node: Semi-NCA reads the predecessors of nodes
  // with 16 or more from the graph (tree, forward, back and cross edges
  // mixed) instead of chaining its back and cross edges.
  for (uint64_t Seed = 0; Seed != 20; ++Seed) {
    unsigned N = 50 + 10 * Seed;
    if (!agreesWithLLVM(randomGraph(N, 24 * N, Seed),
                        "dense random graph " + std::to_string(N)))
      return;
  }
}

TEST(DominatorTest, FamiliesMatchLLVM) {
  for (Family F : AllFamilies)
    for (unsigned Size : {1u, 2u, 3u, 5u, 10u, 31u, 100u, 1000u}) {
      // CHK takes about k^4 steps on itworst(k): 8 s at 1000 nodes.
      if (F == Family::ItWorst && Size > 300)
        Size = 300;
      EdgeList E = makeFamily(F, Size, Size);
      std::string Name =
          getFamilyName(F).str() + " of size " + std::to_string(Size);
      if (!agreesWithLLVM(E, Name) ||
          !agreesWithLLVM(permute(E, Size), "permuted " + Name))
        return;
    }
}

TEST(DominatorTest, WorstCasesHaveTheirShape) {
  // The sizes the constructions promise, for k = 10.
  EXPECT_EQ(itworst(41).NumNodes, 41u);
  EXPECT_EQ(itworst(41).Edges.size(), 150u); // k^2 + 5k
  EXPECT_EQ(idfsquad(31).NumNodes, 31u);
  EXPECT_EQ(idfsquad(31).Edges.size(), 50u); // 5k
  EXPECT_EQ(ibfsquad(14).NumNodes, 14u);
  EXPECT_EQ(ibfsquad(14).Edges.size(), 23u); // 2k + 3
  EXPECT_EQ(sncaworst(21).NumNodes, 21u);
  EXPECT_EQ(sncaworst(21).Edges.size(), 30u); // 3k
  // The idoms of the k = 3 instances as drawn (r is 0).
  std::vector<unsigned> It = computeIdomsLT(itworst(13).build());
  // r w1 w2 w3 x1 x2 x3 y1 y2 y3 z1 z2 z3
  EXPECT_EQ(It, (std::vector<unsigned>{0, 0, 0, 0, 0, 4, 5, 6, 7, 8, 0, 0, 0}));
  std::vector<unsigned> Dfs = computeIdomsLT(idfsquad(10).build());
  // r x1 x2 x3 y1 y2 y3 z1 z2 z3
  EXPECT_EQ(Dfs, (std::vector<unsigned>{0, 0, 1, 2, 0, 0, 0, 0, 0, 0}));
  std::vector<unsigned> Bfs = computeIdomsLT(ibfsquad(7).build());
  // r w y z x1 x2 x3
  EXPECT_EQ(Bfs, (std::vector<unsigned>{0, 0, 0, 2, 0, 0, 0}));
  std::vector<unsigned> Snca = computeIdomsLT(sncaworst(7).build());
  // r x1 x2 x3 y1 y2 y3
  EXPECT_EQ(Snca, (std::vector<unsigned>{0, 0, 1, 2, 0, 0, 0}));
}

TEST(DominatorTest, PermutingRenumbersIdoms) {
  for (uint64_t Seed = 0; Seed != 200; ++Seed) {
    EdgeList E = randomSmallGraph(Seed, 100);
    std::vector<unsigned> Map;
    EdgeList P = permute(E, Seed, &Map);
    ASSERT_EQ(Map[E.Entry], E.Entry);
    std::vector<unsigned> Before = computeIdomsSemiNCA(E.build());
    std::vector<unsigned> After = computeIdomsSemiNCA(P.build());
    for (unsigned V = 0; V != E.NumNodes; ++V)
      ASSERT_EQ(After[Map[V]], Before[V] == NoIdom ? NoIdom : Map[Before[V]])
          << "node " << V << " of " << describe(E);
  }
}

TEST(DominatorTest, IdomsAndTreeMatchDefinition) {
  for (uint64_t Seed = 0; Seed != 400; ++Seed) {
    EdgeList E = randomSmallGraph(Seed, 40);
    FlowGraph G = E.build();
    std::vector<std::vector<bool>> Dom = bruteDominance(G);
    std::vector<unsigned> Idoms = computeIdoms(G, AllAlgorithms[Seed % 5]);
    ASSERT_EQ(Idoms, bruteIdoms(G, Dom)) << describe(E);
    DomTreeNodes Tree(Idoms, G.getEntry());
    for (unsigned B = 0; B != G.size(); ++B) {
      ASSERT_EQ(Tree.isReachable(B), static_cast<bool>(Dom[B][B]));
      if (!Tree.isReachable(B))
        continue;
      // Level and ancestors by walking idoms.
      std::vector<bool> Ancestor(G.size());
      unsigned Depth = 0;
      for (unsigned A = B;; A = Idoms[A], ++Depth) {
        Ancestor[A] = true;
        if (A == G.getEntry())
          break;
      }
      ASSERT_EQ(Tree.getLevel(B), Depth);
      for (unsigned A = 0; A != G.size(); ++A) {
        ASSERT_EQ(Tree.dominates(A, B), static_cast<bool>(Ancestor[A]))
            << A << " dom " << B << " in " << describe(E);
        ASSERT_EQ(Tree.dominates(A, B), static_cast<bool>(Dom[A][B]));
        ASSERT_EQ(Tree.properlyDominates(A, B), A != B && Ancestor[A]);
      }
      ASSERT_EQ(Tree.getIdom(B), B == G.getEntry() ? NoIdom : Idoms[B]);
      unsigned Previous = 0;
      for (unsigned C : Tree.children(B)) {
        ASSERT_EQ(Idoms[C], B);
        ASSERT_NE(C, G.getEntry());
        ASSERT_GE(C, Previous);
        Previous = C;
      }
    }
    // Every reachable node but the root is somebody's child, once.
    unsigned Children = 0, Reachable = 0;
    for (unsigned B = 0; B != G.size(); ++B) {
      Children += Tree.children(B).size();
      Reachable += Tree.isReachable(B);
    }
    ASSERT_EQ(Children + 1, Reachable);
  }
}

TEST(DominatorTest, UnreachableNodesDominateNothing) {
  // 0 -> 1; 2 -> 1 and 2 -> 2, with 2 unreachable.
  FlowGraph G(3, 0, {{0, 1}, {2, 1}, {2, 2}});
  for (DomAlgorithm A : AllAlgorithms) {
    DomTreeNodes Tree(computeIdoms(G, A), 0);
    EXPECT_FALSE(Tree.isReachable(2));
    EXPECT_EQ(Tree.getIdom(2), NoIdom);
    EXPECT_EQ(Tree.getIdom(0), NoIdom);
    EXPECT_EQ(Tree.getIdom(1), 0u);
    EXPECT_FALSE(Tree.dominates(2, 2));
    EXPECT_FALSE(Tree.dominates(2, 1));
    EXPECT_FALSE(Tree.dominates(0, 2));
    EXPECT_TRUE(Tree.dominates(1, 1));
  }
}

// A graph given by its successor rows has the predecessor lists a graph
// given by the same edges in row order has, a repeated edge twice.
TEST(DominatorTest, GraphFromSuccessorRowsDerivesPredecessors) {
  std::vector<FlowGraph::Edge> Edges = {{0, 2}, {0, 1}, {1, 3}, {1, 3},
                                        {2, 1}, {3, 0}, {3, 3}};
  CompressedRows Rows;
  unsigned Next = 0;
  for (unsigned N = 0; N != 4; ++N) {
    for (; Next != Edges.size() && Edges[Next].first == N; ++Next)
      Rows.pushItem(Edges[Next].second);
    Rows.endRow();
  }
  FlowGraph FromRows(4, 0, std::move(Rows)), FromEdges(4, 0, Edges);
  for (unsigned N = 0; N != 4; ++N) {
    EXPECT_EQ(FromRows.succs(N), FromEdges.succs(N)) << N;
    EXPECT_EQ(FromRows.preds(N), FromEdges.preds(N)) << N;
  }
  EXPECT_EQ(FromRows.preds(3), llvm::ArrayRef<unsigned>({1, 1, 3}));
}

TEST(DominatorTest, FrontiersMatchDefinition) {
  auto Check = [](const EdgeList &E) {
    FlowGraph G = E.build();
    std::vector<std::vector<bool>> Dom = bruteDominance(G);
    DomTreeNodes Tree(computeIdomsLT(G), G.getEntry());
    std::vector<std::vector<unsigned>> DF = computeDominanceFrontiers(G, Tree);
    std::vector<std::vector<unsigned>> Expected = bruteFrontiers(G, Dom);
    for (unsigned X = 0; X != G.size(); ++X)
      if (DF[X] != Expected[X]) {
        ADD_FAILURE() << "DF(" << X << ") differs on " << describe(E);
        return false;
      }
    return true;
  };
  for (uint64_t Seed = 0; Seed != 1000; ++Seed)
    if (!Check(randomSmallGraph(Seed, 40)))
      return;
  for (Family F : AllFamilies)
    for (unsigned Size : {1u, 2u, 5u, 20u, 60u})
      if (!Check(makeFamily(F, Size, Size)))
        return;
  // The entry's only predecessor: 0 <-> 1. Nothing strictly dominates the
  // entry, so it is in the frontier of both.
  EXPECT_TRUE(Check(EdgeList{2, 0, {{0, 1}, {1, 0}}}));
}

TEST(DominatorTest, NestedLoopsHaveQuadraticFrontiers) {
  FlowGraph G = nestedLoops(202).build(); // k = 100
  DomTreeNodes Tree(computeIdomsCHK(G), G.getEntry());
  size_t Total = 0;
  for (const std::vector<unsigned> &F : computeDominanceFrontiers(G, Tree))
    Total += F.size();
  // DF(hi) = DF(ti) = {h1..hi}: k(k + 1) in all.
  EXPECT_EQ(Total, 100u * 101u);
}

TEST(DominatorTest, IDFMatchesFrontierFixpoint) {
  unsigned Queries = 0;
  for (uint64_t Seed = 0; Seed != 600; ++Seed) {
    EdgeList E = randomSmallGraph(Seed, 200);
    FlowGraph G = E.build();
    DomTreeNodes Tree(computeIdomsSemiNCA(G), G.getEntry());
    std::vector<std::vector<unsigned>> DF = computeDominanceFrontiers(G, Tree);
    // One calculator for all queries on a graph, as SSA construction uses
    // it: its scratch state must not leak from one query to the next.
    IDFCalculator IDF(G, Tree);
    SplitMix64 R(Seed);
    for (unsigned Q = 0; Q != 8; ++Q, ++Queries) {
      std::vector<unsigned> Defs, Live;
      unsigned NumDefs = 1 + R.below(std::min(G.size(), 6u));
      for (unsigned I = 0; I != NumDefs; ++I)
        Defs.push_back(R.below(G.size())); // repeats and unreachable too
      std::vector<bool> IsLive(G.size());
      for (unsigned V = 0; V != G.size(); ++V)
        if (R.chance(60)) {
          IsLive[V] = true;
          Live.push_back(V);
        }
      IDF.setDefiningBlocks(Defs);
      IDF.resetLiveInBlocks();
      ASSERT_EQ(IDF.calculate(), frontierFixpoint(DF, Defs, nullptr))
          << "query " << Q << " on " << describe(E);
      IDF.setLiveInBlocks(Live);
      ASSERT_EQ(IDF.calculate(), frontierFixpoint(DF, Defs, &IsLive))
          << "pruned query " << Q << " on " << describe(E);
    }
  }
  EXPECT_EQ(Queries, 4800u);
}

TEST(DominatorTest, MillionNodeChain) {
  constexpr unsigned N = 1000000;
  FlowGraph G = chain(N).build();
  for (DomAlgorithm A : {DomAlgorithm::CHK, DomAlgorithm::SLT, DomAlgorithm::LT,
                         DomAlgorithm::SNCA}) {
    std::vector<unsigned> Idoms = computeIdoms(G, A);
    ASSERT_EQ(Idoms.size(), N);
    EXPECT_EQ(Idoms[0], 0u);
    bool Chain = true;
    for (unsigned V = 1; V != N; ++V)
      Chain &= Idoms[V] == V - 1;
    EXPECT_TRUE(Chain) << getDomAlgorithmName(A).str();
  }
  DomTreeNodes Tree(computeIdomsSemiNCA(G), 0);
  EXPECT_EQ(Tree.getLevel(N - 1), N - 1);
  EXPECT_TRUE(Tree.dominates(0, N - 1));
  EXPECT_FALSE(Tree.dominates(N - 1, 0));
  EXPECT_TRUE(computeIdomsLLVM(G) == Tree.getIdoms());
  // The bit-set algorithm needs N^2 bits: a shorter chain.
  FlowGraph Short = chain(20000).build();
  EXPECT_TRUE(computeIdomsIterative(Short) == computeIdomsCHK(Short));
}

TEST(DominatorTest, ProgramsFromFiles) {
  auto Sum = graphsFromFile(MOPT_SOURCE_DIR "/examples/sum.tac");
  ASSERT_TRUE(Sum.ok()) << Sum.status().message();
  ASSERT_EQ(Sum->size(), 2u);
  EXPECT_EQ((*Sum)[1].Name, "sum_to");
  // entry1, head2, body3, exit4.
  EXPECT_EQ(computeIdomsCHK((*Sum)[1].Graph),
            (std::vector<unsigned>{0, 0, 1, 1}));

  auto Bad = graphsFromText("func f(:\n", "bad.tac", /*IsBril=*/false);
  EXPECT_FALSE(Bad.ok());
  EXPECT_FALSE(graphsFromFile("/nonexistent/x.tac").ok());

  std::vector<fs::path> Files;
  for (const auto &Entry : fs::directory_iterator(MOPT_SOURCE_DIR "/examples"))
    if (Entry.path().extension() == ".tac")
      Files.push_back(Entry.path());
  fs::path Corpus =
      fs::path(MOPT_SOURCE_DIR) / ".." / "shared" / "corpus" / "bril";
  if (fs::is_directory(Corpus))
    for (const auto &Entry : fs::directory_iterator(Corpus))
      if (Entry.path().extension() == ".bril")
        Files.push_back(Entry.path());
  std::sort(Files.begin(), Files.end());
  // Every program has a function at least.
  unsigned MinFunctions = Files.size();
  unsigned Functions = 0;
  for (const fs::path &File : Files) {
    auto Graphs = graphsFromFile(File.string());
    ASSERT_TRUE(Graphs.ok()) << Graphs.status().message();
    for (const FunctionGraph &FG : *Graphs) {
      ++Functions;
      if (!agreesWithLLVM(FG.Graph, File.filename().string() + ":" + FG.Name))
        return;
    }
  }
  EXPECT_GE(Functions, MinFunctions);
  EXPECT_GE(Functions, 6u);
}

// The tree is asked about blocks by their numbers: once blocks are linked
// and renumbered, those numbers mean other blocks, and the tree must say
// so rather than answer.
TEST(DominatorTest, TreeChecksTheBlockNumberingIsCurrent) {
  std::unique_ptr<Module> M = test::parse(test::SeedListing);
  Function &F = *M->begin();
  DominatorTree DT(F, DomAlgorithm::CHK);
  BasicBlock *Entry = &F.getEntryBlock();
  BasicBlock *Exit = &F.back();
  EXPECT_TRUE(DT.isCurrent());
  EXPECT_TRUE(DT.dominates(Entry, Exit));
  F.renumberBlocks(); // nothing linked since: the same numbering
  EXPECT_TRUE(DT.isCurrent());

  // A new first block: every old block's number moves up by one.
  F.insert(F.begin(), new BasicBlock());
  EXPECT_FALSE(DT.isCurrent());
  F.renumberBlocks();
  EXPECT_FALSE(DT.isCurrent());
  EXPECT_DEATH(DT.dominates(Entry, Exit), "tree of function 'sum_to' is stale");
  EXPECT_DEATH(DT.getIdom(Exit), "needs recomputing");
}

} // namespace
