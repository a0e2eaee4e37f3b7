//===- LLVMModuleReader.cpp - Loading the LLVM IR reader on demand --------===//

#include "mopt/Formats/LLVMModuleReader.h"

#include <dlfcn.h>
#include <mutex>
#include <string>

using namespace mopt;

/// The folder of the program this code is linked into (the executable, as
/// MOptFormats is a static archive), with a trailing '/'; "" if unknown.
static std::string programFolder() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&programFolder), &Info) ||
      !Info.dli_fname)
    return "";
  std::string Path = Info.dli_fname;
  size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? "./" : Path.substr(0, Slash + 1);
}

absl::StatusOr<LLVMModuleReader> mopt::loadLLVMModuleReader() {
  static std::once_flag Once;
  static absl::StatusOr<LLVMModuleReader> Loaded =
      absl::UnknownError("not loaded");
  std::call_once(Once, [] {
    std::string Path = programFolder() + "../lib/libMOptLLVMFormat.so";
    void *Handle = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!Handle) {
      Loaded = absl::NotFoundError("reading LLVM IR needs " + Path +
                                   ", which did not load: " + dlerror());
      return;
    }
    using Getter = LLVMModuleReader (*)();
    auto Get =
        reinterpret_cast<Getter>(dlsym(Handle, MOPT_LLVM_MODULE_READER_SYMBOL));
    if (!Get) {
      Loaded = absl::NotFoundError(Path + " has no " +
                                   MOPT_LLVM_MODULE_READER_SYMBOL);
      return;
    }
    Loaded = Get();
  });
  return Loaded;
}
