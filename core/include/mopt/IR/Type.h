//===- mopt/IR/Type.h - The types of values --------------------*- C++ -*-===//
//
// Every Value has a Type: `int` (64-bit two's complement), `bool`, `float`
// (IEEE 754 double), `char` (a Unicode scalar value), `ptr<T>` (an address
// into memory holding values of type T), and `void` (what a function that
// returns nothing returns; also the type of blocks and of instructions that
// produce no value).
//
// Invariant: types are interned, so two types are equal exactly when their
// pointers are. The five scalar types are immutable singletons that every
// module shares (Type::getInt() and friends need no context); pointer types
// are created and owned by a module's TypeContext (Module::getPointerType),
// one per pointee, and live as long as the module.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_TYPE_H
#define MOPT_IR_TYPE_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>

namespace mopt {

enum class TypeKind : uint8_t { Void, Int, Bool, Float, Char, Ptr };

struct ScalarTypes;

class Type {
public:
  Type(const Type &) = delete;
  Type &operator=(const Type &) = delete;

  TypeKind getKind() const { return Kind; }
  bool isVoid() const { return Kind == TypeKind::Void; }
  bool isInt() const { return Kind == TypeKind::Int; }
  bool isBool() const { return Kind == TypeKind::Bool; }
  bool isFloat() const { return Kind == TypeKind::Float; }
  bool isChar() const { return Kind == TypeKind::Char; }
  bool isPointer() const { return Kind == TypeKind::Ptr; }

  /// The type a pointer points to; null for every other type.
  const Type *getPointee() const { return Pointee; }

  /// The spelling shared by TAC and Bril: `int`, `ptr<ptr<float>>`.
  std::string getName() const;

  static const Type *getVoid();
  static const Type *getInt();
  static const Type *getBool();
  static const Type *getFloat();
  static const Type *getChar();
  /// The scalar type spelled Name (`int`, `bool`, `float`, `char`,
  /// `void`), or null.
  static const Type *lookupScalar(llvm::StringRef Name);

private:
  friend class TypeContext;
  friend struct ScalarTypes;
  explicit Type(TypeKind K, const Type *Pointee = nullptr)
      : Kind(K), Pointee(Pointee) {}

  TypeKind Kind;
  const Type *Pointee;
};

/// Owns the pointer types of one module. getPointerTo may be called from
/// several threads at once (the TAC parser reads functions in parallel).
class TypeContext {
public:
  TypeContext() = default;
  TypeContext(const TypeContext &) = delete;
  TypeContext &operator=(const TypeContext &) = delete;
  ~TypeContext();

  const Type *getPointerTo(const Type *Pointee);

private:
  std::mutex Lock;
  llvm::DenseMap<const Type *, Type *> Pointers;
};

} // namespace mopt

#endif
