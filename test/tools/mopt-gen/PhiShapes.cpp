//===- PhiShapes.cpp - Phi loops, phi joins and br c, L, L ----------------===//
//
// The shapes written with phis in flat TAC: loops whose state lives in
// phis that read each other (swaps, cycles, the lost copy), joins with an
// unreachable predecessor, and the two edges of `br c, L, L`.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

#include <optional>

using namespace mopt;
using namespace mopt::gen;

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
