#!/usr/bin/env python3
"""-O2 against the CS 6120 course's own optimiser, in instructions executed.

The course optimises with `lvn.py -p -c -f` then `tdce.py tdce+` and counts
what brili executes. Issue #46 asks that -O2 never execute more:

  - for each of the corpus's 45 top programs, the count of -O2's output
    (written as Bril JSON and run from there, as bench/opt_bench.py does)
    is at most the count of the course's output (course-opt/*.prof);
  - for each program given with --programs (written for this test), the
    course's passes (the corpus's course-tools/, run here with this
    Python) and -O2 both run it: both print what it prints as written, and
    -O2 executes at most as many instructions as the course's output.

Prints a line per program that fails, then the totals. Exit status 1 if a
check fails, 77 (skipped) when the corpus is absent.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

from run_bril_corpus import program_args

PROFILE = re.compile(r"^total_dyn_inst: (\d+)$", re.MULTILINE)
TIMEOUT = 120


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                          timeout=TIMEOUT)


def profile(mopt, path, args):
    """(what PATH prints, its count) under mopt --run --profile."""
    done = run([mopt, "--run", "--profile", path] + args)
    found = PROFILE.search(done.stderr)
    if done.returncode != 0 or not found:
        raise RuntimeError(f"{path}: {done.stderr.strip()[:300]}")
    return done.stdout, int(found.group(1))


def o2_count(mopt, path, args, scratch):
    """What -O2's Bril JSON prints, and its count."""
    out = os.path.join(scratch, "o2.json")
    done = run([mopt, "-O2", "--emit=bril-json", path, "-o", out])
    if done.returncode != 0:
        raise RuntimeError(f"-O2 {path}: {done.stderr.strip()[:300]}")
    return profile(mopt, out, args)


def course_count(mopt, tools, path, args, scratch):
    """What the course's lvn+tdce output prints, and its count."""
    as_json = run([mopt, "--emit=bril-json", path]).stdout
    lvn = run([sys.executable, os.path.join(tools, "lvn.py"), "-p", "-c",
               "-f"], as_json)
    tdce = run([sys.executable, os.path.join(tools, "tdce.py"), "tdce+"],
               lvn.stdout)
    if lvn.returncode or tdce.returncode:
        raise RuntimeError(f"course passes on {path}: "
                           f"{(lvn.stderr + tdce.stderr).strip()[:300]}")
    out = os.path.join(scratch, "course.json")
    with open(out, "w", encoding="utf-8") as f:
        f.write(tdce.stdout)
    return profile(mopt, out, args)


def check_corpus(opts, scratch):
    """Problems and totals over the course-opt programs."""
    problems, totals = [], [0, 0]
    course_dir = os.path.join(opts.corpus, "course-opt")
    for name in sorted(os.listdir(course_dir)):
        if not name.endswith(".lvn-tdce.prof"):
            continue
        stem = name[: -len(".lvn-tdce.prof")]
        path = os.path.join(opts.corpus, stem + ".bril")
        with open(os.path.join(course_dir, name), encoding="utf-8") as f:
            course = int(PROFILE.search(f.read()).group(1))
        _, o2 = o2_count(opts.mopt, path, program_args(path), scratch)
        totals[0] += course
        totals[1] += o2
        if o2 > course:
            problems.append(f"{stem}: -O2 runs {o2}, the course's {course}")
    return problems, totals


def check_programs(opts, scratch):
    problems, totals = [], [0, 0]
    tools = os.path.join(opts.corpus, "course-tools")
    for path in opts.programs:
        args = program_args(path)
        printed, _ = profile(opts.mopt, path, args)
        course_out, course = course_count(opts.mopt, tools, path, args,
                                          scratch)
        o2_out, o2 = o2_count(opts.mopt, path, args, scratch)
        totals[0] += course
        totals[1] += o2
        name = os.path.basename(path)
        if course_out != printed or o2_out != printed:
            problems.append(f"{name}: prints other than as written")
        elif o2 > course:
            problems.append(f"{name}: -O2 runs {o2}, the course's {course}")
    return problems, totals


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--programs", nargs="*", default=[])
    opts = parser.parse_args()
    if not os.path.isdir(os.path.join(opts.corpus, "course-opt")):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        for label, check in [("corpus programs", check_corpus),
                             ("programs written for it", check_programs)]:
            problems, (course, o2) = check(opts, scratch)
            for problem in problems:
                print(f"FAIL {problem}")
            failed += len(problems)
            print(f"{label}: course's lvn+tdce {course} instructions, "
                  f"-O2 {o2}")
    print(f"course-opt: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
