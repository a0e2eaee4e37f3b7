//===- LazyInput.cpp - Reading the input a function at a time -------------===//

#include "LazyInput.h"
#include "FunctionOutput.h"
#include "mopt/Formats/Formats.h"

using namespace mopt;

bool mopt::canReadLazily(const DriverOptions &Opts,
                         const ModulePassManager &MPM,
                         const FileFormat &Format) {
  return Format.OpenLazily && FunctionOutput::isPossible(Opts, MPM);
}
