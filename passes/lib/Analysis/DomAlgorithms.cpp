//===- DomAlgorithms.cpp - Choosing a dominator algorithm -----------------===//

#include "mopt/Analysis/DomAlgorithms.h"
#include "DomBuffers.h"
#include "mopt/Support/NearestName.h"

using namespace mopt;

namespace {
struct DomAlgorithmRow {
  DomAlgorithm Algorithm;
  llvm::StringRef Name;
};
} // namespace

/// The algorithms and the names -dom-algorithm and print<...;NAME> take,
/// in the order messages and dom-bench list them.
static constexpr DomAlgorithmRow DomAlgorithmTable[] = {
    {DomAlgorithm::CHK, "chk"},
    {DomAlgorithm::SLT, "slt"},
    {DomAlgorithm::LT, "lt"},
    {DomAlgorithm::SNCA, "snca"},
    {DomAlgorithm::Iterative, "iterative"}};

llvm::StringRef mopt::getDomAlgorithmName(DomAlgorithm A) {
  for (const DomAlgorithmRow &Row : DomAlgorithmTable)
    if (Row.Algorithm == A)
      return Row.Name;
  return "?";
}

std::optional<DomAlgorithm> mopt::parseDomAlgorithm(llvm::StringRef Name) {
  for (const DomAlgorithmRow &Row : DomAlgorithmTable)
    if (Row.Name == Name)
      return Row.Algorithm;
  return std::nullopt;
}

std::vector<DomAlgorithm> mopt::getDomAlgorithms() {
  std::vector<DomAlgorithm> All;
  for (const DomAlgorithmRow &Row : DomAlgorithmTable)
    All.push_back(Row.Algorithm);
  return All;
}

std::string mopt::getDomAlgorithmChoices() {
  llvm::SmallVector<llvm::StringRef, 5> Names;
  for (const DomAlgorithmRow &Row : DomAlgorithmTable)
    Names.push_back(Row.Name);
  return joinAlternatives(Names);
}

std::string mopt::suggestDomAlgorithm(llvm::StringRef Name) {
  NearestName Nearest(Name);
  for (const DomAlgorithmRow &Row : DomAlgorithmTable)
    Nearest.consider(Row.Name);
  return Nearest.get();
}

DomWorkspace::DomWorkspace() : B(std::make_unique<Buffers>()) {}
DomWorkspace::~DomWorkspace() = default;

std::vector<unsigned> mopt::computeIdoms(const FlowGraph &G, DomAlgorithm A,
                                         DomWorkspace &W) {
  switch (A) {
  case DomAlgorithm::CHK:
    return computeIdomsCHK(G, W.buffers().CHK);
  case DomAlgorithm::SLT:
    return computeIdomsSimpleLT(G);
  case DomAlgorithm::LT:
    return computeIdomsLT(G);
  case DomAlgorithm::SNCA:
    return computeIdomsSemiNCA(G, W);
  case DomAlgorithm::Iterative:
    return computeIdomsIterative(G);
  }
  return computeIdomsCHK(G, W.buffers().CHK);
}

std::vector<unsigned> mopt::computeIdoms(const FlowGraph &G, DomAlgorithm A) {
  DomWorkspace W;
  return computeIdoms(G, A, W);
}
