//===- TACParser.cpp - Lines, headers, labels and operands of TAC ---------===//
//
// The grammar of a TAC line: a `func` header, a label, or an instruction
// line (`[DEST[: TYPE] =] OPCODE OPERANDS`), whose body
// InstructionBodies.cpp reads by its opcode's shape. Operands name
// literals, variables, SSA values and labels; a name not defined yet is
// resolved when its function ends, a callee when the module ends, which is
// also when instructions whose type follows their operands are typed.
//
//===----------------------------------------------------------------------===//

#include "TACParser.h"
#include "FunctionSplitter.h"
#include "absl/strings/str_cat.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/NearestName.h"
#include "mopt/Support/Parallel.h"

#include <cctype>

using namespace mopt;
using namespace mopt::tac;

TACParser::~TACParser() {
  for (auto &Entry : Labels)
    if (!Entry.second.Defined)
      delete Entry.second.Block;
}

absl::Status TACParser::parseLineAt(llvm::StringRef Line, uint32_t LineNumber) {
  LineNo = LineNumber;
  CurrentLine = Line;
  return parseLine(Line);
}

absl::Status TACParser::parseLines(llvm::StringRef Text, uint32_t FirstLine) {
  uint32_t Number = FirstLine;
  const char *Behind = Text.data(); // read, and not yet released
  while (!Text.empty()) {
    if (size_t(Text.data() - Behind) >= ReleaseStride) {
      M.getSources().releaseResidentPages(FileIndex, Behind, Text.data());
      Behind = Text.data();
    }
    // find(char) is an inline memchr; split('\n') goes through the
    // out-of-line substring search.
    size_t End = Text.find('\n');
    llvm::StringRef Line = Text.take_front(End);
    Text = End == llvm::StringRef::npos ? llvm::StringRef()
                                        : Text.drop_front(End + 1);
    if (absl::Status S = parseLineAt(Line, Number++); !S.ok())
      return S;
  }
  return finishFunction();
}

absl::Status TACParser::parseLine(llvm::StringRef Line) {
  Tokens.clear();
  llvm::StringRef Code = stripComment(Line);
  if (lexLine(Code, Tokens))
    mergeTypedLiterals(Code, Tokens);
  if (Tokens.empty())
    return absl::OkStatus();
  const Token &Last = Tokens.back();
  if (Last.is(TokenKind::Error)) {
    unsigned char C = Last.Text[0];
    std::string Shown =
        std::isprint(C) ? std::string(1, C)
                        : absl::StrCat("\\x", absl::Hex(C, absl::kZeroPad2));
    return error(locOf(Last), "unexpected character '" + Shown + "'");
  }
  if (isFunctionHeader(Tokens))
    return parseFunctionHeader();
  if ((Tokens.size() >= 3 && Tokens[0].isName("declare") &&
       Tokens[1].is(TokenKind::Name) && Tokens[2].is(TokenKind::LParen)) ||
      (Tokens.size() >= 2 && Tokens[0].isName("global") &&
       Tokens[1].is(TokenKind::GlobalName)))
    return parseModuleLine();
  // `NAME:`, or `NAME(` starting a block's parameter list.
  if (Tokens.size() >= 2 && Tokens[0].is(TokenKind::Name) &&
      ((Tokens.size() == 2 && Tokens[1].is(TokenKind::Colon)) ||
       Tokens[1].is(TokenKind::LParen)))
    return parseLabel();
  return parseInstruction();
}

absl::Status TACParser::parseFunctionHeader() {
  if (absl::Status S = finishFunction(); !S.ok())
    return S;
  const Token &NameTok = Tokens[1];
  F = Resumed ? Resumed : M.createFunction(NameTok.Text, locOf(NameTok));
  if (!F)
    return error(locOf(NameTok),
                 "function '" + NameTok.Text + "' is defined twice");
  size_t Pos = 3;
  llvm::StringMap<bool> Seen;
  while (Pos < Tokens.size() && !Tokens[Pos].is(TokenKind::RParen)) {
    const Token &P = Tokens[Pos];
    auto T = parseParameter(Pos);
    if (!T.ok())
      return T.status();
    if (!Seen.try_emplace(P.Text, true).second)
      return error(locOf(P), "parameter '" + P.Text + "' is listed twice");
    Variable *Param =
        Resumed ? F->lookupVariable(P.Text) : F->addParameter(P.Text, *T);
    Declared[Param] = locOf(P);
    if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Comma))
      ++Pos;
    else if (Pos < Tokens.size() && !Tokens[Pos].is(TokenKind::RParen))
      return error(locOf(Tokens[Pos]), "expected ',' or ')'");
  }
  if (Pos >= Tokens.size())
    return errorAtEnd("expected ')' to close the parameter list");
  if (Pos + 2 < Tokens.size() && Tokens[Pos + 1].isSymbol("-") &&
      Tokens[Pos + 2].isSymbol(">")) {
    Pos += 3;
    auto Ret = parseType(Pos);
    if (!Ret.ok())
      return Ret.status();
    // A header read again leaves the signature as the outline set it:
    // other threads may be reading it for calls.
    if (!Resumed)
      F->setReturnType(*Ret);
    --Pos; // Pos + 1 is the ':'
  }
  if (Pos + 1 >= Tokens.size() || !Tokens[Pos + 1].is(TokenKind::Colon))
    return Pos + 1 < Tokens.size()
               ? error(locOf(Tokens[Pos + 1]), "expected ':'")
               : errorAtEnd("expected ':' after the parameter list");
  if (Pos + 2 < Tokens.size())
    return error(locOf(Tokens[Pos + 2]), "unexpected text after ':'");
  return absl::OkStatus();
}

absl::StatusOr<const Type *> TACParser::parseParameter(size_t &Pos) {
  const Token &P = Tokens[Pos++];
  if (!P.is(TokenKind::Name))
    return error(locOf(P), "expected a parameter name");
  if (Pos >= Tokens.size() || !Tokens[Pos].is(TokenKind::Colon))
    return Type::getInt();
  auto T = parseType(++Pos);
  if (T.ok() && (*T)->isVoid())
    return error(locOf(P), "parameter '" + P.Text + "' cannot be void");
  return T;
}

absl::Status TACParser::parseLabel() {
  const Token &NameTok = Tokens[0];
  if (!F)
    return error(locOf(NameTok),
                 "label '" + NameTok.Text + "' appears before any 'func' line");
  LabelInfo &Info = Labels[NameTok.Text];
  if (Info.Defined)
    return error(locOf(NameTok),
                 "label '" + NameTok.Text + "' is defined twice");
  if (!Info.Block)
    Info.Block = new BasicBlock(NameTok.Text);
  Info.Defined = true;
  Info.Block->setLoc(locOf(NameTok));
  bool IsEntry = F->empty();
  F->push_back(Info.Block);
  CurBlock = Info.Block;
  CurBlockTerminated = false;
  if (Tokens[1].is(TokenKind::Colon))
    return absl::OkStatus();
  if (IsEntry)
    return error(locOf(Tokens[1]),
                 "the entry block cannot have parameters: nothing passes it "
                 "arguments when the function is called");
  return parseBlockParameters();
}

BasicBlock *TACParser::currentBlockForInstruction(SourceLoc Loc) {
  if (!CurBlock) {
    // Code before the first label: an unnamed entry block.
    CurBlock = new BasicBlock("", Loc);
    F->push_back(CurBlock);
  }
  return CurBlock;
}

absl::Status TACParser::parseInstruction() {
  const Token &First = Tokens[0];
  if (!F)
    return error(locOf(First), "instruction before any 'func' line");
  size_t EqualsIndex = 1;
  Annotation = nullptr;
  if (Tokens.size() >= 2 && Tokens[1].is(TokenKind::Colon) &&
      (First.is(TokenKind::Name) || First.is(TokenKind::SSAName))) {
    auto T = parseType(EqualsIndex = 2);
    if (!T.ok())
      return T.status();
    if ((*T)->isVoid())
      return error(locOf(Tokens[2]), "a value cannot have type void");
    Annotation = *T;
    if (EqualsIndex >= Tokens.size() ||
        !Tokens[EqualsIndex].is(TokenKind::Equals))
      return EqualsIndex < Tokens.size()
                 ? error(locOf(Tokens[EqualsIndex]), "expected '='")
                 : errorAtEnd("expected '=' after the type");
  }
  bool HasDest =
      Tokens.size() > EqualsIndex && Tokens[EqualsIndex].is(TokenKind::Equals);
  if (HasDest && !First.is(TokenKind::Name) && !First.is(TokenKind::SSAName))
    return error(locOf(First), "expected a variable or %value before '='");
  size_t OpIndex = HasDest ? EqualsIndex + 1 : 0;
  if (OpIndex >= Tokens.size())
    return errorAtEnd("expected an opcode after '='");
  const Token &OpTok = Tokens[OpIndex];
  std::optional<Opcode> Op;
  if (OpTok.is(TokenKind::Name) || OpTok.is(TokenKind::Symbol))
    Op = lookupOpcode(OpTok.Text);
  if (!Op)
    return error(locOf(OpTok),
                 "unknown opcode '" +
                     llvm::Twine(OpTok.is(TokenKind::SSAName) ? "%" : "") +
                     OpTok.Text + "'" +
                     didYouMeanSuffix(suggestOpcode(OpTok.Text)));
  if (*Op == Opcode::Phi && CurBlock && BlockParams.count(CurBlock))
    return error(locOf(OpTok),
                 "block '" + CurBlock->getName() +
                     "' has parameters, which are its phis: make this one "
                     "a parameter too");
  absl::StatusOr<Instruction *> I = parseBody(*Op, OpTok);
  if (!I.ok())
    return I.status();
  (*I)->setLoc(locOf(First));
  currentBlockForInstruction(locOf(First))->push_back(*I);
  CurBlockTerminated |= (*I)->isTerminator();
  if (HasDest)
    return setDestination(*I, First);
  if ((*I)->producesValue() && *Op != Opcode::Call &&
      *Op != Opcode::CallIndirect)
    return error(locOf(OpTok), "'" + getOpcodeWord(*Op) +
                                   "' needs a destination: 'x = " + OpTok.Text +
                                   " ...'");
  return absl::OkStatus();
}

absl::Status TACParser::setDestination(Instruction *I, const Token &Dest) {
  if (!I->producesValue())
    return error(locOf(Dest),
                 "'" + I->getOpcodeName() + "' does not produce a value");
  // A load through an opaque `ptr` (or one not read yet) takes its
  // annotation's type; through ptr<T> inference gives T, checked against
  // the annotation.
  bool IsLoad =
      I->getOpcode() == Opcode::Load || I->getOpcode() == Opcode::LoadVolatile;
  const Value *Address = IsLoad ? I->getOperand(0) : nullptr;
  bool TakesAnnotation =
      I->isTypeDeclared() ||
      (IsLoad && !(Address && Address->getType()->isTypedPointer()));
  if (Annotation && TakesAnnotation)
    I->setType(Annotation);
  if (Dest.is(TokenKind::Name)) {
    if (I->isPhi())
      return error(locOf(Dest), "the destination of a phi must be an SSA "
                                "value (%name), not variable '" +
                                    Dest.Text + "'");
    Variable *V = F->getOrCreateVariable(Dest.Text);
    I->setDestVariable(V);
    if (Annotation)
      return declareVariable(V, Annotation, Dest);
    if (TakesAnnotation)
      I->setType(V->getType());
    return absl::OkStatus();
  }
  if (Annotation && (!I->isTypeDeclared() || IsLoad))
    AnnotatedSSA.push_back({I, Annotation, locOf(Tokens[2])});
  return defineSSAValue(I, Dest);
}

absl::Status TACParser::defineSSAValue(Instruction *I, const Token &Name) {
  uint32_t Hash = NameTable::hash(Name.Text);
  if (Instruction *Earlier = findSSAValue(Name.Text, Hash)) {
    SourceLoc First = Earlier->getLoc();
    return error(locOf(Name), "%" + Name.Text +
                                  " is defined twice (first at line " +
                                  llvm::Twine(First.Line) + ")");
  }
  I->setName(Name.Text);
  SSAValuesByName.insert(Hash, SSAValues.size());
  SSAValues.push_back(I);
  return absl::OkStatus();
}

absl::StatusOr<OperandTokens> TACParser::splitOperands(size_t First,
                                                       ArgumentLists *Lists) {
  OperandTokens Ops;
  for (size_t Pos = First; Pos < Tokens.size(); Pos += 2) {
    Ops.push_back(&Tokens[Pos]);
    if (Lists && Pos + 1 < Tokens.size() &&
        Tokens[Pos + 1].is(TokenKind::LParen)) {
      Lists->push_back({unsigned(Ops.size() - 1), &Tokens[Pos + 1], {}});
      auto Close = splitArguments(Pos + 1, Lists->back());
      if (!Close.ok())
        return Close.status();
      Pos = *Close;
    }
    if (Pos + 1 < Tokens.size() && !Tokens[Pos + 1].is(TokenKind::Comma))
      return error(locOf(Tokens[Pos + 1]), "expected ',' between operands");
    if (Pos + 1 == Tokens.size() - 1)
      return errorAtEnd("expected an operand after ','");
  }
  return Ops;
}

absl::StatusOr<size_t> TACParser::splitArguments(size_t Open,
                                                 ArgumentList &List) {
  size_t Pos = Open + 1;
  if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::RParen))
    return error(locOf(Tokens[Open]),
                 "an empty argument list: a jump to a block without "
                 "parameters names it alone, without '()'");
  while (true) {
    if (Pos >= Tokens.size())
      return errorAtEnd("expected an argument");
    List.Args.push_back(&Tokens[Pos++]);
    if (Pos >= Tokens.size())
      return errorAtEnd("expected ',' or ')' after the argument");
    if (Tokens[Pos].is(TokenKind::RParen))
      return Pos;
    if (!Tokens[Pos].is(TokenKind::Comma))
      return error(locOf(Tokens[Pos]),
                   "expected ',' or ')' after the argument");
    ++Pos;
  }
}

/// The value T names: a literal, a variable, or an SSA value, which is null
/// when it is not defined yet.
absl::StatusOr<Value *> TACParser::lookupValue(const Token &T) {
  switch (T.Kind) {
  case TokenKind::Integer:
  case TokenKind::Float:
  case TokenKind::Char:
  case TokenKind::TypedLiteral: {
    auto C = parseLiteral(T, nullptr);
    if (!C.ok())
      return C.status();
    return *C;
  }
  case TokenKind::Name:
    return F->getOrCreateVariable(T.Text);
  case TokenKind::SSAName:
    return findSSAValue(T.Text);
  default:
    return error(locOf(T), "expected an operand: %value, variable or "
                           "literal, got '" +
                               T.Text + "'");
  }
}

absl::StatusOr<Value *>
TACParser::parseValueOperand(const Token &T, Instruction *I, unsigned Index) {
  auto V = lookupValue(T);
  if (!V.ok())
    return V.status();
  if (!*V)
    ValueFixups.push_back({I, Index, T.Text.str(), locOf(T)});
  else
    I->setOperand(Index, *V);
  return *V;
}

BasicBlock *TACParser::getOrCreateLabel(llvm::StringRef Name, SourceLoc Loc) {
  LabelInfo &Info = Labels[Name];
  if (!Info.Block) {
    Info.Block = new BasicBlock(Name);
    Info.FirstUse = Loc;
  }
  return Info.Block;
}

absl::StatusOr<BasicBlock *> TACParser::parseLabelRef(const Token &T) {
  if (!T.is(TokenKind::Name))
    return error(locOf(T), "expected a label, got '" + T.Text + "'");
  return getOrCreateLabel(T.Text, locOf(T));
}

absl::Status TACParser::finishFunction() {
  if (!F)
    return absl::OkStatus();
  // The error names the undefined label used first in the text: the
  // table's order is its hash function's, which changes between releases.
  const llvm::StringMapEntry<LabelInfo> *FirstUndefined = nullptr;
  auto Before = [](SourceLoc A, SourceLoc B) {
    return A.Line != B.Line ? A.Line < B.Line : A.Column < B.Column;
  };
  for (auto &Entry : Labels)
    if (!Entry.second.Defined &&
        (!FirstUndefined ||
         Before(Entry.second.FirstUse, FirstUndefined->second.FirstUse)))
      FirstUndefined = &Entry;
  if (FirstUndefined)
    return error(FirstUndefined->second.FirstUse,
                 "undefined label '" + FirstUndefined->first() + "'");
  if (!BlockParams.empty() || !PendingEdges.empty())
    if (absl::Status S = connectBlockArguments(); !S.ok())
      return S;
  for (const Fixup &Fix : ValueFixups) {
    Instruction *Def = findSSAValue(Fix.Name);
    if (!Def)
      return error(Fix.Loc, "%" + Fix.Name + " is never defined");
    Fix.User->setOperand(Fix.OperandIndex, Def);
  }
  Labels.clear();
  Labels.getAllocator().Reset();
  SSAValues.clear();
  SSAValuesByName.clear();
  ValueFixups.clear();
  BlockParams.clear();
  PendingEdges.clear();
  Declared.clear();
  F = nullptr;
  CurBlock = nullptr;
  CurBlockTerminated = false;
  return absl::OkStatus();
}

absl::Status
TACParser::finishModule(llvm::ArrayRef<std::unique_ptr<TACParser>> Others,
                        unsigned Threads) {
  for (const std::unique_ptr<TACParser> &Other : Others) {
    CallFixups.insert(CallFixups.end(), Other->CallFixups.begin(),
                      Other->CallFixups.end());
    AddressFixups.insert(AddressFixups.end(), Other->AddressFixups.begin(),
                         Other->AddressFixups.end());
  }
  if (absl::Status S = resolveCalls(); !S.ok())
    return S;
  if (absl::Status S = resolveAddresses(); !S.ok())
    return S;
  // A parser's instructions are its functions' own, and typing them reads
  // only those and callees' declared types, so parsers type theirs at once;
  // the first error in text order is the one reported.
  std::vector<absl::Status> Typed(Others.size() + 1);
  parallelFor(Typed.size(), Threads, [&](size_t I) {
    Typed[I] = I == 0 ? inferTypes() : Others[I - 1]->inferTypes();
  });
  for (absl::Status &S : Typed)
    if (!S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status TACParser::resolveCalls() {
  for (const CallFixup &Fix : CallFixups) {
    Function *Callee = M.lookupFunction(Fix.Callee);
    if (!Callee)
      return error(Fix.Loc, "call to unknown function '" + Fix.Callee + "'");
    unsigned Got = Fix.Call->getNumOperands();
    if (Got != Callee->getNumParams() &&
        !(Callee->isVarArg() && Got > Callee->getNumParams()))
      return error(Fix.Loc, "'" + Fix.Callee + "' takes " +
                                llvm::Twine(Callee->getNumParams()) +
                                " argument(s), but the call passes " +
                                llvm::Twine(Got));
    Fix.Call->setCallee(Callee);
  }
  CallFixups.clear();
  return absl::OkStatus();
}

/// Types the instructions whose type follows their operands, now that every
/// operand and callee is known, and checks their annotations. A copy may
/// read a value defined further down, so this repeats until nothing
/// changes; each round but the last types at least one more instruction.
absl::Status TACParser::inferTypes() {
  for (size_t Round = 0, Changed = 1; Changed && Round <= Untyped.size();
       ++Round) {
    Changed = 0;
    for (Instruction *I : Untyped) {
      const Type *Before = I->getType();
      I->inferType();
      Changed += I->getType() != Before;
    }
  }
  for (const AnnotatedValue &A : AnnotatedSSA)
    if (A.I->getType() != A.T)
      return error(A.Loc, "%" + A.I->getName() + " is declared " +
                              A.T->getName() + ", but '" +
                              A.I->getOpcodeName() + "' gives " +
                              A.I->getType()->getName());
  if (absl::Status S = checkArgumentTypes(); !S.ok())
    return S;
  Untyped.clear();
  AnnotatedSSA.clear();
  BlockArguments.clear();
  return absl::OkStatus();
}
