#!/usr/bin/env python3
"""docs/PassList.md, generated from the pass registry, and a check that it is
current.

    python3 test/scripts/pass_docs.py --mopt build/opt-tool/mopt \\
        --doc docs/PassList.md [--update]

Without --update it exits 1 (and prints the difference) when the page is not
what `mopt -print-passes` says now, so a pass added to the table without the
page being regenerated fails the test suite.
"""
import argparse
import difflib
import os
import re
import subprocess
import sys

HEADER = """# Passes and analyses

Generated from mopt's pass registry (`mopt -print-passes`) by
`python3 test/scripts/pass_docs.py --mopt build/opt-tool/mopt --doc
docs/PassList.md --update`; the `pass-docs` test fails when it is stale. The
table the registry is filled from is the family files
`passes/include/mopt/Passes/*.def` (one row per pass; row formats in
`RegisterRows.inc`); the form column says what a pass needs of a
function's form and what it leaves (`mopt/Pass/PassForm.h`: `makes-cfg`,
`needs-cfg`, `makes-ssa`, `leaves-ssa`, `needs-variables`, `needs-ssa`,
`makes-flat`,
`any`); each
family ships as the plugin named in the fourth column. See
[Passes.md](Passes.md) for what each one does and how.

| name | kind | form | plugin | description |
| --- | --- | --- | --- | --- |
"""


def read_listing(text):
    """The (name, kind, form, description, origin) of each entry of
    -print-passes: groups under a heading that names where they came from,
    each entry's words filled over lines, ending in [KIND] or [KIND, FORM]."""
    entries, origin = [], None
    for line in text.splitlines():
        if not line:
            continue
        if not line.startswith(" "):
            origin = "built-in" if line == "Built into mopt:" else line[:-1]
        elif line[2] != " ":
            name, _, words = line[2:].partition(" ")
            entries.append([name, words.strip(), origin])
        elif entries:
            entries[-1][1] = (entries[-1][1] + " " + line.strip()).strip()
        else:
            sys.exit(f"cannot read -print-passes line: {line!r}")
    for name, words, origin in entries:
        m = re.match(r"(.*) \[(function pass|module pass|analysis)(?:, (\S+))?\]$", words)
        if not m or origin is None:
            sys.exit(f"cannot read -print-passes entry: {name} {words!r}")
        description, kind, form = m.groups()
        yield name, kind, form or "-", description, origin


def render(mopt):
    text = subprocess.run([mopt, "-print-passes"], capture_output=True,
                          text=True, check=True).stdout
    rows = []
    for name, kind, form, description, origin in sorted(read_listing(text)):
        plugin = "built-in" if origin == "built-in" else os.path.basename(origin)
        description = description.replace("|", "\\|")
        form = "" if form == "-" else f"`{form}`"
        rows.append(f"| `{name}` | {kind} | {form} | `{plugin}` | {description} |")
    return HEADER + "\n".join(rows) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--doc", required=True)
    parser.add_argument("--update", action="store_true")
    args = parser.parse_args()
    wanted = render(args.mopt)
    if args.update:
        with open(args.doc, "w") as f:
            f.write(wanted)
        return 0
    try:
        with open(args.doc) as f:
            current = f.read()
    except FileNotFoundError:
        current = ""
    if current == wanted:
        print("pass-docs: 1 passed, 0 failed")
        return 0
    sys.stdout.writelines(difflib.unified_diff(
        current.splitlines(True), wanted.splitlines(True), args.doc, "registry"))
    print(f"\n{args.doc} is stale: regenerate it with --update")
    print("pass-docs: 0 passed, 1 failed")
    return 1


if __name__ == "__main__":
    sys.exit(main())
