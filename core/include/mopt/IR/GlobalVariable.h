//===- mopt/IR/GlobalVariable.h - A module's memory ------------*- C++ -*-===//
//
// A GlobalVariable is memory the module owns for the whole run, as C's
// global and static variables and string literals are: Size bytes, whose
// first contents are Bytes, except at each Reference, whose 8 bytes hold the
// address of another global (plus a byte offset) or of a function. Code
// reaches it through `addr @NAME` (AddressInst), never through an operand,
// so that functions, which passes may change on several threads at once,
// share no use lists.
//
// Invariant: Bytes has Size bytes, and the References lie inside them, in
// increasing offset, 8 bytes apart at least.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_GLOBALVARIABLE_H
#define MOPT_IR_GLOBALVARIABLE_H

#include "mopt/IR/SourceLoc.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mopt {

class Function;

class GlobalVariable {
public:
  /// An address stored in the initial contents.
  struct Reference {
    uint64_t Offset;
    const GlobalVariable *Global; // null for a function
    const Function *Callee;       // null for a global
    int64_t Addend;               // bytes past the global's start
  };

  GlobalVariable(llvm::StringRef Name, std::vector<uint8_t> Bytes,
                 bool IsConstant, SourceLoc Loc = {})
      : Name(Name.str()), Bytes(std::move(Bytes)), IsConstant(IsConstant),
        Loc(Loc) {}

  llvm::StringRef getName() const { return Name; }
  uint64_t getSize() const { return Bytes.size(); }
  const std::vector<uint8_t> &getBytes() const { return Bytes; }
  std::vector<uint8_t> &getBytes() { return Bytes; }
  const std::vector<Reference> &getReferences() const { return References; }
  /// Adds a reference past the last one.
  void addReference(Reference R) { References.push_back(R); }
  /// Whether the program only reads it (C's `const`, string literals).
  bool isConstant() const { return IsConstant; }
  /// Whether it is one of the C library's streams (CStreamNames), a FILE
  /// pointer that the run provides: the interpreter's runtime, or the C
  /// library under LLVM (the LLVM writer declares it external).
  bool isCStream() const {
    return getSize() == 8 && llvm::is_contained(CStreamNames, Name);
  }
  /// stdin, stdout and stderr, in that order (file descriptors 0, 1, 2).
  static constexpr llvm::StringLiteral CStreamNames[] = {"stdin", "stdout",
                                                         "stderr"};
  SourceLoc getLoc() const { return Loc; }

private:
  std::string Name;
  std::vector<uint8_t> Bytes;
  std::vector<Reference> References;
  bool IsConstant;
  SourceLoc Loc;
};

} // namespace mopt

#endif
