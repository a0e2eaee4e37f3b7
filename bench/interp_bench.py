#!/usr/bin/env python3
"""mopt's Bril interpreter against brili, Bril's reference interpreter.

Measured as Bril's community compares its interpreters (brilirs, brilift):
wall time of the whole command, start-up included, the least of REPEAT
runs. For every Bril benchmark of the corpus (the `benchmarks/*` folders:
the top level, float/, mem/, mixed/; each .bril with a .out and a .prof),
with main's arguments from its `# ARGS:` comment:

    brili -p ARGS < NAME.json
    mopt --run --profile NAME.bril ARGS      (--no-profile: without --profile)

brili is whatever --brili names (a command line, split as the shell would;
e.g. a script running brili.ts under Deno 2); without --brili, mopt is
timed alone (the ctest interp-bench-smoke runs it so). Each run is timed by
time.perf_counter around subprocess.run (Python's fork and exec are in both
tools' figures alike), its standard output captured and compared with
NAME.out, and its `total_dyn_inst: N` (brili always, mopt with --profile)
with NAME.prof. The two tools alternate, after one run of each not counted.
The start-up baseline is the same two commands on a program whose main only
returns (written to a temporary folder as .bril and .json), timed
--baseline-repeat times.

The Markdown table gives per program the instructions executed (.prof),
both times, the speed-up brili / mopt, and for programs over 1,000,000
instructions mopt's ns per instruction, (mopt time - mopt's empty-main
time) / instructions. Below it: the geometric mean of the speed-ups over
those programs, the harmonic and geometric means over all, and the
ceiling, brili's empty-main time / mopt's (the most a short program can
show). A wrong output or count shows in the table's last column and makes
the exit status 1.

    python3 bench/interp_bench.py --mopt build/opt-tool/mopt \\
        --brili /tmp/brili/brili [--corpus ../shared/corpus/bril] \\
        [--repeat 5] [--no-profile] [--only NAME,...] [--long]

--long adds a second table: mopt alone, with and without --profile, on
every program of the corpus (any folder but the error ones) that runs over
1,000,000 instructions, in ns per instruction less the empty main's time.
"""
import argparse
import math
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# main's arguments as the corpus tests read them.
sys.path.insert(0, os.path.join(REPO, "test", "scripts"))
from run_bril_corpus import program_args  # noqa: E402

FOLDERS = ["", "float", "mem", "mixed"]  # Bril's benchmarks/core, float, mem, mixed
PROFILE = re.compile(rb"^total_dyn_inst: (\d+)$", re.MULTILINE)
LONG = 1_000_000  # programs over this many instructions get ns per instruction

EMPTY_BRIL = "@main {\n  ret;\n}\n"
EMPTY_JSON = '{"functions":[{"name":"main","instrs":[{"op":"ret","args":[]}]}]}\n'


class Program:
    """One program: NAME (relative to the corpus, no extension), its
    files, arguments, expected output and count."""

    def __init__(self, corpus, stem):
        base = os.path.join(corpus, stem)
        self.name = stem
        self.bril = base + ".bril"
        self.json = base + ".json" if os.path.exists(base + ".json") else None
        self.args = program_args(self.bril)
        with open(base + ".out", "rb") as f:
            self.out = f.read()
        with open(base + ".prof", "rb") as f:
            self.count = int(PROFILE.search(f.read()).group(1))


def corpus_programs(corpus):
    found = []
    for folder in FOLDERS:
        path = os.path.join(corpus, folder)
        if not os.path.isdir(path):
            continue
        for entry in sorted(os.listdir(path)):
            stem, ext = os.path.splitext(entry)
            base = os.path.join(path, stem)
            if ext == ".bril" and all(os.path.exists(base + e)
                                      for e in (".json", ".out", ".prof")):
                found.append(Program(corpus, os.path.join(folder, stem)))
    return found


def long_programs(corpus):
    """Every program of the corpus, in any folder but the error ones, that
    runs over LONG instructions."""
    found = []
    for folder in [""] + sorted(os.listdir(corpus)):
        path = os.path.join(corpus, folder)
        if not os.path.isdir(path) or folder.startswith("error-"):
            continue
        for entry in sorted(os.listdir(path)):
            stem, ext = os.path.splitext(entry)
            base = os.path.join(path, stem)
            if ext == ".bril" and all(os.path.exists(base + e)
                                      for e in (".out", ".prof")):
                with open(base + ".prof", "rb") as f:
                    if int(PROFILE.search(f.read()).group(1)) > LONG:
                        found.append(os.path.join(folder, stem))
    return found


def run(cmd, stdin_path, out, count, timeout):
    """(wall seconds, problem or None) of one run of cmd; count None: not
    checked."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        result = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=timeout)
        wall = time.perf_counter() - start
    except subprocess.TimeoutExpired:
        return math.inf, f"timed out after {timeout} s"
    finally:
        if stdin_path:
            stdin.close()
    if result.returncode != 0:
        err = result.stderr.decode(errors="replace").strip().splitlines()
        return wall, f"exit {result.returncode}: {err[-1] if err else ''}"
    if result.stdout != out:
        return wall, "wrong output"
    if count is not None:
        found = PROFILE.search(result.stderr)
        if not found:
            return wall, "no total_dyn_inst"
        if int(found.group(1)) != count:
            return wall, f"count {found.group(1)}, not {count}"
    return wall, None


def measure(commands, repeat, timeout):
    """Per tool, the least wall time of repeat runs (the tools alternating,
    after one run of each not counted) and the first problem seen.
    commands: tool -> (cmd, stdin path, expected output, expected count)."""
    best = {tool: math.inf for tool in commands}
    problem = {tool: None for tool in commands}
    for index in range(repeat + 1):
        for tool, (cmd, stdin_path, out, count) in commands.items():
            if problem[tool] and problem[tool].startswith("timed out"):
                continue
            wall, bad = run(cmd, stdin_path, out, count, timeout)
            if index > 0:
                best[tool] = min(best[tool], wall)
            problem[tool] = problem[tool] or bad
    return best, problem


def commands_for(args, brili, bril, json, prog_args, out, count):
    mopt = [args.mopt, "--run"] + (["--profile"] if args.profile else [])
    commands = {"mopt": (mopt + [bril] + prog_args, None, out,
                         count if args.profile else None)}
    if brili:
        commands["brili"] = (brili + ["-p"] + prog_args, json, out, count)
    return commands


def print_long_table(args, empty_run, failures):
    """mopt alone on every corpus program over LONG instructions: ns per
    instruction with and without --profile, less the empty main's time."""
    print(f"\n| program (every folder) | instructions | ns / instruction "
          f"| with --profile | check |")
    print("| --- | ---: | ---: | ---: | --- |")
    for stem in long_programs(args.corpus):
        program = Program(args.corpus, stem)
        cells = []
        bad = None
        for profile in (False, True):
            cmd = ([args.mopt, "--run"] + (["--profile"] if profile else [])
                   + [program.bril] + program.args)
            best, problem = measure(
                {"mopt": (cmd, None, program.out,
                          program.count if profile else None)},
                args.repeat, args.timeout)
            cells.append((best["mopt"] - empty_run) / program.count * 1e9)
            bad = bad or problem["mopt"]
        if bad:
            failures.append(f"{stem}: {bad}")
        print(f"| {stem} | {program.count:,} | {cells[0]:.2f} | {cells[1]:.2f} "
              f"| {bad or 'ok'} |")


def seconds(wall):
    return f"{wall:.4f}" if math.isfinite(wall) else "-"


def ratio(brili, mopt):
    """brili's time over mopt's, or - if either did not finish."""
    if math.isfinite(brili) and math.isfinite(mopt):
        return f"{brili / mopt:.1f}x"
    return "-"


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True, help="the mopt binary")
    parser.add_argument("--brili",
                        help="the brili command, e.g. /tmp/brili/brili; "
                             "without it, mopt alone is timed")
    parser.add_argument("--corpus", default=os.path.normpath(
        os.path.join(REPO, "..", "shared", "corpus", "bril")))
    parser.add_argument("--repeat", type=int, default=5,
                        help="timed runs of each command (the least counts)")
    parser.add_argument("--baseline-repeat", type=int, default=20,
                        help="timed runs of each tool on the empty main")
    parser.add_argument("--profile", action=argparse.BooleanOptionalAction,
                        default=True,
                        help="run mopt with --profile and check its count "
                             "(brili always runs with -p)")
    parser.add_argument("--only", metavar="NAME,...",
                        help="only these programs (as the table names them, "
                             "or without the folder)")
    parser.add_argument("--long", action="store_true",
                        help="then mopt alone on every corpus program over "
                             "1,000,000 instructions, in any folder")
    parser.add_argument("--timeout", type=float, default=600,
                        help="seconds before a run is stopped")
    args = parser.parse_args()

    brili = shlex.split(args.brili) if args.brili else None
    if not os.path.isdir(args.corpus):
        print(f"interp_bench: skipped: no corpus at {args.corpus}")
        return 77
    programs = corpus_programs(args.corpus)
    if not programs:
        sys.exit(f"interp_bench: no benchmarks in {args.corpus}")
    if args.only:
        wanted = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in wanted if not any(
            n in (p.name, os.path.basename(p.name)) for p in programs)]
        if unknown:
            sys.exit(f"interp_bench: no program {', '.join(unknown)} in {args.corpus}")
        programs = [p for p in programs
                    if p.name in wanted or os.path.basename(p.name) in wanted]

    started = time.perf_counter()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        empty_bril = os.path.join(tmp, "empty.bril")
        empty_json = os.path.join(tmp, "empty.json")
        with open(empty_bril, "w") as f:
            f.write(EMPTY_BRIL)
        with open(empty_json, "w") as f:
            f.write(EMPTY_JSON)
        base, base_problem = measure(
            commands_for(args, brili, empty_bril, empty_json, [], b"", 1),
            args.baseline_repeat, args.timeout)
        for tool, bad in base_problem.items():
            if bad:
                failures.append(f"{tool} on the empty main: {bad}")

    rows = []
    for program in programs:
        best, problem = measure(
            commands_for(args, brili, program.bril, program.json, program.args,
                         program.out, program.count),
            args.repeat, args.timeout)
        bad = "; ".join(f"{tool}: {p}" for tool, p in problem.items() if p)
        if bad:
            failures.append(f"{program.name}: {bad}")
        rows.append((program, best.get("brili", math.inf), best["mopt"], bad))

    print("| program | instructions | brili (s) | mopt (s) | speed-up brili / mopt "
          "| mopt ns / instruction | check |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for program, b, m, bad in rows:
        speedup = ratio(b, m)
        per = (f"{(m - base['mopt']) / program.count * 1e9:.1f}"
               if program.count > LONG and math.isfinite(m) else "")
        print(f"| {program.name} | {program.count:,} | {seconds(b)} | {seconds(m)} "
              f"| {speedup} | {per} | {bad or 'ok'} |")
    base.setdefault("brili", math.inf)
    print(f"| (empty main) | 1 | {seconds(base['brili'])} | {base['mopt']:.4f} "
          f"| {ratio(base['brili'], base['mopt'])} | | "
          f"{'; '.join(f'{t}: {p}' for t, p in base_problem.items() if p) or 'ok'} |")

    finite = [(p, b / m) for p, b, m, _ in rows if math.isfinite(b) and math.isfinite(m)]
    speedups = [s for _, s in finite]
    long_speedups = [s for p, s in finite if p.count > LONG]
    print()
    if long_speedups:
        plural = "s" if len(long_speedups) > 1 else ""
        print(f"- geometric mean of speed-ups over the {len(long_speedups)} program{plural} "
              f"over {LONG:,} instructions: {geomean(long_speedups):.1f}x")
    if speedups:
        print(f"- over all {len(speedups)} programs: harmonic mean "
              f"{len(speedups) / sum(1 / s for s in speedups):.1f}x, geometric mean "
              f"{geomean(speedups):.1f}x")
    if brili:
        print(f"- ceiling, brili's empty-main time / mopt's: "
              f"{base['brili'] * 1000:.1f} ms / {base['mopt'] * 1000:.2f} ms = "
              f"{base['brili'] / base['mopt']:.1f}x")
    print(f"\nLeast of {args.repeat} runs of each (of {args.baseline_repeat} for the "
          f"empty main), the tools alternating after one run of each not counted; "
          f"`{shlex.join(brili) if brili else '(no brili)'} -p ARGS < NAME.json` against "
          f"`{args.mopt} --run{' --profile' if args.profile else ''} NAME.bril ARGS`; "
          f"{time.perf_counter() - started:.1f} s in all.")
    if args.long:
        print_long_table(args, base["mopt"], failures)
    if failures:
        print("FAILED: " + "; ".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
