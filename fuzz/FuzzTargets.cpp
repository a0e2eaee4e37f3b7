//===- FuzzTargets.cpp - What the fuzz targets share ----------------------===//
//
// The table of targets, the failure check, and the registry of built-in
// passes. The pass families are linked in and their tables registered
// directly, as mopt does with -DMOPT_STATIC_PLUGINS=ON, so a fuzz target
// loads no shared object.
//
//===----------------------------------------------------------------------===//

#include "FuzzTargets.h"
#include "mopt/Pass/PassRegistry.h"

#include <cstdio>
#include <cstdlib>

namespace mopt {
void registerLowerPasses(PassRegistry &R);
void registerDominancePasses(PassRegistry &R);
void registerSSAPasses(PassRegistry &R);
void registerCriticalEdgesPasses(PassRegistry &R);
void registerOutOfSSAPasses(PassRegistry &R);
} // namespace mopt

using namespace mopt;

void fuzz::check(bool Cond, const char *What) {
  if (Cond)
    return;
  std::fprintf(stderr, "mopt-fuzz: finding: %s\n", What);
  std::fflush(stderr);
  __builtin_trap();
}

static PassRegistry *makeBuiltinPasses() {
  auto *R = new PassRegistry;
  registerLowerPasses(*R);
  registerDominancePasses(*R);
  registerSSAPasses(*R);
  registerCriticalEdgesPasses(*R);
  registerOutOfSSAPasses(*R);
  fuzz::check(R->consumeError().ok(), "the built-in passes clash");
  return R;
}

const PassRegistry &fuzz::getBuiltinPasses() {
  // Never destroyed: it lives as long as the process, as mopt's does.
  static const PassRegistry *R = makeBuiltinPasses();
  return *R;
}

llvm::ArrayRef<fuzz::FuzzTarget> fuzz::getFuzzTargets() {
  static const FuzzTarget Targets[] = {
      {"tac-parser", fuzzTACParser},
      {"bril-parser", fuzzBrilParser},
      {"bril-json-parser", fuzzBrilJSONParser},
      {"mini-parser", fuzzMiniParser},
      {"pipeline", fuzzPipeline},
      {"pass-pipeline", fuzzPassPipeline},
  };
  return Targets;
}
