//===- Memory.cpp - Heap objects, stack slots and pointers ----------------===//
//
// Objects of known length, every element stored to when made, read and
// written only in bounds: heap objects freed at the end of the statement
// that made them, alloca slots, ptr<ptr<T>> cells, pointers chosen by a
// branch, pointers passed to and returned from calls, and the escapes of
// slots in alloca form.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

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
