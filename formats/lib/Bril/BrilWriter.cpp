//===- BrilWriter.cpp - Writing a module as Bril --------------------------===//
//
// Two steps, so that the text and the JSON cannot disagree: each function is
// first translated into a list of BrilInstr (an operation, its destination
// and type, its variable, function and label arguments, a literal), which
// is where every choice of the mapping in BrilWriter.h is made; then one of
// two renderers writes the list as text or as JSON.
//
//===----------------------------------------------------------------------===//

#include "mopt/Bril/BrilWriter.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/StringSet.h"

#include "rapidjson/prettywriter.h"
#include "rapidjson/stringbuffer.h"

#include <charconv>
#include <cmath>
#include <vector>

using namespace mopt;

namespace {

/// One line of a Bril function: a label (Label non-empty) or an
/// instruction.
struct BrilInstr {
  std::string Label;
  std::string Op;
  std::string Dest; // empty for an effect operation
  const Type *DestType = nullptr;
  std::vector<std::string> Args, Funcs, Labels;
  const Constant *Literal = nullptr; // the value of a const
};

struct BrilFunction {
  std::string Name;
  std::vector<std::pair<std::string, const Type *>> Params;
  const Type *ReturnType;
  std::vector<BrilInstr> Body;
};

/// Translates one function; the first instruction it cannot write ends it
/// with an error.
class FunctionTranslator {
public:
  FunctionTranslator(Function &F, bool LegacyPhis)
      : F(F), LegacyPhis(LegacyPhis) {}
  absl::Status run(BrilFunction &Out);

private:
  void nameBlocks();
  void collectPhiSets();
  absl::Status translateBlock(BasicBlock &BB);
  absl::Status translate(Instruction &I);
  absl::Status translatePhi(PhiInst &Phi);
  void emitSetsBeforeLeaving(BasicBlock &BB);
  absl::Status refuse(const Instruction &I, const std::string &Why) const;

  /// The Bril variable for V; a constant is put in a fresh one first.
  std::string operand(const Value *V);
  std::string valueName(const Value *V) const;
  std::string freshName(llvm::StringRef Base);
  BrilInstr &emit(std::string Op, const Instruction *Result = nullptr);

  Function &F;
  bool LegacyPhis;
  std::vector<BrilInstr> *Body = nullptr;
  std::vector<std::string> BlockLabels; // by block number
  llvm::StringSet<> Taken;
  unsigned NextFresh = 0;
  /// For set/get form: the `set`s to write at the end of each block, by
  /// block number, as (phi, incoming value).
  std::vector<std::vector<std::pair<PhiInst *, Value *>>> SetsAtEnd;
};

} // namespace

absl::Status FunctionTranslator::refuse(const Instruction &I,
                                        const std::string &Why) const {
  return makeError(F.getParent()->getSources(), I.getLoc(),
                   "cannot write '" + printInstruction(I) +
                       "' as Bril: " + Why);
}

std::string FunctionTranslator::valueName(const Value *V) const {
  if (const auto *A = llvm::dyn_cast<Argument>(V))
    return A->getName().str();
  if (llvm::isa<Instruction>(V))
    return "%" + V->getName().str();
  return V->getName().str();
}

std::string FunctionTranslator::freshName(llvm::StringRef Base) {
  std::string Name;
  do
    Name = Base.str() + "." + std::to_string(++NextFresh);
  while (Taken.count(Name));
  Taken.insert(Name);
  return Name;
}

BrilInstr &FunctionTranslator::emit(std::string Op, const Instruction *Result) {
  Body->emplace_back();
  BrilInstr &B = Body->back();
  B.Op = std::move(Op);
  if (Result) {
    B.Dest = Result->getDestVariable() ? valueName(Result->getDestVariable())
                                       : valueName(Result);
    B.DestType = Result->getType();
  }
  return B;
}

std::string FunctionTranslator::operand(const Value *V) {
  const auto *C = llvm::dyn_cast<Constant>(V);
  if (!C)
    return valueName(V);
  Body->emplace_back();
  BrilInstr &B = Body->back();
  B.Op = "const";
  B.Dest = freshName("_c");
  B.DestType = C->getType();
  B.Literal = C;
  return B.Dest;
}

void FunctionTranslator::nameBlocks() {
  for (BasicBlock &BB : F)
    if (BB.hasName())
      Taken.insert(BB.getName());
  BlockLabels.assign(F.renumberBlocks(), "");
  for (BasicBlock &BB : F) {
    std::string Label = BB.getName().str();
    if (!BB.hasName()) {
      Label = "_bb" + std::to_string(BB.getNumber());
      for (unsigned K = 1; Taken.count(Label); ++K)
        Label =
            "_bb" + std::to_string(BB.getNumber()) + "." + std::to_string(K);
      Taken.insert(Label);
    }
    BlockLabels[BB.getNumber()] = Label;
  }
}

void FunctionTranslator::collectPhiSets() {
  SetsAtEnd.assign(BlockLabels.size(), {});
  if (LegacyPhis)
    return;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *Phi = llvm::dyn_cast<PhiInst>(&I))
        for (unsigned K = 0; K != Phi->getNumIncoming(); ++K)
          SetsAtEnd[Phi->getIncomingBlock(K)->getNumber()].push_back(
              {Phi, Phi->getIncomingValue(K)});
}

/// The types of F's parameters and its return type.
static std::vector<const Type *> signatureTypes(const Function &F) {
  std::vector<const Type *> Types = {F.getReturnType()};
  for (unsigned K = 0; K != F.getNumParams(); ++K)
    Types.push_back(F.getArg(K)->getType());
  return Types;
}

absl::Status FunctionTranslator::run(BrilFunction &Out) {
  for (const Type *T : signatureTypes(F))
    if (!T->isBrilType())
      return makeError(F.getParent()->getSources(), F.getLoc(),
                       "cannot write function '" + F.getName().str() +
                           "' as Bril: Bril has no type " + T->getName());
  Out.Name = F.getName().str();
  Out.ReturnType = F.getReturnType();
  for (unsigned K = 0; K != F.getNumParams(); ++K)
    Out.Params.push_back(
        {F.getArg(K)->getName().str(), F.getArg(K)->getType()});
  Body = &Out.Body;
  for (unsigned K = 0; K != F.getNumVariables(); ++K)
    Taken.insert(F.getVariable(K)->getName());
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (I.hasSSAResult())
        Taken.insert("%" + I.getName().str());
  nameBlocks();
  collectPhiSets();
  for (BasicBlock &BB : F)
    if (absl::Status S = translateBlock(BB); !S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status FunctionTranslator::translateBlock(BasicBlock &BB) {
  if (&BB != &F.getEntryBlock() || !BB.use_empty() || BB.hasName() ||
      LegacyPhis) {
    Body->emplace_back();
    Body->back().Label = BlockLabels[BB.getNumber()];
  }
  bool Left = false;
  for (Instruction &I : BB) {
    if (I.isTerminator() && !Left) {
      emitSetsBeforeLeaving(BB);
      Left = true;
    }
    if (absl::Status S = translate(I); !S.ok())
      return S;
  }
  if (!Left)
    emitSetsBeforeLeaving(BB);
  return absl::OkStatus();
}

/// The `set`s of the phis that BB's successors read from it.
void FunctionTranslator::emitSetsBeforeLeaving(BasicBlock &BB) {
  for (auto [Phi, V] : SetsAtEnd[BB.getNumber()]) {
    std::string Source = operand(V);
    BrilInstr &Set = emit("set");
    Set.Args = {valueName(Phi), Source};
  }
}

absl::Status FunctionTranslator::translatePhi(PhiInst &Phi) {
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
    for (unsigned J = 0; J != K; ++J)
      if (Phi.getIncomingBlock(J) == Phi.getIncomingBlock(K) &&
          Phi.getIncomingValue(J) != Phi.getIncomingValue(K))
        return refuse(Phi, "it takes two values on the two edges from one "
                           "block; run split-critical-edges first");
  if (!LegacyPhis) {
    emit("get", &Phi);
    return absl::OkStatus();
  }
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
    if (llvm::isa<Constant>(Phi.getIncomingValue(K)))
      return refuse(Phi, "a legacy Bril phi reads variables only, and this "
                         "one reads a constant");
  BrilInstr &B = emit("phi", &Phi);
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
    B.Args.push_back(valueName(Phi.getIncomingValue(K)));
    B.Labels.push_back(BlockLabels[Phi.getIncomingBlock(K)->getNumber()]);
  }
  return absl::OkStatus();
}

absl::Status FunctionTranslator::translate(Instruction &I) {
  const OpcodeInfo &Info = getOpcodeInfo(I.getOpcode());
  if (auto *Phi = llvm::dyn_cast<PhiInst>(&I))
    return translatePhi(*Phi);
  if (I.getOpcode() == Opcode::Param) {
    BrilInstr &B = emit("id", &I);
    B.Args = {valueName(I.getOperand(0))};
    return absl::OkStatus();
  }
  if (Info.Bril.empty())
    return refuse(I, "Bril has no '" + I.getOpcodeName().str() + "'");
  if (!I.getType()->isBrilType())
    return refuse(I, "Bril has no type " + I.getType()->getName());
  for (const Use &U : I.operands())
    if (U.get() && !U.get()->getType()->isBrilType())
      return refuse(I, "Bril has no type " + U.get()->getType()->getName());
  if (Info.Result == ResultRule::IntOrBool && !I.getType()->isBool())
    return refuse(I, "the comparison gives an int, and Bril's give bools");
  if (I.getOpcode() == Opcode::Br && !I.getOperand(0)->getType()->isBool())
    return refuse(I, "the condition is an int, and Bril branches on bools");
  if (I.getOpcode() == Opcode::Const) {
    BrilInstr &B = emit("const", &I);
    B.Literal = llvm::cast<Constant>(I.getOperand(0));
    return absl::OkStatus();
  }
  if (auto *Ret = llvm::dyn_cast<ReturnInst>(&I)) {
    Value *V = Ret->getReturnValue();
    if (!V && !F.getReturnType()->isVoid())
      V = F.getZero(F.getReturnType());
    std::vector<std::string> Args;
    if (V)
      Args.push_back(operand(V));
    emit("ret").Args = std::move(Args);
    return absl::OkStatus();
  }
  std::vector<std::string> Args, Labels;
  for (const Use &U : I.operands()) {
    if (auto *BB = llvm::dyn_cast<BasicBlock>(U.get()))
      Labels.push_back(BlockLabels[BB->getNumber()]);
    else
      Args.push_back(operand(U.get()));
  }
  bool HasResult = I.producesValue() && !I.getType()->isVoid() &&
                   (I.getDestVariable() || I.hasName());
  BrilInstr &B = emit(Info.Bril.str(), HasResult ? &I : nullptr);
  B.Args = std::move(Args);
  B.Labels = std::move(Labels);
  if (auto *Call = llvm::dyn_cast<CallInst>(&I))
    B.Funcs = {Call->getCallee()->getName().str()};
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

/// The shortest spelling that reads back as the same double, with a '.' or
/// an exponent.
static std::string floatLiteral(double D) {
  char Digits[32];
  char *End = std::to_chars(Digits, Digits + sizeof(Digits), D).ptr;
  std::string Text(Digits, End);
  if (Text.find_first_of(".e") == std::string::npos)
    Text += ".0";
  return Text;
}

/// A char as Bril text quotes it, with the escapes its reader knows.
static std::string charLiteral(uint32_t CP) {
  static const char Escaped[] = {'0', 0,   0,   0,   0,   0,   0,
                                 'a', 'b', 't', 'n', 'v', 'f', 'r'};
  std::string Text = "'";
  if (CP < sizeof(Escaped) && Escaped[CP])
    Text += {'\\', Escaped[CP]};
  else if (CP == '\\' || CP == '\'')
    Text += {'\\', char(CP)};
  else
    appendUTF8(CP, Text);
  return Text + "'";
}

static absl::Status checkLiterals(const BrilFunction &Fn) {
  for (const BrilInstr &B : Fn.Body)
    if (B.Literal && B.Literal->getType()->isFloat() &&
        !std::isfinite(B.Literal->getFloat()))
      return absl::InvalidArgumentError(
          "cannot write an infinite or NaN float constant in '@" + Fn.Name +
          "' as Bril: neither Bril's text nor JSON can spell it");
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// Renderers
//===----------------------------------------------------------------------===//

static void renderText(const BrilFunction &Fn, std::string &Out) {
  Out += "@" + Fn.Name;
  if (!Fn.Params.empty()) {
    Out += '(';
    for (size_t K = 0; K != Fn.Params.size(); ++K)
      Out += (K ? ", " : "") + Fn.Params[K].first + ": " +
             Fn.Params[K].second->getName();
    Out += ')';
  }
  if (!Fn.ReturnType->isVoid())
    Out += ": " + Fn.ReturnType->getName();
  Out += " {\n";
  for (const BrilInstr &B : Fn.Body) {
    if (!B.Label.empty()) {
      Out += "." + B.Label + ":\n";
      continue;
    }
    Out += "  ";
    if (!B.Dest.empty())
      Out += B.Dest + ": " + B.DestType->getName() + " = ";
    Out += B.Op;
    if (const Constant *C = B.Literal) {
      const Type *T = C->getType();
      Out += ' ';
      Out += T->isFloat()  ? floatLiteral(C->getFloat())
             : T->isChar() ? charLiteral(uint32_t(C->getValue()))
             : T->isBool() ? (C->getValue() ? "true" : "false")
                           : std::to_string(C->getValue());
    }
    for (const std::string &F : B.Funcs)
      Out += " @" + F;
    for (const std::string &A : B.Args)
      Out += " " + A;
    for (const std::string &L : B.Labels)
      Out += " ." + L;
    Out += ";\n";
  }
  Out += "}\n";
}

namespace {
using JSONWriter = rapidjson::PrettyWriter<rapidjson::StringBuffer>;
} // namespace

static void renderType(const Type *T, JSONWriter &W) {
  if (!T->isTypedPointer()) {
    W.String(T->getName().c_str());
    return;
  }
  W.StartObject();
  W.Key("ptr");
  renderType(T->getPointee(), W);
  W.EndObject();
}

static void renderStrings(const char *Key, const std::vector<std::string> &List,
                          JSONWriter &W) {
  if (List.empty())
    return;
  W.Key(Key);
  W.StartArray();
  for (const std::string &S : List)
    W.String(S.c_str(), S.size());
  W.EndArray();
}

static void renderLiteral(const Constant &C, JSONWriter &W) {
  const Type *T = C.getType();
  if (T->isBool()) {
    W.Bool(C.getValue());
  } else if (T->isFloat()) {
    W.Double(C.getFloat());
  } else if (T->isChar()) {
    std::string Text;
    appendUTF8(uint32_t(C.getValue()), Text);
    W.String(Text.c_str(), Text.size());
  } else {
    W.Int64(C.getValue());
  }
}

static void renderJSON(const BrilFunction &Fn, JSONWriter &W) {
  W.StartObject();
  W.Key("name");
  W.String(Fn.Name.c_str());
  if (!Fn.Params.empty()) {
    W.Key("args");
    W.StartArray();
    for (const auto &[Name, T] : Fn.Params) {
      W.StartObject();
      W.Key("name");
      W.String(Name.c_str());
      W.Key("type");
      renderType(T, W);
      W.EndObject();
    }
    W.EndArray();
  }
  if (!Fn.ReturnType->isVoid()) {
    W.Key("type");
    renderType(Fn.ReturnType, W);
  }
  W.Key("instrs");
  W.StartArray();
  for (const BrilInstr &B : Fn.Body) {
    W.StartObject();
    if (!B.Label.empty()) {
      W.Key("label");
      W.String(B.Label.c_str());
      W.EndObject();
      continue;
    }
    W.Key("op");
    W.String(B.Op.c_str());
    if (!B.Dest.empty()) {
      W.Key("dest");
      W.String(B.Dest.c_str());
      W.Key("type");
      renderType(B.DestType, W);
    }
    if (B.Literal) {
      W.Key("value");
      renderLiteral(*B.Literal, W);
    }
    renderStrings("args", B.Args, W);
    renderStrings("funcs", B.Funcs, W);
    renderStrings("labels", B.Labels, W);
    W.EndObject();
  }
  W.EndArray();
  W.EndObject();
}

absl::Status mopt::writeBril(Module &M, const BrilWriteOptions &Opts,
                             std::string &Out) {
  if (!M.globals().empty())
    return makeError(M.getSources(), M.globals().front()->getLoc(),
                     "cannot write global variable '@" +
                         M.globals().front()->getName().str() +
                         "' as Bril: Bril has no global variables");
  std::vector<BrilFunction> Functions;
  for (Function &F : M) {
    if (F.isDeclaration())
      return makeError(M.getSources(), F.getLoc(),
                       "cannot write declared function '" + F.getName().str() +
                           "' as Bril: a Bril program defines every function "
                           "it calls");
    Functions.emplace_back();
    if (absl::Status S =
            FunctionTranslator(F, Opts.LegacyPhis).run(Functions.back());
        !S.ok())
      return S;
    if (absl::Status S = checkLiterals(Functions.back()); !S.ok())
      return S;
  }
  if (Opts.Syntax == BrilSyntax::Text) {
    std::string Text;
    for (const BrilFunction &Fn : Functions)
      renderText(Fn, Text);
    Out += Text;
    return absl::OkStatus();
  }
  rapidjson::StringBuffer Buffer;
  JSONWriter W(Buffer);
  W.SetIndent(' ', 2);
  W.StartObject();
  W.Key("functions");
  W.StartArray();
  for (const BrilFunction &Fn : Functions)
    renderJSON(Fn, W);
  W.EndArray();
  W.EndObject();
  Out.append(Buffer.GetString(), Buffer.GetSize());
  Out += '\n';
  return absl::OkStatus();
}
