//===- ModuleLines.cpp - TAC's declare and global lines -------------------===//
//
// The lines before the first function: `declare NAME(PARAMS) -> TYPE`, a
// function outside the module (`...` last for a variadic one), and
// `global @NAME: SIZE [const] = ITEM, ...`, a global variable whose
// initial bytes the items give in order: a string ("hi\0A\00", each byte
// not printed as itself written \HH), `zero N`, a literal of a type
// (`i32 7`, `f32 0.5`, `bool true`, `ptr 0`; a bare integer is an int, a
// bare float a float), or the address of a global or function (`@NAME`,
// `@NAME+8`), resolved once the module is read. `addr @NAME` in a body is
// resolved then too.
//
//===----------------------------------------------------------------------===//

#include "TACParser.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/StoreBytes.h"
#include "llvm/ADT/StringExtras.h"

#include <charconv>
#include <cmath>

using namespace mopt;
using namespace mopt::tac;

absl::Status TACParser::parseModuleLine() {
  if (F)
    return error(locOf(Tokens[0]), "'" + Tokens[0].Text +
                                       "' lines come before the first "
                                       "function");
  return Tokens[0].isName("declare") ? parseDeclaration() : parseGlobal();
}

absl::Status TACParser::parseDeclaration() {
  if (Tokens.size() < 3 || !Tokens[1].is(TokenKind::Name) ||
      !Tokens[2].is(TokenKind::LParen))
    return error(locOf(Tokens[0]), "expected 'declare NAME(PARAMS)'");
  const Token &NameTok = Tokens[1];
  Function *D = M.createFunction(NameTok.Text, locOf(NameTok));
  if (!D)
    return error(locOf(NameTok), "'" + NameTok.Text + "' is defined twice");
  D->setDeclaration(true);
  size_t Pos = 3;
  while (Pos < Tokens.size() && !Tokens[Pos].is(TokenKind::RParen)) {
    const Token &P = Tokens[Pos];
    if (P.isName("...")) {
      D->setVarArg(true);
      if (++Pos >= Tokens.size() || !Tokens[Pos].is(TokenKind::RParen))
        return error(locOf(P), "'...' comes last");
      break;
    }
    auto T = parseParameter(Pos);
    if (!T.ok())
      return T.status();
    if (D->lookupVariable(P.Text))
      return error(locOf(P), "parameter '" + P.Text + "' is listed twice");
    D->addParameter(P.Text, *T);
    if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Comma))
      ++Pos;
  }
  if (Pos >= Tokens.size())
    return errorAtEnd("expected ')' to close the parameter list");
  ++Pos;
  if (Pos + 1 < Tokens.size() && Tokens[Pos].isSymbol("-") &&
      Tokens[Pos + 1].isSymbol(">")) {
    Pos += 2;
    auto Ret = parseType(Pos);
    if (!Ret.ok())
      return Ret.status();
    D->setReturnType(*Ret);
  }
  if (Pos < Tokens.size())
    return error(locOf(Tokens[Pos]), "unexpected text after the declaration");
  return absl::OkStatus();
}

/// The bytes a string item spells: its text with each \HH made one byte.
static std::optional<std::vector<uint8_t>> unescape(llvm::StringRef Text) {
  std::vector<uint8_t> Bytes;
  for (size_t K = 0; K < Text.size(); ++K) {
    if (Text[K] != '\\') {
      Bytes.push_back(uint8_t(Text[K]));
      continue;
    }
    unsigned Hi, Lo;
    if (K + 2 >= Text.size() + 0 ||
        (Hi = llvm::hexDigitValue(Text[K + 1])) == ~0u ||
        (Lo = llvm::hexDigitValue(Text[K + 2])) == ~0u)
      return std::nullopt;
    Bytes.push_back(uint8_t(Hi << 4 | Lo));
    K += 2;
  }
  return Bytes;
}

/// Appends the bytes of the literal T, of type Ty (a number type, bool or
/// a pointer, whose only literal is null), to Bytes.
absl::Status TACParser::appendLiteralBytes(const Token &T, const Type *Ty,
                                           llvm::StringRef Value,
                                           std::vector<uint8_t> &Bytes) {
  int64_t Bits = 0;
  if (Ty->isBool()) {
    Bits = Value == "true";
  } else if (Ty->isPointer()) {
    if (Value != "0")
      return error(locOf(T), "the only pointer literal is the null pointer");
  } else if (Ty->isInteger() &&
             Value.find_first_of(".eEn") == llvm::StringRef::npos) {
    auto K = parseInteger({TokenKind::Integer, Value, T.Column});
    if (!K.ok())
      return K.status();
    Bits = canonicalBits(Ty, *K);
  } else if (Ty->isFloatingPoint()) {
    double D = 0;
    auto [End, Err] = std::from_chars(Value.begin(), Value.end(), D);
    if (Err != std::errc() || End != Value.end())
      return error(locOf(T), "float literal " + Value + " is out of range");
    Bits = canonicalBits(Ty, arith::fromFloat(D));
  } else {
    return error(locOf(T), "a global's initializer cannot hold a " +
                               Ty->getName() + " literal");
  }
  size_t At = Bytes.size();
  Bytes.resize(At + Ty->getStoreSize());
  storeBytes(Ty, Bits, Bytes.data() + At);
  return absl::OkStatus();
}

/// One item of a global's initializer at Tokens[Pos], appended to Bytes (an
/// address's 8 bytes as zeros, and a fixup for them); Pos moves past it.
absl::Status TACParser::parseGlobalItem(size_t &Pos, GlobalVariable &G,
                                        std::vector<uint8_t> &Bytes) {
  const Token &T = Tokens[Pos++];
  switch (T.Kind) {
  case TokenKind::String: {
    auto Unescaped = unescape(T.Text);
    if (!Unescaped)
      return error(locOf(T), "a '\\' in a string is followed by two hex "
                             "digits, the byte's value");
    Bytes.insert(Bytes.end(), Unescaped->begin(), Unescaped->end());
    return absl::OkStatus();
  }
  case TokenKind::GlobalName: {
    int64_t Addend = 0;
    if (Pos + 1 < Tokens.size() && Tokens[Pos].isSymbol("+") &&
        Tokens[Pos + 1].is(TokenKind::Integer))
      Pos += 1;
    if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Integer) &&
        (Tokens[Pos - 1].isSymbol("+") || Tokens[Pos].Text.starts_with("-"))) {
      auto K = parseInteger(Tokens[Pos++]);
      if (!K.ok())
        return K.status();
      Addend = *K;
    }
    GlobalFixups.push_back({&G, Bytes.size(), T.Text.str(), Addend, locOf(T)});
    Bytes.resize(Bytes.size() + 8);
    return absl::OkStatus();
  }
  case TokenKind::TypedLiteral: {
    auto [TypeText, Value] = T.Text.rsplit(' ');
    auto Ty = parseTypeName(TypeText.rtrim(), T);
    if (!Ty.ok())
      return Ty.status();
    return appendLiteralBytes(T, *Ty, Value, Bytes);
  }
  case TokenKind::Integer:
    return appendLiteralBytes(T, Type::getInt(), T.Text, Bytes);
  case TokenKind::Float:
    return appendLiteralBytes(T, Type::getFloat(), T.Text, Bytes);
  case TokenKind::Name:
    if (T.isName("zero") && Pos < Tokens.size() &&
        Tokens[Pos].is(TokenKind::Integer)) {
      auto N = parseInteger(Tokens[Pos++]);
      if (!N.ok())
        return N.status();
      if (*N < 0 || *N > (int64_t(1) << 31))
        return error(locOf(T), "'zero N' takes 0 <= N <= 2^31");
      Bytes.resize(Bytes.size() + size_t(*N));
      return absl::OkStatus();
    }
    [[fallthrough]];
  default:
    return error(locOf(T), "expected a string, 'zero N', a literal or "
                           "@NAME, got '" +
                               T.Text + "'");
  }
}

absl::Status TACParser::parseGlobal() {
  if (Tokens.size() < 4 || !Tokens[1].is(TokenKind::GlobalName) ||
      !Tokens[2].is(TokenKind::Colon) || !Tokens[3].is(TokenKind::Integer))
    return error(locOf(Tokens[0]), "expected 'global @NAME: SIZE'");
  const Token &NameTok = Tokens[1];
  auto Size = parseInteger(Tokens[3]);
  if (!Size.ok())
    return Size.status();
  if (*Size < 0 || *Size > (int64_t(1) << 31))
    return error(locOf(Tokens[3]), "a global's size is from 0 to 2^31 bytes");
  size_t Pos = 4;
  bool IsConstant = Pos < Tokens.size() && Tokens[Pos].isName("const");
  Pos += IsConstant;
  auto Owned = std::make_unique<GlobalVariable>(
      NameTok.Text, std::vector<uint8_t>(), IsConstant, locOf(NameTok));
  GlobalVariable *G = M.addGlobal(std::move(Owned));
  if (!G)
    return error(locOf(NameTok), "'@" + NameTok.Text + "' is defined twice");
  std::vector<uint8_t> &Bytes = G->getBytes();
  if (Pos < Tokens.size()) {
    if (!Tokens[Pos].is(TokenKind::Equals))
      return error(locOf(Tokens[Pos]), "expected '=' before the initializer");
    for (++Pos;;) {
      if (Pos >= Tokens.size())
        return errorAtEnd("expected an item of the initializer");
      if (absl::Status S = parseGlobalItem(Pos, *G, Bytes); !S.ok())
        return S;
      if (Pos == Tokens.size())
        break;
      if (!Tokens[Pos++].is(TokenKind::Comma))
        return error(locOf(Tokens[Pos - 1]), "expected ',' between items");
    }
  }
  if (Bytes.empty())
    Bytes.resize(size_t(*Size));
  if (Bytes.size() != uint64_t(*Size))
    return error(locOf(Tokens[3]), "the initializer of @" + NameTok.Text +
                                       " has " + llvm::Twine(Bytes.size()) +
                                       " bytes, and its size is " +
                                       llvm::Twine(*Size));
  return absl::OkStatus();
}

absl::StatusOr<Instruction *> TACParser::parseAddress(const Token &OpTok) {
  size_t Pos = &OpTok - Tokens.data() + 1;
  if (Pos + 1 != Tokens.size() || !Tokens[Pos].is(TokenKind::GlobalName))
    return Pos < Tokens.size() ? error(locOf(Tokens[Pos]), "expected @NAME")
                               : errorAtEnd("expected @NAME after 'addr'");
  auto *A = new AddressInst(static_cast<const GlobalVariable *>(nullptr));
  AddressFixups.push_back({A, Tokens[Pos].Text.str(), locOf(Tokens[Pos])});
  return A;
}

absl::Status TACParser::resolveAddresses() {
  for (const AddressFixup &Fix : AddressFixups) {
    if (const GlobalVariable *G = M.lookupGlobal(Fix.Name))
      Fix.Addr->setTarget(G);
    else if (const Function *Callee = M.lookupFunction(Fix.Name))
      Fix.Addr->setTarget(Callee);
    else
      return error(Fix.Loc, "'@" + Fix.Name + "' names no global or function");
  }
  AddressFixups.clear();
  // A global's references, in order of offset within each global.
  for (const GlobalFixup &Fix : GlobalFixups) {
    const GlobalVariable *Target = M.lookupGlobal(Fix.Name);
    const Function *Callee = Target ? nullptr : M.lookupFunction(Fix.Name);
    if (!Target && !Callee)
      return error(Fix.Loc, "'@" + Fix.Name + "' names no global or function");
    Fix.G->addReference({Fix.Offset, Target, Callee, Fix.Addend});
  }
  GlobalFixups.clear();
  return absl::OkStatus();
}
