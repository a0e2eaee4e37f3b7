//===- MiniParserTest.cpp - Tests for the Mini front end ------------------===//
//
// Parses Mini programs from raw strings and checks the edge cases of the
// lexer (longest-match operators, keywords as prefixes of names, comments,
// line endings, columns), of the parser (literals at the limits of int64,
// the nesting limit, long operator chains), the numbering and source
// positions the builder gives, and that whatever parses is valid flat IR
// that `lower` leaves unchanged, while damaged input ends in a positioned
// error, never a crash.
//
//===----------------------------------------------------------------------===//

#include "mopt/Mini/MiniParser.h"
#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Transforms/Lower.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <iterator>
#include <random>

using namespace mopt;

namespace {

std::unique_ptr<Module> parseOK(llvm::StringRef Text) {
  absl::StatusOr<std::unique_ptr<Module>> M = parseMini(Text, "t.mini");
  EXPECT_TRUE(M.ok()) << M.status().message();
  return M.ok() ? std::move(*M) : nullptr;
}

std::string parseError(llvm::StringRef Text) {
  absl::StatusOr<std::unique_ptr<Module>> M = parseMini(Text, "t.mini");
  EXPECT_FALSE(M.ok());
  return M.ok() ? "" : std::string(M.status().message());
}

/// The first line of the error for Text: `FILE:LINE:COL: error: MESSAGE`.
std::string errorLine(llvm::StringRef Text) {
  std::string Msg = parseError(Text);
  return Msg.substr(0, Msg.find('\n'));
}

using test::print;

/// The opcodes of F in layout order.
std::vector<Opcode> opcodes(Function &F) {
  std::vector<Opcode> Out;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      Out.push_back(I.getOpcode());
  return Out;
}

/// The first instruction of F with opcode Op.
Instruction *find(Function &F, Opcode Op) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.getOpcode() == Op)
        return &I;
  return nullptr;
}

std::pair<uint32_t, uint32_t> lineCol(const Instruction *I) {
  return {I->getLoc().Line, I->getLoc().Column};
}

/// What every module read from Mini must be: valid flat IR, already in the
/// shape of CFG form, so that `lower` changes nothing.
void expectLowerLeavesAsIs(Module &M) {
  ASSERT_TRUE(verifyModule(M).ok()) << verifyModule(M).message();
  std::string Before = print(M);
  for (Function &F : M) {
    EXPECT_EQ(F.getForm(), IRForm::Flat);
    LowerPass Lower;
    FunctionAnalysisManager AM;
    absl::StatusOr<PreservedAnalyses> PA = Lower.run(F, AM);
    ASSERT_TRUE(PA.ok()) << PA.status().message();
    EXPECT_TRUE(PA->areAllPreserved()) << F.getName().str();
  }
  EXPECT_EQ(print(M), Before);
  EXPECT_TRUE(verifyModule(M, IRForm::CFG).ok());
}

std::string repeat(llvm::StringRef S, unsigned N) {
  std::string Out;
  for (unsigned K = 0; K < N; ++K)
    Out += S.str();
  return Out;
}

//===----------------------------------------------------------------------===//
// Lexer
//===----------------------------------------------------------------------===//

TEST(MiniLexer, EmptyAndCommentOnlyFiles) {
  for (llvm::StringRef Text : {"", "\n\n", "// only a comment",
                               "// one\n  // two, no newline at the end"}) {
    std::unique_ptr<Module> M = parseOK(Text);
    ASSERT_TRUE(M);
    EXPECT_EQ(M->size(), 0u) << Text.str();
  }
}

TEST(MiniLexer, KeywordPrefixesAreNames) {
  std::unique_ptr<Module> M =
      parseOK("fn fnord(letter, iff, while_, return1, _x9, elsewhere) {\n"
              "  return letter + iff + while_ + return1 + _x9 + elsewhere;\n"
              "}\n");
  ASSERT_TRUE(M);
  Function *F = M->lookupFunction("fnord");
  ASSERT_TRUE(F);
  ASSERT_EQ(F->getNumParams(), 6u);
  EXPECT_EQ(F->getArg(0)->getName(), "letter");
  EXPECT_EQ(F->getArg(5)->getName(), "elsewhere");
}

TEST(MiniLexer, OperatorsTakeTheLongestMatch) {
  std::unique_ptr<Module> M =
      parseOK("fn f(a, b) {\n"
              "  print(a<=b, a>=b, a==b, a!=b, a<b, a>b, !a, a-b, a+-b);\n"
              "}\n");
  ASSERT_TRUE(M);
  EXPECT_EQ(
      opcodes(*M->lookupFunction("f")),
      (std::vector<Opcode>{Opcode::Param, Opcode::Param, Opcode::Le, Opcode::Ge,
                           Opcode::Eq, Opcode::Ne, Opcode::Lt, Opcode::Gt,
                           Opcode::Not, Opcode::Sub, Opcode::Neg, Opcode::Add,
                           Opcode::Print, Opcode::Ret}));
  // Split apart, `< =` and `! =` are two tokens each.
  EXPECT_EQ(errorLine("fn f(a, b) { return a < = b; }"),
            "t.mini:1:25: error: expected an expression, found '='");
  EXPECT_EQ(errorLine("fn f(a, b) { return a ! = b; }"),
            "t.mini:1:22: error: expected ';' after the statement");
}

TEST(MiniLexer, CommentsAndDivision) {
  std::unique_ptr<Module> M =
      parseOK("fn main() {\n"
              "  return 8 // a comment, not a division\n"
              "    / 2; // half\n"
              "}\n");
  ASSERT_TRUE(M);
  Instruction *Div = find(*M->lookupFunction("main"), Opcode::Div);
  ASSERT_TRUE(Div);
  EXPECT_EQ(lineCol(Div), std::make_pair(3u, 5u));
}

TEST(MiniLexer, LinesAndColumns) {
  // CR LF line ends; a tab is one column, as in every diagnostic of mopt.
  EXPECT_EQ(errorLine("fn main() {\r\n\tlet x = 1 +;\r\n}\r\n"),
            "t.mini:2:13: error: expected an expression, found ';'");
  EXPECT_EQ(errorLine("fn main() {\n  let x = 1;\n  let y = x @ 2;\n}\n"),
            "t.mini:3:13: error: unexpected character '@'");
  EXPECT_EQ(errorLine("fn main() { \xc3\xa9 }"),
            "t.mini:1:13: error: unexpected character '\\xc3'");
  // The end of the file is a position too.
  EXPECT_EQ(errorLine("fn main() {\n  return 1 +"),
            "t.mini:2:13: error: expected an expression, found the end of "
            "the file");
}

//===----------------------------------------------------------------------===//
// Parser
//===----------------------------------------------------------------------===//

TEST(MiniParser, IntegerLiterals) {
  std::unique_ptr<Module> M =
      parseOK("fn main() {\n"
              "  print(007, 9223372036854775807, -9223372036854775808,\n"
              "        - 9223372036854775808, 0);\n"
              "}\n");
  ASSERT_TRUE(M);
  std::vector<int64_t> Values;
  for (Instruction &I : M->lookupFunction("main")->getEntryBlock())
    if (I.getOpcode() == Opcode::Const)
      Values.push_back(llvm::cast<Constant>(I.getOperand(0))->getValue());
  EXPECT_EQ(Values,
            (std::vector<int64_t>{7, INT64_MAX, INT64_MIN, INT64_MIN, 0}));
  // In parentheses, 2^63 is no longer negated first.
  EXPECT_EQ(errorLine("fn main() { return -(9223372036854775808); }"),
            "t.mini:1:22: error: integer literal 9223372036854775808 does not "
            "fit in a signed 64-bit integer");
  EXPECT_EQ(errorLine("fn main() { return 99999999999999999999999; }"),
            "t.mini:1:20: error: integer literal 99999999999999999999999 does "
            "not fit in a signed 64-bit integer");
  EXPECT_EQ(errorLine("fn main() { return 0x10; }"),
            "t.mini:1:20: error: invalid integer literal '0x10'");
  EXPECT_EQ(errorLine("fn main() { return -1_000; }"),
            "t.mini:1:21: error: invalid integer literal '1_000'");
}

TEST(MiniParser, NumbersCountPerFunction) {
  std::unique_ptr<Module> M = parseOK("fn f(x) {\n"
                                      "  if x { x = 1; }\n"
                                      "  return x + 2;\n"
                                      "}\n"
                                      "fn g() {\n"
                                      "  while 0 { }\n"
                                      "  return 3;\n"
                                      "}\n");
  ASSERT_TRUE(M);
  EXPECT_EQ(print(*M), "func f(x):\n"
                       "entry1:\n"
                       "  x = param 0\n"
                       "  br x, then2, join3\n"
                       "then2:\n"
                       "  %1 = const 1\n"
                       "  x = copy %1\n"
                       "  jmp join3\n"
                       "join3:\n"
                       "  %2 = const 2\n"
                       "  %3 = + x, %2\n"
                       "  ret %3\n"
                       "\n"
                       "func g():\n"
                       "entry1:\n"
                       "  jmp head2\n"
                       "head2:\n"
                       "  %1 = const 0\n"
                       "  br %1, body3, exit4\n"
                       "body3:\n"
                       "  jmp head2\n"
                       "exit4:\n"
                       "  %2 = const 3\n"
                       "  ret %2\n");
}

TEST(MiniParser, SourcePositions) {
  std::unique_ptr<Module> M = parseOK("fn f(a,\n"                // 1
                                      "      b) {\n"             // 2
                                      "  let s = a * 3;\n"       // 3
                                      "  if s < b {\n"           // 4
                                      "    print(-s);\n"         // 5
                                      "  }\n"                    // 6
                                      "  while 0 { f(1, 2); }\n" // 7
                                      "}\n");                    // 8
  ASSERT_TRUE(M);
  Function &F = *M->lookupFunction("f");
  EXPECT_EQ(F.getLoc().Line, 1u);
  EXPECT_EQ(F.getLoc().Column, 4u);
  std::vector<std::pair<uint32_t, uint32_t>> Locs;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      Locs.push_back(lineCol(&I));
  EXPECT_EQ(Locs, (std::vector<std::pair<uint32_t, uint32_t>>{
                      {1, 6},  // a = param 0: the parameter
                      {2, 7},  // b = param 1
                      {3, 15}, // %1 = const 3: the literal
                      {3, 13}, // %2 = * a, %1: the operator
                      {3, 7},  // s = copy %2: the variable
                      {4, 8},  // %3 = < s, b
                      {4, 3},  // br: the `if`
                      {5, 11}, // %4 = neg s
                      {5, 5},  // print
                      {6, 3},  // jmp join: the closing brace of the arm
                      {7, 3},  // jmp head: the `while`
                      {7, 9},  // %5 = const 0
                      {7, 3},  // br: the `while`
                      {7, 15}, // %6 = const 1
                      {7, 18}, // %7 = const 2
                      {7, 13}, // %8 = call f: the callee's name
                      {7, 22}, // jmp head: the closing brace of the body
                      {8, 1},  // ret 0: the closing brace of the function
                  }));
}

TEST(MiniParser, OnlyTheFirstErrorIsReported) {
  std::string Msg = parseError("fn main() {\n  let = 1;\n  )\n}\n");
  EXPECT_EQ(Msg, "t.mini:2:7: error: expected a variable name after 'let', "
                 "found '='\n  let = 1;\n      ^");
}

TEST(MiniParser, NestingHasALimit) {
  // 1000 levels in all: the body's braces are one, so 999 parentheses fit.
  std::unique_ptr<Module> M = parseOK("fn main() { return " + repeat("(", 999) +
                                      "1" + repeat(")", 999) + "; }");
  ASSERT_TRUE(M);
  const std::string TooDeep = "nesting is too deep: more than 1000 levels";
  const unsigned N = 100000;
  for (const std::string &Text :
       {"fn main() { return " + repeat("(", 1000) + "1" + repeat(")", 1000) +
            "; }",
        "fn main() { return " + repeat("(", N) + "1" + repeat(")", N) + "; }",
        "fn main() { return " + repeat("!", N) + "1; }",
        "fn main() { return " + repeat("- ", N) + "main(); }",
        "fn f(x) { return " + repeat("f(", N) + "1" + repeat(")", N) + "; }",
        "fn main() { print(" + repeat("main(", N) + "; }",
        "fn main() " + repeat("{ if 1 ", N),
        "fn main() { if 1 { } " + repeat("else if 1 { } ", N) + "}",
        "fn main() { return " + repeat("(", N)}) {
    std::string Msg = parseError(Text);
    EXPECT_NE(Msg.find(TooDeep), std::string::npos) << Msg.substr(0, 200);
  }
}

TEST(MiniParser, LongChainsAreWideNotDeep) {
  // Operators of one level form one list, so a long sum is no deeper than a
  // short one, and a long block is as cheap as a short one.
  const unsigned N = 100000;
  std::unique_ptr<Module> M =
      parseOK("fn main() {\n  let x = 1" + repeat(" + 1", N - 1) + ";\n" +
              repeat("  x = x - 1;\n", N) + "  return x;\n}\n");
  ASSERT_TRUE(M);
  std::vector<Opcode> Ops = opcodes(*M->lookupFunction("main"));
  EXPECT_EQ(std::count(Ops.begin(), Ops.end(), Opcode::Add), N - 1);
  EXPECT_EQ(std::count(Ops.begin(), Ops.end(), Opcode::Sub), N);
  // A chain of else-ifs of moderate length is fine.
  M = parseOK("fn main() { if 1 { } " + repeat("else if 1 { } ", 300) + "}");
  ASSERT_TRUE(M);
  expectLowerLeavesAsIs(*M);
}

//===----------------------------------------------------------------------===//
// What the builder makes
//===----------------------------------------------------------------------===//

const char *const Programs[] = {
    "fn main() { }",
    "fn f(x) { return x; print(1); }",
    "fn f(x) { if x { return 1; } else { return 2; } print(3); }",
    "fn f(x) { if x { return 1; } }",
    "fn f(x) { while x { return 1; } }",
    "fn f(x) { while x { if x { return 2; } else { x = 0; } } return x; }",
    "fn f(x) { if x { } else if x < 1 { return 0; } else { } }",
    "fn f(x) { if x { while x { x = x - 1; } } else { return f(x + 1); } }",
};

TEST(MiniBuilder, LowerLeavesEveryShapeAsIs) {
  for (const char *Text : Programs) {
    SCOPED_TRACE(Text);
    std::unique_ptr<Module> M = parseOK(Text);
    ASSERT_TRUE(M);
    expectLowerLeavesAsIs(*M);
  }
}

TEST(MiniBuilder, BlocksNoneReachesAreNotLaidOut) {
  std::unique_ptr<Module> M = parseOK(Programs[2]);
  ASSERT_TRUE(M);
  // then2 and else3 both return: join4 is dropped with the print after it.
  std::vector<std::string> Names;
  for (BasicBlock &BB : *M->lookupFunction("f"))
    Names.push_back(BB.getName().str());
  EXPECT_EQ(Names, (std::vector<std::string>{"entry1", "then2", "else3"}));
  EXPECT_EQ(find(*M->lookupFunction("f"), Opcode::Print), nullptr);
}

//===----------------------------------------------------------------------===//
// Robustness
//===----------------------------------------------------------------------===//

const char *const Sum = R"(// The seed loop.
fn sum_to(n) {
  let s = 0;
  let i = 0;
  while i < n {
    s = s + i;
    i = i + 1;
  }
  return s;
}

fn main() {
  if sum_to(10) != 45 { print(-1); } else { print(!0, (1 + 2) * 3 % 4); }
  return sum_to(10);
}
)";

/// Either a module that verifies and that lower leaves as it is, or a
/// positioned error; returns whether Text parsed.
bool expectModuleOrPositionedError(llvm::StringRef Text) {
  absl::StatusOr<std::unique_ptr<Module>> M = parseMini(Text, "t.mini");
  if (M.ok())
    expectLowerLeavesAsIs(**M);
  else
    EXPECT_EQ(M.status().message().rfind("t.mini:", 0), 0u)
        << M.status().message();
  return M.ok();
}

TEST(MiniParser, DamagedInputNeverCrashes) {
  std::string Text = Sum;
  for (size_t N = 0; N <= Text.size(); ++N)
    expectModuleOrPositionedError(llvm::StringRef(Text).take_front(N));
  std::mt19937 Rng(42);
  for (unsigned Round = 0; Round < 2000; ++Round) {
    std::string Damaged = Text;
    for (unsigned K = 0; K < 3; ++K)
      Damaged[Rng() % Damaged.size()] = static_cast<char>(Rng() % 256);
    expectModuleOrPositionedError(Damaged);
  }
}

/// Writes random Mini programs that are valid by construction: every name
/// read is in scope, every `let` takes a fresh name, calls match arities.
class ProgramGenerator {
public:
  explicit ProgramGenerator(unsigned Seed) : Rng(Seed) {}

  std::string program() {
    Fresh = 0;
    Vars.assign({"a", "b"});
    std::string Body = block(0);
    return "fn g(x) { return x + 1; }\nfn f(a, b) " + Body + "\n";
  }

private:
  unsigned pick(unsigned N) { return Rng() % N; }

  std::string block(unsigned Depth) {
    size_t Visible = Vars.size();
    std::string Out = "{\n";
    for (unsigned K = 0, E = Depth ? pick(4) : 3 + pick(6); K < E; ++K)
      Out += stmt(Depth + 1);
    Vars.resize(Visible);
    return Out + "}";
  }

  std::string stmt(unsigned Depth) {
    switch (pick(Depth > 3 ? 4 : 8)) {
    case 0: {
      std::string Init = expr(0);
      Vars.push_back("v" + std::to_string(Fresh++));
      return "let " + Vars.back() + " = " + Init + ";\n";
    }
    case 1:
      return Vars[pick(Vars.size())] + " = " + expr(0) + ";\n";
    case 2:
      return "print(" + expr(0) + ", " + expr(0) + ");\n";
    case 3:
      return pick(4) ? "g(" + expr(0) + ");\n" : "return " + expr(0) + ";\n";
    case 4:
      return "if " + expr(0) + " " + block(Depth) + "\n";
    case 5:
      return "if " + expr(0) + " " + block(Depth) + " else " + block(Depth) +
             "\n";
    case 6:
      return "if " + expr(0) + " " + block(Depth) + " else if " + expr(0) +
             " " + block(Depth) + "\n";
    default:
      return "while " + expr(0) + " " + block(Depth) + "\n";
    }
  }

  std::string expr(unsigned Depth) {
    static const char *const Ops[] = {"+",  "-", "*",  "/",  "%", "<",
                                      "<=", ">", ">=", "==", "!="};
    switch (pick(Depth > 3 ? 2 : 6)) {
    case 0:
      return std::to_string(static_cast<int>(pick(20)) - 5);
    case 1:
      return Vars[pick(Vars.size())];
    case 2:
      return (pick(2) ? "-" : "!") + expr(Depth + 1);
    case 3:
      return "(" + expr(Depth + 1) + ")";
    case 4:
      return "g(" + expr(Depth + 1) + ")";
    default:
      return expr(Depth + 1) + " " + Ops[pick(std::size(Ops))] + " " +
             expr(Depth + 1);
    }
  }

  std::mt19937 Rng;
  std::vector<std::string> Vars;
  unsigned Fresh = 0;
};

/// Random valid programs parse, verify and are left as they are by lower;
/// with one character deleted or duplicated they parse or give a positioned
/// error.
TEST(MiniParser, RandomProgramsAndTheirCorruptions) {
  ProgramGenerator Gen(7);
  std::mt19937 Rng(11);
  for (unsigned Round = 0; Round < 500; ++Round) {
    std::string Text = Gen.program();
    SCOPED_TRACE(Text);
    ASSERT_TRUE(expectModuleOrPositionedError(Text));
    for (unsigned K = 0; K < 4; ++K) {
      std::string Damaged = Text;
      size_t At = Rng() % Damaged.size();
      if (K % 2)
        Damaged.erase(At, 1);
      else
        Damaged.insert(At, 1, Damaged[At]);
      expectModuleOrPositionedError(Damaged);
    }
  }
}

} // namespace
