//===- ParserTest.cpp - Tests of the TAC parser ---------------------------===//
//
// One test per rule of docs/TAC.md that the parser implements, one per class
// of bad input (each checking the exact FILE:LINE:COL of the message), and a
// robustness test that feeds thousands of mutated programs to parseTAC.
//
//===----------------------------------------------------------------------===//

#include "mopt/TAC/Parser.h"
#include "MappedTempFile.h"
#include "TestSupport.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "mopt/Support/Parallel.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace mopt;
using namespace mopt::test;

namespace {

std::unique_ptr<Module> parseOK(llvm::StringRef Text) {
  auto M = parseTAC(Text, "test.tac");
  EXPECT_TRUE(M.ok()) << M.status().message();
  return M.ok() ? std::move(*M) : std::make_unique<Module>();
}

std::string parseError(llvm::StringRef Text) {
  auto M = parseTAC(Text, "test.tac");
  EXPECT_FALSE(M.ok()) << "parsed without error:\n" << Text.str();
  return M.ok() ? "" : std::string(M.status().message());
}

/// Checks that Text fails with `test.tac:LINE:COL: error: ...Needle...`.
#define EXPECT_PARSE_ERROR(Text, LineCol, Needle)                              \
  do {                                                                         \
    std::string Msg_ = parseError(Text);                                       \
    std::string Prefix_ = std::string("test.tac:") + LineCol + ": error: ";    \
    EXPECT_EQ(Msg_.substr(0, Prefix_.size()), Prefix_) << Msg_;                \
    EXPECT_NE(Msg_.find(Needle), std::string::npos)                            \
        << "expected '" << Needle << "' in:\n"                                 \
        << Msg_;                                                               \
  } while (0)

Function &func(Module &M, llvm::StringRef Name) {
  Function *F = M.lookupFunction(Name);
  EXPECT_NE(F, nullptr) << Name.str();
  return *F;
}

BasicBlock *findBlock(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    if (BB.getName() == Name)
      return &BB;
  return nullptr;
}

Instruction *findSSA(Function &F, llvm::StringRef Name) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.hasSSAResult() && I.getName() == Name)
        return &I;
  return nullptr;
}

/// All instructions of F in layout order.
std::vector<Instruction *> insts(Function &F) {
  std::vector<Instruction *> Out;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      Out.push_back(&I);
  return Out;
}

int64_t constValue(Value *V) {
  auto *C = llvm::dyn_cast_or_null<Constant>(V);
  EXPECT_NE(C, nullptr);
  return C ? C->getValue() : 0;
}

//===----------------------------------------------------------------------===//
// Accepted input
//===----------------------------------------------------------------------===//

TEST(ParserTest, EmptyFileIsAnEmptyModule) {
  EXPECT_EQ(parseOK("")->size(), 0u);
  EXPECT_EQ(parseOK("\n\n   \n\t\n")->size(), 0u);
  EXPECT_EQ(parseOK("; only a comment\n# and another\n")->size(), 0u);
  EXPECT_EQ(parseOK("; no newline at the end")->size(), 0u);
}

TEST(ParserTest, SeedListing) {
  auto M = parseOK(
      R"(func sum_to(n):          ; a function: name, parameter names, ':'
entry1:                  ; a label starts a block
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
)");
  ASSERT_EQ(M->size(), 1u);
  Function &F = func(*M, "sum_to");
  EXPECT_EQ(F.getNumParams(), 1u);
  EXPECT_EQ(F.size(), 4u);
  std::vector<std::string> Labels;
  for (BasicBlock &BB : F)
    Labels.push_back(BB.getName().str());
  EXPECT_EQ(Labels,
            (std::vector<std::string>{"entry1", "head2", "body3", "exit4"}));
  Instruction *Three = findSSA(F, "3");
  ASSERT_NE(Three, nullptr);
  EXPECT_EQ(Three->getOpcode(), Opcode::Lt);
  EXPECT_EQ(Three->getOperand(0), F.lookupVariable("i"));
  EXPECT_EQ(Three->getOperand(1), F.lookupVariable("n"));
  EXPECT_EQ(F.lookupVariable("n")->getParamArgument(), F.getArg(0));
  auto *Br = llvm::cast<BranchInst>(findBlock(F, "head2")->getTerminator());
  EXPECT_EQ(Br->getCondition(), Three);
  EXPECT_EQ(Br->getTrueTarget(), findBlock(F, "body3"));
  EXPECT_EQ(Br->getFalseTarget(), findBlock(F, "exit4"));
  auto *Param = llvm::cast<UnaryInst>(&findBlock(F, "entry1")->front());
  EXPECT_EQ(Param->getOpcode(), Opcode::Param);
  EXPECT_EQ(Param->getOperand(0), F.getArg(0));
  EXPECT_EQ(Param->getDestVariable(), F.lookupVariable("n"));
  EXPECT_TRUE(verifyModule(*M, IRForm::Flat).ok());
  EXPECT_TRUE(verifyModule(*M, IRForm::CFG).ok());
}

TEST(ParserTest, BothCommentCharacters) {
  auto M = parseOK(R"(; semicolon comment
# hash comment
func f(a): ; after the header
  x = const 1 # after an instruction
  ; print 99
  # print 98
L: # after a label
  print x;no blank before
  ret x#nor here
)");
  Function &F = func(*M, "f");
  std::vector<Instruction *> I = insts(F);
  ASSERT_EQ(I.size(), 3u);
  EXPECT_EQ(I[0]->getOpcode(), Opcode::Const);
  EXPECT_EQ(I[1]->getOpcode(), Opcode::Print);
  EXPECT_EQ(I[1]->getNumOperands(), 1u);
  EXPECT_EQ(I[2]->getOpcode(), Opcode::Ret);
  EXPECT_NE(findBlock(F, "L"), nullptr);
}

TEST(ParserTest, AllBinaryOperatorsInBothSpellings) {
  struct Spelling {
    const char *Word, *Symbol;
    Opcode Op;
  } Table[] = {
      {"add", "+", Opcode::Add},  {"sub", "-", Opcode::Sub},
      {"mul", "*", Opcode::Mul},  {"div", "/", Opcode::Div},
      {"rem", "%", Opcode::Rem},  {"and", "&", Opcode::And},
      {"or", "|", Opcode::Or},    {"xor", "^", Opcode::Xor},
      {"shl", "<<", Opcode::Shl}, {"shr", ">>", Opcode::Shr},
      {"lt", "<", Opcode::Lt},    {"le", "<=", Opcode::Le},
      {"gt", ">", Opcode::Gt},    {"ge", ">=", Opcode::Ge},
      {"eq", "==", Opcode::Eq},   {"ne", "!=", Opcode::Ne},
  };
  ASSERT_EQ(std::size(Table), 16u);
  for (const Spelling &S : Table) {
    std::string Text = std::string("func f(a, b):\n") + "  %1 = " + S.Word +
                       " a, b\n" + "  %2 = " + S.Symbol + " a, %1\n" +
                       "  x = " + S.Symbol + " 7, -3\n" + "  y = " + S.Word +
                       " -7, 3\n" + "  ret %2\n";
    auto M = parseOK(Text);
    Function &F = func(*M, "f");
    std::vector<Instruction *> I = insts(F);
    ASSERT_EQ(I.size(), 5u) << Text;
    for (unsigned K = 0; K != 4; ++K) {
      EXPECT_EQ(I[K]->getOpcode(), S.Op) << Text;
      EXPECT_TRUE(llvm::isa<BinaryInst>(I[K]));
    }
    EXPECT_EQ(I[0]->getOperand(0), F.lookupVariable("a"));
    EXPECT_EQ(I[0]->getOperand(1), F.lookupVariable("b"));
    EXPECT_EQ(I[1]->getOperand(1), I[0]);
    EXPECT_EQ(constValue(I[2]->getOperand(0)), 7);
    EXPECT_EQ(constValue(I[2]->getOperand(1)), -3);
    EXPECT_EQ(constValue(I[3]->getOperand(0)), -7);
    // The printer writes the symbol.
    EXPECT_EQ(printInstruction(*I[0]),
              std::string("%1 = ") + S.Symbol + " a, b");
  }
}

TEST(ParserTest, MinusLiteralVersusSubtraction) {
  auto M = parseOK(R"(func f(a, b):
  w = const -5
  x = - a, b
  y = - -5, 3
  z = + a, -5
  v = -	a, 5
  u = copy -0
  ret
)");
  Function &F = func(*M, "f");
  std::vector<Instruction *> I = insts(F);
  ASSERT_EQ(I.size(), 7u);
  EXPECT_EQ(I[0]->getOpcode(), Opcode::Const);
  EXPECT_EQ(constValue(I[0]->getOperand(0)), -5);
  EXPECT_EQ(I[1]->getOpcode(), Opcode::Sub);
  EXPECT_EQ(I[1]->getOperand(0), F.lookupVariable("a"));
  EXPECT_EQ(I[2]->getOpcode(), Opcode::Sub);
  EXPECT_EQ(constValue(I[2]->getOperand(0)), -5);
  EXPECT_EQ(constValue(I[2]->getOperand(1)), 3);
  EXPECT_EQ(I[3]->getOpcode(), Opcode::Add);
  EXPECT_EQ(constValue(I[3]->getOperand(1)), -5);
  EXPECT_EQ(I[4]->getOpcode(), Opcode::Sub); // a tab is a blank too
  EXPECT_EQ(constValue(I[5]->getOperand(0)), 0);
  // `x = -5, 3` is not a subtraction: -5 is a literal, not an opcode.
  EXPECT_PARSE_ERROR("func f():\n  x = -5, 3\n", "2:7", "unknown opcode '-5'");
}

TEST(ParserTest, OpcodeWordsAsVariablesAndLabels) {
  auto M = parseOK(R"(func f(add, div):
add:
  sub = add add, div
  mul = * sub, sub
  const = const 3
  copy = copy const
  param = param 1
  call = call g, call
  print print, call, copy, param
  ret = - mul, const
  phi = copy ret
  br phi, jmp, ret
jmp:
  jmp br
br:
  print phi
ret:
  ret ret
func:
  jmp add
func g(func):
  ret func
)");
  Function &F = func(*M, "f");
  for (const char *V : {"add", "div", "sub", "mul", "const", "copy", "param",
                        "call", "print", "ret", "phi"})
    EXPECT_NE(F.lookupVariable(V), nullptr) << V;
  for (const char *L : {"add", "jmp", "br", "ret", "func"})
    EXPECT_NE(findBlock(F, L), nullptr) << L;
  Instruction &First = findBlock(F, "add")->front();
  EXPECT_EQ(First.getOpcode(), Opcode::Add);
  EXPECT_EQ(First.getDestVariable(), F.lookupVariable("sub"));
  EXPECT_EQ(First.getOperand(0), F.lookupVariable("add"));
  auto *Call =
      llvm::cast<CallInst>(&*std::next(findBlock(F, "add")->begin(), 5));
  EXPECT_EQ(Call->getCallee(), &func(*M, "g"));
  EXPECT_EQ(Call->getDestVariable(), F.lookupVariable("call"));
  EXPECT_EQ(Call->getOperand(0), F.lookupVariable("call"));
  auto *Br = llvm::cast<BranchInst>(findBlock(F, "add")->getTerminator());
  EXPECT_EQ(Br->getCondition(), F.lookupVariable("phi"));
  EXPECT_EQ(Br->getTrueTarget(), findBlock(F, "jmp"));
  EXPECT_EQ(Br->getFalseTarget(), findBlock(F, "ret"));
  auto *J = llvm::cast<JumpInst>(findBlock(F, "jmp")->getTerminator());
  EXPECT_EQ(J->getTarget(), findBlock(F, "br"));
  auto *Ret = llvm::cast<ReturnInst>(findBlock(F, "ret")->getTerminator());
  EXPECT_EQ(Ret->getReturnValue(), F.lookupVariable("ret"));
  // A function may be called `func` as well... as a variable of g.
  EXPECT_NE(func(*M, "g").lookupVariable("func"), nullptr);
  EXPECT_TRUE(verifyModule(*M, IRForm::Flat).ok());
}

TEST(ParserTest, FunctionNamedLikeAnOpcode) {
  auto M = parseOK(R"(func add(a, b):
  %1 = + a, b
  ret %1
func main():
  %1 = call add, 1, 2
  ret %1
)");
  EXPECT_NE(M->lookupFunction("add"), nullptr);
}

TEST(ParserTest, ParamAndParameters) {
  auto M = parseOK(R"(func f(a, b, c):
  x = param 0
  %y = param 2
  b = param 1
  ret x
func g():
  ret
)");
  Function &F = func(*M, "f");
  ASSERT_EQ(F.getNumParams(), 3u);
  std::vector<Instruction *> I = insts(F);
  EXPECT_EQ(I[0]->getOperand(0), F.getArg(0));
  EXPECT_EQ(I[0]->getDestVariable(), F.lookupVariable("x"));
  EXPECT_EQ(I[1]->getOperand(0), F.getArg(2));
  EXPECT_TRUE(I[1]->hasSSAResult());
  EXPECT_EQ(I[2]->getDestVariable(), F.lookupVariable("b"));
  for (unsigned K = 0; K != 3; ++K)
    EXPECT_EQ(F.lookupVariable(F.getArg(K)->getName())->getParamArgument(),
              F.getArg(K));
  EXPECT_EQ(func(*M, "g").getNumParams(), 0u);
}

TEST(ParserTest, Phi) {
  auto M = parseOK(R"(func f(c):
A:
  %a = const 1
  br c, B, C
B:
  %b = const 2
  jmp C
C:
  %p = phi [%a, A], [%b, B]
  %q = phi [7, A], [c, B]
  %r = phi [%p, C]
  ret %p
)");
  Function &F = func(*M, "f");
  auto *P = llvm::cast<PhiInst>(findSSA(F, "p"));
  ASSERT_EQ(P->getNumIncoming(), 2u);
  EXPECT_EQ(P->getIncomingValue(0), findSSA(F, "a"));
  EXPECT_EQ(P->getIncomingBlock(0), findBlock(F, "A"));
  EXPECT_EQ(P->getIncomingValue(1), findSSA(F, "b"));
  EXPECT_EQ(P->getIncomingBlock(1), findBlock(F, "B"));
  auto *Q = llvm::cast<PhiInst>(findSSA(F, "q"));
  EXPECT_EQ(constValue(Q->getIncomingValue(0)), 7);
  EXPECT_EQ(Q->getIncomingValue(1), F.lookupVariable("c"));
  auto *R = llvm::cast<PhiInst>(findSSA(F, "r"));
  EXPECT_EQ(R->getIncomingValue(0), P);
  EXPECT_EQ(R->getIncomingBlock(0), findBlock(F, "C"));
}

TEST(ParserTest, Print) {
  auto M = parseOK(R"(func f(x, b: bool):
  print
  print x
  print 1, b, -2, x, 2.5, 'c'
  ret
)");
  Function &F = func(*M, "f");
  std::vector<Instruction *> I = insts(F);
  ASSERT_EQ(I.size(), 4u);
  EXPECT_EQ(I[0]->getNumOperands(), 0u);
  auto *P1 = llvm::cast<PrintInst>(I[1]);
  ASSERT_EQ(P1->getNumOperands(), 1u);
  EXPECT_EQ(P1->getOperand(0), F.lookupVariable("x"));
  auto *P2 = llvm::cast<PrintInst>(I[2]);
  ASSERT_EQ(P2->getNumOperands(), 6u);
  EXPECT_EQ(P2->getOperand(1)->getType(), Type::getBool());
  EXPECT_EQ(constValue(P2->getOperand(2)), -2);
  EXPECT_EQ(P2->getOperand(4)->getType(), Type::getFloat());
  EXPECT_EQ(P2->getOperand(5)->getType(), Type::getChar());
  EXPECT_EQ(printInstruction(*I[0]), "print");
  EXPECT_EQ(printInstruction(*I[2]), "print 1, b, -2, x, 2.5, 'c'");
}

TEST(ParserTest, TypeAnnotations) {
  auto M = parseOK(R"(func f(n, x: float) -> ptr<float>:
  %p: ptr<float> = alloc n
  store %p, x
  %q = ptradd %p, 0
  %v = load %q
  c: bool = flt %v, x
  d = lt n, n
  e: bool = lt n, n
  ret %q
)");
  Function &F = func(*M, "f");
  EXPECT_EQ(F.getArg(1)->getType(), Type::getFloat());
  EXPECT_EQ(F.getReturnType(), M->getPointerType(Type::getFloat()));
  std::vector<Instruction *> I = insts(F);
  ASSERT_EQ(I.size(), 8u);
  EXPECT_EQ(I[0]->getType(), M->getPointerType(Type::getFloat()));
  EXPECT_TRUE(I[1]->getType()->isVoid());
  EXPECT_EQ(I[2]->getType(), I[0]->getType());
  EXPECT_EQ(I[3]->getType(), Type::getFloat());
  EXPECT_EQ(F.lookupVariable("c")->getType(), Type::getBool());
  // TAC's comparisons give int unless the destination says bool.
  EXPECT_EQ(I[5]->getType(), Type::getInt());
  EXPECT_EQ(I[6]->getType(), Type::getBool());
  EXPECT_EQ(printInstruction(*I[3]), "%v: float = load %q");
  EXPECT_EQ(printInstruction(*I[4]), "c: bool = flt %v, x");
}

TEST(ParserTest, RetWithAndWithoutValue) {
  auto M = parseOK(R"(func f(x):
  br x, A, B
A:
  ret
B:
  ret x
C:
  ret 5
)");
  Function &F = func(*M, "f");
  auto *A = llvm::cast<ReturnInst>(findBlock(F, "A")->getTerminator());
  EXPECT_EQ(A->getNumOperands(), 0u);
  EXPECT_EQ(A->getReturnValue(), nullptr);
  auto *B = llvm::cast<ReturnInst>(findBlock(F, "B")->getTerminator());
  EXPECT_EQ(B->getReturnValue(), F.lookupVariable("x"));
  auto *C = llvm::cast<ReturnInst>(findBlock(F, "C")->getTerminator());
  EXPECT_EQ(constValue(C->getReturnValue()), 5);
}

TEST(ParserTest, FallThroughAndCodeBeforeFirstLabel) {
  auto M = parseOK(R"(func f():
  x = const 1
  print x
A:
  print 2
B:
  ret
  print 3
C:
)");
  Function &F = func(*M, "f");
  ASSERT_EQ(F.size(), 4u);
  BasicBlock &Entry = F.getEntryBlock();
  EXPECT_FALSE(Entry.hasName());
  EXPECT_EQ(Entry.size(), 2u);
  EXPECT_EQ(Entry.getTerminator(), nullptr);
  EXPECT_EQ(std::next(F.begin())->getName(), "A");
  EXPECT_EQ(findBlock(F, "A")->getTerminator(), nullptr);
  // Code after a terminator stays in the block (flat form).
  EXPECT_EQ(findBlock(F, "B")->size(), 2u);
  EXPECT_TRUE(findBlock(F, "C")->empty());
  EXPECT_TRUE(verifyModule(*M, IRForm::Flat).ok());
  EXPECT_FALSE(verifyModule(*M, IRForm::CFG).ok());
}

TEST(ParserTest, ForwardReferences) {
  auto M = parseOK(R"(func main():
  %r = call later, 4
  jmp L2
L1:
  print %v
  ret %r
L2:
  %v = const 9
  %w = phi [%u, L2], [%v, L1]
  %u = + %v, %w
  jmp L1
func later(k):
  %x = call later2
  ret k
func later2():
  ret 1
)");
  Function &Main = func(*M, "main");
  Instruction *V = findSSA(Main, "v");
  auto *Print = llvm::cast<PrintInst>(&findBlock(Main, "L1")->front());
  EXPECT_EQ(Print->getOperand(0), V);
  auto *W = llvm::cast<PhiInst>(findSSA(Main, "w"));
  EXPECT_EQ(W->getIncomingValue(0), findSSA(Main, "u"));
  EXPECT_EQ(W->getIncomingValue(1), V);
  EXPECT_EQ(W->getIncomingBlock(1), findBlock(Main, "L1"));
  auto *J = llvm::cast<JumpInst>(Main.getEntryBlock().getTerminator());
  EXPECT_EQ(J->getTarget(), findBlock(Main, "L2"));
  auto *Call = llvm::cast<CallInst>(findSSA(Main, "r"));
  EXPECT_EQ(Call->getCallee(), &func(*M, "later"));
  EXPECT_EQ(constValue(Call->getOperand(0)), 4);
  auto *Call2 = llvm::cast<CallInst>(findSSA(func(*M, "later"), "x"));
  EXPECT_EQ(Call2->getCallee(), &func(*M, "later2"));
  EXPECT_EQ(V->getNumUses(), 3u);
}

TEST(ParserTest, CallsWithAndWithoutResult) {
  auto M = parseOK(R"(func f(a, b):
  call g
  x = call f, 1, x
  %1 = call f, a, b
  call f, %1, 2
  ret
func g():
  ret
)");
  Function &F = func(*M, "f");
  std::vector<Instruction *> I = insts(F);
  auto *C0 = llvm::cast<CallInst>(I[0]);
  EXPECT_EQ(C0->getNumOperands(), 0u);
  EXPECT_FALSE(C0->hasName());
  EXPECT_EQ(C0->getDestVariable(), nullptr);
  EXPECT_EQ(C0->getCallee(), &func(*M, "g"));
  EXPECT_EQ(I[1]->getDestVariable(), F.lookupVariable("x"));
  EXPECT_EQ(I[1]->getOperand(1), F.lookupVariable("x"));
  EXPECT_TRUE(I[2]->hasSSAResult());
  EXPECT_EQ(llvm::cast<CallInst>(I[3])->getCallee(), &F);
  EXPECT_EQ(I[3]->getOperand(0), I[2]);
}

TEST(ParserTest, NamesAndSSANames) {
  auto M = parseOK(R"(func f_1.x():
  %i.2 = const 1
  %_ = const 2
  %3a = const 3
  _v.1 = copy %i.2
  ret _v.1
)");
  Function &F = func(*M, "f_1.x");
  EXPECT_NE(findSSA(F, "i.2"), nullptr);
  EXPECT_NE(findSSA(F, "_"), nullptr);
  EXPECT_NE(findSSA(F, "3a"), nullptr);
  EXPECT_NE(F.lookupVariable("_v.1"), nullptr);
  // SSA names are per function.
  parseOK("func f():\n  %1 = const 1\n  ret\nfunc g():\n  %1 = const 2\n"
          "  ret\n");
}

TEST(ParserTest, IntegerLimits) {
  auto M = parseOK(R"(func f():
  a = const 9223372036854775807
  b = const -9223372036854775808
  c = + -9223372036854775808, 9223372036854775807
  d = const 0000000000000000000000000000000042
  ret
)");
  std::vector<Instruction *> I = insts(func(*M, "f"));
  EXPECT_EQ(constValue(I[0]->getOperand(0)), INT64_MAX);
  EXPECT_EQ(constValue(I[1]->getOperand(0)), INT64_MIN);
  EXPECT_EQ(constValue(I[2]->getOperand(0)), INT64_MIN);
  EXPECT_EQ(constValue(I[2]->getOperand(1)), INT64_MAX);
  EXPECT_EQ(constValue(I[3]->getOperand(0)), 42);
}

TEST(ParserTest, WhitespaceAndLineEndings) {
  auto M = parseOK("func f( a ,b ) :\r\n\tx=+ a,b\r\n  L :\r\n"
                   "   print   x  ,  a\r\n ret");
  Function &F = func(*M, "f");
  EXPECT_EQ(F.getNumParams(), 2u);
  std::vector<Instruction *> I = insts(F);
  ASSERT_EQ(I.size(), 3u);
  EXPECT_EQ(I[0]->getOpcode(), Opcode::Add);
  EXPECT_EQ(I[1]->getNumOperands(), 2u);
  EXPECT_NE(findBlock(F, "L"), nullptr);
}

TEST(ParserTest, SourcePositions) {
  auto M = parseOK("func f(a):\n"       // 1
                   "  x = const 1\n"    // 2
                   "L:\n"               // 3
                   "\t%2 = + x, a\n"    // 4
                   "      print x\n"    // 5
                   "  M:\n"             // 6
                   "ret %2\n"           // 7
                   "\n"                 // 8
                   "func  g():\n"       // 9
                   "     call f, 1\n"); // 10
  Function &F = func(*M, "f");
  EXPECT_EQ(F.getLoc().Line, 1u);
  EXPECT_EQ(F.getLoc().Column, 6u);
  std::vector<Instruction *> I = insts(F);
  ASSERT_EQ(I.size(), 4u);
  uint32_t Expect[][2] = {{2, 3}, {4, 2}, {5, 7}, {7, 1}};
  for (unsigned K = 0; K != 4; ++K) {
    EXPECT_EQ(I[K]->getLoc().Line, Expect[K][0]) << K;
    EXPECT_EQ(I[K]->getLoc().Column, Expect[K][1]) << K;
    EXPECT_EQ(I[K]->getLoc().File, 0u);
    EXPECT_TRUE(I[K]->getLoc().isKnown());
  }
  EXPECT_EQ(findBlock(F, "L")->getLoc().Line, 3u);
  EXPECT_EQ(findBlock(F, "L")->getLoc().Column, 1u);
  EXPECT_EQ(findBlock(F, "M")->getLoc().Line, 6u);
  EXPECT_EQ(findBlock(F, "M")->getLoc().Column, 3u);
  Function &G = func(*M, "g");
  EXPECT_EQ(G.getLoc().Line, 9u);
  EXPECT_EQ(G.getLoc().Column, 7u);
  EXPECT_EQ(G.getEntryBlock().front().getLoc().Line, 10u);
  EXPECT_EQ(G.getEntryBlock().front().getLoc().Column, 6u);
  // The module keeps the text for diagnostics.
  EXPECT_EQ(M->getSources().get(0).Name, "test.tac");
  EXPECT_EQ(M->getSources().getLine(0, 5), "      print x");
}

TEST(ParserTest, ManyFunctionsInOrder) {
  auto M = parseOK("func a():\nfunc b(x):\n  ret x\nfunc c():\n");
  std::vector<std::string> Names;
  for (Function &F : *M)
    Names.push_back(F.getName().str());
  EXPECT_EQ(Names, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_TRUE(func(*M, "a").empty());
  EXPECT_TRUE(func(*M, "c").empty());
}

//===----------------------------------------------------------------------===//
// Rejected input: one test per class, with the exact position
//===----------------------------------------------------------------------===//

TEST(ParserErrorTest, UnknownOpcode) {
  EXPECT_PARSE_ERROR("func f():\n  x = frob a\n", "2:7",
                     "unknown opcode 'frob'");
  EXPECT_PARSE_ERROR("func f():\n  frob a\n", "2:3", "unknown opcode 'frob'");
  EXPECT_PARSE_ERROR("func f():\n  x = 5\n", "2:7", "unknown opcode '5'");
  EXPECT_PARSE_ERROR("func f():\n  x = %1\n", "2:7", "unknown opcode");
  EXPECT_PARSE_ERROR("func f():\n  x = ADD a, b\n", "2:7",
                     "unknown opcode 'ADD'");
  // The message quotes the line and puts a caret under the column.
  std::string Msg = parseError("func f():\n  x = frob a\n");
  EXPECT_NE(Msg.find("\n  x = frob a\n      ^"), std::string::npos) << Msg;
}

TEST(ParserErrorTest, WrongOperandCount) {
  EXPECT_PARSE_ERROR("func f(a):\n  x = + a\n", "2:7",
                     "'add' takes 2 operands, got 1");
  EXPECT_PARSE_ERROR("func f(a):\n  x = sub a, a, a\n", "2:7",
                     "'sub' takes 2 operands, got 3");
  EXPECT_PARSE_ERROR("func f(a):\n  x = neg a, a\n", "2:7",
                     "'neg' takes 1 operand, got 2");
  EXPECT_PARSE_ERROR("func f(a):\n  x = const\n", "2:7",
                     "'const' takes 1 operand, got 0");
  EXPECT_PARSE_ERROR("func f(a):\n  x = copy\n", "2:7",
                     "'copy' takes 1 operand, got 0");
  EXPECT_PARSE_ERROR("func f(a):\n  jmp\n", "2:3",
                     "'jmp' takes a label, got 0 operand(s)");
  EXPECT_PARSE_ERROR("func f(a):\nL:\n  jmp L, L\n", "3:3",
                     "'jmp' takes a label, got 2 operand(s)");
  EXPECT_PARSE_ERROR("func f(a):\nL:\n  br a, L\n", "3:3",
                     "'br' takes a condition and two labels, got 2");
  EXPECT_PARSE_ERROR("func f(a):\n  ret a, a\n", "2:3",
                     "'ret' takes at most one operand, got 2");
  EXPECT_PARSE_ERROR("func f(a):\n  %1 = phi\n", "2:11",
                     "expected '[' to start a phi entry");
  EXPECT_PARSE_ERROR("func f(a):\n  x = + a,\n", "2:11",
                     "expected an operand after ','");
  EXPECT_PARSE_ERROR("func f(a):\n  x = + a b\n", "2:11",
                     "expected ',' between operands");
  EXPECT_PARSE_ERROR("func f(a):\n  call\n", "2:7",
                     "expected a function name after 'call'");
}

TEST(ParserErrorTest, UndefinedLabel) {
  EXPECT_PARSE_ERROR("func f():\n  jmp L\n", "2:7", "undefined label 'L'");
  EXPECT_PARSE_ERROR("func f(c):\nA:\n  br c, A, Nope\n", "3:12",
                     "undefined label 'Nope'");
  EXPECT_PARSE_ERROR("func f():\nA:\n  %1 = phi [1, A], [2, Q]\n  ret\n",
                     "3:24", "undefined label 'Q'");
  // Labels belong to their function.
  EXPECT_PARSE_ERROR("func f():\nL:\n  ret\nfunc g():\n  jmp L\n", "5:7",
                     "undefined label 'L'");
  // The first reference is the one reported.
  EXPECT_PARSE_ERROR("func f():\n  jmp X\n  jmp X\n", "2:7",
                     "undefined label 'X'");
}

TEST(ParserErrorTest, DuplicateLabel) {
  EXPECT_PARSE_ERROR("func f():\nL:\n  print 1\n L:\n  ret\n", "4:2",
                     "label 'L' is defined twice");
}

TEST(ParserErrorTest, SSAValueDefinedTwice) {
  EXPECT_PARSE_ERROR("func f():\n  %1 = const 1\n  %1 = const 2\n", "3:3",
                     "%1 is defined twice (first at line 2)");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %p = phi [1, L]\nM:\n"
                     "  %p = copy 3\n",
                     "5:3", "%p is defined twice");
}

TEST(ParserErrorTest, SSAValueNeverDefined) {
  EXPECT_PARSE_ERROR("func f():\n  print %7\n", "2:9", "%7 is never defined");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [%x, L]\n", "3:13",
                     "%x is never defined");
  EXPECT_PARSE_ERROR("func f():\n  %1 = const 1\n  ret %2\n", "3:7",
                     "%2 is never defined");
  // Defined in another function does not count.
  EXPECT_PARSE_ERROR("func f():\n  %1 = const 1\n  ret\nfunc g():\n  ret %1\n",
                     "5:7", "%1 is never defined");
}

TEST(ParserErrorTest, PhiDestinationIsAVariable) {
  EXPECT_PARSE_ERROR("func f():\nL:\n  x = phi [1, L]\n", "3:3",
                     "the destination of a phi must be an SSA value");
}

TEST(ParserErrorTest, LiteralOutOfRange) {
  EXPECT_PARSE_ERROR("func f():\n  x = const 9223372036854775808\n", "2:13",
                     "integer literal 9223372036854775808 does not fit in a "
                     "signed 64-bit integer");
  EXPECT_PARSE_ERROR("func f():\n  x = const -9223372036854775809\n", "2:13",
                     "-9223372036854775809 does not fit");
  EXPECT_PARSE_ERROR("func f():\n  x = + 1, 99999999999999999999999\n", "2:12",
                     "does not fit");
  EXPECT_PARSE_ERROR("func f():\n  print 18446744073709551616\n", "2:9",
                     "does not fit");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [18446744073709551615, L]\n",
                     "3:13", "does not fit");
  EXPECT_PARSE_ERROR("func f(a):\n  x = param 9223372036854775808\n", "2:13",
                     "does not fit");
}

TEST(ParserErrorTest, CallToUnknownFunctionOrWrongArity) {
  EXPECT_PARSE_ERROR("func f():\n  call nope, 1\n", "2:8",
                     "call to unknown function 'nope'");
  EXPECT_PARSE_ERROR("func g(a):\n  ret a\nfunc f():\n  %1 = call g, 1, 2\n",
                     "4:13", "'g' takes 1 argument(s), but the call passes 2");
  // Also when the callee comes later in the file.
  EXPECT_PARSE_ERROR("func f():\n  x = call g\nfunc g(a, b):\n  ret a\n",
                     "2:12", "'g' takes 2 argument(s), but the call passes 0");
  EXPECT_PARSE_ERROR("func f():\n  call 5\n", "2:8",
                     "expected a function name");
}

TEST(ParserErrorTest, CodeBeforeAnyFunction) {
  EXPECT_PARSE_ERROR("  x = const 1\nfunc f():\n", "1:3",
                     "instruction before any 'func' line");
  EXPECT_PARSE_ERROR("; comment\nL:\nfunc f():\n", "2:1",
                     "label 'L' appears before any 'func' line");
  EXPECT_PARSE_ERROR("ret\n", "1:1", "instruction before any 'func' line");
}

TEST(ParserErrorTest, BinaryGarbage) {
  EXPECT_PARSE_ERROR("func f():\n  x = \x01\x02\n", "2:7",
                     "unexpected character '\\x01'");
  EXPECT_PARSE_ERROR("func f():\n\xff\xfe\n", "2:1",
                     "unexpected character '\\xff'");
  std::string WithNul = "func f():\n  print 1";
  WithNul += '\0';
  WithNul += "\n";
  EXPECT_PARSE_ERROR(WithNul, "2:10", "unexpected character '\\x00'");
  EXPECT_PARSE_ERROR("func f():\n  x = const 1 @\n", "2:15",
                     "unexpected character '@'");
  EXPECT_PARSE_ERROR("\x7f"
                     "ELF\x02\x01\x01",
                     "1:1", "unexpected character");
  // The quoted line shows no raw control bytes.
  std::string Msg = parseError("func f():\n  \x1b[31m\n");
  EXPECT_EQ(Msg.find('\x1b'), std::string::npos) << Msg;
  // Bytes in a comment are ignored.
  parseOK("func f(): ; \x01\xff\x80\n  ret # \x7f\xfe\n");
}

TEST(ParserErrorTest, DuplicateFunction) {
  EXPECT_PARSE_ERROR("func f():\n  ret\nfunc f(a):\n  ret\n", "3:6",
                     "function 'f' is defined twice");
}

TEST(ParserErrorTest, DuplicateParameter) {
  EXPECT_PARSE_ERROR("func f(a, b, a):\n  ret\n", "1:14",
                     "parameter 'a' is listed twice");
}

TEST(ParserErrorTest, ParamIndexOutOfRange) {
  EXPECT_PARSE_ERROR("func f(a):\n  x = param 1\n", "2:13",
                     "function 'f' has 1 parameter(s); there is no "
                     "parameter 1");
  EXPECT_PARSE_ERROR("func f():\n  x = param 0\n", "2:13",
                     "has 0 parameter(s)");
  EXPECT_PARSE_ERROR("func f(a):\n  x = param -1\n", "2:13",
                     "there is no parameter -1");
  EXPECT_PARSE_ERROR("func f(a):\n  x = param a\n", "2:13",
                     "'param' takes an integer literal");
}

TEST(ParserErrorTest, MissingDestination) {
  EXPECT_PARSE_ERROR("func f():\n  const 1\n", "2:3",
                     "'const' needs a destination");
  EXPECT_PARSE_ERROR("func f(a):\n  + a, a\n", "2:3",
                     "'add' needs a destination");
  EXPECT_PARSE_ERROR("func f(a):\n  not a\n", "2:3",
                     "'not' needs a destination");
  EXPECT_PARSE_ERROR("func f(a):\nL:\n  phi [a, L]\n", "3:3",
                     "'phi' needs a destination");
  EXPECT_PARSE_ERROR("func f():\n  x =\n", "2:6",
                     "expected an opcode after '='");
  EXPECT_PARSE_ERROR("func f():\n  5 = const 1\n", "2:3",
                     "expected a variable or %value before '='");
}

TEST(ParserErrorTest, DestinationOnNonValue) {
  EXPECT_PARSE_ERROR("func f():\n  x = print 1\n", "2:3",
                     "'print' does not produce a value");
  EXPECT_PARSE_ERROR("func f():\n  %1 = print\n", "2:3",
                     "'print' does not produce a value");
  EXPECT_PARSE_ERROR("func f():\nL:\n  x = jmp L\n", "3:3",
                     "'jmp' does not produce a value");
  EXPECT_PARSE_ERROR("func f():\n  %r = ret 1\n", "2:3",
                     "'ret' does not produce a value");
}

TEST(ParserErrorTest, BadFunctionHeaders) {
  EXPECT_PARSE_ERROR("func f(a\n", "1:9", "expected ')'");
  EXPECT_PARSE_ERROR("func f(a)\n", "1:10", "expected ':'");
  EXPECT_PARSE_ERROR("func f(a) x\n", "1:11", "expected ':'");
  EXPECT_PARSE_ERROR("func f(a): x\n", "1:12", "unexpected text after ':'");
  EXPECT_PARSE_ERROR("func f(5):\n", "1:8", "expected a parameter name");
  EXPECT_PARSE_ERROR("func f(a b):\n", "1:10", "expected ',' or ')'");
}

TEST(ParserErrorTest, BadOperands) {
  EXPECT_PARSE_ERROR("func f():\n  x = copy (\n", "2:12",
                     "expected an operand");
  EXPECT_PARSE_ERROR("func f():\n  print 1:int\n", "2:10",
                     "expected ',' between operands");
  EXPECT_PARSE_ERROR("func f():\n  jmp 5\n", "2:7",
                     "expected a label, got '5'");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [1 L]\n", "3:15",
                     "expected ',' after the value");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [1, L\n", "3:17",
                     "expected ']'");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [1, L] [2, L]\n", "3:19",
                     "expected ',' between phi entries");
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [1, L],\n", "3:19",
                     "expected '[' to start a phi entry");
}

// A stray `]` after the last phi entry is not a phi entry either.
TEST(ParserErrorTest, PhiWithStrayClosingBracket) {
  EXPECT_PARSE_ERROR("func f():\nL:\n  %1 = phi [1, L] ]\n  ret\n", "3:19",
                     "expected ',' between phi entries");
}

TEST(ParserErrorTest, ErrorsInLaterFunctionsStillPositioned) {
  std::string Text = "func a():\n  ret\n";
  for (unsigned K = 0; K != 50; ++K)
    Text += "func f" + std::to_string(K) + "():\n  print " + std::to_string(K) +
            "\n";
  Text += "func z():\n  x = nope\n"; // line 104
  EXPECT_PARSE_ERROR(Text, "104:7", "unknown opcode 'nope'");
}

//===----------------------------------------------------------------------===//
// Robustness: mutated programs never crash the parser
//===----------------------------------------------------------------------===//

const std::string FuzzSeed = R"(; seed program for mutations
func main(a, b):
entry:
  %1 = const 10
  %2 = call sum_to, %1
  print %2, a
  x = - a, b
  br x, left, right
left:
  %3 = phi [%2, entry], [%4, right]
  y = mul %3, -7
  jmp done
right:
  %4 = << a, 3
  print
  jmp left
done:
  ret y
)" + std::string(SeedListing);

std::vector<std::string> splitLines(const std::string &Text) {
  std::vector<std::string> Lines;
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    if (End == std::string::npos)
      End = Text.size();
    Lines.push_back(Text.substr(Start, End - Start));
    Start = End + 1;
  }
  return Lines;
}

std::string joinLines(const std::vector<std::string> &Lines) {
  std::string Out;
  for (const std::string &L : Lines)
    Out += L + "\n";
  return Out;
}

std::string mutate(std::string Text, Rng &R) {
  static const char *const Tokens[] = {"%1",     "%9",
                                       "x",      "ret",
                                       "jmp",    "br",
                                       "phi",    "[",
                                       "]",      ",",
                                       ":",      "=",
                                       "-",      "- ",
                                       "-5",     "func",
                                       "(",      ")",
                                       "call",   "L",
                                       "left",   "99999999999999999999",
                                       "entry:", "\n",
                                       "print",  "param 5",
                                       ": bool", "%",
                                       ";",      "#",
                                       "\t",     "\x01",
                                       "\xff",   "\0"};
  unsigned Count = 1 + R.below(4);
  for (unsigned K = 0; K != Count; ++K) {
    switch (R.below(8)) {
    case 0: // truncate
      Text.resize(R.below(Text.size() + 1));
      break;
    case 1: // flip a byte to any value
      if (!Text.empty())
        Text[R.below(Text.size())] = static_cast<char>(R.below(256));
      break;
    case 2: // flip one bit
      if (!Text.empty())
        Text[R.below(Text.size())] ^= static_cast<char>(1 << R.below(8));
      break;
    case 3: { // shuffle lines
      std::vector<std::string> Lines = splitLines(Text);
      for (size_t I = Lines.size(); I > 1; --I)
        std::swap(Lines[I - 1], Lines[R.below(I)]);
      Text = joinLines(Lines);
      break;
    }
    case 4: { // swap two lines
      std::vector<std::string> Lines = splitLines(Text);
      if (Lines.size() > 1)
        std::swap(Lines[R.below(Lines.size())], Lines[R.below(Lines.size())]);
      Text = joinLines(Lines);
      break;
    }
    case 5: { // delete or duplicate a line
      std::vector<std::string> Lines = splitLines(Text);
      if (Lines.empty())
        break;
      size_t I = R.below(Lines.size());
      if (R.below(2))
        Lines.erase(Lines.begin() + I);
      else
        Lines.insert(Lines.begin() + I, Lines[R.below(Lines.size())]);
      Text = joinLines(Lines);
      break;
    }
    case 6: { // insert a token
      const char *T = Tokens[R.below(std::size(Tokens))];
      std::string Tok = *T ? std::string(T) : std::string(1, '\0');
      Text.insert(R.below(Text.size() + 1), Tok);
      break;
    }
    case 7: // delete a range
      if (!Text.empty()) {
        size_t At = R.below(Text.size());
        Text.erase(At, 1 + R.below(8));
      }
      break;
    }
  }
  return Text;
}

TEST(ParserFuzzTest, MutationsNeverCrash) {
  ASSERT_TRUE(parseTAC(FuzzSeed, "test.tac").ok());
  Rng R(0x5eed1234abcdULL);
  unsigned Ok = 0, Failed = 0;
  for (unsigned Case = 0; Case != 2000; ++Case) {
    std::string Text = mutate(FuzzSeed, R);
    auto M = parseTAC(Text, "test.tac");
    if (!M.ok()) {
      ++Failed;
      std::string Msg(M.status().message());
      // Every error is positioned: test.tac:LINE:COL: error: or at least
      // test.tac:LINE: error: ...
      EXPECT_EQ(Msg.rfind("test.tac:", 0), 0u) << Msg;
      EXPECT_NE(Msg.find(": error: "), std::string::npos) << Msg;
      continue;
    }
    ++Ok;
    // What parses also prints, re-parses to the same text, and verifies
    // (or fails to verify) without crashing.
    std::string Printed;
    printModule(**M, Printed);
    auto Again = parseTAC(Printed, "printed.tac");
    ASSERT_TRUE(Again.ok())
        << "case " << Case << ": " << Again.status().message() << "\ninput:\n"
        << Text << "\nprinted:\n"
        << Printed;
    std::string Printed2;
    printModule(**Again, Printed2);
    EXPECT_EQ(Printed, Printed2) << "case " << Case;
    (void)verifyModule(**M, IRForm::Flat);
    (void)verifyModule(**M, IRForm::CFG);
  }
  // The mutations exercise both outcomes.
  EXPECT_GT(Ok, 20u);
  EXPECT_GT(Failed, 200u);
  RecordProperty("parsed", Ok);
  RecordProperty("rejected", Failed);
}

} // namespace

// A mapped input of more than the parser's release stride: the text behind
// the parser is given back to the system as it reads, and the message about
// a label used on line 2 (found at the function's end, megabytes later)
// still quotes line 2.
TEST(ParserLargeInputTest, LinesBehindTheReaderReadBackAfterRelease) {
  constexpr unsigned Lines = 400000; // about 9 MB
  MappedTempFile File([&](llvm::raw_ostream &Out) {
    Out << "func f():\n  br c, Missing, Next\nNext:\n";
    for (unsigned K = 0; K != Lines; ++K)
      Out << "  v" << K << " = const " << K << "\n";
    Out << "  ret\n";
  });
  ASSERT_TRUE(File.buffer());
  ASSERT_EQ(File.buffer()->getBufferKind(),
            llvm::MemoryBuffer::MemoryBuffer_MMap);
  auto M = parseTACBuffer(File.takeBuffer(), File.path(), /*Threads=*/1);
  ASSERT_FALSE(M.ok());
  std::string Msg(M.status().message());
  EXPECT_NE(Msg.find(":2:9: error: undefined label 'Missing'\n"
                     "  br c, Missing, Next\n"),
            std::string::npos)
      << Msg;
}

namespace {

std::unique_ptr<LazyReader> openLazily(llvm::StringRef Text) {
  return openTACLazily(llvm::MemoryBuffer::getMemBufferCopy(Text, "test.tac"),
                       "test.tac");
}

} // namespace

// Read a function at a time, the module is the one read whole: the outline
// makes every function with its signature and no body (so a call to one
// further down resolves), and each body comes when asked, in any order.
TEST(LazyTACReaderTest, ReadsTheModuleReadWholeABodyAtATime) {
  const char *Text = "; before the first\n"
                     "func main():\n  x = call twice, 3\n  print x\n"
                     "  func twice(v) -> int:  ; indented\n"
                     "  y = + v, v\n  ret y\n";
  auto Lazy = openLazily(Text);
  ASSERT_TRUE(Lazy->readOutline(1));
  Module &M = Lazy->getModule();
  ASSERT_EQ(M.size(), 2u);
  for (Function &F : M)
    EXPECT_TRUE(F.empty()) << F.getName().str();
  EXPECT_EQ(func(M, "twice").getNumParams(), 1u);
  ASSERT_TRUE(Lazy->readBody(func(M, "twice"), 1).ok());
  ASSERT_TRUE(Lazy->readBody(func(M, "main"), 0).ok());
  EXPECT_TRUE(verifyModule(M).ok());
  EXPECT_EQ(print(M), print(*parseOK(Text)));
}

// -threads reads bodies on several threads at once, each calling functions
// whose bodies other threads are reading: the module is the one read whole.
TEST(LazyTACReaderTest, BodiesReadOnSeveralThreadsAtOnce) {
  std::string Text;
  constexpr unsigned Functions = 64;
  for (unsigned I = 0; I != Functions; ++I) {
    std::string Callee = "f" + std::to_string((I + 1) % Functions);
    Text += "func f" + std::to_string(I) + "(a) -> int:\n  b = + a, " +
            std::to_string(I) + "\n  br b, Again, Out\nAgain:\n  b = call " +
            Callee + ", b\nOut:\n  ret b\n";
  }
  auto Lazy = openLazily(Text);
  ASSERT_TRUE(Lazy->readOutline(1));
  std::vector<Function *> InOrder;
  for (Function &F : Lazy->getModule())
    InOrder.push_back(&F);
  std::vector<absl::Status> Read(Functions);
  parallelFor(Functions, 4,
              [&](size_t I) { Read[I] = Lazy->readBody(*InOrder[I], I); });
  for (const absl::Status &S : Read)
    ASSERT_TRUE(S.ok()) << S;
  EXPECT_EQ(print(Lazy->getModule()), print(*parseOK(Text)));
}

// What is outside the bodies is read first; an error there leaves the
// reader's text to be read whole, which reports it.
TEST(LazyTACReaderTest, AnOutlineThatDoesNotReadIsReadWhole) {
  for (const char *Text : {"x = const 1\nfunc f():\n  ret\n",
                           "func f():\n  ret\nfunc f():\n  ret\n",
                           "func f():\n  ret\nfunc g(a, a):\n  ret\n"}) {
    auto Lazy = openLazily(Text);
    EXPECT_FALSE(Lazy->readOutline(1)) << Text;
    auto Whole = parseTACBuffer(Lazy->text(), "test.tac");
    ASSERT_FALSE(Whole.ok()) << Text;
    EXPECT_EQ(Whole.status().message(), parseError(Text));
  }
}

// A body that does not read (here: a jump to a label never placed, a call
// to nothing, a value annotated with a type it does not have) returns the error
// and leaves the function without a body.
TEST(LazyTACReaderTest, ABodyThatDoesNotReadLeavesNone) {
  for (const char *Body :
       {"  jmp nowhere\n", "  x = call nothing\n  ret\n",
        "  %a = const 1\n  %b: float = add %a, %a\n  ret\n"}) {
    std::string Text = std::string("func f():\n") + Body;
    auto Lazy = openLazily(Text);
    ASSERT_TRUE(Lazy->readOutline(1));
    Function &F = *Lazy->getModule().begin();
    absl::Status S = Lazy->readBody(F, 0);
    ASSERT_FALSE(S.ok()) << Body;
    EXPECT_EQ(S.message(), parseError(Text));
    EXPECT_TRUE(F.empty());
  }
}

// The search for headers goes a stride (4 MiB) at a time, the strides on
// several threads at once with -threads, and gives back what it has read: a
// header that straddles a stride's end, one that starts a stride, one whose
// indentation is in the stride before, and one a stride's last bytes end
// are all found, in order, on the lines they are on, and the module is the
// one read whole.
TEST(LazyTACReaderTest, HeadersAcrossTheSearchStridesAreAllFound) {
  constexpr size_t Stride = size_t(4) << 20;
  std::string Text;
  unsigned Functions = 0;
  auto AddFunctionAt = [&](size_t FuncOffset, llvm::StringRef Indent = "") {
    // Comment lines pad the text up to the header, a line per 1,000 bytes.
    while (FuncOffset - Indent.size() - Text.size() > 1000)
      Text += ";" + std::string(998, '-') + "\n";
    Text +=
        ";" + std::string(FuncOffset - Indent.size() - Text.size() - 2, '-');
    Text += "\n" + Indent.str() + "func f" + std::to_string(Functions++) +
            "(a):\n  ret a\n";
  };
  AddFunctionAt(100);
  AddFunctionAt(Stride - 2);         // `fu` in the first stride, `nc` after
  AddFunctionAt(2 * Stride);         // the first bytes of the third
  AddFunctionAt(3 * Stride, "    "); // its indentation in the third
  AddFunctionAt(4 * Stride - 4);     // the last four bytes of the fourth
  std::unique_ptr<Module> Whole = parseOK(Text);
  for (unsigned Threads : {1, 3}) {
    MappedTempFile File([&](llvm::raw_ostream &Out) { Out << Text; });
    ASSERT_TRUE(File.buffer());
    std::unique_ptr<LazyReader> Lazy =
        openTACLazily(File.takeBuffer(), File.path());
    ASSERT_TRUE(Lazy->readOutline(Threads));
    ASSERT_EQ(Lazy->getModule().size(), Functions);
    size_t Index = 0;
    for (auto [F, WholeF] : llvm::zip(Lazy->getModule(), *Whole)) {
      EXPECT_EQ(F.getLoc().Line, WholeF.getLoc().Line) << F.getName().str();
      ASSERT_TRUE(Lazy->readBody(F, Index++).ok()) << F.getName().str();
    }
    EXPECT_EQ(print(Lazy->getModule()), print(*Whole)) << Threads;
  }
}
