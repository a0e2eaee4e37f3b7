#!/usr/bin/env bash
# Runs one fuzz target for a while:
#   fuzz/run.sh TARGET SECONDS [LIBFUZZER_OPTION...]
# TARGET is tac-parser, bril-parser, mini-parser, pipeline or pass-pipeline
# (see fuzz/FuzzTargets.h). Configures build-fuzz with clang and
# MOPT_FUZZ=ON if it is not configured yet (MOPT_FUZZ_BUILD names another
# folder), builds fuzz-TARGET, and runs it, niced, from the seeds of
# fuzz/seeds.txt and fuzz/regressions/TARGET/. What the fuzzer learns stays
# in BUILD/fuzz-work/TARGET/corpus for the next run; a crashing input is
# written to BUILD/fuzz-work/TARGET/crash-* (copy it to
# fuzz/regressions/TARGET/ once fixed). The last lines of the output give
# the number of executions (stat::number_of_executed_units).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
if (($# < 2)); then
  echo "usage: fuzz/run.sh tac-parser|bril-parser|mini-parser|pipeline|pass-pipeline" \
    "SECONDS [LIBFUZZER_OPTION...]" >&2
  exit 1
fi
target=$1
seconds=$2
shift 2
case $target in
  tac-parser | pipeline) dict=tac.dict ;;
  bril-parser) dict=bril.dict ;;
  mini-parser) dict=mini.dict ;;
  pass-pipeline) dict=pipeline.dict ;;
  *) echo "fuzz/run.sh: unknown target '$target'" >&2; exit 1 ;;
esac

build=${MOPT_FUZZ_BUILD:-$here/build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
  CC=clang CXX=clang++ cmake -S "$here" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOPT_FUZZ=ON -DMOPT_BUILD_TESTS=OFF
fi
nice cmake --build "$build" --target "fuzz-$target"

# The seeds, copied into one folder under names made from their paths.
work=$build/fuzz-work/$target
rm -rf "$work/seeds"
mkdir -p "$work/corpus" "$work/seeds"
grep -v '^#' "$here/fuzz/seeds.txt" | while read -r name folder suffix; do
  [ "$name" = "$target" ] && [ -d "$here/$folder" ] || continue
  find "$here/$folder" -type f -name "*$suffix" | while read -r file; do
    relative=${file#"$here/"}
    cp "$file" "$work/seeds/${relative//\//_}"
  done
done
regressions=()
[ -d "$here/fuzz/regressions/$target" ] &&
  regressions=("$here/fuzz/regressions/$target")

exec nice "$build/fuzz/fuzz-$target" -max_total_time="$seconds" \
  -timeout=10 -dict="$here/fuzz/$dict" -artifact_prefix="$work/" \
  -print_final_stats=1 "$@" "$work/corpus" "$work/seeds" "${regressions[@]}"
