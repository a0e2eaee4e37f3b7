//===- Type.cpp - The types of values -------------------------------------===//

#include "mopt/IR/Type.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cassert>
#include <iterator>
#include <mutex>

using namespace mopt;

namespace mopt {
/// The scalar singletons, numbered as TypeKind orders them: Type's
/// constructor is private, and this is the one place that may call it for
/// them. Constant-initialised, so they are in ById before any code runs.
struct ScalarTypes {
  static constexpr Type Void{TypeKind::Void, 0}, Int{TypeKind::Int, 1},
      Bool{TypeKind::Bool, 2}, Float{TypeKind::Float, 3},
      Char{TypeKind::Char, 4}, I8{TypeKind::I8, 5}, I16{TypeKind::I16, 6},
      I32{TypeKind::I32, 7}, F32{TypeKind::F32, 8},
      OpaquePtr{TypeKind::OpaquePtr, 9};
};
} // namespace mopt

std::atomic<const Type *> Type::ById[MaxTypes] = {
    &ScalarTypes::Void,     &ScalarTypes::Int,  &ScalarTypes::Bool,
    &ScalarTypes::Float,    &ScalarTypes::Char, &ScalarTypes::I8,
    &ScalarTypes::I16,      &ScalarTypes::I32,  &ScalarTypes::F32,
    &ScalarTypes::OpaquePtr};

const Type *Type::getVoid() { return &ScalarTypes::Void; }
const Type *Type::getInt() { return &ScalarTypes::Int; }
const Type *Type::getBool() { return &ScalarTypes::Bool; }
const Type *Type::getFloat() { return &ScalarTypes::Float; }
const Type *Type::getChar() { return &ScalarTypes::Char; }
const Type *Type::getI8() { return &ScalarTypes::I8; }
const Type *Type::getI16() { return &ScalarTypes::I16; }
const Type *Type::getI32() { return &ScalarTypes::I32; }
const Type *Type::getF32() { return &ScalarTypes::F32; }
const Type *Type::getOpaquePointer() { return &ScalarTypes::OpaquePtr; }

const Type *Type::getIntegerOfBits(unsigned Bits) {
  switch (Bits) {
  case 1:
    return getBool();
  case 8:
    return getI8();
  case 16:
    return getI16();
  case 32:
    return getI32();
  case 64:
    return getInt();
  default:
    return nullptr;
  }
}

const Type *Type::lookupScalar(llvm::StringRef Name) {
  for (unsigned Id = 0; Id != NumScalars; ++Id)
    if (fromId(Id)->getName() == Name)
      return fromId(Id);
  return nullptr;
}

bool Type::isBrilType() const {
  const Type *Bottom = this;
  while (Bottom->isTypedPointer())
    Bottom = Bottom->getPointee();
  return Bottom->getKind() <= TypeKind::Char;
}

unsigned Type::getBits() const {
  static constexpr unsigned ByKind[] = {0, 64, 1, 64, 0, 8, 16, 32, 32, 0, 0};
  static_assert(std::size(ByKind) == unsigned(TypeKind::Ptr) + 1);
  return ByKind[static_cast<unsigned>(Kind)];
}

unsigned Type::getStoreSize() const {
  static constexpr unsigned ByKind[] = {0, 8, 1, 8, 4, 1, 2, 4, 4, 8, 8};
  static_assert(std::size(ByKind) == unsigned(TypeKind::Ptr) + 1);
  return ByKind[static_cast<unsigned>(Kind)];
}

std::string Type::getName() const {
  if (Kind == TypeKind::Ptr)
    return "ptr<" + Pointee->getName() + ">";
  static constexpr const char *ScalarNames[] = {
      "void", "int", "bool", "float", "char", "i8", "i16", "i32", "f32", "ptr"};
  return ScalarNames[static_cast<unsigned>(Kind)];
}

std::string Type::describeInputDepthLimit() {
  return "pointer types nest at most " + std::to_string(MaxInputPointerDepth) +
         " deep";
}

const Type *Type::getPointerTo(const Type *Pointee) {
  assert(!Pointee->isVoid() && "there is no ptr<void>");
  unsigned Id = Pointee->getId() + NumPointeeScalars;
  if (Id >= MaxTypes)
    llvm::report_fatal_error("pointer types nest deeper than " +
                             llvm::Twine(MaxPointerDepth));
  if (const Type *Known = fromId(Id))
    return Known;
  static std::mutex Creating;
  std::lock_guard<std::mutex> Guard(Creating);
  if (const Type *Known = fromId(Id))
    return Known;
  const Type *New = new Type(TypeKind::Ptr, Id, Pointee);
  ById[Id].store(New, std::memory_order_release);
  return New;
}
