//===- PipelineParserTest.cpp - Tests of the -passes= pipeline parser -----===//
//
// Each test fills a PassRegistry with small passes that do nothing (function
// passes a, b and noop, a module pass m, a pass p taking parameters through
// its factory, an exact-name entry print<foo>, an analysis), parses pipeline
// text with parsePassPipeline and checks either the normalised text
// printPipeline gives back (and that it parses back to itself) or the first
// line of the error, with its column.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PipelineParser.h"
#include "llvm/ADT/SmallVector.h"
#include "gtest/gtest.h"

#include <string>

using namespace mopt;

namespace {

/// A function pass that does nothing, named by its registration.
class NamedFunctionPass : public FunctionPass {
public:
  explicit NamedFunctionPass(std::string Name)
      : FunctionPass(std::move(Name)) {}
  absl::StatusOr<PreservedAnalyses> run(Function &,
                                        FunctionAnalysisManager &) override {
    return PreservedAnalyses::all();
  }
};

/// A module pass that does nothing.
class NamedModulePass : public ModulePass {
public:
  explicit NamedModulePass(std::string Name) : ModulePass(std::move(Name)) {}
  absl::StatusOr<PreservedAnalyses> run(Module &, PassContext &) override {
    return PreservedAnalyses::all();
  }
};

/// A function pass with parameters, printed back as NAME<PARAMS>.
class ParamPass : public NamedFunctionPass {
public:
  ParamPass(std::string Name, std::string Params)
      : NamedFunctionPass(std::move(Name)), Params(std::move(Params)) {}
  void printPipeline(std::string &Out) const override {
    Out += getName().str() + "<" + Params + ">";
  }

private:
  std::string Params;
};

struct NothingResult : AnalysisResult {};

class NothingAnalysis : public AnalysisInfoMixin<NothingAnalysis> {
public:
  using Result = NothingResult;
  static constexpr const char *Name = "nothing";
  static AnalysisKey Key;
  std::unique_ptr<Result> compute(Function &, FunctionAnalysisManager &) {
    return std::make_unique<Result>();
  }
};
AnalysisKey NothingAnalysis::Key{"nothing"};

/// A factory for a function pass without parameters.
PassFactory functionPass(std::string Name) {
  return
      [Name](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
        if (!Params.empty())
          return absl::InvalidArgumentError("pass '" + Name +
                                            "' takes no parameters");
        return std::make_unique<NamedFunctionPass>(Name);
      };
}

class PipelineParserTest : public ::testing::Test {
protected:
  void SetUp() override {
    Registry.addFunctionPass("a", "does nothing", functionPass("a"));
    Registry.addFunctionPass("b", "does nothing", functionPass("b"));
    Registry.addFunctionPass("noop", "does nothing", functionPass("noop"));
    Registry.addModulePass(
        "m", "does nothing on the module",
        [](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
          if (!Params.empty())
            return absl::InvalidArgumentError("pass 'm' takes no parameters");
          return std::make_unique<NamedModulePass>("m");
        });
    // p<x;y>: parameters are words separated by ';', each x, y or z.
    Registry.addFunctionPass(
        "p", "takes parameters",
        [](llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
          llvm::SmallVector<llvm::StringRef, 4> Words;
          Params.split(Words, ';');
          for (llvm::StringRef W : Words)
            if (W != "x" && W != "y" && W != "z")
              return absl::InvalidArgumentError(
                  "pass 'p': unknown parameter '" + W.str() + "'");
          return std::make_unique<ParamPass>("p", Params.str());
        });
    // print<NAME> for any NAME but foo goes through the parameter path;
    // print<foo> is an entry of its own and must win.
    Registry.addFunctionPass(
        "print", "prints",
        [this](
            llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
          ++PrintFactoryCalls;
          if (Params == "foo")
            return absl::InvalidArgumentError("the generic print got foo");
          return std::make_unique<ParamPass>("print", Params.str());
        });
    Registry.addFunctionPass("print<foo>", "prints foo",
                             functionPass("print<foo>"));
    Registry.addAnalysis<NothingAnalysis>("nothing", "an analysis");
    ASSERT_TRUE(Registry.consumeError().ok());
  }

  /// The normalised text of Text, which must parse; also checks that the
  /// normalised text parses back to itself.
  std::string normalise(llvm::StringRef Text) {
    auto MPM = parsePassPipeline(Text, Registry);
    EXPECT_TRUE(MPM.ok()) << Text.str() << ": " << MPM.status().message();
    if (!MPM.ok())
      return "<error>";
    std::string Printed = printPipeline(**MPM);
    auto Again = parsePassPipeline(Printed, Registry);
    EXPECT_TRUE(Again.ok()) << Printed << ": " << Again.status().message();
    if (Again.ok())
      EXPECT_EQ(printPipeline(**Again), Printed)
          << "the normalised text of '" << Text.str()
          << "' does not parse back to itself";
    return Printed;
  }

  /// The whole error message for Text, which must not parse.
  std::string errorOf(llvm::StringRef Text) {
    auto MPM = parsePassPipeline(Text, Registry);
    EXPECT_FALSE(MPM.ok()) << Text.str() << " parsed as "
                           << (MPM.ok() ? printPipeline(**MPM) : "");
    return MPM.ok() ? "<parsed>" : std::string(MPM.status().message());
  }

  /// The first line of the error message for Text.
  std::string firstLineOfError(llvm::StringRef Text) {
    std::string Msg = errorOf(Text);
    return Msg.substr(0, Msg.find('\n'));
  }

  PassRegistry Registry;
  unsigned PrintFactoryCalls = 0;
};

//===----------------------------------------------------------------------===//
// Valid pipelines and their normalised text
//===----------------------------------------------------------------------===//

TEST_F(PipelineParserTest, EmptyPipelineIsEmpty) {
  EXPECT_EQ(normalise(""), "");
  EXPECT_EQ(normalise("  \t "), "");
}

TEST_F(PipelineParserTest, FunctionPassGetsAFunctionManager) {
  EXPECT_EQ(normalise("a"), "function(a)");
}

TEST_F(PipelineParserTest, AdjacentFunctionPassesShareOneManager) {
  EXPECT_EQ(normalise("a,b"), "function(a,b)");
  EXPECT_EQ(normalise("a,b,a"), "function(a,b,a)");
}

TEST_F(PipelineParserTest, ModulePassSplitsFunctionRuns) {
  EXPECT_EQ(normalise("a,m,b"), "function(a),m,function(b)");
  EXPECT_EQ(normalise("m"), "m");
  EXPECT_EQ(normalise("m,m"), "m,m");
  EXPECT_EQ(normalise("m,a"), "m,function(a)");
}

TEST_F(PipelineParserTest, ExplicitModuleNests) {
  EXPECT_EQ(normalise("module(a)"), "function(a)");
  EXPECT_EQ(normalise("module(m)"), "m");
  EXPECT_EQ(normalise("module(a,m)"), "function(a),m");
  EXPECT_EQ(normalise("module(module(m))"), "m");
}

TEST_F(PipelineParserTest, ExplicitFunctionManagersStaySeparate) {
  EXPECT_EQ(normalise("function(a)"), "function(a)");
  EXPECT_EQ(normalise("function(a),function(b)"), "function(a),function(b)");
  // An inferred run ends where an explicit function(...) starts.
  EXPECT_EQ(normalise("a,function(b)"), "function(a),function(b)");
  EXPECT_EQ(normalise("function(a),b"), "function(a),function(b)");
  // function(...) inside function(...) adds nothing.
  EXPECT_EQ(normalise("function(a,function(b))"), "function(a,b)");
}

TEST_F(PipelineParserTest, Repeat) {
  EXPECT_EQ(normalise("repeat<2>(a)"), "repeat<2>(function(a))");
  EXPECT_EQ(normalise("repeat<3>(m)"), "repeat<3>(m)");
  EXPECT_EQ(normalise("repeat<2>(a,m,b)"),
            "repeat<2>(function(a),m,function(b))");
  EXPECT_EQ(normalise("function(repeat<2>(a,b))"), "function(repeat<2>(a,b))");
  EXPECT_EQ(normalise("function(repeat<2>(repeat<3>(a)),b)"),
            "function(repeat<2>(repeat<3>(a)),b)");
  EXPECT_EQ(normalise("a,repeat<2>(m),b"),
            "function(a),repeat<2>(m),function(b)");
}

TEST_F(PipelineParserTest, BlanksAreIgnored) {
  EXPECT_EQ(normalise(" a , b "), "function(a,b)");
  EXPECT_EQ(normalise("\ta,\tm ,b\t"), "function(a),m,function(b)");
  EXPECT_EQ(normalise(" function ( a , b ) "), "function(a,b)");
  EXPECT_EQ(normalise("repeat<2> ( m )"), "repeat<2>(m)");
}

TEST_F(PipelineParserTest, ParametersReachTheFactory) {
  EXPECT_EQ(normalise("p<x>"), "function(p<x>)");
  EXPECT_EQ(normalise("p<x;y>"), "function(p<x;y>)");
  EXPECT_EQ(normalise("a,p<z;x>,b"), "function(a,p<z;x>,b)");
  EXPECT_EQ(normalise("function(repeat<2>(p<y>))"),
            "function(repeat<2>(p<y>))");
}

TEST_F(PipelineParserTest, EmptyParametersAreNoParameters) {
  EXPECT_EQ(normalise("a<>"), "function(a)");
}

TEST_F(PipelineParserTest, ExactNameWithBracketsWins) {
  EXPECT_EQ(normalise("print<foo>"), "function(print<foo>)");
  EXPECT_EQ(PrintFactoryCalls, 0u);
  EXPECT_EQ(normalise("print<bar>"), "function(print<bar>)");
  EXPECT_GT(PrintFactoryCalls, 0u);
  EXPECT_EQ(normalise("print<foo>,print<bar>"),
            "function(print<foo>,print<bar>)");
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

TEST_F(PipelineParserTest, ErrorQuotesTheTextWithACaret) {
  EXPECT_EQ(errorOf("a,zzzzzz"), "-passes:1:3: error: unknown pass 'zzzzzz'\n"
                                 "a,zzzzzz\n"
                                 "  ^");
}

TEST_F(PipelineParserTest, UnknownPass) {
  EXPECT_EQ(firstLineOfError("zzzzzz"),
            "-passes:1:1: error: unknown pass 'zzzzzz'");
  EXPECT_EQ(firstLineOfError("a, b, qqqqq"),
            "-passes:1:7: error: unknown pass 'qqqqq'");
  EXPECT_EQ(firstLineOfError("function(a,zzzzzz)"),
            "-passes:1:12: error: unknown pass 'zzzzzz'");
  // Named whole, parameters included, as opt names them.
  EXPECT_EQ(firstLineOfError("zzzzzz<x>"),
            "-passes:1:1: error: unknown pass 'zzzzzz<x>'");
}

TEST_F(PipelineParserTest, UnknownPassWithDidYouMean) {
  EXPECT_EQ(firstLineOfError("nop"),
            "-passes:1:1: error: unknown pass 'nop'; did you mean 'noop'?");
  EXPECT_EQ(firstLineOfError("a,nooop"),
            "-passes:1:3: error: unknown pass 'nooop'; did you mean 'noop'?");
  // Analyses are not offered.
  EXPECT_EQ(firstLineOfError("nothin"),
            "-passes:1:1: error: unknown pass 'nothin'");
  // The structural names are offered too.
  EXPECT_EQ(firstLineOfError("modul"),
            "-passes:1:1: error: unknown pass 'modul'; did you mean "
            "'module'?");
}

TEST_F(PipelineParserTest, MisspeltStructuralNameGetsDidYouMean) {
  EXPECT_EQ(firstLineOfError("functon(a)"),
            "-passes:1:1: error: unknown pass 'functon'; did you mean "
            "'function'?");
  EXPECT_EQ(firstLineOfError("a,repaet<2>(a)"),
            "-passes:1:3: error: unknown pass 'repaet<2>'; did you mean "
            "'repeat<2>'?");
}

TEST_F(PipelineParserTest, ModulePassInsideFunction) {
  EXPECT_EQ(firstLineOfError("function(a,m)"),
            "-passes:1:12: error: module pass 'm' cannot run inside "
            "function(...)");
  EXPECT_EQ(firstLineOfError("function(repeat<2>(m))"),
            "-passes:1:20: error: module pass 'm' cannot run inside "
            "function(...)");
}

TEST_F(PipelineParserTest, ModuleInsideFunction) {
  EXPECT_EQ(firstLineOfError("function(module(a))"),
            "-passes:1:10: error: module(...) cannot be nested inside "
            "function(...)");
  EXPECT_EQ(firstLineOfError("function(a, module(m))"),
            "-passes:1:13: error: module(...) cannot be nested inside "
            "function(...)");
}

TEST_F(PipelineParserTest, ManagerWithoutPipeline) {
  EXPECT_EQ(firstLineOfError("function"),
            "-passes:1:1: error: expected function(...)");
  EXPECT_EQ(firstLineOfError("a,module"),
            "-passes:1:3: error: expected module(...)");
  EXPECT_EQ(firstLineOfError("function<2>(a)"),
            "-passes:1:1: error: expected function(...)");
}

TEST_F(PipelineParserTest, UnbalancedBrackets) {
  EXPECT_EQ(firstLineOfError("a)"),
            "-passes:1:2: error: unbalanced ')': no '(' is open");
  EXPECT_EQ(firstLineOfError("function(a))"),
            "-passes:1:12: error: unbalanced ')': no '(' is open");
  EXPECT_EQ(firstLineOfError("function(a"),
            "-passes:1:9: error: unbalanced '(': no ')' closes it");
  EXPECT_EQ(firstLineOfError("function(repeat<2>(a)"),
            "-passes:1:9: error: unbalanced '(': no ')' closes it");
  // The innermost open '(' is the one reported.
  EXPECT_EQ(firstLineOfError("function(repeat<2>(a"),
            "-passes:1:19: error: unbalanced '(': no ')' closes it");
  EXPECT_EQ(firstLineOfError("a,p<x"),
            "-passes:1:4: error: unbalanced '<': no '>' closes it");
  EXPECT_EQ(firstLineOfError("p<x<y>"),
            "-passes:1:2: error: unbalanced '<': no '>' closes it");
  EXPECT_EQ(firstLineOfError("a>"),
            "-passes:1:2: error: expected ',' or the end of the pipeline, "
            "got '>'");
  EXPECT_EQ(firstLineOfError("a b"),
            "-passes:1:3: error: expected ',' or the end of the pipeline, "
            "got 'b'");
}

TEST_F(PipelineParserTest, BadParameter) {
  EXPECT_EQ(firstLineOfError("p<x;w>"),
            "-passes:1:3: error: pass 'p': unknown parameter 'w'");
  EXPECT_EQ(firstLineOfError("a, p<q>"),
            "-passes:1:6: error: pass 'p': unknown parameter 'q'");
  EXPECT_EQ(firstLineOfError("function(b,a<x>)"),
            "-passes:1:14: error: pass 'a' takes no parameters");
  EXPECT_EQ(firstLineOfError("m<1>"),
            "-passes:1:3: error: pass 'm' takes no parameters");
}

TEST_F(PipelineParserTest, BadRepeat) {
  EXPECT_EQ(firstLineOfError("repeat(a)"),
            "-passes:1:1: error: repeat needs a positive count: "
            "repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("repeat<0>(a)"),
            "-passes:1:8: error: repeat needs a positive count: "
            "repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("a,repeat<two>(a)"),
            "-passes:1:10: error: repeat needs a positive count: "
            "repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("repeat<-1>(a)"),
            "-passes:1:8: error: repeat needs a positive count: "
            "repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("repeat<>(a)"),
            "-passes:1:8: error: repeat needs a positive count: "
            "repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("repeat<2>"),
            "-passes:1:1: error: repeat needs a pipeline: repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("function(a,repeat<2>)"),
            "-passes:1:12: error: repeat needs a pipeline: repeat<N>(...)");
  EXPECT_EQ(firstLineOfError("repeat<2>()"),
            "-passes:1:11: error: expected a pass name");
}

TEST_F(PipelineParserTest, EmptyElement) {
  EXPECT_EQ(firstLineOfError("a,,b"),
            "-passes:1:3: error: expected a pass name");
  EXPECT_EQ(firstLineOfError("a,"),
            "-passes:1:3: error: expected a pass name at the end");
  EXPECT_EQ(firstLineOfError("a, "),
            "-passes:1:4: error: expected a pass name at the end");
  EXPECT_EQ(firstLineOfError(",a"), "-passes:1:1: error: expected a pass name");
  EXPECT_EQ(firstLineOfError("function()"),
            "-passes:1:10: error: expected a pass name");
  EXPECT_EQ(firstLineOfError("function(a,)"),
            "-passes:1:12: error: expected a pass name");
  EXPECT_EQ(firstLineOfError("<x>"),
            "-passes:1:1: error: expected a pass name");
}

TEST_F(PipelineParserTest, NestedPipelineOnALeafPass) {
  EXPECT_EQ(firstLineOfError("a(b)"),
            "-passes:1:1: error: pass 'a' takes no nested pipeline");
  EXPECT_EQ(firstLineOfError("function(b, p<x>(a))"),
            "-passes:1:13: error: pass 'p' takes no nested pipeline");
  EXPECT_EQ(firstLineOfError("m(a)"),
            "-passes:1:1: error: pass 'm' takes no nested pipeline");
}

/// Text nested Levels deep: function(function(...(a)...)).
static std::string nestedFunctions(unsigned Levels) {
  std::string Text;
  for (unsigned K = 0; K != Levels; ++K)
    Text += "function(";
  Text += "a";
  Text.append(Levels, ')');
  return Text;
}

// Parsing, building, running and printing recurse once per level: nesting is
// capped (a sanitizer build overflowed its stack near 3000 levels).
TEST_F(PipelineParserTest, NestingIsCapped) {
  EXPECT_NE(normalise(nestedFunctions(1000)), "<error>");
  // The 1001st '(' is at column 9 * 1001.
  EXPECT_EQ(firstLineOfError(nestedFunctions(1001)),
            "-passes:1:9009: error: pipeline nested too deep: more than 1000 "
            "levels of '('");
  EXPECT_EQ(firstLineOfError(nestedFunctions(100000)),
            "-passes:1:9009: error: pipeline nested too deep: more than 1000 "
            "levels of '('");
}

TEST_F(PipelineParserTest, AnalysisIsNotAPass) {
  EXPECT_EQ(firstLineOfError("a,nothing"),
            "-passes:1:3: error: 'nothing' is an analysis, not a pass; "
            "print it with print<nothing>");
}

//===----------------------------------------------------------------------===//
// Pipeline-parsing hooks
//===----------------------------------------------------------------------===//

TEST_F(PipelineParserTest, HookBuildsPassesTheTableLacks) {
  std::vector<std::string> Asked;
  Registry.addPipelineParsingHook(
      [&Asked](llvm::StringRef Name, llvm::StringRef Params)
          -> absl::StatusOr<std::unique_ptr<Pass>> {
        Asked.push_back(Name.str() + "|" + Params.str());
        if (Name == "hooked")
          return std::make_unique<ParamPass>("hooked", Params.str());
        if (Name == "hooked-module")
          return std::make_unique<NamedModulePass>("hooked-module");
        if (Name == "hook-fail")
          return absl::InvalidArgumentError("hook-fail: bad '" + Params.str() +
                                            "'");
        return std::unique_ptr<Pass>();
      });
  EXPECT_EQ(normalise("a,hooked<1;2>,b"), "function(a,hooked<1;2>,b)");
  EXPECT_EQ(normalise("a,hooked-module,b"),
            "function(a),hooked-module,function(b)");
  // The table comes first: the hook never hears of a or b.
  for (const std::string &A : Asked)
    EXPECT_TRUE(llvm::StringRef(A).starts_with("hooked")) << A;

  // A hook error is reported at the parameters, or at the name without.
  EXPECT_EQ(firstLineOfError("a,hook-fail<xyz>"),
            "-passes:1:13: error: hook-fail: bad 'xyz'");
  EXPECT_EQ(firstLineOfError("a,hook-fail"),
            "-passes:1:3: error: hook-fail: bad ''");
  // A name no hook knows is still unknown.
  EXPECT_EQ(firstLineOfError("zzzzzz"),
            "-passes:1:1: error: unknown pass 'zzzzzz'");
  // A module pass from a hook is still refused inside function(...).
  EXPECT_EQ(firstLineOfError("function(hooked-module)"),
            "-passes:1:10: error: module pass 'hooked-module' cannot run "
            "inside function(...)");
}

TEST_F(PipelineParserTest, HooksAreTriedInOrder) {
  auto Returning = [](std::string Answer) {
    return [Answer](llvm::StringRef Name,
                    llvm::StringRef) -> absl::StatusOr<std::unique_ptr<Pass>> {
      if (Name != "h")
        return std::unique_ptr<Pass>();
      return std::make_unique<ParamPass>("h", Answer);
    };
  };
  Registry.addPipelineParsingHook(
      [](llvm::StringRef,
         llvm::StringRef) -> absl::StatusOr<std::unique_ptr<Pass>> {
        return std::unique_ptr<Pass>();
      });
  Registry.addPipelineParsingHook(Returning("second"));
  Registry.addPipelineParsingHook(Returning("third"));
  EXPECT_EQ(normalise("h"), "function(h<second>)");
}

} // namespace
