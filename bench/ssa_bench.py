#!/usr/bin/env python3
"""SSA construction and destruction algorithms side by side (issue #18).

For every construction (`ssa<minimal>`, `ssa<semi-pruned>`, `ssa`, which is
pruned Cytron, and `ssa<braun>`) it reports the phis placed and the pass's
own time; for every destruction (`out-of-ssa<naive>` and
`out-of-ssa<coalesce>`, after `lower,ssa`) the `copy` instructions left,
the pass's own time and the instructions the program executes
(`--run --profile`), beside the program as written and after `lower`.

Workloads: the Bril corpus (every `.bril` with a `.out`, top level and
subfolders, with its `# ARGS:`; figures summed over the programs), and
bench/gen_scale.py programs given as INSTRUCTIONSxVARIABLES[/FUNCTIONS].
Times are each pass's row of `-time-passes`, the least of --repeat runs,
summed over a workload's programs. Output is markdown on stdout.

    python3 bench/ssa_bench.py --mopt build/opt-tool/mopt \\
        [--corpus ../shared/corpus/bril] \\
        [--scale 100000x200,100000x2000,1000000x200/100] [--repeat 1]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

from pipeline_bench import generate

# The corpus's layout and its programs' arguments, as the corpus tests read
# them.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "test", "scripts"))
from run_bril_corpus import folders, program_args  # noqa: E402

CONSTRUCTIONS = ["ssa<minimal>", "ssa<semi-pruned>", "ssa", "ssa<braun>"]
DESTRUCTIONS = ["out-of-ssa<naive>", "out-of-ssa<coalesce>"]
TIMING_ROW = re.compile(r"\s*([0-9.]+)\s+[0-9.]+%\s+\d+\s+(\S+)$")
PROFILE = re.compile(r"^total_dyn_inst: (\d+)$", re.MULTILINE)


class Program:
    def __init__(self, path, args):
        self.path, self.args = path, args


def corpus_programs(corpus):
    found = []
    for folder in folders(corpus):
        for name in sorted(os.listdir(folder)):
            stem = os.path.join(folder, name[:-len(".bril")])
            if name.endswith(".bril") and os.path.exists(stem + ".out"):
                found.append(Program(stem + ".bril", program_args(stem + ".bril")))
    return found


def pass_time(mopt, pipeline, program, pass_name, out, repeat):
    """The least over REPEAT runs of the -time-passes row of pass_name."""
    best = None
    for _ in range(repeat):
        text = subprocess.run([mopt, "-time-passes", "-passes=" + pipeline,
                               program.path, "-o", out], capture_output=True,
                              text=True, check=True).stderr
        seconds = sum(float(m.group(1)) for m in map(TIMING_ROW.match, text.splitlines())
                      if m and m.group(2) == pass_name)
        best = seconds if best is None else min(best, seconds)
    return best


def count_lines(path, pattern):
    with open(path, encoding="utf-8") as f:
        return sum(1 for line in f if pattern.search(line))


PHI = re.compile(r"= phi\b")
COPY = re.compile(r"= copy\b")


def executed(mopt, pipeline, program):
    cmd = [mopt]
    if pipeline:
        cmd.append("-passes=" + pipeline)
    cmd += ["--run", "--profile", program.path] + program.args
    run = subprocess.run(cmd, capture_output=True, text=True)
    m = PROFILE.search(run.stderr)
    if run.returncode != 0 or not m:
        sys.exit(f"ssa_bench: {' '.join(cmd)} failed:\n{run.stderr[-500:]}")
    return int(m.group(1))


def measure(opts, programs, tmp):
    out = os.path.join(tmp, "out.tac")
    construction = {}
    for algorithm in CONSTRUCTIONS:
        phis = seconds = 0
        for p in programs:
            seconds += pass_time(opts.mopt, "lower," + algorithm, p, "ssa", out,
                                 opts.repeat)
            phis += count_lines(out, PHI)
        construction[algorithm] = (phis, seconds)
    destruction = {}
    for algorithm in DESTRUCTIONS:
        pipeline = "lower,ssa," + algorithm
        copies = seconds = runs = 0
        for p in programs:
            seconds += pass_time(opts.mopt, pipeline, p, "out-of-ssa", out,
                                 opts.repeat)
            copies += count_lines(out, COPY)
            runs += executed(opts.mopt, pipeline, p)
        destruction[algorithm] = (copies, seconds, runs)
    baseline = {
        "as written": sum(executed(opts.mopt, None, p) for p in programs),
        "lower": sum(executed(opts.mopt, "lower", p) for p in programs),
    }
    return construction, destruction, baseline


def workloads(opts, tmp):
    if opts.corpus:
        if os.path.isdir(opts.corpus):
            programs = corpus_programs(opts.corpus)
            yield f"corpus ({len(programs)} programs)", programs
        else:
            print(f"(no corpus at {opts.corpus}: its rows are left out)",
                  file=sys.stderr)
    for spec in filter(None, opts.scale.split(",")):
        size, _, functions = spec.partition("/")
        instructions, variables = (int(x) for x in size.split("x"))
        functions = int(functions or 1)
        path = os.path.join(tmp, f"scale-{instructions}-{variables}-{functions}.tac")
        generate(path, instructions, variables, functions, False)
        label = f"gen_scale {instructions:,} x {variables:,} variables"
        if functions > 1:
            label += f", {functions} functions"
        yield label, [Program(path, [])]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", default="")
    parser.add_argument("--scale", default="100000x200,100000x2000,1000000x200/100")
    parser.add_argument("--repeat", type=int, default=1)
    opts = parser.parse_args()
    rows_c = ["| workload | construction | phis placed | time (s) |",
              "| --- | --- | ---: | ---: |"]
    rows_d = ["| workload | destruction | copies left | time (s) | instructions executed |",
              "| --- | --- | ---: | ---: | ---: |"]
    with tempfile.TemporaryDirectory(prefix="mopt-ssa-bench-") as tmp:
        for label, programs in workloads(opts, tmp):
            construction, destruction, baseline = measure(opts, programs, tmp)
            for algorithm, (phis, seconds) in construction.items():
                rows_c.append(f"| {label} | `{algorithm}` | {phis:,} | {seconds:.3f} |")
            for name, runs in baseline.items():
                rows_d.append(f"| {label} | ({name}) | | | {runs:,} |")
            for algorithm, (copies, seconds, runs) in destruction.items():
                rows_d.append(f"| {label} | `{algorithm}` | {copies:,} | "
                              f"{seconds:.3f} | {runs:,} |")
            print(f"done: {label}", file=sys.stderr)
    print("\n".join(rows_c))
    print()
    print("\n".join(rows_d))
    return 0


if __name__ == "__main__":
    sys.exit(main())
