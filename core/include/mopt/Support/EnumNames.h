//===- mopt/Support/EnumNames.h - Tables naming an enum's values -*- C++
//-*-===//
//
// A table of EnumName rows names the values of an enumeration, in the
// order messages list them: the spellings a command-line value or a pass
// parameter takes. One table per enumeration; these read it.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_ENUMNAMES_H
#define MOPT_SUPPORT_ENUMNAMES_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <optional>

namespace mopt {

template <typename EnumT> struct EnumName {
  EnumT Value;
  llvm::StringRef Name;
};

/// V's name in Table; "?" if the table leaves it out.
template <typename EnumT, size_t N>
llvm::StringRef nameOf(const EnumName<EnumT> (&Table)[N], EnumT V) {
  for (const EnumName<EnumT> &Row : Table)
    if (Row.Value == V)
      return Row.Name;
  return "?";
}

/// The value Table names Name; none if no row does.
template <typename EnumT, size_t N>
std::optional<EnumT> valueNamed(const EnumName<EnumT> (&Table)[N],
                                llvm::StringRef Name) {
  for (const EnumName<EnumT> &Row : Table)
    if (Row.Name == Name)
      return Row.Value;
  return std::nullopt;
}

/// Table's names, in its order.
template <typename EnumT, size_t N>
llvm::SmallVector<llvm::StringRef, N>
namesIn(const EnumName<EnumT> (&Table)[N]) {
  llvm::SmallVector<llvm::StringRef, N> Names;
  for (const EnumName<EnumT> &Row : Table)
    Names.push_back(Row.Name);
  return Names;
}

} // namespace mopt

#endif
