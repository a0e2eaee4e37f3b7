//===- ConstantFolding.cpp - Folding instructions on constants ------------===//

#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instruction.h"
#include "mopt/IR/Type.h"
#include "llvm/ADT/SmallVector.h"
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
  return !T->isFloatingPoint() || std::isfinite(arith::asFloat(Bits));
}

/// How many operands pure Op takes: its shape's count.
static size_t operandCount(Opcode Op) {
  return getOpcodeShape(Op) == OpShape::Binary ? 2 : 1;
}

Constant *mopt::foldOpcode(Opcode Op, llvm::ArrayRef<const Constant *> Operands,
                           const Type *ResultType, Function &F) {
  if (!isPureOpcode(Op) || Operands.size() != operandCount(Op))
    return nullptr;
  int64_t A = Operands[0]->getValue();
  int64_t B = Operands.size() == 2 ? Operands[1]->getValue() : 0;
  if (wouldTrap(Op, A, B))
    return nullptr;
  int64_t Result = evaluate(Op, A, B, Operands[0]->getType(), ResultType);
  if (!isWritableConstant(ResultType, Result))
    return nullptr;
  return F.getConstant(ResultType, Result);
}

Constant *mopt::foldConstantOperands(const Instruction &I) {
  if (!isPureOpcode(I.getOpcode()))
    return nullptr;
  llvm::SmallVector<const Constant *, 2> Operands;
  for (const Use &U : I.operands()) {
    const auto *C = llvm::dyn_cast_or_null<Constant>(U.get());
    if (!C)
      return nullptr;
    Operands.push_back(C);
  }
  return foldOpcode(I.getOpcode(), Operands, I.getType(), *I.getFunction());
}
