//===- NameMap.cpp - Bril names as TAC names ------------------------------===//
//
// A name that is not a TAC name keeps its characters that are, each other
// one replaced by '_', and a `.K` suffix if that is taken.
//
//===----------------------------------------------------------------------===//

#include "NameMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mopt;
using namespace mopt::bril;

bool bril::isTACName(llvm::StringRef Name) {
  if (Name.empty() || !(llvm::isAlpha(Name[0]) || Name[0] == '_'))
    return false;
  return llvm::all_of(
      Name, [](char C) { return llvm::isAlnum(C) || C == '_' || C == '.'; });
}

std::string NameMap::get(llvm::StringRef BrilName) {
  if (isTACName(BrilName))
    return BrilName.str();
  auto [It, Inserted] = Mapped.try_emplace(BrilName);
  if (!Inserted)
    return It->second;
  std::string Base;
  for (char C : BrilName)
    Base += llvm::isAlnum(C) || C == '.' ? C : '_';
  if (Base.empty() || !(llvm::isAlpha(Base[0]) || Base[0] == '_'))
    Base.insert(0, "_");
  std::string Name = Base;
  for (unsigned K = 1; Taken.count(Name); ++K)
    Name = Base + "." + std::to_string(K);
  Taken.insert(Name);
  It->second = Name;
  return Name;
}

std::string NameMap::fresh(const std::string &Base) {
  std::string Name = Base;
  for (unsigned K = 1; Taken.count(Name); ++K)
    Name = Base + "." + std::to_string(K);
  Taken.insert(Name);
  return Name;
}
