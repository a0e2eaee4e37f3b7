#!/usr/bin/env python3
"""Two builds of mopt side by side: the same pipeline on the same inputs,
run alternately, and the medians of wall time and peak memory.

    python3 bench/ab_bench.py --before OLD/opt-tool/mopt \\
        --after build/opt-tool/mopt [--pipeline lower,ssa,out-of-ssa] \\
        [--repeat 5] [--sizes 10000,100000,1000000]

The inputs are bench/gen_scale.py's programs (2,000 variables) of each
size in one function and in 100, and the one-function program of the
middle size put in alloca form by `lower,reg2mem`; each run writes its
output (`-o`) as the pipeline benchmark does, and is timed by spawn-timer
(bench/spawn.py). The start-up row runs `-passes=lower` on a four-line
program. Before timing, it checks that both builds print the same module
for every input, and exits 1 if they do not.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

import spawn

HERE = os.path.dirname(os.path.abspath(__file__))
TINY = "func main():\n  x = const 1\n  print x\n  ret\n"


def write_inputs(tmp, sizes, mopt):
    """(label, path) of each input, written into tmp."""
    inputs = []
    for size in sizes:
        for functions in (1, 100):
            path = os.path.join(tmp, f"{size}x{functions}.tac")
            with open(path, "w") as f:
                subprocess.run([sys.executable, os.path.join(HERE, "gen_scale.py"),
                                "--instructions", str(size), "--variables", "2000",
                                "--functions", str(functions)], stdout=f, check=True)
            plural = "s" if functions > 1 else ""
            inputs.append((f"{size:,} in {functions} function{plural}", path))
    middle = inputs[2 * (len(sizes) // 2)][1]
    alloca = os.path.join(tmp, "alloca.tac")
    subprocess.run([mopt, "-passes=lower,reg2mem", middle, "-o", alloca], check=True)
    inputs.append((f"{sizes[len(sizes) // 2]:,} in alloca form", alloca))
    return inputs


def same_output(builds, pipeline, path, tmp):
    outs = []
    for mopt in builds:
        out = os.path.join(tmp, "out.tac")
        subprocess.run([mopt, f"-passes={pipeline}", path, "-o", out], check=True)
        outs.append(open(out, "rb").read())
    return outs[0] == outs[1]


def medians(timer, builds, cmd_of, repeat):
    """Per build, the median wall seconds and peak MiB of repeat runs,
    the builds alternating."""
    samples = [[] for _ in builds]
    for _ in range(repeat):
        for k, mopt in enumerate(builds):
            samples[k].append(spawn.runs(timer, cmd_of(mopt))[0])
    return [(statistics.median(w for w, _ in s),
             statistics.median(p for _, p in s) / 1024) for s in samples]


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", required=True)
    parser.add_argument("--after", required=True)
    parser.add_argument("--pipeline", default="lower,ssa,out-of-ssa")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sizes", default="10000,100000,1000000")
    spawn.add_timer_option(parser)
    args = parser.parse_args()
    args.mopt = args.after
    timer = spawn.timer(args)
    builds = [args.before, args.after]
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        inputs = write_inputs(tmp, sizes, args.after)
        for label, path in inputs:
            if not same_output(builds, args.pipeline, path, tmp):
                sys.exit(f"ab_bench: the builds print different modules for {label}")
        tiny = os.path.join(tmp, "tiny.tac")
        with open(tiny, "w") as f:
            f.write(TINY)
        out = os.path.join(tmp, "out.tac")
        print(f"`-passes={args.pipeline}`, medians of {args.repeat} alternating runs; "
              "output identical on every input.\n")
        print("| input | wall before / after (ms) | ratio | peak before / after (MiB) | ratio |")
        print("| --- | ---: | ---: | ---: | ---: |")
        rows = [(label, lambda m, p=path: [m, f"-passes={args.pipeline}", p, "-o", out])
                for label, path in inputs]
        rows.append(("start-up, 4-line program, `-passes=lower`",
                     lambda m: [m, "-passes=lower", tiny, "-o", out]))
        for label, cmd_of in rows:
            (wb, pb), (wa, pa) = medians(timer, builds, cmd_of, args.repeat)
            print(f"| {label} | {wb * 1000:.1f} / {wa * 1000:.1f} | {wa / wb:.2f}x | "
                  f"{pb:.1f} / {pa:.1f} | {pa / pb:.3f}x |", flush=True)


if __name__ == "__main__":
    main()
