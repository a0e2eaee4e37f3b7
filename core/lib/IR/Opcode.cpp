//===- Opcode.cpp - Opcode spellings --------------------------------------===//

#include "mopt/IR/Opcode.h"

using namespace mopt;

namespace {
/// Lengths are counted once, when the table is built.
struct OpcodeSpelling {
  llvm::StringRef Word;
  llvm::StringRef Symbol;
};
} // namespace

static constexpr OpcodeSpelling Spellings[] = {
#define MOPT_OPCODE(Enum, Word, Symbol, Class) {Word, Symbol},
#include "mopt/IR/Opcode.def"
};

llvm::StringRef mopt::getOpcodeWord(Opcode Op) {
  return Spellings[static_cast<unsigned>(Op)].Word;
}

llvm::StringRef mopt::getOpcodeSymbol(Opcode Op) {
  return Spellings[static_cast<unsigned>(Op)].Symbol;
}

std::optional<Opcode> mopt::lookupOpcode(llvm::StringRef Spelling) {
  if (Spelling.empty())
    return std::nullopt;
  for (unsigned I = 0; I != std::size(Spellings); ++I)
    if (Spelling == Spellings[I].Word || Spelling == Spellings[I].Symbol)
      return static_cast<Opcode>(I);
  return std::nullopt;
}
