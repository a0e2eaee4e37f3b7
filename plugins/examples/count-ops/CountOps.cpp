//===- CountOps.cpp - Example plugin: count each function's opcodes -------===//
//
// The count-ops pass, an example of a pass plugin written the way an outside
// author writes one: it includes only mopt's public headers and builds
// either in mopt's tree or on its own against an mopt build (see
// CMakeLists.txt beside this file and docs/WritingAPass.md).
//
// For each function it prints, on standard error so that mopt's module
// output on standard output stays intact,
//
//   function 'sum_to': 18 instructions
//     add 2
//     br 1
//     ...
//
// one line per opcode, sorted by the opcode's word. It only reads the IR, so
// it preserves every analysis.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Function.h"
#include "mopt/Pass/PassRegistry.h"
#include "mopt/Pass/Plugin.h"

#include <cstdio>
#include <map>

using namespace mopt;

namespace {

class CountOpsPass : public FunctionPass {
public:
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override {
    std::map<llvm::StringRef, unsigned> Counts;
    unsigned Total = 0;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        ++Counts[I.getOpcodeName()];
        ++Total;
      }
    std::fprintf(stderr, "function '%s': %u instructions\n",
                 F.getName().str().c_str(), Total);
    for (const auto &[Word, Count] : Counts)
      std::fprintf(stderr, "  %s %u\n", Word.str().c_str(), Count);
    return PreservedAnalyses::all();
  }
};

} // namespace

static void registerCountOps(PassRegistry &Registry) {
  Registry.addFunctionPass<CountOpsPass>(
      "count-ops", "print how many instructions of each opcode a function has");
}

MOPT_PLUGIN_ENTRY_POINT("count-ops", "1.0", registerCountOps)
