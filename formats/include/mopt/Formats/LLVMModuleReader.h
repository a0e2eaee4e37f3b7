//===- mopt/Formats/LLVMModuleReader.h - LLVM IR in, on demand --*- C++ -*-===//
//
// LLVM IR is read with LLVM's own libraries, which live in a module of
// their own, libMOptLLVMFormat.so (llvm-format/), so that a run on TAC or
// Bril never maps libLLVM. The format table's `llvm` row loads it the
// first time an LLVM module is read (loadLLVMModuleReader) and calls the
// reader it exports.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_FORMATS_LLVMMODULEREADER_H
#define MOPT_FORMATS_LLVMMODULEREADER_H

#include "absl/status/statusor.h"
#include "llvm/ADT/StringRef.h"

#include <memory>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mopt {

class Module;

/// Reads Text, LLVM IR as text or bitcode, the contents of the file Name,
/// into a module (not yet verified). A construct mopt's IR does not hold is
/// an error naming it, at its place in the text.
using LLVMModuleReader = absl::StatusOr<std::unique_ptr<Module>> (*)(
    std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name);

/// The reader of libMOptLLVMFormat.so, loaded from the `lib` folder beside
/// the running program's folder (build/lib, or P/lib when installed) the
/// first time; an error if it cannot be loaded.
absl::StatusOr<LLVMModuleReader> loadLLVMModuleReader();

} // namespace mopt

/// The symbol libMOptLLVMFormat.so exports: its reader.
#define MOPT_LLVM_MODULE_READER_SYMBOL "moptGetLLVMModuleReader"

#endif
