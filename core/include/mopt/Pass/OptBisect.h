//===- mopt/Pass/OptBisect.h - Running only the first N passes --*- C++ -*-===//
//
// -opt-bisect-limit=N, as in LLVM: the pass runs are numbered from 1 in the
// order they happen, each pass on each function counting once, and only
// the first N run; each is announced on the given stream as
//
//   BISECT: running pass (K) NAME on function 'F'
//   BISECT: NOT running pass (K) NAME on function 'F'
//
// (`on the module` for a module pass). Bisecting N finds the pass run that
// introduces a bug. A limit of -1 runs every pass and still numbers them.
// Skipping a pass that changes the form of a function (lower, ssa) makes
// the passes after it refuse to run; that is expected.
//
// The observer skips a pass by returning false from beforePass, so it must
// be added before every other observer: those after it are not told about
// a skipped pass. Pass managers are not numbered; the passes they run are.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_OPTBISECT_H
#define MOPT_PASS_OPTBISECT_H

#include "mopt/Pass/PassInstrumentation.h"

#include <cstdint>
#include <cstdio>

namespace mopt {

class OptBisectObserver : public PassObserver {
public:
  OptBisectObserver(int64_t Limit, std::FILE *Out) : Limit(Limit), Out(Out) {}
  bool beforePass(const Pass &P, IRUnit U) override;

private:
  int64_t Limit;
  std::FILE *Out;
  int64_t Runs = 0;
};

} // namespace mopt

#endif
