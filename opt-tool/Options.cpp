//===- Options.cpp - The command line of mopt -----------------------------===//

#include "Options.h"
#include "mopt/Passes/BuiltinPasses.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "llvm/ADT/StringRef.h"

using namespace mopt;

std::string mopt::helpText() {
  std::string Text = R"(OVERVIEW: mopt - a small LLVM-style middle end for three-address code

USAGE: mopt [options] <input file> [program arguments...]

  <input file> is TAC (docs/TAC.md) or, for a .bril file, Bril's text
  format; '-' reads standard input.

OPTIONS:
  -passes=<pipeline>    run these passes, comma-separated, in order
  -o <file>             write the result here (only if everything succeeds)
  -x <tac|bril>         the input language, whatever the file's extension
  --run                 run `main` after the pipeline instead of printing
                        the module; words after the input file are main's
                        arguments (integers, or true/false)
  --max-steps=<n>       with --run: stop after n instructions (default 1e9)
  --max-call-depth=<n>  with --run: stop past n nested calls (default 10000)
  -verify-each          run the verifier after every pass
  -disable-output       do not print the module
  --help                print this text
  --version             print the version

With --run, what the program prints goes to standard output, and main's
return value to standard error as `; main returned N`. The exit status is
0 when the program ran to its end and 1 on any error.

PASSES:
)";
  for (const PassInfo &P : getBuiltinPasses())
    absl::StrAppend(&Text, "  ", P.Name,
                    std::string(22 - std::min<size_t>(20, strlen(P.Name)), ' '),
                    P.Description, "\n");
  return Text;
}

namespace {
/// Walks argv, handing out option names and their values.
class ArgReader {
public:
  ArgReader(int Argc, char **Argv) : Argc(Argc), Argv(Argv) {}
  bool done() const { return Pos >= Argc; }
  llvm::StringRef next() { return Argv[Pos++]; }
  /// The value of an option: after '=' in Word, else the next word.
  absl::StatusOr<std::string> valueOf(llvm::StringRef Name,
                                      llvm::StringRef Inline, bool HasInline) {
    if (HasInline)
      return Inline.str();
    if (done())
      return absl::InvalidArgumentError(
          absl::StrCat("option '", Name.str(), "' needs a value"));
    return next().str();
  }

private:
  int Argc;
  char **Argv;
  int Pos = 1;
};
} // namespace

static absl::StatusOr<uint64_t> parseCount(llvm::StringRef Name,
                                           const std::string &Value) {
  uint64_t N;
  if (!absl::SimpleAtoi(Value, &N))
    return absl::InvalidArgumentError(absl::StrCat(
        "option '", Name.str(), "' takes a number, not '", Value, "'"));
  return N;
}

static absl::Status applyOption(DriverOptions &Opts, llvm::StringRef Name,
                                llvm::StringRef Inline, bool HasInline,
                                ArgReader &Args) {
  auto Value = [&]() { return Args.valueOf(Name, Inline, HasInline); };
  auto Flag = [&](bool &Target) {
    if (HasInline)
      return absl::InvalidArgumentError(
          absl::StrCat("option '", Name.str(), "' takes no value"));
    Target = true;
    return absl::OkStatus();
  };
  if (Name == "passes" || Name == "o" || Name == "x" || Name == "max-steps" ||
      Name == "max-call-depth") {
    auto V = Value();
    if (!V.ok())
      return V.status();
    if (Name == "passes")
      Opts.Pipeline = *V;
    else if (Name == "o")
      Opts.Output = *V;
    else if (Name == "x") {
      if (*V != "tac" && *V != "bril")
        return absl::InvalidArgumentError(
            absl::StrCat("-x takes 'tac' or 'bril', not '", *V, "'"));
      Opts.Language = *V == "tac" ? InputLanguage::TAC : InputLanguage::Bril;
    } else {
      auto N = parseCount(Name, *V);
      if (!N.ok())
        return N.status();
      if (Name == "max-steps")
        Opts.Limits.MaxSteps = *N;
      else
        Opts.Limits.MaxCallDepth = static_cast<unsigned>(
            std::min<uint64_t>(*N, 1u << 30));
    }
    return absl::OkStatus();
  }
  if (Name == "run")
    return Flag(Opts.Run);
  if (Name == "verify-each")
    return Flag(Opts.VerifyEach);
  if (Name == "disable-output")
    return Flag(Opts.DisableOutput);
  if (Name == "help" || Name == "h")
    return Flag(Opts.ShowHelp);
  if (Name == "version")
    return Flag(Opts.ShowVersion);
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown option '-", Name.str(), "' (see mopt --help)"));
}

absl::StatusOr<DriverOptions> mopt::parseCommandLine(int Argc, char **Argv) {
  DriverOptions Opts;
  ArgReader Args(Argc, Argv);
  bool HaveInput = false;
  while (!Args.done()) {
    llvm::StringRef Word = Args.next();
    if (HaveInput) {
      Opts.ProgramArgs.push_back(Word.str());
      continue;
    }
    if (Word == "-" || !Word.startswith("-")) {
      Opts.Input = Word.str();
      HaveInput = true;
      continue;
    }
    llvm::StringRef Name = Word.drop_front(Word.startswith("--") ? 2 : 1);
    auto [Key, Inline] = Name.split('=');
    bool HasInline = Name.contains('=');
    if (absl::Status S = applyOption(Opts, Key, Inline, HasInline, Args);
        !S.ok())
      return S;
  }
  if (!HaveInput && !Opts.ShowHelp && !Opts.ShowVersion)
    return absl::InvalidArgumentError(
        "no input file (use '-' for standard input; see mopt --help)");
  if (!Opts.ProgramArgs.empty() && !Opts.Run)
    return absl::InvalidArgumentError(absl::StrCat(
        "unexpected argument '", Opts.ProgramArgs.front(),
        "' after the input file (program arguments need --run)"));
  return Opts;
}
