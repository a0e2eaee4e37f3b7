#!/usr/bin/env bash
# Installs the Debian packages mopt needs (only those missing, so a prepared
# machine pays nothing), configures the build with CMake and Ninja, and
# builds:
#   scripts/bootstrap.sh [--all] [BUILD_DIR]      (default: build)
# Without --all it builds mopt and the shipped pass plugins, the quick
# start's first command; with --all, everything (unit and golden tests,
# benchmarks, fuzz replays), after installing the browser test's Playwright
# (npm ci, once). It prints one line per step with the time it took; the
# package installer's and CMake's own output go to BUILD_DIR/bootstrap.log
# and are shown only when a step fails.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
everything=false
if [ "${1:-}" = "--all" ]; then
  everything=true
  shift
fi
build_dir=${1:-"$here/build"}
mkdir -p "$build_dir"
log="$build_dir/bootstrap.log"
: >"$log"

# run WHAT COMMAND...: runs COMMAND with its output in the log, then prints
# "bootstrap: WHAT in N s", or the log's last lines when it fails.
run() {
  local what=$1 start=$SECONDS
  shift
  if ! "$@" >>"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "bootstrap: failed: $what (the whole output is in $log)" >&2
    exit 1
  fi
  echo "bootstrap: $what in $((SECONDS - start)) s"
}

# LLVM 22: its ADT and support library for the core, FileCheck and lit for
# the golden tests, opt and lli (package llvm-22) as oracles and the peer.
# clang-22 compiles C to LLVM IR at -O0, as ../shared/corpus/c/cc-O0.sh
# does, and Csmith writes random C programs, for the tests on real C.
# pybind11 builds the Python module against Debian's Python, which pytest
# tests.
# RapidJSON (header-only) reads Bril's JSON form; Boost Graph is
# dom-bench's third contender; graphviz draws the graphs of
# mopt --html; chromium runs the browser test. All are installed by the
# first command, so that the second needs no installer.
packages=(cmake ninja-build g++ python3 llvm-22 llvm-22-dev llvm-22-tools
          clang-22 csmith libcsmith-dev
          pybind11-dev python3-pybind11 python3-dev python3-pytest
          libabsl-dev libgtest-dev libbenchmark-dev libboost-graph-dev
          rapidjson-dev
          graphviz chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
    missing+=("$p")
done
# Node.js and npm run the browser test. Any installation will do (Node.js
# 20 or later, for playwright-core); Debian's packages only when there is
# none, since another nodejs package may bring its own npm.
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  run "updated the package lists" $sudo apt-get update -q
  run "installed ${#missing[@]} packages (${missing[*]})" \
    env DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
    "${missing[@]}"
fi

# playwright-core as test/browser/package-lock.json pins it. It drives
# Debian's Chromium and never downloads a browser of its own.
if $everything && [ ! -d "$here/test/browser/node_modules" ]; then
  run "installed Playwright for the browser test (npm ci)" \
    env -C "$here/test/browser" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm ci --no-audit --no-fund
fi

if [ ! -f "$build_dir/build.ninja" ]; then
  run "configured $build_dir (Release)" \
    cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
# One compile per core, not Ninja's cores + 2: on this project's 2-core
# machines four compiles at once cost 15% more CPU time, and the quick
# start's build took 61 s instead of 54.
jobs=$(nproc)
if $everything; then
  run "built everything" cmake --build "$build_dir" -j "$jobs"
else
  # mopt depends on the shipped plugins and their manifest.
  run "built mopt and its plugins" \
    cmake --build "$build_dir" --target mopt -j "$jobs"
fi
