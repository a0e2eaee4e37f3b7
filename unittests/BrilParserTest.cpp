//===- BrilParserTest.cpp - Tests for the Bril text reader ----------------===//
//
// Parses Bril programs from raw strings and checks the flat IR they become:
// functions, parameters, blocks and their order and names, opcodes,
// destination variables, print formats, callees and source locations; and
// that every kind of bad input ends in a positioned error, never a crash.
//
//===----------------------------------------------------------------------===//

#include "mopt/Bril/BrilParser.h"
#include "mopt/IR/Instructions.h"
#include "gtest/gtest.h"

#include <random>

using namespace mopt;

namespace {

std::unique_ptr<Module> parseOK(llvm::StringRef Text) {
  absl::StatusOr<std::unique_ptr<Module>> M = parseBril(Text, "t.bril");
  EXPECT_TRUE(M.ok()) << M.status().message();
  return M.ok() ? std::move(*M) : nullptr;
}

std::string parseError(llvm::StringRef Text) {
  absl::StatusOr<std::unique_ptr<Module>> M = parseBril(Text, "t.bril");
  EXPECT_FALSE(M.ok());
  return M.ok() ? "" : std::string(M.status().message());
}

std::vector<std::string> blockNames(Function &F) {
  std::vector<std::string> Names;
  for (BasicBlock &BB : F)
    Names.push_back(BB.getName().str());
  return Names;
}

std::vector<Instruction *> insts(BasicBlock &BB) {
  std::vector<Instruction *> Out;
  for (Instruction &I : BB)
    Out.push_back(&I);
  return Out;
}

std::vector<Opcode> opcodes(BasicBlock &BB) {
  std::vector<Opcode> Out;
  for (Instruction &I : BB)
    Out.push_back(I.getOpcode());
  return Out;
}

BasicBlock &block(Function &F, unsigned K) {
  auto It = F.begin();
  std::advance(It, K);
  return *It;
}

llvm::StringRef destName(const Instruction *I) {
  return I->getDestVariable() ? I->getDestVariable()->getName() : "";
}

const char *Fact = R"(# Recursive factorial
# ARGS: 20
@main(a: int) {
  x: int = call @fact a;
  print x;
}

@fact(a: int): int {
  v1: int = id a;
  v2: int = const 0;
  v3: bool = eq v1 v2;
  br v3 .then.0 .else.0;
.then.0:
  v4: int = const 1;
  ret v4;
.else.0:
  v8: int = sub v1 v4;
  v9: int = call @fact v8;
  v10: int = mul a v9;
  ret v10;
}
)";

TEST(BrilParser, FunctionsParametersAndBlocks) {
  std::unique_ptr<Module> M = parseOK(Fact);
  ASSERT_TRUE(M);
  ASSERT_EQ(M->size(), 2u);
  Function *Main = M->lookupFunction("main");
  Function *FactF = M->lookupFunction("fact");
  ASSERT_TRUE(Main && FactF);
  EXPECT_EQ(&*M->begin(), Main);
  ASSERT_EQ(Main->getNumParams(), 1u);
  EXPECT_EQ(Main->getArg(0)->getName(), "a");
  EXPECT_EQ(Main->lookupVariable("a")->getParamArgument(), Main->getArg(0));
  EXPECT_EQ(blockNames(*Main), std::vector<std::string>{"entry"});
  EXPECT_EQ(blockNames(*FactF),
            (std::vector<std::string>{"entry", "then.0", "else.0"}));
}

TEST(BrilParser, InstructionsAndDestinations) {
  std::unique_ptr<Module> M = parseOK(Fact);
  ASSERT_TRUE(M);
  Function *F = M->lookupFunction("fact");
  EXPECT_EQ(opcodes(F->getEntryBlock()),
            (std::vector<Opcode>{Opcode::Copy, Opcode::Const, Opcode::Eq,
                                 Opcode::Br}));
  std::vector<Instruction *> Entry = insts(F->getEntryBlock());
  EXPECT_EQ(destName(Entry[0]), "v1");
  EXPECT_EQ(Entry[0]->getOperand(0), F->lookupVariable("a"));
  EXPECT_FALSE(Entry[0]->hasSSAResult());
  auto *Zero = llvm::dyn_cast<Constant>(Entry[1]->getOperand(0));
  ASSERT_TRUE(Zero);
  EXPECT_EQ(Zero->getValue(), 0);
  auto *Eq = llvm::cast<BinaryInst>(Entry[2]);
  EXPECT_EQ(Eq->getLHS(), F->lookupVariable("v1"));
  EXPECT_EQ(Eq->getRHS(), F->lookupVariable("v2"));
  auto *Br = llvm::cast<BranchInst>(Entry[3]);
  EXPECT_EQ(Br->getCondition(), F->lookupVariable("v3"));
  EXPECT_EQ(Br->getTrueTarget(), &block(*F, 1));
  EXPECT_EQ(Br->getFalseTarget(), &block(*F, 2));
  EXPECT_EQ(opcodes(block(*F, 2)),
            (std::vector<Opcode>{Opcode::Sub, Opcode::Call, Opcode::Mul,
                                 Opcode::Ret}));
  auto *Ret = llvm::cast<ReturnInst>(&block(*F, 2).back());
  EXPECT_EQ(Ret->getReturnValue(), F->lookupVariable("v10"));
}

TEST(BrilParser, CallsResolveForwardAndBackward) {
  std::unique_ptr<Module> M = parseOK(Fact);
  ASSERT_TRUE(M);
  Function *Main = M->lookupFunction("main");
  Function *FactF = M->lookupFunction("fact");
  auto *Forward = llvm::cast<CallInst>(&Main->getEntryBlock().front());
  EXPECT_EQ(Forward->getCallee(), FactF);
  EXPECT_EQ(destName(Forward), "x");
  ASSERT_EQ(Forward->getNumOperands(), 1u);
  EXPECT_EQ(Forward->getOperand(0), Main->lookupVariable("a"));
  auto *Self = llvm::cast<CallInst>(insts(block(*FactF, 2))[1]);
  EXPECT_EQ(Self->getCallee(), FactF);

  M = parseOK("@main { call @f; }\n@f { }");
  ASSERT_TRUE(M);
  auto *NoDest =
      llvm::cast<CallInst>(&M->lookupFunction("main")->getEntryBlock().front());
  EXPECT_EQ(NoDest->getDestVariable(), nullptr);
  EXPECT_EQ(NoDest->getCallee(), M->lookupFunction("f"));
}

TEST(BrilParser, OperationsMapToOpcodes) {
  std::unique_ptr<Module> M = parseOK(R"(@main(a: int, b: bool) {
  c: int = add a a; c: int = mul a a; c: int = sub a a; c: int = div a a;
  d: bool = eq a a; d: bool = lt a a; d: bool = gt a a;
  d: bool = le a a; d: bool = ge a a;
  d: bool = not b; d: bool = and b d; d: bool = or b d; c: int = id a;
  nop;
  ret;
})");
  ASSERT_TRUE(M);
  BasicBlock &BB = M->lookupFunction("main")->getEntryBlock();
  EXPECT_EQ(opcodes(BB), (std::vector<Opcode>{
                             Opcode::Add, Opcode::Mul, Opcode::Sub, Opcode::Div,
                             Opcode::Eq, Opcode::Lt, Opcode::Gt, Opcode::Le,
                             Opcode::Ge, Opcode::Not, Opcode::And, Opcode::Or,
                             Opcode::Copy, Opcode::Nop, Opcode::Ret}));
  for (Instruction &I : BB)
    EXPECT_EQ(I.getDestVariable() != nullptr, I.producesValue());
  EXPECT_EQ(llvm::cast<ReturnInst>(&BB.back())->getReturnValue(), nullptr);
}

TEST(BrilParser, Constants) {
  std::unique_ptr<Module> M = parseOK(R"(@main {
  a: bool = const true; b: bool = const false; c: int = const -7;
  d: int = const +5; e: int = const -9223372036854775808;
  f: int = const 9223372036854775807;
})");
  ASSERT_TRUE(M);
  std::vector<int64_t> Values;
  for (Instruction &I : M->lookupFunction("main")->getEntryBlock()) {
    EXPECT_EQ(I.getOpcode(), Opcode::Const);
    Values.push_back(llvm::cast<Constant>(I.getOperand(0))->getValue());
  }
  EXPECT_EQ(Values, (std::vector<int64_t>{1, 0, -7, 5, INT64_MIN, INT64_MAX}));
}

TEST(BrilParser, VariablesTakeTheirDeclaredTypes) {
  std::unique_ptr<Module> M = parseOK(R"(@main(p: bool, n: int) {
  jmp .later;
.show:
  print p n q;
  ret;
.later:
  q: bool = lt n n;
  jmp .show;
})");
  ASSERT_TRUE(M);
  Function *F = M->lookupFunction("main");
  auto *Print = llvm::cast<PrintInst>(&block(*F, 1).front());
  ASSERT_EQ(Print->getNumOperands(), 3u);
  EXPECT_EQ(Print->getOperand(2), F->lookupVariable("q"));
  EXPECT_EQ(Print->getOperand(0)->getType(), Type::getBool());
  EXPECT_EQ(Print->getOperand(1)->getType(), Type::getInt());
  // q is read above the line that declares it.
  EXPECT_EQ(Print->getOperand(2)->getType(), Type::getBool());
  EXPECT_EQ(F->getReturnType(), Type::getVoid());
}

TEST(BrilParser, BlocksFollowLabelOrder) {
  std::unique_ptr<Module> M = parseOK(R"(@main {
.top:
  jmp .c;
.b:
.c:
  jmp .b;
})");
  ASSERT_TRUE(M);
  Function *F = M->lookupFunction("main");
  EXPECT_EQ(blockNames(*F), (std::vector<std::string>{"top", "b", "c"}));
  EXPECT_TRUE(block(*F, 1).empty());
  EXPECT_EQ(llvm::cast<JumpInst>(&block(*F, 0).front())->getTarget(),
            &block(*F, 2));
}

TEST(BrilParser, EntryBlockNames) {
  std::unique_ptr<Module> M = parseOK(R"(@main {
  x: int = const 1;
.entry:
.entry.1:
}
@empty() { }
@onlynop { nop; })");
  ASSERT_TRUE(M);
  EXPECT_EQ(blockNames(*M->lookupFunction("main")),
            (std::vector<std::string>{"entry.2", "entry", "entry.1"}));
  Function *Empty = M->lookupFunction("empty");
  EXPECT_EQ(blockNames(*Empty), std::vector<std::string>{"entry"});
  EXPECT_TRUE(Empty->getEntryBlock().empty());
  EXPECT_EQ(opcodes(M->lookupFunction("onlynop")->getEntryBlock()),
            std::vector<Opcode>{Opcode::Nop});
}

TEST(BrilParser, HeaderSpellings) {
  std::unique_ptr<Module> M =
      parseOK("@mod(n: int, modulus: int) : int { ret n; }\n"
              "@lsb(n : int):bool{ b: bool = const true; ret b; }\n@main { }\n"
              "@g(): int { z: int = const 0; ret z; }");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->lookupFunction("mod")->getNumParams(), 2u);
  EXPECT_EQ(M->lookupFunction("mod")->getArg(1)->getName(), "modulus");
  EXPECT_EQ(M->lookupFunction("lsb")->getNumParams(), 1u);
  EXPECT_EQ(M->lookupFunction("main")->getNumParams(), 0u);
  EXPECT_EQ(M->lookupFunction("g")->getNumParams(), 0u);
}

TEST(BrilParser, NamesMappedToValidUniqueTACNames) {
  std::unique_ptr<Module> M = parseOK(R"(@%f(%a: int) {
  _a: int = id %a;
  x%y: int = id _a;
  br x%y .0 .%a;
.0:
.%a:
  call @%f x%y;
})");
  ASSERT_TRUE(M);
  Function *F = M->lookupFunction("_f");
  ASSERT_TRUE(F);
  EXPECT_EQ(F->getArg(0)->getName(), "_a.1");
  EXPECT_TRUE(F->lookupVariable("_a"));
  EXPECT_TRUE(F->lookupVariable("x_y"));
  EXPECT_EQ(blockNames(*F), (std::vector<std::string>{"entry", "_0", "_a.1"}));
  auto *Copy = &F->getEntryBlock().front();
  EXPECT_EQ(Copy->getOperand(0), F->lookupVariable("_a.1"));
  EXPECT_EQ(llvm::cast<CallInst>(&block(*F, 2).front())->getCallee(), F);
}

TEST(BrilParser, SourceLocations) {
  std::unique_ptr<Module> M =
      parseOK("# c\n@main {\n  x: int = const 1;\n\tprint x; .l:\n}\n");
  ASSERT_TRUE(M);
  Function *F = M->lookupFunction("main");
  EXPECT_EQ(F->getLoc().Line, 2u);
  EXPECT_EQ(F->getLoc().Column, 1u);
  std::vector<Instruction *> I = insts(F->getEntryBlock());
  EXPECT_EQ(I[0]->getLoc().File, 0u);
  EXPECT_EQ(I[0]->getLoc().Line, 3u);
  EXPECT_EQ(I[0]->getLoc().Column, 3u);
  EXPECT_EQ(I[1]->getLoc().Line, 4u);
  EXPECT_EQ(I[1]->getLoc().Column, 2u);
  EXPECT_EQ(block(*F, 1).getLoc().Column, 11u);
  EXPECT_EQ(M->getSources().get(0).Name, "t.bril");
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

struct ErrorCase {
  const char *Text;
  const char *Message;
};

TEST(BrilParser, ErrorsCarryPositionAndCause) {
  const ErrorCase Cases[] = {
      {"@main {\n  jmp .nowhere;\n}", "t.bril:2:7: error: undefined label "
                                      "'.nowhere'"},
      {"@main {\n.a:\n.a:\n}", "t.bril:3:1: error: label '.a' is defined "
                               "twice"},
      {"@main {\n  call @g;\n}", "t.bril:2:8: error: call to unknown "
                                 "function '@g'"},
      {"@main {\n  x: int = call @f x;\n}\n@f {}",
       "t.bril:2:17: error: function '@f' takes 0 arguments, but the call "
       "passes 1"},
      {"@f {}\n@f {}", "t.bril:2:1: error: function '@f' is defined twice"},
      {"@f(a: int, a: bool) {}", "t.bril:1:12: error: parameter 'a' is "
                                 "listed twice"},
      {"@main {\n  x: double = const 1.5;\n}",
       "t.bril:2:6: error: unknown Bril type 'double'"},
      {"@main(p: ptr int) {}", "t.bril:1:14: error: expected '<' after 'ptr', "
                               "found 'int'"},
      {"@main {\n  x: int = speculate;\n}",
       "t.bril:2:12: error: unsupported Bril operation 'speculate'"},
      {"@main {\n  x: char = const 'ab';\n}",
       "t.bril:2:19: error: char constant 'ab' is not exactly one character"},
      {"@main {\n  x: int = const 1;\n  x: bool = const true;\n}",
       "t.bril:3:3: error: new type bool for x conflicts with old type int"},
      {"@f: int {\n  ret;\n}", "t.bril:2:3: error: missing return value in "
                               "function with return type int"},
      {"@main: int {\n  ret;\n}", "t.bril:1:1: error: @main must have no "
                                  "return type; found int"},
      {"@main {\n  x: int = const 1\n  print x;\n}",
       "t.bril:2:19: error: expected ';' after the instruction"},
      {"@main {\n  print x\n}", "t.bril:2:10: error: expected ';' after the "
                                "instruction"},
      {"@main {\n  x: int = const 1;\n", "t.bril:1:1: error: function "
                                         "'@main' is not closed"},
      {"@main {\n  x: int = $;\n}", "t.bril:2:12: error: unexpected "
                                    "character '$'"},
      {"@main {\n  print x\x01;\n}", "t.bril:2:10: error: unexpected "
                                     "character '\\x01'"},
      {"\xff\xfe", "t.bril:1:1: error: unexpected character '\\xff'"},
      {"@main {\n  @ x;\n}", "t.bril:2:3: error: unexpected character '@': "
                             "expected a function name after '@'"},
      {"main {}", "t.bril:1:1: error: expected a function definition "
                  "'@name', found 'main'"},
      {"@main {\n  add a b;\n}", "t.bril:2:3: error: operation 'add' needs a "
                                 "destination"},
      {"@main {\n  x: int = print a;\n}", "t.bril:2:12: error: operation "
                                          "'print' does not produce a value"},
      {"@main {\n  x: int = add a;\n}", "t.bril:2:12: error: operation 'add' "
                                        "takes 2 arguments, found 1"},
      {"@main {\n  br c .a;\n.a:\n}", "t.bril:2:3: error: operation 'br' "
                                      "takes 2 labels, found 1"},
      {"@main {\n  ret a b;\n}", "t.bril:2:3: error: operation 'ret' takes "
                                 "at most 1 argument, found 2"},
      {"@main {\n  x: int = call a;\n}", "t.bril:2:12: error: operation "
                                         "'call' takes 1 function, found 0"},
      {"@main {\n  const 1;\n}", "t.bril:2:3: error: operation 'const' needs "
                                 "a destination"},
      {"@main {\n  x: int = const true;\n}",
       "t.bril:2:18: error: expected a number for int constant, found "
       "'true'"},
      {"@main {\n  x: bool = const 1;\n}",
       "t.bril:2:19: error: expected 'true' or 'false' for a bool constant, "
       "found '1'"},
      {"@main {\n  x: int = const 9223372036854775808;\n}",
       "t.bril:2:18: error: integer constant out of range: "
       "'9223372036854775808'"},
      {"@main {\n  x: int = const 12ab;\n}",
       "t.bril:2:18: error: invalid integer constant: '12ab'"},
      {"@main {\n  x = const 1;\n}", "t.bril:2:5: error: expected ':' and a "
                                     "type after 'x', found '='"},
      {"@main(a int) {}", "t.bril:1:9: error: expected ':' after the "
                          "parameter name, found 'int'"},
      {"@main(a: int {}", "t.bril:1:14: error: expected ',' or ')' after a "
                          "parameter, found '{'"},
      {"@main {\n.a\n}", "t.bril:3:1: error: expected ':' after the label, "
                         "found '}'"},
      {"@main {\n  ;\n}", "t.bril:2:3: error: expected an instruction, a "
                          "label or '}', found ';'"},
      {"@main", "t.bril:1:6: error: expected '{' to begin the body, found "
                "the end of the file"},
  };
  for (const ErrorCase &C : Cases)
    EXPECT_EQ(parseError(C.Text).rfind(C.Message, 0), 0u)
        << "input: " << C.Text << "\nmessage: " << parseError(C.Text);
}

TEST(BrilParser, ErrorQuotesLineWithCaret) {
  EXPECT_EQ(parseError("@main {\n  jmp .x;\n}"),
            "t.bril:2:7: error: undefined label '.x'\n  jmp .x;\n      ^");
}

/// Every prefix and many random corruptions of a valid program either parse
/// or give a positioned error; none may crash.
TEST(BrilParser, DamagedInputNeverCrashes) {
  std::string Text = Fact;
  for (size_t N = 0; N <= Text.size(); ++N) {
    absl::StatusOr<std::unique_ptr<Module>> M =
        parseBril(llvm::StringRef(Text).take_front(N), "t.bril");
    if (!M.ok())
      EXPECT_NE(M.status().message().find("t.bril:"), std::string::npos);
  }
  std::mt19937 Rng(42);
  for (unsigned Round = 0; Round < 2000; ++Round) {
    std::string Damaged = Text;
    for (unsigned K = 0; K < 3; ++K)
      Damaged[Rng() % Damaged.size()] = static_cast<char>(Rng() % 256);
    absl::StatusOr<std::unique_ptr<Module>> M = parseBril(Damaged, "t.bril");
    if (!M.ok())
      EXPECT_NE(M.status().message().find("t.bril:"), std::string::npos);
  }
}

} // namespace
