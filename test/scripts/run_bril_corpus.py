#!/usr/bin/env python3
"""Runs every Bril benchmark through mopt and compares with its .out file.

Each NAME.bril is run as `mopt [-passes=P] --run NAME.bril ARGS`, where ARGS
come from its `# ARGS:` line, and what it prints must equal NAME.out. Run as
written (no pipeline), it also runs with --profile, and the
`total_dyn_inst: N` line must equal NAME.prof, brili's count. Where
NAME.json (bril2json's form of the same program) exists, it is read and
checked the same way, with the arguments of NAME.bril. When the
corpus folder is absent the script says so and exits 77, which ctest reports
as skipped: a missing corpus is never a pass.
"""
import argparse
import os
import subprocess
import sys


def program_args(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            stripped = line.strip()
            if stripped.startswith("#") and stripped.lstrip("#").strip().startswith("ARGS:"):
                return stripped.lstrip("#").strip()[len("ARGS:"):].split()
    return []


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--passes", default="none",
                        help="pipeline to run first; 'none' runs the input as read")
    opts = parser.parse_args()

    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    programs = sorted(f for f in os.listdir(opts.corpus) if f.endswith(".bril"))
    if not programs:
        print(f"SKIPPED: no .bril files in {opts.corpus}")
        return 77

    failed = []
    runs = 0
    for name in programs:
        bril_path = os.path.join(opts.corpus, name)
        stem = bril_path[: -len(".bril")]
        for path in [bril_path, stem + ".json"]:
            if not os.path.exists(path):
                continue
            runs += 1
            failed += check(opts, path, stem, program_args(bril_path))
    print(f"bril corpus (passes: {opts.passes}): {runs - len(failed)} of "
          f"{runs} runs passed ({len(programs)} programs, text and JSON)")
    return 1 if failed else 0


def check(opts, path, stem, args):
    """Runs one file of the corpus; returns [path] if it failed, else []."""
    name = os.path.basename(path)
    failed = []
    expected_path = stem + ".out"
    with open(expected_path, encoding="utf-8") as f:
        expected = f.read()
    cmd = [opts.mopt]
    if opts.passes != "none":
        cmd.append("-passes=" + opts.passes)
    prof_path = stem + ".prof"
    expected_prof = None
    if opts.passes == "none" and os.path.exists(prof_path):
        with open(prof_path, encoding="utf-8") as f:
            expected_prof = f.read().strip()
        cmd.append("--profile")
    cmd += ["-verify-each", "--run", path] + args
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    got_prof = [line for line in run.stderr.splitlines()
                if line.startswith("total_dyn_inst:")]
    if expected_prof is not None and got_prof != [expected_prof]:
        failed.append(name)
        print(f"FAIL {name}: brili counts {expected_prof!r}, "
              f"mopt {got_prof!r}")
        print("  command: " + " ".join(cmd))
    elif run.returncode != 0 or run.stdout != expected:
        failed.append(name)
        print(f"FAIL {name}: exit {run.returncode}")
        print("  command: " + " ".join(cmd))
        print("  stderr: " + run.stderr.strip()[:500])
        if run.stdout != expected:
            print(f"  expected {expected[:200]!r}")
            print(f"  got      {run.stdout[:200]!r}")
    return failed


if __name__ == "__main__":
    sys.exit(main())
