//===- FunctionGen.cpp - A function's budget, types and outline -----------===//
//
// generate() writes a function: its variables, its top-level statements
// with the recursive calls and the escapes of slots among them, and its
// return, charging each instruction to the region of code it runs in so
// that the function's cost per call is a true upper bound.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

/// How often each scalar type is picked, in Scalar order.
static const unsigned ScalarWeights[] = {45, 15, 22, 18};

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
// The function
//===----------------------------------------------------------------------===//

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
