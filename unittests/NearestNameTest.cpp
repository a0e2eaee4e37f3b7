//===- NearestNameTest.cpp - Did-you-mean suggestions ---------------------===//

#include "mopt/Support/NearestName.h"
#include "gtest/gtest.h"

using namespace mopt;

TEST(NearestNameTest, TakesTheCandidateFewestEditsAway) {
  EXPECT_EQ(didYouMean("lowr", {"ssa", "lower", "lowest"}),
            "; did you mean 'lower'?");
  EXPECT_EQ(didYouMean("snac", {"chk", "snca", "slt"}),
            "; did you mean 'snca'?");
}

TEST(NearestNameTest, SaysNothingWhenNothingIsNear) {
  EXPECT_EQ(didYouMean("zzzzzz", {"passes", "stats"}), "");
  // Three edits are not a typo.
  EXPECT_EQ(didYouMean("abcdef", {"abcxyz"}), "");
  // A one-letter name is not taken for another one-letter name.
  EXPECT_EQ(didYouMean("x", {"o"}), "");
  EXPECT_EQ(didYouMean("lower", {}), "");
}

TEST(NearestNameTest, NeverSuggestsWhatWasTyped) {
  EXPECT_EQ(didYouMean("lower", {"lower"}), "");
  EXPECT_EQ(didYouMean("lower", {"lower", "lowers"}),
            "; did you mean 'lowers'?");
}

TEST(NearestNameTest, TiesGoToTheEarliestCandidate) {
  NearestName Nearest("ad");
  for (llvm::StringRef Candidate : {"id", "add"})
    Nearest.consider(Candidate);
  EXPECT_EQ(Nearest.get(), "id");
}
