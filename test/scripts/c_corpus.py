#!/usr/bin/env python3
"""Runs the LLVM test-suite programs of ../shared/corpus/c/ under mopt --run.

    c_corpus.py --mopt build/opt-tool/mopt --corpus ../shared/corpus/c
                [--pipelines ',ssa,ssa|out-of-ssa,-O1,-O2'] [--timeout 120]
                [--only NAME,NAME]

Each program is compiled with the corpus's cc-O0.sh (clang 22 at -O0), then
run from its own folder by `mopt PIPELINE --run`, for each pipeline (an
empty one runs it as read; `|` stands for `,` inside a -passes list). Its
standard output and a last line `exit N` must equal NAME.expected byte for
byte, as lli's run of the same IR printed them. A run is PASS, FAIL (with
mopt's first error, or the first differing line), or TIMEOUT. Not a ctest:
the benchmarks run 10^9 instructions and more, minutes each under mopt's
interpreter. Without the corpus, says so and exits 0.
"""

import argparse
import os
import subprocess
import sys
import tempfile


def pipeline_args(pipeline):
    if not pipeline:
        return []
    if pipeline.startswith("-"):
        return [pipeline]
    return ["-passes=" + pipeline.replace("|", ",")]


def run_one(mopt, ll, folder, pipeline, timeout):
    command = [mopt] + pipeline_args(pipeline) + [
        "--run", "--max-steps=1000000000000", "--max-call-depth=1000000", ll]
    try:
        proc = subprocess.run(command, cwd=folder, capture_output=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", ""
    out = proc.stdout.decode("utf-8", "replace")
    out += "exit %d\n" % proc.returncode
    return out, proc.stderr.decode("utf-8", "replace")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--pipelines", default=",ssa,ssa|out-of-ssa,-O1,-O2")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    suite = os.path.join(args.corpus, "test-suite")
    if not os.path.isdir(suite):
        print("c-corpus: skipped, no corpus at %s" % suite)
        return 0
    only = set(filter(None, args.only.split(",")))
    counts = {"PASS": 0, "FAIL": 0, "TIMEOUT": 0}
    with tempfile.TemporaryDirectory() as scratch:
        for folder in sorted(os.listdir(suite)):
            path = os.path.join(suite, folder)
            if not os.path.isdir(path):
                continue
            for name in sorted(os.listdir(path)):
                stem, ext = os.path.splitext(name)
                if ext != ".c" or (only and stem not in only):
                    continue
                ll = os.path.join(scratch, stem + ".ll")
                subprocess.run(["sh", os.path.join(args.corpus, "cc-O0.sh"),
                                os.path.join(path, name), ll], check=True,
                               capture_output=True)
                with open(os.path.join(path, stem + ".expected")) as f:
                    expected = f.read()
                for pipeline in args.pipelines.split(","):
                    out, err = run_one(os.path.abspath(args.mopt), ll, path,
                                       pipeline, args.timeout)
                    if out == "TIMEOUT":
                        verdict, why = "TIMEOUT", ""
                    elif out == expected:
                        verdict, why = "PASS", ""
                    else:
                        verdict = "FAIL"
                        errors = [l for l in err.splitlines() if "error:" in l]
                        why = errors[0] if errors else "output differs"
                    counts[verdict] += 1
                    print("%-7s %-14s %-16s %s" % (verdict, stem,
                                                  pipeline or "(as read)",
                                                  why[:110]), flush=True)
    print("c-corpus: %d passed, %d failed, %d timed out" %
          (counts["PASS"], counts["FAIL"], counts["TIMEOUT"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
