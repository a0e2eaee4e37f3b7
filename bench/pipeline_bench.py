#!/usr/bin/env python3
"""The headline pipeline against LLVM 22's mem2reg, on the same programs.

For each size and each function count (--functions, one function and 100
by default: the size split evenly), bench/gen_scale.py writes one program
twice: as TAC, and as the equivalent LLVM IR in alloca form. Then,
alternating, REPEAT times:

    mopt -passes=lower,ssa,out-of-ssa in.tac -o out.tac
    opt  -passes=mem2reg -S in.ll -o out.ll

each a whole process, timed by wall clock, with its peak resident memory
from wait4, both through spawn-timer (bench/spawn.py). It reports medians and the ratios mopt / opt, the phis each
placed, mopt's own stages from -time-passes as ns per instruction (also for
the largest size cut into functions of the smallest size, the same work
over a smaller working set), and -threads scaling on a module of many
functions.
Output is a markdown report on stdout.

    python3 bench/pipeline_bench.py --mopt build/opt-tool/mopt \\
        [--opt /usr/lib/llvm-22/bin/opt] [--sizes 10000,100000,1000000] \\
        [--functions 1,100] [--variables 2000] [--repeat 3] \\
        [--opt-timeout 600]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

import spawn

HERE = os.path.dirname(os.path.abspath(__file__))


def run(timer, cmd, timeout=None):
    """(wall seconds, peak RSS MiB) of one process, timed by spawn-timer
    (bench/spawn.py says why), or None past timeout."""
    r = spawn.run(timer, cmd, timeout)
    return r and (r[0], r[1] / 1024)


def generate(path, size, variables, functions, llvm):
    cmd = [sys.executable, os.path.join(HERE, "gen_scale.py"),
           "--instructions", str(size), "--variables", str(variables),
           "--functions", str(functions)]
    if llvm:
        cmd.append("--llvm")
    with open(path, "w") as out:
        subprocess.run(cmd, stdout=out, check=True)


def alternate(timer, mopt_cmd, opt_cmd, repeat, opt_timeout):
    """REPEAT runs of each, alternating: (mopt's, opt's), each a list of
    (wall, peak MiB); opt is not run again once a run passes opt_timeout."""
    mopt_runs, opt_runs, opt_cut = [], [], False
    for _ in range(repeat):
        mopt_runs.append(run(timer, mopt_cmd))
        if not opt_cut:
            r = run(timer, opt_cmd, timeout=opt_timeout)
            opt_cut = r is None
            if r:
                opt_runs.append(r)
    return mopt_runs, opt_runs


def count(path, pattern):
    with open(path) as f:
        return sum(1 for line in f if pattern in line)


def stages(mopt, tac, out, repeat):
    """mopt's -time-passes rows: name -> seconds (passes and stages), each
    the least of REPEAT runs, so that a run the machine interrupted does not
    count."""
    rows = {}
    for _ in range(repeat):
        text = subprocess.run([mopt, "-time-passes", "-passes=lower,ssa,out-of-ssa",
                               tac, "-o", out], capture_output=True, text=True,
                              check=True).stderr
        for line in text.splitlines():
            m = re.match(r"\s*([0-9.]+)\s+(?:[0-9.]+%\s+)?\d+\s+(.+)$", line)
            if m and m.group(2) != "Total":
                rows[m.group(2)] = min(rows.get(m.group(2), 1e99), float(m.group(1)))
    return rows


# The stages that together make a run (the passes include their sub-stages).
WHOLE_RUN = ("parse and verify input", "lower", "ssa", "out-of-ssa",
             "verify output", "print output")


# Short runs vary more: a size gets REPEAT runs times the factor by which
# it is smaller than the largest, up to this many.
STAGE_REPEAT_CAP = 30


def stage_repeat(repeat, size, sizes):
    return max(repeat, min(STAGE_REPEAT_CAP, repeat * sizes[-1] // size))


def median(samples, index):
    return statistics.median(s[index] for s in samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    spawn.add_timer_option(parser)
    parser.add_argument("--opt", default="/usr/lib/llvm-22/bin/opt")
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--functions", default="1,100",
                        help="function counts to split each size into")
    parser.add_argument("--variables", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--opt-timeout", type=float, default=600)
    parser.add_argument("--module-instructions", type=int, default=400000,
                        help="size of the 64-function module for -threads")
    parser.add_argument("--threads-repeat", type=int, default=9,
                        help="runs of each -threads setting (short runs: "
                             "more of them than --repeat)")
    args = parser.parse_args()
    args.spawn_timer = spawn.timer(args)
    sizes = [int(s) for s in args.sizes.split(",")]
    function_counts = [int(f) for f in args.functions.split(",")]
    if 1 not in function_counts:
        parser.error("--functions must include 1: the stage table is of "
                     "one function")

    print("| instructions | functions | mopt wall (s) | opt wall (s) | wall ratio | "
          "mopt peak (MiB) | opt peak (MiB) | memory ratio | mopt phis | LLVM phis |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    stage_rows = {}  # column label -> stage rows
    column_size = {}  # column label -> instructions the stages are over
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            tac, ll = os.path.join(tmp, "in.tac"), os.path.join(tmp, "in.ll")
            out_tac, out_ll = os.path.join(tmp, "out.tac"), os.path.join(tmp, "out.ll")
            for functions in function_counts:
                generate(tac, size, args.variables, functions, False)
                generate(ll, size, args.variables, functions, True)
                failures += compare_row(args, size, functions, tac, ll,
                                        out_tac, out_ll, tmp)
                if functions == 1:
                    column_size[str(size)] = size
                    stage_rows[str(size)] = stages(
                        args.mopt, tac, out_tac,
                        stage_repeat(args.repeat, size, sizes))
        # The largest size again, cut into functions the size of the
        # smallest: the same work over a working set of one small function.
        split = max(1, sizes[-1] // sizes[0])
        split_label = f"{sizes[-1]} in {split} functions"
        if split > 1:
            generate(tac, sizes[-1], args.variables, split, False)
            column_size[split_label] = sizes[-1]
            stage_rows[split_label] = stages(args.mopt, tac, out_tac, args.repeat)
    print(f"\nMedians of {args.repeat} runs (opt: runs cut at {args.opt_timeout:.0f} s).")
    print(f"\nmopt's stages, ns per input instruction (-time-passes, the least "
          f"of {args.repeat} runs; of up to {STAGE_REPEAT_CAP} for the smaller "
          f"sizes, in proportion, as their runs are short):\n")
    columns = list(stage_rows)
    names = [n for n in next(iter(stage_rows.values()))]
    print("| stage | " + " | ".join(columns) + " |")
    print("| --- | " + " | ".join("---:" for _ in columns) + " |")
    for name in names:
        cells = [f"{stage_rows[c].get(name, 0) * 1e9 / column_size[c]:.0f}"
                 for c in columns]
        print(f"| {name} | " + " | ".join(cells) + " |")
    totals = {c: sum(v for k, v in stage_rows[c].items() if k in WHOLE_RUN)
              * 1e9 / column_size[c] for c in columns}
    print("| **whole run** | " + " | ".join(f"{totals[c]:.0f}" for c in columns)
          + " |")
    print(f"\nns per instruction at {sizes[-1]} over that at {sizes[0]}: "
          f"{totals[str(sizes[-1])] / totals[str(sizes[0])]:.2f}x")
    if split > 1:
        print(f"\nns per instruction at {split_label} over that at "
              f"{sizes[0]}: {totals[split_label] / totals[str(sizes[0])]:.2f}x")
    if not threads_report(args.spawn_timer, args.mopt, args.module_instructions,
                          args.threads_repeat):
        failures.append("-threads=2 printed a different module")
    if failures:
        sys.exit("FAILED: " + "; ".join(failures))


def compare_row(args, size, functions, tac, ll, out_tac, out_ll, tmp):
    """Times mopt's pipeline and opt's mem2reg on one program, alternating,
    and prints the row; returns the failures (more phis than LLVM)."""
    mopt_cmd = [args.mopt, "-passes=lower,ssa,out-of-ssa", tac, "-o", out_tac]
    opt_cmd = [args.opt, "-passes=mem2reg", "-S", ll, "-o", out_ll]
    mopt_runs, opt_runs = alternate(args.spawn_timer, mopt_cmd, opt_cmd,
                                    args.repeat, args.opt_timeout)
    ssa_out = os.path.join(tmp, "ssa.tac")
    subprocess.run([args.mopt, "-passes=lower,ssa", tac, "-o", ssa_out],
                   check=True)
    mopt_phis = count(ssa_out, "= phi ")
    m_wall, m_mem = median(mopt_runs, 0), median(mopt_runs, 1)
    if not opt_runs:
        print(f"| {size} | {functions} | {m_wall:.3f} | > {args.opt_timeout:.0f} "
              f"| - | {m_mem:.1f} | - | - | {mopt_phis} | - |")
        return []
    o_wall, o_mem = median(opt_runs, 0), median(opt_runs, 1)
    llvm_phis = count(out_ll, " = phi ")
    print(f"| {size} | {functions} | {m_wall:.3f} | {o_wall:.3f} | "
          f"{m_wall / o_wall:.3f}x | {m_mem:.1f} | {o_mem:.1f} | "
          f"{m_mem / o_mem:.2f}x | {mopt_phis} | {llvm_phis} |")
    if mopt_phis > llvm_phis:
        return [f"{size} in {functions} functions: mopt placed {mopt_phis} "
                f"phis, LLVM {llvm_phis}"]
    return []


def threads_report(timer, mopt, instructions, repeat):
    """-threads=1 against -threads=2 on a module of 64 functions."""
    with tempfile.TemporaryDirectory() as tmp:
        tac = os.path.join(tmp, "module.tac")
        generate(tac, instructions, 200, 64, False)
        outs, walls = {}, {}
        for threads in (1, 2):
            outs[threads] = os.path.join(tmp, f"out{threads}.tac")
        runs = {1: [], 2: []}
        for _ in range(repeat):
            for threads in (1, 2):
                runs[threads].append(run(timer, [mopt, f"-threads={threads}",
                                          "-passes=lower,ssa,out-of-ssa", tac,
                                          "-o", outs[threads]]))
        with open(outs[1], "rb") as a, open(outs[2], "rb") as b:
            identical = a.read() == b.read()
        for threads in (1, 2):
            walls[threads] = median(runs[threads], 0)
    print(f"\n-threads on a module of 64 functions, {instructions} instructions "
          f"in all, 200 variables each (medians of {repeat} runs each, "
          f"alternating):\n")
    print("| threads | median wall (s) | speed-up | output |")
    print("| ---: | ---: | ---: | --- |")
    print(f"| 1 | {walls[1]:.3f} | 1.00x | |")
    print(f"| 2 | {walls[2]:.3f} | {walls[1] / walls[2]:.2f}x | "
          f"{'identical to -threads=1' if identical else 'DIFFERENT'} |")
    return identical


if __name__ == "__main__":
    main()
