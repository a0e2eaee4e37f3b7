#!/usr/bin/env python3
"""Start-up cost: mopt against LLVM 14's opt on a tiny input, in one run.

Runs `mopt -passes=lower tiny.tac` and `opt -passes=mem2reg -S tiny.ll`
alternately, REPEAT times each, each through spawn-timer (bench/
SpawnTimer.cpp, built beside mopt), and reports the median wall time and the
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


def measure(timer, cmd):
    """Wall seconds and peak RSS (KiB) of one run of cmd, as spawn-timer
    (bench/SpawnTimer.cpp) measures them from a small parent process."""
    proc = subprocess.run([timer] + cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"{cmd} failed: {proc.stderr}")
    wall, rss = proc.stdout.split()
    return float(wall), int(rss)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--spawn-timer",
                        help="bench/SpawnTimer.cpp's program (default: "
                             "spawn-timer in the build's bench/ folder)")
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
        timer = args.spawn_timer or os.path.join(
            os.path.dirname(os.path.dirname(os.path.abspath(args.mopt))),
            "bench", "spawn-timer")
        for name, cmd in commands.items():  # warm the page cache once
            measure(timer, cmd)
        for _ in range(args.repeat):
            for name, cmd in commands.items():
                samples[name].append(measure(timer, cmd))

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
