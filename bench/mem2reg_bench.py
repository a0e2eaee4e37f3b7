#!/usr/bin/env python3
"""mopt's ssa against LLVM 22's mem2reg on one program, in alloca form.

For each size, bench/gen_scale.py writes a program (one function, or
functions of --function-size instructions each); mopt puts it in alloca
form, the form clang emits at -O0, and writes that form as LLVM IR, both
untimed:

    mopt -passes=lower,reg2mem gen.tac -o in.tac
    mopt -passes=lower --emit-llvm in.tac -o in.ll

So both tools get the same program: every local a stack slot, a store per
write, a load per read. Then, alternating, REPEAT times, each a whole
process timed by wall clock with its peak resident memory from wait4,
through spawn-timer (bench/spawn.py):

    mopt -passes=lower,ssa,out-of-ssa in.tac -o out.tac
    opt  -passes=mem2reg -S in.ll -o out.ll

It reports medians, the ratios mopt / opt, the phis each placed and the
allocas each left. An opt run past --opt-timeout is cut and reported as
such. Output is a markdown table on stdout.

    python3 bench/mem2reg_bench.py --mopt build/opt-tool/mopt \\
        [--opt /usr/lib/llvm-22/bin/opt] [--sizes 10000,100000,1000000] \\
        [--function-size 10000] [--variables 2000] [--repeat 1]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

import spawn
from pipeline_bench import alternate, count, generate


def alloca_form(mopt, gen_tac, tac, ll):
    """Writes gen_tac in alloca form as TAC and as LLVM IR; returns the
    number of instructions of the TAC (lines inside functions, labels
    and headers left out)."""
    subprocess.run([mopt, "-passes=lower,reg2mem", gen_tac, "-o", tac],
                   check=True)
    subprocess.run([mopt, "-passes=lower", "--emit-llvm", tac, "-o", ll],
                   check=True)
    with open(tac) as f:
        return sum(1 for line in f if line.startswith("  "))


def measure(args, tmp, size, functions):
    gen, tac = os.path.join(tmp, "gen.tac"), os.path.join(tmp, "in.tac")
    ll = os.path.join(tmp, "in.ll")
    out_tac, out_ll = os.path.join(tmp, "out.tac"), os.path.join(tmp, "out.ll")
    generate(gen, size, args.variables, functions, False)
    instructions = alloca_form(args.mopt, gen, tac, ll)
    mopt_cmd = [args.mopt, "-passes=lower,ssa,out-of-ssa", tac, "-o", out_tac]
    opt_cmd = [args.opt, "-passes=mem2reg", "-S", ll, "-o", out_ll]
    mopt_runs, opt_runs = alternate(args.spawn_timer, mopt_cmd, opt_cmd,
                                    args.repeat, args.opt_timeout)
    ssa = os.path.join(tmp, "ssa.tac")
    subprocess.run([args.mopt, "-passes=lower,ssa", tac, "-o", ssa], check=True)
    row = {
        "shape": "1 function" if functions == 1 else f"{functions} functions",
        "gen": size, "instructions": instructions,
        "slots": count(tac, "= alloca"),
        "mopt": (statistics.median(r[0] for r in mopt_runs),
                 statistics.median(r[1] for r in mopt_runs)),
        "mopt_phis": count(ssa, "= phi "), "mopt_left": count(ssa, "= alloca"),
    }
    if opt_runs:
        row["opt"] = (statistics.median(r[0] for r in opt_runs),
                      statistics.median(r[1] for r in opt_runs))
        row["llvm_phis"] = count(out_ll, " = phi ")
        # The runtime helpers' own allocas (mopt.arg.*) are not slots.
        row["llvm_left"] = count(out_ll, " = alloca ") - count(ll, "%end = alloca")
    return row


def print_row(row, timeout):
    m_wall, m_mem = row["mopt"]
    cells = [row["shape"], str(row["instructions"]), str(row["slots"]),
             f"{m_wall:.3f}"]
    if "opt" in row:
        o_wall, o_mem = row["opt"]
        cells += [f"{o_wall:.3f}", f"{m_wall / o_wall:.4f}x", f"{m_mem:.1f}",
                  f"{o_mem:.1f}", f"{m_mem / o_mem:.2f}x",
                  f"{row['mopt_phis']} / {row['llvm_phis']}",
                  f"{row['mopt_left']} / {row['llvm_left']}"]
    else:
        cells += [f"> {timeout:.0f}", "-", f"{m_mem:.1f}", "-", "-",
                  f"{row['mopt_phis']} / -", f"{row['mopt_left']} / -"]
    print("| " + " | ".join(cells) + " |")


def main():
    parser = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    spawn.add_timer_option(parser)
    parser.add_argument("--opt", default="/usr/lib/llvm-22/bin/opt")
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--function-size", type=int, default=10000,
                        help="instructions per function of the many-function "
                             "rows (none when at least the size)")
    parser.add_argument("--variables", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--opt-timeout", type=float, default=600)
    args = parser.parse_args()
    args.spawn_timer = spawn.timer(args)
    sizes = [int(s) for s in args.sizes.split(",")]
    print("| shape | instructions | slots | mopt wall (s) | opt wall (s) | "
          "wall ratio | mopt peak (MiB) | opt peak (MiB) | memory ratio | "
          "phis mopt / LLVM | allocas left mopt / LLVM |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | "
          "---: | ---: |")
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            shapes = [1] + ([size // args.function_size]
                            if size > args.function_size else [])
            for functions in shapes:
                row = measure(args, tmp, size, functions)
                print_row(row, args.opt_timeout)
                sys.stdout.flush()
                if "opt" in row and (row["mopt_phis"] > row["llvm_phis"] or
                                     row["mopt_left"] != row["llvm_left"]):
                    failures.append(f"{size}/{functions}: phis or slots left "
                                    "differ from LLVM's")
    print(f"\nMedians of {args.repeat} run(s), alternating (opt cut at "
          f"{args.opt_timeout:.0f} s). Instructions: of the alloca-form TAC.")
    if failures:
        sys.exit("FAILED: " + "; ".join(failures))


if __name__ == "__main__":
    main()
