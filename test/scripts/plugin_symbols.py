#!/usr/bin/env python3
"""No pass plugin carries or calls reader, writer or interpreter code.

    plugin_symbols.py --library LIB.a [--library ...] PLUGIN.so...

The functions and data each --library defines (the readers and writers,
libMOptFormats.a; the interpreter, libMOptInterp.a) are read with `nm`;
a plugin that defines or refers to any of them is reported with the
symbols, and the script exits 1. Prints one line per plugin.
"""
import argparse
import subprocess
import sys

# nm's letters for a strong definition: code, data, bss, read-only data.
# Weak ones (W, V) are inline functions and templates of shared headers,
# emitted wherever they are used.
STRONG = set("TDBR")


def nm(path, *flags):
    """(letter, demangled name) of each symbol nm lists for path."""
    out = subprocess.run(["nm", "-C", *flags, path], capture_output=True,
                         text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split(None, 2) if line[:1] != " " else line.split(None, 1)
        if len(parts) >= 2:
            yield parts[-2], parts[-1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--library", action="append", required=True)
    parser.add_argument("plugins", nargs="+")
    opts = parser.parse_args()
    owner = {}
    for library in opts.library:
        for letter, name in nm(library, "--defined-only"):
            if letter in STRONG:
                owner[name] = library
    failed = False
    for plugin in opts.plugins:
        used = {name for _, name in nm(plugin)}
        found = sorted(used & owner.keys())
        if found:
            failed = True
            print(f"FOUND: {plugin}: " + "; ".join(
                f"{name} ({owner[name]})" for name in found[:5]))
        else:
            print(f"clean: {plugin} ({len(used)} symbols)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
