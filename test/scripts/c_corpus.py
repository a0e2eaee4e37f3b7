#!/usr/bin/env python3
"""Runs the LLVM test-suite programs of ../shared/corpus/c/ through mopt.

    c_corpus.py --mopt build/opt-tool/mopt --corpus ../shared/corpus/c
                [--pipelines ',ssa,ssa|out-of-ssa,-O1,-O2'] [--timeout 120]
                [--runners lli,mopt] [--only NAME,NAME] [--lli lli-22]
                [--phis --opt opt-22] [--expect-all] [--refused NAME,...]

Each program is compiled with the corpus's cc-O0.sh (clang 22 at -O0), then,
for each pipeline (an empty one keeps the module as read; `|` stands for `,`
inside a -passes list) and each runner, run from its own folder: by `lli`
on what `mopt PIPELINE --emit-llvm` writes, or by `mopt PIPELINE --run`.
Its standard output and a last line `exit N` must equal NAME.expected byte
for byte, as lli's run of clang's IR printed them (standard input empty).
A run is PASS, FAIL (with mopt's first error, or "output differs"), or
TIMEOUT; a program that mopt refuses to read is one REFUSED line with the
error. With --phis, `mopt -passes=ssa` must place at most as many phis in
each program as `opt -passes=mem2reg` (a PHIS line each; `--runners ''`
runs nothing else). With --expect-all, any run that is not PASS, and any
refusal of a program not named by --refused (or a reading of one that
is), makes the exit status 1
(the ctest runs a fast subset so). Without the corpus or clang-22, says
so and exits 77, which ctest reports as skipped.
"""

import argparse
import itertools
import os
import shutil
import subprocess
import sys
import tempfile


def pipeline_args(pipeline):
    if not pipeline:
        return []
    if pipeline.startswith("-"):
        return [pipeline]
    return ["-passes=" + pipeline.replace("|", ",")]


def run(command, folder, timeout):
    """(stdout with `exit N` appended, stderr), or ("TIMEOUT", "")."""
    try:
        proc = subprocess.run(command, cwd=folder, capture_output=True,
                              stdin=subprocess.DEVNULL, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", ""
    out = proc.stdout.decode("utf-8", "replace")
    out += "exit %d\n" % proc.returncode
    return out, proc.stderr.decode("utf-8", "replace")


def run_one(args, ll, folder, pipeline, runner, scratch):
    mopt = os.path.abspath(args.mopt)
    if runner == "mopt":
        return run([mopt] + pipeline_args(pipeline) + [
            "--run", "--max-steps=1000000000000", "--max-call-depth=1000000",
            ll], folder, args.timeout)
    written = os.path.join(scratch, "written.ll")
    proc = subprocess.run([mopt] + pipeline_args(pipeline) +
                          ["--emit-llvm", ll, "-o", written],
                          capture_output=True)
    if proc.returncode != 0:
        return "", proc.stderr.decode("utf-8", "replace")
    return run([args.lli, written], folder, args.timeout)


def refused(mopt, ll):
    """mopt's error if it does not read ll, else ""."""
    proc = subprocess.run([mopt, ll, "-o", os.devnull], capture_output=True)
    if proc.returncode == 0:
        return ""
    return proc.stderr.decode("utf-8", "replace").splitlines()[0]


def count_phis(command):
    text = subprocess.run(command, capture_output=True, text=True).stdout
    return sum(" = phi " in line for line in text.splitlines())


def check_phis(args, ll):
    """PASS or FAIL, and the two counts, mopt's ssa against LLVM's mem2reg."""
    mine = count_phis([args.mopt, "-passes=ssa", ll])
    llvm = count_phis([args.opt, "-passes=mem2reg", "-S", ll])
    return ("PASS" if mine <= llvm else "FAIL"), mine, llvm


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--pipelines", default=",ssa,ssa|out-of-ssa,-O1,-O2")
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--only", default="")
    parser.add_argument("--runners", default="lli,mopt")
    parser.add_argument("--lli", default="lli-22")
    parser.add_argument("--expect-all", action="store_true")
    parser.add_argument("--phis", action="store_true")
    parser.add_argument("--refused", default="")
    parser.add_argument("--opt", default="opt-22")
    args = parser.parse_args()
    suite = os.path.join(args.corpus, "test-suite")
    if not os.path.isdir(suite):
        print("c-corpus: skipped, no corpus at %s" % suite)
        return 77
    if not shutil.which("clang-22"):
        print("c-corpus: skipped, no clang-22 (scripts/bootstrap.sh "
              "installs it)")
        return 77
    only = set(filter(None, args.only.split(",")))
    expected_refusals = set(filter(None, args.refused.split(",")))
    counts = {"PASS": 0, "FAIL": 0, "TIMEOUT": 0, "REFUSED": 0}
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
                refusal = refused(args.mopt, ll)
                if bool(refusal) != (stem in expected_refusals):
                    counts["FAIL"] += 1
                    print("FAIL    %-14s %s" % (stem, refusal[:100] or
                                                "read, but --refused names it"))
                    continue
                if refusal:
                    counts["REFUSED"] += 1
                    print("REFUSED %-14s %s" % (stem, refusal[:110]))
                    continue
                if args.phis:
                    verdict, mine, llvm = check_phis(args, ll)
                    counts[verdict] += 1
                    print("%-7s %-14s phis: ssa %d, mem2reg %d" %
                          (verdict, stem, mine, llvm), flush=True)
                runners = list(filter(None, args.runners.split(",")))
                for pipeline, runner in itertools.product(
                        args.pipelines.split(","), runners):
                    out, err = run_one(args, ll, path, pipeline, runner,
                                       scratch)
                    if out == "TIMEOUT":
                        verdict, why = "TIMEOUT", ""
                    elif out == expected:
                        verdict, why = "PASS", ""
                    else:
                        verdict = "FAIL"
                        errors = [l for l in err.splitlines() if "error:" in l]
                        why = errors[0] if errors else "output differs"
                    counts[verdict] += 1
                    print("%-7s %-14s %-16s %-4s %s" % (
                        verdict, stem, pipeline or "(as read)", runner,
                        why[:100]), flush=True)
    print("c-corpus: %d passed, %d failed, %d timed out, %d programs refused"
          % (counts["PASS"], counts["FAIL"], counts["TIMEOUT"],
             counts["REFUSED"]))
    failed = counts["FAIL"] + counts["TIMEOUT"]
    return 1 if args.expect_all and failed else 0


if __name__ == "__main__":
    sys.exit(main())
