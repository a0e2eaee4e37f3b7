//===- MOptGen.cpp - Random terminating TAC programs ----------------------===//
//
// mopt-gen --seed=N [--functions=K] [--size=S] [--int-only | --alloca]
// writes one random TAC module (docs/TAC.md) to standard output, for
// differential testing: mopt runs it before and after a pipeline, and the two
// runs must print and return the same. The same options always give the same
// text: the only source of randomness is a splitmix64 generator seeded with N.
//
// The command line is read here; ModuleGen.h writes the module.
//
//===----------------------------------------------------------------------===//

#include "ModuleGen.h"

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

using namespace mopt;
using namespace mopt::gen;

static const char *const Usage =
    "usage: mopt-gen --seed=N [--functions=K] [--size=S] [--int-only | "
    "--alloca]\n"
    "  Writes a random, valid, well-typed TAC module that runs to completion\n"
    "  to standard output; the same options always give the same module.\n"
    "  --seed=N       the random seed (required)\n"
    "  --functions=K  functions besides main (default 3)\n"
    "  --size=S       statements at the top level of each function "
    "(default 10)\n"
    "  --int-only     only ints and the int opcodes: no bools, floats,\n"
    "                 chars or memory\n"
    "  --alloca       alloca form, as clang writes at -O0: every variable\n"
    "                 in a slot that the entry block allocates and stores\n"
    "                 its zero or argument to, a load per read, a store per\n"
    "                 write; about one slot in six has its address escape\n"
    "                 (passed to a call, stored in a heap cell, offset by\n"
    "                 ptradd, copied), which keeps it in memory after\n"
    "                 mem2reg\n";

/// The number after Prefix in Word, if Word starts with Prefix.
static bool numberAfter(const char *Word, const char *Prefix, uint64_t &Value) {
  size_t Len = std::strlen(Prefix);
  if (std::strncmp(Word, Prefix, Len) != 0)
    return false;
  const char *Begin = Word + Len, *End = Begin + std::strlen(Begin);
  auto [Ptr, Err] = std::from_chars(Begin, End, Value);
  return Begin != End && Ptr == End && Err == std::errc();
}

int main(int Argc, char **Argv) {
  uint64_t Seed = 0, Functions = 3, Size = 10;
  bool HaveSeed = false, Typed = true, AllocaForm = false;
  for (int I = 1; I != Argc; ++I) {
    const char *Word = Argv[I];
    if (!std::strcmp(Word, "--help") || !std::strcmp(Word, "-h")) {
      std::fputs(Usage, stdout);
      return 0;
    }
    if (numberAfter(Word, "--seed=", Seed)) {
      HaveSeed = true;
    } else if (!std::strcmp(Word, "--int-only")) {
      Typed = false;
    } else if (!std::strcmp(Word, "--alloca")) {
      AllocaForm = true;
    } else if (!(numberAfter(Word, "--functions=", Functions) ||
                 numberAfter(Word, "--size=", Size)) ||
               Functions > 1000 || Size > 1000) {
      std::fprintf(stderr, "mopt-gen: error: bad option '%s'\n%s", Word, Usage);
      return 1;
    }
  }
  if (!HaveSeed) {
    std::fprintf(stderr, "mopt-gen: error: --seed=N is required\n%s", Usage);
    return 1;
  }
  if (!Typed && AllocaForm) {
    std::fprintf(stderr,
                 "mopt-gen: error: --alloca puts variables in memory, which "
                 "--int-only leaves out\n%s",
                 Usage);
    return 1;
  }
  std::string Text =
      generateModule({Seed, static_cast<unsigned>(Functions),
                      static_cast<unsigned>(Size), Typed, AllocaForm});
  std::fwrite(Text.data(), 1, Text.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}
