//===- StandardInstrumentations.cpp - mopt's observers --------------------===//

#include "mopt/Pass/StandardInstrumentations.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/Pass.h"
#include "absl/strings/str_cat.h"

using namespace mopt;

namespace {

/// -verify-each: the verifier after every pass; a failure names the pass.
class VerifyEachObserver : public PassObserver {
public:
  absl::Status afterPass(const Pass &P, IRUnit U,
                         const PreservedAnalyses &) override {
    absl::Status S = U.F ? verifyFunction(*U.F) : verifyModule(*U.M);
    if (S.ok())
      return S;
    return absl::Status(S.code(),
                        absl::StrCat(S.message(), "\nnote: the IR is invalid "
                                                  "after pass '",
                                     P.getName().str(), "' on ",
                                     U.describe(), " (found by -verify-each)"));
  }
};

} // namespace

void mopt::addStandardInstrumentations(PassInstrumentation &PI,
                                       const InstrumentationOptions &Opts,
                                       std::FILE *Out) {
  if (Opts.VerifyEach)
    PI.addObserver(std::make_unique<VerifyEachObserver>());
}
