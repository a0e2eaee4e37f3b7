//===- FunctionGen.h - Writing one random function --------------*- C++ -*-===//
//
// FunctionGen writes one function of a random module; its methods are
// spread by concept: the budget, types and outline in FunctionGen.cpp,
// names, operands and values in Expressions.cpp, variables and their slots
// in Variables.cpp, memory in Memory.cpp, straight-line statements and
// calls in Statements.cpp, branches and loops in ControlFlow.cpp, and the
// phi shapes in PhiShapes.cpp.
//
// Every program is valid flat TAC, well-typed, and runs to completion:
//   - every loop has a counter that no other code writes, reset on entry,
//     so it runs a bounded number of times whatever the data say;
//   - a function calls only functions generated before it (a DAG), except
//     for its own recursion, which decreases a `depth` parameter that its
//     callers pass masked to a few bits;
//   - divisors are non-zero literals or `or x, 1`, which is odd;
//   - int2char reads a literal code point, a char2int, or an int masked
//     (and perhaps offset) into a range of Unicode scalar values;
//   - memory is an object of known length whose elements are all stored to
//     when it is made, and which code reads and writes only at offsets it
//     knows are in bounds (literals, or ints masked below the length). A
//     heap object (alloc, or a call that returns a fresh one) is freed at
//     the end of the statement that made it, and no break, continue or
//     return leaves that statement early; an alloca slot lives as long as
//     its function; a pointer parameter promises the callee a number of
//     elements, and callers pass an object (or a pointer into one) with at
//     least that many left.
// And every program is valid: an SSA value is used only further down its
// own block, by phis on the edges out of that block, or in the exit block
// of the phi loop that defines it, which the loop dominates. A variable's
// first write in the text carries its type annotation, and typed code reads
// only variables whose type the text has fixed by then (print reads any).
// While generating, each piece of code is charged the most steps and printed
// lines it can cost (a loop body times its trip bound, a call the callee's
// cost), and constructs are only chosen while they fit the budget. So the
// bound written in the header comment is a true upper bound, and main's
// budget keeps it far below mopt's --max-steps; the call depth is bounded
// the same way.
//
// --alloca writes the module in alloca form, as clang does at -O0 for
// mem2reg to promote. The entry block of each function (before its first
// label) allocates a slot for every variable, parameters first, and every
// one-cell stack object the code uses (no alloca is anywhere else); then it
// stores to each variable's slot its argument or the zero of its type,
// which a TAC variable holds until first assigned, so that every load of a
// slot follows a store to it on every path. Each read of a variable is a
// load into a new SSA value, each write a store of one; the parameters are
// read only by those first stores and by `param`, and there are no other
// variables. Of the variables that random statements write (not counters,
// depth or pointer variables, whose values the bounds and memory safety
// rely on), one in four, about one slot in six, escapes as LLVM's mem2reg
// does not promote: once at the top level of its function, its address is
// passed to a callee that takes a pointer to one element (when one fits),
// or else stored as a value in a heap cell, offset by `ptradd 0` or copied,
// and the slot read or written through what that gives; and the slot is
// memory that the code uses like any object (loads and stores through
// other pointers, offsets, pointer arguments, pointer phis, ptr<ptr<T>>
// cells on the heap or on the stack; LLVM's mem2reg, which promotes until
// nothing is left, promotes a stack cell and then the slot in it). Every
// other slot is only the address of loads and stores of its type. Alloca
// form prints no pointer, which --emit-llvm cannot write, so that LLVM's
// mem2reg can be run on every such program (after split-critical-edges,
// for the phis of `br c, L, L`). The phi shapes stay, their entries naming
// no variable (an SSA value or a literal, `bool true` among them), and a
// pointer phi loop takes only its own phis on the back edge. Half of the
// parameters are pointers, most of them to one element and to ints, so
// that slots have callees to escape to. The entry block is charged once
// the code is written, so a function may run that much over its budget;
// the header's bound includes it.
//
// The shapes covered: while loops, do-while loops that exit from the latch,
// irreducible loops (two entries), loops at the function entry, break,
// continue and early return, swaps through a temporary and as phi cycles,
// the lost-copy shape, critical edges, `br c, L, L` (with phis), joins with
// phis and an unreachable predecessor, dead code after terminators,
// unreachable blocks, fall-through between labels, variables read before
// any assignment, every binary operator, calls and bounded recursion. The
// values are ints, bools, floats and chars (every opcode on them, phis of
// each type, parameters and return values of each type and void), and
// pointers: alloc, alloca, load, store, free and ptradd, ptr<ptr<T>>,
// pointers through branches (phis after ssa), passed to and returned from
// functions. --int-only keeps to ints and the int opcodes, as mopt-gen did
// before TAC had types; it excludes --alloca. In alloca form a loop at the
// function entry follows the entry block.
//
// The generator nests loops and ifs by recursion, but never deeper than
// MaxNesting, whatever --size says.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_GEN_FUNCTIONGEN_H
#define MOPT_OPTTOOL_GEN_FUNCTIONGEN_H

#include "Program.h"
#include "Random.h"
#include "Vocabulary.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace mopt {
namespace gen {

/// The kinds of statement that genStatement picks from.
enum class Stmt {
  Assign,
  DivRem,
  Unary,
  Print,
  Swap,
  Call,
  Param,
  Load,
  Store,
  BareLabel,
  IfThen,
  IfElse,
  While,
  DoWhile,
  Irreducible,
  PhiLoop,
  PhiJoin,
  BrSame,
  Exit,
  HeapObject,
  StackSlot,
  PointerTable,
  PointerSelect
};

/// Writes one function. Callees holds every function it may call, Self is
/// the function itself (its name, parameters, return and recursion already
/// chosen); generate() fills in Self's cost and frames. In alloca form
/// (AllocaForm, which needs Typed) every variable lives in a slot.
class FunctionGen {
public:
  FunctionGen(Random &R, unsigned Size, bool Typed, bool AllocaForm,
              const std::vector<FunctionInfo> &Callees)
      : R(R), Size(Size), Typed(Typed), AllocaForm(AllocaForm),
        Callees(Callees) {}

  std::string generate(FunctionInfo &Self, Cost Budget,
                       unsigned RecursiveCalls);

private:
  // Emission and accounting.
  void emit(const std::string &Inst, bool Prints = false);
  void label(const std::string &Name);
  bool afford(uint64_t Steps, uint64_t Lines = 0) const {
    return Cur->remaining().covers({Steps, Lines});
  }
  template <typename Fn> void repeated(uint64_t Trips, Fn Body);
  template <typename Fn> void reserving(Cost Later, Fn Body);
  uint64_t tripBound(uint64_t PerTrip);

  // Types.
  Scalar pickScalar();
  Scalar pickPhiType();

  // Names and operands.
  std::string newLabel();
  std::string newSSA();
  std::string newCounter();
  std::string newPointer(Scalar Elem);
  std::string literal();
  std::string literal(Scalar T);
  std::string operand(Scalar T, const Pools &SSA);
  std::string operand(Scalar T = Scalar::Int);
  std::string destination(Scalar T = Scalar::Int);
  std::string variableOr(Scalar T);
  std::string declared(const std::string &Dest, Scalar T,
                       bool Required = false);
  void define(const std::string &Dest, Scalar T = Scalar::Int);
  std::string phiEntry(Scalar T, const Pools &SSA);
  std::string spell(unsigned Op) {
    return R.percent(50) ? BinOps[Op].Word : BinOps[Op].Symbol;
  }
  std::string condition();
  std::string compare(Scalar Operands, Scalar Result);
  std::string loopCondition(const std::string &Counter, uint64_t Bound);
  void increment(const std::string &Counter);
  std::string returnOperand();
  std::string codePoint();

  // Variables, and their slots in alloca form.
  void addVariable(const Variable &V) { Variables.push_back(V); }
  bool isVariable(const std::string &Name) const;
  static std::string slotOf(const std::string &Var) {
    return "%" + Var + ".slot";
  }
  std::string read(const std::string &Value);
  void assign(const std::string &Dest, Scalar T, const std::string &Rhs,
              bool Required = false);
  void assignPointer(const std::string &Dest, Scalar Elem,
                     const std::string &Rhs, bool Annotate = true);
  void storeToSlot(const std::string &Var, const std::string &Type,
                   const std::string &Rhs);
  void stackCell(const std::string &Ptr, const std::string &Type);
  void chooseEscapingSlots();
  void prependEntrySlots();
  /// --emit-llvm cannot write a print of a pointer (LLVM keeps no
  /// allocation numbers): alloca form prints none, so that every program in
  /// it can be compared with LLVM's mem2reg.
  bool printsPointers() const { return !AllocaForm; }

  // Values of each type.
  void genBinary(Scalar T);
  void genUnary(Scalar T);
  std::string binaryText(Scalar T, bool &NeedsAnnotation);
  std::string unaryText(Scalar T, bool &NeedsAnnotation);
  void combineInto(const std::string &Dest, Scalar T, const std::string &A);
  void useValue(const std::string &V, Scalar T);

  // Memory.
  const Object *pickObject() const;
  const Object *objectFor(Scalar Elem, unsigned Need) const;
  std::string elementPointer(const Object &O);
  std::string pointerArgument(const ParamInfo &P);
  bool genLoad(const Object *O);
  bool genStore(const Object *O);
  bool genAccess(const Object &O, unsigned LoadPercent = 50);
  void fill(const Object &O);
  void makeObject(Object &O);
  bool genHeapObject(unsigned Nesting);
  bool genStackSlot();
  bool genPointerTable();
  void genPointerCell(const Object &Inner, bool Heap);
  void genEscape(const Object &Slot);
  bool genPointerSelect();
  void genFunctionSlot();
  void genFreshResult(const std::string &Call, const FunctionInfo &F);

  // Statements.
  void genRegion(unsigned Count, unsigned Nesting);
  void genStatement(unsigned Nesting);
  bool tryStatement(Stmt Kind, unsigned Nesting);
  void genStraight(unsigned Count, bool Live);
  bool genSimple(Stmt Kind, bool Live);
  bool genSwap();
  bool genParam();
  bool genPrint();
  bool fits(const FunctionInfo &F) const;
  std::vector<std::string> arguments(const FunctionInfo &F,
                                     const Object *Pass = nullptr);
  void charge(const FunctionInfo &F);
  bool genCall(const Object *Pass = nullptr);
  bool genIf(bool WithElse, unsigned Nesting);
  bool genWhile(unsigned Nesting);
  bool genDoWhile(unsigned Nesting);
  bool genIrreducible(unsigned Nesting);
  bool genPhiLoop();
  bool genPhiJoin();
  bool genBrSame();
  bool genExit();
  void genEntryLoop();
  void genRecursion();
  void deadCode();
  std::string terminator(const std::vector<std::string> &Targets);
  unsigned nestedCount() { return R.range(1, std::max(2u, Size / 3)); }
  void setUpVariables();

  Random &R;
  unsigned Size;
  bool Typed;
  bool AllocaForm;
  const std::vector<FunctionInfo> &Callees;
  FunctionInfo *Self = nullptr;
  unsigned OwnFrames = 1;

  std::string Text;
  Region *Cur = nullptr;
  unsigned StatementsLeft = 0;
  unsigned NextLabel = 0;
  unsigned NextSSA = 0;
  unsigned NextCounter = 0;
  unsigned NextPointer = 0;

  /// Variables that random statements may write.
  Pools Writable;
  /// Variables that typed code may read: the int ones, parameters, loop
  /// counters, and the others once the text has fixed their type.
  Pools Readable;
  /// The variables whose type the text has fixed.
  std::set<std::string> Declared;
  /// Every variable, parameters first: in alloca form, each has a slot.
  std::vector<Variable> Variables;
  /// In alloca form, the allocas of memory (not of variables) that the
  /// entry block makes: pointer and type.
  std::vector<std::pair<std::string, std::string>> StackCells;
  /// In alloca form, the slots whose address escapes, also in Objects.
  std::vector<Object> EscapingSlots;
  /// SSA values defined earlier in the current block.
  Pools Avail;
  /// The memory code may use here, innermost last.
  std::vector<Object> Objects;
  /// Heap objects open around the current code, which must not return.
  unsigned OpenHeap = 0;
  /// Loops below this depth are outside the innermost heap object: no
  /// break or continue to them.
  size_t ExitFloor = 0;
  std::vector<std::string> UsedSSANames;
  std::vector<std::string> UsedLabels;
  /// Labels without phis whose block dominates nothing that relies on it:
  /// unreachable blocks may jump there.
  std::vector<std::string> JumpTargets;
  std::vector<LoopTargets> Loops;
  std::vector<std::string> TrickyLeft = TrickyLabels;
};

/// Runs Body in a region that may run Trips times for each run of the
/// current one, and charges the current region accordingly.
template <typename Fn> void FunctionGen::repeated(uint64_t Trips, Fn Body) {
  Region *Outer = Cur;
  Region Inner;
  Inner.Budget = Outer->remaining().dividedBy(Trips);
  Cur = &Inner;
  Body();
  Cur = Outer;
  Outer->Used += Inner.Used.times(Trips);
}

/// Runs Body with Later held back from the budget, for code that must
/// follow it whatever it costs.
template <typename Fn> void FunctionGen::reserving(Cost Later, Fn Body) {
  Region *Outer = Cur;
  Outer->Used += Later;
  Body();
  Outer->Used = Outer->Used.minus(Later);
}

} // namespace gen
} // namespace mopt

#endif
