// The headers that nearly every file of the project includes, or that cost
// the most to parse: the C++ library's containers and strings, LLVM's ADT,
// Abseil's Status. With MOPT_PRECOMPILED_HEADERS (the default) they are
// parsed once, into a precompiled header that the libraries and plugins
// share (cmake/MOptFunctions.cmake), instead of once per file: that saved
// about 1.2 s of the 2 to 3 s that PassRegistry.cpp, GVN.cpp and
// Verifier.cpp each took to compile, and the quick start's build went from
// 95 s to 66 s. Every file still includes what it uses, and a build
// without them (the sanitizer build) checks that it does.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
