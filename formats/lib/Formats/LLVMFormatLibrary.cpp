//===- LLVMFormatLibrary.cpp - Loading LLVM's reader and writer on demand -===//

#include "mopt/Formats/LLVMFormatLibrary.h"

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

absl::StatusOr<const LLVMFormatLibrary *> mopt::loadLLVMFormatLibrary() {
  static std::once_flag Once;
  static absl::StatusOr<const LLVMFormatLibrary *> Loaded =
      absl::UnknownError("not loaded");
  std::call_once(Once, [] {
    std::string Path = programFolder() + "../lib/libMOptLLVMFormat.so";
    void *Handle = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!Handle) {
      Loaded = absl::NotFoundError("LLVM IR needs " + Path +
                                   ", which did not load: " + dlerror());
      return;
    }
    using Getter = const LLVMFormatLibrary *(*)();
    auto Get = reinterpret_cast<Getter>(
        dlsym(Handle, MOPT_LLVM_FORMAT_LIBRARY_SYMBOL));
    if (!Get) {
      Loaded = absl::NotFoundError(Path + " has no " +
                                   MOPT_LLVM_FORMAT_LIBRARY_SYMBOL);
      return;
    }
    Loaded = Get();
  });
  return Loaded;
}
