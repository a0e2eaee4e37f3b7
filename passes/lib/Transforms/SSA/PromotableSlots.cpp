//===- PromotableSlots.cpp - Which stack slots mem2reg takes --------------===//

#include "mopt/Transforms/PromotableSlots.h"
#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"

#include <utility>

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
  static constexpr std::pair<Opcode, const char *> Reasons[] = {
      {Opcode::Store, "is stored as a value"},
      {Opcode::PtrAdd, "is offset by ptradd"},
      {Opcode::Copy, "is copied"},
      {Opcode::Ret, "is returned"},
      {Opcode::Print, "is printed"},
      {Opcode::Free, "is freed"},
      {Opcode::Phi, "is an entry of a phi"}};
  if (auto *Call = llvm::dyn_cast<CallInst>(&I))
    return "its address is passed to call " +
           Call->getCallee()->getName().str();
  for (auto [Op, Reason] : Reasons)
    if (Op == I.getOpcode())
      return std::string("its address ") + Reason;
  return "its address is an operand of " + I.getOpcodeName().str();
}

/// Why the alloca A keeps its slot in memory whatever its uses are, or
/// null.
static const char *escapeAtAlloca(const Instruction &A) {
  const BasicBlock *BB = A.getParent();
  if (BB != &BB->getParent()->getEntryBlock())
    return "it is not in the entry block, so each run of it makes a new slot";
  if (A.getDestVariable())
    return "its address is kept in a variable, not an SSA value";
  return nullptr;
}

std::optional<SlotEscape> mopt::findSlotEscape(const Instruction &A) {
  if (const char *Why = escapeAtAlloca(A))
    return SlotEscape{&A, Why};
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

std::vector<bool> mopt::findEscapingEntrySlots(Function &F) {
  BasicBlock &Entry = F.getEntryBlock();
  // The entry block's instructions are numbered 0, 1, ... in order.
  std::vector<unsigned> SlotAt(Entry.size(), 0);
  std::vector<bool> Escapes;
  for (Instruction &I : Entry)
    if (I.getOpcode() == Opcode::Alloca) {
      SlotAt[I.getNumber()] = Escapes.size();
      Escapes.push_back(escapeAtAlloca(I) != nullptr);
    }
  if (Escapes.empty())
    return Escapes;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      for (const Use &U : I.operands()) {
        auto *A = llvm::dyn_cast_or_null<Instruction>(U.get());
        if (A && A->getOpcode() == Opcode::Alloca && A->getParent() == &Entry &&
            !isAccess(U))
          Escapes[SlotAt[A->getNumber()]] = true;
      }
  return Escapes;
}
