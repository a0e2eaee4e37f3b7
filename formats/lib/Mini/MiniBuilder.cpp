//===- MiniBuilder.cpp - Mini syntax trees to TAC -------------------------===//
//
// Two walks over the tree. The checker resolves every name first, dead code
// included: variables against the scopes of blocks (a `let` is visible from
// its statement to the end of its block, and may not reuse a name still in
// scope), calls against the functions of the whole file. The builder then
// emits TAC the way the seed article's builder does (docs/Mini.md): it can
// no longer fail, and it drops the code that follows a return.
//
// Every Mini variable of a function is one TAC variable of the same name,
// or with MiniLocals::Slots one `alloca` slot: a name declared again in a
// later, disjoint scope reuses it, which is safe because a `let` always
// writes it before any read in its scope. So every load of a slot comes
// after a store to it on every path, and no slot needs a first value.
//
//===----------------------------------------------------------------------===//

#include "MiniAST.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Mini/MiniParser.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mopt;
using namespace mopt::mini;

//===----------------------------------------------------------------------===//
// Checking names
//===----------------------------------------------------------------------===//

namespace {

class Checker {
public:
  explicit Checker(const Module &M) : M(M) {}
  absl::Status run(const Program &P);

private:
  absl::Status checkFunction(const FunctionDecl &Fn);
  absl::Status checkBlock(const Block &B);
  absl::Status checkStmt(const Stmt &S);
  absl::Status checkExprs(const std::vector<ExprPtr> &Exprs);
  absl::Status checkExpr(const Expr &E);
  absl::Status checkCall(const CallExpr &C);

  /// Declares Name in the innermost scope; an error if it is in scope.
  absl::Status declare(llvm::StringRef Name, SourceLoc Loc);
  /// Where the visible declaration of Name is, or null.
  const SourceLoc *lookup(llvm::StringRef Name) const;

  absl::Status error(SourceLoc Loc, const llvm::Twine &Msg) const {
    return makeError(M.getSources(), Loc, Msg.str());
  }

  const Module &M;
  llvm::StringMap<const FunctionDecl *> Functions;
  /// The declarations in scope, innermost block last.
  std::vector<llvm::StringMap<SourceLoc>> Scopes;
};

} // namespace

absl::Status Checker::run(const Program &P) {
  for (const FunctionDecl &Fn : P.Functions) {
    if (Fn.Name == "print")
      return error(Fn.Loc, "'print' is the built-in print: no function can "
                           "take its name");
    auto [It, Inserted] = Functions.try_emplace(Fn.Name, &Fn);
    if (!Inserted)
      return error(Fn.Loc, "function '" + Fn.Name +
                               "' is defined twice (first at line " +
                               llvm::Twine(It->second->Loc.Line) + ")");
  }
  for (const FunctionDecl &Fn : P.Functions)
    if (absl::Status S = checkFunction(Fn); !S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status Checker::checkFunction(const FunctionDecl &Fn) {
  Scopes.assign(1, {});
  for (const Param &P : Fn.Params)
    if (!Scopes.back().try_emplace(P.Name, P.Loc).second)
      return error(P.Loc, "parameter '" + P.Name + "' is listed twice");
  return checkBlock(Fn.Body);
}

absl::Status Checker::checkBlock(const Block &B) {
  Scopes.emplace_back();
  for (const StmtPtr &S : B.Stmts)
    if (absl::Status Err = checkStmt(*S); !Err.ok())
      return Err;
  Scopes.pop_back();
  return absl::OkStatus();
}

absl::Status Checker::checkStmt(const Stmt &S) {
  switch (S.getKind()) {
  case Stmt::Kind::Let: {
    const auto &Let = llvm::cast<AssignStmt>(S);
    if (absl::Status Err = checkExpr(Let.getValue()); !Err.ok())
      return Err;
    return declare(Let.getName(), Let.getLoc());
  }
  case Stmt::Kind::Assign: {
    const auto &Assign = llvm::cast<AssignStmt>(S);
    if (!lookup(Assign.getName()))
      return error(Assign.getLoc(), "assignment to undeclared variable '" +
                                        Assign.getName() +
                                        "': declare it with 'let'");
    return checkExpr(Assign.getValue());
  }
  case Stmt::Kind::If: {
    const auto &If = llvm::cast<IfStmt>(S);
    if (absl::Status Err = checkExpr(If.getCond()); !Err.ok())
      return Err;
    if (absl::Status Err = checkBlock(If.getThen()); !Err.ok())
      return Err;
    return If.getElse() ? checkBlock(*If.getElse()) : absl::OkStatus();
  }
  case Stmt::Kind::While: {
    const auto &While = llvm::cast<WhileStmt>(S);
    if (absl::Status Err = checkExpr(While.getCond()); !Err.ok())
      return Err;
    return checkBlock(While.getBody());
  }
  case Stmt::Kind::Return:
    return checkExpr(llvm::cast<ReturnStmt>(S).getValue());
  case Stmt::Kind::Print:
    return checkExprs(llvm::cast<PrintStmt>(S).getArgs());
  case Stmt::Kind::Call:
    return checkCall(llvm::cast<CallStmt>(S).getCall());
  }
  llvm_unreachable("statement kind outside Stmt::Kind");
}

absl::Status Checker::checkExprs(const std::vector<ExprPtr> &Exprs) {
  for (const ExprPtr &E : Exprs)
    if (absl::Status S = checkExpr(*E); !S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status Checker::checkExpr(const Expr &E) {
  switch (E.getKind()) {
  case Expr::Kind::IntLit:
    return absl::OkStatus();
  case Expr::Kind::Var: {
    llvm::StringRef Name = llvm::cast<VarExpr>(E).getName();
    if (!lookup(Name))
      return error(E.getLoc(), "use of undeclared variable '" + Name + "'");
    return absl::OkStatus();
  }
  case Expr::Kind::Call:
    return checkCall(llvm::cast<CallExpr>(E));
  case Expr::Kind::Unary:
    return checkExpr(llvm::cast<UnaryExpr>(E).getOperand());
  case Expr::Kind::Binary: {
    const auto &Binary = llvm::cast<BinaryExpr>(E);
    if (absl::Status S = checkExpr(Binary.getFirst()); !S.ok())
      return S;
    for (const BinaryStep &Step : Binary.getSteps())
      if (absl::Status S = checkExpr(*Step.RHS); !S.ok())
        return S;
    return absl::OkStatus();
  }
  }
  llvm_unreachable("expression kind outside Expr::Kind");
}

absl::Status Checker::checkCall(const CallExpr &C) {
  auto It = Functions.find(C.getCallee());
  if (It == Functions.end())
    return error(C.getLoc(),
                 "call to unknown function '" + C.getCallee() + "'");
  size_t Want = It->second->Params.size(), Got = C.getArgs().size();
  if (Want != Got)
    return error(C.getLoc(), "function '" + C.getCallee() + "' takes " +
                                 llvm::Twine(Want) + " argument" +
                                 (Want == 1 ? "" : "s") +
                                 ", but the call passes " + llvm::Twine(Got));
  return checkExprs(C.getArgs());
}

absl::Status Checker::declare(llvm::StringRef Name, SourceLoc Loc) {
  if (const SourceLoc *Prev = lookup(Name))
    return error(Loc, "variable '" + Name + "' is already declared (line " +
                          llvm::Twine(Prev->Line) +
                          "); Mini does not allow a name to be declared "
                          "again while it is in scope");
  Scopes.back().try_emplace(Name, Loc);
  return absl::OkStatus();
}

const SourceLoc *Checker::lookup(llvm::StringRef Name) const {
  for (auto It = Scopes.rbegin(), E = Scopes.rend(); It != E; ++It) {
    auto Found = It->find(Name);
    if (Found != It->end())
      return &Found->second;
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Building TAC
//===----------------------------------------------------------------------===//

namespace {

class Builder {
public:
  Builder(Module &M, MiniLocals Locals) : M(M), Locals(Locals) {}
  void run(const Program &P);

private:
  void buildFunction(const FunctionDecl &Fn, Function &Fun);
  void buildParams(const FunctionDecl &Fn);
  void buildBlock(const Block &B);
  void buildStmt(const Stmt &S);
  void buildIf(const IfStmt &If);
  void buildArm(const Block &B, BasicBlock *BB, BasicBlock *Join);
  void buildWhile(const WhileStmt &While);
  Value *buildExpr(const Expr &E);
  llvm::SmallVector<Value *, 4> buildExprs(const std::vector<ExprPtr> &Exprs);
  /// The value of variable Name: the variable itself, or a load of its slot.
  Value *buildRead(llvm::StringRef Name, SourceLoc Loc);
  /// Writes V to variable Name: a copy, or a store to its slot.
  void buildWrite(llvm::StringRef Name, Value *V, SourceLoc Loc);
  /// Variable Name's slot, created at Loc on the first access.
  Instruction *getSlot(llvm::StringRef Name, SourceLoc Loc);
  /// Adds `%SlotName: ptr<int> = alloca` after the slots already at the top
  /// of the entry block, as variable VarName's slot.
  Instruction *createSlot(llvm::StringRef VarName, const llvm::Twine &SlotName,
                          SourceLoc Loc);

  /// A new block named Kind and the count of blocks created so far in the
  /// function, not yet laid out.
  BasicBlock *createBlock(llvm::StringRef Kind, SourceLoc Loc) {
    return new BasicBlock(Kind.str() + std::to_string(++NumBlocks), Loc);
  }
  /// Appends BB to the function; code goes there from now on.
  void startBlock(BasicBlock *BB) {
    F->push_back(BB);
    Cur = BB;
  }
  void emit(Instruction *I) { Cur->push_back(I); }
  /// Emits I as the next temporary `%N`.
  Value *emitTemp(Instruction *I) {
    I->setName(std::to_string(++NumTemps));
    emit(I);
    return I;
  }

  Module &M;
  MiniLocals Locals;
  Function *F = nullptr;
  /// The block code goes to; null after a return, when what follows in the
  /// same block of source can never run and is dropped.
  BasicBlock *Cur = nullptr;
  unsigned NumBlocks = 0;
  unsigned NumTemps = 0;
  /// With MiniLocals::Slots: each variable's alloca, and the last one, which
  /// the next goes after.
  llvm::StringMap<Instruction *> Slots;
  Instruction *LastSlot = nullptr;
};

} // namespace

void Builder::run(const Program &P) {
  // Every function exists before any body is built, so calls can name
  // functions defined further down.
  for (const FunctionDecl &Fn : P.Functions) {
    Function *Fun = M.createFunction(Fn.Name, Fn.Loc);
    for (const Param &Par : Fn.Params)
      Fun->addParameter(Par.Name);
  }
  auto It = M.begin();
  for (const FunctionDecl &Fn : P.Functions)
    buildFunction(Fn, *It++);
}

void Builder::buildFunction(const FunctionDecl &Fn, Function &Fun) {
  F = &Fun;
  NumBlocks = NumTemps = 0;
  Slots.clear();
  LastSlot = nullptr;
  startBlock(createBlock("entry", Fn.Loc));
  buildParams(Fn);
  buildBlock(Fn.Body);
  if (Cur)
    emit(new ReturnInst(F->getDefaultReturnValue(), Fn.Body.Close));
}

/// `n = param K`; or, in slots, `%n = param K` stored to the slot `%n.addr`,
/// as clang names a parameter's slot.
void Builder::buildParams(const FunctionDecl &Fn) {
  for (unsigned K = 0, E = Fn.Params.size(); K != E; ++K) {
    const Param &P = Fn.Params[K];
    auto *Incoming = new UnaryInst(Opcode::Param, F->getArg(K), P.Loc);
    if (Locals == MiniLocals::Variables) {
      Incoming->setDestVariable(F->lookupVariable(P.Name));
      emit(Incoming);
      continue;
    }
    Incoming->setName(P.Name);
    emit(Incoming);
    createSlot(P.Name, P.Name + ".addr", P.Loc);
    buildWrite(P.Name, Incoming, P.Loc);
  }
}

void Builder::buildBlock(const Block &B) {
  for (const StmtPtr &S : B.Stmts) {
    if (!Cur)
      return;
    buildStmt(*S);
  }
}

void Builder::buildStmt(const Stmt &S) {
  switch (S.getKind()) {
  case Stmt::Kind::Let:
  case Stmt::Kind::Assign: {
    const auto &Assign = llvm::cast<AssignStmt>(S);
    Value *V = buildExpr(Assign.getValue());
    buildWrite(Assign.getName(), V, Assign.getLoc());
    return;
  }
  case Stmt::Kind::If:
    return buildIf(llvm::cast<IfStmt>(S));
  case Stmt::Kind::While:
    return buildWhile(llvm::cast<WhileStmt>(S));
  case Stmt::Kind::Return:
    emit(new ReturnInst(buildExpr(llvm::cast<ReturnStmt>(S).getValue()),
                        S.getLoc()));
    Cur = nullptr;
    return;
  case Stmt::Kind::Print: {
    llvm::SmallVector<Value *, 4> Args =
        buildExprs(llvm::cast<PrintStmt>(S).getArgs());
    auto *Print = new PrintInst(S.getLoc());
    for (Value *A : Args)
      Print->addArgument(A);
    emit(Print);
    return;
  }
  case Stmt::Kind::Call:
    buildExpr(llvm::cast<CallStmt>(S).getCall());
    return;
  }
}

/// `br c, thenN, elseN+1` (or `joinN+1` without else); each arm jumps to
/// the join block, which is laid out only if an arm reaches it.
void Builder::buildIf(const IfStmt &If) {
  Value *Cond = buildExpr(If.getCond());
  const Block *ElseSrc = If.getElse();
  BasicBlock *Then = createBlock("then", If.getThen().Open);
  BasicBlock *Else = ElseSrc ? createBlock("else", ElseSrc->Open) : nullptr;
  std::unique_ptr<BasicBlock> Join(createBlock("join", If.getLoc()));
  emit(new BranchInst(Cond, Then, Else ? Else : Join.get(), If.getLoc()));
  buildArm(If.getThen(), Then, Join.get());
  if (Else)
    buildArm(*ElseSrc, Else, Join.get());
  if (Join->use_empty())
    Cur = nullptr;
  else
    startBlock(Join.release());
}

void Builder::buildArm(const Block &B, BasicBlock *BB, BasicBlock *Join) {
  startBlock(BB);
  buildBlock(B);
  if (Cur)
    emit(new JumpInst(Join, B.Close));
}

/// `jmp headN`; the head computes the condition and branches to `bodyN+1`
/// or `exitN+2`; the body jumps back to the head.
void Builder::buildWhile(const WhileStmt &While) {
  BasicBlock *Head = createBlock("head", While.getLoc());
  BasicBlock *Body = createBlock("body", While.getBody().Open);
  BasicBlock *Exit = createBlock("exit", While.getLoc());
  emit(new JumpInst(Head, While.getLoc()));
  startBlock(Head);
  Value *Cond = buildExpr(While.getCond());
  emit(new BranchInst(Cond, Body, Exit, While.getLoc()));
  startBlock(Body);
  buildBlock(While.getBody());
  if (Cur)
    emit(new JumpInst(Head, While.getBody().Close));
  startBlock(Exit);
}

Value *Builder::buildExpr(const Expr &E) {
  switch (E.getKind()) {
  case Expr::Kind::IntLit:
    return emitTemp(new UnaryInst(
        Opcode::Const, F->getConstant(llvm::cast<IntLitExpr>(E).getValue()),
        E.getLoc()));
  case Expr::Kind::Var:
    return buildRead(llvm::cast<VarExpr>(E).getName(), E.getLoc());
  case Expr::Kind::Call: {
    const auto &Call = llvm::cast<CallExpr>(E);
    llvm::SmallVector<Value *, 4> Args = buildExprs(Call.getArgs());
    return emitTemp(
        new CallInst(M.lookupFunction(Call.getCallee()), Args, E.getLoc()));
  }
  case Expr::Kind::Unary: {
    const auto &Unary = llvm::cast<UnaryExpr>(E);
    Value *Operand = buildExpr(Unary.getOperand());
    return emitTemp(new UnaryInst(Unary.getOpcode(), Operand, E.getLoc()));
  }
  case Expr::Kind::Binary: {
    const auto &Binary = llvm::cast<BinaryExpr>(E);
    Value *LHS = buildExpr(Binary.getFirst());
    for (const BinaryStep &Step : Binary.getSteps()) {
      Value *RHS = buildExpr(*Step.RHS);
      LHS = emitTemp(new BinaryInst(Step.Op, LHS, RHS, Step.Loc));
    }
    return LHS;
  }
  }
  llvm_unreachable("expression kind outside Expr::Kind");
}

llvm::SmallVector<Value *, 4>
Builder::buildExprs(const std::vector<ExprPtr> &Exprs) {
  llvm::SmallVector<Value *, 4> Values;
  for (const ExprPtr &E : Exprs)
    Values.push_back(buildExpr(*E));
  return Values;
}

Value *Builder::buildRead(llvm::StringRef Name, SourceLoc Loc) {
  if (Locals == MiniLocals::Variables)
    return F->getOrCreateVariable(Name);
  return emitTemp(new UnaryInst(Opcode::Load, getSlot(Name, Loc), Loc));
}

void Builder::buildWrite(llvm::StringRef Name, Value *V, SourceLoc Loc) {
  if (Locals == MiniLocals::Slots) {
    emit(new BinaryInst(Opcode::Store, getSlot(Name, Loc), V, Loc));
    return;
  }
  auto *Copy = new UnaryInst(Opcode::Copy, V, Loc);
  Copy->setDestVariable(F->getOrCreateVariable(Name));
  emit(Copy);
}

Instruction *Builder::getSlot(llvm::StringRef Name, SourceLoc Loc) {
  auto It = Slots.find(Name);
  return It != Slots.end() ? It->second : createSlot(Name, Name, Loc);
}

Instruction *Builder::createSlot(llvm::StringRef VarName,
                                 const llvm::Twine &SlotName, SourceLoc Loc) {
  auto *Slot = new NullaryInst(Opcode::Alloca, Loc);
  Slot->setType(M.getPointerType(Type::getInt()));
  Slot->setName(SlotName.str());
  BasicBlock &Entry = F->getEntryBlock();
  Entry.insert(LastSlot ? std::next(LastSlot->getIterator()) : Entry.begin(),
               Slot);
  LastSlot = Slot;
  Slots[VarName] = Slot;
  return Slot;
}

absl::Status mini::buildModule(const Program &P, const MiniOptions &Opts,
                               Module &M) {
  if (absl::Status S = Checker(M).run(P); !S.ok())
    return S;
  Builder(M, Opts.Locals).run(P);
  return absl::OkStatus();
}
