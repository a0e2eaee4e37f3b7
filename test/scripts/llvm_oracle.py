#!/usr/bin/env python3
"""LLVM as the oracle for mopt's SSA passes and its --emit-llvm writer.

For every Bril program in the corpus that runs to its end (NAME.bril, its
`# ARGS:` line and NAME.out, in the top folder and in every subfolder; a
NAME.err program, which must fail, is left out) and every examples/*.tac
(whose expected output is what `mopt --run` prints), two checks:

1. After `lower,ssa,out-of-ssa`, after `lower,ssa`, and after
   `lower,reg2mem,ssa` (every variable put in a stack slot, then the slots
   promoted), `mopt --emit-llvm` writes IR that `lli`, with the program's
   arguments, accepts, runs to exit 0 and prints the expected output. lli
   runs LLVM's verifier on the module before it compiles it and exits 1 on
   a broken one (test/llvm/lli-verifies.test holds it to that), so a
   separate `opt -passes=verify`, 60 ms a run, would check nothing more.
2. Phi counts: the phis mopt's `ssa` places (lines with `= phi` in the
   output of `-passes=lower,ssa`) must be no more than the phis LLVM's
   `mem2reg` places in mopt's CFG-form IR (lines with ` = phi ` in
   `opt -passes=mem2reg -S`). Phis already in the input count on both sides.
   In the folders of PHI_COUNT_ADVISORY the counts are reported, not
   checked: their programs come out of SSA with copy chains through which
   mem2reg sees one value on every edge and folds the phi (lcm.ssa.bril:
   zero.0.set is 0 on both edges), a folding mopt's `ssa` does not do.

Prints one line per failure, one line per folder and the totals (ours vs
LLVM); exits 1 on any failure. When the corpus folder is absent it says so and exits 77, which
ctest reports as skipped.
"""
import argparse
import os
import subprocess
import sys

from run_bril_corpus import add_share_option, folders, in_share, program_args

PIPELINES = ["lower,ssa,out-of-ssa", "lower,ssa", "lower,reg2mem,ssa"]
PHI_COUNT_ADVISORY = {"course-ssa/"}


def run(cmd, stdin=None):
    """Runs CMD; its output is decoded as UTF-8 with every byte kept (no
    newline translation: a program may print a carriage return)."""
    done = subprocess.run(cmd, input=stdin and stdin.encode(),
                          capture_output=True, timeout=120)
    done.stdout = done.stdout.decode("utf-8", "replace")
    done.stderr = done.stderr.decode("utf-8", "replace")
    return done


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
        got = run([self.opts.lli, "-"] + args, ir)
        if got.returncode != 0 or got.stdout != expected:
            self.fail(name, f"lli after {passes}: exit {got.returncode}",
                      f"expected {expected[:200]!r}\ngot      "
                      f"{got.stdout[:200]!r}\n{got.stderr}")

    def check_phis(self, name, path, strict):
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
        if ours > llvm and strict:
            self.fail(name, f"mopt places {ours} phis, LLVM's mem2reg {llvm}")

    def check(self, program, strict_phis):
        name, path, args, expected = program
        for passes in PIPELINES:
            self.check_pipeline(name, path, args, expected, passes)
        self.check_phis(name, path, strict_phis)


def corpus_programs(corpus, folder):
    """The programs of FOLDER that have a NAME.out and no NAME.err."""
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".bril"):
            continue
        stem = os.path.join(folder, name)[: -len(".bril")]
        if os.path.exists(stem + ".err") or not os.path.exists(stem + ".out"):
            continue
        with open(stem + ".out", encoding="utf-8", newline="") as f:
            expected = f.read()
        path = stem + ".bril"
        yield os.path.relpath(path, corpus), path, program_args(path), expected


def example_programs(mopt, examples):
    for name in sorted(os.listdir(examples)):
        if name.endswith(".tac"):
            path = os.path.join(examples, name)
            yield name, path, [], run([mopt, "--run", path]).stdout


def program_groups(opts):
    """(label, programs) per corpus folder that has any, then examples/;
    with --share K/N, only the corpus programs at places K mod N."""
    place = 0
    for folder in folders(opts.corpus):
        programs = []
        for program in corpus_programs(opts.corpus, folder):
            if in_share(place, opts.share):
                programs.append(program)
            place += 1
        label = os.path.relpath(folder, opts.corpus)
        if programs:
            yield ("(top)" if label == "." else label + "/"), programs
    yield "examples/", list(example_programs(opts.mopt, opts.examples))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    for tool in ("mopt", "opt", "lli", "corpus", "examples"):
        parser.add_argument("--" + tool, required=True)
    add_share_option(parser)
    opts = parser.parse_args()
    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    oracle = Oracle(opts)
    total = groups = 0
    for label, programs in program_groups(opts):
        before = len(set(oracle.failures))
        ours, llvm = oracle.ours, oracle.llvm
        strict = label not in PHI_COUNT_ADVISORY
        for program in programs:
            oracle.check(program, strict)
        failed = len(set(oracle.failures)) - before
        print(f"{label}: {len(programs) - failed} of {len(programs)} "
              f"programs passed; phis: mopt ssa {oracle.ours - ours}, "
              f"LLVM mem2reg {oracle.llvm - llvm}"
              f"{'' if strict else ' (advisory)'}")
        total += len(programs)
        groups += 1
    failed = len(set(oracle.failures))
    print(f"llvm oracle: {total - failed} of {total} programs passed in "
          f"{groups} folders; phis placed: mopt ssa {oracle.ours}, "
          f"LLVM mem2reg {oracle.llvm}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
