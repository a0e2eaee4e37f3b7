//===- OptBisect.cpp - Running only the first N passes --------------------===//

#include "mopt/Pass/OptBisect.h"
#include "mopt/Pass/Pass.h"

using namespace mopt;

bool OptBisectObserver::beforePass(const Pass &P, IRUnit U) {
  ++Runs;
  bool Running = Limit < 0 || Runs <= Limit;
  std::fprintf(Out, "BISECT: %s pass (%lld) %s on %s\n",
               Running ? "running" : "NOT running",
               static_cast<long long>(Runs), P.getName().str().c_str(),
               U.describe().c_str());
  return Running;
}
