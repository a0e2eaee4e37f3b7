#!/usr/bin/env python3
"""Csmith's random C programs through each pipeline, against clang -O0.

    csmith_diff.py --mopt build/opt-tool/mopt --cc ../shared/corpus/c/cc-O0.sh
                   [--count 1000] [--first-seed 1] [--jobs 2]
                   [--pipelines ',ssa,ssa|out-of-ssa,-O1,-O2']
                   [--runners lli,mopt] [--timeout 10] [--lli lli-22]

For each seed (below 90000, as the corpus asks), `csmith --seed N` writes a
program without undefined behaviour that prints a checksum of its global
state; `cc.sh` compiles it with clang 22 at -O0, and lli's run of clang's
IR is the reference (a program lli does not finish within the limit is
left out). Then, for each pipeline (an empty one keeps the module as read;
`|` stands for `,`) and runner, mopt's result must equal the reference,
standard output and exit status: `lli` runs what `mopt --emit-llvm` writes,
`mopt` is `mopt --run`. A mismatch is a wrong result; a run that passes
the limit is counted apart (mopt's interpreter is slower than lli's JIT),
and so is a program mopt refuses to read, by the construct it names.

Csmith runs with --no-volatiles --no-volatile-pointers --no-bitfields:
mopt's IR has no volatile access, and bit-fields give integers of odd
widths (i24, i40, ...) that it does not hold either; both would be
refusals, not tests. Exit status 1 on any mismatch or crash.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

from c_corpus import pipeline_args, run

CSMITH_FLAGS = ["--no-volatiles", "--no-volatile-pointers", "--no-bitfields"]


def refusal(stderr):
    match = re.search(r"error: (.*)$", stderr.splitlines()[0] if stderr else "")
    return re.sub(r"'[^']*'", "'...'", match.group(1)) if match else None


def check_seed(opts, seed):
    """(seed, verdicts): each verdict a (kind, detail) pair."""
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "p.c")
        module = os.path.join(scratch, "p.ll")
        with open(source, "w") as f:
            subprocess.run(["csmith", "--seed", str(seed)] + CSMITH_FLAGS,
                           stdout=f, check=True)
        subprocess.run(["sh", opts.cc, source, module,
                        "-I/usr/include/csmith"], check=True,
                       capture_output=True)
        reference, _ = run([opts.lli, module], None, opts.timeout)
        if reference == "TIMEOUT":
            return seed, [("no reference", "")]
        read = subprocess.run([opts.mopt, module, "-o", os.devnull],
                              capture_output=True, text=True)
        if read.returncode != 0:
            why = refusal(read.stderr)
            if read.returncode == 1 and why:
                return seed, [("refused", why)]
            return seed, [("crash", read.stderr[:300])]
        verdicts = []
        for pipeline in opts.pipelines.split(","):
            for runner in opts.runners.split(","):
                verdicts.append(run_pipeline(opts, module, pipeline, runner,
                                             reference, scratch))
        return seed, verdicts


def run_pipeline(opts, module, pipeline, runner, reference, scratch):
    name = f"{pipeline or '(as read)'} {runner}"
    if runner == "mopt":
        out, err = run([opts.mopt] + pipeline_args(pipeline) +
                       ["--run", "--max-steps=1000000000000", module],
                       None, opts.timeout * 3)
    else:
        written = os.path.join(scratch, "w.ll")
        proc = subprocess.run([opts.mopt] + pipeline_args(pipeline) +
                              ["--emit-llvm", module, "-o", written],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            return "mismatch", f"{name}: {proc.stderr[:200]}"
        out, err = run([opts.lli, written], None, opts.timeout * 3)
    if out == "TIMEOUT":
        return "timeout", name
    if out != reference:
        return "mismatch", f"{name}: {err.strip()[:200] or 'output differs'}"
    return "match", name


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--cc", required=True)
    parser.add_argument("--lli", default="lli-22")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pipelines", default=",ssa,ssa|out-of-ssa,-O1,-O2")
    parser.add_argument("--runners", default="lli,mopt")
    parser.add_argument("--timeout", type=float, default=10)
    opts = parser.parse_args()
    if not os.path.exists(opts.cc) or not shutil.which("csmith") or \
            not shutil.which("clang-22"):
        print("csmith: skipped, needs csmith, clang-22 and " + opts.cc)
        return 77
    if opts.first_seed + opts.count > 90000:
        print("csmith: seeds must stay below 90000")
        return 2
    counts = collections.Counter()
    reasons = collections.Counter()
    seeds = range(opts.first_seed, opts.first_seed + opts.count)
    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        for seed, verdicts in pool.map(lambda s: check_seed(opts, s), seeds):
            for kind, detail in verdicts:
                counts[kind] += 1
                if kind == "refused":
                    reasons[detail] += 1
                elif kind in ("mismatch", "crash"):
                    print(f"{kind.upper()} csmith --seed {seed}: {detail}",
                          flush=True)
    for text, n in reasons.most_common(6):
        print(f"  refused {n}: {text}")
    print(f"csmith: {opts.count} programs ({counts['no reference']} without "
          f"a reference under lli, {counts['refused']} refused); "
          f"{counts['match']} runs matched, {counts['mismatch']} mismatched, "
          f"{counts['timeout']} timed out, {counts['crash']} crashed")
    return 1 if counts["mismatch"] or counts["crash"] else 0


if __name__ == "__main__":
    sys.exit(main())
