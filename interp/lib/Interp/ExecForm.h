//===- ExecForm.h - The form the interpreter runs ---------------*- C++ -*-===//
//
// Before a run, every function of the module is translated once into an
// execution form made for dispatch, and the IR is not looked at again until
// an error needs a source location. The design follows register virtual
// machines: Lua 5's and brilirs's flat form (a function's values are dense
// slots of one register file; an operation names its operand and result
// slots, so no operand is looked up while running), CPython's and Lua's
// computed-goto dispatch (Interpreter.cpp), and wasm3's habit of resolving
// at translation everything that does not change at run time.
//
// A function's register file (its frame) holds, in order: its arguments,
// its variables (the flat form's), a hidden slot that records by which edge
// control entered a block with a phi below its top, a slot that results no
// one reads are written to, one slot per SSA value, and its constants,
// which a call copies in. A constant operand is thus a slot like any other.
//
// Control: a block's leading phis are not operations. Each edge into a
// block with phis goes through an EdgeMoves operation that performs the
// edge's copies as one parallel copy, then enters the block. Falling off a
// block's end is a Jmp; falling off the function's last block returns 0.
//
// Counting: brili counts every instruction it runs, phis included. The
// form counts in segments: a segment runs from a block's top (its phis
// included), or from just after a call, to the next call or terminator, and
// the operation that enters a segment adds its length to the step count and
// checks the limit once. When the limit would pass inside a segment, the
// interpreter counts that segment one operation at a time (Counted), so
// that the step-limit error names the very instruction brili's would.
//
// Invariant: every slot number an operation holds is below its function's
// frame size; every jump target is an operation of the same function.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_INTERP_EXECFORM_H
#define MOPT_LIB_INTERP_EXECFORM_H

#include "Memory.h"
#include "mopt/IR/Opcode.h"
#include "llvm/ADT/DenseMap.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mopt {

class BasicBlock;
class Function;
class GlobalVariable;
class Instruction;
class Module;
class PhiInst;
class Type;
struct RuntimeFunction;

// The operations, by what they do. Fields are ExecOp's: Dst the result
// slot, A, B, C operand slots unless said otherwise.
// clang-format off
#define MOPT_EXEC_OPS(X)                                                       \
  /* R[Dst] = R[A] */                                                          \
  X(Move)                                                                      \
  /* R[Dst] = Imm */                                                           \
  X(LoadImm)                                                                   \
  /* 64-bit integer arithmetic, as TAC's int wraps */                          \
  X(AddI64) X(SubI64) X(MulI64) X(DivI64) X(RemI64) X(NegI64) X(ShlI64)        \
  X(ShrI64)                                                                    \
  /* 32-bit integer arithmetic, kept sign-extended */                          \
  X(AddI32) X(SubI32) X(MulI32)                                                \
  /* unsigned comparisons of 64-bit and of 32-bit integers */                  \
  X(ULtI64) X(ULeI64) X(UGtI64) X(UGeI64)                                      \
  X(ULtI32) X(ULeI32) X(UGtI32) X(UGeI32)                                      \
  /* on any integer kept sign-extended (bool, char, i8..int) */                \
  X(And) X(Or) X(Xor) X(Not) X(Lt) X(Le) X(Gt) X(Ge) X(Eq) X(Ne)               \
  /* conversions: trunc to i32, zext from i32, sitofp to a double, fptosi  */ \
  /* of a double to a 64-bit int */                                            \
  X(TruncI32) X(ZExtI32) X(SIToF64) X(FPToSI64)                                \
  /* doubles */                                                                \
  X(FAdd) X(FSub) X(FMul) X(FDiv) X(FLt) X(FLe) X(FGt) X(FGe) X(FEq)           \
  /* any pure opcode C; Imm indexes Types */                                   \
  X(Pure1) X(Pure2) X(DivRem)                                                  \
  X(Int2Char)                                                                  \
  /* R[Dst] = R[A] ? R[B] : R[C] */                                            \
  X(Select)                                                                    \
  X(Nop)                                                                       \
  /* memory; Imm indexes Types (the access's type and view) */                 \
  X(Alloc) X(Alloca) X(AllocaBytes) X(Load) X(Store) X(Free) X(PtrAdd)         \
  /* a load or store of a whole 64-bit value, or of an i32; C: through a  */  \
  /* typed pointer */                                                          \
  X(LoadWord) X(StoreWord) X(LoadI32) X(StoreI32)                              \
  /* calls: A, B the first and count of argument slots in Slots; C the  */     \
  /* callee's function number; Count the length of the segment after   */     \
  X(Call) X(CallIndirect) X(CallRuntime)                                       \
  /* A, B: the operand slots in Slots */                                       \
  X(Print)                                                                     \
  /* A phi below the top: A the hidden slot, B the first of its entries' */    \
  /* slots in Slots */                                                         \
  X(MidPhi)                                                                    \
  /* Jmp: A the target, Count its segment's length. Br: A the condition, */    \
  /* B and C the targets, Count and Imm their segments' lengths */             \
  X(Jmp) X(Br)                                                                 \
  /* Moves[A, A+B) as one parallel copy, then Jmp to C */                      \
  X(EdgeMoves)                                                                 \
  /* R[A] = Imm: the edge control takes (Edges[Imm]) */                        \
  X(SetEdge)                                                                   \
  X(Ret) X(RetVoid)                                                            \
  /* the error Messages[Imm] */                                                \
  X(Fail)
// clang-format on

enum class ExecCode : uint16_t {
#define MOPT_EXEC_ENUM(Name) Name,
  MOPT_EXEC_OPS(MOPT_EXEC_ENUM)
#undef MOPT_EXEC_ENUM
};

/// One operation: 32 bytes, two to a cache line.
struct ExecOp {
  ExecCode Code;
  /// Instructions this operation stands for when counted one at a time
  /// (0 or 1; an EdgeMoves counts its B phis).
  uint16_t Counted;
  uint32_t Dst;
  uint32_t A;
  uint32_t B;
  uint32_t C;
  /// The length of the segment a jump or call enters.
  uint32_t Count;
  int64_t Imm;
};

/// One copy of an edge's parallel copy: the phi's slot and its entry's.
struct EdgeMove {
  uint32_t Dst;
  uint32_t Src;
  const PhiInst *Phi;
};

/// An edge into a block with a phi below its top; Edges[0] is the entry
/// into a function, which has no predecessor.
struct ExecEdge {
  const BasicBlock *Pred;
  unsigned Ordinal;
};

/// The types a generic operation computes with.
struct ExecTypes {
  Opcode Op;
  const Type *Operand;
  const Type *Result;
  Memory::View View;
  /// For a load or store: the bytes Result takes, and whether they are its
  /// 64 bits as they are (no narrowing, no single float).
  unsigned Size;
  bool Whole;
};

struct ExecFunction {
  Function *F = nullptr;
  /// The first operation, in ExecProgram::Code.
  uint32_t Entry = 0;
  /// The length of the segment at Entry.
  uint32_t EntryCount = 0;
  unsigned NumArgs = 0;
  /// Slots zeroed at entry, the variables and the edge slot: [NumArgs,
  /// ZeroEnd). An SSA value's slot is written before it is read (the
  /// verifier checks that definitions dominate uses).
  unsigned ZeroEnd = 0;
  unsigned ConstBase = 0;
  unsigned FrameSize = 0;
  /// The constants, copied to [ConstBase, FrameSize) at entry.
  std::vector<int64_t> Constants;
  /// For a declaration, the runtime's function of its name (null if none).
  const RuntimeFunction *External = nullptr;
};

/// The whole module in execution form.
struct ExecProgram {
  std::vector<ExecOp> Code;
  /// The instruction each operation of Code comes from.
  std::vector<const Instruction *> Sites;
  std::vector<ExecFunction> Functions;
  std::vector<uint32_t> Slots;
  std::vector<EdgeMove> Moves;
  std::vector<ExecEdge> Edges;
  std::vector<ExecTypes> Types;
  std::vector<std::string> Messages;
};

/// Where the interpreter placed each global variable.
using GlobalAddressMap = llvm::DenseMap<const GlobalVariable *, int64_t>;

/// M in execution form; function K of Functions is the module's K-th, and
/// its address is Memory::functionPointer(K). Renumbers M's instructions.
ExecProgram translateModule(Module &M, const GlobalAddressMap &Globals);

} // namespace mopt

#endif
