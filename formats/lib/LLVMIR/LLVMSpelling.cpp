//===- LLVMSpelling.cpp - Names, types and constants in LLVM IR -----------===//
//
// TAC's names, types and constants as LLVM IR spells them. A TAC function
// named like a global the output defines or declares itself (main, the C
// library's, the helpers') is renamed with a `tac.` prefix.
//
//===----------------------------------------------------------------------===//

#include "LLVMWriterImpl.h"
#include "mopt/IR/Type.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <iterator>

using namespace mopt;
using namespace mopt::llvmir;

/// Global names the output defines or declares itself.
static const llvm::StringRef ReservedGlobals[] = {
    "main",   "printf", "dprintf", "exit", "strcmp", "strtoll",
    "strtod", "strlen", "malloc",  "free", "log10"};

std::string llvmir::escape(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name) {
    if (llvm::isPrint(C) && C != '"' && C != '\\') {
      Out += C;
      continue;
    }
    unsigned char Byte = static_cast<unsigned char>(C);
    Out += '\\';
    Out += llvm::hexdigit(Byte >> 4);
    Out += llvm::hexdigit(Byte & 15);
  }
  return Out;
}

std::string llvmir::spell(llvm::StringRef Name) {
  auto IsBare = [](char C) {
    return llvm::isAlnum(C) || C == '-' || C == '$' || C == '.' || C == '_';
  };
  if (!Name.empty() && !llvm::isDigit(Name[0]) && llvm::all_of(Name, IsBare))
    return Name.str();
  return "\"" + escape(Name) + "\"";
}

std::string llvmir::globalName(llvm::StringRef Name) {
  bool Reserved = llvm::is_contained(ReservedGlobals, Name) ||
                  Name.starts_with("tac.") || Name.starts_with("mopt.") ||
                  Name.starts_with("llvm.");
  return "@" + spell(Reserved ? ("tac." + Name).str() : Name.str());
}

llvm::StringRef llvmir::llvmType(const Type *T) {
  static constexpr llvm::StringRef ByKind[] = {"void",  "i64", "i1",  "double",
                                               "i32",   "i8",  "i16", "i32",
                                               "float", "ptr", "ptr"};
  static_assert(std::size(ByKind) == unsigned(TypeKind::Ptr) + 1);
  return ByKind[static_cast<unsigned>(T->getKind())];
}

std::string llvmir::constantText(const Type *T, int64_t Bits) {
  switch (T->getKind()) {
  case TypeKind::Bool:
    return Bits ? "true" : "false";
  case TypeKind::Float:
  case TypeKind::F32: // as the double of the same value, as LLVM writes it
    return "0x" + llvm::utohexstr(uint64_t(Bits), /*LowerCase=*/false,
                                  /*Width=*/16);
  case TypeKind::Ptr:
  case TypeKind::OpaquePtr:
    return "null";
  default:
    return std::to_string(Bits);
  }
}
