//===- FuzzTargets.h - mopt's fuzz targets ----------------------*- C++ -*-===//
//
// The fuzz targets: each takes one input, runs a part of mopt on it, and
// calls __builtin_trap() when a property that must hold for every input does
// not (a crash, a sanitizer report or a timeout is a finding too).
//
//   tac-parser     parseTAC and the verifier: an error is FILE:LINE:COL:
//                  error:; an accepted module prints as TAC that parses
//                  back and prints the same
//   bril-parser    parseBril,
//   bril-json-parser parseBrilJSON, and
//   mini-parser    parseMini: as tac-parser, for the TAC they make
//   pipeline       parseTAC, then lower, ssa and out-of-ssa with the verifier
//                  after each; the program before and after prints the same
//                  and returns the same (runProgram, 10,000 steps)
//   pass-pipeline  parsePassPipeline over the built-in passes; an accepted
//                  pipeline prints as text that parses back to the same text
//
// With MOPT_FUZZ each target is a libFuzzer program (FuzzerMain.cpp);
// otherwise mopt-fuzz-replay (ReplayMain.cpp) runs them all over the seed
// corpus and fuzz/regressions/, for ctest's fuzz-replay.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_FUZZ_FUZZTARGETS_H
#define MOPT_FUZZ_FUZZTARGETS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace mopt {

class PassRegistry;

namespace fuzz {

void fuzzTACParser(llvm::StringRef Input);
void fuzzBrilParser(llvm::StringRef Input);
void fuzzBrilJSONParser(llvm::StringRef Input);
void fuzzMiniParser(llvm::StringRef Input);
void fuzzPipeline(llvm::StringRef Input);
void fuzzPassPipeline(llvm::StringRef Input);

/// A registry holding every built-in pass family, built on first use.
const PassRegistry &getBuiltinPasses();

/// Traps, with What on standard error first, when Cond is false.
void check(bool Cond, const char *What);

struct FuzzTarget {
  const char *Name;
  void (*Run)(llvm::StringRef Input);
};

/// Every target, by the names above.
llvm::ArrayRef<FuzzTarget> getFuzzTargets();

} // namespace fuzz
} // namespace mopt

#endif
