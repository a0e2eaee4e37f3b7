//===- mopt/IR/Type.h - The types of values --------------------*- C++ -*-===//
//
// Every Value has a Type: `int` (64-bit two's complement), `bool`, `float`
// (IEEE 754 double), `char` (a Unicode scalar value), `ptr<T>` (an address
// into memory holding values of type T), and `void` (what a function that
// returns nothing returns; also the type of blocks and of instructions that
// produce no value). Bril has these; C adds the narrower integers `i8`,
// `i16` and `i32` (two's complement, like `int`) and `f32` (IEEE 754
// single), which only the TAC and LLVM IR formats spell, and the opaque
// pointer `ptr`: an address into memory that says nothing of what it
// holds, as LLVM's `ptr` (each load and store through it names its type).
//
// Invariant: types are interned process-wide, so two types are equal exactly
// when their pointers are, and each has a small number (getId) below
// MaxTypes that a Value keeps instead of the pointer (two bytes where a
// pointer took eight). A type is a scalar wrapped in ptr<> 0 to
// MaxPointerDepth times, so the numbers need no map: the scalars are
// numbered in TypeKind order from 0, and ptr<T> is T's number plus
// NumPointeeScalars. Pointer types are
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

/// The scalars first, in the order of their numbers; Ptr last.
enum class TypeKind : uint8_t {
  Void,
  Int,
  Bool,
  Float,
  Char,
  I8,
  I16,
  I32,
  F32,
  OpaquePtr,
  Ptr
};

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
  /// `ptr<T>` or `ptr`.
  bool isPointer() const {
    return Kind == TypeKind::Ptr || Kind == TypeKind::OpaquePtr;
  }
  /// `ptr<T>`: Bril's pointers, which say what they point to.
  bool isTypedPointer() const { return Kind == TypeKind::Ptr; }
  bool isOpaquePointer() const { return Kind == TypeKind::OpaquePtr; }
  /// `int`, `i32`, `i16` or `i8` (not `bool`).
  bool isInteger() const {
    return Kind == TypeKind::Int ||
           (Kind >= TypeKind::I8 && Kind <= TypeKind::I32);
  }
  /// `float` or `f32`.
  bool isFloatingPoint() const {
    return Kind == TypeKind::Float || Kind == TypeKind::F32;
  }
  /// Whether Bril has this type: the scalars up to `char` and pointers to
  /// them.
  bool isBrilType() const;
  /// The width in bits of an integer (1 for `bool`) or floating-point
  /// type; 0 for the others.
  unsigned getBits() const;
  /// How many bytes a value of this type takes in memory: 8 for `int`,
  /// `float` and every pointer, 4 for `i32`, `f32` and `char` (its code
  /// point), 2 for `i16`, 1 for `i8` and `bool`; 0 for `void`.
  unsigned getStoreSize() const;

  /// The type a typed pointer points to; null for every other type.
  const Type *getPointee() const { return Pointee; }

  /// The spelling shared by TAC and Bril: `int`, `ptr<ptr<float>>`.
  std::string getName() const;

  static const Type *getVoid();
  static const Type *getInt();
  static const Type *getBool();
  static const Type *getFloat();
  static const Type *getChar();
  static const Type *getI8();
  static const Type *getI16();
  static const Type *getI32();
  static const Type *getF32();
  static const Type *getOpaquePointer();
  /// The integer type of Bits bits (1 is `bool`), or null if none.
  static const Type *getIntegerOfBits(unsigned Bits);
  /// The scalar type spelled Name (`int`, `bool`, `float`, `char`,
  /// `void`, `i8`, `i16`, `i32`, `f32`, `ptr`), or null.
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

  static constexpr unsigned NumScalars = unsigned(TypeKind::Ptr);
  static constexpr unsigned NumPointeeScalars = NumScalars - 1; // not void
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
