//===- mopt.cpp - The mopt driver -----------------------------------------===//
//
// Reads a module (TAC or Bril), checks it, runs the pass pipeline over every
// function, then prints the module or, with --run, interprets it. Every
// failure ends in one diagnostic on standard error and exit status 1; the
// output file is written only when everything succeeded.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "OutputFile.h"
#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Passes/BuiltinPasses.h"
#include "mopt/TAC/Parser.h"
#include "mopt/TAC/Printer.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

using namespace mopt;

static constexpr const char *Version = "mopt 0.1.0";

static int fail(const absl::Status &S) {
  std::string Msg(S.message());
  if (Msg.find(": error: ") == std::string::npos)
    Msg = "mopt: error: " + Msg;
  std::fprintf(stderr, "%s\n", Msg.c_str());
  return 1;
}

static absl::StatusOr<std::string> readInput(const std::string &Path) {
  std::ostringstream Buffer;
  if (Path == "-") {
    Buffer << std::cin.rdbuf();
    return Buffer.str();
  }
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return absl::NotFoundError(absl::StrCat("cannot open '", Path,
                                            "': ", std::strerror(errno)));
  Buffer << In.rdbuf();
  if (In.bad())
    return absl::DataLossError(absl::StrCat("cannot read '", Path, "'"));
  return Buffer.str();
}

static absl::StatusOr<std::unique_ptr<Module>>
parseInput(const DriverOptions &Opts) {
  auto Text = readInput(Opts.Input);
  if (!Text.ok())
    return Text.status();
  std::string Name = Opts.Input == "-" ? "<stdin>" : Opts.Input;
  bool IsBril = Opts.Language == InputLanguage::Bril ||
                (Opts.Language == InputLanguage::FromExtension &&
                 llvm::StringRef(Name).endswith(".bril"));
  auto M = IsBril ? parseBril(*Text, Name) : parseTAC(*Text, Name);
  if (!M.ok())
    return M.status();
  if (absl::Status S = verifyModule(**M, IRForm::Flat); !S.ok())
    return S;
  return M;
}

/// The closest pass name to a misspelt one, if any is close.
static std::string didYouMean(llvm::StringRef Name) {
  std::string Best;
  unsigned BestDistance = 3;
  for (const PassInfo &P : getBuiltinPasses()) {
    unsigned D = Name.edit_distance(P.Name);
    if (D < BestDistance) {
      BestDistance = D;
      Best = P.Name;
    }
  }
  return Best.empty() ? "" : absl::StrCat("; did you mean '", Best, "'?");
}

static absl::StatusOr<std::vector<std::unique_ptr<FunctionPass>>>
buildPipeline(const std::string &Text) {
  std::vector<std::unique_ptr<FunctionPass>> Passes;
  if (Text.empty())
    return Passes;
  for (absl::string_view Piece : absl::StrSplit(Text, ',')) {
    llvm::StringRef Name(Piece.data(), Piece.size());
    Name = Name.trim();
    auto Pass = createBuiltinPass(Name);
    if (!Pass)
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown pass '", Name.str(), "' in -passes", didYouMean(Name),
          " (mopt --help lists the passes)"));
    Passes.push_back(std::move(Pass));
  }
  return Passes;
}

static absl::Status runPipeline(Module &M,
                                std::vector<std::unique_ptr<FunctionPass>> &Passes,
                                bool VerifyEach) {
  IRForm Form = IRForm::Flat;
  for (auto &Pass : Passes) {
    for (Function &F : M) {
      auto Changed = Pass->run(F);
      if (!Changed.ok())
        return absl::Status(
            Changed.status().code(),
            absl::StrCat(Changed.status().message(), "\nnote: in pass '",
                         Pass->getName().str(), "' on function '",
                         F.getName().str(), "'"));
    }
    Form = Pass->formAfter(Form);
    if (!VerifyEach)
      continue;
    if (absl::Status S = verifyModule(M, Form); !S.ok())
      return absl::Status(S.code(),
                          absl::StrCat(S.message(), "\nnote: the IR is broken "
                                                    "after pass '",
                                       Pass->getName().str(), "'"));
  }
  if (absl::Status S = verifyModule(M, Form); !S.ok())
    return absl::Status(
        S.code(), absl::StrCat(S.message(),
                               "\nnote: the pipeline produced invalid IR"));
  return absl::OkStatus();
}

static absl::StatusOr<std::vector<int64_t>>
parseProgramArgs(const std::vector<std::string> &Words) {
  std::vector<int64_t> Values;
  for (const std::string &W : Words) {
    int64_t V;
    if (W == "true" || W == "false")
      V = W == "true";
    else if (!absl::SimpleAtoi(W, &V))
      return absl::InvalidArgumentError(absl::StrCat(
          "program argument '", W, "' is not a 64-bit integer or a bool"));
    Values.push_back(V);
  }
  return Values;
}

static int runModule(Module &M, const DriverOptions &Opts) {
  auto Args = parseProgramArgs(Opts.ProgramArgs);
  if (!Args.ok())
    return fail(Args.status());
  auto Result = runProgram(M, *Args, stdout, Opts.Limits);
  std::fflush(stdout);
  if (!Result.ok())
    return fail(Result.status());
  std::fprintf(stderr, "; main returned %lld\n",
               static_cast<long long>(*Result));
  return 0;
}

int main(int Argc, char **Argv) {
  auto Opts = parseCommandLine(Argc, Argv);
  if (!Opts.ok())
    return fail(Opts.status());
  if (Opts->ShowHelp || Opts->ShowVersion) {
    std::fputs(Opts->ShowHelp ? helpText().c_str()
                              : absl::StrCat(Version, "\n").c_str(),
               stdout);
    return 0;
  }
  auto Passes = buildPipeline(Opts->Pipeline);
  if (!Passes.ok())
    return fail(Passes.status());
  auto M = parseInput(*Opts);
  if (!M.ok())
    return fail(M.status());
  if (absl::Status S = runPipeline(**M, *Passes, Opts->VerifyEach); !S.ok())
    return fail(S);
  if (Opts->Run)
    return runModule(**M, *Opts);
  if (Opts->DisableOutput)
    return 0;
  std::string Text;
  printModule(**M, Text);
  if (absl::Status S = writeOutput(Opts->Output, Text); !S.ok())
    return fail(S);
  return 0;
}
