//===- Options.h - The command line of mopt ---------------------*- C++ -*-===//
//
// mopt's options, parsed the way LLVM's tools do: one or two leading dashes,
// values after '=' (or as the next word), anywhere on the line. The word
// that is not an option is the input file; when --run comes before it,
// every word after it is an argument for `main`, as with lli. Each option
// is declared once (Options.cpp, or beside the analysis that reads it:
// mopt/Support/CommandLine.h); --help and the suggestions are made from
// the declarations.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_OPTIONS_H
#define MOPT_OPTTOOL_OPTIONS_H

#include "absl/status/statusor.h"
#include "mopt/Interp/Interpreter.h"
#include "mopt/Pass/StandardInstrumentations.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

struct FileFormat;

struct DriverOptions {
  std::string Input;
  std::string Output; // empty: standard output
  std::string Pipeline;
  std::string OptLevel; // -O0, -O1, -O2: "O1"; empty: none given
  /// -x: an input row of mopt/Formats/Formats.h; null: by the file's
  /// extension.
  const FileFormat *Format = nullptr;
  /// The options of format readers given (-mini-locals), as name and
  /// value.
  std::vector<std::pair<std::string, std::string>> ReaderOptions;
  bool Run = false;
  bool Profile = false; // with Run: print brili's total_dyn_inst line
  bool DisableOutput = false;
  bool TextOutput =
      false; // -S: accepted as opt does; text is mopt's only output
  std::string Emit = "tac"; // an output row of mopt/Formats/Formats.h
  bool BrilLegacyPhis = false;
  bool PrintPasses = false;
  bool PrintPipelinePasses = false;
  std::vector<std::string> PluginPaths;
  /// The options the analyses declare (AnalysisOption), as NAME and
  /// VALUE, in the order first given: -dom-algorithm=lt.
  std::vector<std::pair<std::string, std::string>> AnalysisOptions;
  unsigned Threads = 1;
  std::string HTMLFile;     // empty: no --html page
  std::string HTMLFunction; // empty: main, else the only function
  InstrumentationOptions Instrument;
  std::string CrashReproducer;           // empty: write no reproducer
  std::optional<int64_t> OptBisectLimit; // none: no bisecting
  bool ShowHelp = false;
  bool ShowVersion = false;
  RunOptions Limits;
  std::vector<std::string> ProgramArgs;
  /// Whether an option given looks at the module between the passes or
  /// after them (OptionEffect), so the run keeps the whole module.
  bool KeepsWholeModule = false;
  /// The options given that change how the passes run, as words that give
  /// them again (a crash reproducer's command line repeats them).
  std::vector<std::string> PassRunOptions;
};

absl::StatusOr<DriverOptions> parseCommandLine(int Argc, char **Argv);

/// The text --help prints.
std::string helpText();

} // namespace mopt

#endif
