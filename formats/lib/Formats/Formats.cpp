//===- Formats.cpp - What a module is read from and written as ------------===//

#include "mopt/Formats/Formats.h"
#include "mopt/Bril/BrilParser.h"
#include "mopt/Bril/BrilWriter.h"
#include "mopt/Formats/LLVMFormatLibrary.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Mini/MiniParser.h"
#include "mopt/Support/NearestName.h"
#include "mopt/TAC/Parser.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace mopt;

LazyReader::~LazyReader() = default;

static absl::StatusOr<std::unique_ptr<Module>>
readTAC(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name,
        const ReadOptions &Opts) {
  return parseTACBuffer(std::move(Text), Name, Opts.Threads);
}

static absl::StatusOr<std::unique_ptr<Module>>
readBril(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name,
         const ReadOptions &) {
  return parseBril(Text->getBuffer(), Name);
}

static absl::StatusOr<std::unique_ptr<Module>>
readBrilJSON(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name,
             const ReadOptions &) {
  return parseBrilJSON(Text->getBuffer(), Name);
}

llvm::StringRef ReadOptions::getReaderOption(llvm::StringRef Name) const {
  for (const auto &[Key, Value] : ReaderOptions)
    if (Key == Name)
      return Value;
  return "";
}

/// -mini-locals's values, and where each keeps a Mini function's locals.
static constexpr std::pair<llvm::StringLiteral, MiniLocals> MiniLocalsValues[] =
    {{"variables", MiniLocals::Variables}, {"slots", MiniLocals::Slots}};

static absl::Status checkMiniLocals(llvm::StringRef Value) {
  for (const auto &[Word, Locals] : MiniLocalsValues)
    if (Value == Word)
      return absl::OkStatus();
  return absl::InvalidArgumentError("takes 'variables' or 'slots', not '" +
                                    Value.str() + "'" +
                                    didYouMean(Value, {"variables", "slots"}));
}

static const ReaderOption MiniLocalsOption = {
    "mini-locals", "=<variables|slots>",
    "with Mini input: keep locals and parameters in TAC\n"
    "variables (default), or, as clang does at -O0, in\n"
    "alloca stack slots, each read a load and each\n"
    "write a store (docs/Mini.md); an error with other\n"
    "input",
    checkMiniLocals};

static absl::StatusOr<std::unique_ptr<Module>>
readMini(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name,
         const ReadOptions &Opts) {
  MiniOptions Mini;
  for (const auto &[Word, Locals] : MiniLocalsValues)
    if (Opts.getReaderOption(MiniLocalsOption.Name) == Word)
      Mini.Locals = Locals;
  return parseMiniWithOptions(Text->getBuffer(), Name, Mini);
}

/// LLVM IR, text or bitcode, through the reader mopt loads on demand.
static absl::StatusOr<std::unique_ptr<Module>>
readLLVM(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name,
         const ReadOptions &) {
  auto Library = loadLLVMFormatLibrary();
  if (!Library.ok())
    return Library.status();
  return (*Library)->Read(std::move(Text), Name);
}

static absl::Status writeTAC(Module &M, const WriteOptions &Opts,
                             TextSink Out) {
  printModuleInOrder(M, Opts.Threads, Out);
  return absl::OkStatus();
}

static void writeTACFunction(Function &F, bool First, TextSink Out) {
  printFunctionInOrder(F, First, Out);
}

/// TAC with phis as block parameters; a function whose edges into blocks
/// with phis are not all jumps is refused before anything is written.
static absl::Status writeBlockArguments(Module &M, const WriteOptions &Opts,
                                        TextSink Out) {
  if (absl::Status S = checkBlockArguments(M); !S.ok())
    return S;
  printModuleInOrder(M, Opts.Threads, Out, PhiSyntax::BlockArguments);
  return absl::OkStatus();
}

/// LLVM IR, text or bitcode, through the writer mopt loads on demand.
static absl::Status writeLLVMAs(bool Bitcode, Module &M, TextSink Out) {
  auto Library = loadLLVMFormatLibrary();
  if (!Library.ok())
    return Library.status();
  std::string Written;
  if (absl::Status S = (*Library)->Write(M, Bitcode, Written); !S.ok())
    return S;
  Out(Written);
  return absl::OkStatus();
}

static absl::Status writeLLVM(Module &M, const WriteOptions &, TextSink Out) {
  return writeLLVMAs(/*Bitcode=*/false, M, Out);
}

static absl::Status writeLLVMBitcode(Module &M, const WriteOptions &,
                                     TextSink Out) {
  return writeLLVMAs(/*Bitcode=*/true, M, Out);
}

static absl::Status writeBrilAs(BrilSyntax Syntax, Module &M,
                                const WriteOptions &Opts, TextSink Out) {
  std::string Text;
  if (absl::Status S = writeBril(M, {Syntax, Opts.BrilLegacyPhis}, Text);
      !S.ok())
    return S;
  Out(Text);
  return absl::OkStatus();
}

static absl::Status writeBrilText(Module &M, const WriteOptions &Opts,
                                  TextSink Out) {
  return writeBrilAs(BrilSyntax::Text, M, Opts, Out);
}

static absl::Status writeBrilJSON(Module &M, const WriteOptions &Opts,
                                  TextSink Out) {
  return writeBrilAs(BrilSyntax::JSON, M, Opts, Out);
}

// The readers' order is -x's, the writers' --emit's.
static const FileFormat Formats[] = {
    {"tac", ".tac", "TAC", "TAC text (docs/TAC.md), the default", nullptr,
     readTAC, writeTAC, writeTACFunction, openTACLazily},
    {"block-args", "", "TAC with block arguments",
     "TAC, phis as block parameters and jump arguments: "
     "L(%x): ... jmp L(%y)",
     nullptr, nullptr, writeBlockArguments, nullptr, nullptr},
    {"llvm", ".ll", "LLVM IR",
     "LLVM IR text, built and checked by LLVM; --emit-llvm is the same",
     nullptr, readLLVM, writeLLVM, nullptr, nullptr},
    {"bril", ".bril", "Bril text",
     "Bril text, phis as set/get (--bril-phi: as phi)", nullptr, readBril,
     writeBrilText, nullptr, nullptr},
    {"bril-json", ".json", "Bril JSON",
     "Bril's JSON form, as bril2json writes it and brili reads", nullptr,
     readBrilJSON, writeBrilJSON, nullptr, nullptr},
    {"mini", ".mini", "Mini", "", &MiniLocalsOption, readMini, nullptr, nullptr,
     nullptr},
    {"llvm-bc", ".bc", "LLVM bitcode",
     "LLVM bitcode, as --emit=llvm but binary", nullptr, readLLVM,
     writeLLVMBitcode, nullptr, nullptr},
};

static bool hasRole(const FileFormat &F, FormatRole Role) {
  return Role == FormatRole::Input ? F.Read != nullptr : F.Write != nullptr;
}

llvm::SmallVector<const FileFormat *, 8> mopt::getFormats(FormatRole Role) {
  llvm::SmallVector<const FileFormat *, 8> Found;
  for (const FileFormat &F : Formats)
    if (hasRole(F, Role))
      Found.push_back(&F);
  return Found;
}

llvm::SmallVector<llvm::StringRef, 8> mopt::getFormatNames(FormatRole Role) {
  llvm::SmallVector<llvm::StringRef, 8> Names;
  for (const FileFormat *F : getFormats(Role))
    Names.push_back(F->Name);
  return Names;
}

const FileFormat *mopt::lookupFormat(FormatRole Role, llvm::StringRef Name) {
  for (const FileFormat *F : getFormats(Role))
    if (F->Name == Name)
      return F;
  return nullptr;
}

const FileFormat *mopt::formatTakingOption(llvm::StringRef Name) {
  for (const FileFormat *F : getFormats(FormatRole::Input))
    if (F->Option && F->Option->Name == Name)
      return F;
  return nullptr;
}

const FileFormat &mopt::inputFormatOfPath(llvm::StringRef Path) {
  for (const FileFormat *F : getFormats(FormatRole::Input))
    if (!F->Extension.empty() && Path.ends_with(F->Extension))
      return *F;
  return Formats[0];
}
