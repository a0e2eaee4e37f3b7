//===- mopt/IR/Instruction.h - The base of every instruction ----*- C++ -*-===//
//
// An Instruction is a User that lives in the intrusive instruction list of a
// BasicBlock. Its result, if it has one, goes to one of two places:
//   - an SSA value: the instruction itself, named `%name` in the text
//     (hasSSAResult: it has a name and no destination variable);
//   - a Variable: getDestVariable() is non-null and the instruction is
//     printed as `name = ...`. Variable writes are not uses.
// Every instruction carries the SourceLoc of the text it came from, or of the
// instruction it was created to stand for.
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

namespace mopt {

class BasicBlock;
class Function;
class Variable;

class Instruction : public User, public llvm::ilist_node<Instruction> {
public:
  Opcode getOpcode() const { return Op; }
  llvm::StringRef getOpcodeName() const { return getOpcodeWord(Op); }

  BasicBlock *getParent() const { return Parent; }
  Function *getFunction() const;

  SourceLoc getLoc() const { return Loc; }
  void setLoc(SourceLoc L) { Loc = L; }

  Variable *getDestVariable() const { return Dest; }
  void setDestVariable(Variable *V) { Dest = V; }
  bool hasSSAResult() const { return !Dest && hasName(); }

  bool isTerminator() const { return isTerminatorOpcode(Op); }
  bool isPhi() const { return Op == Opcode::Phi; }
  /// True for the opcodes that compute a value (everything but print and
  /// the terminators; a call's value may be discarded).
  bool producesValue() const;

  /// Links this (unlinked) instruction into a block.
  void insertBefore(Instruction *Pos);
  void insertAfter(Instruction *Pos);
  void insertAtEnd(BasicBlock *BB);
  /// Unlinks from the parent block without deleting.
  void removeFromParent();
  /// Unlinks, drops every operand and deletes. The result must be unused.
  void eraseFromParent();

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::Instruction;
  }

protected:
  Instruction(Opcode Op, Use *FixedSlots, unsigned NumFixed, SourceLoc Loc)
      : User(ValueKind::Instruction, FixedSlots, NumFixed), Op(Op), Loc(Loc) {}

private:
  friend class BasicBlock;

  Opcode Op;
  BasicBlock *Parent = nullptr;
  Variable *Dest = nullptr;
  SourceLoc Loc;
};

} // namespace mopt

#endif
