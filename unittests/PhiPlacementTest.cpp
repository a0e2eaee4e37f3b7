//===- PhiPlacementTest.cpp - Bit-set liveness and frontier IDF -----------===//
//
// The two analyses SSA construction uses for variables that span a large
// function, each against the one-variable analysis it replaces there:
// LiveInBitSets against LiveInCalculator's walk, and FrontierIDF against
// IDFCalculator (which DominatorTest checks against the fixpoint of the
// frontiers), on random graphs and on every graph family.
//
//===----------------------------------------------------------------------===//

#include "GraphFamilies.h"
#include "TestSupport.h"
#include "mopt/Analysis/FrontierIDF.h"
#include "mopt/Analysis/IDFCalculator.h"
#include "mopt/Analysis/LiveInBitSets.h"
#include "mopt/Analysis/LiveInCalculator.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace mopt;
using namespace mopt::graphs;
using mopt::test::Rng;

namespace {

/// One variable's events: the blocks that write it, and those that read it
/// before writing it.
struct VariableEvents {
  std::vector<unsigned> Defs, UpwardUses;
};

std::vector<VariableEvents> randomEvents(unsigned NumBlocks, unsigned NumVars,
                                         Rng &R) {
  std::vector<VariableEvents> Vars(NumVars);
  for (VariableEvents &V : Vars)
    for (unsigned B = 0; B != NumBlocks; ++B) {
      // Some variables are written nearly everywhere, some almost nowhere.
      if (R.below(100) < 5 + 40 * (&V - Vars.data()) / NumVars)
        V.Defs.push_back(B);
      if (R.below(100) < 10)
        V.UpwardUses.push_back(B);
    }
  return Vars;
}

std::vector<unsigned> sorted(std::vector<unsigned> Blocks) {
  std::sort(Blocks.begin(), Blocks.end());
  return Blocks;
}

/// Checks both analyses on G; false after the first failure.
bool checkGraph(const FlowGraph &G, Rng &R, const std::string &What) {
  DomTreeNodes Tree(computeIdoms(G, DomAlgorithm::SNCA), G.getEntry());
  std::vector<VariableEvents> Vars = randomEvents(G.size(), 70, R);
  LiveInBitSets Bits(G, Vars.size());
  for (unsigned V = 0; V != Vars.size(); ++V) {
    for (unsigned B : Vars[V].Defs)
      Bits.addDef(B, V);
    for (unsigned B : Vars[V].UpwardUses)
      Bits.addUpwardUse(B, V);
  }
  Bits.solve();
  LiveInCalculator Walk(G);
  IDFCalculator SubtreeIDF(G, Tree);
  FrontierIDF Frontiers(G, Tree, /*EntriesPerNode=*/1000);
  EXPECT_TRUE(Frontiers.isAvailable()) << What;
  for (unsigned V = 0; V != Vars.size(); ++V) {
    std::vector<unsigned> Live =
        sorted(Walk.calculate(Vars[V].UpwardUses, Vars[V].Defs));
    std::vector<unsigned> FromBits;
    for (unsigned B = 0; B != G.size(); ++B)
      if (Bits.isLiveIn(B, V))
        FromBits.push_back(B);
    EXPECT_EQ(FromBits, Live) << "liveness of variable " << V << ", " << What;
    SubtreeIDF.setDefiningBlocks(Vars[V].Defs);
    SubtreeIDF.setLiveInBlocks(Live);
    std::vector<unsigned> Expected = SubtreeIDF.calculate();
    std::vector<unsigned> Got = sorted(Frontiers.calculate(
        Vars[V].Defs, [&](unsigned B) { return Bits.isLiveIn(B, V); }));
    EXPECT_EQ(Got, Expected) << "pruned IDF of variable " << V << ", " << What;
    SubtreeIDF.resetLiveInBlocks();
    Got = sorted(
        Frontiers.calculate(Vars[V].Defs, [](unsigned) { return true; }));
    EXPECT_EQ(Got, SubtreeIDF.calculate())
        << "IDF of variable " << V << ", " << What;
    if (::testing::Test::HasFailure())
      return false;
  }
  return true;
}

TEST(PhiPlacementTest, RandomGraphs) {
  Rng R(2026);
  for (uint64_t Seed = 0; Seed != 300; ++Seed) {
    unsigned N = 2 + R.below(150);
    EdgeList E = Seed % 3 == 0   ? randomGraph(N, N + R.below(2 * N), Seed)
                 : Seed % 3 == 1 ? withUnreachable(N, Seed)
                                 : randomCFG(N, Seed);
    if (!checkGraph(E.build(), R, "random graph " + std::to_string(Seed)))
      return;
  }
}

TEST(PhiPlacementTest, EveryFamily) {
  Rng R(7);
  for (Family F : AllFamilies)
    for (unsigned Size : {1u, 5u, 40u, 200u})
      if (!checkGraph(makeFamily(F, Size, Size).build(), R,
                      getFamilyName(F).str() + " " + std::to_string(Size)))
        return;
}

TEST(PhiPlacementTest, QuadraticFrontiersAreRefused) {
  FlowGraph G = nestedLoops(202).build(); // frontiers total 100 * 101
  DomTreeNodes Tree(computeIdoms(G, DomAlgorithm::CHK), G.getEntry());
  EXPECT_FALSE(FrontierIDF(G, Tree, /*EntriesPerNode=*/8).isAvailable());
  EXPECT_TRUE(FrontierIDF(G, Tree, /*EntriesPerNode=*/60).isAvailable());
}

} // namespace
