//===- OutputFormats.cpp - What mopt can write the module as --------------===//

#include "OutputFormats.h"
#include "Options.h"
#include "OutputFile.h"
#include "mopt/Bril/BrilWriter.h"
#include "mopt/IR/Module.h"
#include "mopt/LLVMIR/LLVMWriter.h"
#include "mopt/TAC/Printer.h"

using namespace mopt;

static absl::Status writeTAC(Module &M, const DriverOptions &Opts,
                             OutputFile &Out) {
  printModuleInOrder(M, Opts.Threads,
                     [&](llvm::StringRef Piece) { Out.write(Piece); });
  return absl::OkStatus();
}

/// TAC with phis as block parameters; a function whose edges into blocks
/// with phis are not all jumps is refused before anything is written.
static absl::Status writeBlockArguments(Module &M, const DriverOptions &Opts,
                                        OutputFile &Out) {
  if (absl::Status S = checkBlockArguments(M); !S.ok())
    return S;
  printModuleInOrder(
      M, Opts.Threads, [&](llvm::StringRef Piece) { Out.write(Piece); },
      PhiSyntax::BlockArguments);
  return absl::OkStatus();
}

static absl::Status writeLLVM(Module &M, const DriverOptions &,
                              OutputFile &Out) {
  std::string Text;
  if (absl::Status S = writeLLVMModule(M, Text); !S.ok())
    return S;
  Out.write(Text);
  return absl::OkStatus();
}

static absl::Status writeBrilAs(BrilSyntax Syntax, Module &M,
                                const DriverOptions &Opts, OutputFile &Out) {
  std::string Text;
  if (absl::Status S = writeBril(M, {Syntax, Opts.BrilLegacyPhis}, Text);
      !S.ok())
    return S;
  Out.write(Text);
  return absl::OkStatus();
}

static absl::Status writeBrilText(Module &M, const DriverOptions &Opts,
                                  OutputFile &Out) {
  return writeBrilAs(BrilSyntax::Text, M, Opts, Out);
}

static absl::Status writeBrilJSON(Module &M, const DriverOptions &Opts,
                                  OutputFile &Out) {
  return writeBrilAs(BrilSyntax::JSON, M, Opts, Out);
}

static const OutputFormat Formats[] = {
    {"tac", "TAC text (docs/TAC.md), the default", writeTAC},
    {"block-args",
     "TAC, phis as block parameters and jump arguments: "
     "L(%x): ... jmp L(%y)",
     writeBlockArguments},
    {"llvm",
     "LLVM IR text (CFG form or later: run lower first); "
     "--emit-llvm is the same",
     writeLLVM},
    {"bril", "Bril text, phis as set/get (--bril-phi: as phi)", writeBrilText},
    {"bril-json", "Bril's JSON form, as bril2json writes it and brili reads",
     writeBrilJSON},
};

llvm::ArrayRef<OutputFormat> mopt::getOutputFormats() { return Formats; }

const OutputFormat *mopt::lookupOutputFormat(llvm::StringRef Name) {
  for (const OutputFormat &F : Formats)
    if (F.Name == Name)
      return &F;
  return nullptr;
}
