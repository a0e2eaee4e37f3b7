//===- PromotableSlots.cpp - Which stack slots mem2reg takes --------------===//

#include "mopt/Transforms/PromotableSlots.h"
#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"

using namespace mopt;

/// Whether the use U of a slot's address is one that promotion rewrites:
/// the address operand of a load or of a store.
static bool isAccess(const Use &U) {
  auto *I = static_cast<const Instruction *>(U.getUser());
  if (I->getOpcode() == Opcode::Load)
    return true;
  return I->getOpcode() == Opcode::Store && &U == &I->operands()[0];
}

/// What the escaping user I does with the slot's address.
static std::string escapeReason(const Instruction &I) {
  switch (I.getOpcode()) {
  case Opcode::Call:
    return "its address is passed to call " +
           llvm::cast<CallInst>(I).getCallee()->getName().str();
  case Opcode::Store:
    return "its address is stored as a value";
  case Opcode::PtrAdd:
    return "its address is offset by ptradd";
  case Opcode::Copy:
    return "its address is copied";
  case Opcode::Ret:
    return "its address is returned";
  case Opcode::Print:
    return "its address is printed";
  case Opcode::Free:
    return "its address is freed";
  case Opcode::Phi:
    return "its address is an entry of a phi";
  default:
    return "its address is an operand of " + I.getOpcodeName().str();
  }
}

std::optional<SlotEscape> mopt::findSlotEscape(const Instruction &A) {
  const BasicBlock *BB = A.getParent();
  if (BB != &BB->getParent()->getEntryBlock())
    return SlotEscape{&A, "it is not in the entry block, so each run of it "
                          "makes a new slot"};
  if (A.getDestVariable())
    return SlotEscape{&A, "its address is kept in a variable, not an SSA "
                          "value"};
  const Instruction *First = nullptr;
  for (const Use &U : A.uses()) {
    auto *I = static_cast<const Instruction *>(U.getUser());
    if (!isAccess(U) && (!First || I->getNumber() < First->getNumber()))
      First = I;
  }
  if (!First)
    return std::nullopt;
  return SlotEscape{First, escapeReason(*First)};
}
