//===- InterpreterTest.cpp - Tests of runProgram --------------------------===//
//
// Each test parses a TAC program, runs it and checks what it printed and
// returned, or the error it stopped with.
//
//===----------------------------------------------------------------------===//

#include "mopt/Interp/Interpreter.h"
#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/TAC/Parser.h"
#include "gtest/gtest.h"

#include <cstdlib>

using namespace mopt;

#define EXPECT_CONTAINS(Haystack, Needle)                                      \
  EXPECT_PRED_FORMAT2(::testing::IsSubstring, Needle, Haystack)

namespace {

struct RunResult {
  absl::StatusOr<int64_t> Ret;
  std::string Output;
};

using test::parse;

RunResult run(Module &M, llvm::ArrayRef<int64_t> Args = {},
              const RunOptions &Opts = {}) {
  char *Buf = nullptr;
  size_t Size = 0;
  std::FILE *Out = open_memstream(&Buf, &Size);
  RunResult R{runProgram(M, Args, Out, Opts), ""};
  std::fclose(Out);
  R.Output.assign(Buf, Size);
  std::free(Buf);
  return R;
}

RunResult runTAC(llvm::StringRef Text, llvm::ArrayRef<int64_t> Args = {},
                 const RunOptions &Opts = {}) {
  std::unique_ptr<Module> M = parse(Text);
  return run(*M, Args, Opts);
}

/// The error message of R, which must have failed.
std::string errorOf(const RunResult &R) {
  EXPECT_FALSE(R.Ret.ok());
  return R.Ret.ok() ? "" : std::string(R.Ret.status().message());
}

TEST(InterpreterTest, WrappingArithmetic) {
  RunResult R = runTAC(R"(
func main():
  %max = const 9223372036854775807
  %min = const -9223372036854775808
  %a = + %max, 1
  %b = * %max, 2
  %c = neg %min
  %d = - %min, 1
  %e = * %min, -1
  print %a, %b, %c, %d, %e
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "-9223372036854775808 -2 -9223372036854775808 "
                      "9223372036854775807 -9223372036854775808\n");
}

TEST(InterpreterTest, DivisionAndRemainder) {
  RunResult R = runTAC(R"(
func main():
  %min = const -9223372036854775808
  %a = / %min, -1
  %b = % %min, -1
  %c = div -7, 2
  %d = rem -7, 2
  %e = % 7, -2
  %f = / 7, -2
  print %a, %b, %c, %d, %e, %f
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "-9223372036854775808 0 -3 -1 1 -3\n");
}

TEST(InterpreterTest, DivisionByZeroIsAnErrorAtTheInstruction) {
  RunResult R = runTAC(R"(func main():
  x = const 0
  %q = / 5, x
  print %q
)");
  std::string Msg = errorOf(R);
  EXPECT_CONTAINS(Msg, "test.tac:3:");
  EXPECT_CONTAINS(Msg, "error: division by zero");
  EXPECT_CONTAINS(Msg, "%q = / 5, x");
  EXPECT_EQ(R.Output, "");

  RunResult Rem = runTAC("func main():\n  print 1\n  %r = rem 5, 0\n");
  EXPECT_CONTAINS(errorOf(Rem), "test.tac:3:");
  EXPECT_EQ(Rem.Output, "1\n");
}

TEST(InterpreterTest, Shifts) {
  RunResult R = runTAC(R"(
func main():
  %a = << 1, 64
  %b = << 1, 65
  %c = << 1, -1
  %d = >> -8, 1
  %e = >> -1, 63
  %f = >> 8, 65
  %g = shr -9223372036854775808, 63
  %h = shl 3, 62
  print %a, %b, %c, %d, %e, %f, %g, %h
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output,
            "1 2 -9223372036854775808 -4 -1 4 -1 -4611686018427387904\n");
}

TEST(InterpreterTest, ComparisonsBitwiseAndNot) {
  RunResult R = runTAC(R"(
func main():
  %lt = < -1, 0
  %le = <= 3, 3
  %gt = > -1, 0
  %ge = >= 2, 3
  %eq = == 4, 4
  %ne = != 4, 4
  print %lt, %le, %gt, %ge, %eq, %ne
  %n0 = not 0
  %n1 = not 7
  %n2 = not -1
  %and = & 12, 10
  %or = | 12, 10
  %xor = ^ 12, 10
  print %n0, %n1, %n2, %and, %or, %xor
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "1 1 0 0 1 0\n1 0 0 8 14 6\n");
}

TEST(InterpreterTest, PhisAreOneParallelCopy) {
  RunResult R = runTAC(R"(
func main():
entry:
  %i0 = const 0
  jmp loop
loop:
  %a = phi [1, entry], [%b, loop]
  %b = phi [2, entry], [%a, loop]
  %i = phi [%i0, entry], [%i1, loop]
  print %a, %b
  %i1 = + %i, 1
  %c = < %i1, 3
  br %c, loop, exit
exit:
  ret %b
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "1 2\n2 1\n1 2\n");
  EXPECT_EQ(*R.Ret, 2);
}

TEST(InterpreterTest, PhiWithoutEntryForPredecessorIsAnError) {
  RunResult R = runTAC(R"(func main():
entry:
  jmp join
join:
  %x = phi [1, other]
  ret %x
other:
  jmp join
)");
  std::string Msg = errorOf(R);
  EXPECT_CONTAINS(Msg, "test.tac:5:");
  EXPECT_CONTAINS(Msg, "no entry for block 'entry'");
}

TEST(InterpreterTest, PhiInEntryBlockIsAnError) {
  RunResult R = runTAC(R"(func main():
top:
  %x = phi [1, top]
  br %x, top, top
)");
  EXPECT_CONTAINS(errorOf(R), "test.tac:3:");
}

TEST(InterpreterTest, PhiBelowOtherCodeReadsTheEntryBlock) {
  RunResult R = runTAC(R"(
func main():
a:
  jmp b
b:
  print 1
  %x = phi [7, a], [8, b]
  print %x
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "1\n7\n");
}

TEST(InterpreterTest, FallThroughBetweenLabelledBlocks) {
  RunResult R = runTAC(R"(
func main():
  x = const 1
first:
  x = + x, 10
second:
  x = + x, 100
  print x
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "111\n");
  EXPECT_EQ(*R.Ret, 0) << "falling off the end is `ret 0`";
}

TEST(InterpreterTest, CodeAfterTerminatorIsNotRun) {
  RunResult R = runTAC(R"(
func main():
  jmp there
  print 1
there:
  print 2
  ret 5
  print 3
next:
  print 4
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "2\n");
  EXPECT_EQ(*R.Ret, 5);
}

TEST(InterpreterTest, RetWithoutValueReturnsZero) {
  RunResult R = runTAC("func main():\n  ret\n");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(*R.Ret, 0);
}

TEST(InterpreterTest, VariablesReadZeroBeforeAssignment) {
  RunResult R = runTAC(R"(
func main():
  print y
  y = + y, 1
  ret y
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "0\n");
  EXPECT_EQ(*R.Ret, 1);
}

TEST(InterpreterTest, ParametersHoldArguments) {
  RunResult R = runTAC(R"(
func sub(a, b):
  x = param 1
  %d = - a, x
  a = const 0
  %y = param 0
  print %d, a, b, %y
  ret %d
func main(n, m):
  %r = call sub, n, m
  ret %r
)",
                       {10, 3});
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "7 0 3 10\n");
  EXPECT_EQ(*R.Ret, 7);
}

TEST(InterpreterTest, RecursiveFactorial) {
  const char *Text = R"(
func fact(n):
  %c = <= n, 1
  br %c, base, step
base:
  ret 1
step:
  %m = - n, 1
  %r = call fact, %m
  %p = * n, %r
  ret %p
func main(n):
  %f = call fact, n
  print %f
  call fact, 3
  ret %f
)";
  RunResult R = runTAC(Text, {10});
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "3628800\n");
  EXPECT_EQ(*R.Ret, 3628800);
  EXPECT_EQ(*runTAC(Text, {20}).Ret, 2432902008176640000);
}

const char *Recurse = R"(func down(n):
  br n, more, done
more:
  %m = - n, 1
  call down, %m
done:
  ret n
func main(n):
  %r = call down, n
  ret %r
)";

TEST(InterpreterTest, CallDepthLimit) {
  RunOptions Opts;
  Opts.MaxCallDepth = 50;
  // main, then down(48) .. down(0): 50 frames.
  RunResult Fits = runTAC(Recurse, {48}, Opts);
  ASSERT_TRUE(Fits.Ret.ok()) << Fits.Ret.status().message();
  EXPECT_EQ(*Fits.Ret, 48);

  RunResult TooDeep = runTAC(Recurse, {49}, Opts);
  std::string Msg = errorOf(TooDeep);
  EXPECT_CONTAINS(Msg, "test.tac:5:3:");
  EXPECT_CONTAINS(Msg, "call depth limit exceeded");
}

TEST(InterpreterTest, DeepRecursionNeedsNoNativeStack) {
  RunOptions Opts;
  Opts.MaxCallDepth = 500'000;
  RunResult R = runTAC(Recurse, {300'000}, Opts);
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(*R.Ret, 300'000);
}

TEST(InterpreterTest, StepLimit) {
  const char *Three = "func main():\n  x = const 1\n  print x\n  ret x\n";
  RunOptions Opts;
  Opts.MaxSteps = 3;
  EXPECT_TRUE(runTAC(Three, {}, Opts).Ret.ok());
  Opts.MaxSteps = 2;
  RunResult R = runTAC(Three, {}, Opts);
  EXPECT_CONTAINS(errorOf(R), "test.tac:4:");
  EXPECT_CONTAINS(errorOf(R), "step limit exceeded");

  Opts.MaxSteps = 1000;
  RunResult Loop = runTAC("func main():\nl:\n  jmp l\n", {}, Opts);
  EXPECT_CONTAINS(errorOf(Loop), "step limit exceeded");
}

// Steps are counted a segment at a time; the step-limit error must still
// name the instruction that passes the limit, inside a segment, at a phi
// and across calls, and a run that stays within it counts every step.
TEST(InterpreterTest, StepLimitNamesTheInstructionThatPassesIt) {
  const char *Text = R"(func main():
entry:
  %i0 = const 0
  jmp loop
loop:
  %a = phi [1, entry], [%s, loop]
  %i = phi [%i0, entry], [%i1, loop]
  %s = call inc, %a
  %i1 = + %i, 1
  %c = < %i1, 2
  br %c, loop, exit
exit:
  ret %s
func inc(n):
  %r = + n, 1
  ret %r
)";
  const unsigned TraceLines[] = {3, 4, 6, 7,  8,  15, 16, 9,  10, 11,
                                 6, 7, 8, 15, 16, 9,  10, 11, 13};
  const uint64_t Total = std::size(TraceLines);
  std::unique_ptr<Module> M = parse(Text);
  RunOptions Opts;
  for (uint64_t Limit = 0; Limit != Total; ++Limit) {
    Opts.MaxSteps = Limit;
    std::string Line = "test.tac:" + std::to_string(TraceLines[Limit]) + ":";
    RunResult R = run(*M, {}, Opts);
    EXPECT_CONTAINS(errorOf(R), Line) << "limit " << Limit;
  }
  Opts.MaxSteps = Total;
  RunStats Stats;
  absl::StatusOr<int64_t> R = runProgram(*M, {}, nullptr, Opts, &Stats);
  ASSERT_TRUE(R.ok()) << R.status().message();
  EXPECT_EQ(*R, 3);
  EXPECT_EQ(Stats.DynamicInstructions, Total);
}

TEST(InterpreterTest, StackSlotsLiveAtOnceAreCapped) {
  RunResult R = runTAC(R"(func main():
entry:
  jmp loop
loop:
  %p: ptr<int> = alloca
  jmp loop
)");
  EXPECT_CONTAINS(errorOf(R), "test.tac:5:");
  EXPECT_CONTAINS(errorOf(R), "too many stack slots live at once");
}

TEST(InterpreterTest, MissingMain) {
  RunResult R = runTAC("func f():\n  ret 1\n");
  EXPECT_CONTAINS(errorOf(R), "no function 'main'");
}

TEST(InterpreterTest, WrongNumberOfMainArguments) {
  RunResult R = runTAC("func main(a):\n  ret a\n");
  EXPECT_CONTAINS(errorOf(R), "expected 1, got 0");
  R = runTAC("func main(a):\n  ret a\n", {1, 2});
  EXPECT_CONTAINS(errorOf(R), "expected 1, got 2");
  R = runTAC("func main(a):\n  ret a\n", {42});
  EXPECT_EQ(*R.Ret, 42);
}

TEST(InterpreterTest, PrintFollowsTypes) {
  RunResult R = runTAC(R"(
func main():
  x = const 5
  b: bool = const true
  f: float = const 0.1
  c: char = const 'z'
  n: bool = not b
  print b, n, x, f, c
  print
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(R.Output, "true false 5 0.10000000000000001 z\n\n");
}

TEST(InterpreterTest, EmptyFunctionReturnsZero) {
  RunResult R = runTAC(R"(
func nothing():
func main():
  %r = call nothing
  %s = + %r, 7
  ret %s
)");
  ASSERT_TRUE(R.Ret.ok()) << R.Ret.status().message();
  EXPECT_EQ(*R.Ret, 7);
}

TEST(InterpreterTest, BadCallsAreErrors) {
  std::unique_ptr<Module> M = parse(R"(func f(a):
  ret a
func main():
  %r = call f, 1
  ret %r
)");
  Function *Main = M->lookupFunction("main");
  auto *Call = llvm::cast<CallInst>(&Main->getEntryBlock().front());
  Function *F = M->lookupFunction("f");

  auto *TwoArgs =
      new CallInst(F, {F->getConstant(1), F->getConstant(2)}, Call->getLoc());
  TwoArgs->insertBefore(Call);
  EXPECT_CONTAINS(errorOf(run(*M)), "expected 1, got 2");
  TwoArgs->eraseFromParent();

  Call->setCallee(nullptr);
  std::string Msg = errorOf(run(*M));
  EXPECT_CONTAINS(Msg, "test.tac:4:");
  EXPECT_CONTAINS(Msg, "call to unknown function");
}

TEST(InterpreterTest, BlockUsedAsValueIsAnError) {
  std::unique_ptr<Module> M = parse(R"(func main():
entry:
  x = const 1
  ret x
)");
  BasicBlock &Entry = M->lookupFunction("main")->getEntryBlock();
  Entry.front().setOperand(0, &Entry);
  EXPECT_CONTAINS(errorOf(run(*M)), "used as a value");
}

TEST(InterpreterTest, NullOutputDiscardsPrints) {
  std::unique_ptr<Module> M = parse("func main():\n  print 1\n  ret 2\n");
  absl::StatusOr<int64_t> R = runProgram(*M, {}, nullptr);
  ASSERT_TRUE(R.ok()) << R.status().message();
  EXPECT_EQ(*R, 2);
}

} // namespace
