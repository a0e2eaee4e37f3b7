#!/usr/bin/env python3
"""Copies left and instructions run by the two out-of-SSA translations.

For every NAME.bril of the Bril corpus that has a NAME.out (the top level
and every subfolder but `lang/`, as run_bril_corpus.py finds them), mopt
prints the program after `lower,ssa,out-of-ssa<naive;stats>` and after
`lower,ssa,out-of-ssa<coalesce;stats>`, counting the `copy` instructions in
each and the copies each pass wrote (its stats lines); and it runs the
program with `--run --profile` (arguments from its `# ARGS:` line) as
written, after `lower`, and after each pipeline, reading `total_dyn_inst`.

Checks, as issue #18 asks of out-of-ssa<coalesce>:
  - summed over the corpus, it leaves at most half the `copy` instructions
    that out-of-ssa<naive> leaves;
  - every program prints its NAME.out after it, and executes no more
    instructions than the program as written (issue #46: `lower` makes
    each fall-through a `jmp` and each fall-off-the-end a `ret`, and
    out-of-ssa<coalesce> takes them back).

It prints a line per program that fails, then the totals. Exit status 1 if
a check fails, 77 (skipped) when the corpus is absent.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

from run_bril_corpus import add_share_option, folders, in_share, program_args

COPY = re.compile(r"^\s*\S+(?::\s*\S+)?\s*=\s*copy\b", re.MULTILINE)
STATS = re.compile(r"^out-of-ssa: function '[^']*': (\d+) moves, (\d+) "
                   r"cycles, (\d+) copies$", re.MULTILINE)
PROFILE = re.compile(r"^total_dyn_inst: (\d+)$", re.MULTILINE)
NAIVE = "lower,ssa,out-of-ssa<naive;stats>"
COALESCE = "lower,ssa,out-of-ssa<coalesce;stats>"
TIMEOUT = 120


def programs(corpus):
    """The corpus's NAME.bril files that have a NAME.out."""
    for folder in folders(corpus):
        for name in sorted(os.listdir(folder)):
            stem = os.path.join(folder, name[:-len(".bril")])
            if name.endswith(".bril") and os.path.exists(stem + ".out"):
                yield stem


def mopt(opts, args):
    """Runs mopt; its output decoded without newline translation."""
    run = subprocess.run([opts.mopt] + args, capture_output=True,
                         timeout=TIMEOUT)
    run.stdout = run.stdout.decode("utf-8", "replace")
    run.stderr = run.stderr.decode("utf-8", "replace")
    return run


def measure(opts, stem):
    """The counts for one program, and the problems found."""
    path, args = stem + ".bril", program_args(stem + ".bril")
    counts = {}
    for label, pipeline in [("naive", NAIVE), ("coalesce", COALESCE)]:
        run = mopt(opts, ["-passes=" + pipeline, path])
        if run.returncode != 0:
            return counts, [f"{pipeline} failed: {run.stderr.strip()[:300]}"]
        counts[label + "_copies"] = len(COPY.findall(run.stdout))
        counts[label + "_written"] = sum(
            int(m.group(3)) for m in STATS.finditer(run.stderr))
    with open(stem + ".out", encoding="utf-8", newline="") as f:
        expected = f.read()
    for label, pipeline in [("as_written", None), ("lower", "lower"),
                            ("naive", NAIVE), ("coalesce", COALESCE)]:
        passes = ["-passes=" + pipeline] if pipeline else []
        run = mopt(opts, passes + ["--run", "--profile", path] + args)
        profile = PROFILE.search(run.stderr)
        if run.returncode != 0 or run.stdout != expected or not profile:
            return counts, [f"--run {' '.join(passes)}: exit "
                            f"{run.returncode}, or not NAME.out printed"]
        counts[label + "_dyn"] = int(profile.group(1))
    if counts["coalesce_dyn"] > counts["as_written_dyn"]:
        return counts, [f"runs {counts['coalesce_dyn']} instructions after "
                        f"coalescing, {counts['as_written_dyn']} as written"]
    return counts, []


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    add_share_option(parser)
    opts = parser.parse_args()
    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    stems = [stem for place, stem in enumerate(programs(opts.corpus))
             if in_share(place, opts.share)]
    if not stems:
        print(f"SKIPPED: no programs in {opts.corpus}")
        return 77
    totals, failed = {}, 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = pool.map(lambda stem: measure(opts, stem), stems)
        for stem, (counts, problems) in zip(stems, results):
            for key, value in counts.items():
                totals[key] = totals.get(key, 0) + value
            for problem in problems:
                print(f"FAIL {os.path.relpath(stem, opts.corpus)}: {problem}")
            failed += bool(problems)
    naive, coalesce = totals["naive_copies"], totals["coalesce_copies"]
    print(f"{len(stems)} programs. copy instructions left: naive {naive}, "
          f"coalesce {coalesce} ({100 * coalesce / max(naive, 1):.1f}%); "
          f"copies the pass wrote: naive {totals['naive_written']}, "
          f"coalesce {totals['coalesce_written']}")
    print("instructions executed: " + ", ".join(
        f"{label} {totals.get(label + '_dyn', 0)}"
        for label in ["as_written", "lower", "naive", "coalesce"]))
    if 2 * coalesce > naive:
        print(f"FAIL: coalescing leaves {coalesce} copies, more than half of "
              f"naive's {naive}")
        failed += 1
    print(f"coalesce-corpus: {len(stems) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
