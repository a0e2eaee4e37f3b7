#!/usr/bin/env python3
"""LLVM's mem2reg as the oracle for which stack slots mopt's `ssa` promotes.

Every program is first put in alloca form, the form clang emits at -O0 (every
local a stack slot): each Bril program of the corpus that runs (NAME.out, no
NAME.err) and each examples/*.tac after `lower,reg2mem`; each examples/*.mini
read with -mini-locals=slots; the hand-written TAC files given with --tac
(slots whose address escapes, each kind of it); and, with --gen, `mopt-gen
--alloca` programs. Then, per function of the alloca-form program:

  mopt -passes=lower,ssa                   the allocas left, and the phis
  mopt -passes=lower --emit-llvm | opt -passes=mem2reg -S
                                           the same, as LLVM sees them

The slots left must be the same (by name), and mopt must place no more
phis than LLVM. For the programs put in alloca form by reg2mem, a third
check: `lower,reg2mem,ssa` places, per function, as many phis as
`lower,ssa` on the program as written. A program whose LLVM IR cannot be written (it prints a
pointer, which --emit-llvm refuses) is counted apart, not compared.

The last line gives the functions and slots compared; the exit status is 1
on any difference, 77 (skipped, for ctest) when the corpus is absent.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

from run_bril_corpus import add_share_option, folders, in_share

TAC_FUNC = re.compile(r"^func\s+([^\s(]+)\s*\(")
TAC_ALLOCA = re.compile(r"^\s+%([^\s:=]+)(?::\s*\S+)?\s*=\s*alloca\b")
LLVM_FUNC = re.compile(r"^define internal \S+ @(\S+?)\(")
LLVM_ALLOCA = re.compile(r"^\s+%\"?([^\s\"]+)\"? = alloca\b")
PIPE_FAIL = "--emit-llvm: "


def run(cmd, stdin=None):
    done = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                          timeout=300)
    return done


def tac_functions(text):
    """Per function of mopt's TAC output, in order: (allocas, phis)."""
    functions = []
    for line in text.splitlines():
        if TAC_FUNC.match(line):
            functions.append([[], 0])
        elif functions:
            if m := TAC_ALLOCA.match(line):
                functions[-1][0].append(m.group(1))
            elif "= phi" in line:
                functions[-1][1] += 1
    return [(sorted(a), p) for a, p in functions]


def llvm_functions(text):
    """The same for opt's output: the program's own functions, in order
    (mopt's runtime helpers are named mopt.*, its own functions never)."""
    functions = []
    inside = False
    for line in text.splitlines():
        if m := LLVM_FUNC.match(line):
            inside = not m.group(1).startswith("mopt.")
            if inside:
                functions.append([[], 0])
        elif line.startswith("}"):
            inside = False
        elif inside:
            if m := LLVM_ALLOCA.match(line):
                functions[-1][0].append(m.group(1))
            elif " = phi " in line:
                functions[-1][1] += 1
    return [(sorted(a), p) for a, p in functions]


class Oracle:
    def __init__(self, opts, scratch):
        self.opts = opts
        self.scratch = scratch

    def alloca_form(self, name, path, read_options, passes):
        """PATH in alloca form, written to a file of the scratch folder."""
        out = os.path.join(self.scratch, re.sub(r"[^\w.-]", "_", name) + ".tac")
        done = run([self.opts.mopt] + read_options +
                   ["-passes=" + passes, path, "-o", out])
        if done.returncode != 0:
            return None, f"mopt -passes={passes} failed: {done.stderr[:600]}"
        return out, None

    def compare(self, job):
        """(status, functions, slots, detail): status is 'ok', 'fail' or
        'apart' (no LLVM IR for it)."""
        name, path, read_options, passes = job
        form, error = self.alloca_form(name, path, read_options, passes)
        if error:
            return "fail", 0, 0, error
        ours = run([self.opts.mopt, "-passes=lower,ssa", form])
        if ours.returncode != 0:
            return "fail", 0, 0, "mopt -passes=lower,ssa: " + ours.stderr[:600]
        ir = run([self.opts.mopt, "-passes=lower", "--emit-llvm", form])
        if ir.returncode != 0:
            if PIPE_FAIL in ir.stderr:
                return "apart", 0, 0, ir.stderr.splitlines()[0]
            return "fail", 0, 0, "--emit-llvm: " + ir.stderr[:600]
        theirs = run([self.opts.opt, "-passes=mem2reg", "-S"], ir.stdout)
        if theirs.returncode != 0:
            return "fail", 0, 0, "opt: " + theirs.stderr[:600]
        mine, llvm = tac_functions(ours.stdout), llvm_functions(theirs.stdout)
        if len(mine) != len(llvm):
            return "fail", 0, 0, f"{len(mine)} functions, LLVM {len(llvm)}"
        problems = []
        if "reg2mem" in passes:
            problems += self.compare_with_variables(path, read_options, mine)
        slots = sum(1 for line in open(form) if TAC_ALLOCA.match(line))
        for k, ((a, p), (la, lp)) in enumerate(zip(mine, llvm)):
            if a != la:
                problems.append(f"function {k}: slots left {a}, LLVM {la}")
            if p > lp:
                problems.append(f"function {k}: {p} phis, LLVM {lp}")
        if problems:
            return "fail", len(mine), slots, "; ".join(problems)
        return "ok", len(mine), slots, ""


    def compare_with_variables(self, path, read_options, mine):
        """The problems with the phis of lower,reg2mem,ssa (MINE) against
        those lower,ssa places on the program as written."""
        direct = run([self.opts.mopt] + read_options + ["-passes=lower,ssa",
                                                        path])
        if direct.returncode != 0:
            return ["mopt -passes=lower,ssa failed: " + direct.stderr[:600]]
        return [f"function {k}: {p} phis after reg2mem, {q} without"
                for k, ((_, p), (_, q)) in
                enumerate(zip(mine, tac_functions(direct.stdout))) if p != q]


def corpus_jobs(corpus):
    for folder in folders(corpus):
        for entry in sorted(os.listdir(folder)):
            stem = os.path.join(folder, entry)[: -len(".bril")]
            if (entry.endswith(".bril") and os.path.exists(stem + ".out")
                    and not os.path.exists(stem + ".err")):
                yield (os.path.relpath(stem + ".bril", corpus), stem + ".bril",
                       [], "lower,reg2mem")


def example_jobs(examples):
    for entry in sorted(os.listdir(examples)):
        path = os.path.join(examples, entry)
        if entry.endswith(".tac"):
            yield "examples/" + entry, path, [], "lower,reg2mem"
        elif entry.endswith(".mini"):
            yield ("examples/" + entry + " (slots)", path,
                   ["-mini-locals=slots"], "lower")


def gen_jobs(opts, scratch):
    for seed in range(1, opts.gen_count + 1):
        path = os.path.join(scratch, f"gen-{seed}.tac")
        with open(path, "w") as f:
            subprocess.run([opts.gen, f"--seed={seed}", "--alloca"], stdout=f,
                           check=True)
        # --emit-llvm wants the phis of `br c, L, L` split apart.
        yield (f"mopt-gen --alloca --seed={seed}", path, [],
               "lower,split-critical-edges")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    for tool in ("mopt", "opt", "corpus", "examples"):
        parser.add_argument("--" + tool, required=True)
    parser.add_argument("--tac", nargs="*", default=[],
                        help="hand-written alloca-form TAC files")
    parser.add_argument("--gen", help="mopt-gen, for --gen-count programs")
    parser.add_argument("--gen-count", type=int, default=200)
    add_share_option(parser)
    parser.add_argument("--verbose", action="store_true",
                        help="say why each program not compared is not")
    opts = parser.parse_args()
    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    with tempfile.TemporaryDirectory() as scratch:
        oracle = Oracle(opts, scratch)
        jobs = [job for place, job in enumerate(corpus_jobs(opts.corpus))
                if in_share(place, opts.share)]
        jobs += list(example_jobs(opts.examples))
        jobs += [("tac: " + os.path.basename(p), p, [], "lower")
                 for p in opts.tac]
        if opts.gen:
            jobs += list(gen_jobs(opts, scratch))
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            results = list(pool.map(oracle.compare, jobs))
    totals = {"ok": 0, "fail": 0, "apart": 0}
    functions = slots = 0
    for (name, *_), (status, nfuncs, nslots, detail) in zip(jobs, results):
        totals[status] += 1
        functions += nfuncs
        slots += nslots
        if status == "fail":
            print(f"FAIL {name}: {detail}")
        elif status == "apart" and opts.verbose:
            print(f"APART {name}: {detail}")
    print(f"mem2reg oracle: {totals['ok']} of {len(jobs)} alloca-form "
          f"programs agree with LLVM's mem2reg ({functions} functions, "
          f"{slots} slots compared); {totals['fail']} differ; "
          f"{totals['apart']} not compared (no LLVM IR: they print pointers)")
    return 1 if totals["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
