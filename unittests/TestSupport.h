//===- TestSupport.h - What several unit tests share ------------*- C++ -*-===//
//
// The seed article's listing (docs/TAC.md), which many tests parse, the
// parse that fails the test on bad TAC, a module as printed, and a small
// deterministic random generator for the mutation tests (the same numbers on
// every platform, unlike std::'s distributions).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_UNITTESTS_TESTSUPPORT_H
#define MOPT_UNITTESTS_TESTSUPPORT_H

#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace mopt::test {

/// Text parsed as TAC (file name test.tac); a parse error fails the test
/// and gives an empty module.
inline std::unique_ptr<Module> parse(llvm::StringRef Text) {
  auto M = parseTAC(Text, "test.tac");
  EXPECT_TRUE(M.ok()) << M.status().message();
  return M.ok() ? std::move(*M) : std::make_unique<Module>();
}

/// M as the TAC printer writes it.
inline std::string print(const Module &M) {
  std::string Out;
  printModule(M, Out);
  return Out;
}

/// `sum_to` exactly as TAC.md lists it.
inline constexpr const char SeedListing[] = R"(func sum_to(n):
entry1:
  n = param 0
  %1 = const 0
  s = copy %1
  %2 = const 0
  i = copy %2
  jmp head2
head2:
  %3 = < i, n
  br %3, body3, exit4
body3:
  %4 = + s, i
  s = copy %4
  %5 = const 1
  %6 = + i, %5
  i = copy %6
  jmp head2
exit4:
  ret s
)";

/// xorshift64: deterministic for a seed.
struct Rng {
  uint64_t State;
  explicit Rng(uint64_t Seed) : State(Seed) {}
  uint64_t next() {
    State ^= State << 13;
    State ^= State >> 7;
    State ^= State << 17;
    return State;
  }
  size_t below(size_t N) { return N ? next() % N : 0; }
};

} // namespace mopt::test

#endif
