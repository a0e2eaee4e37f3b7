//===- mopt/IR/Instruction.h - The base of every instruction ----*- C++ -*-===//
//
// An Instruction is a User that lives in the intrusive instruction list of a
// BasicBlock. Its result, if it has one, goes to one of two places:
//   - an SSA value: the instruction itself, named `%name` in the text
//     (hasSSAResult: it has a name and no destination variable);
//   - a Variable: getDestVariable() is non-null and the instruction is
//     printed as `name = ...`. Variable writes are not uses.
// It has one or the other, never both (the verifier checks it): a pass that
// turns one into the other clears the first (setDestVariable(nullptr),
// setName("")) and sets the second.
// Every instruction carries the SourceLoc of the text it came from, or of the
// instruction it was created to stand for.
//
// The instruction's type is the type of the value it computes, by its
// opcode's ResultRule (Opcode.def); `void` when it computes none.
//
// Invariant: while linked into a block, getParent() is that block.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_INSTRUCTION_H
#define MOPT_IR_INSTRUCTION_H

#include "mopt/IR/Opcode.h"
#include "mopt/IR/SourceLoc.h"
#include "mopt/IR/User.h"
#include "llvm/ADT/ilist_node.h"

#include <memory>

namespace mopt {

class BasicBlock;
class Function;
class Variable;

class Instruction : public User, public llvm::ilist_node<Instruction> {
public:
  Opcode getOpcode() const { return static_cast<Opcode>(getSubclassData()); }
  llvm::StringRef getOpcodeName() const { return getOpcodeWord(getOpcode()); }

  BasicBlock *getParent() const { return Parent; }
  Function *getFunction() const;

  SourceLoc getLoc() const { return Loc; }
  void setLoc(SourceLoc L) { Loc = L; }

  Variable *getDestVariable() const { return Dest; }
  void setDestVariable(Variable *V) { Dest = V; }
  bool hasSSAResult() const { return hasName() && !Dest; }

  bool isTerminator() const { return isTerminatorOpcode(getOpcode()); }
  bool isPhi() const { return getOpcode() == Opcode::Phi; }
  /// True for the opcodes whose ResultRule gives a value (a call's value
  /// may be discarded, and a call of a void function has none).
  bool producesValue() const {
    return getOpcodeInfo(getOpcode()).Result != ResultRule::None;
  }

  // Effects, from the opcode table.
  bool mayReadMemory() const { return hasEffect(opcode_effects::ReadsMemory); }
  bool mayWriteMemory() const {
    return hasEffect(opcode_effects::WritesMemory);
  }
  bool mayTrap() const { return hasEffect(opcode_effects::MayTrap); }
  bool mayWriteOutput() const { return hasEffect(opcode_effects::Output); }
  /// Whether deleting the instruction, were its result unused, could change
  /// what the program does: it writes memory or output, may trap, or ends
  /// its block.
  bool mayHaveSideEffects() const {
    return hasEffect(opcode_effects::WritesMemory | opcode_effects::MayTrap |
                     opcode_effects::Output | opcode_effects::Terminator);
  }

  /// Links this (unlinked) instruction into a block.
  void insertBefore(Instruction *Pos);
  void insertAfter(Instruction *Pos);
  void insertAtEnd(BasicBlock *BB);
  /// Unlinks from the parent block without deleting.
  void removeFromParent();
  /// Unlinks, drops every operand and deletes. The result must be unused.
  void eraseFromParent();
  /// Deletes this instruction, which is in no block and unused, as the
  /// class its opcode's shape names (Instructions.h); `delete` on an
  /// Instruction pointer does not compile, as Value has no vtable.
  void deleteValue();

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::Instruction;
  }

  /// Whether the type is what the destination declares (the Declared and
  /// IntOrBool rules of Opcode.def) rather than what the operands give.
  bool isTypeDeclared() const {
    ResultRule R = getOpcodeInfo(getOpcode()).Result;
    return R == ResultRule::Declared || R == ResultRule::IntOrBool ||
           (R == ResultRule::Pointee && getNumOperands() && getOperand(0) &&
            getOperand(0)->getType()->isOpaquePointer());
  }
  /// Whether the type follows an operand (SameAsOperand, Pointee, Chosen),
  /// so that a reader must call inferType() once its operands are final.
  bool isTypeFromOperand() const {
    ResultRule R = getOpcodeInfo(getOpcode()).Result;
    return R == ResultRule::SameAsOperand || R == ResultRule::Pointee ||
           R == ResultRule::Chosen;
  }
  /// The operand whose type the result's follows, when isTypeFromOperand.
  unsigned getTypeOperandIndex() const {
    return getOpcodeInfo(getOpcode()).Result == ResultRule::Chosen ? 1 : 0;
  }

  /// Sets the type from the opcode's ResultRule and operand 0, once the
  /// operands are in place; rules that need a declaration give `int`, and a
  /// call its callee's return type.
  void inferType();

protected:
  Instruction(Opcode Op, Use *FixedSlots, unsigned NumFixed, SourceLoc Loc);
  Instruction(Opcode Op, HungOffOperandsTag, SourceLoc Loc);
  ~Instruction() = default;

private:
  friend class BasicBlock;

  bool hasEffect(unsigned Bits) const {
    return getOpcodeInfo(getOpcode()).Effects & Bits;
  }

  // The opcode is Value's subclass byte.
  BasicBlock *Parent = nullptr;
  SourceLoc Loc;
  Variable *Dest = nullptr;
};

/// The deleter of an owning pointer to an instruction that is in no block.
struct InstructionDeleter {
  void operator()(Instruction *I) const { I->deleteValue(); }
};
using InstructionPtr = std::unique_ptr<Instruction, InstructionDeleter>;

} // namespace mopt

#endif
