//===- mopt/Formats/LazyReader.h - A module read lazily ---------*- C++ -*-===//
//
// A module read a function at a time, as LLVM's lazy bitcode reader
// materialises a function's body when it is first needed. First everything
// outside the bodies is read (every function's header, so that calls resolve
// and types are known), then each body in module order when asked. A driver
// whose pipeline passes over each function once, and writes and frees it
// when done (opt-tool/FunctionOutput.h), then holds one function's IR at a
// time instead of the whole module's.
//
// What reading a function at a time finds is what reading the text whole
// finds, but not in the same order: an error in a later function is met
// only when its body is read. A reader therefore keeps the text, so that a
// driver that meets any error can read it whole and report the error
// reading it whole reports first.
//
// Invariant: each body is read at most once, in any order, and bodies of
// different functions may be read at once on different threads (a driver
// running -threads reads each on the thread that runs its passes); a
// function whose body has not been read has no blocks.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_FORMATS_LAZYREADER_H
#define MOPT_FORMATS_LAZYREADER_H

#include "absl/status/status.h"
#include "mopt/IR/Module.h"

#include <memory>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mopt {

class LazyReader {
public:
  virtual ~LazyReader();
  /// Reads what lies outside the bodies, on up to Threads threads. False if
  /// some of it is not valid: then only text() is to be used, to read the
  /// text whole, which reports the error.
  virtual bool readOutline(unsigned Threads) = 0;
  /// Reads the body of F, the module's function number Index (counting
  /// from 0), with the checks reading the text whole makes of it (not the
  /// verifier's); the first error. Safe to call on several threads at once
  /// for different functions.
  virtual absl::Status readBody(Function &F, size_t Index) = 0;
  Module &getModule() { return *M; }
  /// The text, as a buffer that does not own it, for reading it whole.
  virtual std::unique_ptr<llvm::MemoryBuffer> text() const = 0;

protected:
  std::unique_ptr<Module> M = std::make_unique<Module>();
};

} // namespace mopt

#endif
