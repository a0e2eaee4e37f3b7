#!/usr/bin/env python3
"""Random LLVM modules: mopt reads each into a correct module or refuses
it with an error, never crashes.

    llvm_stress.py --mopt MOPT --llvm-stress LLVM-STRESS [--count N]
        [--first SEED] [--size N]

For each seed, `llvm-stress -seed=SEED -size=SIZE` writes a module (LLVM
22's tools ship it: vectors, every integer width, selects, switches,
pointers), and `mopt -passes=ssa,out-of-ssa -verify-each` reads and
transforms it. Each run must exit 0, or 1 with an `error:` message: never
a signal, another exit code or a sanitizer report. Prints how many were
read and how many refused, with the most common refusals, and exits 1 on
a failure (the seed and the command said).
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

SANITIZER_REPORT = re.compile(
    r"^(==\d+==ERROR: \w+Sanitizer|SUMMARY: \w+Sanitizer|"
    r"\S+:\d+:\d+: runtime error: )", re.MULTILINE)
REFUSAL = re.compile(r"error: (.*) is not held by mopt's IR yet")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--llvm-stress", required=True)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--size", type=int, default=40)
    opts = parser.parse_args()
    read, refusals, failed = 0, collections.Counter(), 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "stress.ll")
        for seed in range(opts.first, opts.first + opts.count):
            subprocess.run([opts.llvm_stress, f"-seed={seed}",
                            f"-size={opts.size}", "-o", path], check=True)
            command = [opts.mopt, "-passes=ssa,out-of-ssa", "-verify-each",
                       path]
            proc = subprocess.run(command, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, timeout=60)
            err = proc.stderr.decode("utf-8", "replace")
            bad = (SANITIZER_REPORT.search(err) or proc.returncode not in (0, 1)
                   or (proc.returncode == 1 and "error:" not in err))
            if bad:
                failed += 1
                print(f"FAILED: seed {seed}: exit {proc.returncode}: "
                      f"{' '.join(command)}\n{err}")
            elif proc.returncode == 0:
                read += 1
            else:
                found = REFUSAL.search(err)
                refusals[re.sub(r"'.*'", "'...'", found.group(1))
                         if found else err.splitlines()[0]] += 1
    common = "; ".join(f"{what} ({n})" for what, n in refusals.most_common(3))
    print(f"llvm-stress: {opts.count} modules, {read} read, "
          f"{sum(refusals.values())} refused ({common}), {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
