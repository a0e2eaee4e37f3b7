//===- LiteralsAndTypes.cpp - TAC literals and type names -----------------===//
//
// Integer, float, char, bool and typed literals (`bool true`, `ptr<int>
// 0`, `i32 -5`, `f32 0.5`), checked against the type an annotation wants; type
// names in an annotation (`ptr<ptr<float>>`) and inside a typed literal; and a
// variable's declared type, which every annotation of it must repeat.
//
//===----------------------------------------------------------------------===//

#include "TACParser.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/bit.h"

#include <charconv>
#include <cmath>

using namespace mopt;
using namespace mopt::tac;

absl::StatusOr<int64_t> TACParser::parseInteger(const Token &T) {
  llvm::StringRef Digits = T.Text;
  bool Negative = Digits.consume_front("-");
  uint64_t Limit = Negative ? uint64_t(1) << 63 : (uint64_t(1) << 63) - 1;
  uint64_t Magnitude = 0;
  for (char C : Digits) {
    unsigned D = C - '0';
    if (Magnitude > (Limit - D) / 10)
      return error(locOf(T), "integer literal " + T.Text +
                                 " does not fit in a signed 64-bit integer");
    Magnitude = Magnitude * 10 + D;
  }
  return Negative ? static_cast<int64_t>(0 - Magnitude)
                  : static_cast<int64_t>(Magnitude);
}

/// Decodes a character literal's text (quotes stripped): one UTF-8
/// sequence, or \u{HEX}. Returns -1 unless it is one Unicode scalar value.
static int64_t decodeCharLiteral(llvm::StringRef Text) {
  uint32_t CP = 0;
  if (Text.consume_front("\\u{")) {
    if (!Text.consume_back("}") || Text.empty() || Text.size() > 6 ||
        Text.getAsInteger(16, CP))
      return -1;
    return isUnicodeScalar(CP) ? CP : -1;
  }
  return decodeOneUTF8(Text);
}

absl::StatusOr<Constant *> TACParser::parseLiteral(const Token &T,
                                                   const Type *Want) {
  if (Want && Want->isPointer())
    return error(locOf(T), "there are no pointer literals; 'alloc' or "
                           "'alloca' makes a pointer");
  if (T.is(TokenKind::TypedLiteral))
    return parseTypedLiteral(T);
  bool IsBool =
      T.is(TokenKind::Name) && (T.Text == "true" || T.Text == "false");
  if (IsBool && (!Want || Want->isBool()))
    return F->getConstant(Type::getBool(), T.Text == "true");
  if (T.is(TokenKind::Char) && (!Want || Want->isChar())) {
    int64_t CP = decodeCharLiteral(T.Text);
    if (CP < 0)
      return error(locOf(T), "'" + T.Text + "' is not one Unicode character");
    return F->getConstant(Type::getChar(), CP);
  }
  if (T.is(TokenKind::Integer) && (!Want || Want->isInteger()))
    return parseIntegerOfType(T, Want ? Want : Type::getInt());
  if ((T.is(TokenKind::Float) || T.is(TokenKind::Integer)) &&
      (!Want || Want->isFloatingPoint()))
    return parseFloatOfType(T, Want ? Want : Type::getFloat());
  return error(locOf(T), "expected " +
                             (Want ? "a literal of type " + Want->getName()
                                   : std::string("a literal")) +
                             ", got '" + T.Text + "'");
}

/// `bool true`, `ptr<int> 0`, `i32 -5`, `f32 0.5`.
absl::StatusOr<Constant *> TACParser::parseTypedLiteral(const Token &T) {
  auto [TypeText, Value] = T.Text.rsplit(' ');
  auto LitType = parseTypeName(TypeText.rtrim(), T);
  if (!LitType.ok())
    return LitType.status();
  if ((*LitType)->isPointer() && Value != "0")
    return error(locOf(T), "the only pointer literal is the null pointer, '" +
                               TypeText.rtrim() + " 0'");
  if ((*LitType)->isPointer() || (*LitType)->isBool())
    return F->getConstant(*LitType, Value == "true");
  bool IsFloat = Value.find_first_of(".eEn") != llvm::StringRef::npos;
  Token Number = {IsFloat ? TokenKind::Float : TokenKind::Integer, Value,
                  uint32_t(T.Column + (Value.data() - T.Text.data()))};
  if ((*LitType)->isInteger() && !IsFloat)
    return parseIntegerOfType(Number, *LitType);
  if ((*LitType)->isFloatingPoint())
    return parseFloatOfType(Number, *LitType);
  return error(locOf(Number), "expected a literal of type " +
                                  (*LitType)->getName() + ", got '" + Value +
                                  "'");
}

/// An integer literal as a constant of integer type T: a narrower type
/// takes its signed or its unsigned range (`i8 255` is `i8 -1`).
absl::StatusOr<Constant *> TACParser::parseIntegerOfType(const Token &T,
                                                         const Type *Ty) {
  auto K = parseInteger(T);
  if (!K.ok())
    return K.status();
  unsigned Bits = Ty->getBits();
  if (Bits < 64 &&
      (*K < -(int64_t(1) << (Bits - 1)) || *K >= (int64_t(1) << Bits)))
    return error(locOf(T), "integer literal " + T.Text + " does not fit in " +
                               Ty->getName());
  return F->getConstant(Ty, canonicalBits(Ty, *K));
}

/// A float literal as a constant of type T; an f32 one is rounded to the
/// nearest single, as C rounds `0.1f`.
absl::StatusOr<Constant *> TACParser::parseFloatOfType(const Token &T,
                                                       const Type *Ty) {
  double D = 0;
  auto [End, Err] = std::from_chars(T.Text.begin(), T.Text.end(), D);
  if (Err != std::errc() || End != T.Text.end())
    return error(locOf(T), "float literal " + T.Text + " is out of range");
  int64_t Bits = canonicalBits(Ty, llvm::bit_cast<int64_t>(D));
  if (!std::isfinite(arith::asFloat(Bits)))
    return error(locOf(T), "float literal " + T.Text + " is out of range for " +
                               Ty->getName());
  return F->getConstant(Ty, Bits);
}

/// `ptr<...>` nests, so both readers count the wrappers and close them in a
/// loop (no recursion: a deep type cannot overflow the stack), up to
/// Type::MaxInputPointerDepth.
absl::StatusOr<const Type *> TACParser::parseTypeName(llvm::StringRef Text,
                                                      const Token &At) {
  unsigned Depth = 0;
  // `ptr` alone is the opaque pointer, a scalar.
  for (Text = Text.trim();
       Text.starts_with("ptr") && Text.drop_front(3).ltrim().starts_with("<");
       Text = Text.trim()) {
    if (Depth == Type::MaxInputPointerDepth)
      return error(locOf(At), Type::describeInputDepthLimit());
    Text = Text.drop_front(3).ltrim().drop_front();
    if (!Text.consume_back(">"))
      return error(locOf(At), "expected a type in '" + At.Text + "'");
    ++Depth;
  }
  const Type *T = Type::lookupScalar(Text);
  if (!T || (Depth && T->isVoid()))
    return error(locOf(At), "expected a type in '" + At.Text + "'");
  while (Depth--)
    T = M.getPointerType(T);
  return T;
}

absl::StatusOr<const Type *> TACParser::parseType(size_t &Pos) {
  unsigned Depth = 0;
  const Token *Innermost = nullptr; // the last `ptr` read
  for (;;) {
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a type");
    const Token &T = Tokens[Pos++];
    if (!T.isName("ptr")) {
      --Pos;
      break;
    }
    if (Pos >= Tokens.size() || !Tokens[Pos].isSymbol("<")) {
      --Pos; // `ptr` alone: the opaque pointer
      break;
    }
    if (Depth == Type::MaxInputPointerDepth)
      return error(locOf(T), Type::describeInputDepthLimit());
    ++Depth;
    Innermost = &T;
    ++Pos;
  }
  const Token &Name = Tokens[Pos++];
  const Type *Ty =
      Name.is(TokenKind::Name) ? Type::lookupScalar(Name.Text) : nullptr;
  if (!Ty)
    return error(locOf(Name), "expected a type (int, bool, float, char, "
                              "i8, i16, i32, f32, ptr<T>, ptr), got '" +
                                  Name.Text + "'");
  if (Innermost && Ty->isVoid())
    return error(locOf(*Innermost), "there is no ptr<void>");
  for (; Depth; --Depth) {
    if (absl::Status S = closePointerType(Pos); !S.ok())
      return S;
    Ty = M.getPointerType(Ty);
  }
  return Ty;
}

/// Takes the `>` that closes a `ptr<`.
absl::Status TACParser::closePointerType(size_t &Pos) {
  if (Pos >= Tokens.size())
    return errorAtEnd("expected '>'");
  Token &Close = Tokens[Pos];
  if (Close.isSymbol(">"))
    ++Pos;
  else if (Close.isSymbol(">>") || Close.isSymbol(">="))
    // `ptr<ptr<int>>`: the lexer saw one symbol; this '>' closes the inner
    // type and the rest is left for the next.
    Close = {Close.Text == ">>" ? TokenKind::Symbol : TokenKind::Equals,
             Close.Text.drop_front(), Close.Column + 1};
  else
    return error(locOf(Close), "expected '>'");
  return absl::OkStatus();
}

absl::Status TACParser::declareVariable(Variable *V, const Type *T,
                                        const Token &At) {
  auto [It, Inserted] = Declared.try_emplace(V, locOf(At));
  if (Inserted) {
    V->setType(T);
    return absl::OkStatus();
  }
  if (V->getType() == T)
    return absl::OkStatus();
  return error(locOf(At), "variable '" + V->getName() + "' is declared " +
                              T->getName() + " here but " +
                              V->getType()->getName() + " at line " +
                              llvm::Twine(It->second.Line));
}
