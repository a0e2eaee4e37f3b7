//===- UsesAbseil.cpp - Test plugin: a pass built on Abseil ---------------===//
//
// The opcode-histogram pass counts each function's instructions by opcode
// in an absl::flat_hash_map keyed by strings and prints the counts with
// absl::StrFormat, on standard error, sorted by opcode. mopt links Abseil
// in and exports it: the golden tests load this plugin to check that a
// plugin finds there the hash maps and formatting DESIGN.md names.
//
//===----------------------------------------------------------------------===//

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_format.h"
#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

using namespace mopt;

namespace {

class OpcodeHistogramPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &) override {
    absl::flat_hash_map<std::string, int> Counts;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        ++Counts[std::string(I.getOpcodeName())];
    std::vector<std::pair<std::string, int>> Sorted(Counts.begin(),
                                                    Counts.end());
    std::sort(Sorted.begin(), Sorted.end());
    for (const auto &[Opcode, Count] : Sorted)
      std::fputs(absl::StrFormat("%s %s %d\n", F.getName().str(), Opcode, Count)
                     .c_str(),
                 stderr);
    return PreservedAnalyses::all();
  }
};

} // namespace

static void registerOpcodeHistogram(PassRegistry &Registry) {
  Registry.addFunctionPass<OpcodeHistogramPass>(
      "opcode-histogram",
      "count each function's instructions by opcode (Abseil in a plugin)");
}

MOPT_PLUGIN_ENTRY_POINT("opcode-histogram", "1.0", registerOpcodeHistogram)
