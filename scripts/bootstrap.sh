#!/usr/bin/env bash
# Installs the Debian packages mopt needs (only those missing, so a prepared
# machine pays nothing) and the browser test's Playwright (npm ci, once),
# then configures and builds mopt with Ninja.
#   scripts/bootstrap.sh [BUILD_DIR]      (default: build)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${1:-"$here/build"}

# LLVM 22: its ADT and support library for the core, FileCheck and lit for
# the golden tests, opt and lli (package llvm-22) as oracles and the peer.
# RapidJSON (header-only) reads Bril's JSON form; Boost Graph is
# dom-bench's third contender; graphviz draws the graphs of
# mopt --html; chromium runs the browser test.
packages=(cmake ninja-build g++ python3 llvm-22 llvm-22-dev llvm-22-tools
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
  echo "bootstrap: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

# playwright-core as test/browser/package-lock.json pins it. It drives
# Debian's Chromium and never downloads a browser of its own.
if [ ! -d "$here/test/browser/node_modules" ]; then
  (cd "$here/test/browser" &&
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
fi

if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build_dir"
