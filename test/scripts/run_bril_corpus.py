#!/usr/bin/env python3
"""Runs every program of the Bril corpus through mopt, folder by folder.

For each folder of the corpus (the top level and every subfolder but
`lang/`), each NAME.bril that has a NAME.out is run as
`mopt [-passes=P] -verify-each --run NAME.bril ARGS`, where ARGS come from
its `# ARGS:` line, and what it prints must equal NAME.out, with exit 0. Run
as written (no pipeline), it also runs with --profile, and the
`total_dyn_inst: N` line must equal NAME.prof, brili's count. Each NAME.bril
that has a NAME.err instead must end in a `FILE:LINE:COL: error:` message and
exit 1. Where NAME.json (bril2json's form of the same program) exists, it is
read and checked the same way, with the arguments of NAME.bril.

With --emit=FORMAT (bril or bril-json, and --bril-phi; or block-args,
TAC with block arguments), each program with a NAME.out is instead written
by `mopt [-passes=P] --emit=FORMAT` and the file written is run by mopt: a
round trip through that form, which must print NAME.out too.

With --share K/N, only the runs whose place in the whole corpus's sorted
list of runs (each program's .bril, then its .json) is K modulo N take
place: the sanitizer build runs a twelfth of the runs per pipeline, each
pipeline a different twelfth, so that a program's text and JSON forms go
through different pipelines.

Each folder is reported on a line of its own. When the corpus folder is
absent the script says so and exits 77, which ctest reports as skipped: a
missing corpus is never a pass.
"""
import argparse
import atexit
import os
import shutil
import re
import subprocess
import sys
import tempfile

ERROR_LINE = re.compile(r"^\S+:\d+:\d+: error: ", re.MULTILINE)


def program_args(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            stripped = line.strip()
            if stripped.startswith("#") and stripped.lstrip("#").strip().startswith("ARGS:"):
                return stripped.lstrip("#").strip()[len("ARGS:"):].split()
    return []


def folders(corpus):
    """The corpus's folders with programs, the top level first."""
    found = [corpus]
    for name in sorted(os.listdir(corpus)):
        path = os.path.join(corpus, name)
        if os.path.isdir(path) and name != "lang":
            found.append(path)
    return found


def add_share_option(parser):
    """--share K/N: only the programs at places K mod N (the sanitizer
    build runs a twelfth of the corpus per test)."""
    parser.add_argument("--share", default="0/1", metavar="K/N",
                        help="run only the programs (runs, for this script) "
                             "at places K mod N")


def in_share(place, share):
    """Whether the program at PLACE of the corpus is in SHARE ("K/N")."""
    k, n = (int(x) for x in share.split("/"))
    return place % n == k


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--passes", default="none",
                        help="pipeline to run first; 'none' runs the input as read")
    parser.add_argument("--emit", choices=["bril", "bril-json", "block-args"],
                        help="write each program in this form and run that")
    parser.add_argument("--bril-phi", action="store_true",
                        help="with --emit: phis as Bril's legacy phi")
    add_share_option(parser)
    opts = parser.parse_args()
    opts.scratch = tempfile.mkdtemp(prefix="mopt-corpus-")
    atexit.register(shutil.rmtree, opts.scratch, ignore_errors=True)

    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    total_runs = total_failed = 0
    place = -1
    for folder in folders(opts.corpus):
        programs = sorted(f for f in os.listdir(folder) if f.endswith(".bril"))
        runs, failed = 0, []
        for name in programs:
            bril_path = os.path.join(folder, name)
            stem = bril_path[: -len(".bril")]
            if not (os.path.exists(stem + ".out") or os.path.exists(stem + ".err")):
                continue
            if opts.emit and not os.path.exists(stem + ".out"):
                continue
            for path in [bril_path, stem + ".json"]:
                if os.path.exists(path):
                    place += 1
                    if not in_share(place, opts.share):
                        continue
                    runs += 1
                    failed += check(opts, path, stem, program_args(bril_path))
        label = os.path.relpath(folder, opts.corpus)
        label = "(top)" if label == "." else label + "/"
        print(f"{label}: {runs - len(failed)} of {runs} runs passed "
              f"({describe(opts)})")
        total_runs += runs
        total_failed += len(failed)
    if total_runs == 0:
        print(f"SKIPPED: no programs in {opts.corpus}")
        return 77
    share = "" if opts.share == "0/1" else f", share {opts.share} of the corpus"
    print(f"bril corpus ({describe(opts)}): {total_runs - total_failed} "
          f"of {total_runs} runs passed, text and JSON{share}")
    return 1 if total_failed else 0


def describe(opts):
    text = f"passes: {opts.passes}"
    if opts.emit:
        text += f", through --emit={opts.emit}"
        text += " --bril-phi" if opts.bril_phi else ""
    return text


def write_through(opts, path, name):
    """Writes path with --emit; returns the file written, or an error text."""
    suffix = {"bril-json": ".json", "block-args": ".tac"}.get(opts.emit, ".bril")
    written = os.path.join(opts.scratch, name.replace(os.sep, "_") + suffix)
    cmd = [opts.mopt]
    if opts.passes != "none":
        cmd.append("-passes=" + opts.passes)
    cmd += ["--emit=" + opts.emit, path, "-o", written]
    if opts.bril_phi:
        cmd.append("--bril-phi")
    run = subprocess.run(cmd, capture_output=True, timeout=120)
    if run.returncode != 0:
        return None, " ".join(cmd) + "\n  " + run.stderr.decode("utf-8", "replace")
    return written, None


def check(opts, path, stem, args):
    """Runs one file of the corpus; returns [path] if it failed, else []."""
    name = os.path.relpath(path, opts.corpus)
    cmd = [opts.mopt]
    if opts.emit:
        written, err = write_through(opts, path, name)
        if err:
            print(f"FAIL {name}: writing it failed: {err.strip()[:500]}")
            return [name]
        path = written
    elif opts.passes != "none":
        cmd.append("-passes=" + opts.passes)
    expects_error = os.path.exists(stem + ".err")
    expected_prof = None
    if (opts.passes == "none" and not opts.emit and os.path.exists(stem + ".prof")
            and not expects_error):
        with open(stem + ".prof", encoding="utf-8") as f:
            expected_prof = f.read().strip()
        cmd.append("--profile")
    cmd += ["-verify-each", "--run", path] + args
    run = subprocess.run(cmd, capture_output=True, timeout=120)
    stdout = run.stdout.decode("utf-8", "replace")
    stderr = run.stderr.decode("utf-8", "replace")
    if expects_error:
        if run.returncode == 1 and ERROR_LINE.search(stderr):
            return []
        print(f"FAIL {name}: expected an error and exit 1, got exit "
              f"{run.returncode}")
        print("  command: " + " ".join(cmd))
        print("  stderr: " + stderr.strip()[:500])
        return [name]
    with open(stem + ".out", encoding="utf-8", newline="") as f:
        expected = f.read()
    got_prof = [line for line in stderr.splitlines()
                if line.startswith("total_dyn_inst:")]
    if expected_prof is not None and got_prof != [expected_prof]:
        print(f"FAIL {name}: brili counts {expected_prof!r}, mopt {got_prof!r}")
        print("  command: " + " ".join(cmd))
        return [name]
    if run.returncode != 0 or stdout != expected:
        print(f"FAIL {name}: exit {run.returncode}")
        print("  command: " + " ".join(cmd))
        print("  stderr: " + stderr.strip()[:500])
        if stdout != expected:
            print(f"  expected {expected[:200]!r}")
            print(f"  got      {stdout[:200]!r}")
        return [name]
    return []


if __name__ == "__main__":
    sys.exit(main())
