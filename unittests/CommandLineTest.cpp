//===- CommandLineTest.cpp - Options declared once ------------------------===//

#include "mopt/Support/CommandLine.h"
#include "gtest/gtest.h"

#include <optional>

using namespace mopt;

namespace {
/// A command line of two options, -stats and -o, read word by word.
struct TestCommandLine {
  bool Stats = false;
  std::string Output;
  OptionList Options{"tool"};

  TestCommandLine() {
    Options.add(Option::flag("stats", "print counters", Stats).alias("s"));
    Options.add(Option::withValue("o", " <file>", "the output", Output));
  }

  /// Applies the option words of Words; the status of the first that fails.
  absl::Status parse(std::vector<const char *> Words) {
    Words.insert(Words.begin(), "tool");
    ArgumentCursor Args(Words.size(), const_cast<char **>(Words.data()));
    while (!Args.done())
      if (absl::Status S = Options.apply(Args.next(), Args); !S.ok())
        return S;
    return absl::OkStatus();
  }
};
} // namespace

TEST(CommandLineTest, TakesOneOrTwoDashesAndAnyWayOfGivingAValue) {
  for (std::vector<const char *> Words :
       {std::vector<const char *>{"-o=out", "-stats"},
        {"--o", "out", "--stats"},
        {"-o", "out", "-s"}}) {
    TestCommandLine C;
    ASSERT_TRUE(C.parse(Words).ok());
    EXPECT_TRUE(C.Stats);
    EXPECT_EQ(C.Output, "out");
  }
}

TEST(CommandLineTest, SaysWhatIsWrongWithAnOptionWord) {
  EXPECT_EQ(TestCommandLine().parse({"-stats=1"}).message(),
            "option '-stats' takes no value");
  EXPECT_EQ(TestCommandLine().parse({"-o"}).message(),
            "option '-o' needs a value");
  EXPECT_EQ(TestCommandLine().parse({"-stat"}).message(),
            "unknown option '-stat'; did you mean '-stats'? (see tool --help)");
  // An alias --help does not list is not suggested.
  EXPECT_EQ(TestCommandLine().parse({"-z"}).message(),
            "unknown option '-z' (see tool --help)");
}

TEST(CommandLineTest, PrefixesAnActionsMessageWithTheOptionAsTyped) {
  OptionList Options("tool");
  Options.add(Option::withValue("threads", "=<n>", "how many",
                                [](llvm::StringRef, llvm::StringRef) {
                                  return absl::InvalidArgumentError(
                                      "takes a number");
                                })
                  .alias("j"));
  std::vector<const char *> Words = {"tool"};
  ArgumentCursor Args(1, const_cast<char **>(Words.data()));
  EXPECT_EQ(Options.apply("--j=x", Args).message(),
            "option '-j' takes a number");
}

// A program asks the options given for their effects instead of keeping
// lists of names: which were given, and the words that give them again.
TEST(CommandLineTest, SaysWhichEffectsTheOptionsGivenHave) {
  bool Check = false;
  std::vector<std::string> Plugins;
  std::string Output;
  OptionList Options("tool");
  Options.add(Option::flag("check", "check", Check)
                  .effects(KeepsWholeModule | ChangesPassRuns));
  Options.add(
      Option::withValue("plugin", "=<so>", "load", Plugins)
          .effects(ChangesPassRuns)
          .repeatedAs([](llvm::StringRef V) { return "/abs/" + V.str(); }));
  Options.add(Option::withValue("o", " <file>", "the output", Output));
  std::vector<const char *> Words = {"tool", "p.so", "out"};
  ArgumentCursor Args(Words.size(), const_cast<char **>(Words.data()));
  ASSERT_TRUE(Options.apply("-plugin", Args).ok());
  ASSERT_TRUE(Options.apply("-o", Args).ok());
  EXPECT_FALSE(Options.anyGiven(KeepsWholeModule));
  ASSERT_TRUE(Options.apply("--check", Args).ok());
  EXPECT_TRUE(Options.anyGiven(KeepsWholeModule));
  EXPECT_EQ(Options.givenAgain(ChangesPassRuns),
            (std::vector<std::string>{"-plugin=/abs/p.so", "-check"}));
}

TEST(CommandLineTest, WritesHelpFromTheDeclarations) {
  bool Unused = false;
  std::string Text;
  OptionList Options("tool");
  Options.addText("OPTIONS:\n");
  Options.add(Option::flag("O0", "no optimisation", Unused).alsoListed("O1"));
  Options.add(Option::withValue("a-rather-long-option", "=<value>",
                                "first line\nsecond line", Text)
                  .twoDashes());
  Options.add(Option::flag("hidden", "not listed", Unused).unlisted());
  EXPECT_EQ(Options.getHelp(), "OPTIONS:\n"
                               "  -O0, -O1                no optimisation\n"
                               "  --a-rather-long-option=<value>\n"
                               "                          first line\n"
                               "                          second line\n");
}

TEST(CommandLineTest, ListsTheAnalysisOptionsByNameAndStoresTheirValues) {
  AnalysisOption Late("zz-test-option", "=<n>", "a late one",
                      [](llvm::StringRef) { return absl::OkStatus(); });
  AnalysisOption Early(
      "aa-test-option", "=<name>", "an early one", [](llvm::StringRef V) {
        return V == "good" ? absl::OkStatus()
                           : absl::InvalidArgumentError("takes good");
      });
  std::vector<std::pair<std::string, std::string>> Given;
  OptionList Options("tool");
  Options.addAnalysisOptions(
      [&Given](llvm::StringRef Name, llvm::StringRef Value) {
        Given.emplace_back(Name.str(), Value.str());
      });
  std::string Help = Options.getHelp();
  size_t EarlyAt = Help.find("  -aa-test-option=<name>  an early one\n");
  size_t LateAt = Help.find("  -zz-test-option=<n>     a late one\n");
  ASSERT_NE(LateAt, std::string::npos);
  EXPECT_LT(EarlyAt, LateAt);

  std::vector<const char *> Words = {"tool", "good"};
  ArgumentCursor Args(2, const_cast<char **>(Words.data()));
  EXPECT_TRUE(Options.apply("-aa-test-option", Args).ok());
  EXPECT_EQ(Options.apply("-aa-test-option=bad", Args).message(),
            "option '-aa-test-option' takes good");
  ASSERT_EQ(Given.size(), 1u);
  EXPECT_EQ(Given[0],
            std::make_pair(std::string("aa-test-option"), std::string("good")));
}

TEST(CommandLineTest, ForgetsAnAnalysisOptionThatIsGone) {
  auto Check = [](llvm::StringRef) { return absl::OkStatus(); };
  std::optional<AnalysisOption> Gone;
  Gone.emplace("gone-test-option", "=<x>", "unloaded", Check);
  Gone.reset();
  OptionList Options("tool");
  Options.addAnalysisOptions([](llvm::StringRef, llvm::StringRef) {});
  EXPECT_EQ(Options.getHelp().find("gone-test-option"), std::string::npos);
}

TEST(CommandLineTest, WrapsHelpTextBeforeTheEightiethColumn) {
  EXPECT_EQ(wrapHelp("build dominator trees with chk (default), slt, lt, snca "
                     "or iterative"),
            "build dominator trees with chk (default), slt, lt,\n"
            "snca or iterative");
}
