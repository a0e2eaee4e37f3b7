#!/usr/bin/env python3
"""Lua (../shared/corpus/c/lua/onelua.c) through mopt, run by its own tests.

    lua_tests.py --mopt build/opt-tool/mopt --corpus ../shared/corpus/c
                 [--pipelines '-O2,ssa'] [--lli lli-22] [--opt opt-22]
                 [--jobs 2] [--timeout 300]

Compiles onelua.c with the corpus's cc-O0.sh and -DLUA_USE_LINUX
-DLUA_USE_JUMPTABLE=0 (Lua's switch dispatch: its computed-goto table is
`indirectbr`, which mopt's IR does not hold), says how many functions and
instructions mopt read and how many phis `ssa` places against LLVM's
mem2reg, then for each pipeline writes the module with `mopt --emit-llvm`
and runs every script of lua/TESTS.txt under lli from inside testes/, as
TESTS.txt says; each must exit 0. Exit status 1 if one does not, or if
ssa places more phis than mem2reg; 77 without the corpus or clang-22.
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

from c_corpus import count_phis, pipeline_args

LUA_FLAGS = ["-DLUA_USE_LINUX", "-DLUA_USE_JUMPTABLE=0"]


def scripts(lua):
    with open(os.path.join(lua, "TESTS.txt")) as f:
        return [line.strip() for line in f
                if line.strip() and not line.startswith("#")]


def run_script(opts, module, testes, script):
    try:
        proc = subprocess.run([opts.lli, module, "-e", "_port=true; _soft=true",
                               script], cwd=testes, capture_output=True,
                              stdin=subprocess.DEVNULL, timeout=opts.timeout)
    except subprocess.TimeoutExpired:
        return script, "timeout"
    tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()[-1:]
    return script, proc.returncode, tail


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mopt", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--pipelines", default="-O2,ssa")
    parser.add_argument("--lli", default="lli-22")
    parser.add_argument("--opt", default="opt-22")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=300)
    opts = parser.parse_args()
    lua = os.path.join(opts.corpus, "lua")
    if not os.path.isdir(lua) or not shutil.which("clang-22"):
        print("lua: skipped, needs %s and clang-22" % lua)
        return 77
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        read = os.path.join(scratch, "onelua.ll")
        subprocess.run(["sh", os.path.join(opts.corpus, "cc-O0.sh"),
                        os.path.join(lua, "onelua.c"), read] + LUA_FLAGS,
                       check=True, capture_output=True)
        tac = subprocess.run([opts.mopt, read], capture_output=True,
                             text=True, check=True).stdout.splitlines()
        functions = sum(line.startswith("func ") for line in tac)
        instructions = sum(line.startswith("  ") for line in tac)
        mine = count_phis([opts.mopt, "-passes=ssa", read])
        llvm = count_phis([opts.opt, "-passes=mem2reg", "-S", read])
        print(f"lua: mopt read {functions} functions, {instructions} "
              f"instructions; phis after ssa {mine}, after LLVM's mem2reg "
              f"{llvm}", flush=True)
        failed += mine > llvm
        for pipeline in filter(None, opts.pipelines.split(",")):
            module = os.path.join(scratch, "written.ll")
            subprocess.run([opts.mopt] + pipeline_args(pipeline) +
                           ["--emit-llvm", read, "-o", module], check=True)
            passed = 0
            with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
                results = pool.map(
                    lambda s: run_script(opts, module,
                                         os.path.join(lua, "testes"), s),
                    scripts(lua))
                for script, status, *tail in results:
                    if status == 0:
                        passed += 1
                    else:
                        failed += 1
                        print(f"FAIL {pipeline} {script}: {status} {tail}")
            print(f"lua {pipeline}: {passed} of {len(scripts(lua))} test "
                  f"scripts exit 0 under lli", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
