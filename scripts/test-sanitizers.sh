#!/usr/bin/env bash
# Builds mopt and its tests with AddressSanitizer and UndefinedBehaviorSanitizer
# (-DMOPT_SANITIZE=address,undefined) and runs every test under them. Needs
# the packages scripts/bootstrap.sh installs.
#   scripts/test-sanitizers.sh [BUILD_DIR]      (default: build-asan)
# Any sanitizer report aborts the process and fails its test; ctest gives
# the options (cmake/MOptSanitizers.cmake), and ASAN_OPTIONS or
# UBSAN_OPTIONS in the environment add to them.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${1:-"$here/build-asan"}

# -O1 and line tables only (-g1): reports keep FILE:LINE in their stacks,
# and the build takes about half the time of -O2 -g, which is most of what
# CI spends here. At -O1
# gcc 12 warns that LLVM's SmallDenseMap may read uninitialised buckets (a
# false positive of -Wmaybe-uninitialized); the release build keeps it.
# Without precompiled headers (cmake/MOptPrecompiled.h), so that each file
# is compiled with only what it includes.
if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG -Wno-maybe-uninitialized" \
    "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG -Wno-maybe-uninitialized" \
    -DMOPT_SANITIZE=address,undefined -DMOPT_PRECOMPILED_HEADERS=OFF
fi
cmake --build "$build_dir" -j "$(nproc)"
ctest --test-dir "$build_dir" --output-on-failure -j2
