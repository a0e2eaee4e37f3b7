//===- mopt/IR/IRBuilder.h - Creating instructions at a point ---*- C++ -*-===//
//
// An IRBuilder creates instructions and links them into a block at its
// insertion point: before a given instruction, or at the end of a block.
// Each instruction it creates is stamped with the builder's current
// SourceLoc, the position of the code the new instructions stand for, and
// takes the name it is given as its SSA name (empty: no name). The name is
// used as given: ask a NameUniquer for one no other value has.
//
// Types follow the opcode table's ResultRule (Opcode.def): an add is an int,
// a copy has its operand's type, a load the pointee's, a call its callee's
// return type. Where the rule is that the destination declares the type
// (alloca and alloc give a pointer; lt and its kin an int or a bool; a
// phi), the create function takes the type.
//
// Invariant: the insertion point is in the insertion block: Pos is one of
// the block's instructions or its end(). Instructions created in a row land
// in that order, before Pos. Erasing or moving the instruction at Pos
// breaks this: move the insertion point first.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_IRBUILDER_H
#define MOPT_IR_IRBUILDER_H

#include "mopt/IR/Instructions.h"

namespace mopt {

class Argument;
class Constant;

class IRBuilder {
public:
  /// Inserts at the end of BB, stamping Loc.
  IRBuilder(BasicBlock *BB, SourceLoc Loc) {
    setInsertPoint(BB);
    setLoc(Loc);
  }
  /// Inserts before Before in BB (BB->end(): at its end), stamping Loc.
  IRBuilder(BasicBlock *BB, BasicBlock::iterator Before, SourceLoc Loc) {
    setInsertPoint(BB, Before);
    setLoc(Loc);
  }
  /// Inserts before Before, stamping Before's SourceLoc: the new code
  /// stands for it.
  explicit IRBuilder(Instruction *Before) {
    setInsertPoint(Before);
    setLoc(Before->getLoc());
  }

  /// Moves the insertion point to the end of BB; the SourceLoc stays.
  void setInsertPoint(BasicBlock *BB) {
    Block = BB;
    Pos = BB->end();
  }
  /// Moves the insertion point to just before Before (which must be
  /// linked into a block); the SourceLoc stays.
  void setInsertPoint(Instruction *Before) {
    Block = Before->getParent();
    Pos = Before->getIterator();
  }
  /// Moves the insertion point to before Pos in BB (BB->end(): its end).
  void setInsertPoint(BasicBlock *BB, BasicBlock::iterator Before) {
    Block = BB;
    Pos = Before;
  }
  BasicBlock *getInsertBlock() const { return Block; }
  BasicBlock::iterator getInsertPoint() const { return Pos; }

  SourceLoc getLoc() const { return Loc; }
  void setLoc(SourceLoc L) { Loc = L; }

  // Values and conversions.
  UnaryInst *createConst(Constant *C, llvm::StringRef Name = "");
  UnaryInst *createCopy(Value *V, llvm::StringRef Name = "");
  /// `param K`: the value of argument A on entry.
  UnaryInst *createParam(Argument *A, llvm::StringRef Name = "");
  /// A one-operand opcode (neg, not, char2int, int2char, float2bits,
  /// bits2float, or any Unary-shaped opcode above).
  UnaryInst *createUnary(Opcode Op, Value *V, llvm::StringRef Name = "");
  NullaryInst *createNop();
  /// sext, zext, trunc, fptosi, fptoui, sitofp, uitofp, fpext or fptrunc
  /// of V to type To.
  UnaryInst *createConversion(Opcode Op, Value *V, const Type *To,
                              llvm::StringRef Name = "");
  /// `select Cond, IfTrue, IfFalse`.
  SelectInst *createSelect(Value *Cond, Value *IfTrue, Value *IfFalse,
                           llvm::StringRef Name = "");

  // Arithmetic, logic and comparisons.
  /// A two-operand opcode whose result type follows its operands: add,
  /// sub, ..., and, or, xor, the float and char opcodes.
  BinaryInst *createBinary(Opcode Op, Value *LHS, Value *RHS,
                           llvm::StringRef Name = "");
  /// lt, le, gt, ge, eq or ne, whose result is ResultType: int (TAC's
  /// default, 0 or 1) or bool.
  BinaryInst *createCompare(Opcode Op, Value *LHS, Value *RHS,
                            const Type *ResultType, llvm::StringRef Name = "");

  // Memory.
  /// A stack slot for one value of type Pointee: its type is ptr<Pointee>.
  NullaryInst *createAlloca(const Type *Pointee, llvm::StringRef Name = "");
  /// Count values of type Element on the heap: its type is ptr<Element>.
  UnaryInst *createAlloc(Value *Count, const Type *Element,
                         llvm::StringRef Name = "");
  /// A load (load.volatile if Volatile).
  UnaryInst *createLoad(Value *Ptr, llvm::StringRef Name = "",
                        bool Volatile = false);
  /// A store (store.volatile if Volatile).
  BinaryInst *createStore(Value *Ptr, Value *V, bool Volatile = false);
  UnaryInst *createFree(Value *Ptr);
  BinaryInst *createPtrAdd(Value *Ptr, Value *Offset,
                           llvm::StringRef Name = "");
  /// `addr @NAME` of a global or a function.
  AddressInst *createAddress(const GlobalVariable *G,
                             llvm::StringRef Name = "");
  AddressInst *createAddress(const Function *Target, llvm::StringRef Name = "");

  // Calls, output and phis.
  CallInst *createCall(Function *Callee, llvm::ArrayRef<Value *> Args,
                       llvm::StringRef Name = "");
  /// A call of the function Callee points to, of type T (void: no result).
  CallIndirectInst *createCallIndirect(Value *Callee,
                                       llvm::ArrayRef<Value *> Args,
                                       const Type *T,
                                       llvm::StringRef Name = "");
  PrintInst *createPrint(llvm::ArrayRef<Value *> Args);
  /// A phi of type T without entries (add them with addIncoming). Phis go
  /// at the top of a block: the insertion point must have only phis
  /// before it.
  PhiInst *createPhi(const Type *T, llvm::StringRef Name = "");

  // Terminators. One ends its block: insert it at the end, or before the
  // terminator it replaces, which is then erased.
  JumpInst *createJump(BasicBlock *Target);
  BranchInst *createBranch(Value *Cond, BasicBlock *IfTrue,
                           BasicBlock *IfFalse);
  /// `ret`, or `ret V` when V is not null.
  ReturnInst *createReturn(Value *V = nullptr);
  NullaryInst *createUnreachable();

private:
  /// Names I (when Name is not empty), links it at the insertion point
  /// and returns it.
  template <typename InstT> InstT *insert(InstT *I, llvm::StringRef Name) {
    if (!Name.empty())
      I->setName(Name);
    Block->insert(Pos, I);
    return I;
  }
  const Type *pointerTo(const Type *Pointee) const;

  BasicBlock *Block = nullptr;
  BasicBlock::iterator Pos;
  SourceLoc Loc;
};

} // namespace mopt

#endif
