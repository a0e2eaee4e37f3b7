//===- InputFormats.cpp - What mopt can read a module from ----------------===//

#include "InputFormats.h"
#include "Options.h"
#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Module.h"
#include "mopt/Mini/MiniParser.h"
#include "mopt/TAC/Parser.h"

using namespace mopt;

static absl::StatusOr<std::unique_ptr<Module>>
readTAC(std::string Text, llvm::StringRef Name, const DriverOptions &Opts) {
  return parseTACBuffer(std::move(Text), Name, Opts.Threads);
}

static absl::StatusOr<std::unique_ptr<Module>>
readBril(std::string Text, llvm::StringRef Name, const DriverOptions &) {
  return parseBril(Text, Name);
}

static absl::StatusOr<std::unique_ptr<Module>>
readBrilJSON(std::string Text, llvm::StringRef Name, const DriverOptions &) {
  return parseBrilJSON(Text, Name);
}

static absl::StatusOr<std::unique_ptr<Module>>
readMini(std::string Text, llvm::StringRef Name, const DriverOptions &Opts) {
  MiniOptions Mini;
  Mini.Locals = Opts.Locals.value_or(MiniLocals::Variables);
  return parseMiniWithOptions(Text, Name, Mini);
}

static const InputFormat Formats[] = {
    {"tac", ".tac", "TAC", false, readTAC},
    {"bril", ".bril", "Bril text", false, readBril},
    {"bril-json", ".json", "Bril JSON", false, readBrilJSON},
    {"mini", ".mini", "Mini", true, readMini},
};

llvm::ArrayRef<InputFormat> mopt::getInputFormats() { return Formats; }

const InputFormat *mopt::lookupInputFormat(llvm::StringRef Name) {
  for (const InputFormat &F : Formats)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

const InputFormat &mopt::inputFormatOfPath(llvm::StringRef Path) {
  for (const InputFormat &F : Formats)
    if (!F.Extension.empty() && Path.ends_with(F.Extension))
      return F;
  return Formats[0];
}

std::string mopt::inputFormatNames(llvm::StringRef Separator) {
  std::string Names;
  for (const InputFormat &F : Formats)
    Names += (Names.empty() ? "" : Separator.str()) + F.Name.str();
  return Names;
}
