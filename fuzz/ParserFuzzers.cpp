//===- ParserFuzzers.cpp - The tac-, bril- and mini-parser targets --------===//
//
// Any text is input: the readers must accept it or return one diagnostic,
// `FILE:LINE:COL: error: MESSAGE`. What they accept and the verifier passes
// must print as TAC that parses back to a module that prints the same.
//
//===----------------------------------------------------------------------===//

#include "FuzzTargets.h"
#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Mini/MiniParser.h"
#include "mopt/TAC/Parser.h"

#include <string>

using namespace mopt;

/// A reader's error names the file, a line and a column.
static void checkDiagnostic(const absl::Status &S, llvm::StringRef FileName) {
  llvm::StringRef Msg(S.message().data(), S.message().size());
  fuzz::check(Msg.starts_with(FileName) &&
                  Msg.drop_front(FileName.size()).starts_with(":") &&
                  Msg.contains(": error: "),
              "an error without FILE:LINE:COL: error:");
}

/// M, printed, parses back and prints the same.
static void checkRoundTrip(const Module &M) {
  std::string Text;
  printModule(M, Text);
  auto Again = parseTAC(Text, "printed.tac");
  fuzz::check(Again.ok(), "the printed module does not parse back");
  fuzz::check(verifyModule(**Again).ok(),
              "the printed module parses back but does not verify");
  std::string TextAgain;
  printModule(**Again, TextAgain);
  fuzz::check(Text == TextAgain, "the printed module parses back "
                                 "and prints differently");
}

/// Reads Input with Parse, as FileName; checks the diagnostic or the TAC.
template <typename ParseFn>
static void checkReader(ParseFn Parse, llvm::StringRef Input,
                        llvm::StringRef FileName) {
  auto M = Parse(Input, FileName);
  if (!M.ok())
    return checkDiagnostic(M.status(), FileName);
  absl::Status S = verifyModule(**M);
  if (!S.ok())
    return checkDiagnostic(S, FileName);
  checkRoundTrip(**M);
}

void fuzz::fuzzTACParser(llvm::StringRef Input) {
  checkReader(parseTAC, Input, "fuzz.tac");
}

void fuzz::fuzzBrilParser(llvm::StringRef Input) {
  checkReader(parseBril, Input, "fuzz.bril");
}

void fuzz::fuzzBrilJSONParser(llvm::StringRef Input) {
  checkReader(parseBrilJSON, Input, "fuzz.json");
}

void fuzz::fuzzMiniParser(llvm::StringRef Input) {
  checkReader(parseMini, Input, "fuzz.mini");
}
