//===- FunctionOutput.cpp - Writing each function as it is done -----------===//

#include "FunctionOutput.h"
#include "Options.h"
#include "absl/strings/str_cat.h"
#include "mopt/Formats/Formats.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/StageTimer.h"

#include <algorithm>

using namespace mopt;

absl::Status mopt::invalidOutputError(const absl::Status &S) {
  return absl::Status(
      S.code(),
      absl::StrCat(S.message(), "\nnote: the pipeline produced invalid IR"));
}

bool FunctionOutput::isPossible(const DriverOptions &Opts,
                                const ModulePassManager &MPM) {
  if (Opts.KeepsWholeModule || MPM.passes().size() != 1 ||
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

void FunctionOutput::functionDone(const FunctionRun &Run) {
  Function &F = Run.F;
  // The passes' analyses of F, and the index of its variables by name, are
  // not needed to check or print it: their memory goes to the verifier's
  // tables.
  Run.AM.clear(F);
  F.releaseVariableIndex();
  if (!invalidBefore(Run.Index))
    verify(Run);
  if (!Opts.DisableOutput && !invalidBefore(SIZE_MAX)) {
    if (Opts.Threads > 1)
      writeInOrder(Run);
    else
      write(Run);
  }
  // A body's memory serves the functions after it; the last one's is left
  // to the end of the process with the module (keepUntilExit, mopt.cpp).
  if (std::next(F.getIterator()) == F.getParent()->end())
    return;
  F.deleteBody();
  F.removeUnreadVariables();
}

bool FunctionOutput::invalidBefore(size_t Index) {
  std::lock_guard<std::mutex> Guard(Lock);
  return FirstInvalid < Index;
}

void FunctionOutput::verify(const FunctionRun &Run) {
  StageTimer Timer(Run.AM.getInstrumentation(), "verify output");
  absl::Status S = verifyFunction(Run.F);
  if (S.ok())
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  if (Run.Index < FirstInvalid) {
    FirstInvalid = Run.Index;
    VerifyError = invalidOutputError(S);
  }
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

void FunctionOutput::write(const FunctionRun &Run) {
  if (!OutputError.ok() || !(OutputError = openOutput()).ok())
    return;
  StageTimer Timer(Run.AM.getInstrumentation(), "print output");
  Emit.WriteFunction(Run.F, Run.Index == 0,
                     [this](llvm::StringRef Piece) { emit(Piece); });
}

void FunctionOutput::writeInOrder(const FunctionRun &Run) {
  std::string Text;
  {
    StageTimer Timer(Run.AM.getInstrumentation(), "print output");
    Emit.WriteFunction(Run.F, Run.Index == 0,
                       [&Text](llvm::StringRef Piece) { Text += Piece; });
  }
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Waiting.emplace(Run.Index, std::move(Text));
    // The thread writing already takes this text when its turn comes.
    if (Writing)
      return;
    Writing = true;
  }
  writeWaitingTexts();
}

void FunctionOutput::writeWaitingTexts() {
  std::vector<std::string> Ready;
  for (;;) {
    {
      // The texts whose turn has come, in order; Lock is not held while
      // they are written, so that the other threads do not wait for it.
      std::lock_guard<std::mutex> Guard(Lock);
      for (auto It = Waiting.begin();
           It != Waiting.end() && It->first == NextToWrite;
           It = Waiting.erase(It), ++NextToWrite)
        Ready.push_back(std::move(It->second));
      if (Ready.empty()) {
        Writing = false;
        return;
      }
    }
    for (const std::string &Text : Ready)
      if (OutputError.ok() && (OutputError = openOutput()).ok())
        emit(Text);
    Ready.clear();
  }
}

void FunctionOutput::emit(llvm::StringRef Piece) {
  if (Out->writesInPlace())
    hold(Piece);
  else
    Out->write(Piece);
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
