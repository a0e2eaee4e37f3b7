//===- mopt/IR/Module.h - A module: functions and their sources -*- C++ -*-===//
//
// A Module owns its functions, in text order, its global variables, in
// text order, and the text of the source files they came from, so that any
// diagnostic can quote the line it points at. Invariant: the names of
// functions and globals are unique together, and lookupFunction and
// lookupGlobal find each.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_MODULE_H
#define MOPT_IR_MODULE_H

#include "mopt/IR/Function.h"
#include "mopt/IR/GlobalVariable.h"
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

  /// Adds a global variable; null if the name is taken.
  GlobalVariable *addGlobal(std::unique_ptr<GlobalVariable> G);
  GlobalVariable *lookupGlobal(llvm::StringRef Name) const;
  const std::vector<std::unique_ptr<GlobalVariable>> &globals() const {
    return Globals;
  }

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
  std::vector<std::unique_ptr<GlobalVariable>> Globals;
  llvm::StringMap<GlobalVariable *> GlobalsByName;
  SourceFiles Sources;
};

} // namespace mopt

#endif
