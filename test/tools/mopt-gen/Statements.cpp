//===- Statements.cpp - Straight-line statements and calls ----------------===//
//
// Statements picked by weight, nested by region; those that need no
// labels (assignments, division, print, swaps, param, loads, stores) and
// calls, each only while the budget and the call depth allow.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

namespace {

struct StmtWeight {
  Stmt Kind;
  unsigned Weight;
};

} // namespace

static const StmtWeight StmtWeights[] = {
    {Stmt::Assign, 30},      {Stmt::DivRem, 6},       {Stmt::Unary, 8},
    {Stmt::Print, 8},        {Stmt::Swap, 5},         {Stmt::Call, 8},
    {Stmt::Param, 2},        {Stmt::Load, 6},         {Stmt::Store, 5},
    {Stmt::BareLabel, 3},    {Stmt::IfThen, 8},       {Stmt::IfElse, 6},
    {Stmt::While, 6},        {Stmt::DoWhile, 5},      {Stmt::Irreducible, 3},
    {Stmt::PhiLoop, 4},      {Stmt::PhiJoin, 4},      {Stmt::BrSame, 3},
    {Stmt::Exit, 5},         {Stmt::HeapObject, 5},   {Stmt::StackSlot, 3},
    {Stmt::PointerTable, 2}, {Stmt::PointerSelect, 2}};

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
