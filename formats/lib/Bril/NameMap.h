//===- NameMap.h - Bril names as TAC names ----------------------*- C++ -*-===//
//
// Bril names may hold characters TAC names cannot; the Bril parser gives
// each such name a TAC name that no other name of the file takes.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_BRIL_NAMEMAP_H
#define MOPT_LIB_BRIL_NAMEMAP_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace mopt {
namespace bril {

/// Whether Name is a valid TAC name: [A-Za-z_][A-Za-z0-9_.]*.
bool isTACName(llvm::StringRef Name);

/// Maps Bril names to TAC names: a valid TAC name maps to itself; any other
/// to its characters with each invalid one replaced by '_' (and a '_' in
/// front if it cannot start a name), suffixed `.K` if needed to be unique
/// among all names of the file. One table serves functions, labels and
/// variables alike, so the map is injective.
class NameMap {
public:
  /// Marks Name, if valid, as taken by itself.
  void reserve(llvm::StringRef Name) {
    if (isTACName(Name))
      Taken.insert(Name);
  }
  std::string get(llvm::StringRef BrilName);
  /// A name no Bril name maps to and not given before: Base, or Base.K.
  std::string fresh(const std::string &Base);

private:
  llvm::StringSet<> Taken;
  llvm::StringMap<std::string> Mapped;
};

} // namespace bril
} // namespace mopt

#endif
