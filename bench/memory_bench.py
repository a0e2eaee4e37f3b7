#!/usr/bin/env python3
"""Bytes of IR per instruction: mopt's and LLVM's, by one measurement.

Each tool reads a program and keeps it in memory without transforming or
writing it (`mopt -disable-output in.tac`, `opt -passes= -disable-output
in.ll`); the peak resident memory of that process (through spawn-timer,
bench/spawn.py), minus the peak for an empty input, divided by the
program's instruction count, is the cost of the IR per instruction (parser
buffers included, as a user pays them). Both
inputs come from bench/gen_scale.py, the same program in TAC and in LLVM's
alloca form, which has more instructions (loads and stores), so both
per-TAC-instruction and per-own-instruction figures are shown.

    python3 bench/memory_bench.py --mopt build/opt-tool/mopt \\
        [--opt /usr/lib/llvm-22/bin/opt] [--instructions 1000000]
"""
import argparse
import os
import subprocess
import sys
import tempfile

import spawn

HERE = os.path.dirname(os.path.abspath(__file__))


def peak_kib(timer, cmd):
    """Peak resident KiB of one run of cmd, through spawn-timer (bench/spawn.py
    says why)."""
    return spawn.run(timer, cmd)[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    spawn.add_timer_option(parser)
    parser.add_argument("--opt", default="/usr/lib/llvm-22/bin/opt")
    parser.add_argument("--instructions", type=int, default=1000000)
    parser.add_argument("--variables", type=int, default=2000)
    args = parser.parse_args()
    timer = spawn.timer(args)
    with tempfile.TemporaryDirectory() as tmp:
        tac, ll = os.path.join(tmp, "in.tac"), os.path.join(tmp, "in.ll")
        gen = [sys.executable, os.path.join(HERE, "gen_scale.py"),
               "--instructions", str(args.instructions),
               "--variables", str(args.variables)]
        with open(tac, "w") as f:
            subprocess.run(gen, stdout=f, check=True)
        with open(ll, "w") as f:
            subprocess.run(gen + ["--llvm"], stdout=f, check=True)
        empty_tac, empty_ll = os.path.join(tmp, "e.tac"), os.path.join(tmp, "e.ll")
        open(empty_tac, "w").close()
        open(empty_ll, "w").close()
        tac_insts = sum(1 for line in open(tac) if line.startswith("  "))
        ll_insts = sum(1 for line in open(ll) if line.startswith("  "))
        mopt = peak_kib(timer, [args.mopt, "-disable-output", tac]) - \
            peak_kib(timer, [args.mopt, "-disable-output", empty_tac])
        llvm = peak_kib(timer, [args.opt, "-passes=", "-disable-output", ll]) - \
            peak_kib(timer, [args.opt, "-passes=", "-disable-output", empty_ll])
    print("| IR | instructions | peak over empty (MiB) | bytes per TAC instruction | bytes per own instruction |")
    print("| --- | ---: | ---: | ---: | ---: |")
    print(f"| mopt (TAC) | {tac_insts} | {mopt / 1024:.1f} | {mopt * 1024 / tac_insts:.0f} | {mopt * 1024 / tac_insts:.0f} |")
    print(f"| LLVM 22 (alloca form) | {ll_insts} | {llvm / 1024:.1f} | {llvm * 1024 / tac_insts:.0f} | {llvm * 1024 / ll_insts:.0f} |")


if __name__ == "__main__":
    main()
