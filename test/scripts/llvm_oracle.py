#!/usr/bin/env python3
"""LLVM as the oracle for mopt's SSA passes and its --emit-llvm writer.

For every Bril benchmark in the corpus (NAME.bril, its `# ARGS:` line and
NAME.out) and every examples/*.tac (whose expected output is what
`mopt --run` prints), two checks:

1. After `lower,ssa,out-of-ssa` and after `lower,ssa`, `mopt --emit-llvm`
   writes IR that `opt -passes=verify` accepts and that, run by `lli` with
   the program's arguments, exits 0 and prints the expected output.
2. Phi counts: the phis mopt's `ssa` places (lines with `= phi` in the
   output of `-passes=lower,ssa`) must be no more than the phis LLVM's
   `mem2reg` places in mopt's CFG-form IR (lines with ` = phi ` in
   `opt -passes=mem2reg -S`). Phis already in the input count on both sides.

Prints one line per failure and the totals (ours vs LLVM); exits 1 on any
failure. When the corpus folder is absent it says so and exits 77, which
ctest reports as skipped.
"""
import argparse
import os
import subprocess
import sys

from run_bril_corpus import program_args

PIPELINES = ["lower,ssa,out-of-ssa", "lower,ssa"]


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                          timeout=120)


class Oracle:
    def __init__(self, opts):
        self.opts = opts
        self.failures = []
        self.ours = 0
        self.llvm = 0

    def fail(self, name, what, detail=""):
        self.failures.append(name)
        print(f"FAIL {name}: {what}")
        if detail:
            print("  " + detail.strip()[:800].replace("\n", "\n  "))

    def emit(self, name, path, passes):
        """mopt's LLVM IR for PATH after PASSES, or None after a failure."""
        out = run([self.opts.mopt, "-passes=" + passes, "--emit-llvm", path])
        if out.returncode != 0:
            self.fail(name, f"mopt -passes={passes} --emit-llvm failed",
                      out.stderr)
            return None
        return out.stdout

    def check_pipeline(self, name, path, args, expected, passes):
        ir = self.emit(name, path, passes)
        if ir is None:
            return
        verify = run([self.opts.opt, "-passes=verify", "-disable-output"], ir)
        if verify.returncode != 0:
            self.fail(name, f"opt -passes=verify rejects the IR after {passes}",
                      verify.stderr)
            return
        got = run([self.opts.lli, "-"] + args, ir)
        if got.returncode != 0 or got.stdout != expected:
            self.fail(name, f"lli after {passes}: exit {got.returncode}",
                      f"expected {expected[:200]!r}\ngot      "
                      f"{got.stdout[:200]!r}\n{got.stderr}")

    def check_phis(self, name, path):
        ssa = run([self.opts.mopt, "-passes=lower,ssa", path])
        ir = self.emit(name, path, "lower")
        if ssa.returncode != 0 or ir is None:
            self.fail(name, "mopt -passes=lower,ssa failed", ssa.stderr)
            return
        mem2reg = run([self.opts.opt, "-passes=mem2reg", "-S"], ir)
        if mem2reg.returncode != 0:
            self.fail(name, "opt -passes=mem2reg failed", mem2reg.stderr)
            return
        ours = sum("= phi" in line for line in ssa.stdout.splitlines())
        llvm = sum(" = phi " in line for line in mem2reg.stdout.splitlines())
        self.ours += ours
        self.llvm += llvm
        if ours > llvm:
            self.fail(name, f"mopt places {ours} phis, LLVM's mem2reg {llvm}")

    def check(self, name, path, args, expected):
        for passes in PIPELINES:
            self.check_pipeline(name, path, args, expected, passes)
        self.check_phis(name, path)


def corpus_programs(corpus):
    for name in sorted(os.listdir(corpus)):
        if name.endswith(".bril"):
            path = os.path.join(corpus, name)
            with open(path[: -len(".bril")] + ".out", encoding="utf-8") as f:
                yield name, path, program_args(path), f.read()


def example_programs(mopt, examples):
    for name in sorted(os.listdir(examples)):
        if name.endswith(".tac"):
            path = os.path.join(examples, name)
            yield name, path, [], run([mopt, "--run", path]).stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    for tool in ("mopt", "opt", "lli", "corpus", "examples"):
        parser.add_argument("--" + tool, required=True)
    opts = parser.parse_args()
    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    oracle = Oracle(opts)
    programs = list(corpus_programs(opts.corpus))
    programs += example_programs(opts.mopt, opts.examples)
    for program in programs:
        oracle.check(*program)
    failed = len(set(oracle.failures))
    print(f"llvm oracle: {len(programs) - failed} of {len(programs)} programs "
          f"passed; phis placed: mopt ssa {oracle.ours}, "
          f"LLVM mem2reg {oracle.llvm}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
