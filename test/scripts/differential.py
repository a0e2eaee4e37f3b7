#!/usr/bin/env python3
"""Differential testing: random programs run before and after each pipeline.

For every seed, mopt-gen writes a program once; mopt runs it as written (the
reference) and after each pipeline below, always with -verify-each. Each run
must exit 0 and print the same standard output and the same
`; main returned N` line as the reference. Pipelines with out-of-ssa run it
as `out-of-ssa<stats>`, and every stats line on standard error must say
`copies == moves + cycles`, once per function and run of the pass.

With --alloca the programs are in alloca form (`mopt-gen --alloca`: every
variable in a stack slot, some slots escaping), so that `ssa` has slots to
promote and slots it must leave in memory.

A failure prints the seed and the commands that reproduce it. The last line
is `differential: N passed, M failed` (N and M count programs); the exit
status is 1 if any failed. Two programs are checked at a time.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile

PIPELINES = [
    "lower",
    "lower,ssa",
    "lower,ssa,out-of-ssa<stats>",
    "lower,split-critical-edges,ssa,out-of-ssa<stats>,lower,ssa,out-of-ssa<stats>",
    "lower,ssa<minimal>,out-of-ssa<stats>",
    "lower,ssa<semi-pruned>,out-of-ssa<stats>",
    "lower,ssa<braun>,out-of-ssa<stats>",
    "lower,ssa,out-of-ssa<coalesce;stats>",
    "lower,ssa<minimal>,out-of-ssa<coalesce;stats>",
    "lower,ssa,out-of-ssa<coalesce;stats>,lower,ssa,out-of-ssa<coalesce;stats>",
    # The optimisations: the named pipelines, and every scalar pass in an
    # order they do not take there.
    "default<O1>",
    "default<O2>",
    "lower,ssa,licm,gvn,copy-prop,simplify-cfg,sccp,dce,instsimplify,"
    "out-of-ssa<coalesce;cfg;stats>,consthoist,block-placement,default<O2>",
]
LIMITS = ["--max-steps=10000000", "--max-call-depth=100"]
RETURNED = re.compile(r"; main returned -?\d+$")
STATS = re.compile(
    r"out-of-ssa: function '([^']*)': (\d+) moves, (\d+) cycles, (\d+) copies$")
FUNC = re.compile(r"^func\s+([A-Za-z_][A-Za-z0-9_.]*)\s*\(", re.MULTILINE)
TIMEOUT = 120


def shell(cmd):
    return " ".join(shlex.quote(word) for word in cmd)


def excerpt(text):
    """The start of a program's standard error, indented under a report."""
    return text.strip()[:2000].replace("\n", "\n      ")


def run(cmd, cwd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd,
                              timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, "timeout", "",
                                           f"timed out after {TIMEOUT} s")


def check_stats(pipeline, lines, functions):
    """The problems with the out-of-ssa stats lines of one run."""
    problems = []
    counts = {}
    for line in lines:
        m = STATS.match(line)
        name, moves, cycles, copies = m.group(1), *map(int, m.group(2, 3, 4))
        counts[name] = counts.get(name, 0) + 1
        if copies != moves + cycles:
            problems.append(f"{line}: copies != moves + cycles")
    runs = pipeline.count("out-of-ssa")
    for name in functions:
        if counts.get(name, 0) != runs:
            problems.append(f"function '{name}': {counts.get(name, 0)} stats "
                            f"line(s), expected {runs}")
    return problems


def check_run(result, reference, pipeline, functions):
    """The problems with one run, compared with the reference run."""
    if result.returncode != 0:
        return [f"exit status {result.returncode}: {excerpt(result.stderr)}"]
    stderr = result.stderr.splitlines()
    returned = [line for line in stderr if RETURNED.match(line)]
    stats = [line for line in stderr if STATS.match(line)]
    other = [line for line in stderr if line not in returned and line not in stats]
    problems = [f"unexpected on stderr: {line}" for line in other[:5]]
    if returned != reference.stderr.splitlines():
        problems.append(f"returned {returned}, expected "
                        f"{reference.stderr.splitlines()}")
    if result.stdout != reference.stdout:
        got, want = result.stdout.splitlines(), reference.stdout.splitlines()
        line = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b),
                    min(len(got), len(want)))
        problems.append(f"stdout differs from line {line + 1}: got "
                        f"{got[line:line + 3]}, expected {want[line:line + 3]}"
                        f" ({len(got)} vs {len(want)} lines)")
    return problems + check_stats(pipeline, stats, functions)


def check_seed(seed, opts, workdir):
    """Generates and checks one program; returns a failure report or None."""
    # Commands run in workdir on a file name, so they can be repeated as
    # printed in any folder.
    name = f"seed-{seed}.tac"
    gen = [opts.gen, f"--seed={seed}"] + opts.gen_args
    gen_cmd = shell(gen) + " > " + name
    generated = run(gen, workdir)
    if generated.returncode != 0:
        return (f"seed {seed}: mopt-gen failed: {excerpt(generated.stderr)}\n"
                f"  {gen_cmd}")
    path = os.path.join(workdir, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(generated.stdout)
    functions = FUNC.findall(generated.stdout)
    try:
        ref_cmd = [opts.mopt, "--run"] + LIMITS + [name]
        reference = run(ref_cmd, workdir)
        if reference.returncode != 0 or not all(
                RETURNED.match(line) for line in reference.stderr.splitlines()):
            return (f"seed {seed}: the unoptimised run failed: "
                    f"{excerpt(reference.stderr)}\n"
                    f"  {gen_cmd}\n  {shell(ref_cmd)}")
        report = []
        for pipeline in opts.pipeline or PIPELINES:
            cmd = [opts.mopt, "-passes=" + pipeline, "-verify-each", "--run"
                   ] + LIMITS + [name]
            problems = check_run(run(cmd, workdir), reference, pipeline,
                                 functions)
            if problems:
                report.append(f"  pipeline {pipeline}:")
                report += [f"    {p}" for p in problems]
                report.append(f"    {shell(cmd)}")
        if report:
            return "\n".join([f"seed {seed}: FAIL", f"  {gen_cmd}",
                              f"  {shell(ref_cmd)}"] + report)
        return None
    finally:
        os.remove(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--gen", required=True, help="the mopt-gen executable")
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--count", type=int, default=300, help="how many seeds")
    parser.add_argument("--jobs", type=int, default=2,
                        help="programs checked at a time")
    parser.add_argument("--pipeline", action="append",
                        help="check only this pipeline (repeatable; "
                             "default: every pipeline listed in the script)")
    parser.add_argument("--alloca", action="store_true",
                        help="alloca-form programs (mopt-gen --alloca)")
    parser.add_argument("gen_args", nargs="*",
                        help="more mopt-gen options, after '--' "
                             "(e.g. -- --size=20)")
    opts = parser.parse_args()
    opts.mopt, opts.gen = os.path.abspath(opts.mopt), os.path.abspath(opts.gen)
    if opts.alloca:
        opts.gen_args.insert(0, "--alloca")

    seeds = range(opts.first, opts.first + opts.count)
    failed = 0
    with tempfile.TemporaryDirectory(prefix="mopt-differential-") as workdir, \
            concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        for report in pool.map(lambda s: check_seed(s, opts, workdir), seeds):
            if report:
                failed += 1
                print(report, flush=True)
    print(f"differential: {len(seeds) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
