//===- FunctionOutput.cpp - Writing each function as it is done -----------===//

#include "FunctionOutput.h"
#include "Options.h"
#include "absl/strings/str_cat.h"
#include "mopt/Formats/Formats.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/StageTimer.h"

#include <algorithm>

using namespace mopt;

absl::Status mopt::invalidOutputError(const absl::Status &S) {
  return absl::Status(
      S.code(),
      absl::StrCat(S.message(), "\nnote: the pipeline produced invalid IR"));
}

/// Whether an option asks to see the module after the passes have run, or
/// between them.
static bool needsWholeModule(const DriverOptions &Opts) {
  const InstrumentationOptions &I = Opts.Instrument;
  return Opts.Threads != 1 || Opts.Run || !Opts.HTMLFile.empty() ||
         !Opts.CrashReproducer.empty() || Opts.OptBisectLimit || I.VerifyEach ||
         !I.PrintBefore.empty() || !I.PrintAfter.empty() || I.PrintBeforeAll ||
         I.PrintAfterAll || I.PrintChanged;
}

bool FunctionOutput::isPossible(const DriverOptions &Opts,
                                const ModulePassManager &MPM) {
  if (needsWholeModule(Opts) || MPM.passes().size() != 1 ||
      !dynamic_cast<const ModuleToFunctionPassAdaptor *>(
          MPM.passes().front().get()))
    return false;
  return Opts.DisableOutput ||
         lookupFormat(FormatRole::Output, Opts.Emit)->WriteFunction;
}

std::unique_ptr<FunctionOutput> FunctionOutput::createIfPossible(
    const DriverOptions &Opts, const ModulePassManager &MPM, PassContext &Ctx) {
  if (!isPossible(Opts, MPM))
    return nullptr;
  const FileFormat *Emit = lookupFormat(FormatRole::Output, Opts.Emit);
  return std::unique_ptr<FunctionOutput>(new FunctionOutput(Opts, *Emit, Ctx));
}

void FunctionOutput::functionDone(Function &F) {
  // The passes' analyses of F, and the index of its variables by name, are
  // not needed to check or print it: their memory goes to the verifier's
  // tables.
  Ctx.getFAM().clear(F);
  F.releaseVariableIndex();
  if (VerifyError.ok()) {
    StageTimer Timer(&Ctx.getInstrumentation(), "verify output");
    if (absl::Status S = verifyFunction(F); !S.ok())
      VerifyError = invalidOutputError(S);
  }
  if (VerifyError.ok() && OutputError.ok() && !Opts.DisableOutput)
    write(F);
  // A body's memory serves the functions after it; the last one's is left
  // to the end of the process with the module (keepUntilExit, mopt.cpp).
  if (std::next(F.getIterator()) == F.getParent()->end())
    return;
  F.deleteBody();
  F.removeUnreadVariables();
}

absl::Status FunctionOutput::openOutput() {
  if (Out)
    return absl::OkStatus();
  auto Created = OutputFile::create(Opts.Output);
  if (!Created.ok())
    return Created.status();
  Out = std::move(*Created);
  return absl::OkStatus();
}

void FunctionOutput::write(Function &F) {
  OutputError = openOutput();
  if (!OutputError.ok())
    return;
  StageTimer Timer(&Ctx.getInstrumentation(), "print output");
  Emit.WriteFunction(F, First, [this](llvm::StringRef Piece) {
    if (Out->writesInPlace())
      hold(Piece);
    else
      Out->write(Piece);
  });
  First = false;
}

void FunctionOutput::hold(llvm::StringRef Piece) {
  constexpr size_t ChunkBytes = size_t(1) << 20;
  if (Held.empty() ||
      Held.back().capacity() - Held.back().size() < Piece.size()) {
    Held.emplace_back();
    Held.back().reserve(std::max(ChunkBytes, Piece.size()));
  }
  Held.back().append(Piece.data(), Piece.size());
}

absl::Status FunctionOutput::finish() {
  if (!VerifyError.ok())
    return VerifyError;
  if (!OutputError.ok())
    return OutputError;
  if (Opts.DisableOutput)
    return absl::OkStatus();
  // Opened already, unless the module has no functions.
  if (absl::Status S = openOutput(); !S.ok())
    return S;
  StageTimer Timer(&Ctx.getInstrumentation(), "print output");
  for (const std::string &Chunk : Held)
    Out->write(Chunk);
  return Out->commit();
}
