//===- mopt/IR/Module.h - A module: functions and their sources -*- C++ -*-===//
//
// A Module owns its functions, in text order, its pointer types, and the
// text of the source files they came from, so that any diagnostic can quote the
// line it points at. Invariant: function names are unique and lookupFunction
// finds each.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_MODULE_H
#define MOPT_IR_MODULE_H

#include "mopt/IR/Function.h"
#include "mopt/Support/SourceFile.h"
#include "llvm/ADT/StringMap.h"

namespace mopt {

class Module {
public:
  Module() = default;
  ~Module();
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  using iterator = llvm::simple_ilist<Function>::iterator;
  iterator begin() { return Functions.begin(); }
  iterator end() { return Functions.end(); }
  using const_iterator = llvm::simple_ilist<Function>::const_iterator;
  const_iterator begin() const { return Functions.begin(); }
  const_iterator end() const { return Functions.end(); }
  size_t size() const { return Functions.size(); }

  /// Creates an empty function; null if the name is taken.
  Function *createFunction(llvm::StringRef Name, SourceLoc Loc = {});
  Function *lookupFunction(llvm::StringRef Name) const;

  /// The interned type ptr<Pointee> (Type::getPointerTo).
  const Type *getPointerType(const Type *Pointee) const {
    return Type::getPointerTo(Pointee);
  }

  /// Registers a source file's text; returns its index for SourceLocs.
  uint32_t addSourceFile(std::string Name,
                         std::unique_ptr<llvm::MemoryBuffer> Text);
  /// As above, with a copy of Text.
  uint32_t addSourceFile(std::string Name, llvm::StringRef Text) {
    return Sources.add(std::move(Name), Text);
  }
  const SourceFiles &getSources() const { return Sources; }

private:
  llvm::simple_ilist<Function> Functions;
  llvm::StringMap<Function *> FunctionsByName;
  SourceFiles Sources;
};

} // namespace mopt

#endif
