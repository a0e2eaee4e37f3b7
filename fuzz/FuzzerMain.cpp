//===- FuzzerMain.cpp - One fuzz target as a libFuzzer program ------------===//
//
// Compiled once per target with MOPT_FUZZ_TARGET naming its function
// (fuzz/CMakeLists.txt); libFuzzer supplies main().
//
//===----------------------------------------------------------------------===//

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  mopt::fuzz::MOPT_FUZZ_TARGET(
      llvm::StringRef(reinterpret_cast<const char *>(Data), Size));
  return 0;
}
