//===- Options.cpp - The command line of mopt -----------------------------===//
//
// Each of mopt's options is declared once, in declareOptions, in the order
// --help lists them; the options the analyses read are declared by the
// library that has them (CommandLine.h).
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "mopt/Formats/Formats.h"
#include "mopt/Pass/NamedPipelines.h"
#include "mopt/Pass/Remarks.h"
#include "mopt/Support/CommandLine.h"
#include "mopt/Support/NearestName.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <filesystem>
#include <optional>

using namespace mopt;

/// The --emit help, from the table of formats.
static std::string emitHelp() {
  std::string Text = "write the module as:";
  for (const FileFormat *F : getFormats(FormatRole::Output))
    Text += "\n  " + F->Name.str() +
            std::string(10 - std::min<size_t>(F->Name.size(), 9), ' ') +
            F->WriteHelp.str();
  return Text;
}

/// The named pipelines of --help, from their table, each with what it
/// expands to.
static std::string namedPipelineHelp() {
  std::string Text;
  for (const NamedPipeline &P : getNamedPipelines()) {
    Text += "  " + std::string(P.Name) + "  " + P.Description + ":\n";
    llvm::StringRef Rest = P.Pipeline;
    std::string Line = "     ";
    while (!Rest.empty()) {
      auto [Pass, Tail] = Rest.split(',');
      if (Line.size() + Pass.size() > 76) {
        Text += Line + "\n";
        Line = "     ";
      }
      Line += " " + Pass.str() + (Tail.empty() ? "" : ",");
      Rest = Tail;
    }
    Text += Line + "\n";
  }
  return Text;
}

/// A path as a command line run elsewhere finds it (a reproducer's).
static std::string absolutePath(llvm::StringRef Path) {
  std::error_code Error;
  std::filesystem::path Absolute = std::filesystem::absolute(Path.str(), Error);
  return Error ? Path.str() : Absolute.lexically_normal().string();
}

/// A value that must not be empty, stored in Target.
static OptionAction storeFileName(std::string &Target) {
  return [&Target](llvm::StringRef, llvm::StringRef V) {
    if (V.empty())
      return absl::InvalidArgumentError("needs a file name");
    Target = V.str();
    return absl::OkStatus();
  };
}

/// A count, handed to Store, which may refuse it.
static OptionAction storeCount(std::function<absl::Status(uint64_t)> Store) {
  return [Store](llvm::StringRef, llvm::StringRef V) {
    uint64_t N;
    if (!absl::SimpleAtoi(V.str(), &N))
      return absl::InvalidArgumentError(
          absl::StrCat("takes a number, not '", V.str(), "'"));
    return Store(N);
  };
}

static OptionAction storeEmit(std::string &Target) {
  return [&Target](llvm::StringRef, llvm::StringRef V) {
    if (!lookupFormat(FormatRole::Output, V)) {
      auto Names = getFormatNames(FormatRole::Output);
      return absl::InvalidArgumentError("takes " + llvm::join(Names, ", ") +
                                        ", not '" + V.str() + "'" +
                                        didYouMean(V, Names));
    }
    Target = V.str();
    return absl::OkStatus();
  };
}

static OptionAction storeInputFormat(const FileFormat *&Target) {
  return [&Target](llvm::StringRef, llvm::StringRef V) {
    Target = lookupFormat(FormatRole::Input, V);
    if (Target)
      return absl::OkStatus();
    auto Names = getFormatNames(FormatRole::Input);
    return absl::InvalidArgumentError("takes " + joinAlternatives(Names, "'") +
                                      ", not '" + V.str() + "'" +
                                      didYouMean(V, Names));
  };
}

/// A format reader's option (mopt/Formats/Formats.h), checked by its row
/// and kept by name for the reader; a later one replaces an earlier one.
static OptionAction storeReaderOption(DriverOptions &O, const ReaderOption &R) {
  return [&O, &R](llvm::StringRef, llvm::StringRef V) {
    if (absl::Status S = R.Check(V); !S.ok())
      return S;
    llvm::erase_if(O.ReaderOptions,
                   [&R](const auto &Given) { return Given.first == R.Name; });
    O.ReaderOptions.emplace_back(R.Name.str(), V.str());
    return absl::OkStatus();
  };
}

static OptionAction storeRemarkPattern(std::string &Target) {
  return [&Target](llvm::StringRef, llvm::StringRef V) {
    if (absl::Status S = RemarkEmitter::checkPattern(V); !S.ok())
      return absl::InvalidArgumentError("takes a regular expression: '" +
                                        V.str() +
                                        "': " + std::string(S.message()));
    Target = V.str();
    return absl::OkStatus();
  };
}

static OptionAction storeBisectLimit(std::optional<int64_t> &Target) {
  return [&Target](llvm::StringRef, llvm::StringRef V) {
    int64_t N;
    if (!absl::SimpleAtoi(V.str(), &N) || N < -1)
      return absl::InvalidArgumentError(
          "takes a number of pass runs, or -1 for all, not '" + V.str() + "'");
    Target = N;
    return absl::OkStatus();
  };
}

/// An analysis option's value for O.AnalysisOptions: a later one replaces
/// an earlier one of the same name.
static void storeAnalysisOption(DriverOptions &O, llvm::StringRef Name,
                                llvm::StringRef Value) {
  for (auto &[Key, Old] : O.AnalysisOptions)
    if (Key == Name) {
      Old = Value.str();
      return;
    }
  O.AnalysisOptions.emplace_back(Name.str(), Value.str());
}

static void declareGeneralOptions(OptionList &L, DriverOptions &O) {
  L.add(Option::withValue("passes", "=<pipeline>",
                          "the passes to run, e.g. lower or\n"
                          "function(lower),repeat<2>(lower); see "
                          "-print-passes\n"
                          "(-p=<pipeline> is the same); -passes=verify runs\n"
                          "the verifier",
                          O.Pipeline)
            .alias("p"));
  L.add(Option::flag("O0", "the same as -passes='default<O2>' (below)",
                     [&O](llvm::StringRef Name, llvm::StringRef) {
                       O.OptLevel = Name.str();
                       return absl::OkStatus();
                     })
            .alsoListed("O1")
            .alsoListed("O2"));
  L.add(Option::withValue(
            "load-pass-plugin", "=<so>",
            "load a pass plugin (repeatable; before -passes is read)",
            O.PluginPaths)
            .effects(ChangesPassRuns)
            .repeatedAs(absolutePath));
  L.add(Option::flag("print-passes",
                     "list every registered pass and where it came from",
                     O.PrintPasses)
            .effects(NeedsNoInput));
  L.add(Option::flag("print-pipeline-passes",
                     "print the pipeline in normalised form, and stop",
                     O.PrintPipelinePasses)
            .effects(NeedsNoInput));
  L.addAnalysisOptions([&O](llvm::StringRef Name, llvm::StringRef Value) {
    storeAnalysisOption(O, Name, Value);
  });
  L.add(Option::withValue("threads", "=<n>",
                          "read, verify, transform and print n functions at\n"
                          "once (default 1; the output is the same)",
                          storeCount([&O](uint64_t N) {
                            if (N == 0 || N > 256)
                              return absl::InvalidArgumentError(
                                  "takes a number from 1 to 256");
                            O.Threads = static_cast<unsigned>(N);
                            return absl::OkStatus();
                          })));
  L.add(Option::withValue("o", " <file>",
                          "write the result here (only if everything succeeds)",
                          O.Output));
  L.add(Option::withValue(
      "x", " <" + llvm::join(getFormatNames(FormatRole::Input), "|") + ">",
      "the input language, whatever the file's extension",
      storeInputFormat(O.Format)));
  for (const FileFormat *F : getFormats(FormatRole::Input))
    if (const ReaderOption *R = F->Option)
      L.add(Option::withValue(R->Name, R->ValueSyntax, R->Help,
                              storeReaderOption(O, *R)));
}

static void declareRunOptions(OptionList &L, DriverOptions &O) {
  L.add(Option::flag("run",
                     "run `main` after the pipeline instead of printing\n"
                     "the module; words after the input file are main's\n"
                     "arguments, each read as its parameter's type\n"
                     "(an integer, true/false, a float, a character)",
                     O.Run)
            .twoDashes()
            .effects(KeepsWholeModule));
  L.add(Option::flag("profile",
                     "with --run: print `total_dyn_inst: N` on standard\n"
                     "error, the instructions executed, as brili -p\n"
                     "counts them",
                     O.Profile)
            .twoDashes());
  L.add(Option::withValue("max-steps", "=<n>",
                          "with --run: stop after n instructions (default 1e9)",
                          storeCount([&O](uint64_t N) {
                            O.Limits.MaxSteps = N;
                            return absl::OkStatus();
                          }))
            .twoDashes());
  L.add(Option::withValue(
            "max-call-depth", "=<n>",
            "with --run: stop past n nested calls (default 10000)",
            storeCount([&O](uint64_t N) {
              O.Limits.MaxCallDepth =
                  static_cast<unsigned>(std::min<uint64_t>(N, 1u << 30));
              return absl::OkStatus();
            }))
            .twoDashes());
}

static void declareOutputOptions(OptionList &L, DriverOptions &O) {
  L.add(Option::withValue("emit", "=<format>", emitHelp(), storeEmit(O.Emit))
            .twoDashes());
  // clang's spelling of --emit=llvm.
  L.add(Option::flag("emit-llvm", "", [&O](llvm::StringRef, llvm::StringRef) {
          O.Emit = "llvm";
          return absl::OkStatus();
        }).unlisted());
  L.add(Option::flag("bril-phi",
                     "with --emit=bril or bril-json: write phis as\n"
                     "Bril's legacy phi, not set/get",
                     O.BrilLegacyPhis)
            .twoDashes());
  L.add(Option::flag("disable-output", "do not print the module",
                     O.DisableOutput));
  L.add(Option::flag("S", "accepted, as opt takes it: mopt writes text anyway",
                     O.TextOutput));
  L.add(
      Option::withValue("crash-reproducer", "=<f>",
                        "if a pass crashes or fails, write <f>: the module\n"
                        "as it was before that pass and a RUN: line with the\n"
                        "pipeline from it on (docs/RELIABILITY.md)",
                        storeFileName(O.CrashReproducer))
          .effects(KeepsWholeModule));
  L.add(Option::withValue("html", "=<file>",
                          "write an HTML page showing each function after\n"
                          "each pass beside the source, with its CFG and\n"
                          "dominator tree (docs/HTMLView.md)",
                          storeFileName(O.HTMLFile))
            .twoDashes()
            .effects(KeepsWholeModule));
  L.add(Option::withValue("html-func", "=<name>",
                          "the function --html shows first (default: main,\n"
                          "else the only function)",
                          O.HTMLFunction)
            .twoDashes());
  L.add(Option::flag("help", "print this text", O.ShowHelp)
            .alias("h")
            .twoDashes()
            .effects(NeedsNoInput));
  L.add(Option::flag("version", "print the version", O.ShowVersion)
            .twoDashes()
            .effects(NeedsNoInput));
}

static void declareInstrumentationOptions(OptionList &L,
                                          InstrumentationOptions &I) {
  L.add(Option::flag("verify-each", "run the verifier after every pass",
                     I.VerifyEach)
            .effects(KeepsWholeModule | ChangesPassRuns));
  L.add(Option::withValue("print-before", "=<pass>",
                          "print the IR before each run of <pass> (repeatable)",
                          I.PrintBefore)
            .effects(KeepsWholeModule));
  L.add(Option::withValue("print-after", "=<pass>",
                          "print the IR after each run of <pass> (repeatable)",
                          I.PrintAfter)
            .effects(KeepsWholeModule));
  L.add(Option::flag("print-before-all", "print the IR before every pass",
                     I.PrintBeforeAll)
            .effects(KeepsWholeModule));
  L.add(Option::flag("print-after-all", "print the IR after every pass",
                     I.PrintAfterAll)
            .effects(KeepsWholeModule));
  L.add(Option::flag("print-changed",
                     "print the IR after every pass that changed it",
                     I.PrintChanged)
            .effects(KeepsWholeModule));
  L.add(Option::flag("time-passes", "a table of wall time per pass at the end",
                     I.TimePasses));
  L.add(Option::flag("track-memory",
                     "-time-passes, with how much each pass and stage\n"
                     "raised the process's peak resident memory",
                     I.TrackMemory));
  L.add(Option::flag("stats",
                     "the passes' counters at the end (instructions\n"
                     "removed, constants folded, ...), as opt -stats",
                     I.Stats));
  L.add(Option::flag("debug-pass-manager",
                     "trace each pass and analysis run, cached or invalidated",
                     I.DebugPassManager));
  L.add(Option::withValue("pass-remarks", "=<regex>",
                          "remarks of what the passes whose name matches did\n"
                          "(-pass-remarks=ssa: each stack slot promoted)",
                          storeRemarkPattern(I.PassRemarks)));
  L.add(
      Option::withValue("pass-remarks-missed", "=<regex>",
                        "remarks of what they could not do, and why\n"
                        "(-pass-remarks-missed=ssa: each slot left in memory)",
                        storeRemarkPattern(I.PassRemarksMissed)));
}

/// Every option of mopt, bound to the fields of O, with the text of --help
/// around them.
static OptionList declareOptions(DriverOptions &O) {
  OptionList L("mopt");
  L.addText(
      R"(OVERVIEW: mopt - a small LLVM-style middle end for three-address code

USAGE: mopt [options] <input file> [program arguments...]

  <input file> is TAC (docs/TAC.md); a .bril file is Bril's text format,
  a .json file Bril's JSON form (as bril2json writes it), a .mini file Mini
  (docs/Mini.md); '-', or no input file, reads standard input.

OPTIONS:
)");
  declareGeneralOptions(L, O);
  declareRunOptions(L, O);
  declareOutputOptions(L, O);
  L.addText("\nINSTRUMENTATION (printed on standard error):\n");
  declareInstrumentationOptions(L, O.Instrument);
  L.add(Option::withValue("opt-bisect-limit", "=<n>",
                          "run only the first n pass runs (each pass on each\n"
                          "function counts; -1: all), saying which in BISECT:\n"
                          "lines",
                          storeBisectLimit(O.OptBisectLimit))
            .effects(KeepsWholeModule));
  L.addText(R"(
With --run, what the program prints goes to standard output, and main's
return value to standard error as `; main returned N`. The exit status is
0 when the program ran to its end and 1 on any error; a C main (returning
i32) gives its own, as lli does, and exit(N) ends the run with N. If a pass crashes,
mopt says which pass on which function, the pipeline and a command line
that repeats the run, and exits with status 70.

NAMED PIPELINES (-passes='default<O2>', or -O2; they lower and build SSA
first, so they take any input, and end out of SSA):
)" + namedPipelineHelp() +
            R"(
Shipped pass plugins (build/plugins/mopt-*.so) are found beside mopt and in
the folders of MOPT_PLUGIN_PATH, and loaded without being asked: those the
pipeline names (as mopt-plugins.txt beside them lists their passes), or all
of them for -print-passes, with -load-pass-plugin, or when the pipeline does
not parse otherwise.
)");
  return L;
}

std::string mopt::helpText() {
  DriverOptions Unused;
  return declareOptions(Unused).getHelp();
}

/// The checks of options that depend on one another, once all are read.
static absl::Status checkCombinations(DriverOptions &Opts) {
  // As opt does, -O2 stands for -passes='default<O2>' and does not mix
  // with -passes.
  if (!Opts.OptLevel.empty()) {
    if (!Opts.Pipeline.empty())
      return absl::InvalidArgumentError(
          absl::StrCat("-", Opts.OptLevel,
                       " and -passes do not go together: write "
                       "-passes='default<",
                       Opts.OptLevel, ">,...' instead"));
    Opts.Pipeline = absl::StrCat("default<", Opts.OptLevel, ">");
  }
  if (Opts.Run && !Opts.Output.empty())
    return absl::InvalidArgumentError(
        "-o and --run do not go together: --run prints the program's output, "
        "not the module");
  if (!Opts.HTMLFunction.empty() && Opts.HTMLFile.empty())
    return absl::InvalidArgumentError(
        "--html-func names the function --html shows: give --html=FILE too");
  if (!Opts.CrashReproducer.empty() && Opts.Threads > 1)
    return absl::InvalidArgumentError(
        "-crash-reproducer needs -threads=1: it keeps the text of every "
        "function between passes, which other threads would be changing");
  if (Opts.Profile && !Opts.Run)
    return absl::InvalidArgumentError(
        "--profile counts the instructions a run executes: give --run too");
  if (Opts.Run && Opts.Emit != "tac")
    return absl::InvalidArgumentError(
        "--emit and --run do not go together: --run prints the program's "
        "output, not the module");
  return absl::OkStatus();
}

absl::StatusOr<DriverOptions> mopt::parseCommandLine(int Argc, char **Argv) {
  DriverOptions Opts;
  OptionList Options = declareOptions(Opts);
  ArgumentCursor Args(Argc, Argv);
  bool HaveInput = false;
  while (!Args.done()) {
    llvm::StringRef Word = Args.next();
    // As with lli, once --run and the input are given, the rest of the
    // command line belongs to the program (negative numbers included).
    if (HaveInput && Opts.Run) {
      Opts.ProgramArgs.push_back(Word.str());
      continue;
    }
    if (Word == "-" || !Word.starts_with("-")) {
      if (HaveInput)
        return absl::InvalidArgumentError(absl::StrCat(
            "unexpected argument '", Word.str(),
            "': one input file only (program arguments go after the input "
            "file, with --run before it)"));
      Opts.Input = Word.str();
      HaveInput = true;
      continue;
    }
    if (absl::Status S = Options.apply(Word, Args); !S.ok())
      return S;
  }
  // As opt does, no input file means standard input.
  if (!HaveInput && !Options.anyGiven(NeedsNoInput))
    Opts.Input = "-";
  if (absl::Status S = checkCombinations(Opts); !S.ok())
    return S;
  Opts.KeepsWholeModule = Options.anyGiven(KeepsWholeModule);
  Opts.PassRunOptions = Options.givenAgain(ChangesPassRuns);
  return Opts;
}
