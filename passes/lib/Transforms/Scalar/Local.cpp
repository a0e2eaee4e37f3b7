//===- Local.cpp - What the optimisations share ---------------------------===//

#include "mopt/Transforms/Local.h"
#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"

using namespace mopt;

static const Constant *asConstant(const Value *V) {
  return llvm::dyn_cast<Constant>(V);
}

static bool isConstantBits(const Value *V, int64_t Bits) {
  const Constant *C = asConstant(V);
  return C && C->getValue() == Bits;
}

bool mopt::mayTrapHere(const Instruction &I) {
  if (!I.mayTrap())
    return false;
  switch (I.getOpcode()) {
  case Opcode::Div:
  case Opcode::Rem:
  case Opcode::UDiv:
  case Opcode::URem:
    return !asConstant(I.getOperand(1)) || isConstantBits(I.getOperand(1), 0);
  case Opcode::Int2Char: {
    const Constant *C = asConstant(I.getOperand(0));
    return !C || wouldTrap(Opcode::Int2Char, C->getValue(), 0);
  }
  default:
    return true;
  }
}

bool mopt::isRemovableIfUnused(const Instruction &I) {
  return !I.isTerminator() && !I.mayWriteMemory() && !I.mayWriteOutput() &&
         !mayTrapHere(I);
}

/// The rules of the form `x OP x`.
static Value *simplifySameOperands(Instruction &I, Function &F) {
  switch (I.getOpcode()) {
  case Opcode::And:
  case Opcode::Or:
    return I.getOperand(0);
  case Opcode::Sub:
  case Opcode::Xor:
  case Opcode::Ne:
  case Opcode::Lt:
  case Opcode::Gt:
  case Opcode::CLt:
  case Opcode::CGt:
    return F.getZero(I.getType());
  case Opcode::Eq:
  case Opcode::Le:
  case Opcode::Ge:
  case Opcode::CEq:
  case Opcode::CLe:
  case Opcode::CGe:
    return F.getConstant(I.getType(), 1);
  default:
    return nullptr;
  }
}

/// The rules with a constant operand: Ident is the constant that leaves
/// the other operand (-1 for `and` on ints, 1 on bools), Absorb the one
/// that gives itself.
static Value *simplifyWithConstant(Instruction &I) {
  Value *A = I.getOperand(0), *B = I.getOperand(1);
  int64_t AllOnes = I.getType()->isBool() ? 1 : -1;
  switch (I.getOpcode()) {
  case Opcode::Add:
  case Opcode::Or:
  case Opcode::Xor:
    if (isConstantBits(B, 0))
      return A;
    if (isConstantBits(A, 0))
      return B;
    if (I.getOpcode() == Opcode::Or &&
        (isConstantBits(A, AllOnes) || isConstantBits(B, AllOnes)))
      return isConstantBits(A, AllOnes) ? A : B;
    return nullptr;
  case Opcode::Sub:
  case Opcode::Shl:
  case Opcode::Shr:
    if (isConstantBits(B, 0))
      return A;
    if (I.getOpcode() != Opcode::Sub && isConstantBits(A, 0))
      return A;
    return nullptr;
  case Opcode::Mul:
    if (isConstantBits(B, 1))
      return A;
    if (isConstantBits(A, 1))
      return B;
    if (isConstantBits(A, 0) || isConstantBits(B, 0))
      return isConstantBits(A, 0) ? A : B;
    return nullptr;
  case Opcode::Div:
    return isConstantBits(B, 1) ? A : nullptr;
  case Opcode::Rem:
    return isConstantBits(B, 1) || isConstantBits(B, -1)
               ? I.getFunction()->getZero(I.getType())
               : nullptr;
  case Opcode::And:
    if (isConstantBits(B, AllOnes))
      return A;
    if (isConstantBits(A, AllOnes))
      return B;
    if (isConstantBits(A, 0) || isConstantBits(B, 0))
      return isConstantBits(A, 0) ? A : B;
    return nullptr;
  default:
    return nullptr;
  }
}

static Value *simplifyAlgebra(Instruction &I) {
  if (I.getNumOperands() != 2 ||
      getOpcodeShape(I.getOpcode()) != OpShape::Binary)
    return nullptr;
  if (I.getOperand(0)->getType()->isFloatingPoint())
    return nullptr;
  if (I.getOperand(0) == I.getOperand(1))
    if (Value *V = simplifySameOperands(I, *I.getFunction()))
      return V;
  return simplifyWithConstant(I);
}

Value *mopt::simplifyInstruction(Instruction &I, bool Fold) {
  if (!I.hasSSAResult())
    return nullptr;
  switch (I.getOpcode()) {
  case Opcode::Copy:
    return I.getOperand(0);
  case Opcode::Phi:
    return llvm::cast<PhiInst>(I).getOnlyIncomingValue();
  default:
    break;
  }
  if (!Fold)
    return nullptr;
  if (I.getOpcode() == Opcode::Const)
    return I.getOperand(0);
  if (Constant *C = foldConstantOperands(I))
    return C;
  return simplifyAlgebra(I);
}

void mopt::replaceAndRequeueUsers(Instruction &I, Value *V,
                                  std::vector<Instruction *> &Worklist) {
  for (Use &U : I.uses())
    Worklist.push_back(llvm::cast<Instruction>(U.getUser()));
  I.replaceAllUsesWith(V);
}

void mopt::eraseInstructions(llvm::ArrayRef<Instruction *> Dead) {
  for (Instruction *I : Dead)
    I->dropAllReferences();
  for (Instruction *I : Dead)
    I->eraseFromParent();
}
