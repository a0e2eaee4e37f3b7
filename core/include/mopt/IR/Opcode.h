//===- mopt/IR/Opcode.h - Opcodes and what the table says of them -*- C++ -*-//
//
// The opcode enum and the per-opcode facts, all generated from Opcode.def:
// spellings, operand shape, operand and result type rules, and effects.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_OPCODE_H
#define MOPT_IR_OPCODE_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mopt {

enum class Opcode : uint8_t {
#define MOPT_OPCODE(Enum, Word, Symbol, Bril, Shape, Operands, Result,         \
                    Effects)                                                   \
  Enum,
#include "mopt/IR/Opcode.def"
};

/// The instruction class an opcode belongs to (Instructions.h), which fixes
/// how many operands it has.
enum class OpShape : uint8_t {
  Nullary,
  Unary,
  Binary,
  Call,
  Print,
  Phi,
  Jump,
  Branch,
  Return,
  Select,
  Address,
  CallIndirect
};

/// What an opcode's operands must be; the verifier checks it.
enum class OperandRule : uint8_t {
  None,
  Constant,           // a constant of the result's type
  ArgumentIndex,      // an Argument of the function, of the result's type
  AnyValue,           // one value of any type but void
  Int,                // one int
  IntOrBool,          // one int or one bool
  Char,               // one char
  Float,              // one float
  FloatOperand,       // one float or f32
  Pointer,            // one pointer
  Integer,            // one integer of any width
  Integer2,           // two integers of one width
  IntegerOrBool2,     // two integers of one width, or two bools
  Float2,             // two floats of one width
  Char2,              // two chars
  PointerAndInt,      // a pointer and an int offset
  PointerAndValue,    // a ptr<T> and a T
  Arguments,          // the callee's parameter types, in order
  CalleeAndArguments, // a `ptr` to the callee, then values but void
  AnyValues,          // any number of values of any type but void
  Incoming,           // one value of the result's type per incoming block
  Condition,          // an int or a bool
  ReturnValue,        // none, or one of the function's return type
  Select,             // a bool, then two values of the result's type
  Conversion,         // what the conversion converts from (TypeRules.cpp)
};

/// The type of an opcode's result.
enum class ResultRule : uint8_t {
  None, // produces no value
  Int,
  Bool,
  Float,
  Char,
  IntOrBool,     // int or bool, as the destination declares (int if not)
  SameAsOperand, // the type of operand 0
  Pointee,       // what operand 0 points to
  Callee,        // the callee's return type (void: no value)
  Declared,      // the destination's declared type
  Chosen,        // the type of operand 1 (select's values)
  Opaque,        // `ptr`
};

/// What running an instruction may do besides computing its result: the
/// bits of OpcodeInfo::Effects. Their own namespace keeps short names such
/// as Terminator out of mopt's.
namespace opcode_effects {
enum : uint8_t {
  NoEffect = 0,
  ReadsMemory = 1,
  WritesMemory = 2,
  MayTrap = 4,     // may end the run with an error
  Output = 8,      // writes to standard output
  Terminator = 16, // ends a block
};
} // namespace opcode_effects

struct OpcodeInfo {
  llvm::StringRef Word;
  llvm::StringRef Symbol;
  llvm::StringRef Bril;
  OpShape Shape;
  OperandRule Operands;
  ResultRule Result;
  uint8_t Effects;
};

/// The rows of Opcode.def, indexed by opcode (Opcode.cpp).
extern const OpcodeInfo OpcodeTable[];

/// The row of Op.
inline const OpcodeInfo &getOpcodeInfo(Opcode Op) {
  return OpcodeTable[static_cast<unsigned>(Op)];
}

inline OpShape getOpcodeShape(Opcode Op) { return getOpcodeInfo(Op).Shape; }
inline bool isTerminatorOpcode(Opcode Op) {
  return getOpcodeInfo(Op).Effects & opcode_effects::Terminator;
}
/// The word the printer writes, e.g. "add".
inline llvm::StringRef getOpcodeWord(Opcode Op) {
  return getOpcodeInfo(Op).Word;
}
/// The symbol spelling of a binary operator, e.g. "+", or "" if none.
inline llvm::StringRef getOpcodeSymbol(Opcode Op) {
  return getOpcodeInfo(Op).Symbol;
}
/// Looks a TAC word or symbol up; nothing if it names no opcode.
std::optional<Opcode> lookupOpcode(llvm::StringRef Spelling);
/// Looks a Bril operation up; nothing if no opcode reads it.
std::optional<Opcode> lookupBrilOpcode(llvm::StringRef Name);
/// The TAC word nearest a misspelt one (mopt/Support/NearestName.h), or "".
std::string suggestOpcode(llvm::StringRef Spelling);
/// The Bril operation nearest a misspelt one, or "".
std::string suggestBrilOpcode(llvm::StringRef Name);
/// The number of rows; Opcode(0) .. Opcode(getNumOpcodes() - 1) are all.
unsigned getNumOpcodes();

} // namespace mopt

#endif
