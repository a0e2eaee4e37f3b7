//===- mopt.cpp - The mopt driver -----------------------------------------===//
//
// Loads the pass plugins, parses the pipeline, reads and checks a module
// (TAC or Bril), runs the pipeline, then prints the module (as TAC, or with
// --emit-llvm as LLVM IR) or, with --run, interprets it. Every failure ends
// in one diagnostic on standard error and exit status 1; the output file is
// written only when everything succeeded.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "OutputFile.h"
#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Verifier.h"
#include "mopt/LLVMIR/LLVMWriter.h"
#include "mopt/Mini/MiniParser.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/TAC/Parser.h"
#include "mopt/TAC/Printer.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

namespace mopt {
#define MOPT_STATIC_PLUGIN(REGISTER) void REGISTER(PassRegistry &);
#include "StaticPlugins.inc"
#undef MOPT_STATIC_PLUGIN
} // namespace mopt

using namespace mopt;

static constexpr const char *Version = "mopt 0.1.0";

static int fail(const absl::Status &S) {
  std::string Msg(S.message());
  if (Msg.find(": error: ") == std::string::npos)
    Msg = "mopt: error: " + Msg;
  std::fprintf(stderr, "%s\n", Msg.c_str());
  return 1;
}

/// The shipped families (linked in, or found as plugins), then the plugins
/// the command line names.
static absl::Status registerPasses(PassRegistry &Registry,
                                   const DriverOptions &Opts) {
#define MOPT_STATIC_PLUGIN(REGISTER) REGISTER(Registry);
#include "StaticPlugins.inc"
#undef MOPT_STATIC_PLUGIN
  if (absl::Status S = Registry.consumeError(); !S.ok())
    return S;
  for (const std::string &Path : findShippedPlugins())
    if (absl::Status S = loadPassPlugin(Path, Registry); !S.ok())
      return S;
  for (const std::string &Path : Opts.PluginPaths)
    if (absl::Status S = loadPassPlugin(Path, Registry); !S.ok())
      return S;
  return absl::OkStatus();
}

static void printPasses(const PassRegistry &Registry) {
  static const char *const KindNames[] = {"function pass", "module pass",
                                          "analysis"};
  for (const RegisteredPass *P : Registry.entries())
    std::printf("%-24s %-14s %s [%s]\n", P->Name.c_str(),
                KindNames[static_cast<int>(P->Kind)], P->Description.c_str(),
                P->Origin == "built-in" ? "built-in" : P->Origin.c_str());
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

/// Reads the input as TAC, Bril or Mini (by -x, else by the extension:
/// .bril, .mini, anything else TAC) and verifies it.
static absl::StatusOr<std::unique_ptr<Module>>
parseInput(const DriverOptions &Opts) {
  auto Text = readInput(Opts.Input);
  if (!Text.ok())
    return Text.status();
  std::string Name = Opts.Input == "-" ? "<stdin>" : Opts.Input;
  InputLanguage Lang = Opts.Language;
  if (Lang == InputLanguage::FromExtension)
    Lang = llvm::StringRef(Name).endswith(".bril")   ? InputLanguage::Bril
           : llvm::StringRef(Name).endswith(".mini") ? InputLanguage::Mini
                                                     : InputLanguage::TAC;
  auto M = Lang == InputLanguage::Bril   ? parseBril(*Text, Name)
           : Lang == InputLanguage::Mini ? parseMini(*Text, Name)
                                         : parseTAC(*Text, Name);
  if (!M.ok())
    return M.status();
  if (absl::Status S = verifyModule(**M); !S.ok())
    return S;
  return M;
}

static absl::Status runPipeline(Module &M, ModulePassManager &MPM,
                                const PassRegistry &Registry,
                                const DriverOptions &Opts) {
  PassContext Ctx;
  Registry.registerAnalyses(Ctx.getFAM());
  if (!Opts.DomAlgorithm.empty())
    Ctx.getFAM().setOption("dom-algorithm", Opts.DomAlgorithm);
  addStandardInstrumentations(Ctx.getInstrumentation(), Opts.Instrument,
                              stderr);
  auto PA = MPM.run(M, Ctx);
  Ctx.getInstrumentation().runPipelineFinished();
  if (!PA.ok())
    return PA.status();
  if (absl::Status S = verifyModule(M); !S.ok())
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
  PassRegistry Registry;
  if (absl::Status S = registerPasses(Registry, *Opts); !S.ok())
    return fail(S);
  if (Opts->PrintPasses) {
    printPasses(Registry);
    return 0;
  }
  auto MPM = parsePassPipeline(Opts->Pipeline, Registry);
  if (!MPM.ok())
    return fail(MPM.status());
  if (Opts->PrintPipelinePasses) {
    std::printf("%s\n", printPipeline(**MPM).c_str());
    if (Opts->Input.empty())
      return 0;
  }
  auto M = parseInput(*Opts);
  if (!M.ok())
    return fail(M.status());
  if (absl::Status S = runPipeline(**M, **MPM, Registry, *Opts); !S.ok())
    return fail(S);
  if (Opts->Run)
    return runModule(**M, *Opts);
  if (Opts->DisableOutput)
    return 0;
  std::string Text;
  if (!Opts->EmitLLVM)
    printModule(**M, Text);
  else if (absl::Status S = writeLLVMModule(**M, Text); !S.ok())
    return fail(S);
  if (absl::Status S = writeOutput(Opts->Output, Text); !S.ok())
    return fail(S);
  return 0;
}
