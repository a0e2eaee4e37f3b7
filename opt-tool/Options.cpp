//===- Options.cpp - The command line of mopt -----------------------------===//

#include "Options.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "mopt/Analysis/DomAlgorithms.h"
#include "mopt/Formats/Formats.h"
#include "mopt/Pass/NamedPipelines.h"
#include "mopt/Pass/Remarks.h"
#include "mopt/Support/NearestName.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <optional>

using namespace mopt;

/// The -x lines of --help, from the table of input formats.
static std::string inputFormatHelp() {
  return "  -x <" + llvm::join(getFormatNames(FormatRole::Input), "|") +
         ">\n                          the input language, whatever the "
         "file's extension\n";
}

/// The --emit lines of --help, from the table of formats.
static std::string emitHelp() {
  std::string Text = "  --emit=<format>         write the module as:\n";
  for (const FileFormat *F : getFormats(FormatRole::Output))
    Text += "                            " + F->Name.str() +
            std::string(10 - std::min<size_t>(F->Name.size(), 9), ' ') +
            F->WriteHelp.str() + "\n";
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

std::string mopt::helpText() {
  return R"(OVERVIEW: mopt - a small LLVM-style middle end for three-address code

USAGE: mopt [options] <input file> [program arguments...]

  <input file> is TAC (docs/TAC.md); a .bril file is Bril's text format,
  a .json file Bril's JSON form (as bril2json writes it), a .mini file Mini
  (docs/Mini.md); '-', or no input file, reads standard input.

OPTIONS:
  -passes=<pipeline>      the passes to run, e.g. lower or
                          function(lower),repeat<2>(lower); see -print-passes
                          (-p=<pipeline> is the same); -passes=verify runs
                          the verifier
  -O0, -O1, -O2           the same as -passes='default<O2>' (below)
  -load-pass-plugin=<so>  load a pass plugin (repeatable; before -passes is read)
  -print-passes           list every registered pass and where it came from
  -print-pipeline-passes  print the pipeline in normalised form, and stop
  -dom-algorithm=<name>   build dominator trees with chk (default), slt,
                          lt, snca or iterative
  -threads=<n>            read, verify, transform and print n functions at
                          once (default 1; the output is the same)
  -o <file>               write the result here (only if everything succeeds)
)" + inputFormatHelp() +
         R"(  -mini-locals=<variables|slots>
                          with Mini input: keep locals and parameters in TAC
                          variables (default), or, as clang does at -O0, in
                          alloca stack slots, each read a load and each
                          write a store (docs/Mini.md); an error with other
                          input
  --run                   run `main` after the pipeline instead of printing
                          the module; words after the input file are main's
                          arguments, each read as its parameter's type
                          (an integer, true/false, a float, a character)
  --profile               with --run: print `total_dyn_inst: N` on standard
                          error, the instructions executed, as brili -p
                          counts them
  --max-steps=<n>         with --run: stop after n instructions (default 1e9)
  --max-call-depth=<n>    with --run: stop past n nested calls (default 10000)
)" + emitHelp() +
         R"(  --bril-phi              with --emit=bril or bril-json: write phis as
                          Bril's legacy phi, not set/get
  -disable-output         do not print the module
  -S                      accepted, as opt takes it: mopt writes text anyway
  -crash-reproducer=<f>   if a pass crashes or fails, write <f>: the module
                          as it was before that pass and a RUN: line with the
                          pipeline from it on (docs/RELIABILITY.md)
  --html=<file>           write an HTML page showing each function after
                          each pass beside the source, with its CFG and
                          dominator tree (docs/HTMLView.md)
  --html-func=<name>      the function --html shows first (default: main,
                          else the only function)
  --help                  print this text
  --version               print the version

INSTRUMENTATION (printed on standard error):
  -verify-each            run the verifier after every pass
  -print-before=<pass>    print the IR before each run of <pass> (repeatable)
  -print-after=<pass>     print the IR after each run of <pass> (repeatable)
  -print-before-all       print the IR before every pass
  -print-after-all        print the IR after every pass
  -print-changed          print the IR after every pass that changed it
  -time-passes            a table of wall time per pass at the end
  -stats                  the passes' counters at the end (instructions
                          removed, constants folded, ...), as opt -stats
  -debug-pass-manager     trace each pass and analysis run, cached or invalidated
  -pass-remarks=<regex>   remarks of what the passes whose name matches did
                          (-pass-remarks=ssa: each stack slot promoted)
  -pass-remarks-missed=<regex>
                          remarks of what they could not do, and why
                          (-pass-remarks-missed=ssa: each slot left in memory)
  -opt-bisect-limit=<n>   run only the first n pass runs (each pass on each
                          function counts; -1: all), saying which in BISECT:
                          lines

With --run, what the program prints goes to standard output, and main's
return value to standard error as `; main returned N`. The exit status is
0 when the program ran to its end and 1 on any error. If a pass crashes,
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
)";
}

bool mopt::needsNoInput(const DriverOptions &Opts) {
  return Opts.ShowHelp || Opts.ShowVersion || Opts.PrintPasses ||
         Opts.PrintPipelinePasses;
}

namespace {
/// Walks argv, handing out words.
class ArgReader {
public:
  ArgReader(int Argc, char **Argv) : Argc(Argc), Argv(Argv) {}
  bool done() const { return Pos >= Argc; }
  llvm::StringRef next() { return Argv[Pos++]; }

private:
  int Argc;
  char **Argv;
  int Pos = 1;
};

/// One option word, split into its name and its value after '='.
struct OptionWord {
  llvm::StringRef Name;
  llvm::StringRef Inline;
  bool HasInline;
};
} // namespace

/// The option --help documents that is nearest Name (NearestName.h), with
/// its dash, or "": the help text is the list of options a user can know.
static std::string nearestOptionName(llvm::StringRef Name) {
  NearestName Nearest(Name);
  std::string Help = helpText();
  for (llvm::StringRef Line : llvm::split(Help, '\n')) {
    // "  -name...", "  --name..." and "  -O0, -O1, -O2": each word that
    // starts with a dash before the two blanks of the description.
    if (!Line.consume_front("  ") || !Line.starts_with("-"))
      continue;
    for (llvm::StringRef Word : llvm::split(Line.split("  ").first, ' ')) {
      Word = Word.ltrim('-').take_until(
          [](char C) { return C == '=' || C == ',' || C == ' ' || C == '<'; });
      if (!Word.empty())
        Nearest.consider(Word);
    }
  }
  return Nearest.get().empty() ? "" : "-" + Nearest.get();
}

static absl::Status optionError(llvm::StringRef Name, llvm::StringRef What) {
  return absl::InvalidArgumentError(
      absl::StrCat("option '-", Name.str(), "' ", What.str()));
}

/// Options that take no value: where each one's flag lives.
static bool *flagTarget(DriverOptions &O, llvm::StringRef Name) {
  InstrumentationOptions &I = O.Instrument;
  return llvm::StringSwitch<bool *>(Name)
      .Case("run", &O.Run)
      .Case("profile", &O.Profile)
      .Case("disable-output", &O.DisableOutput)
      .Case("S", &O.TextOutput)
      .Case("bril-phi", &O.BrilLegacyPhis)
      .Case("print-passes", &O.PrintPasses)
      .Case("print-pipeline-passes", &O.PrintPipelinePasses)
      .Cases({"help", "h"}, &O.ShowHelp)
      .Case("version", &O.ShowVersion)
      .Case("verify-each", &I.VerifyEach)
      .Case("print-before-all", &I.PrintBeforeAll)
      .Case("print-after-all", &I.PrintAfterAll)
      .Case("print-changed", &I.PrintChanged)
      .Case("time-passes", &I.TimePasses)
      .Case("stats", &I.Stats)
      .Case("debug-pass-manager", &I.DebugPassManager)
      .Default(nullptr);
}

static absl::Status applyValue(DriverOptions &Opts, llvm::StringRef Name,
                               const std::string &V) {
  if (Name == "passes" || Name == "p") {
    Opts.Pipeline = V;
  } else if (Name == "o") {
    Opts.Output = V;
  } else if (Name == "emit") {
    if (!lookupFormat(FormatRole::Output, V)) {
      auto Names = getFormatNames(FormatRole::Output);
      return optionError(Name, "takes " + llvm::join(Names, ", ") + ", not '" +
                                   V + "'" + didYouMean(V, Names));
    }
    Opts.Emit = V;
  } else if (Name == "load-pass-plugin") {
    Opts.PluginPaths.push_back(V);
  } else if (Name == "print-before") {
    Opts.Instrument.PrintBefore.push_back(V);
  } else if (Name == "print-after") {
    Opts.Instrument.PrintAfter.push_back(V);
  } else if (Name == "pass-remarks" || Name == "pass-remarks-missed") {
    if (absl::Status S = RemarkEmitter::checkPattern(V); !S.ok())
      return optionError(Name, "takes a regular expression: '" + V +
                                   "': " + std::string(S.message()));
    (Name == "pass-remarks" ? Opts.Instrument.PassRemarks
                            : Opts.Instrument.PassRemarksMissed) = V;
  } else if (Name == "html") {
    if (V.empty())
      return optionError(Name, "needs a file name");
    Opts.HTMLFile = V;
  } else if (Name == "html-func") {
    Opts.HTMLFunction = V;
  } else if (Name == "crash-reproducer") {
    if (V.empty())
      return optionError(Name, "needs a file name");
    Opts.CrashReproducer = V;
  } else if (Name == "opt-bisect-limit") {
    int64_t N;
    if (!absl::SimpleAtoi(V, &N) || N < -1)
      return optionError(Name, "takes a number of pass runs, or -1 for "
                               "all, not '" +
                                   V + "'");
    Opts.OptBisectLimit = N;
  } else if (Name == "dom-algorithm") {
    if (!parseDomAlgorithm(V))
      return optionError(Name, "takes " + getDomAlgorithmChoices() + ", not '" +
                                   V + "'" +
                                   didYouMeanSuffix(suggestDomAlgorithm(V)));
    Opts.DomAlgorithm = V;
  } else if (Name == "x") {
    Opts.Format = lookupFormat(FormatRole::Input, V);
    if (!Opts.Format) {
      auto Names = getFormatNames(FormatRole::Input);
      return optionError(Name, "takes " + joinAlternatives(Names, "'") +
                                   ", not '" + V + "'" + didYouMean(V, Names));
    }
  } else if (Name == "mini-locals") {
    std::optional<MiniLocals> Locals =
        llvm::StringSwitch<std::optional<MiniLocals>>(V)
            .Case("variables", MiniLocals::Variables)
            .Case("slots", MiniLocals::Slots)
            .Default(std::nullopt);
    if (!Locals)
      return optionError(Name, "takes 'variables' or 'slots', not '" + V + "'" +
                                   didYouMean(V, {"variables", "slots"}));
    Opts.Locals = *Locals;
  } else {
    uint64_t N;
    if (!absl::SimpleAtoi(V, &N))
      return optionError(Name, "takes a number, not '" + V + "'");
    if (Name == "threads") {
      if (N == 0 || N > 256)
        return optionError(Name, "takes a number from 1 to 256");
      Opts.Threads = static_cast<unsigned>(N);
    } else if (Name == "max-steps")
      Opts.Limits.MaxSteps = N;
    else
      Opts.Limits.MaxCallDepth =
          static_cast<unsigned>(std::min<uint64_t>(N, 1u << 30));
  }
  return absl::OkStatus();
}

static absl::Status applyOption(DriverOptions &Opts, const OptionWord &W,
                                ArgReader &Args) {
  if (W.Name == "emit-llvm") { // clang's spelling of --emit=llvm
    if (W.HasInline)
      return optionError(W.Name, "takes no value");
    Opts.Emit = "llvm";
    return absl::OkStatus();
  }
  if (W.Name == "O0" || W.Name == "O1" || W.Name == "O2") {
    if (W.HasInline)
      return optionError(W.Name, "takes no value");
    Opts.OptLevel = W.Name.str();
    return absl::OkStatus();
  }
  if (bool *Flag = flagTarget(Opts, W.Name)) {
    if (W.HasInline)
      return optionError(W.Name, "takes no value");
    *Flag = true;
    return absl::OkStatus();
  }
  static const char *const Valued[] = {"passes",
                                       "p",
                                       "o",
                                       "emit",
                                       "x",
                                       "mini-locals",
                                       "load-pass-plugin",
                                       "print-before",
                                       "print-after",
                                       "pass-remarks",
                                       "pass-remarks-missed",
                                       "max-steps",
                                       "max-call-depth",
                                       "dom-algorithm",
                                       "threads",
                                       "html",
                                       "html-func",
                                       "crash-reproducer",
                                       "opt-bisect-limit"};
  if (std::find(std::begin(Valued), std::end(Valued), W.Name) ==
      std::end(Valued))
    return absl::InvalidArgumentError(absl::StrCat(
        "unknown option '-", W.Name.str(), "'",
        didYouMeanSuffix(nearestOptionName(W.Name)), " (see mopt --help)"));
  if (W.HasInline)
    return applyValue(Opts, W.Name, W.Inline.str());
  if (Args.done())
    return optionError(W.Name, "needs a value");
  return applyValue(Opts, W.Name, Args.next().str());
}

absl::StatusOr<DriverOptions> mopt::parseCommandLine(int Argc, char **Argv) {
  DriverOptions Opts;
  ArgReader Args(Argc, Argv);
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
    llvm::StringRef Name = Word.drop_front(Word.starts_with("--") ? 2 : 1);
    auto [Key, Inline] = Name.split('=');
    if (absl::Status S =
            applyOption(Opts, {Key, Inline, Name.contains('=')}, Args);
        !S.ok())
      return S;
  }
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
  // As opt does, no input file means standard input.
  if (!HaveInput && !needsNoInput(Opts))
    Opts.Input = "-";
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
  return Opts;
}
