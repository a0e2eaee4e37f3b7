//===- mopt/Formats/Formats.h - What a module is read from and written as -===//
//
// The one table of formats, a row per format: the name `-x NAME` and
// `--emit=NAME` take, the file extension that chooses it as input, how
// messages name it, the line --help shows for it under --emit, and its
// reader, its writer, or both (a reader may also read a function at a
// time, a writer write one), and the option its reader takes, if any. The
// readers, in the table's order, are the input formats, and the writers the
// output formats; a file whose extension no reader claims is TAC, the first
// row. A new format is a row in Formats.cpp: -x, --emit, their --help lines and
// messages, and the choice by extension all read the table.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_FORMATS_FORMATS_H
#define MOPT_FORMATS_FORMATS_H

#include "absl/status/statusor.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <utility>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mopt {

class Function;
class LazyReader;
class Module;

/// An option one format's reader takes (-mini-locals), declared in its
/// row: the driver lists it with its own options and refuses it for input
/// in another format.
struct ReaderOption {
  llvm::StringRef Name;
  /// As --help writes it after the name: "=<variables|slots>".
  llvm::StringRef ValueSyntax;
  /// Its --help text, lines separated by '\n'.
  llvm::StringRef Help;
  /// What is wrong with Value ("takes 'variables' or 'slots', not 'x'"), or
  /// OK.
  absl::Status (*Check)(llvm::StringRef Value);
};

/// What a reader may be asked besides the text.
struct ReadOptions {
  /// How many functions to read at once (TAC).
  unsigned Threads = 1;
  /// The reader options given, as name and value.
  llvm::ArrayRef<std::pair<std::string, std::string>> ReaderOptions;
  /// The value given for the reader option Name; "" if none was.
  llvm::StringRef getReaderOption(llvm::StringRef Name) const;
};

/// What a writer may be asked besides the module.
struct WriteOptions {
  /// How many functions to print at once (TAC).
  unsigned Threads = 1;
  /// Bril: phis as the legacy `phi`, not set/get.
  bool BrilLegacyPhis = false;
};

/// Where a writer puts its text, a piece at a time, in order.
using TextSink = llvm::function_ref<void(llvm::StringRef)>;

struct FileFormat {
  llvm::StringRef Name;
  /// The extension that chooses the format as input, with its dot ("" for
  /// none).
  llvm::StringRef Extension;
  /// How a message names it: "Bril JSON".
  llvm::StringRef Description;
  /// Its line under --emit in --help ("" if it has no writer).
  llvm::StringRef WriteHelp;
  /// The option its reader takes; null if none.
  const ReaderOption *Option;
  /// Reads Text, the contents of the file Name, into a module (not yet
  /// verified); null if the format is not read.
  absl::StatusOr<std::unique_ptr<Module>> (*Read)(
      std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name,
      const ReadOptions &Opts);
  /// Writes M to Out; an error leaves what was written to be discarded.
  /// Null if the format is not written.
  absl::Status (*Write)(Module &M, const WriteOptions &Opts, TextSink Out);
  /// Writes one function of a module, First if it is the module's first, so
  /// that writing each function in order writes what Write does: a driver
  /// may print and free each function as soon as its passes are done. Null
  /// if the format writes a module only as a whole.
  void (*WriteFunction)(Function &F, bool First, TextSink Out);
  /// Opens Text, the contents of the file Name, to be read a function at a
  /// time (mopt/Formats/LazyReader.h). Null if the format is read only as a
  /// whole.
  std::unique_ptr<LazyReader> (*OpenLazily)(
      std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name);
};

/// Which side of the table: the formats read, or those written.
enum class FormatRole { Input, Output };

/// The rows with a reader (Input) or a writer (Output), in table order.
llvm::SmallVector<const FileFormat *, 8> getFormats(FormatRole Role);
/// Their names, in the same order.
llvm::SmallVector<llvm::StringRef, 8> getFormatNames(FormatRole Role);
/// The format of that role named Name, or null.
const FileFormat *lookupFormat(FormatRole Role, llvm::StringRef Name);
/// The input format a file's extension chooses; TAC if none does.
const FileFormat &inputFormatOfPath(llvm::StringRef Path);
/// The input format whose reader takes the option Name, or null.
const FileFormat *formatTakingOption(llvm::StringRef Name);

} // namespace mopt

#endif
