//===- MiniAST.h - The syntax tree of a Mini program ------------*- C++ -*-===//
//
// The parser (MiniParser.cpp) builds this tree; the builder (MiniBuilder.cpp)
// checks its names and turns it into TAC. Names are StringRefs into the
// source text, which outlives the tree. Every node keeps the SourceLoc of the
// token that the instructions made for it point at.
//
// A chain of binary operators of one precedence level (`a - b + c`) is one
// BinaryExpr with its operands in a list, applied left to right, so that a
// long sum makes a wide tree, not a deep one: the depth of the tree is then
// bounded by the parser's nesting limit, and walking it recursively is safe.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_MINI_MINIAST_H
#define MOPT_LIB_MINI_MINIAST_H

#include "absl/status/statusor.h"
#include "mopt/IR/Opcode.h"
#include "mopt/IR/SourceLoc.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Casting.h"

#include <memory>
#include <vector>

namespace mopt {

class Module;
struct MiniOptions;

namespace mini {

struct TokenList;

/// The base of expressions and statements: a node's kind, which classof
/// reads, and where it was written.
template <typename KindT> class SyntaxNode {
public:
  using Kind = KindT;

  virtual ~SyntaxNode() = default;
  Kind getKind() const { return K; }
  SourceLoc getLoc() const { return Loc; }

protected:
  SyntaxNode(Kind K, SourceLoc Loc) : K(K), Loc(Loc) {}

private:
  Kind K;
  SourceLoc Loc;
};

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

enum class ExprKind { IntLit, Var, Call, Unary, Binary };
using Expr = SyntaxNode<ExprKind>;

using ExprPtr = std::unique_ptr<Expr>;

/// An integer literal; a '-' written right before one is part of it.
class IntLitExpr : public Expr {
public:
  IntLitExpr(int64_t Value, SourceLoc Loc)
      : Expr(Kind::IntLit, Loc), Value(Value) {}
  int64_t getValue() const { return Value; }
  static bool classof(const Expr *E) { return E->getKind() == Kind::IntLit; }

private:
  int64_t Value;
};

/// A read of a variable.
class VarExpr : public Expr {
public:
  VarExpr(llvm::StringRef Name, SourceLoc Loc)
      : Expr(Kind::Var, Loc), Name(Name) {}
  llvm::StringRef getName() const { return Name; }
  static bool classof(const Expr *E) { return E->getKind() == Kind::Var; }

private:
  llvm::StringRef Name;
};

/// `f(a, b)`; the location is the callee's name.
class CallExpr : public Expr {
public:
  CallExpr(llvm::StringRef Callee, std::vector<ExprPtr> Args, SourceLoc Loc)
      : Expr(Kind::Call, Loc), Callee(Callee), Args(std::move(Args)) {}
  llvm::StringRef getCallee() const { return Callee; }
  const std::vector<ExprPtr> &getArgs() const { return Args; }
  static bool classof(const Expr *E) { return E->getKind() == Kind::Call; }

private:
  llvm::StringRef Callee;
  std::vector<ExprPtr> Args;
};

/// `-e` (Opcode::Neg) or `!e` (Opcode::Not); the location is the operator.
class UnaryExpr : public Expr {
public:
  UnaryExpr(Opcode Op, ExprPtr Operand, SourceLoc Loc)
      : Expr(Kind::Unary, Loc), Op(Op), Operand(std::move(Operand)) {}
  Opcode getOpcode() const { return Op; }
  const Expr &getOperand() const { return *Operand; }
  static bool classof(const Expr *E) { return E->getKind() == Kind::Unary; }

private:
  Opcode Op;
  ExprPtr Operand;
};

/// One operator of a chain and the operand to its right.
struct BinaryStep {
  Opcode Op;
  SourceLoc Loc; // the operator
  ExprPtr RHS;
};

/// `First op1 e1 op2 e2 ...`, all operators of one precedence level, applied
/// left to right. The location is that of the first operator.
class BinaryExpr : public Expr {
public:
  BinaryExpr(ExprPtr First, std::vector<BinaryStep> Steps)
      : Expr(Kind::Binary, Steps.front().Loc), First(std::move(First)),
        Steps(std::move(Steps)) {}
  const Expr &getFirst() const { return *First; }
  const std::vector<BinaryStep> &getSteps() const { return Steps; }
  static bool classof(const Expr *E) { return E->getKind() == Kind::Binary; }

private:
  ExprPtr First;
  std::vector<BinaryStep> Steps;
};

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

enum class StmtKind { Let, Assign, If, While, Return, Print, Call };
using Stmt = SyntaxNode<StmtKind>;
using StmtPtr = std::unique_ptr<Stmt>;

/// `{ statements }`, with the positions of its braces.
struct Block {
  std::vector<StmtPtr> Stmts;
  SourceLoc Open;
  SourceLoc Close;
};

/// `let x = e;` (Let) or `x = e;` (Assign); the location is the name.
class AssignStmt : public Stmt {
public:
  AssignStmt(bool IsLet, llvm::StringRef Name, ExprPtr Value, SourceLoc Loc)
      : Stmt(IsLet ? Kind::Let : Kind::Assign, Loc), Name(Name),
        Value(std::move(Value)) {}
  llvm::StringRef getName() const { return Name; }
  const Expr &getValue() const { return *Value; }
  static bool classof(const Stmt *S) {
    return S->getKind() == Kind::Let || S->getKind() == Kind::Assign;
  }

private:
  llvm::StringRef Name;
  ExprPtr Value;
};

/// `if c { ... } else { ... }`; the location is `if`. Without `else`, the
/// else block is null; `else if` is an else block holding one IfStmt.
class IfStmt : public Stmt {
public:
  IfStmt(ExprPtr Cond, Block Then, std::unique_ptr<Block> Else, SourceLoc Loc)
      : Stmt(Kind::If, Loc), Cond(std::move(Cond)), Then(std::move(Then)),
        Else(std::move(Else)) {}
  const Expr &getCond() const { return *Cond; }
  const Block &getThen() const { return Then; }
  const Block *getElse() const { return Else.get(); }
  static bool classof(const Stmt *S) { return S->getKind() == Kind::If; }

private:
  ExprPtr Cond;
  Block Then;
  std::unique_ptr<Block> Else;
};

/// `while c { ... }`; the location is `while`.
class WhileStmt : public Stmt {
public:
  WhileStmt(ExprPtr Cond, Block Body, SourceLoc Loc)
      : Stmt(Kind::While, Loc), Cond(std::move(Cond)), Body(std::move(Body)) {}
  const Expr &getCond() const { return *Cond; }
  const Block &getBody() const { return Body; }
  static bool classof(const Stmt *S) { return S->getKind() == Kind::While; }

private:
  ExprPtr Cond;
  Block Body;
};

/// `return e;`; the location is `return`.
class ReturnStmt : public Stmt {
public:
  ReturnStmt(ExprPtr Value, SourceLoc Loc)
      : Stmt(Kind::Return, Loc), Value(std::move(Value)) {}
  const Expr &getValue() const { return *Value; }
  static bool classof(const Stmt *S) { return S->getKind() == Kind::Return; }

private:
  ExprPtr Value;
};

/// `print(a, b);`; the location is `print`.
class PrintStmt : public Stmt {
public:
  PrintStmt(std::vector<ExprPtr> Args, SourceLoc Loc)
      : Stmt(Kind::Print, Loc), Args(std::move(Args)) {}
  const std::vector<ExprPtr> &getArgs() const { return Args; }
  static bool classof(const Stmt *S) { return S->getKind() == Kind::Print; }

private:
  std::vector<ExprPtr> Args;
};

/// `f(a, b);`: a call whose value is not used.
class CallStmt : public Stmt {
public:
  explicit CallStmt(std::unique_ptr<CallExpr> Call)
      : Stmt(Kind::Call, Call->getLoc()), Call(std::move(Call)) {}
  const CallExpr &getCall() const { return *Call; }
  static bool classof(const Stmt *S) { return S->getKind() == Kind::Call; }

private:
  std::unique_ptr<CallExpr> Call;
};

//===----------------------------------------------------------------------===//
// Functions and programs
//===----------------------------------------------------------------------===//

struct Param {
  llvm::StringRef Name;
  SourceLoc Loc;
};

/// `fn name(params) { body }`; Loc is the name.
struct FunctionDecl {
  llvm::StringRef Name;
  SourceLoc Loc;
  std::vector<Param> Params;
  Block Body;
};

struct Program {
  std::vector<FunctionDecl> Functions;
};

/// The deepest nesting of blocks, parentheses, argument lists and unary
/// operators the parser accepts.
constexpr unsigned MaxNestingDepth = 1000;

/// Parses the tokens of file FileIndex of M's sources.
absl::StatusOr<Program> parseProgram(const TokenList &Lexed, const Module &M,
                                     uint32_t FileIndex);

/// Checks P's names and calls, then adds its functions to M as TAC, with
/// locals where Opts says.
absl::Status buildModule(const Program &P, const MiniOptions &Opts, Module &M);

} // namespace mini
} // namespace mopt

#endif
