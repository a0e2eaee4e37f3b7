//===- BrilJSONLexer.cpp - Bril's JSON form as Bril text tokens -----------===//
//
// Two steps. RapidJSON's SAX reader (header-only: mopt maps no JSON library
// at start-up) builds a JSONNode tree, each node with the offset where its
// value starts; numbers are kept as written (kParseNumbersAsStringsFlag),
// so that the parser sees and checks the same digits as in Bril text. Then
// TokenWriter walks the tree in the order of Bril's text syntax:
//
//   @name(a: int, b: bool): int {     .label:
//     dest: type = op @f a b .L;      op a .L;
//
//===----------------------------------------------------------------------===//

#include "BrilJSONLexer.h"
#include "mopt/IR/Type.h"
#include "mopt/Support/Quote.h"

#include "rapidjson/error/en.h"
#include "rapidjson/memorystream.h"
#include "rapidjson/reader.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>

using namespace mopt;
using namespace mopt::bril;

namespace {

/// A JSON value and where it starts in the text.
struct JSONNode {
  enum Kind { Null, Bool, Number, String, Array, Object } K = Null;
  size_t Offset = 0;
  bool BoolValue = false;
  std::string Text; // a string's contents, or a number as written
  std::vector<JSONNode> Elements;
  std::vector<std::pair<std::string, JSONNode>> Members;

  const JSONNode *member(llvm::StringRef Key) const {
    for (const auto &[Name, Value] : Members)
      if (Name == Key)
        return &Value;
    return nullptr;
  }
};

/// Builds the JSONNode tree from RapidJSON's events. The stream's position
/// after an event is the end of the value, so each start is found from it.
/// The stream is a MemoryStream, which the reader reads in place: it copies
/// a StringStream into a local one, whose position a handler cannot see.
class TreeBuilder
    : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, TreeBuilder> {
public:
  TreeBuilder(const rapidjson::MemoryStream &Stream, llvm::StringRef Text)
      : Stream(Stream), Text(Text) {}

  JSONNode Root;

  /// How deep arrays and objects may nest: a program's own structure is
  /// five deep and a type one more per `ptr`, so this leaves room for
  /// Type::MaxInputPointerDepth (the parser's limit, with its message) and
  /// keeps every walk of the tree shallow.
  static constexpr size_t MaxNesting = 2 * Type::MaxInputPointerDepth;
  /// Where nesting first went past MaxNesting, if it did.
  std::optional<size_t> TooDeepAt;

  bool Null() { return add(JSONNode::Null, Stream.Tell() - 4); }
  bool Bool(bool B) {
    add(JSONNode::Bool, Stream.Tell() - (B ? 4 : 5));
    (Stack.empty() ? Root : last()).BoolValue = B;
    return true;
  }
  bool RawNumber(const char *Str, rapidjson::SizeType Length, bool) {
    add(JSONNode::Number, Stream.Tell() - Length);
    last().Text.assign(Str, Length);
    return true;
  }
  bool String(const char *Str, rapidjson::SizeType Length, bool) {
    add(JSONNode::String, stringStart());
    last().Text.assign(Str, Length);
    return true;
  }
  bool Key(const char *Str, rapidjson::SizeType Length, bool) {
    PendingKey.assign(Str, Length);
    return true;
  }
  bool StartObject() { return open(JSONNode::Object); }
  bool EndObject(rapidjson::SizeType) { return close(); }
  bool StartArray() { return open(JSONNode::Array); }
  bool EndArray(rapidjson::SizeType) { return close(); }

private:
  /// The offset of the opening quote of the string that just ended: the
  /// last quote before the closing one that no backslash escapes.
  size_t stringStart() const {
    size_t Close = Stream.Tell() - 1;
    for (size_t I = Close; I-- > 0;) {
      if (Text[I] != '"')
        continue;
      size_t Backslashes = 0;
      while (Backslashes < I && Text[I - 1 - Backslashes] == '\\')
        ++Backslashes;
      if (Backslashes % 2 == 0)
        return I;
    }
    return 0;
  }
  JSONNode &last() {
    JSONNode &Parent = *Stack.back();
    return Parent.K == JSONNode::Array ? Parent.Elements.back()
                                       : Parent.Members.back().second;
  }
  bool add(JSONNode::Kind K, size_t Offset) {
    JSONNode Node;
    Node.K = K;
    Node.Offset = Offset;
    if (Stack.empty()) {
      Root = std::move(Node);
      return true;
    }
    JSONNode &Parent = *Stack.back();
    if (Parent.K == JSONNode::Array)
      Parent.Elements.push_back(std::move(Node));
    else
      Parent.Members.emplace_back(std::move(PendingKey), std::move(Node));
    return true;
  }
  bool open(JSONNode::Kind K) {
    if (Stack.size() == MaxNesting) {
      TooDeepAt = Stream.Tell() - 1;
      return false;
    }
    add(K, Stream.Tell() - 1);
    // The node just added lives in its parent's vector, which does not grow
    // until the node is closed.
    Stack.push_back(Stack.empty() ? &Root : &last());
    return true;
  }
  bool close() {
    Stack.pop_back();
    return true;
  }

  const rapidjson::MemoryStream &Stream;
  llvm::StringRef Text;
  std::vector<JSONNode *> Stack;
  std::string PendingKey;
};

/// Writes a program's tree as Bril text tokens. The first error ends the
/// list.
class TokenWriter {
public:
  TokenWriter(TokenList &Out, llvm::StringRef Text) : Out(Out) {
    LineStarts.push_back(0);
    for (size_t I = 0; I != Text.size(); ++I)
      if (Text[I] == '\n')
        LineStarts.push_back(I + 1);
  }

  bool program(const JSONNode &Root);
  void fail(size_t Offset, std::string Message) {
    emit(TokenKind::Error, "", Offset);
    emit(TokenKind::Eof, "", Offset);
    Out.Error = std::move(Message);
  }
  void finish(size_t Offset) { emit(TokenKind::Eof, "", Offset); }
  /// fail(), for the walk: false, so that `return reject(...)` ends it.
  bool reject(size_t Offset, std::string Message) {
    fail(Offset, std::move(Message));
    return false;
  }

private:
  bool function(const JSONNode &Func);
  bool parameter(const JSONNode &Arg, bool First);
  bool type(const JSONNode &Ty);
  bool instruction(const JSONNode &Instr);
  bool operands(const JSONNode &Instr, const char *Key, TokenKind Kind,
                const char *Sigil);
  const JSONNode *string(const JSONNode &Object, const char *Key,
                         bool Required);

  void emit(TokenKind K, llvm::StringRef Spelling, size_t Offset) {
    auto Line = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
    uint32_t LineNo = Line - LineStarts.begin();
    uint32_t Column = Offset - *(Line - 1) + 1;
    Out.Tokens.push_back({K, Spelling, LineNo, Column});
  }
  /// Emits a spelling taken from the JSON tree, which does not outlive the
  /// lexer, or made up: the list keeps a copy.
  void emitSaved(TokenKind K, std::string Spelling, size_t Offset) {
    Out.Spellings.push_back(std::move(Spelling));
    emit(K, Out.Spellings.back(), Offset);
  }

  TokenList &Out;
  std::vector<size_t> LineStarts;
};

bool TokenWriter::program(const JSONNode &Root) {
  const JSONNode *Functions =
      Root.K == JSONNode::Object ? Root.member("functions") : nullptr;
  if (!Functions || Functions->K != JSONNode::Array)
    return reject(Root.Offset, "a Bril program in JSON is an object with a "
                               "\"functions\" array");
  for (const JSONNode &Func : Functions->Elements)
    if (!function(Func))
      return false;
  return true;
}

const JSONNode *TokenWriter::string(const JSONNode &Object, const char *Key,
                                    bool Required) {
  const JSONNode *Value = Object.member(Key);
  if (Value && Value->K == JSONNode::String)
    return Value;
  if (Value || Required)
    fail(Value ? Value->Offset : Object.Offset,
         std::string("expected a string for \"") + Key + "\"");
  return nullptr;
}

bool TokenWriter::function(const JSONNode &Func) {
  if (Func.K != JSONNode::Object)
    return reject(Func.Offset, "a function is a JSON object");
  const JSONNode *Name = string(Func, "name", /*Required=*/true);
  if (!Name)
    return false;
  emitSaved(TokenKind::FuncRef, "@" + Name->Text, Name->Offset);
  if (const JSONNode *Args = Func.member("args")) {
    if (Args->K != JSONNode::Array)
      return reject(Args->Offset, "expected an array for \"args\"");
    emit(TokenKind::LParen, "(", Args->Offset);
    for (const JSONNode &Arg : Args->Elements)
      if (!parameter(Arg, &Arg == &Args->Elements.front()))
        return false;
    emit(TokenKind::RParen, ")", Args->Offset);
  }
  if (const JSONNode *Ty = Func.member("type")) {
    emit(TokenKind::Colon, ":", Ty->Offset);
    if (!type(*Ty))
      return false;
  }
  const JSONNode *Instrs = Func.member("instrs");
  if (Instrs && Instrs->K != JSONNode::Array)
    return reject(Instrs->Offset, "expected an array for \"instrs\"");
  emit(TokenKind::LBrace, "{", Func.Offset);
  if (Instrs)
    for (const JSONNode &Instr : Instrs->Elements)
      if (!instruction(Instr))
        return false;
  emit(TokenKind::RBrace, "}", Func.Offset);
  return true;
}

bool TokenWriter::parameter(const JSONNode &Arg, bool First) {
  if (Arg.K != JSONNode::Object)
    return reject(Arg.Offset,
                  "a parameter is an object with \"name\" and \"type\"");
  const JSONNode *Name = string(Arg, "name", /*Required=*/true);
  if (!Name)
    return false;
  const JSONNode *Ty = Arg.member("type");
  if (!Ty)
    return reject(Arg.Offset, "parameter '" + Name->Text + "' has no \"type\"");
  if (!First)
    emit(TokenKind::Comma, ",", Name->Offset);
  emitSaved(TokenKind::Ident, Name->Text, Name->Offset);
  emit(TokenKind::Colon, ":", Ty->Offset);
  return type(*Ty);
}

bool TokenWriter::type(const JSONNode &Ty) {
  if (Ty.K == JSONNode::String) {
    emitSaved(TokenKind::Ident, Ty.Text, Ty.Offset);
    return true;
  }
  // A parameterised type such as {"ptr": "int"}: written as `ptr<int>`.
  if (Ty.K == JSONNode::Object && Ty.Members.size() == 1) {
    emitSaved(TokenKind::Ident, Ty.Members.front().first, Ty.Offset);
    emit(TokenKind::LAngle, "<", Ty.Offset);
    if (!type(Ty.Members.front().second))
      return false;
    emit(TokenKind::RAngle, ">", Ty.Offset);
    return true;
  }
  return reject(Ty.Offset, "expected a type: a string such as \"int\"");
}

bool TokenWriter::operands(const JSONNode &Instr, const char *Key,
                           TokenKind Kind, const char *Sigil) {
  const JSONNode *List = Instr.member(Key);
  if (!List)
    return true;
  if (List->K != JSONNode::Array)
    return reject(List->Offset,
                  std::string("expected an array for \"") + Key + "\"");
  for (const JSONNode &Item : List->Elements) {
    if (Item.K != JSONNode::String)
      return reject(Item.Offset,
                    std::string("expected a string in \"") + Key + "\"");
    emitSaved(Kind, Sigil + Item.Text, Item.Offset);
  }
  return true;
}

bool TokenWriter::instruction(const JSONNode &Instr) {
  if (Instr.K != JSONNode::Object)
    return reject(Instr.Offset, "an instruction is a JSON object");
  if (const JSONNode *Label = string(Instr, "label", /*Required=*/false)) {
    emitSaved(TokenKind::LabelRef, "." + Label->Text, Label->Offset);
    emit(TokenKind::Colon, ":", Label->Offset);
    return true;
  }
  if (Instr.member("label"))
    return false;
  const JSONNode *Op = string(Instr, "op", /*Required=*/true);
  if (!Op)
    return false;
  if (const JSONNode *Dest = Instr.member("dest")) {
    if (Dest->K != JSONNode::String)
      return reject(Dest->Offset, "expected a string for \"dest\"");
    const JSONNode *Ty = Instr.member("type");
    if (!Ty)
      return reject(Instr.Offset,
                    "an instruction with a \"dest\" needs a \"type\"");
    emitSaved(TokenKind::Ident, Dest->Text, Dest->Offset);
    emit(TokenKind::Colon, ":", Ty->Offset);
    if (!type(*Ty))
      return false;
    emit(TokenKind::Equal, "=", Op->Offset);
  }
  emitSaved(TokenKind::Ident, Op->Text, Op->Offset);
  if (Op->Text == "const") {
    const JSONNode *Value = Instr.member("value");
    if (!Value || Value->K == JSONNode::Null || Value->K == JSONNode::Array ||
        Value->K == JSONNode::Object)
      return reject(Value ? Value->Offset : Instr.Offset,
                    "a const needs a number, a bool or a one-character "
                    "string \"value\"");
    if (Value->K == JSONNode::Bool)
      emit(TokenKind::Ident, Value->BoolValue ? "true" : "false",
           Value->Offset);
    else if (Value->K == JSONNode::String)
      emitSaved(TokenKind::Char, quoteWithBackslashes(Value->Text, '\''),
                Value->Offset);
    else
      emitSaved(TokenKind::Number, Value->Text, Value->Offset);
  } else if (!operands(Instr, "funcs", TokenKind::FuncRef, "@") ||
             !operands(Instr, "args", TokenKind::Ident, "") ||
             !operands(Instr, "labels", TokenKind::LabelRef, ".")) {
    return false;
  }
  emit(TokenKind::Semi, ";", Op->Offset);
  return true;
}

} // namespace

TokenList bril::lexBrilJSON(llvm::StringRef Text) {
  TokenList Out;
  TokenWriter Writer(Out, Text);
  rapidjson::MemoryStream Stream(Text.data(), Text.size());
  TreeBuilder Builder(Stream, Text);
  rapidjson::Reader Reader;
  rapidjson::ParseResult Parsed =
      Reader.Parse<rapidjson::kParseNumbersAsStringsFlag>(Stream, Builder);
  if (Builder.TooDeepAt) {
    Writer.fail(*Builder.TooDeepAt,
                "JSON arrays and objects nest deeper than " +
                    std::to_string(TreeBuilder::MaxNesting));
    return Out;
  }
  if (!Parsed) {
    Writer.fail(Parsed.Offset(),
                std::string("invalid JSON: ") +
                    rapidjson::GetParseError_En(Parsed.Code()));
    return Out;
  }
  if (Writer.program(Builder.Root))
    Writer.finish(Text.size());
  return Out;
}
