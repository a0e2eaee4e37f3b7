//===- DomAlgorithms.cpp - Choosing a dominator algorithm -----------------===//

#include "mopt/Analysis/DomAlgorithms.h"
#include "DomBuffers.h"
#include "mopt/Support/EnumNames.h"
#include "mopt/Support/NearestName.h"

using namespace mopt;

/// The algorithms and the names -dom-algorithm and print<...;NAME> take,
/// in the order messages and dom-bench list them.
static constexpr EnumName<DomAlgorithm> DomAlgorithmTable[] = {
    {DomAlgorithm::CHK, "chk"},
    {DomAlgorithm::SLT, "slt"},
    {DomAlgorithm::LT, "lt"},
    {DomAlgorithm::SNCA, "snca"},
    {DomAlgorithm::Iterative, "iterative"}};

llvm::StringRef mopt::getDomAlgorithmName(DomAlgorithm A) {
  return nameOf(DomAlgorithmTable, A);
}

std::optional<DomAlgorithm> mopt::parseDomAlgorithm(llvm::StringRef Name) {
  return valueNamed(DomAlgorithmTable, Name);
}

std::vector<DomAlgorithm> mopt::getDomAlgorithms() {
  std::vector<DomAlgorithm> All;
  for (const EnumName<DomAlgorithm> &Row : DomAlgorithmTable)
    All.push_back(Row.Value);
  return All;
}

std::string mopt::getDomAlgorithmChoices() {
  return joinAlternatives(namesIn(DomAlgorithmTable));
}

std::string mopt::suggestDomAlgorithm(llvm::StringRef Name) {
  NearestName Nearest(Name);
  for (llvm::StringRef Candidate : namesIn(DomAlgorithmTable))
    Nearest.consider(Candidate);
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
