#!/usr/bin/env python3
"""Start-up cost: mopt against LLVM 22's opt on a tiny input, in one run.

Runs `mopt -passes=lower tiny.tac` and `opt -passes=mem2reg -S tiny.ll`
REPEAT times each, each run through spawn-timer (bench/SpawnTimer.cpp, built
beside mopt), in two orders:

  back to back  WARMUP + BLOCK runs of one command by one spawn-timer, the
                first WARMUP not counted, then the same for the other, and so
                on (warm caches, as hyperfine --warmup or a script calling
                the same tool in a loop sees it: after the other tool, the
                first few runs take up to 1.5x longer);
  alternating   one run of each in turn (each process starts after the
                other tool has filled the caches with its own code and data).

It reports the median wall time of each order and the median peak resident
memory (from wait4's rusage), with the ratios mopt / opt, as a markdown
table.

    python3 bench/startup_bench.py --mopt build/opt-tool/mopt \
        --opt /usr/lib/llvm-22/bin/opt [--repeat 60] [--block 10] \
        [--warmup 5]
"""
import argparse
import os
import statistics
import tempfile

import spawn

TINY_TAC = """func main():
  %1 = const 1
  x = copy %1
  print x
  ret x
"""

TINY_LL = """define i64 @main() {
entry:
  %x = alloca i64
  store i64 1, ptr %x
  %v = load i64, ptr %x
  ret i64 %v
}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    spawn.add_timer_option(parser)
    parser.add_argument("--opt", default="/usr/lib/llvm-22/bin/opt")
    parser.add_argument("--repeat", type=int, default=60)
    parser.add_argument("--block", type=int, default=10,
                        help="runs of one command in a row, back to back")
    parser.add_argument("--warmup", type=int, default=5,
                        help="runs before each block, not counted")
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
        timer = spawn.timer(args)
        for name, cmd in commands.items():  # warm the page cache once
            spawn.runs(timer, cmd)
        back_to_back = {name: [] for name in commands}
        alternating = {name: [] for name in commands}
        block = max(1, min(args.block, args.repeat))
        for _ in range(max(1, args.repeat // block)):
            for name, cmd in commands.items():
                runs = spawn.runs(timer, cmd, args.warmup + block)
                back_to_back[name] += runs[args.warmup:]
        for _ in range(args.repeat):
            for name, cmd in commands.items():
                alternating[name] += spawn.runs(timer, cmd)

    rows = []
    for name in commands:
        runs = back_to_back[name] + alternating[name]
        rows.append((name,
                     statistics.median(r[0] for r in back_to_back[name]) * 1000,
                     statistics.median(r[0] for r in alternating[name]) * 1000,
                     statistics.median(r[1] for r in runs) / 1024))
    (_, m_b2b, m_alt, m_rss), (_, o_b2b, o_alt, o_rss) = rows
    print("| command | back to back: median wall (ms) | alternating: median "
          "wall (ms) | median peak RSS (MiB) |")
    print("| --- | ---: | ---: | ---: |")
    for name, b2b, alt, rss in rows:
        print(f"| `{name}` | {b2b:.2f} | {alt:.2f} | {rss:.1f} |")
    print(f"| ratio mopt / opt | {m_b2b / o_b2b:.2f}x | {m_alt / o_alt:.2f}x "
          f"| {m_rss / o_rss:.2f}x |")
    print(f"\n{len(back_to_back[rows[0][0]])} runs of each back to back "
          f"(in blocks of {block}, each after {args.warmup} not counted), "
          f"then {args.repeat} of each alternating.")


if __name__ == "__main__":
    main()
