//===- DomAlgorithms.cpp - Choosing a dominator algorithm -----------------===//

#include "mopt/Analysis/DomAlgorithms.h"
#include "DomBuffers.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mopt;

llvm::StringRef mopt::getDomAlgorithmName(DomAlgorithm A) {
  switch (A) {
  case DomAlgorithm::CHK:
    return "chk";
  case DomAlgorithm::SLT:
    return "slt";
  case DomAlgorithm::LT:
    return "lt";
  case DomAlgorithm::SNCA:
    return "snca";
  case DomAlgorithm::Iterative:
    return "iterative";
  }
  return "?";
}

std::optional<DomAlgorithm> mopt::parseDomAlgorithm(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<DomAlgorithm>>(Name)
      .Case("chk", DomAlgorithm::CHK)
      .Case("slt", DomAlgorithm::SLT)
      .Case("lt", DomAlgorithm::LT)
      .Case("snca", DomAlgorithm::SNCA)
      .Case("iterative", DomAlgorithm::Iterative)
      .Default(std::nullopt);
}

DomWorkspace::DomWorkspace() : B(std::make_unique<Buffers>()) {}
DomWorkspace::~DomWorkspace() = default;

std::vector<unsigned> mopt::computeIdoms(const FlowGraph &G, DomAlgorithm A,
                                         DomWorkspace &W) {
  switch (A) {
  case DomAlgorithm::CHK:
    return computeIdomsCHK(G, W);
  case DomAlgorithm::SLT:
    return computeIdomsSimpleLT(G);
  case DomAlgorithm::LT:
    return computeIdomsLT(G);
  case DomAlgorithm::SNCA:
    return computeIdomsSemiNCA(G, W);
  case DomAlgorithm::Iterative:
    return computeIdomsIterative(G);
  }
  return computeIdomsCHK(G, W);
}

std::vector<unsigned> mopt::computeIdoms(const FlowGraph &G, DomAlgorithm A) {
  DomWorkspace W;
  return computeIdoms(G, A, W);
}
