//===- LazyInput.cpp - Reading the input a function at a time -------------===//

#include "LazyInput.h"
#include "FunctionOutput.h"
#include "Options.h"
#include "mopt/Formats/Formats.h"

using namespace mopt;

bool mopt::canReadLazily(const DriverOptions &Opts,
                         const ModulePassManager &MPM,
                         const FileFormat &Format) {
  const InstrumentationOptions &I = Opts.Instrument;
  return Format.OpenLazily && FunctionOutput::isPossible(Opts, MPM) &&
         !MPM.writesWhileRunning() && !I.DebugPassManager &&
         I.PassRemarks.empty() && I.PassRemarksMissed.empty();
}
