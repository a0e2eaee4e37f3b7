//===- MOptGen.cpp - Random terminating TAC programs ----------------------===//
//
// mopt-gen --seed=N [--functions=K] [--size=S] [--int-only | --alloca]
// writes one random TAC module (docs/TAC.md) to standard output, for
// differential testing: mopt runs it before and after a pipeline, and the two
// runs must print and return the same. The same options always give the same
// text: the only source of randomness is a splitmix64 generator seeded with N.
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

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <vector>

/// Loops and ifs nest at most this deep.
static constexpr unsigned MaxNesting = 3;
/// A loop's trip bound is at most this.
static constexpr uint64_t MaxTrips = 12;
/// The deepest call stack a program may make, main's frame included; the
/// differential runs allow 100.
static constexpr unsigned MaxFrames = 60;
/// A heap object or a returned one has at most this many elements.
static constexpr unsigned MaxElements = 8;

namespace {

/// splitmix64 (Steele, Lea, Flood, "Fast Splittable Pseudorandom Number
/// Generators", OOPSLA 2014): tiny, and the same on every platform.
class Random {
public:
  explicit Random(uint64_t Seed) : State(Seed) {}

  uint64_t next() {
    uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
    return Z ^ (Z >> 31);
  }
  /// Uniform enough in [0, N); N > 0.
  uint64_t below(uint64_t N) { return next() % N; }
  /// In [Lo, Hi].
  uint64_t range(uint64_t Lo, uint64_t Hi) { return Lo + below(Hi - Lo + 1); }
  bool percent(unsigned P) { return below(100) < P; }
  template <typename T> const T &pick(const std::vector<T> &V) {
    return V[below(V.size())];
  }
  template <typename T> void shuffle(std::vector<T> &V) {
    for (size_t I = V.size(); I > 1; --I)
      std::swap(V[I - 1], V[below(I)]);
  }

private:
  uint64_t State;
};

/// The most a piece of code can cost when it runs once: instructions
/// executed and lines printed.
struct Cost {
  uint64_t Steps = 0;
  uint64_t Lines = 0;

  Cost &operator+=(const Cost &O) {
    Steps += O.Steps;
    Lines += O.Lines;
    return *this;
  }
  Cost times(uint64_t N) const { return {Steps * N, Lines * N}; }
  Cost dividedBy(uint64_t N) const { return {Steps / N, Lines / N}; }
  Cost minus(const Cost &O) const {
    return {Steps > O.Steps ? Steps - O.Steps : 0,
            Lines > O.Lines ? Lines - O.Lines : 0};
  }
  bool covers(const Cost &O) const {
    return O.Steps <= Steps && O.Lines <= Lines;
  }
};

/// Code that runs as a unit: charged per instruction as it is emitted.
struct Region {
  Cost Budget;
  Cost Used;
  Cost remaining() const { return Budget.minus(Used); }
};

/// The scalar types, in the order of ScalarNames.
enum class Scalar : uint8_t { Int, Bool, Float, Char };
constexpr unsigned NumScalars = 4;

/// Names of values, one list per scalar type.
class Pools {
public:
  std::vector<std::string> &operator[](Scalar T) { return Lists[unsigned(T)]; }
  const std::vector<std::string> &operator[](Scalar T) const {
    return Lists[unsigned(T)];
  }
  void clear() {
    for (std::vector<std::string> &L : Lists)
      L.clear();
  }

private:
  std::array<std::vector<std::string>, NumScalars> Lists;
};

/// Count elements of type Elem from Ptr on, each stored to, that code may
/// read and write while the object is in scope.
struct Object {
  std::string Ptr;
  Scalar Elem;
  unsigned Count;
};

struct ParamInfo {
  std::string Name;
  Scalar Elem = Scalar::Int;
  /// For a ptr<Elem> parameter, the elements the callee may read and
  /// write; 0 for a parameter of type Elem.
  unsigned PointerElems = 0;
  bool isPointer() const { return PointerElems != 0; }
};

/// A variable of a function: a scalar, or a pointer to Elems.
struct Variable {
  std::string Name;
  Scalar Elem;
  bool Pointer;
  /// A parameter holds its argument on entry, any other variable the zero
  /// of its type.
  bool Parameter;
};

enum class ReturnKind { Void, Value, FreshPointer };

/// What a caller needs to know about a generated function.
struct FunctionInfo {
  std::string Name;
  /// For a recursive function, parameter 0 is its int depth.
  std::vector<ParamInfo> Params;
  ReturnKind Returns = ReturnKind::Value;
  /// The type of the value returned, or of a fresh pointer's elements.
  Scalar RetElem = Scalar::Int;
  /// A fresh pointer's elements, each stored to; the caller frees it.
  unsigned RetCount = 0;
  /// For a recursive function, callers pass the depth masked with this; 0
  /// otherwise.
  uint64_t DepthMask = 0;
  /// The most one call costs, its recursion included.
  Cost PerCall;
  /// The deepest call stack one call makes, its own frames included.
  unsigned Frames = 1;
};

/// Where break and continue go in the innermost loop.
struct LoopTargets {
  std::string Exit;
  std::string Latch;
};

struct BinOp {
  const char *Word;
  const char *Symbol;
};

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

struct StmtWeight {
  Stmt Kind;
  unsigned Weight;
};

} // namespace

/// Every binary operator on ints; div and rem are 3 and 4, the comparisons
/// last.
static const BinOp BinOps[] = {
    {"add", "+"},  {"sub", "-"},  {"mul", "*"}, {"div", "/"},
    {"rem", "%"},  {"and", "&"},  {"or", "|"},  {"xor", "^"},
    {"shl", "<<"}, {"shr", ">>"}, {"lt", "<"},  {"le", "<="},
    {"gt", ">"},   {"ge", ">="},  {"eq", "=="}, {"ne", "!="}};
static constexpr unsigned NumBinOps = sizeof(BinOps) / sizeof(BinOps[0]);
static constexpr unsigned FirstComparison = 10;
enum : unsigned {
  Add = 0,
  Div = 3,
  Rem = 4,
  And = 5,
  Or = 6,
  Lt = 10,
  Gt = 12
};

static const char *const ScalarNames[] = {"int", "bool", "float", "char"};
/// How often each scalar type is picked, in Scalar order.
static const unsigned ScalarWeights[] = {45, 15, 22, 18};
static const char *const FloatArith[] = {"fadd", "fsub", "fmul", "fdiv"};
/// The comparisons after their prefix: feq, flt, ...; ceq, clt, ...
static const char *const OrderedComparisons[] = {"eq", "lt", "le", "gt", "ge"};

/// Variable names: some are opcode words, some look like the names the ssa
/// and out-of-ssa passes make up.
static const std::vector<std::string> VariableNames = {
    "a",  "b",   "c",    "x",    "y",     "z",     "s",   "t",   "i",     "j",
    "n",  "u",   "w",    "acc",  "tmp",   "add",   "div", "phi", "print", "ret",
    "br", "jmp", "copy", "call", "const", "param", "a.1", "i.2", "x.3"};
/// Label names the passes might also make up.
static const std::vector<std::string> TrickyLabels = {"entry", "entry.1",
                                                      "_bb0", "_bb1", "L1.L2"};
/// Function names that are opcode words.
static const std::vector<std::string> TrickyFunctions = {
    "add", "print", "phi", "ret", "copy", "call"};
static const std::vector<std::string> BigLiterals = {"-9223372036854775808",
                                                     "9223372036854775807",
                                                     "4611686018427387904",
                                                     "-4294967296",
                                                     "63",
                                                     "64",
                                                     "-1"};
/// Float literals in each spelling the lexer takes, and the extremes.
static const std::vector<std::string> FloatLiterals = {
    "0.0",  "-0.0",     "1.5",    "-2.25", "0.1",           "2.5e-3",
    "1e10", "-1E-5",    "3.0",    "1e308", "-1e-300",       "6.02e+23",
    "0.5",  "4.9e-324", "-7.125", "1e-10", "123456789.125", "2.0"};
/// Character literals: printable, escaped, one to four UTF-8 bytes, the
/// comment characters and the ends of the scalar value ranges.
static const std::vector<std::string> CharLiterals = {"'a'",
                                                      "'Z'",
                                                      "'0'",
                                                      "' '",
                                                      "';'",
                                                      "'#'",
                                                      "','",
                                                      "'%'",
                                                      "'\\u{7}'",
                                                      "'\\u{0}'",
                                                      "'\\u{27}'",
                                                      "'\\u{5c}'",
                                                      "'\\u{10FFFF}'",
                                                      "'\\u{D7FF}'",
                                                      "'\\u{E000}'",
                                                      "'\xc3\xa9'",
                                                      "'\xe2\x82\xac'",
                                                      "'\xf0\x9f\x98\x80'"};
/// Code points int2char may read as literals.
static const std::vector<std::string> CodePoints = {
    "0",    "65",    "97",    "127",    "233",
    "8364", "55295", "57344", "128512", "1114111"};

static const StmtWeight StmtWeights[] = {
    {Stmt::Assign, 30},      {Stmt::DivRem, 6},       {Stmt::Unary, 8},
    {Stmt::Print, 8},        {Stmt::Swap, 5},         {Stmt::Call, 8},
    {Stmt::Param, 2},        {Stmt::Load, 6},         {Stmt::Store, 5},
    {Stmt::BareLabel, 3},    {Stmt::IfThen, 8},       {Stmt::IfElse, 6},
    {Stmt::While, 6},        {Stmt::DoWhile, 5},      {Stmt::Irreducible, 3},
    {Stmt::PhiLoop, 4},      {Stmt::PhiJoin, 4},      {Stmt::BrSame, 3},
    {Stmt::Exit, 5},         {Stmt::HeapObject, 5},   {Stmt::StackSlot, 3},
    {Stmt::PointerTable, 2}, {Stmt::PointerSelect, 2}};

static std::string joinArgs(const std::vector<std::string> &Args) {
  std::string Out;
  for (const std::string &A : Args)
    Out += (Out.empty() ? "" : ", ") + A;
  return Out;
}

static std::string typeName(Scalar T) { return ScalarNames[unsigned(T)]; }
static std::string pointerType(Scalar T) { return "ptr<" + typeName(T) + ">"; }
static std::string paramText(const ParamInfo &P) {
  if (P.isPointer())
    return P.Name + ": " + pointerType(P.Elem);
  return P.Elem == Scalar::Int ? P.Name : P.Name + ": " + typeName(P.Elem);
}

/// `func NAME(PARAMS) -> TYPE:`, the return type left out for int.
static std::string functionHeader(const FunctionInfo &Fn) {
  std::vector<std::string> Params;
  for (const ParamInfo &P : Fn.Params)
    Params.push_back(paramText(P));
  std::string Header = "func " + Fn.Name + "(" + joinArgs(Params) + ")";
  if (Fn.Returns == ReturnKind::Void)
    Header += " -> void";
  else if (Fn.Returns == ReturnKind::FreshPointer)
    Header += " -> " + pointerType(Fn.RetElem);
  else if (Fn.RetElem != Scalar::Int)
    Header += " -> " + typeName(Fn.RetElem);
  return Header + ":\n";
}

namespace {

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

} // namespace

//===----------------------------------------------------------------------===//
// Emission and accounting
//===----------------------------------------------------------------------===//

void FunctionGen::emit(const std::string &Inst, bool Prints) {
  Text += "  " + Inst + "\n";
  Cur->Used += {1, Prints ? 1u : 0u};
}

void FunctionGen::label(const std::string &Name) {
  Text += Name + ":\n";
  Avail.clear();
}

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

/// A loop bound N (the body runs at most N times, its header N + 1) that
/// leaves at least PerTrip steps per trip; 0 if not even N = 1 fits.
uint64_t FunctionGen::tripBound(uint64_t PerTrip) {
  uint64_t Fit = Cur->remaining().Steps / (PerTrip + 8);
  if (Fit < 2)
    return 0;
  return R.range(1, std::min(MaxTrips, Fit - 1));
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Scalar FunctionGen::pickScalar() {
  if (!Typed)
    return Scalar::Int;
  uint64_t P = R.below(100);
  unsigned K = 0;
  while (P >= ScalarWeights[K])
    P -= ScalarWeights[K++];
  return Scalar(K);
}

/// A type for phis whose entries any block can name: a bool needs a bool
/// variable, as bools have no literal operands.
Scalar FunctionGen::pickPhiType() {
  Scalar T = pickScalar();
  return T == Scalar::Bool && Readable[T].empty() ? Scalar::Int : T;
}

//===----------------------------------------------------------------------===//
// Names and operands
//===----------------------------------------------------------------------===//

std::string FunctionGen::newLabel() {
  std::string Name;
  if (!TrickyLeft.empty() && R.percent(4)) {
    size_t K = R.below(TrickyLeft.size());
    Name = TrickyLeft[K];
    TrickyLeft.erase(TrickyLeft.begin() + K);
    if (std::find(UsedLabels.begin(), UsedLabels.end(), Name) ==
        UsedLabels.end()) {
      UsedLabels.push_back(Name);
      return Name;
    }
  }
  do
    Name = "L" + std::to_string(NextLabel++);
  while (std::find(UsedLabels.begin(), UsedLabels.end(), Name) !=
         UsedLabels.end());
  UsedLabels.push_back(Name);
  return Name;
}

std::string FunctionGen::newSSA() {
  std::string Name;
  if (R.percent(10)) {
    // %a.1 and the like, which the ssa pass would make up too.
    Name = "%" + R.pick(VariableNames) + "." + std::to_string(R.range(1, 3));
    if (std::find(UsedSSANames.begin(), UsedSSANames.end(), Name) ==
        UsedSSANames.end()) {
      UsedSSANames.push_back(Name);
      return Name;
    }
  }
  Name = "%" + std::to_string(NextSSA++);
  UsedSSANames.push_back(Name);
  return Name;
}

/// A loop counter: readable everywhere, written only by its loop.
std::string FunctionGen::newCounter() {
  std::string Name = "k" + std::to_string(NextCounter++);
  Readable[Scalar::Int].push_back(Name);
  addVariable({Name, Scalar::Int, false, false});
  return Name;
}

/// A variable for a pointer to Elems.
std::string FunctionGen::newPointer(Scalar Elem) {
  std::string Name = "p" + std::to_string(NextPointer++);
  addVariable({Name, Elem, true, false});
  return Name;
}

std::string FunctionGen::literal() {
  if (R.percent(10))
    return R.pick(BigLiterals);
  return std::to_string(static_cast<int64_t>(R.below(21)) - 10);
}

/// A literal operand of type T; "" for bool, which has none.
std::string FunctionGen::literal(Scalar T) {
  switch (T) {
  case Scalar::Int:
    return literal();
  case Scalar::Float:
    if (R.percent(60))
      return R.pick(FloatLiterals);
    return std::to_string(static_cast<int64_t>(R.below(41)) - 20) + "." +
           std::to_string(R.below(1000));
  case Scalar::Char:
    return R.pick(CharLiterals);
  case Scalar::Bool:
    break;
  }
  return "";
}

/// An operand of type T from SSA, the readable variables or a literal,
/// without emitting anything; "" only for a bool when there is none.
std::string FunctionGen::operand(Scalar T, const Pools &SSA) {
  uint64_t K = R.below(100);
  if (K < 40 && !SSA[T].empty())
    return R.pick(SSA[T]);
  if (K < 85 && !Readable[T].empty())
    return R.pick(Readable[T]);
  if (T != Scalar::Bool)
    return literal(T);
  if (!SSA[T].empty())
    return R.pick(SSA[T]);
  return Readable[T].empty() ? "" : R.pick(Readable[T]);
}

/// An operand of type T in the current block, a variable read as read()
/// says; a bool with nothing to read is made by a const here.
std::string FunctionGen::operand(Scalar T) {
  std::string V = operand(T, Avail);
  if (!V.empty())
    return read(V);
  V = newSSA();
  emit(V + " = const " + (R.percent(50) ? "true" : "false"));
  define(V, T);
  return V;
}

/// A destination of type T: a writable variable or a new SSA value. Write
/// it with declared(), and call define() once the instruction is emitted.
std::string FunctionGen::destination(Scalar T) {
  return R.percent(60) && !Writable[T].empty() ? R.pick(Writable[T]) : newSSA();
}

/// A writable variable of type T if there is one, else a new SSA value.
std::string FunctionGen::variableOr(Scalar T) {
  return Writable[T].empty() ? newSSA() : R.pick(Writable[T]);
}

/// Dest as written before ` = `: annotated if its type would otherwise be
/// wrong (Required: an SSA value whose type the instruction does not give;
/// a variable the text has not typed yet), and now and then anyway.
std::string FunctionGen::declared(const std::string &Dest, Scalar T,
                                  bool Required) {
  if (T == Scalar::Int)
    return Dest;
  bool Annotate = Dest[0] == '%' ? Required || R.percent(30)
                                 : !Declared.count(Dest) || R.percent(25);
  return Annotate ? Dest + ": " + typeName(T) : Dest;
}

void FunctionGen::define(const std::string &Dest, Scalar T) {
  if (Dest[0] == '%')
    Avail[T].push_back(Dest);
  else if (T != Scalar::Int && Declared.insert(Dest).second)
    Readable[T].push_back(Dest);
}

/// A phi entry of type T for the edge from a block whose SSA values are
/// SSA. In alloca form it is no variable, as reading one takes a load in
/// that block: an SSA value or a literal, for a bool `bool true` or `bool
/// false`.
std::string FunctionGen::phiEntry(Scalar T, const Pools &SSA) {
  if (!AllocaForm)
    return operand(T, SSA);
  if (!SSA[T].empty() && R.percent(60))
    return R.pick(SSA[T]);
  if (T == Scalar::Bool)
    return R.percent(50) ? "bool true" : "bool false";
  return literal(T);
}

/// A value to branch on: a comparison, or any int or bool (non-zero is
/// true).
std::string FunctionGen::condition() {
  if (R.percent(25))
    return operand(Typed && R.percent(40) ? Scalar::Bool : Scalar::Int);
  if (!Typed)
    return compare(Scalar::Int, Scalar::Int);
  uint64_t K = R.below(10);
  if (K < 6)
    return compare(Scalar::Int, R.percent(30) ? Scalar::Bool : Scalar::Int);
  return compare(K < 8 ? Scalar::Float : Scalar::Char, Scalar::Bool);
}

/// A comparison of two operands of type Operands, into a new value or a
/// variable of type Result (bool unless both are int).
std::string FunctionGen::compare(Scalar Operands, Scalar Result) {
  std::string A = operand(Operands), B = operand(Operands);
  std::string C = R.percent(80) ? newSSA() : variableOr(Result);
  std::string Op;
  if (Operands == Scalar::Int)
    Op = spell(FirstComparison + R.below(6));
  else
    Op = std::string(Operands == Scalar::Float ? "f" : "c") +
         OrderedComparisons[R.below(5)];
  assign(C, Result, Op + " " + A + ", " + B, Operands == Scalar::Int);
  return read(C);
}

/// A value that is false once Counter reaches Bound, and may be false
/// before when the data say so.
std::string FunctionGen::loopCondition(const std::string &Counter,
                                       uint64_t Bound) {
  Scalar T = Typed && R.percent(30) ? Scalar::Bool : Scalar::Int;
  std::string C = newSSA(), Op = spell(Lt);
  std::string Count = read(Counter);
  assign(C, T, Op + " " + Count + ", " + std::to_string(Bound), true);
  if (!R.percent(30))
    return C;
  std::string D = operand(T), E = newSSA();
  emit(E + " = and " + C + ", " + D);
  define(E, T);
  return E;
}

void FunctionGen::increment(const std::string &Counter) {
  switch (R.below(3)) {
  case 0: {
    std::string Op = spell(Add);
    assign(Counter, Scalar::Int, Op + " " + read(Counter) + ", 1");
    return;
  }
  case 1:
    assign(Counter, Scalar::Int, "sub " + read(Counter) + ", -1");
    return;
  default: {
    std::string T = newSSA();
    emit(T + " = + " + read(Counter) + ", 1");
    assign(Counter, Scalar::Int, "copy " + T);
    return;
  }
  }
}

/// What follows `ret` in this function: a value of its return type (the
/// fresh object it returns), or nothing.
std::string FunctionGen::returnOperand() {
  switch (Self->Returns) {
  case ReturnKind::Void:
    return "";
  case ReturnKind::FreshPointer:
    return " " + read("out");
  case ReturnKind::Value:
    break;
  }
  return R.percent(15) ? "" : " " + operand(Self->RetElem);
}

/// An int operand that is a Unicode scalar value, for int2char.
std::string FunctionGen::codePoint() {
  uint64_t K = R.below(4);
  if (K == 0)
    return R.pick(CodePoints);
  std::string M = newSSA();
  if (K == 1) {
    static const char *const Masks[] = {"127", "255", "4095", "32767"};
    std::string X = operand(), Op = spell(And);
    emit(M + " = " + Op + " " + X + ", " + Masks[R.below(4)]);
  } else if (K == 2) {
    // [65536, 131071]: above the surrogates.
    std::string X = operand(), Low = newSSA();
    emit(Low + " = and " + X + ", 65535");
    emit(M + " = + " + Low + ", 65536");
  } else {
    std::string C = operand(Scalar::Char);
    emit(M + " = char2int " + C);
  }
  define(M);
  return M;
}

//===----------------------------------------------------------------------===//
// Variables, and their slots in alloca form
//===----------------------------------------------------------------------===//

bool FunctionGen::isVariable(const std::string &Name) const {
  return std::any_of(Variables.begin(), Variables.end(),
                     [&](const Variable &V) { return V.Name == Name; });
}

/// Value (a variable, an SSA value or a literal) as an operand here: in
/// alloca form a variable is loaded from its slot into a new SSA value.
std::string FunctionGen::read(const std::string &Value) {
  if (!AllocaForm || !isVariable(Value))
    return Value;
  std::string Loaded = newSSA();
  emit(Loaded + " = load " + slotOf(Value));
  return Loaded;
}

/// Dest (a variable or a new SSA value) of type T = Rhs, annotated as
/// declared() says.
void FunctionGen::assign(const std::string &Dest, Scalar T,
                         const std::string &Rhs, bool Required) {
  if (AllocaForm && isVariable(Dest))
    storeToSlot(Dest, typeName(T), Rhs);
  else
    emit(declared(Dest, T, Required) + " = " + Rhs);
  define(Dest, T);
}

/// Dest (a pointer variable) = Rhs, a pointer to Elems, with its type
/// written when Annotate.
void FunctionGen::assignPointer(const std::string &Dest, Scalar Elem,
                                const std::string &Rhs, bool Annotate) {
  if (AllocaForm)
    storeToSlot(Dest, pointerType(Elem), Rhs);
  else
    emit((Annotate ? Dest + ": " + pointerType(Elem) : Dest) + " = " + Rhs);
}

/// Var = Rhs in alloca form: Rhs into a new SSA value, annotated with Type
/// unless that is int (so an opcode that takes its type from the
/// destination still gets Var's), which is stored to Var's slot.
void FunctionGen::storeToSlot(const std::string &Var, const std::string &Type,
                              const std::string &Rhs) {
  std::string Value = newSSA();
  emit(Value + (Type == "int" ? "" : ": " + Type) + " = " + Rhs);
  emit("store " + slotOf(Var) + ", " + Value);
}

/// `Ptr: Type = alloca`, here, or in alloca form in the entry block.
void FunctionGen::stackCell(const std::string &Ptr, const std::string &Type) {
  if (AllocaForm)
    StackCells.push_back({Ptr, Type});
  else
    emit(Ptr + ": " + Type + " = alloca");
}

/// In alloca form, one in four of the variables that random statements
/// write (about one slot in six) get a slot whose address escapes: it is
/// taken once at the top level (genEscape), and the slot joins the memory
/// that code may use, to be loaded and stored through other pointers,
/// passed to calls, offset, stored as a value, picked by a pointer phi.
/// Counters, depth and pointer variables are not among them, as writes
/// through an alias could break the bounds on loops and recursion or
/// memory safety.
void FunctionGen::chooseEscapingSlots() {
  for (unsigned K = 0; K != NumScalars; ++K)
    for (const std::string &Name : Writable[Scalar(K)])
      if (R.below(4) == 0) {
        EscapingSlots.push_back({slotOf(Name), Scalar(K), 1});
        Objects.push_back(EscapingSlots.back());
      }
}

/// The zero of a variable's type: what it holds before it is assigned.
static std::string zeroOf(const Variable &V) {
  if (V.Pointer)
    return pointerType(V.Elem) + " 0";
  static const char *const Zeros[] = {"0", "bool false", "0.0", "'\\u{0}'"};
  return Zeros[unsigned(V.Elem)];
}

static std::string typeOf(const Variable &V) {
  return V.Pointer ? pointerType(V.Elem) : typeName(V.Elem);
}

/// In alloca form, puts in front of the code (in the entry block) an
/// alloca for each variable's slot and for each stack cell, then stores
/// each variable's slot its argument or its zero, so that no load of a
/// slot comes before a store to it.
void FunctionGen::prependEntrySlots() {
  std::string Body = std::move(Text);
  Text.clear();
  for (const Variable &V : Variables)
    emit(slotOf(V.Name) + ": ptr<" + typeOf(V) + "> = alloca");
  for (const auto &[Ptr, Type] : StackCells)
    emit(Ptr + ": " + Type + " = alloca");
  for (const Variable &V : Variables)
    emit("store " + slotOf(V.Name) + ", " + (V.Parameter ? V.Name : zeroOf(V)));
  Text += Body;
}

//===----------------------------------------------------------------------===//
// Values of each type
//===----------------------------------------------------------------------===//

/// An instruction that computes a T from operands; NeedsAnnotation says an
/// SSA destination must declare T.
std::string FunctionGen::binaryText(Scalar T, bool &NeedsAnnotation) {
  switch (T) {
  case Scalar::Int: {
    if (Typed && R.percent(15)) {
      bool FromChar = R.percent(50);
      std::string A = operand(FromChar ? Scalar::Char : Scalar::Float);
      return (FromChar ? "char2int " : "float2bits ") + A;
    }
    unsigned Op = R.below(NumBinOps);
    if (Op == Div || Op == Rem)
      Op = Add;
    std::string A = operand(), B = operand();
    return spell(Op) + " " + A + ", " + B;
  }
  case Scalar::Bool: {
    uint64_t K = R.below(100);
    if (K < 35) {
      static const char *const Logic[] = {"and", "or", "xor"};
      std::string A = operand(T), B = operand(T);
      return Logic[R.below(3)] + (" " + A) + ", " + B;
    }
    Scalar Of = K < 60 ? Scalar::Int : K < 80 ? Scalar::Float : Scalar::Char;
    std::string A = operand(Of), B = operand(Of);
    NeedsAnnotation = Of == Scalar::Int;
    std::string Op = Of == Scalar::Int
                         ? spell(FirstComparison + R.below(6))
                         : std::string(Of == Scalar::Float ? "f" : "c") +
                               OrderedComparisons[R.below(5)];
    return Op + " " + A + ", " + B;
  }
  case Scalar::Float: {
    if (R.percent(10))
      return "bits2float " + operand();
    std::string A = operand(T), B = operand(T);
    return FloatArith[R.below(4)] + (" " + A) + ", " + B;
  }
  case Scalar::Char:
    return "int2char " + codePoint();
  }
  return "";
}

/// A copy, a const, or a one-operand operator giving a T.
std::string FunctionGen::unaryText(Scalar T, bool &NeedsAnnotation) {
  bool Const = R.percent(30);
  if (!Const && R.percent(60)) {
    if (T == Scalar::Int) {
      std::string Op = R.percent(50) ? "neg " : "not ";
      return Op + operand();
    }
    if (T == Scalar::Bool)
      return "not " + operand(T);
  }
  if (!Const)
    return "copy " + operand(T);
  if (T == Scalar::Bool)
    return R.percent(50) ? "const true" : "const false";
  if (T == Scalar::Float && R.percent(20)) {
    // An integer literal stands for a float when the type is declared.
    NeedsAnnotation = true;
    return "const " + std::to_string(static_cast<int64_t>(R.below(21)) - 10);
  }
  return "const " + literal(T);
}

void FunctionGen::genBinary(Scalar T) {
  bool NeedsAnnotation = false;
  std::string Inst = binaryText(T, NeedsAnnotation);
  std::string D = destination(T);
  assign(D, T, Inst, NeedsAnnotation);
}

void FunctionGen::genUnary(Scalar T) {
  if (Typed && R.percent(5)) {
    emit("nop");
    return;
  }
  bool NeedsAnnotation = false;
  std::string Inst = unaryText(T, NeedsAnnotation);
  std::string D = destination(T);
  assign(D, T, Inst, NeedsAnnotation);
}

/// Dest (an SSA name not yet defined) = a T computed from A.
void FunctionGen::combineInto(const std::string &Dest, Scalar T,
                              const std::string &A) {
  switch (T) {
  case Scalar::Int: {
    std::string B = operand();
    emit(Dest + " = " + spell(R.below(3)) + " " + A + ", " + B);
    break;
  }
  case Scalar::Float: {
    std::string B = operand(T);
    emit(Dest + " = " + FloatArith[R.below(4)] + " " + A + ", " + B);
    break;
  }
  case Scalar::Bool: {
    std::string B = operand(T);
    emit(Dest + " = " + (R.percent(50) ? "xor " : "or ") + A + ", " + B);
    break;
  }
  case Scalar::Char: {
    // The next code point, wrapped into ASCII.
    std::string I = newSSA(), J = newSSA();
    emit(I + " = char2int " + A);
    emit(J + " = + " + I + ", 1");
    std::string K = newSSA();
    emit(K + " = and " + J + ", 127");
    emit(Dest + " = int2char " + K);
    break;
  }
  }
  define(Dest, T);
}

/// One instruction that reads V (of type T) into a variable, when there is
/// one of its result's type.
void FunctionGen::useValue(const std::string &V, Scalar T) {
  std::string Op, B;
  Scalar Result = Scalar::Bool;
  if (T == Scalar::Int) {
    Op = spell(R.below(NumBinOps - FirstComparison) + FirstComparison);
    Result = Scalar::Int;
  } else if (T == Scalar::Bool) {
    Op = R.percent(50) ? "and" : "xor";
  } else {
    Op = std::string(T == Scalar::Float ? "f" : "c") +
         OrderedComparisons[R.below(5)];
  }
  B = operand(T);
  std::string D = variableOr(Result);
  assign(D, Result, Op + " " + V + ", " + B);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

const Object *FunctionGen::pickObject() const {
  return Objects.empty() ? nullptr : &Objects[R.below(Objects.size())];
}

/// An object of Elem with at least Need elements, or null.
const Object *FunctionGen::objectFor(Scalar Elem, unsigned Need) const {
  std::vector<const Object *> Fit;
  for (const Object &O : Objects)
    if (O.Elem == Elem && O.Count >= Need)
      Fit.push_back(&O);
  return Fit.empty() ? nullptr : R.pick(Fit);
}

/// A pointer to an element of O: O itself, or ptradd by a literal, by an
/// int masked below O's length, or by two steps whose first may leave the
/// object.
std::string FunctionGen::elementPointer(const Object &O) {
  if (O.Count == 1 && R.percent(70))
    return read(O.Ptr);
  if (R.percent(20))
    return read(O.Ptr);
  std::string Index;
  uint64_t K = R.below(10);
  unsigned Mask = 1;
  while (Mask * 2 <= O.Count)
    Mask *= 2;
  --Mask;
  if (K < 5 || Mask == 0) {
    Index = std::to_string(R.below(O.Count));
  } else if (K < 8) {
    std::string X = operand();
    Index = newSSA();
    emit(Index + " = and " + X + ", " + std::to_string(Mask));
    define(Index);
  } else {
    uint64_t Final = R.below(O.Count), Past = R.range(1, 3);
    std::string Mid = newSSA();
    emit(Mid + " = ptradd " + read(O.Ptr) + ", " +
         std::to_string(Final + Past));
    std::string P = newSSA();
    emit(P + " = ptradd " + Mid + ", -" + std::to_string(Past));
    return P;
  }
  std::string P = newSSA();
  std::string Dest = R.percent(25) ? P + ": " + pointerType(O.Elem) : P;
  emit(Dest + " = ptradd " + read(O.Ptr) + ", " + Index);
  return P;
}

/// What a caller passes for pointer parameter P: an object with enough
/// elements, or a pointer into one that leaves enough.
std::string FunctionGen::pointerArgument(const ParamInfo &P) {
  const Object &O = *objectFor(P.Elem, P.PointerElems);
  if (O.Count == P.PointerElems || R.percent(60))
    return read(O.Ptr);
  std::string Q = newSSA();
  std::string Offset = std::to_string(R.range(1, O.Count - P.PointerElems));
  emit(Q + " = ptradd " + read(O.Ptr) + ", " + Offset);
  return Q;
}

bool FunctionGen::genLoad(const Object *O) {
  if (!O)
    return false;
  Object Copy = *O;
  std::string P = elementPointer(Copy);
  std::string D = destination(Copy.Elem);
  assign(D, Copy.Elem, "load " + P);
  return true;
}

bool FunctionGen::genStore(const Object *O) {
  if (!O)
    return false;
  Object Copy = *O;
  std::string P = elementPointer(Copy);
  std::string V = operand(Copy.Elem);
  emit("store " + P + ", " + V);
  return true;
}

/// A load or a store through O, a load LoadPercent times in 100.
bool FunctionGen::genAccess(const Object &O, unsigned LoadPercent) {
  return R.percent(LoadPercent) ? genLoad(&O) : genStore(&O);
}

/// Stores to every element of a new object: one by one, or in a loop.
void FunctionGen::fill(const Object &O) {
  if (O.Count < 3 || R.percent(40)) {
    for (unsigned K = 0; K != O.Count; ++K) {
      std::string P = read(O.Ptr);
      if (K || R.percent(30)) {
        std::string Element = newSSA();
        emit(Element + " = ptradd " + P + ", " + std::to_string(K));
        P = Element;
      }
      std::string V = operand(O.Elem);
      emit("store " + P + ", " + V);
    }
    return;
  }
  std::string K = newCounter(), Loop = newLabel(), Done = newLabel();
  assign(K, Scalar::Int, "const 0");
  repeated(O.Count, [&] {
    label(Loop);
    std::string P = newSSA();
    std::string Base = read(O.Ptr);
    emit(P + " = ptradd " + Base + ", " + read(K));
    std::string V = operand(O.Elem);
    emit("store " + P + ", " + V);
    increment(K);
    // No data in the test: every element must be stored to.
    std::string More = newSSA(), Op = spell(Lt);
    emit(More + " = " + Op + " " + read(K) + ", " + std::to_string(O.Count));
    emit("br " + More + ", " + Loop + ", " + Done);
  });
  label(Done);
}

/// O.Ptr = a fresh heap object of O.Elem, from alloc (filled here) or from
/// a call to a function that returns one; O.Count is set.
void FunctionGen::makeObject(Object &O) {
  std::vector<const FunctionInfo *> Makers;
  for (const FunctionInfo &F : Callees)
    if (F.Returns == ReturnKind::FreshPointer && F.RetElem == O.Elem && fits(F))
      Makers.push_back(&F);
  if (!Makers.empty() && R.percent(40)) {
    const FunctionInfo &F = *R.pick(Makers);
    std::vector<std::string> Args = arguments(F);
    O.Count = F.RetCount;
    assignPointer(O.Ptr, O.Elem,
                  "call " + F.Name +
                      (Args.empty() ? "" : ", " + joinArgs(Args)));
    charge(F);
    return;
  }
  O.Count = static_cast<unsigned>(R.range(1, MaxElements));
  std::string Length = std::to_string(O.Count);
  if (R.percent(20)) {
    Length = newSSA();
    emit(Length + " = const " + std::to_string(O.Count));
    define(Length);
  }
  assignPointer(O.Ptr, O.Elem, "alloc " + Length);
  fill(O);
}

/// A heap object in a variable, used by the code nested in it and freed at
/// its end; no break, continue or return leaves that code.
bool FunctionGen::genHeapObject(unsigned Nesting) {
  if (!Typed || !afford(8 * MaxElements + 40))
    return false;
  Scalar Elem = pickScalar();
  Object O{newPointer(Elem), Elem, 0};
  makeObject(O);
  Objects.push_back(O);
  ++OpenHeap;
  size_t OuterFloor = ExitFloor;
  ExitFloor = Loops.size();
  reserving({6, 0}, [&] {
    if (Nesting < MaxNesting)
      genRegion(nestedCount(), Nesting + 1);
    else
      genStraight(R.range(1, 3), true);
  });
  if (R.percent(50))
    genLoad(&O);
  ExitFloor = OuterFloor;
  --OpenHeap;
  Objects.pop_back();
  emit("free " + read(O.Ptr));
  return true;
}

/// An alloca slot in an SSA value, stored to, used by a few statements of
/// its block (calls among them) and read back.
bool FunctionGen::genStackSlot() {
  if (!Typed || !afford(30))
    return false;
  Object O{newSSA(), pickScalar(), 1};
  stackCell(O.Ptr, pointerType(O.Elem));
  std::string V = operand(O.Elem);
  emit("store " + O.Ptr + ", " + V);
  Objects.push_back(O);
  reserving({6, 0}, [&] { genStraight(R.below(3), true); });
  Objects.pop_back();
  genLoad(&O);
  return true;
}

/// A ptr<ptr<T>> (heap or stack) holding a pointer to an object, which is
/// loaded back and used.
bool FunctionGen::genPointerTable() {
  const Object *Inner = pickObject();
  if (!Inner || !afford(12))
    return false;
  genPointerCell(*Inner, R.percent(50));
  return true;
}

/// The pointer to Inner stored in a ptr<ptr<T>> cell on the heap or the
/// stack, loaded back and used.
void FunctionGen::genPointerCell(const Object &Inner, bool Heap) {
  Object O = Inner;
  std::string T = newSSA(), Type = "ptr<" + pointerType(O.Elem) + ">";
  if (Heap)
    emit(T + ": " + Type + " = alloc 1");
  else
    stackCell(T, Type);
  emit("store " + T + ", " + read(O.Ptr));
  std::string Loaded = newSSA();
  emit(Loaded + " = load " + T);
  genAccess({Loaded, O.Elem, O.Count});
  if (Heap)
    emit("free " + T);
}

/// A pointer variable set to one object or another in the two arms of an
/// if, then used: a phi of pointers after ssa.
bool FunctionGen::genPointerSelect() {
  const Object *First = pickObject();
  if (!First || !afford(24))
    return false;
  Object A = *First;
  Object B = *objectFor(A.Elem, 1);
  std::string Sel = newPointer(A.Elem), C = condition();
  std::string Then = newLabel(), Else = newLabel(), Join = newLabel();
  emit("br " + C + ", " + Then + ", " + Else);
  label(Then);
  assignPointer(Sel, A.Elem, "copy " + read(A.Ptr));
  genStraight(R.below(2), true);
  emit("jmp " + Join);
  label(Else);
  assignPointer(Sel, A.Elem, "copy " + read(B.Ptr), false);
  label(Join);
  JumpTargets.push_back(Join);
  genAccess({Sel, A.Elem, std::min(A.Count, B.Count)}, 60);
  return true;
}

/// Takes Slot's address in one of the ways after which LLVM's mem2reg
/// leaves a slot in memory and reads or writes the slot through the
/// result: passed to a call, when a callee takes it and fits, or else
/// stored as a value in a heap cell, offset by ptradd or copied. Not stored
/// in a stack cell: mem2reg promotes until nothing is left to promote, and
/// once the cell is promoted, so is the slot.
void FunctionGen::genEscape(const Object &Slot) {
  if (genCall(&Slot))
    return;
  uint64_t Kind = R.below(3);
  if (Kind == 0) {
    genPointerCell(Slot, true);
    return;
  }
  std::string Through = newSSA();
  emit(Kind == 1
           ? Through + " = ptradd " + Slot.Ptr + ", 0"
           : Through + ": " + pointerType(Slot.Elem) + " = copy " + Slot.Ptr);
  genAccess({Through, Slot.Elem, 1});
}

/// An alloca slot stored to at the top of the function and usable anywhere
/// in it: in a variable, or in alloca form in an SSA value, as its alloca is
/// in the entry block.
void FunctionGen::genFunctionSlot() {
  Scalar Elem = pickScalar();
  Object O{"", Elem, 1};
  if (AllocaForm) {
    O.Ptr = newSSA();
    stackCell(O.Ptr, pointerType(Elem));
  } else {
    O.Ptr = newPointer(Elem);
    emit(O.Ptr + ": " + pointerType(Elem) + " = alloca");
  }
  std::string V = operand(O.Elem);
  emit("store " + O.Ptr + ", " + V);
  Objects.push_back(O);
}

/// Call, a call of F that returns a fresh object: the result is perhaps
/// read, then freed.
void FunctionGen::genFreshResult(const std::string &Call,
                                 const FunctionInfo &F) {
  Object O{newPointer(F.RetElem), F.RetElem, F.RetCount};
  assignPointer(O.Ptr, O.Elem, Call);
  if (R.percent(60))
    genLoad(&O);
  emit("free " + read(O.Ptr));
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void FunctionGen::genRegion(unsigned Count, unsigned Nesting) {
  for (unsigned I = 0; I != Count && StatementsLeft && afford(4); ++I) {
    --StatementsLeft;
    genStatement(Nesting);
  }
}

void FunctionGen::genStatement(unsigned Nesting) {
  unsigned Total = 0;
  for (const StmtWeight &W : StmtWeights)
    Total += W.Weight;
  for (unsigned Try = 0; Try != 4; ++Try) {
    uint64_t P = R.below(Total);
    const StmtWeight *W = StmtWeights;
    while (P >= W->Weight)
      P -= (W++)->Weight;
    if (tryStatement(W->Kind, Nesting))
      return;
  }
  genSimple(Stmt::Assign, true);
}

bool FunctionGen::tryStatement(Stmt Kind, unsigned Nesting) {
  bool CanNest = Nesting < MaxNesting;
  switch (Kind) {
  case Stmt::Call:
    return genCall();
  case Stmt::BareLabel: {
    // Entered only by falling through; lower merges it away.
    std::string L = newLabel();
    label(L);
    JumpTargets.push_back(L);
    return true;
  }
  case Stmt::IfThen:
  case Stmt::IfElse:
    return CanNest && genIf(Kind == Stmt::IfElse, Nesting);
  case Stmt::While:
    return CanNest && genWhile(Nesting);
  case Stmt::DoWhile:
    return CanNest && genDoWhile(Nesting);
  case Stmt::Irreducible:
    return CanNest && genIrreducible(Nesting);
  case Stmt::PhiLoop:
    return genPhiLoop();
  case Stmt::PhiJoin:
    return genPhiJoin();
  case Stmt::BrSame:
    return genBrSame();
  case Stmt::Exit:
    return genExit();
  case Stmt::HeapObject:
    return genHeapObject(Nesting);
  case Stmt::StackSlot:
    return genStackSlot();
  case Stmt::PointerTable:
    return genPointerTable();
  case Stmt::PointerSelect:
    return genPointerSelect();
  default:
    return genSimple(Kind, true);
  }
}

/// Count statements without labels; in dead code (Live false), no calls.
void FunctionGen::genStraight(unsigned Count, bool Live) {
  static const Stmt Kinds[] = {
      Stmt::Assign, Stmt::Assign, Stmt::DivRem, Stmt::Unary, Stmt::Print,
      Stmt::Swap,   Stmt::Param,  Stmt::Load,   Stmt::Store, Stmt::Call};
  constexpr unsigned NumKinds = sizeof(Kinds) / sizeof(Kinds[0]);
  for (unsigned I = 0; I != Count; ++I) {
    Stmt Kind = Kinds[R.below(Live ? NumKinds : NumKinds - 1)];
    if (!(Kind == Stmt::Call ? genCall() : genSimple(Kind, Live)))
      genSimple(Stmt::Assign, Live);
  }
}

/// One of the statements that need no labels and at most four steps. In
/// live code they are only emitted while the budget allows.
bool FunctionGen::genSimple(Stmt Kind, bool Live) {
  if (Live && !afford(4, Kind == Stmt::Print))
    return Kind == Stmt::Assign;
  switch (Kind) {
  case Stmt::DivRem: {
    std::string A = operand(), Divisor;
    switch (R.below(3)) {
    case 0:
      Divisor = R.percent(50) ? "-1" : std::to_string(R.range(1, 9));
      break;
    case 1: {
      Divisor = newSSA();
      std::string X = operand();
      emit(Divisor + " = " + spell(Or) + " " + X + ", 1");
      define(Divisor);
      break;
    }
    default: {
      Divisor = R.pick(Writable[Scalar::Int]);
      std::string X = operand();
      assign(Divisor, Scalar::Int, spell(Or) + " " + X + ", 1");
      break;
    }
    }
    std::string D = destination();
    std::string Op = spell(R.percent(50) ? Div : Rem);
    assign(D, Scalar::Int, Op + " " + A + ", " + read(Divisor));
    return true;
  }
  case Stmt::Unary:
    genUnary(pickScalar());
    return true;
  case Stmt::Print:
    return genPrint();
  case Stmt::Swap:
    return genSwap();
  case Stmt::Param:
    return genParam();
  case Stmt::Load:
    return genLoad(pickObject());
  case Stmt::Store:
    return genStore(pickObject());
  default:
    genBinary(pickScalar());
    return true;
  }
}

bool FunctionGen::genPrint() {
  std::vector<std::string> Args(R.below(4));
  for (std::string &A : Args) {
    const Object *O = printsPointers() && R.percent(5) ? pickObject() : nullptr;
    A = O ? O->Ptr : operand(pickScalar());
  }
  emit(Args.empty() ? "print" : "print " + joinArgs(Args), true);
  return true;
}

/// Three variables of one type, swapped through a temporary.
bool FunctionGen::genSwap() {
  std::vector<Scalar> Types;
  for (unsigned K = 0; K != NumScalars; ++K)
    if (Writable[Scalar(K)].size() >= 3)
      Types.push_back(Scalar(K));
  if (Types.empty())
    return false;
  Scalar T = R.pick(Types);
  std::vector<std::string> V = Writable[T];
  R.shuffle(V);
  std::string Tmp = R.percent(30) ? newSSA() : V[2];
  auto Copy = [&](const std::string &To, const std::string &From) {
    assign(To, T, "copy " + read(From));
  };
  Copy(Tmp, V[0]);
  Copy(V[0], V[1]);
  Copy(V[1], Tmp);
  return true;
}

bool FunctionGen::genParam() {
  std::vector<unsigned> Scalars;
  for (unsigned K = 0; K != Self->Params.size(); ++K)
    if (!Self->Params[K].isPointer())
      Scalars.push_back(K);
  if (Scalars.empty())
    return false;
  unsigned K = R.pick(Scalars);
  Scalar T = Self->Params[K].Elem;
  std::string D = destination(T);
  assign(D, T, "param " + std::to_string(K));
  return true;
}

/// Whether a call to F fits the budget and the call depth, and there is
/// memory for each of its pointer parameters.
bool FunctionGen::fits(const FunctionInfo &F) const {
  if (!afford(F.PerCall.Steps + 4 + 2 * F.Params.size(), F.PerCall.Lines) ||
      OwnFrames + F.Frames > MaxFrames)
    return false;
  for (const ParamInfo &P : F.Params)
    if (P.isPointer() && !objectFor(P.Elem, P.PointerElems))
      return false;
  return true;
}

/// Whether P is a pointer parameter that O can be passed for.
static bool serves(const Object &O, const ParamInfo &P) {
  return P.isPointer() && P.Elem == O.Elem && P.PointerElems <= O.Count;
}

/// The arguments of a call to F (which fits); a recursive callee gets its
/// depth masked, and Pass, if given, goes to the first pointer parameter it
/// serves.
std::vector<std::string> FunctionGen::arguments(const FunctionInfo &F,
                                                const Object *Pass) {
  std::vector<std::string> Args(F.Params.size());
  for (size_t K = 0; K != Args.size(); ++K) {
    const ParamInfo &P = F.Params[K];
    if (Pass && serves(*Pass, P)) {
      Args[K] = read(Pass->Ptr);
      Pass = nullptr;
    } else {
      Args[K] = P.isPointer() ? pointerArgument(P) : operand(P.Elem);
    }
  }
  if (F.DepthMask) {
    if (R.percent(30)) {
      Args[0] = std::to_string(R.range(0, F.DepthMask));
    } else {
      std::string X = operand();
      Args[0] = newSSA();
      emit(Args[0] + " = and " + X + ", " + std::to_string(F.DepthMask));
      define(Args[0]);
    }
  }
  return Args;
}

void FunctionGen::charge(const FunctionInfo &F) {
  Cur->Used += F.PerCall;
  Self->Frames = std::max(Self->Frames, OwnFrames + F.Frames);
}

/// A call to a function that fits, other than one returning a fresh object
/// (genHeapObject makes those), its result perhaps dropped; given Pass, a
/// function with a pointer parameter that Pass serves, passed Pass.
bool FunctionGen::genCall(const Object *Pass) {
  auto Takes = [&](const FunctionInfo &F) {
    return !Pass ||
           std::any_of(F.Params.begin(), F.Params.end(),
                       [&](const ParamInfo &P) { return serves(*Pass, P); });
  };
  std::vector<const FunctionInfo *> Fit;
  for (const FunctionInfo &F : Callees)
    if (F.Returns != ReturnKind::FreshPointer && fits(F) && Takes(F))
      Fit.push_back(&F);
  if (Fit.empty())
    return false;
  const FunctionInfo &F = *R.pick(Fit);
  std::vector<std::string> Args = arguments(F, Pass);
  std::string Call = "call " + F.Name;
  if (!Args.empty())
    Call += ", " + joinArgs(Args);
  if (F.Returns == ReturnKind::Void || R.percent(25)) {
    emit(Call);
  } else {
    std::string D = destination(F.RetElem);
    assign(D, F.RetElem, Call);
  }
  charge(F);
  return true;
}

/// if-then (the join is the branch's other target and is fallen into: a
/// critical edge) or if-then-else.
bool FunctionGen::genIf(bool WithElse, unsigned Nesting) {
  if (!afford(8))
    return false;
  std::string C = condition();
  std::string Then = newLabel(), Else = WithElse ? newLabel() : "",
              Join = newLabel();
  std::string Other = WithElse ? Else : Join;
  emit(R.percent(50) ? "br " + C + ", " + Then + ", " + Other
                     : "br " + C + ", " + Other + ", " + Then);
  label(Then);
  genRegion(nestedCount(), Nesting + 1);
  if (WithElse) {
    emit("jmp " + Join);
    label(Else);
    genRegion(nestedCount(), Nesting + 1);
  }
  label(Join);
  JumpTargets.push_back(Join);
  return true;
}

bool FunctionGen::genWhile(unsigned Nesting) {
  uint64_t N = tripBound(10);
  if (!N)
    return false;
  std::string K = newCounter();
  std::string Head = newLabel(), Body = newLabel(), Latch = newLabel(),
              Exit = newLabel();
  assign(K, Scalar::Int, "const 0");
  repeated(N + 1, [&] {
    label(Head);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Body + ", " + Exit);
    label(Body);
    Loops.push_back({Exit, Latch});
    genRegion(nestedCount(), Nesting + 1);
    Loops.pop_back();
    label(Latch);
    increment(K);
    emit("jmp " + Head);
  });
  label(Exit);
  JumpTargets.push_back(Head);
  JumpTargets.push_back(Exit);
  return true;
}

/// A do-while loop: the latch tests and exits.
bool FunctionGen::genDoWhile(unsigned Nesting) {
  uint64_t N = tripBound(10);
  if (!N)
    return false;
  std::string K = newCounter();
  std::string Body = newLabel(), Latch = newLabel(), Exit = newLabel();
  assign(K, Scalar::Int, "const 0");
  repeated(N + 1, [&] {
    label(Body);
    Loops.push_back({Exit, Latch});
    genRegion(nestedCount(), Nesting + 1);
    Loops.pop_back();
    label(Latch);
    increment(K);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Body + ", " + Exit);
  });
  label(Exit);
  JumpTargets.push_back(Body);
  return true;
}

/// A cycle of two blocks, each entered from outside: each half counts, so
/// the halves together run at most N times.
bool FunctionGen::genIrreducible(unsigned Nesting) {
  uint64_t N = tripBound(20);
  if (!N)
    return false;
  std::string K = newCounter();
  std::string A = newLabel(), LatchA = newLabel(), B = newLabel(),
              LatchB = newLabel(), Exit = newLabel();
  assign(K, Scalar::Int, "const 0");
  std::string C = condition();
  emit("br " + C + ", " + A + ", " + B);
  repeated(N + 1, [&] {
    for (int Half = 0; Half != 2; ++Half) {
      std::string Latch = Half ? LatchB : LatchA;
      label(Half ? B : A);
      Loops.push_back({Exit, Latch});
      genRegion(nestedCount(), Nesting + 1);
      Loops.pop_back();
      label(Latch);
      increment(K);
      std::string More = loopCondition(K, N);
      emit("br " + More + ", " + (Half ? A : B) + ", " + Exit);
    }
  });
  label(Exit);
  JumpTargets.push_back(Exit);
  return true;
}

/// A permutation of 0 .. N-1 that maps each index to one of the same type.
static std::vector<unsigned> permutationWithin(Random &R,
                                               const std::vector<Scalar> &Of) {
  std::vector<unsigned> Perm(Of.size());
  for (unsigned K = 0; K != NumScalars; ++K) {
    std::vector<unsigned> Class;
    for (unsigned J = 0; J != Of.size(); ++J)
      if (Of[J] == Scalar(K))
        Class.push_back(J);
    std::vector<unsigned> Images = Class;
    R.shuffle(Images);
    for (size_t J = 0; J != Class.size(); ++J)
      Perm[Class[J]] = Images[J];
  }
  return Perm;
}

/// A loop whose state lives in phis that read each other: a random
/// permutation (within each type) makes swaps and longer cycles, a value
/// computed in the body makes the lost-copy shape, and the phis are read
/// after the loop. The phis are of one or two scalar types, or all
/// pointers to objects of one type, read through in the body.
bool FunctionGen::genPhiLoop() {
  unsigned M = R.range(2, 4);
  uint64_t N = tripBound(5 * M + 26);
  if (!N)
    return false;
  const Object *Picked = Typed && R.percent(20) ? pickObject() : nullptr;
  std::optional<Object> Base;
  if (Picked)
    Base = *Picked;
  std::vector<Scalar> Types(M, Base ? Base->Elem : pickPhiType());
  if (!Base && Typed && R.percent(50)) {
    Scalar Other = pickPhiType();
    for (Scalar &T : Types)
      T = R.percent(50) ? Other : T;
  }
  std::string Pre = newLabel(), Loop = newLabel(), Exit = newLabel();
  label(Pre);
  genStraight(R.below(2), true);
  std::vector<std::string> Init(M), Phis(M), Back(M), Body;
  std::vector<Scalar> BodyTypes;
  unsigned Elements = MaxElements;
  // A pointer phi's entries are objects of Base's type, so it points to
  // at least Elements of them.
  auto AnyObject = [&] {
    const Object &O = *objectFor(Base->Elem, 1);
    Elements = std::min(Elements, O.Count);
    return O.Ptr;
  };
  for (unsigned J = 0; J != M; ++J)
    Init[J] = Base ? read(AnyObject()) : operand(Types[J]);
  emit("jmp " + Loop);
  for (std::string &P : Phis)
    P = newSSA();
  std::string Count = newSSA(), NextCount = newSSA();
  std::vector<unsigned> Perm = permutationWithin(R, Types);
  for (unsigned J = 0; J != M; ++J) {
    Scalar T = Types[J];
    uint64_t K = R.below(10);
    // In alloca form an entry on the back edge names no variable (which
    // would need a load in the loop): no object's pointer in a variable,
    // no variable.
    if (K < 6 || (K >= 8 && T == Scalar::Bool && !Base) ||
        (Base && AllocaForm)) {
      Back[J] = Phis[Perm[J]];
    } else if (Base) {
      Back[J] = AnyObject();
    } else if (K < 8) {
      Back[J] = newSSA();
      Body.push_back(Back[J]);
      BodyTypes.push_back(T);
    } else {
      Back[J] = K == 8 || Readable[T].empty() || AllocaForm
                    ? literal(T)
                    : R.pick(Readable[T]);
    }
  }
  bool PreFirst = R.percent(50);
  auto Entries = [&](const std::string &In, const std::string &Again) {
    return PreFirst
               ? "[" + In + ", " + Pre + "], [" + Again + ", " + Loop + "]"
               : "[" + Again + ", " + Loop + "], [" + In + ", " + Pre + "]";
  };
  auto Define = [&](const std::string &Phi, Scalar T) {
    return Base ? Phi + ": " + pointerType(T) : declared(Phi, T, true);
  };
  auto SameType = [&](Scalar T) {
    std::vector<std::string> Names;
    for (unsigned J = 0; J != M; ++J)
      if (Types[J] == T)
        Names.push_back(Phis[J]);
    return Names;
  };
  auto ThroughPhi = [&] {
    return genAccess({R.pick(Phis), Base->Elem, Elements}, 60);
  };
  bool MayPrint = !Base || printsPointers();
  repeated(N + 1, [&] {
    label(Loop);
    for (unsigned J = 0; J != M; ++J)
      emit(Define(Phis[J], Types[J]) + " = phi " + Entries(Init[J], Back[J]));
    emit(Count + " = phi " + Entries("0", NextCount));
    for (unsigned J = 0; J != M && !Base; ++J)
      define(Phis[J], Types[J]);
    if (MayPrint && afford(1, 1) && R.percent(70))
      emit("print " + joinArgs(Phis), true);
    for (size_t J = 0; J != Body.size(); ++J)
      combineInto(Body[J], BodyTypes[J], R.pick(SameType(BodyTypes[J])));
    if (Base)
      ThroughPhi();
    genStraight(R.below(3), true);
    emit(NextCount + " = + " + Count + ", 1");
    define(NextCount);
    std::string More = loopCondition(NextCount, N);
    emit("br " + More + ", " + Loop + ", " + Exit);
  });
  label(Exit);
  // The loop block dominates the exit, so its values are still usable.
  std::vector<std::string> Values = Phis;
  Values.insert(Values.end(), Body.begin(), Body.end());
  if (MayPrint && afford(2, 1))
    emit("print " + joinArgs(Values), true);
  if (Base)
    return ThroughPhi();
  for (unsigned J = 0; J != M; ++J)
    define(Phis[J], Types[J]);
  for (size_t J = 0; J != Body.size(); ++J)
    define(Body[J], BodyTypes[J]);
  Scalar T = Types[R.below(M)];
  std::string From = R.pick(SameType(T)), D = variableOr(T);
  assign(D, T, "copy " + From);
  return true;
}

/// A join whose phis take a value from each of two branches and from an
/// unreachable block, which `lower` removes with its entries.
bool FunctionGen::genPhiJoin() {
  if (!afford(40, 1))
    return false;
  std::string C = condition();
  std::string P1 = newLabel(), P2 = newLabel(), Join = newLabel();
  emit("br " + C + ", " + P1 + ", " + P2);
  struct Pred {
    std::string Label;
    Pools Avail;
  };
  std::vector<Pred> Preds;
  label(P1);
  genStraight(R.below(3), true);
  Preds.push_back({P1, Avail});
  emit("jmp " + Join);
  if (R.percent(40)) {
    std::string U = newLabel();
    label(U);
    genStraight(R.below(2), false);
    Preds.push_back({U, Avail});
    emit("jmp " + Join);
  }
  label(P2);
  genStraight(R.below(3), true);
  Preds.push_back({P2, Avail});
  if (R.percent(50))
    emit("jmp " + Join);
  label(Join);
  std::vector<std::pair<std::string, Scalar>> Results(R.range(1, 3));
  for (auto &[Phi, T] : Results) {
    T = pickPhiType();
    R.shuffle(Preds);
    std::vector<std::string> Entries;
    for (const Pred &P : Preds)
      Entries.push_back("[" + phiEntry(T, P.Avail) + ", " + P.Label + "]");
    Phi = newSSA();
    emit(declared(Phi, T, true) + " = phi " + joinArgs(Entries));
  }
  for (const auto &[Phi, T] : Results)
    define(Phi, T);
  const auto &[Used, T] = R.pick(Results);
  useValue(Used, T);
  return true;
}

/// `br c, L, L`: two edges into the next block, which may tell them apart
/// with phis.
bool FunctionGen::genBrSame() {
  if (!afford(16))
    return false;
  bool WithPhis = R.percent(60);
  std::string Pre;
  if (WithPhis) {
    Pre = newLabel();
    label(Pre);
    genStraight(R.below(2), true);
  }
  std::string C = condition();
  std::string Next = newLabel();
  emit("br " + C + ", " + Next + ", " + Next);
  Pools Before = Avail;
  label(Next);
  if (!WithPhis) {
    JumpTargets.push_back(Next);
    return true;
  }
  for (uint64_t K = R.range(1, 2); K; --K) {
    Scalar T = pickPhiType();
    std::string Phi = newSSA();
    std::string A = phiEntry(T, Before), B = phiEntry(T, Before);
    emit(declared(Phi, T, true) + " = phi [" + A + ", " + Pre + "], [" + B +
         ", " + Pre + "]");
    define(Phi, T);
  }
  return true;
}

/// break, continue or return, under a condition; what follows the jump is
/// dead code. None leaves a heap object's code (which must free it), and
/// break and continue only go to loops inside it.
bool FunctionGen::genExit() {
  bool CanJump = Loops.size() > ExitFloor, CanReturn = OpenHeap == 0;
  if (!afford(10) || !(CanJump || CanReturn))
    return false;
  unsigned Kind = !CanJump ? 2 : CanReturn ? R.below(3) : R.below(2);
  std::string Target =
      Kind == 2 ? "" : (Kind == 0 ? Loops.back().Exit : Loops.back().Latch);
  std::string C = condition();
  std::string Next = newLabel();
  if (Kind != 2 && R.percent(40)) {
    // Straight to the exit or latch: a critical edge.
    emit(R.percent(50) ? "br " + C + ", " + Target + ", " + Next
                       : "br " + C + ", " + Next + ", " + Target);
  } else {
    std::string Taken = newLabel();
    emit(R.percent(50) ? "br " + C + ", " + Taken + ", " + Next
                       : "br " + C + ", " + Next + ", " + Taken);
    label(Taken);
    genStraight(R.below(3), true);
    if (Kind != 2)
      emit("jmp " + Target);
    else
      emit("ret" + returnOperand());
    deadCode();
  }
  label(Next);
  JumpTargets.push_back(Next);
  return true;
}

/// A do-while loop that is the first thing in the function, so the entry
/// block is a jump target; its counter needs no reset, as variables start
/// at 0 in every call.
void FunctionGen::genEntryLoop() {
  uint64_t N = tripBound(10);
  if (!N)
    return;
  std::string K = newCounter();
  std::string Top = newLabel(), Exit = newLabel();
  repeated(N + 1, [&] {
    label(Top);
    genStraight(R.range(1, 3), true);
    increment(K);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Top + ", " + Exit);
  });
  label(Exit);
}

/// `if depth > 0: call self(depth - 1, ...)`, at the top level of the body,
/// so it runs at most once per call.
void FunctionGen::genRecursion() {
  std::string G = newSSA(), Rec = newLabel(), Next = newLabel();
  std::string Op = spell(Gt);
  emit(G + " = " + Op + " " + read("depth") + ", 0");
  emit("br " + G + ", " + Rec + ", " + Next);
  label(Rec);
  std::vector<std::string> Args(Self->Params.size());
  Args[0] = newSSA();
  // Opcode and second operand.
  static const char *const Decrease[][2] = {
      {"sub", "1"}, {"+", "-1"}, {">>", "1"}};
  const auto &[Opcode, By] = Decrease[R.below(3)];
  emit(Args[0] + " = " + Opcode + " " + read("depth") + ", " + By);
  define(Args[0]);
  for (size_t K = 1; K != Args.size(); ++K)
    Args[K] = Self->Params[K].isPointer() ? pointerArgument(Self->Params[K])
                                          : operand(Self->Params[K].Elem);
  std::string Call = "call " + Self->Name + ", " + joinArgs(Args);
  if (Self->Returns == ReturnKind::FreshPointer) {
    genFreshResult(Call, *Self);
  } else if (Self->Returns == ReturnKind::Void) {
    emit(Call);
  } else {
    std::string D = destination(Self->RetElem);
    assign(D, Self->RetElem, Call);
  }
  label(Next);
}

/// Code after a terminator: a dead tail in the same block (whose jumps are
/// no edges, so they may go anywhere), and perhaps a labelled block that
/// nothing jumps to.
void FunctionGen::deadCode() {
  Avail.clear();
  if (R.percent(60)) {
    genStraight(R.range(1, 3), false);
    if (R.percent(40))
      emit(terminator(UsedLabels));
  }
  if (R.percent(35)) {
    label(newLabel());
    genStraight(R.below(3), false);
    emit(terminator(JumpTargets));
  }
}

std::string FunctionGen::terminator(const std::vector<std::string> &Targets) {
  uint64_t K = Targets.empty() ? 0 : R.below(4);
  switch (K) {
  case 0:
    return "ret" + returnOperand();
  case 1:
    return "jmp " + R.pick(Targets);
  case 2: {
    std::string C = operand(), A = R.pick(Targets);
    return "br " + C + ", " + A + ", " + R.pick(Targets);
  }
  default: {
    std::string C = operand(), L = R.pick(Targets);
    return "br " + C + ", " + L + ", " + L;
  }
  }
}

/// The variables of the function: a few of each type (ints first, so there
/// are always some), then the parameters, and the memory the parameters
/// give; in alloca form, the slots that escape.
void FunctionGen::setUpVariables() {
  for (const ParamInfo &P : Self->Params)
    addVariable({P.Name, P.Elem, P.isPointer(), true});
  std::vector<std::string> Names = VariableNames;
  R.shuffle(Names);
  size_t NumVars = R.range(3, 8), Made = 0;
  auto IsParam = [&](const std::string &N) {
    return std::any_of(Self->Params.begin(), Self->Params.end(),
                       [&](const ParamInfo &P) { return P.Name == N; });
  };
  for (const std::string &N : Names) {
    if (IsParam(N) || Made == NumVars)
      continue;
    Scalar T = Made++ < 2 ? Scalar::Int : pickScalar();
    Writable[T].push_back(N);
    if (T == Scalar::Int)
      Readable[T].push_back(N);
    addVariable({N, T, false, false});
  }
  for (const ParamInfo &P : Self->Params) {
    if (P.isPointer()) {
      Objects.push_back({P.Name, P.Elem, P.PointerElems});
      continue;
    }
    Readable[P.Elem].push_back(P.Name);
    Declared.insert(P.Name);
    if (P.Name != "depth")
      Writable[P.Elem].push_back(P.Name);
  }
  if (AllocaForm)
    chooseEscapingSlots();
}

std::string FunctionGen::generate(FunctionInfo &Fn, Cost Budget,
                                  unsigned RecursiveCalls) {
  Self = &Fn;
  bool Recursive = Fn.DepthMask != 0;
  // Invocations per outside call: 1 + R + R^2 + ... + R^Mask.
  uint64_t Invocations = 0;
  for (uint64_t Level = 0, Width = 1; Level <= Fn.DepthMask;
       ++Level, Width *= RecursiveCalls)
    Invocations += Width;
  OwnFrames = Recursive ? static_cast<unsigned>(Fn.DepthMask) + 1 : 1;
  Fn.Frames = OwnFrames;
  Region Top;
  Top.Budget = Budget.dividedBy(Invocations);
  Cur = &Top;
  StatementsLeft = 8 * Size;
  setUpVariables();

  if (R.percent(25)) {
    // Its counter is read before anything writes it.
    genEntryLoop();
  } else {
    if (R.percent(20))
      label(newLabel());
    // Read a variable that nothing has written yet: it holds 0 (0.0,
    // false, '\u{0}').
    Scalar T = pickScalar();
    const std::vector<std::string> &Vars =
        Writable[T].empty() ? Writable[Scalar::Int] : Writable[T];
    emit("print " + read(R.pick(Vars)), true);
  }
  if (Typed)
    for (uint64_t K = R.below(3); K; --K)
      genFunctionSlot();
  if (Fn.Returns == ReturnKind::FreshPointer) {
    Object Out{"out", Fn.RetElem, Fn.RetCount};
    addVariable({Out.Ptr, Out.Elem, true, false});
    assignPointer(Out.Ptr, Out.Elem, "alloc " + std::to_string(Out.Count));
    fill(Out);
    Objects.push_back(Out);
  }
  // The top-level positions of the recursive calls and the escapes.
  std::vector<unsigned> RecursionAt(RecursiveCalls),
      EscapeAt(EscapingSlots.size());
  for (unsigned &At : RecursionAt)
    At = static_cast<unsigned>(R.below(Size + 1));
  for (unsigned &At : EscapeAt)
    At = static_cast<unsigned>(R.below(Size + 1));
  for (unsigned I = 0; I <= Size; ++I) {
    for (unsigned At : RecursionAt)
      if (At == I)
        genRecursion();
    for (size_t S = 0; S != EscapeAt.size(); ++S)
      if (EscapeAt[S] == I)
        genEscape(EscapingSlots[S]);
    if (I != Size)
      genRegion(1, 0);
  }
  // Otherwise control falls off the end, returning the zero of its type.
  if (Fn.Name == "main" || Fn.Returns == ReturnKind::FreshPointer ||
      R.percent(75)) {
    emit("ret" + returnOperand());
    deadCode();
  }
  if (AllocaForm)
    prependEntrySlots();
  Fn.PerCall = Top.Used.times(Invocations);
  return functionHeader(Fn) + Text;
}

//===----------------------------------------------------------------------===//
// The module and the command line
//===----------------------------------------------------------------------===//

namespace {
struct GenOptions {
  uint64_t Seed = 0;
  unsigned Functions = 3;
  unsigned Size = 10;
  bool Typed = true;
  bool AllocaForm = false;
};
} // namespace

/// A parameter named Name: an int, or with types, another scalar or a
/// pointer to a few elements. In alloca form half are pointers, most of them
/// to one element and to ints, so that slots (mostly ints) have callees to
/// escape to.
static ParamInfo makeParam(Random &R, const std::string &Name, bool Typed,
                           bool AllocaForm) {
  ParamInfo P{Name};
  if (!Typed)
    return P;
  uint64_t K = R.below(100);
  static const Scalar ByRange[] = {Scalar::Int, Scalar::Float, Scalar::Bool,
                                   Scalar::Char};
  static const uint64_t Ends[] = {45, 57, 67, 77};
  static const uint64_t AllocaFormEnds[] = {30, 38, 44, 50};
  for (unsigned J = 0; J != 4; ++J)
    if (K < (AllocaForm ? AllocaFormEnds : Ends)[J]) {
      P.Elem = ByRange[J];
      return P;
    }
  if (AllocaForm) {
    P.Elem = R.percent(60) ? Scalar::Int : ByRange[R.below(4)];
    P.PointerElems = R.percent(70) ? 1 : static_cast<unsigned>(R.range(2, 3));
  } else {
    P.Elem = ByRange[R.below(4)];
    P.PointerElems = static_cast<unsigned>(R.range(1, 3));
  }
  return P;
}

/// What a function returns: an int, or with types, another scalar,
/// nothing, or a fresh heap object.
static void chooseReturn(Random &R, FunctionInfo &Fn, bool Typed) {
  if (!Typed)
    return;
  uint64_t K = R.below(100);
  static const Scalar ByRange[] = {Scalar::Int, Scalar::Float, Scalar::Bool,
                                   Scalar::Char};
  static const uint64_t Ends[] = {40, 52, 60, 70};
  for (unsigned J = 0; J != 4; ++J)
    if (K < Ends[J]) {
      Fn.RetElem = ByRange[J];
      return;
    }
  if (K < 80) {
    Fn.Returns = ReturnKind::Void;
    return;
  }
  Fn.Returns = ReturnKind::FreshPointer;
  Fn.RetElem = ByRange[R.below(4)];
  Fn.RetCount = static_cast<unsigned>(R.range(1, MaxElements));
}

/// Functions f0 .. f(K-1), each calling only later ones and itself, then
/// main, which calls any. Printed main first.
static std::string generateModule(const GenOptions &Opts) {
  Random R(Opts.Seed);
  std::vector<FunctionInfo> Done;
  std::vector<std::string> Texts;
  std::vector<std::string> FunctionNames;
  for (unsigned I = 0; I != Opts.Functions; ++I)
    FunctionNames.push_back("f" + std::to_string(I));
  std::vector<std::string> Tricky = TrickyFunctions;
  for (std::string &Name : FunctionNames)
    if (!Tricky.empty() && R.percent(15)) {
      Name = Tricky.back();
      Tricky.pop_back();
    }
  for (unsigned I = Opts.Functions; I-- > 0;) {
    FunctionInfo Fn;
    Fn.Name = FunctionNames[I];
    unsigned RecursiveCalls = 0;
    if (R.percent(40)) {
      RecursiveCalls = R.percent(70) ? 1 : 2;
      Fn.DepthMask = RecursiveCalls == 1 ? R.pick<uint64_t>({1, 3, 7}) : 3;
      Fn.Params.push_back({"depth"});
    }
    std::vector<std::string> Names = VariableNames;
    R.shuffle(Names);
    for (uint64_t K = R.below(4); K; --K)
      Fn.Params.push_back(makeParam(R, Names[K], Opts.Typed, Opts.AllocaForm));
    chooseReturn(R, Fn, Opts.Typed);
    Cost Budget{uint64_t(1) << R.range(6, 12), R.range(0, 30)};
    FunctionGen Gen(R, Opts.Size, Opts.Typed, Opts.AllocaForm, Done);
    Texts.push_back(Gen.generate(Fn, Budget, RecursiveCalls));
    Done.push_back(Fn);
  }
  FunctionInfo Main;
  Main.Name = "main";
  FunctionGen Gen(R, Opts.Size, Opts.Typed, Opts.AllocaForm, Done);
  std::string MainText = Gen.generate(Main, {200000, 2000}, 0);

  std::string Form = Opts.Typed ? "" : " --int-only";
  if (Opts.AllocaForm)
    Form += " --alloca";
  std::string Out = "; mopt-gen --seed=" + std::to_string(Opts.Seed) +
                    " --functions=" + std::to_string(Opts.Functions) +
                    " --size=" + std::to_string(Opts.Size) + Form + "\n" +
                    "; runs at most " + std::to_string(Main.PerCall.Steps) +
                    " steps, prints at most " +
                    std::to_string(Main.PerCall.Lines) + " lines, " +
                    std::to_string(Main.Frames) + " frames deep\n\n" + MainText;
  for (size_t I = Texts.size(); I-- > 0;)
    Out += "\n" + Texts[I];
  return Out;
}

static const char *const Usage =
    "usage: mopt-gen --seed=N [--functions=K] [--size=S] [--int-only | "
    "--alloca]\n"
    "  Writes a random, valid, well-typed TAC module that runs to completion\n"
    "  to standard output; the same options always give the same module.\n"
    "  --seed=N       the random seed (required)\n"
    "  --functions=K  functions besides main (default 3)\n"
    "  --size=S       statements at the top level of each function "
    "(default 10)\n"
    "  --int-only     only ints and the int opcodes: no bools, floats,\n"
    "                 chars or memory\n"
    "  --alloca       alloca form, as clang writes at -O0: every variable\n"
    "                 in a slot that the entry block allocates and stores\n"
    "                 its zero or argument to, a load per read, a store per\n"
    "                 write; about one slot in six has its address escape\n"
    "                 (passed to a call, stored in a heap cell, offset by\n"
    "                 ptradd, copied), which keeps it in memory after\n"
    "                 mem2reg\n";

/// The number after Prefix in Word, if Word starts with Prefix.
static bool numberAfter(const char *Word, const char *Prefix, uint64_t &Value) {
  size_t Len = std::strlen(Prefix);
  if (std::strncmp(Word, Prefix, Len) != 0)
    return false;
  const char *Begin = Word + Len, *End = Begin + std::strlen(Begin);
  auto [Ptr, Err] = std::from_chars(Begin, End, Value);
  return Begin != End && Ptr == End && Err == std::errc();
}

int main(int Argc, char **Argv) {
  uint64_t Seed = 0, Functions = 3, Size = 10;
  bool HaveSeed = false, Typed = true, AllocaForm = false;
  for (int I = 1; I != Argc; ++I) {
    const char *Word = Argv[I];
    if (!std::strcmp(Word, "--help") || !std::strcmp(Word, "-h")) {
      std::fputs(Usage, stdout);
      return 0;
    }
    if (numberAfter(Word, "--seed=", Seed)) {
      HaveSeed = true;
    } else if (!std::strcmp(Word, "--int-only")) {
      Typed = false;
    } else if (!std::strcmp(Word, "--alloca")) {
      AllocaForm = true;
    } else if (!(numberAfter(Word, "--functions=", Functions) ||
                 numberAfter(Word, "--size=", Size)) ||
               Functions > 1000 || Size > 1000) {
      std::fprintf(stderr, "mopt-gen: error: bad option '%s'\n%s", Word, Usage);
      return 1;
    }
  }
  if (!HaveSeed) {
    std::fprintf(stderr, "mopt-gen: error: --seed=N is required\n%s", Usage);
    return 1;
  }
  if (!Typed && AllocaForm) {
    std::fprintf(stderr,
                 "mopt-gen: error: --alloca puts variables in memory, which "
                 "--int-only leaves out\n%s",
                 Usage);
    return 1;
  }
  std::string Text =
      generateModule({Seed, static_cast<unsigned>(Functions),
                      static_cast<unsigned>(Size), Typed, AllocaForm});
  std::fwrite(Text.data(), 1, Text.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}
