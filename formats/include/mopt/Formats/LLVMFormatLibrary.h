//===- mopt/Formats/LLVMFormatLibrary.h - LLVM IR, on demand ----*- C++ -*-===//
//
// LLVM IR is read and written with LLVM's own libraries, which live in a
// module of their own, libMOptLLVMFormat.so (llvm-format/), so that a run
// on TAC or Bril never maps libLLVM. The format table's `llvm` and
// `llvm-bc` rows load it the first time an LLVM module is read or written
// (loadLLVMFormatLibrary) and call the entry points it exports.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_FORMATS_LLVMFORMATLIBRARY_H
#define MOPT_FORMATS_LLVMFORMATLIBRARY_H

#include "absl/status/statusor.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mopt {

class Module;

/// What libMOptLLVMFormat.so does.
struct LLVMFormatLibrary {
  /// Reads Text, LLVM IR as text or bitcode, the contents of the file Name,
  /// into a module (not yet verified). A construct mopt's IR does not hold
  /// is an error naming it, at its place in the text.
  absl::StatusOr<std::unique_ptr<Module>> (*Read)(
      std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name);
  /// Builds M as an LLVM module, which LLVM's verifier must accept, and
  /// appends it to Out as text, or as bitcode if Bitcode is set; on error
  /// Out is left unchanged (docs/LLVMIR.md has the mapping).
  absl::Status (*Write)(Module &M, bool Bitcode, std::string &Out);
};

/// libMOptLLVMFormat.so's entry points, loaded from the `lib` folder beside
/// the running program's folder (build/lib, or P/lib when installed) the
/// first time; an error if it cannot be loaded.
absl::StatusOr<const LLVMFormatLibrary *> loadLLVMFormatLibrary();

} // namespace mopt

/// The symbol libMOptLLVMFormat.so exports: a function that returns its
/// LLVMFormatLibrary.
#define MOPT_LLVM_FORMAT_LIBRARY_SYMBOL "moptGetLLVMFormatLibrary"

#endif
