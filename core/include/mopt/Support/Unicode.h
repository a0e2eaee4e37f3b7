//===- mopt/Support/Unicode.h - Characters as UTF-8 ------------*- C++ -*-===//
//
// The char type holds one Unicode scalar value (a code point that is not a
// surrogate, at most 0x10FFFF). These helpers write one as UTF-8 and read
// exactly one back, for every reader and writer of chars.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_UNICODE_H
#define MOPT_SUPPORT_UNICODE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>

namespace mopt {

inline bool isUnicodeScalar(int64_t V) {
  return V >= 0 && V <= 0x10FFFF && !(V >= 0xD800 && V <= 0xDFFF);
}

/// Appends CP, a Unicode scalar value, as UTF-8.
void appendUTF8(uint32_t CP, std::string &Out);

/// The scalar value Text encodes if it is exactly one well-formed UTF-8
/// sequence (no overlong form, no surrogate), else -1.
int64_t decodeOneUTF8(llvm::StringRef Text);

} // namespace mopt

#endif
