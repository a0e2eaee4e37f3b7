//===- Type.cpp - The types of values -------------------------------------===//

#include "mopt/IR/Type.h"

using namespace mopt;

namespace mopt {
/// The scalar singletons: Type's constructor is private, and this is the
/// one place that may call it for them.
struct ScalarTypes {
  Type Void{TypeKind::Void}, Int{TypeKind::Int}, Bool{TypeKind::Bool},
      Float{TypeKind::Float}, Char{TypeKind::Char};
};
} // namespace mopt

static const ScalarTypes &scalars() {
  static const ScalarTypes Types;
  return Types;
}

const Type *Type::getVoid() { return &scalars().Void; }
const Type *Type::getInt() { return &scalars().Int; }
const Type *Type::getBool() { return &scalars().Bool; }
const Type *Type::getFloat() { return &scalars().Float; }
const Type *Type::getChar() { return &scalars().Char; }

const Type *Type::lookupScalar(llvm::StringRef Name) {
  for (const Type *T : {getInt(), getBool(), getFloat(), getChar(), getVoid()})
    if (T->getName() == Name)
      return T;
  return nullptr;
}

std::string Type::getName() const {
  if (Kind == TypeKind::Ptr)
    return "ptr<" + Pointee->getName() + ">";
  static constexpr const char *ScalarNames[] = {"void", "int", "bool", "float",
                                                "char"};
  return ScalarNames[static_cast<unsigned>(Kind)];
}

TypeContext::~TypeContext() {
  for (auto &Entry : Pointers)
    delete Entry.second;
}

const Type *TypeContext::getPointerTo(const Type *Pointee) {
  std::lock_guard<std::mutex> Guard(Lock);
  Type *&Slot = Pointers[Pointee];
  if (!Slot)
    Slot = new Type(TypeKind::Ptr, Pointee);
  return Slot;
}
