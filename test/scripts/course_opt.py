#!/usr/bin/env python3
"""-O2 against the CS 6120 course's own optimiser, in instructions executed.

The course optimises with `lvn.py -p -c -f` then `tdce.py tdce+` and counts
what brili executes. Issue #46 asks that -O2 never execute more:

  - for each of the corpus's 45 top programs, the count of -O2's output
    (written as Bril JSON and run from there, as bench/opt_bench.py counts
    it) is at most the count of the course's output (course-opt/*.prof);
  - for each program given with --programs (written for this test), the
    course's passes (the corpus's course-tools/, run here with this
    Python) and -O2 both run it: both print what it prints as written, and
    -O2 executes at most as many instructions as the course's output.

Prints a line per program that fails, then the totals. Exit status 1 if a
check fails, 77 (skipped) when the corpus is absent.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import types

REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPO, "bench"))
from opt_bench import (corpus_programs, optimised_count, run_counted,  # noqa: E402
                       run_mopt)
from run_bril_corpus import program_args  # noqa: E402

O2 = "default<O2>"


def written_program(mopt, path):
    """A program of --programs, with what it prints as written."""
    args = program_args(path)
    run, err = run_mopt([mopt, "--run", path] + args)
    if err:
        raise RuntimeError(err)
    return types.SimpleNamespace(path=path, name=os.path.basename(path),
                                 args=args, expected=run.stdout)


def course_count(opts, program, json_path):
    """The count of the course's lvn+tdce output for PROGRAM; or an error."""
    tools = os.path.join(opts.corpus, "course-tools")
    as_json = subprocess.run([opts.mopt, "--emit=bril-json", program.path],
                             capture_output=True, text=True).stdout
    lvn = subprocess.run([sys.executable, os.path.join(tools, "lvn.py"),
                          "-p", "-c", "-f"], input=as_json,
                         capture_output=True, text=True)
    tdce = subprocess.run([sys.executable, os.path.join(tools, "tdce.py"),
                           "tdce+"], input=lvn.stdout, capture_output=True,
                          text=True)
    if lvn.returncode or tdce.returncode:
        return None, f"the course's passes: {(lvn.stderr + tdce.stderr)[-300:]}"
    with open(json_path, "w", encoding="utf-8") as f:
        f.write(tdce.stdout)
    return run_counted(opts.mopt, json_path, program)


def compare(label, pairs):
    """Prints each program where -O2 runs more, then the totals; returns
    the number of failures. PAIRS: (name, course count or error, -O2 count
    or error)."""
    failed, course_total, o2_total = 0, 0, 0
    for name, (course, course_err), (o2, o2_err) in pairs:
        if course_err or o2_err:
            print(f"FAIL {name}: {course_err or o2_err}")
            failed += 1
            continue
        course_total += course
        o2_total += o2
        if o2 > course:
            print(f"FAIL {name}: -O2 runs {o2}, the course's {course}")
            failed += 1
    print(f"{label}: course's lvn+tdce {course_total} instructions, "
          f"-O2 {o2_total}")
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--programs", nargs="*", default=[])
    opts = parser.parse_args()
    if not os.path.isdir(os.path.join(opts.corpus, "course-opt")):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        o2_json, course_json = (os.path.join(tmp, "o2.json"),
                                os.path.join(tmp, "course.json"))
        in_corpus = [p for p in corpus_programs(opts.corpus)
                     if p.course is not None]
        failed = compare("corpus programs", [
            (p.name, (p.course, None),
             optimised_count(opts.mopt, O2, p, o2_json)) for p in in_corpus])
        written = [written_program(opts.mopt, path) for path in opts.programs]
        failed += compare("programs written for it", [
            (p.name, course_count(opts, p, course_json),
             optimised_count(opts.mopt, O2, p, o2_json)) for p in written])
    print(f"course-opt: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
