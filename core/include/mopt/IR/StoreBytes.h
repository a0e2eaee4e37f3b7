//===- mopt/IR/StoreBytes.h - A value's bytes in memory ---------*- C++ -*-===//
//
// How a value of each type is laid out in memory, shared by the
// interpreter, global initializers and the readers that build them: its
// type's store size (Type::getStoreSize) in little-endian bytes, an
// integer's low bytes (read back sign-extended, a char's zero-extended), an
// `f32` as its single (held in a value as a double), a pointer as its 64
// bits.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_STOREBYTES_H
#define MOPT_IR_STOREBYTES_H

#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Type.h"

#include <cstdint>
#include <cstring>

namespace mopt {

/// Writes Value, of type T, into T's store size of bytes at Out.
inline void storeBytes(const Type *T, int64_t Value, uint8_t *Out) {
  if (T->getKind() == TypeKind::F32) {
    float F = float(arith::asFloat(Value));
    std::memcpy(Out, &F, 4);
    return;
  }
  uint64_t Bits = uint64_t(Value);
  for (unsigned K = 0, E = T->getStoreSize(); K != E; ++K, Bits >>= 8)
    Out[K] = uint8_t(Bits);
}

/// The value of type T that the bytes at In hold.
inline int64_t loadBytes(const Type *T, const uint8_t *In) {
  if (T->getKind() == TypeKind::F32) {
    float F;
    std::memcpy(&F, In, 4);
    return arith::fromFloat(double(F));
  }
  uint64_t Bits = 0;
  for (unsigned K = T->getStoreSize(); K-- != 0;)
    Bits = Bits << 8 | In[K];
  if (T->isChar())
    return int64_t(Bits);
  return canonicalBits(T, int64_t(Bits));
}

} // namespace mopt

#endif
