#!/usr/bin/env python3
"""Hostile inputs: mopt must reject a broken file, never crash on it.

Takes every .tac, .bril, .mini and .ll file under examples/ and test/, makes
--count mutated copies (truncations, byte flips, shuffled lines, duplicated
lines, or two of those), the same ones for the same --seed, and feeds each
through

    mopt -passes=lower,ssa,out-of-ssa -verify-each FILE

and every fourth one also through

    mopt -passes=lower,ssa,out-of-ssa -verify-each --run --max-steps=10000 FILE

Every run must exit 0, or 1 with an `error:` message on standard error, or
the status a C main gave (with its `; main returned N` line):
never a signal, another exit code, a sanitizer report or a hang (--timeout
seconds). A failure names the source, the mutations and the command, and
keeps the input in --keep (default: a folder in the system's temp folder).
The last line counts the inputs that passed and failed.
"""

import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

SUFFIXES = (".tac", ".bril", ".mini", ".ll")
PIPELINE = ["-passes=lower,ssa,out-of-ssa", "-verify-each"]
RUN = ["--run", "--max-steps=10000"]
# What a sanitizer prints when it finds something (the exit code alone may
# be 1 under ASAN_OPTIONS' defaults), at the start of a line: ASan's and
# LSan's report and summary, UBSan's `SOURCE:LINE:COL: runtime error:`.
# Words alone would match the input's own text, which mopt's diagnostics
# quote under the message.
SANITIZER_REPORT = re.compile(
    r"^(==\d+==ERROR: \w+Sanitizer|SUMMARY: \w+Sanitizer|"
    r"\S+:\d+:\d+: runtime error: )", re.MULTILINE)


def find_inputs(root):
    """The input files under root/examples and root/test, sorted."""
    found = []
    for top in ("examples", "test"):
        for folder, _, files in os.walk(os.path.join(root, top)):
            found += [os.path.join(folder, f) for f in files
                      if f.endswith(SUFFIXES)]
    return sorted(found)


def truncate(rng, data):
    return data[:rng.randrange(len(data) + 1)]


def flip_bytes(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not data:
            break
        at = rng.randrange(len(data))
        # Half the time a bit flip, half the time any byte at all.
        data[at] = (data[at] ^ (1 << rng.randrange(8)) if rng.random() < 0.5
                    else rng.randrange(256))
    return bytes(data)


def shuffle_lines(rng, data):
    lines = data.split(b"\n")
    first = rng.randrange(len(lines))
    window = lines[first:first + rng.randint(2, 8)]
    rng.shuffle(window)
    return b"\n".join(lines[:first] + window + lines[first + len(window):])


def duplicate_lines(rng, data):
    lines = data.split(b"\n")
    for _ in range(rng.randint(1, 3)):
        line = lines[rng.randrange(len(lines))]
        lines.insert(rng.randrange(len(lines) + 1), line)
    return b"\n".join(lines)


MUTATIONS = [truncate, flip_bytes, shuffle_lines, duplicate_lines]


def make_cases(inputs, count, seed, folder):
    """Writes count mutated files into folder; returns (path, source,
    mutation names, with --run) per case."""
    rng = random.Random(seed)
    originals = []
    for path in inputs:
        with open(path, "rb") as f:
            originals.append(f.read())
    cases = []
    for k in range(count):
        index = rng.randrange(len(inputs))
        data = originals[index]
        names = []
        for _ in range(1 if rng.random() < 0.7 else 2):
            mutation = rng.choice(MUTATIONS)
            data = mutation(rng, data)
            names.append(mutation.__name__)
        suffix = os.path.splitext(inputs[index])[1]
        path = os.path.join(folder, "mutant-%04d%s" % (k, suffix))
        with open(path, "wb") as f:
            f.write(data)
        cases.append((path, inputs[index], names, k % 4 == 0))
    return cases


def check(mopt, timeout, case):
    """Runs one case; returns None, or what went wrong and the command."""
    path, _, _, with_run = case
    commands = [[mopt] + PIPELINE + [path]]
    if with_run:
        commands.append([mopt] + PIPELINE + RUN + [path])
    for command in commands:
        try:
            proc = subprocess.run(command, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "no exit after %s s" % timeout, command
        err = proc.stderr.decode("utf-8", "replace")
        if SANITIZER_REPORT.search(err):
            return "a sanitizer report:\n" + err, command
        if proc.returncode < 0:
            return "killed by signal %d:\n%s" % (-proc.returncode,
                                                err), command
        # A C main's own status (a main returning i32, or exit(N)) comes
        # with the run's last line; any other status is a failure.
        own_status = "; main returned %d" % proc.returncode in err
        if proc.returncode not in (0, 1) and not own_status:
            return "exit code %d:\n%s" % (proc.returncode, err), command
        if proc.returncode == 1 and "error:" not in err:
            return "exit code 1 without an error message:\n" + err, command
    return None


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--source", default=root,
                        help="the source tree (default: this script's)")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--keep", help="folder for the failing inputs")
    args = parser.parse_args()

    inputs = find_inputs(args.source)
    if not inputs:
        sys.exit("mutate_inputs: no inputs under %s" % args.source)
    failed = 0
    runs = 0
    with tempfile.TemporaryDirectory(prefix="mopt-mutants-") as folder:
        cases = make_cases(inputs, args.count, args.seed, folder)
        keep = args.keep
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = pool.map(lambda c: check(args.mopt, args.timeout, c),
                               cases)
            for case, result in zip(cases, results):
                runs += 2 if case[3] else 1
                if result is None:
                    continue
                failed += 1
                path, source, names, _ = case
                what, command = result
                if keep is None:
                    keep = tempfile.mkdtemp(prefix="mopt-mutants-failed-")
                os.makedirs(keep, exist_ok=True)
                kept = os.path.join(keep, os.path.basename(path))
                with open(path, "rb") as f, open(kept, "wb") as out:
                    out.write(f.read())
                print("FAIL %s (%s of %s): %s\n  %s" % (
                    kept, "+".join(names),
                    os.path.relpath(source, args.source), what.rstrip(),
                    " ".join(command[:-1] + [kept])))
    print("mutated-inputs: %d inputs from %d files, %d runs; %d inputs "
          "passed, %d failed" % (len(cases), len(inputs), runs,
                                 len(cases) - failed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
