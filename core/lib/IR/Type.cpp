//===- Type.cpp - The types of values -------------------------------------===//

#include "mopt/IR/Type.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

#include <cassert>
#include <mutex>

using namespace mopt;

namespace mopt {
/// The scalar singletons, numbered as TypeKind orders them: Type's
/// constructor is private, and this is the one place that may call it for
/// them. Constant-initialised, so they are in ById before any code runs.
struct ScalarTypes {
  static constexpr Type Void{TypeKind::Void, 0}, Int{TypeKind::Int, 1},
      Bool{TypeKind::Bool, 2}, Float{TypeKind::Float, 3},
      Char{TypeKind::Char, 4};
};
} // namespace mopt

std::atomic<const Type *> Type::ById[MaxTypes] = {
    &ScalarTypes::Void, &ScalarTypes::Int, &ScalarTypes::Bool,
    &ScalarTypes::Float, &ScalarTypes::Char};

const Type *Type::getVoid() { return &ScalarTypes::Void; }
const Type *Type::getInt() { return &ScalarTypes::Int; }
const Type *Type::getBool() { return &ScalarTypes::Bool; }
const Type *Type::getFloat() { return &ScalarTypes::Float; }
const Type *Type::getChar() { return &ScalarTypes::Char; }

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
