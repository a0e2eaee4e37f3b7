//===- InstructionBodies.cpp - The operands of each TAC instruction -------===//
//
// What follows the opcode of an instruction line, read by the opcode's
// shape (Opcode.def): a fixed number of value operands, a call's callee
// and arguments, print's list, a phi's `[value, label]` entries, or a
// terminator's condition and labels, each target perhaps with arguments.
// An instruction whose type follows its operands is typed at once when the
// operand's type is settled, else when the module ends.
//
//===----------------------------------------------------------------------===//

#include "TACParser.h"
#include "mopt/IR/Instructions.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mopt;
using namespace mopt::tac;

/// Whether V's type is settled once V is read: a literal's, or that of an
/// instruction whose type does not follow an operand or a callee (set when
/// its line was read). A load of a slot is typed at once, so the list of
/// instructions typed at the end holds only the rest (in alloca form it
/// would hold nearly every load).
static bool hasFinalType(const Value *V) {
  if (llvm::isa_and_nonnull<Constant>(V))
    return true;
  auto *I = llvm::dyn_cast_or_null<Instruction>(V);
  return I && !I->isTypeFromOperand() && !llvm::isa<CallInst>(I);
}

absl::StatusOr<Instruction *> TACParser::parseBody(Opcode Op,
                                                   const Token &OpTok) {
  absl::StatusOr<Instruction *> I = [&]() -> absl::StatusOr<Instruction *> {
    switch (getOpcodeShape(Op)) {
    case OpShape::Nullary:
    case OpShape::Unary:
    case OpShape::Binary:
    case OpShape::Select:
      return parseFixedArity(Op, OpTok);
    case OpShape::Call:
      return parseCall(OpTok);
    case OpShape::CallIndirect:
      return parseCallIndirect(OpTok);
    case OpShape::Print:
      return parsePrint(OpTok);
    case OpShape::Phi:
      return parsePhi(OpTok);
    case OpShape::Jump:
    case OpShape::Branch:
    case OpShape::Return:
      return parseTerminator(Op, OpTok);
    case OpShape::Address:
      return parseAddress(OpTok);
    }
    llvm_unreachable("shape outside OpShape");
  }();
  if (I.ok() && (*I)->isTypeFromOperand()) {
    if (hasFinalType((*I)->getOperand((*I)->getTypeOperandIndex())))
      (*I)->inferType();
    else
      Untyped.push_back(*I);
  }
  return I;
}

/// Nullary, unary and binary opcodes: a fixed number of value operands,
/// except that `const` takes a literal and `param` an argument index.
absl::StatusOr<Instruction *> TACParser::parseFixedArity(Opcode Op,
                                                         const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  auto Ops = splitOperands(OpIndex + 1);
  if (!Ops.ok())
    return Ops.status();
  OpShape Shape = getOpcodeShape(Op);
  unsigned Want = Shape == OpShape::Select   ? 3
                  : Shape == OpShape::Binary ? 2
                                             : Shape == OpShape::Unary;
  if (Ops->size() != Want)
    return error(locOf(OpTok), "'" + getOpcodeWord(Op) + "' takes " +
                                   llvm::Twine(Want) + " operand" +
                                   (Want == 1 ? "" : "s") + ", got " +
                                   llvm::Twine(Ops->size()));
  if (Shape == OpShape::Nullary)
    return new NullaryInst(Op);
  const Token &A = *(*Ops)[0];
  if (Op == Opcode::Const)
    return parseConst(OpTok, A);
  if (Op == Opcode::Param) {
    if (!A.is(TokenKind::Integer))
      return error(locOf(A), "'param' takes an integer literal");
    auto K = parseInteger(A);
    if (!K.ok())
      return K.status();
    if (*K < 0 || static_cast<uint64_t>(*K) >= F->getNumParams())
      return error(locOf(A), "function '" + F->getName() + "' has " +
                                 llvm::Twine(F->getNumParams()) +
                                 " parameter(s); there is no parameter " +
                                 A.Text);
    return new UnaryInst(Op, F->getArg(*K));
  }
  Instruction *I =
      Shape == OpShape::Select ? static_cast<Instruction *>(
                                     new SelectInst(nullptr, nullptr, nullptr))
      : Shape == OpShape::Binary
          ? static_cast<Instruction *>(new BinaryInst(Op, nullptr, nullptr))
          : new UnaryInst(Op, nullptr);
  InstructionPtr Guard(I);
  for (unsigned K = 0; K != Want; ++K)
    if (auto V = parseValueOperand(*(*Ops)[K], I, K); !V.ok())
      return V.status();
  return Guard.release();
}

/// `const LITERAL`: the annotation, if any, says the type; an integer
/// literal may stand for a float, and `true`/`false` are the bools.
absl::StatusOr<Instruction *> TACParser::parseConst(const Token &OpTok,
                                                    const Token &A) {
  const Type *Want = Annotation;
  if (!Want && A.is(TokenKind::Name) && F->lookupVariable(A.Text) == nullptr &&
      (A.Text == "true" || A.Text == "false"))
    Want = Type::getBool();
  // An unannotated constant written to a variable has the variable's type.
  const Token &Dest = Tokens[0];
  if (!Want && Dest.is(TokenKind::Name) && &OpTok != &Tokens[0])
    if (Variable *V = F->lookupVariable(Dest.Text))
      Want = V->getType();
  auto C = parseLiteral(A, Want);
  if (!C.ok())
    return C.status();
  return new UnaryInst(Opcode::Const, *C);
}

absl::StatusOr<Instruction *> TACParser::parseCall(const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  auto Ops = splitOperands(OpIndex + 1);
  if (!Ops.ok())
    return Ops.status();
  if (Ops->empty() || !(*Ops)[0]->is(TokenKind::Name))
    return Ops->empty() ? errorAtEnd("expected a function name after 'call'")
                        : error(locOf(*(*Ops)[0]), "expected a function name");
  auto Call = std::make_unique<CallInst>(nullptr, llvm::ArrayRef<Value *>());
  for (size_t K = 1; K < Ops->size(); ++K) {
    Call->addArgument(nullptr);
    if (auto V = parseValueOperand(*(*Ops)[K], Call.get(), K - 1); !V.ok())
      return V.status();
  }
  CallFixups.push_back({Call.get(), (*Ops)[0]->Text.str(), locOf(*(*Ops)[0])});
  return Call.release();
}

/// `call.indirect %f, a, b`: void without a destination, else the
/// destination's type (int unless annotated).
absl::StatusOr<Instruction *> TACParser::parseCallIndirect(const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  auto Ops = splitOperands(OpIndex + 1);
  if (!Ops.ok())
    return Ops.status();
  if (Ops->empty())
    return errorAtEnd("expected the callee's address after 'call.indirect'");
  bool HasDest = &OpTok != &Tokens[0];
  auto Call = std::make_unique<CallIndirectInst>(
      nullptr, llvm::ArrayRef<Value *>(),
      HasDest ? Type::getInt() : Type::getVoid());
  for (size_t K = 0; K < Ops->size(); ++K) {
    if (K)
      Call->addArgument(nullptr);
    if (auto V = parseValueOperand(*(*Ops)[K], Call.get(), K); !V.ok())
      return V.status();
  }
  return Call.release();
}

absl::StatusOr<Instruction *> TACParser::parsePrint(const Token &OpTok) {
  auto Print = std::make_unique<PrintInst>();
  size_t Pos = &OpTok - Tokens.data() + 1;
  unsigned K = 0;
  while (Pos < Tokens.size()) {
    const Token &A = Tokens[Pos++];
    Print->addArgument(nullptr);
    if (auto V = parseValueOperand(A, Print.get(), K++); !V.ok())
      return V.status();
    if (Pos < Tokens.size()) {
      if (!Tokens[Pos].is(TokenKind::Comma))
        return error(locOf(Tokens[Pos]), "expected ',' between operands");
      if (++Pos == Tokens.size())
        return errorAtEnd("expected an operand after ','");
    }
  }
  return Print.release();
}

absl::StatusOr<Instruction *> TACParser::parsePhi(const Token &OpTok) {
  auto Phi = std::make_unique<PhiInst>(Type::getInt());
  size_t Pos = &OpTok - Tokens.data() + 1;
  unsigned K = 0;
  auto Expect = [&](TokenKind Kind, const char *What) -> absl::Status {
    if (Pos >= Tokens.size())
      return errorAtEnd(llvm::Twine("expected ") + What);
    if (!Tokens[Pos].is(Kind))
      return error(locOf(Tokens[Pos]), llvm::Twine("expected ") + What);
    ++Pos;
    return absl::OkStatus();
  };
  while (true) {
    if (absl::Status S =
            Expect(TokenKind::LBracket, "'[' to start a phi entry");
        !S.ok())
      return S;
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a value");
    const Token &V = Tokens[Pos++];
    if (absl::Status S = Expect(TokenKind::Comma, "',' after the value");
        !S.ok())
      return S;
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a label");
    const Token &L = Tokens[Pos++];
    if (absl::Status S = Expect(TokenKind::RBracket, "']'"); !S.ok())
      return S;
    auto BB = parseLabelRef(L);
    if (!BB.ok())
      return BB.status();
    Phi->addIncoming(nullptr, *BB);
    if (auto Val = parseValueOperand(V, Phi.get(), K++); !Val.ok())
      return Val.status();
    if (Pos == Tokens.size())
      break;
    if (!Tokens[Pos].is(TokenKind::Comma))
      return error(locOf(Tokens[Pos]), "expected ',' between phi entries");
    ++Pos;
  }
  return Phi.release();
}

absl::StatusOr<Instruction *> TACParser::parseTerminator(Opcode Op,
                                                         const Token &OpTok) {
  size_t OpIndex = &OpTok - Tokens.data();
  ArgumentLists Lists;
  auto Ops = splitOperands(OpIndex + 1, Op == Opcode::Ret ? nullptr : &Lists);
  if (!Ops.ok())
    return Ops.status();
  unsigned Got = Ops->size();
  auto WrongCount = [&](const char *Want) {
    return error(locOf(OpTok), "'" + getOpcodeWord(Op) + "' takes " + Want +
                                   ", got " + llvm::Twine(Got) + " operand(s)");
  };
  if (Op == Opcode::Ret) {
    if (Got > 1)
      return WrongCount("at most one operand");
    auto Ret = std::make_unique<ReturnInst>();
    if (Got == 1) {
      Ret->setReturnValue(nullptr);
      if (auto V = parseValueOperand(*(*Ops)[0], Ret.get(), 0); !V.ok())
        return V.status();
    }
    return Ret.release();
  }
  if (Op == Opcode::Jmp) {
    if (Got != 1)
      return WrongCount("a label");
    auto BB = parseLabelRef(*(*Ops)[0]);
    if (!BB.ok())
      return BB.status();
    auto Jmp = std::make_unique<JumpInst>(*BB);
    if (absl::Status S = addArguments(Jmp.get(), *Ops, Lists); !S.ok())
      return S;
    return Jmp.release();
  }
  if (Got != 3)
    return WrongCount("a condition and two labels");
  auto T = parseLabelRef(*(*Ops)[1]);
  if (!T.ok())
    return T.status();
  auto E = parseLabelRef(*(*Ops)[2]);
  if (!E.ok())
    return E.status();
  auto Br = std::make_unique<BranchInst>(nullptr, *T, *E);
  if (auto V = parseValueOperand(*(*Ops)[0], Br.get(), 0); !V.ok())
    return V.status();
  if (absl::Status S = addArguments(Br.get(), *Ops, Lists); !S.ok())
    return S;
  return Br.release();
}
