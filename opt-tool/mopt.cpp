//===- mopt.cpp - The mopt driver -----------------------------------------===//
//
// Loads the pass plugins, parses the pipeline, reads and checks a module
// (TAC, Bril or Mini), runs the pipeline, then prints the module (as TAC, or
// with
// --emit-llvm as LLVM IR) or, with --run, interprets it. Every failure ends
// in one diagnostic on standard error and exit status 1; the output file is
// written only when everything succeeded. The --html page is written at the
// end, whichever way the pipeline ended, once the input was read. When each
// function can be written and freed as soon as its passes are done, each is
// also read just before they run (FunctionStreaming.h).
//
//===----------------------------------------------------------------------===//

#include "CrashHandler.h"
#include "FunctionOutput.h"
#include "FunctionStreaming.h"
#include "HTMLView.h"
#include "HeapPages.h"
#include "Options.h"
#include "OutputFile.h"
#include "PrintPasses.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "mopt/Config/BuildFingerprint.h"
#include "mopt/Formats/Formats.h"
#include "mopt/Formats/LazyReader.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/CrashRecovery.h"
#include "mopt/Pass/NamedPipelines.h"
#include "mopt/Pass/OptBisect.h"
#include "mopt/Pass/PipelineParser.h"
#include "mopt/Pass/Plugin.h"
#include "mopt/Pass/StageTimer.h"
#include "mopt/Pass/Statistic.h"
#include "mopt/Pass/VerifierPass.h"
#include "mopt/Support/IRAllocator.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdio>
#include <filesystem>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace mopt {
#define MOPT_STATIC_PLUGIN(REGISTER) void REGISTER(PassRegistry &);
#include "StaticPlugins.inc"
#undef MOPT_STATIC_PLUGIN
} // namespace mopt

using namespace mopt;

/// What --version prints: as opt does, the version, the LLVM it builds on,
/// the build type and the host, and the fingerprint a plugin must match.
static constexpr const char *VersionText =
    "mopt " MOPT_VERSION_STRING "\n"
    "  built with LLVM " MOPT_LLVM_VERSION " (ADT and support library)\n"
    "  " MOPT_BUILD_TYPE " build by " MOPT_COMPILER "\n"
    "  host: " MOPT_HOST_TRIPLE "\n"
    "  plugin build fingerprint: " MOPT_BUILD_FINGERPRINT "\n";

static int fail(const absl::Status &S) {
  std::string Msg(S.message());
  if (Msg.find(": error: ") == std::string::npos)
    Msg = "mopt: error: " + Msg;
  std::fprintf(stderr, "%s\n", Msg.c_str());
  return 1;
}

/// The shipped families (linked in, or found as plugins: all of them, or
/// only those the pipeline may name), then the plugins the command line
/// names.
static absl::Status registerPasses(PassRegistry &Registry,
                                   const DriverOptions &Opts, bool AllShipped) {
  Registry.addFunctionPass<VerifierPass>(
      "verify", "check each function against the rules of its form "
                "(docs/TAC.md); stop with the verifier's error");
  bool LinkedIn = false;
#define MOPT_STATIC_PLUGIN(REGISTER)                                           \
  REGISTER(Registry);                                                          \
  LinkedIn = true;
#include "StaticPlugins.inc"
#undef MOPT_STATIC_PLUGIN
  if (absl::Status S = Registry.consumeError(); !S.ok())
    return S;
  // A mopt with the families linked in must not load them again.
  std::vector<std::string> Shipped;
  if (!LinkedIn)
    Shipped = findShippedPlugins();
  if (!AllShipped)
    Shipped = selectPluginsFor(expandNamedPipelines(Opts.Pipeline), Shipped);
  for (const std::string &Path : Shipped)
    if (absl::Status S = loadPassPlugin(Path, Registry); !S.ok())
      return S;
  for (const std::string &Path : Opts.PluginPaths)
    if (absl::Status S = loadPassPlugin(Path, Registry); !S.ok())
      return S;
  return absl::OkStatus();
}

/// Loads the passes and parses the pipeline. Each plugin costs start-up
/// time, so at first only the shipped plugins the pipeline names are
/// loaded. If the text does not parse so (a plugin's parsing hook may know
/// a name its manifest does not list), every plugin is loaded into a fresh
/// registry and the text parsed again, so a bad pipeline fails as before.
/// Plugins named on the command line load with every shipped one, so that
/// a name they take twice is reported.
static absl::StatusOr<std::unique_ptr<ModulePassManager>>
loadAndParse(PassRegistry &Registry, const DriverOptions &Opts,
             std::vector<PipelineStep> &Steps) {
  if (Opts.PluginPaths.empty()) {
    if (absl::Status S = registerPasses(Registry, Opts, false); !S.ok())
      return S;
    auto MPM = parsePassPipeline(Opts.Pipeline, Registry, &Steps);
    if (MPM.ok())
      return MPM;
    Registry = PassRegistry();
    Steps.clear();
  }
  if (absl::Status S = registerPasses(Registry, Opts, true); !S.ok())
    return S;
  auto MPM = parsePassPipeline(Opts.Pipeline, Registry, &Steps);
  // A pass a user's plugin registers is unknown until the plugin loads.
  if (absl::IsNotFound(MPM.status()) && Opts.PluginPaths.empty())
    return absl::NotFoundError(
        absl::StrCat(MPM.status().message(),
                     "\nnote: no pass plugin was given; a plugin's passes "
                     "need -load-pass-plugin=<file.so> (see -print-passes)"));
  return MPM;
}

/// The whole input in one buffer: a file is mapped into memory (llvm's
/// MemoryBuffer does so when it is large enough to pay), not copied into
/// fresh pages, so a large input is not read twice (bench/README.md,
/// "Figures behind choices in the code").
static absl::StatusOr<std::unique_ptr<llvm::MemoryBuffer>>
readInput(const std::string &Path) {
  auto Text = llvm::MemoryBuffer::getFileOrSTDIN(Path);
  if (std::error_code EC = Text.getError())
    return absl::NotFoundError(
        absl::StrCat("cannot open '", Path, "': ", EC.message()));
  // A large input makes a heap worth backing with huge pages, sized in
  // proportion to the text; a small one would pay a huge page for the few
  // kilobytes it touches (bench/README.md, "Figures behind choices in the
  // code").
  constexpr size_t LargeInputBytes = 1 << 20;
  if (size_t Size = (*Text)->getBufferSize(); Size >= LargeInputBytes)
    useHugePagesForHeap(16 * Size);
  return std::move(*Text);
}

/// The input's name in messages.
static std::string inputName(const DriverOptions &Opts) {
  return Opts.Input == "-" ? "<stdin>" : Opts.Input;
}

/// The format -x names, else the one the input's extension chooses
/// (mopt/Formats/Formats.h).
static const FileFormat &inputFormat(const DriverOptions &Opts) {
  return Opts.Format ? *Opts.Format : inputFormatOfPath(inputName(Opts));
}

/// Reads Text whole in the input's format, and verifies it.
static absl::StatusOr<std::unique_ptr<Module>>
readWhole(const DriverOptions &Opts, std::unique_ptr<llvm::MemoryBuffer> Text) {
  ReadOptions Read;
  Read.Threads = Opts.Threads;
  Read.ReaderOptions = Opts.ReaderOptions;
  auto M = inputFormat(Opts).Read(std::move(Text), inputName(Opts), Read);
  if (!M.ok())
    return M.status();
  if (absl::Status S = verifyModule(**M, Opts.Threads); !S.ok())
    return S;
  return M;
}

/// What was read: a module read whole, or one a reader reads a function
/// at a time as the pipeline reaches each (FunctionStreaming.h).
struct Input {
  std::unique_ptr<Module> Whole;
  /// Null if the input was read whole from the start; with Whole, the
  /// owner of the text Whole was read from.
  std::unique_ptr<LazyReader> Lazy;
};

/// Reads the input, whole and verified, or its outline only when the run
/// may read the rest a function at a time. A reader's option (-mini-locals)
/// with input in another format is an error: it would change nothing.
static absl::StatusOr<Input> parseInput(const DriverOptions &Opts,
                                        const ModulePassManager &MPM) {
  const FileFormat &Format = inputFormat(Opts);
  for (const auto &[Name, Value] : Opts.ReaderOptions)
    if (!Format.Option || Format.Option->Name != Name)
      return absl::InvalidArgumentError(absl::StrCat(
          "option '-", Name, "' applies only to ",
          formatTakingOption(Name)->Description.str(), " input, and '",
          inputName(Opts), "' is read as ", Format.Description.str()));
  auto Text = readInput(Opts.Input);
  if (!Text.ok())
    return Text.status();
  Input In;
  if (FunctionStreaming::canReadLazily(Opts, MPM, Format)) {
    In.Lazy = Format.OpenLazily(std::move(*Text), inputName(Opts));
    if (In.Lazy->readOutline(Opts.Threads))
      return In;
    // Something outside the bodies is not valid: reading the text whole
    // reports the first error, as it would have.
    *Text = In.Lazy->text();
  }
  auto M = readWhole(Opts, std::move(*Text));
  if (!M.ok())
    return M.status();
  (*M)->getSources().releaseResidentPages();
  In.Whole = std::move(*M);
  return In;
}

/// What the reproducer's RUN line needs besides the pipeline for mopt to
/// run the same passes the same way: the options given that change how
/// passes run, and -x tac where the file's extension would say otherwise.
static CrashReproducerOptions reproducerOptions(const DriverOptions &Opts) {
  CrashReproducerOptions R;
  R.Path = Opts.CrashReproducer;
  if (R.Path.empty())
    return R;
  for (const std::string &Word : Opts.PassRunOptions)
    R.ExtraOptions += quoteForShell(Word) + " ";
  if (inputFormatOfPath(R.Path).Name != "tac")
    R.ExtraOptions += "-x tac ";
  return R;
}

/// Sets up the analyses and the instrumentation; returns the observer that
/// writes the --html page, if asked for (Ctx owns it). It is added last, so
/// that its snapshot after a pass comes before -verify-each's check.
static HTMLViewObserver *setUpContext(PassContext &Ctx,
                                      FunctionStreaming &Streaming,
                                      const DriverOptions &Opts,
                                      const ModulePassManager &MPM) {
  Streaming.setUpAnalyses(Ctx.getFAM());
  Ctx.setScheduler(&Streaming);
  // Observers nest (PassInstrumentation.h): opt-bisect first, so that no
  // other observer sees a pass it skips; then the crash recorder, so that it
  // sees a pass -verify-each rejects still running.
  PassInstrumentation &PI = Ctx.getInstrumentation();
  if (Opts.OptBisectLimit)
    PI.addObserver(
        std::make_unique<OptBisectObserver>(*Opts.OptBisectLimit, stderr));
  PI.addObserver(std::make_unique<CrashRecoveryObserver>(
      MPM, PI, reproducerOptions(Opts)));
  addStandardInstrumentations(PI, Opts.Instrument, stderr);
  // After the timers, so that -time-passes counts its work in the pass's.
  if (auto Releaser = createHeapReleaser())
    PI.addObserver(std::move(Releaser));
  if (Opts.HTMLFile.empty())
    return nullptr;
  auto HTML = std::make_unique<HTMLViewObserver>(
      Opts.HTMLFile, Opts.HTMLFunction, inputName(Opts), printPipeline(MPM));
  HTMLViewObserver *Observer = HTML.get();
  Ctx.getInstrumentation().addObserver(std::move(HTML));
  return Observer;
}

static int runModule(Module &M, const DriverOptions &Opts) {
  auto Args = parseMainArguments(M, Opts.ProgramArgs);
  if (!Args.ok())
    return fail(Args.status());
  RunStats Stats;
  RunOptions Limits = Opts.Limits;
  Limits.ProgramWords = Opts.ProgramArgs;
  auto Result = runProgram(M, *Args, stdout, Limits, &Stats);
  std::fflush(stdout);
  if (!Result.ok())
    return fail(Result.status());
  const Type *ReturnType = M.lookupFunction("main")->getReturnType();
  std::fprintf(stderr, "; main returned %s\n",
               formatValue(ReturnType, *Result).c_str());
  if (Opts.Profile)
    std::fprintf(stderr, "total_dyn_inst: %llu\n",
                 static_cast<unsigned long long>(Stats.DynamicInstructions));
  // C's int main gives the exit status, as lli does.
  return ReturnType == Type::getI32() ? int(*Result & 255) : 0;
}

/// Leaves the module to the end of the process, as clang's -disable-free
/// does: the system takes its memory back at once, where destroying it
/// would visit every instruction again (a tenth of the run on large
/// inputs). Held by a global, it is not a leak to LeakSanitizer; volatile,
/// so that the compiler keeps a store nothing reads.
static Module *volatile ModuleKeptUntilExit;
static Module &keepUntilExit(std::unique_ptr<Module> M) {
  ModuleKeptUntilExit = M.release();
  return *ModuleKeptUntilExit;
}
/// The same for a reader, which owns its module.
static LazyReader *volatile ReaderKeptUntilExit;
static LazyReader *keepUntilExit(std::unique_ptr<LazyReader> Reader) {
  ReaderKeptUntilExit = Reader.release();
  return ReaderKeptUntilExit;
}

/// What a run of the pipeline needs, once the input is open.
struct PipelineRun {
  const DriverOptions &Opts;
  ModulePassManager &MPM;
  llvm::ArrayRef<PipelineStep> Steps;
  PassContext &Ctx;
  FunctionStreaming &Streaming;
  HTMLViewObserver *HTML;
  /// Writes each function as its passes end (FunctionOutput.h); null when
  /// the module is written, or run, whole at the end.
  FunctionOutput *ByFunction;
};

/// Runs the pipeline, then verifies the module unless each function is
/// verified as it is done (FunctionOutput.h). After an error, says it and
/// writes the crash reproducer, if asked for; returns the exit status.
static int runPipeline(Module &M, const PipelineRun &R) {
  absl::Status S = R.MPM.run(M, R.Ctx).status();
  if (S.ok() && R.ByFunction)
    S = R.ByFunction->finish();
  if (S.ok() && !R.ByFunction) {
    StageTimer Timer(&R.Ctx.getInstrumentation(), "verify output");
    if (absl::Status Invalid = verifyModule(M, R.Opts.Threads); !Invalid.ok())
      S = invalidOutputError(Invalid);
  }
  if (S.ok())
    return 0;
  int Status = fail(S);
  // After the diagnostic: the pass that failed, if -crash-reproducer.
  writeCrashReproducer(STDERR_FILENO);
  return Status;
}

/// Writes the module in the --emit format; returns the exit status.
static int writeModule(Module &Mod, const DriverOptions &Opts,
                       PassContext &Ctx) {
  StageTimer Timer(&Ctx.getInstrumentation(), "print output");
  auto Out = OutputFile::create(Opts.Output);
  if (!Out.ok())
    return fail(Out.status());
  WriteOptions Write;
  Write.Threads = Opts.Threads;
  Write.BrilLegacyPhis = Opts.BrilLegacyPhis;
  const FileFormat *Emit = lookupFormat(FormatRole::Output, Opts.Emit);
  if (absl::Status S = Emit->Write(
          Mod, Write, [&](llvm::StringRef Piece) { (*Out)->write(Piece); });
      !S.ok())
    return fail(S);
  if (absl::Status S = (*Out)->commit(); !S.ok())
    return fail(S);
  return 0;
}

/// Runs the pipeline on the module read whole, then prints the module or
/// runs it (unless each function was written when done); returns the exit
/// status.
static int processModule(Module &Mod, const PipelineRun &R) {
  // Before anything runs: a pass that needs a form the passes before it do
  // not give (PassForm.h).
  if (absl::Status S = checkPipelineForms(R.Steps, Mod); !S.ok())
    return fail(S);
  if (R.HTML)
    if (absl::Status S = R.HTML->recordInput(Mod); !S.ok())
      return fail(S);
  if (int Status = runPipeline(Mod, R); Status != 0)
    return Status;
  if (R.ByFunction)
    return 0;
  if (R.Opts.Run)
    return runModule(Mod, R.Opts);
  return R.Opts.DisableOutput ? 0 : writeModule(Mod, R.Opts, R.Ctx);
}

/// Runs the pipeline reading the input a function at a time
/// (FunctionStreaming.h): each body is read, verified and checked against
/// the pipeline's forms just before its passes run, and written and freed
/// when they are done. The first error in module order, reading or
/// running, ends the run.
static int processLazily(LazyReader &Reader, const PipelineRun &R) {
  R.Streaming.readBodiesFrom(Reader, R.Steps);
  return runPipeline(Reader.getModule(), R);
}

/// mopt allocates hundreds of megabytes in small pieces, on several threads
/// with -threads. Heaps grow in 64 MiB steps, and large buffers come from
/// them too, so that growing the address space (which takes a lock that
/// stalls the other threads' page faults) is rare. Untouched memory costs
/// nothing: peak resident memory is the same.
static void tuneAllocator() {
#ifdef __GLIBC__
  mallopt(M_TOP_PAD, 64 << 20);
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
#endif
}

int main(int Argc, char **Argv) {
  tuneAllocator();
  installCrashHandler();
  setCrashReportCommandLine("mopt", quoteCommandLine(Argc, Argv));
  auto Opts = parseCommandLine(Argc, Argv);
  if (!Opts.ok())
    return fail(Opts.status());
  if (Opts->ShowHelp || Opts->ShowVersion) {
    std::fputs(Opts->ShowHelp ? helpText().c_str() : VersionText, stdout);
    return 0;
  }
  PassRegistry Registry;
  if (Opts->PrintPasses) {
    if (absl::Status S = registerPasses(Registry, *Opts, true); !S.ok())
      return fail(S);
    printPasses(Registry, stdout);
    return 0;
  }
  std::vector<PipelineStep> Steps;
  auto MPM = loadAndParse(Registry, *Opts, Steps);
  if (!MPM.ok())
    return fail(MPM.status());
  // As opt does, -print-pipeline-passes prints the pipeline and stops.
  if (Opts->PrintPipelinePasses) {
    std::printf("%s\n", printPipeline(**MPM).c_str());
    return 0;
  }
  PassContext Ctx;
  FunctionStreaming Streaming(Registry, *Opts);
  HTMLViewObserver *HTML = setUpContext(Ctx, Streaming, *Opts, **MPM);
  absl::StatusOr<Input> In;
  {
    StageTimer Timer(&Ctx.getInstrumentation(), "parse and verify input");
    In = parseInput(*Opts, **MPM);
  }
  // Input that cannot be read or is not valid ends the run before it
  // starts, as in opt: no timing table, no statistics, no page. Read a
  // function at a time, a body ends the run when it is reached
  // (docs/RELIABILITY.md).
  if (!In.ok())
    return fail(In.status());
  LazyReader *Lazy = In->Lazy ? keepUntilExit(std::move(In->Lazy)) : nullptr;
  // When nothing after the pipeline needs a function once its passes are
  // done, each is verified, written and freed then (FunctionOutput.h).
  std::unique_ptr<FunctionOutput> ByFunction =
      FunctionOutput::createIfPossible(*Opts, **MPM, Ctx);
  if (ByFunction)
    Streaming.writeFunctionsTo(*ByFunction);
  PipelineRun Run{*Opts, **MPM, Steps, Ctx, Streaming, HTML, ByFunction.get()};
  int Status = In->Whole
                   ? processModule(keepUntilExit(std::move(In->Whole)), Run)
                   : processLazily(*Lazy, Run);
  // The run is over, whichever way it ended: -time-passes prints its tables
  // and --html writes its page.
  Ctx.getInstrumentation().runPipelineFinished();
  if (Opts->Instrument.Stats)
    printStatistics(stderr);
  if (HTML && !HTML->getWriteStatus().ok())
    return fail(HTML->getWriteStatus());
  return Status;
}
