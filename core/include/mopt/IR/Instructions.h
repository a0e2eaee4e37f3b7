//===- mopt/IR/Instructions.h - The instruction kinds of TAC ----*- C++ -*-===//
//
// One class per operand shape (OpShape in Opcode.h; the Shape column of
// Opcode.def says which opcode is which). Fixed-arity kinds keep their Use
// slots inside the object; phi, call, print and ret use the User's hung-off
// array. Each class derives from InstructionOf<its shape or opcode>, whose
// classof makes isa/cast/dyn_cast work on any Value.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_INSTRUCTIONS_H
#define MOPT_IR_INSTRUCTIONS_H

#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Instruction.h"
#include "llvm/Support/Casting.h"

#include <type_traits>

namespace mopt {

class Function;
class GlobalVariable;

/// The base of the class of the instructions whose opcode, or whose
/// opcode's shape, is Tag: its classof, which isa/cast/dyn_cast call.
template <auto Tag> class InstructionOf : public Instruction {
public:
  static bool classof(const Instruction *I) {
    if constexpr (std::is_same_v<decltype(Tag), Opcode>)
      return I->getOpcode() == Tag;
    else
      return getOpcodeShape(I->getOpcode()) == Tag;
  }
  static bool classof(const Value *V) {
    return llvm::isa<Instruction>(V) && classof(llvm::cast<Instruction>(V));
  }

protected:
  using Instruction::Instruction;
  ~InstructionOf() = default;
};

/// No operands: nop, unreachable, and alloca, whose type (a pointer) its
/// creator sets.
class NullaryInst final : public InstructionOf<OpShape::Nullary> {
public:
  explicit NullaryInst(Opcode Op, SourceLoc Loc = {})
      : InstructionOf(Op, nullptr, 0, Loc) {
    assert(getOpcodeShape(Op) == OpShape::Nullary);
    inferType();
  }
};

/// One operand: const (a Constant), param (an Argument), copy, the unary
/// operators and conversions, alloc (whose type its creator sets), load and
/// free. The type follows the operand where the rule says so; an operand
/// still missing (a forward reference) leaves `int` for the parser to fix.
class UnaryInst final : private FixedOperandSlots<1>,
                        public InstructionOf<OpShape::Unary> {
public:
  UnaryInst(Opcode Op, Value *Operand, SourceLoc Loc = {})
      : InstructionOf(Op, Slots, 1, Loc) {
    assert(getOpcodeShape(Op) == OpShape::Unary);
    setOperand(0, Operand);
    inferType();
  }
};

/// Two operands: the binary operators, ptradd, and store (pointer, value).
class BinaryInst final : private FixedOperandSlots<2>,
                         public InstructionOf<OpShape::Binary> {
public:
  BinaryInst(Opcode Op, Value *LHS, Value *RHS, SourceLoc Loc = {})
      : InstructionOf(Op, Slots, 2, Loc) {
    assert(getOpcodeShape(Op) == OpShape::Binary);
    setOperand(0, LHS);
    setOperand(1, RHS);
    inferType();
  }

  Value *getLHS() const { return getOperand(0); }
  Value *getRHS() const { return getOperand(1); }
};

/// `select c, a, b`: a if the bool c is true, else b; typed as a and b.
class SelectInst final : private FixedOperandSlots<3>,
                         public InstructionOf<OpShape::Select> {
public:
  SelectInst(Value *Cond, Value *IfTrue, Value *IfFalse, SourceLoc Loc = {})
      : InstructionOf(Opcode::Select, Slots, 3, Loc) {
    setOperand(0, Cond);
    setOperand(1, IfTrue);
    setOperand(2, IfFalse);
    inferType();
  }

  Value *getCondition() const { return getOperand(0); }
  Value *getTrueValue() const { return getOperand(1); }
  Value *getFalseValue() const { return getOperand(2); }
};

/// `addr @NAME`: the address of a global variable or of a function of the
/// module, an opaque `ptr`. The target is not an operand (see
/// GlobalVariable.h); exactly one of the two is set.
class AddressInst final : public InstructionOf<OpShape::Address> {
public:
  explicit AddressInst(const GlobalVariable *G, SourceLoc Loc = {})
      : InstructionOf(Opcode::Addr, nullptr, 0, Loc), Global(G) {
    inferType();
  }
  explicit AddressInst(const Function *F, SourceLoc Loc = {})
      : InstructionOf(Opcode::Addr, nullptr, 0, Loc), Target(F) {
    inferType();
  }

  const GlobalVariable *getGlobal() const { return Global; }
  const Function *getTargetFunction() const { return Target; }
  void setTarget(const GlobalVariable *G) { Global = G, Target = nullptr; }
  void setTarget(const Function *F) { Target = F, Global = nullptr; }
  /// The global's or the function's name.
  llvm::StringRef getTargetName() const;

private:
  const GlobalVariable *Global = nullptr;
  const Function *Target = nullptr;
};

/// A call of a function of the same module; operands are the arguments. Its
/// type is the callee's return type (`int` until a callee is set).
class CallInst final : private HungOffOperands,
                       public InstructionOf<Opcode::Call> {
public:
  CallInst(Function *Callee, llvm::ArrayRef<Value *> Args, SourceLoc Loc = {})
      : InstructionOf(Opcode::Call, HungOffOperandsTag(), Loc) {
    setCallee(Callee);
    for (Value *A : Args)
      appendOperand(A);
  }

  /// Appends an argument (null leaves the slot to be filled later).
  void addArgument(Value *V) { appendOperand(V); }

  Function *getCallee() const { return Callee; }
  /// Sets the callee and takes its return type.
  void setCallee(Function *F);

private:
  Function *Callee = nullptr;
};

/// `%r: T = call.indirect %f, a, b`: a call of the function whose address
/// operand 0 holds (a `ptr`), the other operands its arguments. Its type is
/// declared, void when it has no result: which function it calls is known
/// only when it runs, and the run checks that the callee takes these
/// arguments and returns T.
class CallIndirectInst final : private HungOffOperands,
                               public InstructionOf<Opcode::CallIndirect> {
public:
  CallIndirectInst(Value *Callee, llvm::ArrayRef<Value *> Args, const Type *T,
                   SourceLoc Loc = {})
      : InstructionOf(Opcode::CallIndirect, HungOffOperandsTag(), Loc) {
    appendOperand(Callee);
    for (Value *A : Args)
      appendOperand(A);
    setType(T);
  }

  /// Appends an argument (null leaves the slot to be filled later).
  void addArgument(Value *V) { appendOperand(V); }
  Value *getCalledValue() const { return getOperand(0); }
  unsigned getNumArgs() const { return getNumOperands() - 1; }
  Value *getArg(unsigned K) const { return getOperand(K + 1); }
};

/// `print a, b, ...`: each operand is written as its type prints (docs/TAC.md).
class PrintInst final : private HungOffOperands,
                        public InstructionOf<Opcode::Print> {
public:
  explicit PrintInst(SourceLoc Loc = {})
      : InstructionOf(Opcode::Print, HungOffOperandsTag(), Loc) {}

  void addArgument(Value *V) { appendOperand(V); }
};

/// `%d = phi [v1, L1], [v2, L2], ...`: operand K arrives from block K.
/// Entries are added and removed as pairs, so the two arrays stay in step.
/// Its type is given at creation: that of the variable it stands for.
class PhiInst final : private HungOffOperands,
                      public InstructionOf<Opcode::Phi> {
public:
  explicit PhiInst(const Type *T, SourceLoc Loc = {})
      : InstructionOf(Opcode::Phi, HungOffOperandsTag(), Loc) {
    setType(T);
  }
  ~PhiInst() { freeBlocks(); }

  unsigned getNumIncoming() const { return getNumOperands(); }
  Value *getIncomingValue(unsigned K) const { return getOperand(K); }
  void setIncomingValue(unsigned K, Value *V) { setOperand(K, V); }
  BasicBlock *getIncomingBlock(unsigned K) const {
    assert(K < getNumIncoming() && "entry index out of range");
    return Blocks[K];
  }
  void setIncomingBlock(unsigned K, BasicBlock *BB) {
    assert(K < getNumIncoming() && "entry index out of range");
    Blocks[K] = BB;
  }

  /// Room for N entries, so that adding them allocates once.
  void reserveIncoming(unsigned N) {
    unsigned Before = HungOffOperands::Capacity;
    reserveOperands(N);
    if (HungOffOperands::Capacity != Before)
      regrowBlocks(Before);
  }
  void addIncoming(Value *V, BasicBlock *From) {
    unsigned Before = HungOffOperands::Capacity;
    appendOperand(V);
    if (HungOffOperands::Capacity != Before)
      regrowBlocks(Before);
    Blocks[getNumIncoming() - 1] = From;
  }
  /// Removes entry K, keeping the order of the others.
  void removeIncoming(unsigned K);
  /// Removes every entry and frees their memory now, for a phi about to be
  /// deleted (out-of-ssa gives its variables that memory).
  void clearIncoming() {
    freeBlocks();
    releaseHungOffOperands();
  }
  /// The one value the entries give, if each is that value or the phi
  /// itself (a phi that merges one value); else null.
  Value *getOnlyIncomingValue() const;
  /// The index of the first entry from From, or -1.
  int getBlockIndex(const BasicBlock *From) const {
    for (unsigned K = 0, E = getNumIncoming(); K != E; ++K)
      if (Blocks[K] == From)
        return static_cast<int>(K);
    return -1;
  }

private:
  /// Gives Blocks an entry per slot of the operand array, which has just
  /// grown from OldCapacity slots, keeping the entries in use.
  void regrowBlocks(unsigned OldCapacity);
  void freeBlocks();

  /// Entry K's block, in an array with an entry per slot of the hung-off
  /// operand array (null while that has none).
  BasicBlock **Blocks = nullptr;
};

/// `jmp L`: operand 0 is the target block.
class JumpInst final : private FixedOperandSlots<1>,
                       public InstructionOf<Opcode::Jmp> {
public:
  JumpInst(BasicBlock *Target, SourceLoc Loc = {})
      : InstructionOf(Opcode::Jmp, Slots, 1, Loc) {
    setOperand(0, Target);
  }

  BasicBlock *getTarget() const {
    return llvm::cast<BasicBlock>(getOperand(0));
  }
};

/// `br c, L1, L2`: operands are the condition, the taken and the not-taken
/// block.
class BranchInst final : private FixedOperandSlots<3>,
                         public InstructionOf<Opcode::Br> {
public:
  BranchInst(Value *Cond, BasicBlock *IfTrue, BasicBlock *IfFalse,
             SourceLoc Loc = {})
      : InstructionOf(Opcode::Br, Slots, 3, Loc) {
    setOperand(0, Cond);
    setOperand(1, IfTrue);
    setOperand(2, IfFalse);
  }

  Value *getCondition() const { return getOperand(0); }
  BasicBlock *getTrueTarget() const {
    return llvm::cast<BasicBlock>(getOperand(1));
  }
  BasicBlock *getFalseTarget() const {
    return llvm::cast<BasicBlock>(getOperand(2));
  }
};

/// `ret` or `ret a`.
class ReturnInst final : private HungOffOperands,
                         public InstructionOf<Opcode::Ret> {
public:
  explicit ReturnInst(Value *RetVal = nullptr, SourceLoc Loc = {})
      : InstructionOf(Opcode::Ret, HungOffOperandsTag(), Loc) {
    if (RetVal)
      appendOperand(RetVal);
  }

  Value *getReturnValue() const {
    return getNumOperands() ? getOperand(0) : nullptr;
  }
  /// Sets the returned value, adding the operand slot if there is none.
  void setReturnValue(Value *V) {
    if (getNumOperands())
      setOperand(0, V);
    else
      appendOperand(V);
  }
};

} // namespace mopt

#endif
