#!/usr/bin/env python3
"""Optimisation pipelines measured in instructions executed, as CS 6120 does.

The course measures an optimisation by the instructions the reference
interpreter executes (`brili -p`, `total_dyn_inst: N`). For every program of
the Bril corpus with a `.out` (the top folder and the subfolders that
test/scripts/run_bril_corpus.py runs, less `error-*`, which have no output,
and `course-*`, which are the course's own rewrites of the top 45) this
reports:

- written: brili's count for the program as written (its `.prof`), checked
  against `mopt --run --profile PROG ARGS`;
- course: for the 45 top programs, the count of the course's own
  lvn+tdce output (`course-opt/NAME.lvn-tdce.prof`);
- one column per --pipeline LABEL=PASSES: the program is written as Bril
  JSON by `mopt -passes=PASSES --emit=bril-json PROG -o TMP.json` and
  TMP.json is run by `mopt --run --profile TMP.json ARGS`, which must print
  the program's `.out`. Going through Bril JSON is deliberate: the count is
  that of the Bril program mopt writes, the one brili would run, not of
  mopt's IR (no phis or other forms Bril lacks are counted for free).

Then totals, the reduction against written over all programs and over the
course's 45, and the programs each pipeline runs more instructions on than
the course's output. Output is Markdown on stdout. A pipeline that fails or
whose program prints other than `.out` shows as FAIL; that, and mopt's
count of a program as written differing from brili's, is told on stderr
and makes the exit status 1.

    python3 bench/opt_bench.py [--mopt build/opt-tool/mopt] \\
        [--corpus ../shared/corpus/bril] [--pipeline LABEL=PASSES ...] \\
        [--jobs 2] [--only NAME ...] [--smoke]
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The corpus's layout and its programs' arguments, as the corpus tests read
# them.
sys.path.insert(0, os.path.join(REPO, "test", "scripts"))
from run_bril_corpus import folders, program_args  # noqa: E402

DEFAULT_PIPELINES = ["O1=default<O1>", "O2=default<O2>"]
PROFILE = re.compile(r"^total_dyn_inst: (\d+)$", re.MULTILINE)
SMOKE_PROGRAMS = 3
TIMEOUT = 300


class Program:
    """One corpus program: NAME (relative to the corpus, no extension)."""

    def __init__(self, corpus, folder, stem):
        self.path = os.path.join(folder, stem + ".bril")
        self.name = os.path.relpath(self.path, corpus)[: -len(".bril")]
        self.args = program_args(self.path)
        with open(os.path.join(folder, stem + ".out"), encoding="utf-8",
                  newline="") as f:
            self.expected = f.read()
        self.written = read_prof(os.path.join(folder, stem + ".prof"))
        self.course = (read_prof(os.path.join(corpus, "course-opt",
                                              stem + ".lvn-tdce.prof"))
                       if folder == corpus else None)


def read_prof(path):
    """The count of a `.prof` file (`total_dyn_inst: N`), or None."""
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        m = PROFILE.search(f.read())
    return int(m.group(1)) if m else None


def corpus_programs(corpus):
    found = []
    for folder in folders(corpus):
        base = os.path.basename(folder)
        if folder != corpus and base.startswith(("error-", "course-")):
            continue
        for name in sorted(os.listdir(folder)):
            stem = name[: -len(".bril")]
            if name.endswith(".bril") and os.path.exists(
                    os.path.join(folder, stem + ".out")):
                found.append(Program(corpus, folder, stem))
    return found


def run_mopt(cmd):
    """Runs CMD; returns (the completed run, None) or (None, error text)."""
    try:
        run = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, f"{shlex.join(cmd)}: no end after {TIMEOUT} s"
    # Decoded by hand: text=True would read a "\r" the program prints as "\n".
    run.stdout = run.stdout.decode("utf-8", "replace")
    run.stderr = run.stderr.decode("utf-8", "replace")
    if run.returncode != 0:
        return None, f"{shlex.join(cmd)}: exit {run.returncode}: {run.stderr[-300:]}"
    return run, None


def run_counted(mopt, path, program):
    """Runs PATH with PROGRAM's arguments; returns (count, error text)."""
    cmd = [mopt, "--run", "--profile", path] + program.args
    run, err = run_mopt(cmd)
    if err:
        return None, err
    m = PROFILE.search(run.stderr)
    if not m:
        return None, f"{shlex.join(cmd)}: no total_dyn_inst line"
    if run.stdout != program.expected:
        return None, (f"{shlex.join(cmd)}: output differs from .out: "
                      f"expected {program.expected[:100]!r}, got {run.stdout[:100]!r}")
    return int(m.group(1)), None


def optimised_count(mopt, passes, program, json_path):
    """The count of PROGRAM after PASSES, through Bril JSON; or an error."""
    cmd = [mopt, "-passes=" + passes, "--emit=bril-json", program.path,
           "-o", json_path]
    _, err = run_mopt(cmd)
    return (None, err) if err else run_counted(mopt, json_path, program)


def measure(opts, program, tmp):
    """PROGRAM's counts per pipeline label (None where it failed), and the
    problems found, as lines for stderr."""
    problems = []
    count, err = run_counted(opts.mopt, program.path, program)
    if err:
        problems.append(f"{program.name} as written: {err}")
    elif program.written is not None and count != program.written:
        problems.append(f"{program.name}: brili counts {program.written}, "
                        f"mopt {count} for the program as written")
    counts = {}
    for label, passes in opts.pipelines:
        json_path = os.path.join(tmp, program.name.replace(os.sep, "_")
                                 + f".{label}.json")
        counts[label], err = optimised_count(opts.mopt, passes, program, json_path)
        if err:
            problems.append(f"FAIL {program.name} {label}: {err}")
    return counts, problems


def cell(n):
    return "" if n is None else f"{n:,}"


def row(*cells):
    return "| " + " | ".join(cells) + " |"


def percent_less(before, after):
    """How much less AFTER is than BEFORE, in percent (negative: more)."""
    text = f"{100.0 * (before - after) / before:.1f}%"
    return "0.0%" if text == "-0.0%" else text


def print_programs(programs, labels, results):
    print(row("program", "written", "course", *labels))
    print(row("---", *["---:"] * (2 + len(labels))))
    for p in programs:
        counts = results[p.name]
        print(row(p.name, cell(p.written), cell(p.course),
                  *("FAIL" if counts[label] is None else cell(counts[label])
                    for label in labels)))


def print_totals(sets, labels, results):
    """Sums each column over each (title, programs) of SETS; returns the
    sums, a dict per set."""
    print(row("set", "written", "course", *labels))
    print(row("---", *["---:"] * (2 + len(labels))))
    totals = []
    for title, members in sets:
        total = {"written": sum(p.written for p in members),
                 "course": sum(p.course or 0 for p in members)}
        total.update({label: sum(results[p.name][label] for p in members)
                      for label in labels})
        totals.append(total)
        every_course = all(p.course is not None for p in members)
        print(row(title, cell(total["written"]),
                  cell(total["course"]) if every_course else "",
                  *(cell(total[label]) for label in labels)))
    return totals


def report(opts, programs, results):
    labels = [label for label, _ in opts.pipelines]
    print(f"    {opts.command}\n")
    print_programs(programs, labels, results)

    counted = [p for p in programs if p.written is not None
               and all(results[p.name][label] is not None for label in labels)]
    course = [p for p in counted if p.course is not None]
    left_out = [p.name for p in programs if p not in counted]
    print("\nTotals over the programs where written and every pipeline have a "
          "number" + (f" (all but {', '.join(left_out)})" if left_out else "")
          + ", and over those of them that have a course count too:\n")
    if not counted:
        print("(no program has every number)")
        return
    sets = [(f"all {len(counted)}", counted)]
    if course:
        sets.append((f"the course's {len(course)}", course))
    totals = print_totals(sets, labels, results)

    print(f"\nReduction in instructions executed against written, over the "
          f"same sets; and the programs of the course's {len(course)} that run "
          "more instructions than the course's lvn+tdce output:\n")
    print(row("pipeline", f"all {len(counted)}", f"course's {len(course)}",
              "more than course"))
    print(row("---", "---:", "---:", "---"))
    all_total = totals[0]
    course_total = totals[1] if course else None
    if course:
        print(row("course (lvn+tdce)", "",
                  percent_less(course_total["written"], course_total["course"]), ""))
    for label in labels:
        worse = [p.name for p in course if results[p.name][label] > p.course]
        print(row(label,
                  percent_less(all_total["written"], all_total[label]),
                  percent_less(course_total["written"], course_total[label])
                  if course else "",
                  f"{len(worse)}" + (f": {', '.join(worse)}" if worse else "")))


def parse_options():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", default=os.path.join(REPO, "build", "opt-tool", "mopt"))
    parser.add_argument("--corpus", default=os.path.normpath(
        os.path.join(REPO, "..", "shared", "corpus", "bril")))
    parser.add_argument("--pipeline", action="append", metavar="LABEL=PASSES",
                        help="a column: the pipeline PASSES, headed LABEL "
                        f"(repeatable; default {' '.join(DEFAULT_PIPELINES)})")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="only this program (as the table names it, or "
                        "its file name without .bril; repeatable)")
    parser.add_argument("--smoke", action="store_true",
                        help=f"only the first {SMOKE_PROGRAMS} programs")
    opts = parser.parse_args()
    opts.command = shlex.join(["python3", os.path.relpath(__file__)] + sys.argv[1:])
    opts.pipelines = []
    for spec in opts.pipeline or DEFAULT_PIPELINES:
        label, _, passes = spec.partition("=")
        if not label or not passes:
            parser.error(f"--pipeline {spec!r}: expected LABEL=PASSES")
        opts.pipelines.append((label, passes))
    if len({label for label, _ in opts.pipelines}) != len(opts.pipelines):
        parser.error("--pipeline: each LABEL once")
    return opts


def main():
    opts = parse_options()
    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    programs = corpus_programs(opts.corpus)
    if opts.only:
        unknown = [n for n in opts.only
                   if not any(n in (p.name, os.path.basename(p.name)) for p in programs)]
        if unknown:
            sys.exit(f"opt_bench: no program {', '.join(unknown)} in {opts.corpus}")
        programs = [p for p in programs
                    if p.name in opts.only or os.path.basename(p.name) in opts.only]
    if opts.smoke:
        programs = programs[:SMOKE_PROGRAMS]
    with tempfile.TemporaryDirectory(prefix="mopt-opt-bench-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        futures = {p.name: pool.submit(measure, opts, p, tmp) for p in programs}
        results, failed = {}, False
        for p in programs:
            results[p.name], problems = futures[p.name].result()
            for line in problems:
                print(line, file=sys.stderr)
            failed = failed or bool(problems)
    report(opts, programs, results)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
