#!/usr/bin/env python3
"""Reading on one thread and on several must not differ.

For every input named, runs `MOPT -threads=1 REFERENCE-ARGS ARGS INPUT`
and `MOPT -threads=N ARGS INPUT` for each N of --threads (a comma-separated
list) and checks that the exit status, the output and the messages are the
same, byte for byte; with --must-fail, also that
every input is rejected. Prints one line per input and exits 1 on a
difference. --reference-args lets the reference run read the input another
way (-verify-each reads it whole: opt-tool/FunctionStreaming.h).

    same_with_threads.py MOPT [--threads N[,N...]] [--args "-passes=lower"] \\
        [--reference-args "-verify-each"] [--must-fail] INPUT...
"""
import argparse
import subprocess
import sys


def run(mopt, threads, args, path):
    proc = subprocess.run([mopt, f"-threads={threads}"] + args + [path],
                          capture_output=True)
    return proc.returncode, proc.stdout, proc.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mopt")
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--threads", default="3")
    parser.add_argument("--args", default="")
    parser.add_argument("--reference-args", default="")
    parser.add_argument("--must-fail", action="store_true")
    opts = parser.parse_args()
    args = opts.args.split()
    counts = [int(n) for n in opts.threads.split(",")]
    failed = False
    for path in opts.inputs:
        one = run(opts.mopt, 1, opts.reference_args.split() + args, path)
        differs = False
        for threads in counts:
            many = run(opts.mopt, threads, args, path)
            if one != many:
                print(f"DIFFERENT: {path}: -threads=1 exit {one[0]}, "
                      f"-threads={threads} exit {many[0]}\n"
                      f"{one[2].decode()}---\n{many[2].decode()}")
                differs = True
        if differs:
            failed = True
        elif opts.must_fail and one[0] == 0:
            print(f"ACCEPTED: {path}")
            failed = True
        else:
            print(f"same: {path} (exit {one[0]})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
