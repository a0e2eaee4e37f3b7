//===- BrilInstructions.cpp - Reading Bril instructions -------------------===//
//
// A label, a value instruction `DEST: TYPE = OP ARGS;` or an effect
// instruction `OP ARGS;`. An operation's arguments are sorted by kind
// (variables, `.labels`, `@functions`) and counted against its opcode's
// shape; Bril's SSA forms (set, get, undef) and its legacy phi are read
// into variables and copies.
//
//===----------------------------------------------------------------------===//

#include "BrilParserImpl.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/NearestName.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"

#include <charconv>

using namespace mopt;
using namespace mopt::bril;

namespace {

/// The SSA form an operation named Name is, or None.
SSAOp lookupSSAOp(llvm::StringRef Name) {
  return llvm::StringSwitch<SSAOp>(Name)
      .Case("set", SSAOp::Set)
      .Case("get", SSAOp::Get)
      .Case("undef", SSAOp::Undef)
      .Default(SSAOp::None);
}

/// How many variable, label and function arguments an operation of a shape
/// (Opcode.def's Shape column) takes.
struct ArgCounts {
  OpShape Shape;
  unsigned MinVars, MaxVars, MinLabels, MaxLabels, Funcs;
};

constexpr unsigned AnyNumber = ~0u;

const ArgCounts ArgCountsByShape[] = {
    {OpShape::Nullary, 0, 0, 0, 0, 0},
    {OpShape::Unary, 1, 1, 0, 0, 0},
    {OpShape::Binary, 2, 2, 0, 0, 0},
    {OpShape::Call, 0, AnyNumber, 0, 0, 1},
    {OpShape::Print, 0, AnyNumber, 0, 0, 0},
    {OpShape::Phi, 0, AnyNumber, 0, AnyNumber, 0},
    {OpShape::Jump, 0, 0, 1, 1, 0},
    {OpShape::Branch, 1, 1, 2, 2, 0},
    {OpShape::Return, 0, 1, 0, 0, 0},
    {OpShape::Select, 3, 3, 0, 0, 0},
    {OpShape::Address, 0, 0, 0, 0, 0},
};

const ArgCounts &argCountsOf(OpShape Shape) {
  for (const ArgCounts &Counts : ArgCountsByShape)
    if (Counts.Shape == Shape)
      return Counts;
  llvm_unreachable("a shape without argument counts");
}

} // namespace

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

absl::Status BrilParser::parseLabel() {
  const Token &L = take();
  if (absl::Status S = expect(TokenKind::Colon, "':' after the label"); !S.ok())
    return S;
  LabelInfo &Info = Labels[labelIndex(L)];
  if (Info.Defined)
    return error(L, "label '" + L.Text + "' is defined twice");
  Info.Defined = true;
  F->remove(Info.Block);
  F->push_back(Info.Block);
  Info.Block->setLoc(locOf(L));
  CurBlock = Info.Block;
  return absl::OkStatus();
}

absl::Status BrilParser::parseValueInstruction() {
  const Token &Dest = take();
  auto Ty =
      parseTypeAfter(TokenKind::Colon,
                     llvm::Twine("':' and a type after '") + Dest.Text + "'");
  if (!Ty.ok())
    return Ty.status();
  if (absl::Status S = expect(TokenKind::Equal, "'=' after the type"); !S.ok())
    return S;
  if (!at(TokenKind::Ident))
    return unexpected("an operation");
  const Token &OpTok = take();
  if (OpTok.Text == "const")
    return parseConst(Dest, *Ty);
  return parseOperation(Dest, &Dest, *Ty, OpTok);
}

absl::Status BrilParser::parseEffectInstruction() {
  const Token &OpTok = take();
  if (OpTok.Text == "const")
    return error(OpTok, "operation 'const' needs a destination");
  return parseOperation(OpTok, nullptr, nullptr, OpTok);
}

absl::Status BrilParser::parseConst(const Token &Dest, const Type *Ty) {
  auto C = parseLiteral(Ty);
  if (!C.ok())
    return C.status();
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  ensureBlock(Dest);
  auto *I = new UnaryInst(Opcode::Const, *C, locOf(Dest));
  CurBlock->push_back(I);
  return setDestination(I, Dest, Ty);
}

/// Decodes a char literal as written (`'a'`, `'\n'`, `'🐶'`) into its code
/// point, or -1 if it is not exactly one Unicode scalar value.
static int64_t decodeChar(llvm::StringRef Quoted) {
  llvm::StringRef Body = Quoted.drop_front().drop_back();
  if (Body.size() == 2 && Body[0] == '\\') {
    switch (Body[1]) {
    case '0':
      return 0;
    case 'a':
      return 7;
    case 'b':
      return 8;
    case 't':
      return 9;
    case 'n':
      return 10;
    case 'v':
      return 11;
    case 'f':
      return 12;
    case 'r':
      return 13;
    case '\\':
    case '\'':
    case '"':
      return Body[1];
    default:
      return -1;
    }
  }
  return decodeOneUTF8(Body);
}

absl::StatusOr<Constant *> BrilParser::parseLiteral(const Type *Ty) {
  if (Ty->isBool()) {
    bool IsTrue = cur().Text == "true";
    if (!at(TokenKind::Ident) || !(IsTrue || cur().Text == "false"))
      return unexpected("'true' or 'false' for a bool constant");
    take();
    return F->getConstant(Ty, IsTrue);
  }
  if (Ty->isChar()) {
    if (!at(TokenKind::Char))
      return unexpected("a character literal for a char constant");
    const Token &Lit = take();
    int64_t CP = decodeChar(Lit.Text);
    if (CP < 0)
      return error(Lit, "char constant " + Lit.Text +
                            " is not exactly one character");
    return F->getConstant(Ty, CP);
  }
  if (!Ty->isInt() && !Ty->isFloat())
    return error(cur(),
                 "a constant of type " + Ty->getName() + " cannot be written");
  // `.5` lexes as a label reference; as a float constant it is a number.
  bool IsPointFloat = Ty->isFloat() && at(TokenKind::LabelRef) &&
                      !cur().name().empty() && llvm::isDigit(cur().name()[0]);
  if (!at(TokenKind::Number) && !IsPointFloat)
    return unexpected("a number for " + Ty->getName() + " constant");
  const Token &Lit = take();
  llvm::StringRef Digits = Lit.Text;
  Digits.consume_front("+");
  if (Ty->isFloat()) {
    double D = 0;
    auto [End, Err] = std::from_chars(Digits.begin(), Digits.end(), D);
    if (Err == std::errc() && End == Digits.end())
      return F->getConstant(Ty, llvm::bit_cast<int64_t>(D));
    return error(Lit, "invalid float constant: '" + Lit.Text + "'");
  }
  int64_t Value;
  if (!Digits.getAsInteger(10, Value))
    return F->getConstant(Value);
  bool AllDigits =
      llvm::all_of(Digits.drop_front(Digits.starts_with("-")), llvm::isDigit);
  return error(Lit, (AllDigits ? "integer constant out of range: '"
                               : "invalid integer constant: '") +
                        Lit.Text + "'");
}

absl::Status BrilParser::parseOperation(const Token &First, const Token *Dest,
                                        const Type *DestType,
                                        const Token &OpTok) {
  std::optional<Opcode> Op = lookupBrilOpcode(OpTok.Text);
  SSAOp SSAKind = lookupSSAOp(OpTok.Text);
  if (!Op && SSAKind == SSAOp::None)
    return error(OpTok, "unsupported Bril operation '" + OpTok.Text + "'" +
                            didYouMeanSuffix(suggestBrilOpcode(OpTok.Text)));
  Operands Args;
  for (;; take()) {
    if (at(TokenKind::Ident))
      Args.Vars.push_back(&cur());
    else if (at(TokenKind::LabelRef))
      Args.Labels.push_back(&cur());
    else if (at(TokenKind::FuncRef))
      Args.Funcs.push_back(&cur());
    else
      break;
  }
  if (absl::Status S = expectSemicolon(); !S.ok())
    return S;
  ensureBlock(First);
  if (SSAKind != SSAOp::None)
    return parseSSAOperation(SSAKind, Dest, DestType, OpTok, Args);
  if (absl::Status S = checkOperands(*Op, OpTok, Dest != nullptr, Args);
      !S.ok())
    return S;
  if (*Op == Opcode::Phi)
    return parseLegacyPhi(*Dest, DestType, OpTok, Args);
  Instruction *I = build(*Op, locOf(First), Args);
  CurBlock->push_back(I);
  if (auto *Ret = llvm::dyn_cast<ReturnInst>(I)) {
    NumReturnsWithValue += Ret->getNumOperands();
    if (!Ret->getNumOperands() && !F->getReturnType()->isVoid())
      return error(OpTok, "missing return value in function with return "
                          "type " +
                              F->getReturnType()->getName());
  }
  if (Dest)
    return setDestination(I, *Dest, DestType);
  return absl::OkStatus();
}

/// Bril's legacy `x: T = phi a b .L1 .L2`: a phi of the variables' values
/// at the ends of L1 and L2, and a copy of it into x. The phi goes after
/// the block's other phis and the copy after their copies, so that the
/// phis still read their variables all at once, before any copy writes.
absl::Status BrilParser::parseLegacyPhi(const Token &Dest, const Type *T,
                                        const Token &OpTok,
                                        const Operands &Args) {
  if (Args.Vars.size() != Args.Labels.size())
    return error(OpTok, "phi needs as many labels as arguments, found " +
                            llvm::Twine(Args.Vars.size()) + " and " +
                            llvm::Twine(Args.Labels.size()));
  auto FirstNonPhi = CurBlock->getFirstNonPhi();
  for (auto It = FirstNonPhi; It != CurBlock->end(); ++It)
    if (!isLegacyPhiCopy(*It))
      return error(OpTok, "a phi must come before the other instructions "
                          "of its block");
  auto *Phi = new PhiInst(T, locOf(Dest));
  for (size_t K = 0; K != Args.Vars.size(); ++K)
    Phi->addIncoming(variable(*Args.Vars[K]), labelBlock(*Args.Labels[K]));
  Phi->setName(Names.fresh(Names.get(Dest.Text) + ".phi"));
  CurBlock->insert(FirstNonPhi, Phi);
  auto *Copy = new UnaryInst(Opcode::Copy, Phi, locOf(Dest));
  CurBlock->push_back(Copy);
  LegacyPhiCopies.insert(Copy);
  return setDestination(Copy, Dest, T);
}

absl::Status BrilParser::parseSSAOperation(SSAOp Kind, const Token *Dest,
                                           const Type *DestType,
                                           const Token &OpTok,
                                           const Operands &Args) {
  bool WantsDest = Kind != SSAOp::Set;
  unsigned WantVars = Kind == SSAOp::Set ? 2 : 0;
  if (WantsDest != (Dest != nullptr))
    return error(OpTok, "operation '" + OpTok.Text + "' " +
                            (WantsDest ? "needs a destination"
                                       : "does not produce a value"));
  if (Args.Vars.size() != WantVars || !Args.Labels.empty() ||
      !Args.Funcs.empty())
    return error(OpTok, "operation '" + OpTok.Text + "' takes " +
                            llvm::Twine(WantVars) + " arguments");
  SourceLoc Loc = locOf(Dest ? *Dest : OpTok);
  Instruction *I;
  if (Kind == SSAOp::Set) {
    I = new UnaryInst(Opcode::Copy, readVariable(*Args.Vars[1]), Loc);
    I->setDestVariable(shadowVariable(*Args.Vars[0]));
    CurBlock->push_back(I);
    return absl::OkStatus();
  }
  if (Kind == SSAOp::Get) {
    I = new UnaryInst(Opcode::Copy, shadowVariable(*Dest), Loc);
    Gets.push_back({I, &OpTok});
  } else {
    I = new UnaryInst(Opcode::Const, F->getZero(DestType), Loc);
    Undefs.insert(I);
  }
  CurBlock->push_back(I);
  return setDestination(I, *Dest, DestType);
}

/// The complaint if Got is not Min (or, when they differ, at most Max); ""
/// if it is.
static std::string countMismatch(const Token &OpTok, llvm::StringRef What,
                                 size_t Got, unsigned Min, unsigned Max) {
  if (Got >= Min && Got <= Max)
    return "";
  unsigned Want = Min == Max ? Min : Max;
  return ("operation '" + OpTok.Text + "' takes " +
          (Min == Max ? "" : "at most ") + llvm::Twine(Want) + " " + What +
          (Want == 1 ? "" : "s") + ", found " + llvm::Twine(Got))
      .str();
}

absl::Status BrilParser::checkOperands(Opcode Op, const Token &OpTok,
                                       bool HasDest, const Operands &Args) {
  const OpcodeInfo &Info = getOpcodeInfo(Op);
  if (Info.Result != ResultRule::None && Info.Result != ResultRule::Callee &&
      !HasDest)
    return error(OpTok, "operation '" + OpTok.Text + "' needs a destination");
  if (Info.Result == ResultRule::None && HasDest)
    return error(OpTok,
                 "operation '" + OpTok.Text + "' does not produce a value");
  const ArgCounts &Want = argCountsOf(Info.Shape);
  std::string Msg = countMismatch(OpTok, "argument", Args.Vars.size(),
                                  Want.MinVars, Want.MaxVars);
  if (Msg.empty())
    Msg = countMismatch(OpTok, "label", Args.Labels.size(), Want.MinLabels,
                        Want.MaxLabels);
  if (Msg.empty())
    Msg = countMismatch(OpTok, "function", Args.Funcs.size(), Want.Funcs,
                        Want.Funcs);
  return Msg.empty() ? absl::OkStatus() : error(OpTok, Msg);
}

/// The instruction for a checked operation.
Instruction *BrilParser::build(Opcode Op, SourceLoc Loc, const Operands &Args) {
  switch (getOpcodeShape(Op)) {
  case OpShape::Nullary:
    return new NullaryInst(Op, Loc);
  case OpShape::Unary:
    return new UnaryInst(Op, readVariable(*Args.Vars[0]), Loc);
  case OpShape::Binary:
    return new BinaryInst(Op, readVariable(*Args.Vars[0]),
                          readVariable(*Args.Vars[1]), Loc);
  case OpShape::Branch:
    return new BranchInst(readVariable(*Args.Vars[0]),
                          labelBlock(*Args.Labels[0]),
                          labelBlock(*Args.Labels[1]), Loc);
  case OpShape::Jump:
    return new JumpInst(labelBlock(*Args.Labels[0]), Loc);
  case OpShape::Return:
    return new ReturnInst(
        Args.Vars.empty() ? nullptr : readVariable(*Args.Vars[0]), Loc);
  case OpShape::Call:
    return buildCall(Loc, Args);
  case OpShape::Select:
    return new SelectInst(readVariable(*Args.Vars[0]),
                          readVariable(*Args.Vars[1]),
                          readVariable(*Args.Vars[2]), Loc);
  case OpShape::Address:
  case OpShape::CallIndirect:
    llvm_unreachable("Bril has no such operation");
  case OpShape::Print:
  case OpShape::Phi:
    break;
  }
  return buildPrint(Loc, Args);
}

Instruction *BrilParser::buildCall(SourceLoc Loc, const Operands &Args) {
  auto *Call = new CallInst(nullptr, {}, Loc);
  for (const Token *A : Args.Vars)
    Call->addArgument(readVariable(*A));
  Calls.push_back({Call, Args.Funcs[0]});
  return Call;
}

Instruction *BrilParser::buildPrint(SourceLoc Loc, const Operands &Args) {
  auto *Print = new PrintInst(Loc);
  for (const Token *A : Args.Vars)
    Print->addArgument(readVariable(*A));
  return Print;
}
