//===- Opcode.cpp - The opcode table --------------------------------------===//

#include "mopt/IR/Opcode.h"

#include "mopt/Support/NearestName.h"
#include "llvm/ADT/STLExtras.h"

#include <iterator>
#include <vector>

using namespace mopt;
using namespace mopt::opcode_effects;

const OpcodeInfo mopt::OpcodeTable[] = {
#define MOPT_OPCODE(Enum, Word, Symbol, Bril, Shape, Operands, Result,         \
                    Effects)                                                   \
  {Word,                                                                       \
   Symbol,                                                                     \
   Bril,                                                                       \
   OpShape::Shape,                                                             \
   OperandRule::Operands,                                                      \
   ResultRule::Result,                                                         \
   static_cast<uint8_t>(Effects)},
#include "mopt/IR/Opcode.def"
};

static constexpr unsigned NumOpcodes = 0
#define MOPT_OPCODE(Enum, Word, Symbol, Bril, Shape, Operands, Result,         \
                    Effects)                                                   \
  +1
#include "mopt/IR/Opcode.def"
    ;

unsigned mopt::getNumOpcodes() { return NumOpcodes; }

namespace {
/// Every TAC spelling (words and symbols) with its opcode, in one bucket
/// per first byte, so that a lookup, which the parser makes on every line,
/// compares a few spellings of the right length at most.
struct SpellingIndex {
  std::vector<std::pair<llvm::StringRef, Opcode>> Buckets[256];
  SpellingIndex() {
    for (unsigned I = 0; I != NumOpcodes; ++I)
      for (llvm::StringRef S : {OpcodeTable[I].Word, OpcodeTable[I].Symbol})
        if (!S.empty())
          Buckets[static_cast<unsigned char>(S[0])].push_back(
              {S, static_cast<Opcode>(I)});
  }
};
} // namespace

std::optional<Opcode> mopt::lookupOpcode(llvm::StringRef Spelling) {
  static const SpellingIndex Index;
  if (Spelling.empty())
    return std::nullopt;
  for (const auto &[S, Op] :
       Index.Buckets[static_cast<unsigned char>(Spelling[0])])
    if (S == Spelling)
      return Op;
  return std::nullopt;
}

std::optional<Opcode> mopt::lookupBrilOpcode(llvm::StringRef Name) {
  if (Name.empty())
    return std::nullopt;
  for (unsigned I = 0; I != NumOpcodes; ++I)
    if (Name == OpcodeTable[I].Bril)
      return static_cast<Opcode>(I);
  return std::nullopt;
}

std::string mopt::suggestOpcode(llvm::StringRef Spelling) {
  NearestName Nearest(Spelling);
  for (unsigned I = 0; I != NumOpcodes; ++I)
    Nearest.consider(OpcodeTable[I].Word);
  return Nearest.get();
}

std::string mopt::suggestBrilOpcode(llvm::StringRef Name) {
  NearestName Nearest(Name);
  for (unsigned I = 0; I != NumOpcodes; ++I)
    if (!OpcodeTable[I].Bril.empty())
      Nearest.consider(OpcodeTable[I].Bril);
  return Nearest.get();
}
