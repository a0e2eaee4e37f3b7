//===- MOptGen.cpp - Random terminating TAC programs ----------------------===//
//
// mopt-gen --seed=N [--functions=K] [--size=S] writes one random TAC module
// (docs/TAC.md) to standard output, for differential testing: mopt runs it
// before and after a pipeline, and the two runs must print and return the
// same. The same options always give the same text: the only source of
// randomness is a splitmix64 generator seeded with N.
//
// Every program is valid flat TAC and terminates:
//   - every loop has a counter that no other code writes, reset on entry,
//     so it runs a bounded number of times whatever the data say;
//   - a function calls only functions generated before it (a DAG), except
//     for its own recursion, which decreases a `depth` parameter that its
//     callers pass masked to a few bits;
//   - divisors are non-zero literals or `or x, 1`, which is odd.
// And every program is valid: an SSA value is used only further down its
// own block, by phis on the edges out of that block, or in the exit block
// of the phi loop that defines it, which the loop dominates.
// While generating, each piece of code is charged the most steps and printed
// lines it can cost (a loop body times its trip bound, a call the callee's
// cost), and constructs are only chosen while they fit the budget. So the
// bound written in the header comment is a true upper bound, and main's
// budget keeps it far below mopt's --max-steps; the call depth is bounded
// the same way.
//
// The shapes covered: while loops, do-while loops that exit from the latch,
// irreducible loops (two entries), loops at the function entry, break,
// continue and early return, swaps through a temporary and as phi cycles,
// the lost-copy shape, critical edges, `br c, L, L` (with phis), joins with
// phis and an unreachable predecessor, dead code after terminators,
// unreachable blocks, fall-through between labels, variables read before
// any assignment, every binary operator, calls and bounded recursion.
//
// The generator nests loops and ifs by recursion, but never deeper than
// MaxNesting, whatever --size says.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

/// Loops and ifs nest at most this deep.
static constexpr unsigned MaxNesting = 3;
/// A loop's trip bound is at most this.
static constexpr uint64_t MaxTrips = 12;
/// The deepest call stack a program may make, main's frame included; the
/// differential runs allow 100.
static constexpr unsigned MaxFrames = 60;

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

/// What a caller needs to know about a generated function.
struct FunctionInfo {
  std::string Name;
  unsigned NumParams = 0;
  /// For a recursive function, parameter 0 is its depth, and callers pass
  /// it masked with DepthMask; 0 otherwise.
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
  BareLabel,
  IfThen,
  IfElse,
  While,
  DoWhile,
  Irreducible,
  PhiLoop,
  PhiJoin,
  BrSame,
  Exit
};

struct StmtWeight {
  Stmt Kind;
  unsigned Weight;
};

} // namespace

/// Every binary operator; div and rem are 3 and 4, the comparisons last.
static const BinOp BinOps[] = {
    {"add", "+"},  {"sub", "-"},  {"mul", "*"}, {"div", "/"},
    {"rem", "%"},  {"and", "&"},  {"or", "|"},  {"xor", "^"},
    {"shl", "<<"}, {"shr", ">>"}, {"lt", "<"},  {"le", "<="},
    {"gt", ">"},   {"ge", ">="},  {"eq", "=="}, {"ne", "!="}};
static constexpr unsigned NumBinOps = sizeof(BinOps) / sizeof(BinOps[0]);
static constexpr unsigned FirstComparison = 10;
enum : unsigned { Add = 0, Div = 3, Rem = 4, Or = 6, Lt = 10, Gt = 12 };

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

static const StmtWeight StmtWeights[] = {
    {Stmt::Assign, 30},     {Stmt::DivRem, 6},    {Stmt::Unary, 8},
    {Stmt::Print, 8},       {Stmt::Swap, 5},      {Stmt::Call, 8},
    {Stmt::Param, 2},       {Stmt::BareLabel, 3}, {Stmt::IfThen, 8},
    {Stmt::IfElse, 6},      {Stmt::While, 6},     {Stmt::DoWhile, 5},
    {Stmt::Irreducible, 3}, {Stmt::PhiLoop, 4},   {Stmt::PhiJoin, 4},
    {Stmt::BrSame, 3},      {Stmt::Exit, 5}};

static std::string joinArgs(const std::vector<std::string> &Args) {
  std::string Out;
  for (const std::string &A : Args)
    Out += (Out.empty() ? "" : ", ") + A;
  return Out;
}

namespace {

/// Writes one function. Callees holds every function it may call, Self is
/// the function itself (its name, parameters and recursion already chosen);
/// generate() fills in Self's cost and frames.
class FunctionGen {
public:
  FunctionGen(Random &R, unsigned Size,
              const std::vector<FunctionInfo> &Callees)
      : R(R), Size(Size), Callees(Callees) {}

  std::string generate(FunctionInfo &Self,
                       const std::vector<std::string> &Params, Cost Budget,
                       unsigned RecursiveCalls);

private:
  // Emission and accounting.
  void emit(const std::string &Inst, bool Prints = false);
  void label(const std::string &Name);
  bool afford(uint64_t Steps, uint64_t Lines = 0) const {
    return Cur->remaining().covers({Steps, Lines});
  }
  template <typename Fn> void repeated(uint64_t Trips, Fn Body);
  uint64_t tripBound(uint64_t PerTrip);

  // Names and operands.
  std::string newLabel();
  std::string newSSA();
  std::string newCounter();
  std::string literal();
  std::string operand(const std::vector<std::string> &SSA);
  std::string operand() { return operand(Avail); }
  std::string destination();
  void define(const std::string &Dest);
  std::string spell(unsigned Op) {
    return R.percent(50) ? BinOps[Op].Word : BinOps[Op].Symbol;
  }
  std::string condition();
  std::string loopCondition(const std::string &Counter, uint64_t Bound);
  std::string increment(const std::string &Counter);

  // Statements.
  void genRegion(unsigned Count, unsigned Nesting);
  void genStatement(unsigned Nesting);
  bool tryStatement(Stmt Kind, unsigned Nesting);
  void genStraight(unsigned Count, bool Live);
  bool genSimple(Stmt Kind, bool Live);
  bool genCall();
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

  Random &R;
  unsigned Size;
  const std::vector<FunctionInfo> &Callees;
  FunctionInfo *Self = nullptr;
  unsigned OwnFrames = 1;

  std::string Text;
  Region *Cur = nullptr;
  unsigned StatementsLeft = 0;
  unsigned NextLabel = 0;
  unsigned NextSSA = 0;
  unsigned NextCounter = 0;

  /// Variables that random statements may write.
  std::vector<std::string> Writable;
  /// Variables that any code may read: the writable ones, parameters,
  /// loop counters.
  std::vector<std::string> Readable;
  /// SSA values defined earlier in the current block.
  std::vector<std::string> Avail;
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

/// A loop bound N (the body runs at most N times, its header N + 1) that
/// leaves at least PerTrip steps per trip; 0 if not even N = 1 fits.
uint64_t FunctionGen::tripBound(uint64_t PerTrip) {
  uint64_t Fit = Cur->remaining().Steps / (PerTrip + 8);
  if (Fit < 2)
    return 0;
  return R.range(1, std::min(MaxTrips, Fit - 1));
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
  Readable.push_back(Name);
  return Name;
}

std::string FunctionGen::literal() {
  if (R.percent(10))
    return R.pick(BigLiterals);
  return std::to_string(static_cast<int64_t>(R.below(21)) - 10);
}

std::string FunctionGen::operand(const std::vector<std::string> &SSA) {
  uint64_t K = R.below(100);
  if (K < 40 && !SSA.empty())
    return R.pick(SSA);
  if (K < 85)
    return R.pick(Readable);
  return literal();
}

/// A destination: a writable variable or a new SSA value. Call define()
/// once the instruction is emitted.
std::string FunctionGen::destination() {
  return R.percent(60) ? R.pick(Writable) : newSSA();
}

void FunctionGen::define(const std::string &Dest) {
  if (Dest[0] == '%')
    Avail.push_back(Dest);
}

/// A value to branch on: a comparison, or any value (non-zero is true).
std::string FunctionGen::condition() {
  if (R.percent(25))
    return operand();
  std::string A = operand(), B = operand();
  std::string C = R.percent(80) ? newSSA() : R.pick(Writable);
  emit(C + " = " + spell(FirstComparison + R.below(6)) + " " + A + ", " + B);
  define(C);
  return C;
}

/// A value that is 0 once Counter reaches Bound, and may be 0 before when
/// the data say so.
std::string FunctionGen::loopCondition(const std::string &Counter,
                                       uint64_t Bound) {
  std::string C = newSSA();
  emit(C + " = " + spell(Lt) + " " + Counter + ", " + std::to_string(Bound));
  define(C);
  if (!R.percent(30))
    return C;
  std::string D = operand(), E = newSSA();
  emit(E + " = and " + C + ", " + D);
  define(E);
  return E;
}

std::string FunctionGen::increment(const std::string &Counter) {
  switch (R.below(3)) {
  case 0:
    return Counter + " = " + spell(Add) + " " + Counter + ", 1";
  case 1:
    return Counter + " = sub " + Counter + ", -1";
  default: {
    std::string T = newSSA();
    emit(T + " = + " + Counter + ", 1");
    return Counter + " = copy " + T;
  }
  }
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
  default:
    return genSimple(Kind, true);
  }
}

/// Count statements without labels; in dead code (Live false), no calls.
void FunctionGen::genStraight(unsigned Count, bool Live) {
  static const Stmt Kinds[] = {Stmt::Assign, Stmt::Assign, Stmt::DivRem,
                               Stmt::Unary,  Stmt::Print,  Stmt::Swap,
                               Stmt::Param,  Stmt::Call};
  for (unsigned I = 0; I != Count; ++I) {
    Stmt Kind = Kinds[R.below(Live ? 8 : 7)];
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
    case 1:
      Divisor = newSSA();
      emit(Divisor + " = " + spell(Or) + " " + operand() + ", 1");
      define(Divisor);
      break;
    default:
      Divisor = R.pick(Writable);
      emit(Divisor + " = " + spell(Or) + " " + operand() + ", 1");
      break;
    }
    std::string D = destination();
    emit(D + " = " + spell(R.percent(50) ? Div : Rem) + " " + A + ", " +
         Divisor);
    define(D);
    return true;
  }
  case Stmt::Unary: {
    static const char *const Ops[] = {"neg", "not", "copy", "const"};
    unsigned K = R.below(4);
    std::string A = K == 3 ? literal() : operand();
    std::string D = destination();
    emit(D + " = " + Ops[K] + " " + A);
    define(D);
    return true;
  }
  case Stmt::Print: {
    std::vector<std::string> Args(R.below(4));
    for (std::string &A : Args)
      A = operand();
    emit(Args.empty() ? "print" : "print " + joinArgs(Args), true);
    return true;
  }
  case Stmt::Swap: {
    if (Writable.size() < 3)
      return false;
    std::vector<std::string> V = Writable;
    R.shuffle(V);
    std::string T = R.percent(30) ? newSSA() : V[2];
    emit(T + " = copy " + V[0]);
    emit(V[0] + " = copy " + V[1]);
    emit(V[1] + " = copy " + T);
    return true;
  }
  case Stmt::Param: {
    if (!Self->NumParams)
      return false;
    std::string D = destination();
    emit(D + " = param " + std::to_string(R.below(Self->NumParams)));
    define(D);
    return true;
  }
  default: {
    unsigned Op = R.below(NumBinOps);
    if (Op == Div || Op == Rem)
      Op = Add;
    std::string A = operand(), B = operand();
    std::string D = destination();
    emit(D + " = " + spell(Op) + " " + A + ", " + B);
    define(D);
    return true;
  }
  }
}

/// A call to a function that fits the budget and the call depth; a
/// recursive callee gets its depth argument masked.
bool FunctionGen::genCall() {
  std::vector<const FunctionInfo *> Fit;
  for (const FunctionInfo &F : Callees)
    if (afford(F.PerCall.Steps + 4, F.PerCall.Lines) &&
        OwnFrames + F.Frames <= MaxFrames)
      Fit.push_back(&F);
  if (Fit.empty())
    return false;
  const FunctionInfo &F = *R.pick(Fit);
  std::vector<std::string> Args(F.NumParams);
  for (size_t K = 0; K != Args.size(); ++K)
    Args[K] = operand();
  if (F.DepthMask) {
    if (R.percent(30)) {
      Args[0] = std::to_string(R.range(0, F.DepthMask));
    } else {
      Args[0] = newSSA();
      emit(Args[0] + " = and " + operand() + ", " +
           std::to_string(F.DepthMask));
      define(Args[0]);
    }
  }
  std::string Call = "call " + F.Name;
  if (!Args.empty())
    Call += ", " + joinArgs(Args);
  if (R.percent(25)) {
    emit(Call);
  } else {
    std::string D = destination();
    emit(D + " = " + Call);
    define(D);
  }
  Cur->Used += F.PerCall;
  Self->Frames = std::max(Self->Frames, OwnFrames + F.Frames);
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
  emit(K + " = const 0");
  repeated(N + 1, [&] {
    label(Head);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Body + ", " + Exit);
    label(Body);
    Loops.push_back({Exit, Latch});
    genRegion(nestedCount(), Nesting + 1);
    Loops.pop_back();
    label(Latch);
    emit(increment(K));
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
  emit(K + " = const 0");
  repeated(N + 1, [&] {
    label(Body);
    Loops.push_back({Exit, Latch});
    genRegion(nestedCount(), Nesting + 1);
    Loops.pop_back();
    label(Latch);
    emit(increment(K));
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
  emit(K + " = const 0");
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
      emit(increment(K));
      std::string More = loopCondition(K, N);
      emit("br " + More + ", " + (Half ? A : B) + ", " + Exit);
    }
  });
  label(Exit);
  JumpTargets.push_back(Exit);
  return true;
}

/// A loop whose state lives in phis that read each other: a random
/// permutation makes swaps and longer cycles, a value computed in the body
/// makes the lost-copy shape, and the phis are read after the loop.
bool FunctionGen::genPhiLoop() {
  unsigned M = R.range(2, 4);
  uint64_t N = tripBound(M + 26);
  if (!N)
    return false;
  std::string Pre = newLabel(), Loop = newLabel(), Exit = newLabel();
  label(Pre);
  genStraight(R.below(2), true);
  std::vector<std::string> Init(M), Phis(M), Back(M), Body;
  for (std::string &I : Init)
    I = operand();
  emit("jmp " + Loop);
  for (std::string &P : Phis)
    P = newSSA();
  std::string Count = newSSA(), NextCount = newSSA();
  std::vector<unsigned> Perm(M);
  for (unsigned J = 0; J != M; ++J)
    Perm[J] = J;
  R.shuffle(Perm);
  for (unsigned J = 0; J != M; ++J) {
    uint64_t K = R.below(10);
    if (K < 6) {
      Back[J] = Phis[Perm[J]];
    } else if (K < 8) {
      Back[J] = newSSA();
      Body.push_back(Back[J]);
    } else {
      Back[J] = K == 8 ? literal() : R.pick(Writable);
    }
  }
  bool PreFirst = R.percent(50);
  auto Entries = [&](const std::string &In, const std::string &Again) {
    return PreFirst
               ? "[" + In + ", " + Pre + "], [" + Again + ", " + Loop + "]"
               : "[" + Again + ", " + Loop + "], [" + In + ", " + Pre + "]";
  };
  repeated(N + 1, [&] {
    label(Loop);
    for (unsigned J = 0; J != M; ++J)
      emit(Phis[J] + " = phi " + Entries(Init[J], Back[J]));
    emit(Count + " = phi " + Entries("0", NextCount));
    Avail = Phis;
    if (afford(1, 1) && R.percent(70))
      emit("print " + joinArgs(Phis), true);
    for (const std::string &V : Body) {
      emit(V + " = " + spell(R.below(3)) + " " + R.pick(Phis) + ", " +
           operand());
      define(V);
    }
    genStraight(R.below(3), true);
    emit(NextCount + " = + " + Count + ", 1");
    define(NextCount);
    std::string More = loopCondition(NextCount, N);
    emit("br " + More + ", " + Loop + ", " + Exit);
  });
  label(Exit);
  // The loop block dominates the exit, so its values are still usable.
  Avail = Phis;
  Avail.insert(Avail.end(), Body.begin(), Body.end());
  if (afford(2, 1))
    emit("print " + joinArgs(Avail), true);
  std::string D = R.pick(Writable);
  emit(D + " = copy " + R.pick(Avail));
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
    std::vector<std::string> Avail;
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
  std::vector<std::string> Results(R.range(1, 3));
  for (std::string &Phi : Results) {
    R.shuffle(Preds);
    std::vector<std::string> Entries;
    for (const Pred &P : Preds)
      Entries.push_back("[" + operand(P.Avail) + ", " + P.Label + "]");
    Phi = newSSA();
    emit(Phi + " = phi " + joinArgs(Entries));
  }
  Avail = Results;
  std::string D = R.pick(Writable);
  emit(D + " = " +
       spell(R.below(NumBinOps - FirstComparison) + FirstComparison) + " " +
       R.pick(Results) + ", " + operand());
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
  std::vector<std::string> Before = Avail;
  label(Next);
  if (!WithPhis) {
    JumpTargets.push_back(Next);
    return true;
  }
  for (uint64_t K = R.range(1, 2); K; --K) {
    std::string Phi = newSSA();
    emit(Phi + " = phi [" + operand(Before) + ", " + Pre + "], [" +
         operand(Before) + ", " + Pre + "]");
    define(Phi);
  }
  return true;
}

/// break, continue or return, under a condition; what follows the jump is
/// dead code.
bool FunctionGen::genExit() {
  if (!afford(10))
    return false;
  unsigned Kind = Loops.empty() ? 2 : R.below(3);
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
      emit(R.percent(20) ? "ret" : "ret " + operand());
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
    emit(increment(K));
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Top + ", " + Exit);
  });
  label(Exit);
}

/// `if depth > 0: call self(depth - 1, ...)`, at the top level of the body,
/// so it runs at most once per call.
void FunctionGen::genRecursion() {
  std::string G = newSSA(), Rec = newLabel(), Next = newLabel();
  emit(G + " = " + spell(Gt) + " depth, 0");
  emit("br " + G + ", " + Rec + ", " + Next);
  label(Rec);
  std::vector<std::string> Args(Self->NumParams);
  Args[0] = newSSA();
  static const char *const Decrease[] = {" = sub depth, 1", " = + depth, -1",
                                         " = >> depth, 1"};
  emit(Args[0] + Decrease[R.below(3)]);
  define(Args[0]);
  for (size_t K = 1; K != Args.size(); ++K)
    Args[K] = operand();
  std::string D = destination();
  emit(D + " = call " + Self->Name + ", " + joinArgs(Args));
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
    return R.percent(30) ? "ret" : "ret " + operand();
  case 1:
    return "jmp " + R.pick(Targets);
  case 2:
    return "br " + operand() + ", " + R.pick(Targets) + ", " + R.pick(Targets);
  default: {
    std::string L = R.pick(Targets);
    return "br " + operand() + ", " + L + ", " + L;
  }
  }
}

std::string FunctionGen::generate(FunctionInfo &Fn,
                                  const std::vector<std::string> &Params,
                                  Cost Budget, unsigned RecursiveCalls) {
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

  std::vector<std::string> Names = VariableNames;
  R.shuffle(Names);
  size_t NumVars = R.range(3, 8);
  for (const std::string &N : Names)
    if (std::find(Params.begin(), Params.end(), N) == Params.end() &&
        Writable.size() < NumVars)
      Writable.push_back(N);
  Readable = Writable;
  Readable.insert(Readable.end(), Params.begin(), Params.end());
  for (const std::string &P : Params)
    if (P != "depth")
      Writable.push_back(P);

  Text = "func " + Fn.Name + "(" + joinArgs(Params) + "):\n";
  if (R.percent(25)) {
    // Its counter is read before anything writes it.
    genEntryLoop();
  } else {
    if (R.percent(20))
      label(newLabel());
    // Read a variable that nothing has written yet: it holds 0.
    emit("print " + Writable.front(), true);
  }
  std::vector<unsigned> RecursionAt(RecursiveCalls);
  for (unsigned &At : RecursionAt)
    At = static_cast<unsigned>(R.below(Size + 1));
  for (unsigned I = 0; I <= Size; ++I) {
    for (unsigned At : RecursionAt)
      if (At == I)
        genRecursion();
    if (I != Size)
      genRegion(1, 0);
  }
  // Otherwise control falls off the end: ret 0.
  if (Fn.Name == "main" || R.percent(75)) {
    emit(R.percent(15) ? "ret" : "ret " + operand());
    deadCode();
  }
  Fn.PerCall = Top.Used.times(Invocations);
  return Text;
}

//===----------------------------------------------------------------------===//
// The module and the command line
//===----------------------------------------------------------------------===//

namespace {
struct GenOptions {
  uint64_t Seed = 0;
  unsigned Functions = 3;
  unsigned Size = 10;
};
} // namespace

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
    std::vector<std::string> Params;
    if (R.percent(40)) {
      RecursiveCalls = R.percent(70) ? 1 : 2;
      Fn.DepthMask = RecursiveCalls == 1 ? R.pick<uint64_t>({1, 3, 7}) : 3;
      Params.push_back("depth");
    }
    std::vector<std::string> Names = VariableNames;
    R.shuffle(Names);
    for (uint64_t K = R.below(4); K; --K)
      Params.push_back(Names[K]);
    Fn.NumParams = static_cast<unsigned>(Params.size());
    Cost Budget{uint64_t(1) << R.range(6, 12), R.range(0, 30)};
    FunctionGen Gen(R, Opts.Size, Done);
    Texts.push_back(Gen.generate(Fn, Params, Budget, RecursiveCalls));
    Done.push_back(Fn);
  }
  FunctionInfo Main;
  Main.Name = "main";
  FunctionGen Gen(R, Opts.Size, Done);
  std::string MainText = Gen.generate(Main, {}, {200000, 2000}, 0);

  std::string Out = "; mopt-gen --seed=" + std::to_string(Opts.Seed) +
                    " --functions=" + std::to_string(Opts.Functions) +
                    " --size=" + std::to_string(Opts.Size) + "\n" +
                    "; runs at most " + std::to_string(Main.PerCall.Steps) +
                    " steps, prints at most " +
                    std::to_string(Main.PerCall.Lines) + " lines, " +
                    std::to_string(Main.Frames) + " frames deep\n\n" + MainText;
  for (size_t I = Texts.size(); I-- > 0;)
    Out += "\n" + Texts[I];
  return Out;
}

static const char *const Usage =
    "usage: mopt-gen --seed=N [--functions=K] [--size=S]\n"
    "  Writes a random, valid, terminating TAC module to standard output;\n"
    "  the same options always give the same module.\n"
    "  --seed=N       the random seed (required)\n"
    "  --functions=K  functions besides main (default 3)\n"
    "  --size=S       statements at the top level of each function "
    "(default 10)\n";

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
  bool HaveSeed = false;
  for (int I = 1; I != Argc; ++I) {
    const char *Word = Argv[I];
    if (!std::strcmp(Word, "--help") || !std::strcmp(Word, "-h")) {
      std::fputs(Usage, stdout);
      return 0;
    }
    if (numberAfter(Word, "--seed=", Seed)) {
      HaveSeed = true;
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
  std::string Text = generateModule(
      {Seed, static_cast<unsigned>(Functions), static_cast<unsigned>(Size)});
  std::fwrite(Text.data(), 1, Text.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}
