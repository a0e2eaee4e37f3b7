//===- BlockArgsPrinter.cpp - SSA as block arguments ----------------------===//
//
// Prints a function with TAC's block-argument syntax (docs/TAC.md): a block
// with phis lists their results as parameters, `head2(%s.2, %i.2):`, and
// each jump into it passes the values of its edge, `jmp head2(%s.3, %i.3)`.
// The printer (IR/Printer.h) does the writing; this pass refuses, at the
// phi or jump at fault, a function that form cannot express (an edge into
// a block with phis that is not a jump).
//
//===----------------------------------------------------------------------===//

#include "mopt/Transforms/BlockArgsPrinter.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Printer.h"

#include <cstdio>

using namespace mopt;

absl::StatusOr<PreservedAnalyses>
BlockArgsPrinterPass::run(Function &F, FunctionAnalysisManager &) {
  if (absl::Status S = checkBlockArguments(F); !S.ok())
    return S;
  std::string Out = absl::StrCat("Printing function '", F.getName().str(),
                                 "' with block arguments:\n");
  printFunction(F, Out, PhiSyntax::BlockArguments);
  std::fwrite(Out.data(), 1, Out.size(), stderr);
  return PreservedAnalyses::all();
}

MOPT_FUNCTION_PASS_FACTORY(createBlockArgsPrinterPass, BlockArgsPrinterPass)
