# lit configuration for mopt's golden tests.
import os
import shutil
import sys

import lit.formats

config.name = "mopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".tac", ".bril", ".mini", ".test"]
config.excludes = ["Inputs", "scripts", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mopt_obj_root, "test")
# A sanitized build's options (cmake/MOptSanitizers.cmake sets them for
# ctest) reach every RUN: line.
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%mopt", os.path.join(config.mopt_tools_dir, "mopt")))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("%not", config.not_tool))
# LLVM's opt and lli, which check what --emit-llvm writes.
config.substitutions.append(("%opt", config.opt))
config.substitutions.append(("%lli", config.lli))
# The Python running lit, for input generators.
config.substitutions.append(("%python", sys.executable))
# The example plugins, and the broken plugins that test/plugins builds.
config.substitutions.append(("%plugins", config.mopt_plugins_dir))
config.substitutions.append(("%test_plugins", config.mopt_test_plugins_dir))
config.substitutions.append(("%examples", os.path.join(config.mopt_src_root, "examples")))

# Graphviz's dot draws the graphs of --html pages (test/html).
if shutil.which("dot"):
    config.available_features.add("graphviz")

# clang 22 compiles C to LLVM IR at -O0 for the tests of reading it
# (scripts/bootstrap.sh installs it).
_clang = shutil.which("clang-22")
if _clang:
    config.available_features.add("clang")
    config.substitutions.append(("%clang", _clang))
