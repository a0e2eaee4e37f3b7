#!/usr/bin/env python3
"""Runs every line of the README's "Using mopt" block as written.

Each line runs under `bash -o pipefail` in a stand-in for a fresh clone: a
scratch folder whose entries link to the source tree's, with `build`
linking to the build under test and, beside the folder, `shared` linking to
the corpus's checkout when there is one. A line that names `../shared` is
skipped, and said so, when there is none. Every line must exit 0; after the
last, the stand-in must hold exactly what it held before and `git status`
in the source tree must list no file it did not list before, so that the
README's commands leave nothing behind in a checkout.

    readme_commands.py --readme README.md --source DIR --build DIR
                       [--shared DIR]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile


def using_mopt_lines(readme):
    """The command lines of the first sh block under "## Using mopt"."""
    with open(readme) as f:
        text = f.read()
    section = text.split("\n## Using mopt\n", 1)
    if len(section) != 2:
        sys.exit(f"{readme}: no '## Using mopt' section")
    block = re.search(r"```sh\n(.*?)```", section[1], re.S)
    if not block:
        sys.exit(f"{readme}: no sh block under '## Using mopt'")
    return [line for line in block.group(1).splitlines() if line.strip()]


def untracked(source):
    """What `git status` lists in the source tree, or None without git."""
    try:
        out = subprocess.run(
            ["git", "-C", source, "status", "--porcelain",
             "--untracked-files=all"],
            capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return set(out.splitlines())


def make_clone(scratch, source, build, shared):
    """The stand-in clone: links to the source's entries, build to build."""
    source = os.path.abspath(source)
    clone = os.path.join(scratch, "clone")
    os.mkdir(clone)
    for entry in os.listdir(source):
        if entry.startswith(".") or entry.startswith("build"):
            continue
        os.symlink(os.path.join(source, entry), os.path.join(clone, entry))
    os.symlink(os.path.abspath(build), os.path.join(clone, "build"))
    if shared:
        os.symlink(os.path.abspath(shared), os.path.join(scratch, "shared"))
    return clone


def run_line(line, clone):
    """The failure of one line, or None."""
    try:
        done = subprocess.run(["bash", "-o", "pipefail", "-c", line],
                              cwd=clone, capture_output=True, text=True,
                              timeout=300, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "did not finish in 300 s"
    if done.returncode != 0:
        return (f"exit status {done.returncode}\n"
                + "".join("    " + l + "\n"
                          for l in done.stderr.splitlines()[-8:]))
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--readme", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--build", required=True)
    parser.add_argument("--shared")
    args = parser.parse_args()
    shared = args.shared if args.shared and os.path.isdir(args.shared) else None
    lines = using_mopt_lines(args.readme)
    before = untracked(args.source)
    passed = failed = skipped = 0
    with tempfile.TemporaryDirectory(prefix="mopt-readme-") as scratch:
        clone = make_clone(scratch, args.source, args.build, shared)
        entries = sorted(os.listdir(clone))
        for line in lines:
            if "../shared" in line and not shared:
                print(f"skipped (no ../shared): {line}")
                skipped += 1
                continue
            failure = run_line(line, clone)
            if failure:
                print(f"FAILED: {line}\n  {failure}")
                failed += 1
            else:
                passed += 1
        left = sorted(set(os.listdir(clone)) - set(entries))
        if left:
            print(f"FAILED: the commands left {', '.join(left)} in the clone")
            failed += 1
    after = untracked(args.source)
    if before is not None and after is not None and after - before:
        print("FAILED: the commands left files in the source tree: "
              + ", ".join(sorted(after - before)))
        failed += 1
    print(f"readme-commands: {passed} passed, {failed} failed, "
          f"{skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
