//===- bench/graphs/BoostDominators.cpp - Boost's dominators --------------===//

#include "BoostDominators.h"
#include "mopt/Analysis/DomAlgorithms.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dominator_tree.hpp>

using namespace mopt;
using namespace mopt::graphs;

namespace {
// Predecessors are what the algorithm's semidominator step walks.
using Graph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;
} // namespace

struct BoostGraph::Impl {
  Graph G;
  Vertex Entry;
  std::vector<Vertex> Idom;

  explicit Impl(const FlowGraph &F)
      : G(F.size()), Entry(F.getEntry()),
        Idom(F.size(), boost::graph_traits<Graph>::null_vertex()) {
    for (unsigned N = 0; N != F.size(); ++N)
      for (unsigned S : F.succs(N))
        boost::add_edge(N, S, G);
  }
};

BoostGraph::BoostGraph(const FlowGraph &G) : I(new Impl(G)) {}
BoostGraph::~BoostGraph() = default;

void BoostGraph::run() {
  boost::lengauer_tarjan_dominator_tree(
      I->G, I->Entry,
      boost::make_iterator_property_map(I->Idom.begin(),
                                        boost::get(boost::vertex_index, I->G)));
}

std::vector<unsigned> BoostGraph::idoms() {
  const Vertex None = boost::graph_traits<Graph>::null_vertex();
  std::fill(I->Idom.begin(), I->Idom.end(), None);
  run();
  std::vector<unsigned> Result(I->Idom.size(), NoIdom);
  for (unsigned N = 0; N != Result.size(); ++N) {
    if (N == I->Entry)
      Result[N] = N;
    else if (I->Idom[N] != None)
      Result[N] = static_cast<unsigned>(I->Idom[N]);
  }
  return Result;
}
