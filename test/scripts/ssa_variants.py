#!/usr/bin/env python3
"""Braun et al.'s construction against Cytron's, phi for phi.

For every Bril program of the corpus (every folder, each .bril without an
.err, which mopt must reject) and every
examples/*.tac, and for --gen-count programs of mopt-gen (with variables,
and with --alloca), per function:

    mopt -passes=lower,ssa          (Cytron, pruned, trivial phis removed)
    mopt -passes=lower,ssa<braun>   (Braun, trivial and redundant phis removed)

must place exactly as many phis when the function's CFG is reducible, and
ssa<braun> no more when it is irreducible (Braun's SCC step removes phi
groups that Cytron's placement keeps). Reducibility is read off the CFG
printed: every edge that a depth-first walk meets as a retreating edge must
lead to a block that dominates its source.

The last line says how many functions were compared, reducible and not,
and the phis placed by each; the exit status is 1 on any difference, 77
(skipped, for ctest) when the corpus is absent.
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

from run_bril_corpus import folders

FUNC = re.compile(r"^func\s+([^\s(]+)\s*\(")
LABEL = re.compile(r"^([A-Za-z_.][\w.]*):\s*$")
JMP = re.compile(r"^\s+jmp\s+(\S+)")
BR = re.compile(r"^\s+br\s+[^,]+,\s*([^,\s]+)\s*,\s*(\S+)")


def parse(text):
    """Per function: (phis, blocks in order, successors per block)."""
    functions = []
    for line in text.splitlines():
        if FUNC.match(line):
            functions.append({"phis": 0, "blocks": [], "succs": {}})
            continue
        if not functions:
            continue
        f = functions[-1]
        if m := LABEL.match(line):
            f["blocks"].append(m.group(1))
            f["succs"][m.group(1)] = []
            continue
        if not f["blocks"]:  # an entry block without a label
            f["blocks"].append("")
            f["succs"][""] = []
        block = f["blocks"][-1]
        if "= phi" in line:
            f["phis"] += 1
        elif m := JMP.match(line):
            f["succs"][block].append(m.group(1))
        elif m := BR.match(line):
            f["succs"][block] += [m.group(1), m.group(2)]
    return functions


def reducible(f):
    """Whether every retreating edge of a DFS from the entry leads to a
    dominator of its source (dominators by the iterative algorithm)."""
    if not f["blocks"]:
        return True
    entry, succs = f["blocks"][0], f["succs"]
    order, index, on_path, retreating = [], {}, set(), []
    stack = [(entry, iter(succs[entry]))]
    index[entry] = 0
    on_path.add(entry)
    while stack:
        node, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            on_path.discard(node)
            order.append(node)
            continue
        if nxt in on_path:
            retreating.append((node, nxt))
        elif nxt not in index:
            index[nxt] = len(index)
            on_path.add(nxt)
            stack.append((nxt, iter(succs[nxt])))
    rpo = order[::-1]
    preds = {b: [] for b in rpo}
    for b in rpo:
        for s in succs[b]:
            if s in preds:
                preds[s].append(b)
    dom = {b: set(rpo) for b in rpo}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = set.intersection(*(dom[p] for p in preds[b])) | {b}
            if new != dom[b]:
                dom[b], changed = new, True
    return all(head in dom[tail] for tail, head in retreating)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300)


def compare(job):
    """(problems, [(reducible, cytron phis, braun phis)] per function)."""
    mopt, name, path = job
    cytron = run([mopt, "-passes=lower,ssa", path])
    braun = run([mopt, "-passes=lower,ssa<braun>", "-verify-each", path])
    if cytron.returncode or braun.returncode:
        return [f"{name}: mopt failed: {(cytron.stderr + braun.stderr)[:400]}"], []
    ours, theirs = parse(cytron.stdout), parse(braun.stdout)
    if len(ours) != len(theirs):
        return [f"{name}: {len(ours)} functions, {len(theirs)} with braun"], []
    problems, rows = [], []
    for k, (c, b) in enumerate(zip(ours, theirs)):
        red = reducible(c)
        rows.append((red, c["phis"], b["phis"]))
        if (red and b["phis"] != c["phis"]) or b["phis"] > c["phis"]:
            problems.append(f"{name}: function {k} ({'reducible' if red else 'irreducible'}): "
                            f"ssa places {c['phis']} phis, ssa<braun> {b['phis']}")
    return problems, rows


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    for tool in ("mopt", "corpus", "examples"):
        parser.add_argument("--" + tool, required=True)
    parser.add_argument("--gen", help="mopt-gen, for --gen-count programs")
    parser.add_argument("--gen-count", type=int, default=200)
    opts = parser.parse_args()
    if not os.path.isdir(opts.corpus):
        print(f"SKIPPED: no Bril corpus at {opts.corpus}")
        return 77
    with tempfile.TemporaryDirectory() as scratch:
        jobs = []
        for folder in folders(opts.corpus):
            for entry in sorted(os.listdir(folder)):
                path = os.path.join(folder, entry)
                if (entry.endswith(".bril") and not
                        os.path.exists(path[: -len(".bril")] + ".err")):
                    jobs.append((opts.mopt, os.path.relpath(path, opts.corpus),
                                 path))
        for entry in sorted(os.listdir(opts.examples)):
            if entry.endswith(".tac"):
                jobs.append((opts.mopt, "examples/" + entry,
                             os.path.join(opts.examples, entry)))
        for seed in range(1, (opts.gen_count if opts.gen else 0) + 1):
            for form in ([], ["--alloca"]):
                path = os.path.join(scratch, f"gen-{seed}{''.join(form)}.tac")
                with open(path, "w") as f:
                    subprocess.run([opts.gen, f"--seed={seed}"] + form,
                                   stdout=f, check=True)
                jobs.append((opts.mopt, f"mopt-gen --seed={seed} {' '.join(form)}",
                             path))
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            results = list(pool.map(compare, jobs))
    problems = [p for ps, _ in results for p in ps]
    rows = [r for _, rs in results for r in rs]
    for p in problems:
        print("FAIL " + p)
    red = [r for r in rows if r[0]]
    irr = [r for r in rows if not r[0]]
    print(f"ssa variants: {len(rows)} functions of {len(jobs)} programs "
          f"compared, {len(red)} reducible (phis: ssa {sum(r[1] for r in red)}, "
          f"ssa<braun> {sum(r[2] for r in red)}), {len(irr)} irreducible "
          f"(phis: ssa {sum(r[1] for r in irr)}, ssa<braun> "
          f"{sum(r[2] for r in irr)}); {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
