#!/usr/bin/env python3
"""Start-up cost: mopt against LLVM 14's opt on a tiny input, in one run.

Runs `mopt -passes=lower tiny.tac` and `opt -passes=mem2reg -S tiny.ll`
alternately, REPEAT times each, and reports the median wall time and the
median peak resident memory of each process (from wait4's rusage), with
their ratios, as a markdown table.

    python3 bench/startup_bench.py --mopt build/opt-tool/mopt \
        --opt /usr/lib/llvm-14/bin/opt [--repeat 50]
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

TINY_TAC = """func main():
  %1 = const 1
  x = copy %1
  print x
  ret x
"""

TINY_LL = """define i64 @main() {
entry:
  %x = alloca i64
  store i64 1, i64* %x
  %v = load i64, i64* %x
  ret i64 %v
}
"""


def measure(cmd):
    """Wall seconds and peak RSS (KiB) of one run of cmd."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{cmd} failed: {proc.stderr.read().decode()}")
    proc.stderr.close()
    return wall, usage.ru_maxrss


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--opt", default="/usr/lib/llvm-14/bin/opt")
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        tac = os.path.join(tmp, "tiny.tac")
        ll = os.path.join(tmp, "tiny.ll")
        with open(tac, "w") as f:
            f.write(TINY_TAC)
        with open(ll, "w") as f:
            f.write(TINY_LL)
        commands = {
            "mopt -passes=lower tiny.tac": [args.mopt, "-passes=lower", tac],
            "opt -passes=mem2reg -S tiny.ll": [args.opt, "-passes=mem2reg", "-S", ll],
        }
        samples = {name: [] for name in commands}
        for name, cmd in commands.items():  # warm the page cache once
            measure(cmd)
        for _ in range(args.repeat):
            for name, cmd in commands.items():
                samples[name].append(measure(cmd))

    rows = []
    for name, runs in samples.items():
        wall = statistics.median(r[0] for r in runs) * 1000
        rss = statistics.median(r[1] for r in runs) / 1024
        rows.append((name, wall, rss))
    (m_name, m_wall, m_rss), (o_name, o_wall, o_rss) = rows
    print(f"| command | median wall (ms) | median peak RSS (MiB) |")
    print(f"| --- | ---: | ---: |")
    for name, wall, rss in rows:
        print(f"| `{name}` | {wall:.2f} | {rss:.1f} |")
    print(f"| ratio mopt / opt | {m_wall / o_wall:.2f}x | {m_rss / o_rss:.2f}x |")
    print(f"\n{args.repeat} runs each, alternating.")


if __name__ == "__main__":
    main()
