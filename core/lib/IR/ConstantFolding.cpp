//===- ConstantFolding.cpp - Folding instructions on constants ------------===//

#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "mopt/IR/Type.h"
#include "llvm/Support/Casting.h"

#include <cmath>

using namespace mopt;

bool mopt::isPureOpcode(Opcode Op) {
  switch (Op) {
  case Opcode::Const:
  case Opcode::Copy:
  case Opcode::Neg:
  case Opcode::Not:
  case Opcode::Char2Int:
  case Opcode::Int2Char:
  case Opcode::Float2Bits:
  case Opcode::Bits2Float:
  case Opcode::Add:
  case Opcode::Sub:
  case Opcode::Mul:
  case Opcode::Div:
  case Opcode::Rem:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::Shl:
  case Opcode::Shr:
  case Opcode::Lt:
  case Opcode::Le:
  case Opcode::Gt:
  case Opcode::Ge:
  case Opcode::Eq:
  case Opcode::Ne:
  case Opcode::FAdd:
  case Opcode::FSub:
  case Opcode::FMul:
  case Opcode::FDiv:
  case Opcode::FEq:
  case Opcode::FLt:
  case Opcode::FLe:
  case Opcode::FGt:
  case Opcode::FGe:
  case Opcode::CEq:
  case Opcode::CLt:
  case Opcode::CLe:
  case Opcode::CGt:
  case Opcode::CGe:
    return true;
  default:
    return false;
  }
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
