//===- mopt/IR/Type.h - The types of values --------------------*- C++ -*-===//
//
// Every Value has a Type: `int` (64-bit two's complement), `bool`, `float`
// (IEEE 754 double), `char` (a Unicode scalar value), `ptr<T>` (an address
// into memory holding values of type T), and `void` (what a function that
// returns nothing returns; also the type of blocks and of instructions that
// produce no value).
//
// Invariant: types are interned process-wide, so two types are equal exactly
// when their pointers are, and each has a small number (getId) below
// MaxTypes that a Value keeps instead of the pointer (two bytes where a
// pointer took eight). A type is a scalar wrapped in ptr<> 0 to
// MaxPointerDepth times, so the numbers need no map: the five scalars are
// 0..4 in TypeKind order, and ptr<T> is T's number plus 4. Pointer types are
// created on first use and live as long as the process.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_TYPE_H
#define MOPT_IR_TYPE_H

#include "llvm/ADT/StringRef.h"

#include <atomic>
#include <cstdint>
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

  /// The interned type ptr<Pointee>; Pointee is not void. A type nests at
  /// most MaxPointerDepth pointers (what the readers accept is less,
  /// MaxInputPointerDepth, so that passes may wrap any type they read):
  /// past that this reports a fatal error.
  static const Type *getPointerTo(const Type *Pointee);
  static constexpr unsigned MaxPointerDepth = 1024;
  static constexpr unsigned MaxInputPointerDepth = 256;
  /// What a reader says of a type nested past MaxInputPointerDepth.
  static std::string describeInputDepthLimit();
  /// How many ptr<> wrap the scalar at the bottom of this type.
  unsigned getPointerDepth() const {
    return Id < NumScalars ? 0 : (Id - NumScalars) / NumPointeeScalars + 1;
  }

  uint16_t getId() const { return Id; }
  static const Type *fromId(uint16_t Id) {
    return ById[Id].load(std::memory_order_acquire);
  }

  static constexpr unsigned NumScalars = 5;
  static constexpr unsigned NumPointeeScalars = 4; // every scalar but void
  static constexpr unsigned MaxTypes =
      NumScalars + NumPointeeScalars * MaxPointerDepth;

private:
  friend struct ScalarTypes;

  constexpr Type(TypeKind K, uint16_t Id, const Type *Pointee = nullptr)
      : Kind(K), Id(Id), Pointee(Pointee) {}

  /// Every type created so far, by number; null where none is yet.
  static std::atomic<const Type *> ById[MaxTypes];

  TypeKind Kind;
  uint16_t Id;
  const Type *Pointee;
};

static_assert(Type::MaxTypes <= UINT16_MAX + 1, "a type's number is 16 bits");

} // namespace mopt

#endif
