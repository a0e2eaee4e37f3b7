//===- ConstantFolding.cpp - Folding instructions on constants ------------===//

#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "mopt/IR/Type.h"
#include "llvm/Support/Casting.h"

#include <cmath>

using namespace mopt;

bool mopt::isPureOpcode(Opcode Op) {
#define MOPT_PURE_CASE(Name) case Opcode::Name:
  switch (Op) {
    MOPT_PURE_UNARY_OPCODES(MOPT_PURE_CASE)
    MOPT_PURE_BINARY_OPCODES(MOPT_PURE_CASE)
    MOPT_PURE_TRAPPING_OPCODES(MOPT_PURE_CASE)
    return true;
  default:
    return false;
  }
#undef MOPT_PURE_CASE
}

bool mopt::isWritableConstant(const Type *T, int64_t Bits) {
  return !T->isFloat() || std::isfinite(arith::asFloat(Bits));
}

Constant *mopt::foldConstantOperands(const Instruction &I) {
  if (!isPureOpcode(I.getOpcode()) || I.getNumOperands() == 0)
    return nullptr;
  int64_t Bits[2] = {0, 0};
  for (unsigned K = 0; K != I.getNumOperands(); ++K) {
    const auto *C = llvm::dyn_cast<Constant>(I.getOperand(K));
    if (!C)
      return nullptr;
    Bits[K] = C->getValue();
  }
  if (wouldTrap(I.getOpcode(), Bits[0], Bits[1]))
    return nullptr;
  int64_t Result = evaluatePure(I.getOpcode(), Bits[0], Bits[1]);
  if (!isWritableConstant(I.getType(), Result))
    return nullptr;
  return I.getFunction()->getConstant(I.getType(), Result);
}
