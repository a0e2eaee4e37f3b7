//===- FuzzTargets.cpp - What the fuzz targets share ----------------------===//
//
// The table of targets, the failure check, and the registry of built-in
// passes. The pass families' plugin sources are compiled in here with
// MOPT_STATIC_PLUGINS, as mopt compiles them with -DMOPT_STATIC_PLUGINS=ON,
// so a fuzz target loads no shared object.
//
//===----------------------------------------------------------------------===//

#include "FuzzTargets.h"
#include "mopt/Pass/PassRegistry.h"

#include <cstdio>
#include <cstdlib>

namespace mopt {
void registerLowerPlugin(PassRegistry &R);
void registerDominancePlugin(PassRegistry &R);
void registerSSAPlugin(PassRegistry &R);
void registerCriticalEdgesPlugin(PassRegistry &R);
void registerOutOfSSAPlugin(PassRegistry &R);
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
  registerLowerPlugin(*R);
  registerDominancePlugin(*R);
  registerSSAPlugin(*R);
  registerCriticalEdgesPlugin(*R);
  registerOutOfSSAPlugin(*R);
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
