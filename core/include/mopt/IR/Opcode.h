//===- mopt/IR/Opcode.h - Opcode enumeration and spellings ------*- C++ -*-===//
//
// The opcode enum, generated from Opcode.def, with its text spellings and
// the ranges that classify it (unary, binary, terminator).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_OPCODE_H
#define MOPT_IR_OPCODE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace mopt {

enum class Opcode : uint8_t {
#define MOPT_OPCODE(Enum, Word, Symbol, Class) Enum,
#include "mopt/IR/Opcode.def"
};

inline constexpr Opcode FirstUnaryOp = Opcode::Const;
inline constexpr Opcode LastUnaryOp = Opcode::Not;
inline constexpr Opcode FirstBinaryOp = Opcode::Add;
inline constexpr Opcode LastBinaryOp = Opcode::Ne;
inline constexpr Opcode FirstTerminatorOp = Opcode::Jmp;
inline constexpr Opcode LastTerminatorOp = Opcode::Ret;

inline bool isUnaryOpcode(Opcode Op) {
  return Op >= FirstUnaryOp && Op <= LastUnaryOp;
}
inline bool isBinaryOpcode(Opcode Op) {
  return Op >= FirstBinaryOp && Op <= LastBinaryOp;
}
inline bool isTerminatorOpcode(Opcode Op) {
  return Op >= FirstTerminatorOp && Op <= LastTerminatorOp;
}

/// The word the printer writes, e.g. "add".
llvm::StringRef getOpcodeWord(Opcode Op);
/// The symbol spelling of a binary operator, e.g. "+", or "" if none.
llvm::StringRef getOpcodeSymbol(Opcode Op);
/// Looks a word or a symbol up; nothing if it names no opcode.
std::optional<Opcode> lookupOpcode(llvm::StringRef Spelling);

} // namespace mopt

#endif
