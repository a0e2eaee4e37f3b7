//===- Variables.cpp - Variables and their slots in mopt-gen --------------===//
//
// Reading and writing a variable, and in alloca form its slot: a load per
// read, a store per write, the entry block's allocas and first stores, and
// the slots whose address escapes.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

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
