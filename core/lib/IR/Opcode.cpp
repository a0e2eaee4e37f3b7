//===- Opcode.cpp - The opcode table --------------------------------------===//

#include "mopt/IR/Opcode.h"

#include <iterator>

using namespace mopt;
using namespace mopt::opcode_effects;

static constexpr OpcodeInfo Table[] = {
#define MOPT_OPCODE(Enum, Word, Symbol, Bril, Shape, Operands, Result, Effects) \
  {Word,                                                                       \
   Symbol,                                                                     \
   Bril,                                                                       \
   OpShape::Shape,                                                             \
   OperandRule::Operands,                                                      \
   ResultRule::Result,                                                         \
   static_cast<uint8_t>(Effects)},
#include "mopt/IR/Opcode.def"
};

const OpcodeInfo &mopt::getOpcodeInfo(Opcode Op) {
  return Table[static_cast<unsigned>(Op)];
}

unsigned mopt::getNumOpcodes() { return std::size(Table); }

std::optional<Opcode> mopt::lookupOpcode(llvm::StringRef Spelling) {
  if (Spelling.empty())
    return std::nullopt;
  for (unsigned I = 0; I != std::size(Table); ++I)
    if (Spelling == Table[I].Word || Spelling == Table[I].Symbol)
      return static_cast<Opcode>(I);
  return std::nullopt;
}

std::optional<Opcode> mopt::lookupBrilOpcode(llvm::StringRef Name) {
  if (Name.empty())
    return std::nullopt;
  for (unsigned I = 0; I != std::size(Table); ++I)
    if (Name == Table[I].Bril)
      return static_cast<Opcode>(I);
  return std::nullopt;
}
