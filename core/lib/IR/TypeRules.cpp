//===- TypeRules.cpp - The type rules of each opcode ----------------------===//

#include "TypeRules.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Printer.h"

using namespace mopt;

namespace {

/// How a message names an operand that must be an integer.
const std::string IntegerTypes = "int, i32, i16 or i8";

/// How a message names an operand: its variable or %value, or the literal.
std::string describe(const Value *V) {
  if (llvm::isa<Instruction>(V))
    return "%" + V->getName().str();
  if (llvm::isa<Variable>(V))
    return V->getName().str();
  if (const auto *C = llvm::dyn_cast<Constant>(V))
    return "constant " + printConstant(*C);
  return "'" + V->getName().str() + "'";
}

class TypeChecker {
public:
  TypeChecker(const Instruction &I, std::string &Msg)
      : I(I), Info(getOpcodeInfo(I.getOpcode())), Msg(Msg) {}

  /// Whether every rule holds. The checks say the same of theirs, and build
  /// a message, in Msg, only when one does not.
  bool run();

private:
  bool checkOperands();
  bool checkResult();
  bool checkCall();
  bool checkReturn();
  bool checkConversion();

  const Type *typeOf(unsigned K) const { return I.getOperand(K)->getType(); }
  /// Whether operand K has type T; if not, says so.
  bool expect(unsigned K, const Type *T) {
    return typeOf(K) == T || expectKind(K, false, T->getName());
  }
  /// The same for a kind: "int or bool", "ptr<T>", ...
  bool expectKind(unsigned K, bool Holds, llvm::StringRef Want);
  bool resultMustBe(llvm::StringRef Want) {
    return fail("the result of '" + I.getOpcodeName().str() + "' has type " +
                I.getType()->getName() + ", but should have type " +
                Want.str());
  }
  bool fail(std::string Message) {
    Msg = std::move(Message);
    return false;
  }

  const Instruction &I;
  const OpcodeInfo &Info;
  std::string &Msg;
};

} // namespace

bool TypeChecker::expectKind(unsigned K, bool Holds, llvm::StringRef Want) {
  if (Holds)
    return true;
  return fail(describe(I.getOperand(K)) + " has type " + typeOf(K)->getName() +
              ", but operand " + std::to_string(K) + " of '" +
              I.getOpcodeName().str() + "' should have type " + Want.str());
}

bool TypeChecker::run() {
  if (!checkOperands() || !checkResult())
    return false;
  const Variable *Dest = I.getDestVariable();
  if (!Dest || Dest->getType() == I.getType())
    return true;
  return fail("'" + I.getOpcodeName().str() + "' gives " +
              I.getType()->getName() + ", but variable '" +
              Dest->getName().str() + "' has type " +
              Dest->getType()->getName());
}

bool TypeChecker::checkOperands() {
  auto IsIntOrBool = [](const Type *T) { return T->isInt() || T->isBool(); };
  switch (Info.Operands) {
  case OperandRule::None:
  case OperandRule::Constant:
  case OperandRule::ArgumentIndex:
    return true;
  case OperandRule::AnyValue:
    return expectKind(0, !typeOf(0)->isVoid(), "other than void");
  case OperandRule::Int:
    return expect(0, Type::getInt());
  case OperandRule::Integer:
    return expectKind(0, typeOf(0)->isInteger(), IntegerTypes);
  case OperandRule::IntOrBool:
  case OperandRule::Condition:
    return expectKind(0, IsIntOrBool(typeOf(0)), "int or bool");
  case OperandRule::Char:
    return expect(0, Type::getChar());
  case OperandRule::Float:
    return expect(0, Type::getFloat());
  case OperandRule::FloatOperand:
    return expectKind(0, typeOf(0)->isFloatingPoint(), "float or f32");
  case OperandRule::Select:
    return expect(0, Type::getBool()) && expect(1, I.getType()) &&
           expect(2, I.getType());
  case OperandRule::Conversion:
    return checkConversion();
  case OperandRule::Pointer:
    return expectKind(0, typeOf(0)->isPointer(), "ptr<T> or ptr");
  case OperandRule::Integer2:
    return expectKind(0, typeOf(0)->isInteger(), IntegerTypes) &&
           expect(1, typeOf(0));
  case OperandRule::IntegerOrBool2:
    return expectKind(0, typeOf(0)->isInteger() || typeOf(0)->isBool(),
                      IntegerTypes + " or bool") &&
           expect(1, typeOf(0));
  case OperandRule::Float2:
    return expectKind(0, typeOf(0)->isFloatingPoint(), "float or f32") &&
           expect(1, typeOf(0));
  case OperandRule::Char2:
    return expect(0, Type::getChar()) && expect(1, Type::getChar());
  case OperandRule::PointerAndInt: {
    return expectKind(0, typeOf(0)->isPointer(), "ptr<T> or ptr") &&
           expect(1, Type::getInt());
  }
  case OperandRule::PointerAndValue: {
    if (!expectKind(0, typeOf(0)->isPointer(), "ptr<T> or ptr"))
      return false;
    if (typeOf(0)->isOpaquePointer())
      return expectKind(1, !typeOf(1)->isVoid(), "other than void");
    return expect(1, typeOf(0)->getPointee());
  }
  case OperandRule::Arguments:
    return checkCall();
  case OperandRule::CalleeAndArguments:
    if (!I.getNumOperands())
      return fail("'call.indirect' needs the callee's address");
    if (!expectKind(0, typeOf(0)->isOpaquePointer(), "ptr"))
      return false;
    for (unsigned K = 1; K != I.getNumOperands(); ++K)
      if (typeOf(K)->isVoid())
        return expectKind(K, false, "other than void");
    return true;
  case OperandRule::AnyValues:
    for (unsigned K = 0; K != I.getNumOperands(); ++K)
      if (typeOf(K)->isVoid())
        return expectKind(K, false, "other than void");
    return true;
  case OperandRule::Incoming:
    for (unsigned K = 0; K != I.getNumOperands(); ++K)
      if (!expect(K, I.getType()))
        return false;
    return true;
  case OperandRule::ReturnValue:
    return checkReturn();
  }
  return true;
}

namespace {
/// What each conversion takes and gives: the kinds of its operand and its
/// result, and whether the result must be wider (1), narrower (-1) or
/// either (0) than the operand.
enum class NumberKind { Integer, IntegerOrBool, Float, Pointer };
struct ConversionRule {
  Opcode Op;
  NumberKind From, To;
  int Widening;
};
constexpr ConversionRule ConversionRules[] = {
    {Opcode::SExt, NumberKind::IntegerOrBool, NumberKind::Integer, 1},
    {Opcode::ZExt, NumberKind::IntegerOrBool, NumberKind::Integer, 1},
    {Opcode::Trunc, NumberKind::Integer, NumberKind::IntegerOrBool, -1},
    {Opcode::FPToSI, NumberKind::Float, NumberKind::IntegerOrBool, 0},
    {Opcode::FPToUI, NumberKind::Float, NumberKind::IntegerOrBool, 0},
    {Opcode::SIToFP, NumberKind::IntegerOrBool, NumberKind::Float, 0},
    {Opcode::UIToFP, NumberKind::IntegerOrBool, NumberKind::Float, 0},
    {Opcode::FPExt, NumberKind::Float, NumberKind::Float, 1},
    {Opcode::FPTrunc, NumberKind::Float, NumberKind::Float, -1},
    {Opcode::PtrToInt, NumberKind::Pointer, NumberKind::Integer, 0},
    {Opcode::IntToPtr, NumberKind::Integer, NumberKind::Pointer, 0},
};

bool isOfKind(const Type *T, NumberKind K) {
  switch (K) {
  case NumberKind::Integer:
    return T->isInteger();
  case NumberKind::IntegerOrBool:
    return T->isInteger() || T->isBool();
  case NumberKind::Float:
    return T->isFloatingPoint();
  case NumberKind::Pointer:
    return T->isOpaquePointer();
  }
  return false;
}

llvm::StringRef kindName(NumberKind K) {
  static constexpr llvm::StringRef Names[] = {"int, i32, i16 or i8",
                                              "int, i32, i16, i8 or bool",
                                              "float or f32", "ptr"};
  return Names[unsigned(K)];
}
} // namespace

bool TypeChecker::checkConversion() {
  const ConversionRule *Rule = nullptr;
  for (const ConversionRule &R : ConversionRules)
    if (R.Op == I.getOpcode())
      Rule = &R;
  if (!expectKind(0, isOfKind(typeOf(0), Rule->From), kindName(Rule->From)))
    return false;
  const Type *T = I.getType();
  if (!isOfKind(T, Rule->To))
    return resultMustBe(kindName(Rule->To));
  int Order = T->getBits() > typeOf(0)->getBits()   ? 1
              : T->getBits() < typeOf(0)->getBits() ? -1
                                                    : 0;
  if (Rule->Widening != 0 && Order != Rule->Widening)
    return fail("'" + I.getOpcodeName().str() + "' of " + typeOf(0)->getName() +
                " to " + T->getName() + ": the result must be " +
                (Rule->Widening > 0 ? "wider" : "narrower") +
                " than the operand");
  return true;
}

bool TypeChecker::checkCall() {
  const Function *Callee = llvm::cast<CallInst>(I).getCallee();
  unsigned Params = Callee->getNumParams();
  if (I.getNumOperands() < Params ||
      (I.getNumOperands() > Params && !Callee->isVarArg()))
    return fail("'" + Callee->getName().str() + "' takes " +
                std::to_string(Params) + " argument(s), but the call passes " +
                std::to_string(I.getNumOperands()));
  for (unsigned K = Params; K != I.getNumOperands(); ++K)
    if (typeOf(K)->isVoid())
      return expectKind(K, false, "other than void");
  for (unsigned K = 0; K != Params; ++K)
    if (typeOf(K) != Callee->getArg(K)->getType())
      return fail(describe(I.getOperand(K)) + " has type " +
                  typeOf(K)->getName() + ", but argument " + std::to_string(K) +
                  " of '" + Callee->getName().str() + "' has type " +
                  Callee->getArg(K)->getType()->getName());
  if (Callee->getReturnType()->isVoid() && (I.getDestVariable() || I.hasName()))
    return fail("'" + Callee->getName().str() +
                "' returns nothing, so its call has no result");
  return true;
}

bool TypeChecker::checkReturn() {
  const Type *Want = I.getFunction()->getReturnType();
  if (!I.getNumOperands())
    return true;
  if (Want->isVoid())
    return fail("'" + I.getFunction()->getName().str() +
                "' returns nothing, but 'ret' has a value");
  return typeOf(0) == Want ||
         expectKind(0, false,
                    Want->getName() + " (the function's return type)");
}

bool TypeChecker::checkResult() {
  const Type *T = I.getType();
  switch (Info.Result) {
  case ResultRule::None:
    return true;
  case ResultRule::Int:
    return T->isInt() || resultMustBe("int");
  case ResultRule::Bool:
    return T->isBool() || resultMustBe("bool");
  case ResultRule::Float:
    return T->isFloat() || resultMustBe("float");
  case ResultRule::Char:
    return T->isChar() || resultMustBe("char");
  case ResultRule::IntOrBool:
    return T->isInt() || T->isBool() || resultMustBe("int or bool");
  case ResultRule::SameAsOperand:
    return T == typeOf(0) || resultMustBe(typeOf(0)->getName());
  case ResultRule::Chosen:
    return T == typeOf(1) || resultMustBe(typeOf(1)->getName());
  case ResultRule::Opaque:
    return T->isOpaquePointer() || resultMustBe("ptr");
  case ResultRule::Pointee:
    if (typeOf(0)->isOpaquePointer())
      return !T->isVoid() || resultMustBe("other than void");
    return T == typeOf(0)->getPointee() ||
           resultMustBe(typeOf(0)->getPointee()->getName());
  case ResultRule::Callee: {
    const Type *Ret = llvm::cast<CallInst>(I).getCallee()->getReturnType();
    return T == Ret || resultMustBe(Ret->getName());
  }
  case ResultRule::Declared:
    if (I.getOpcode() == Opcode::Alloc)
      return T->isTypedPointer() || resultMustBe("ptr<T>");
    if (I.getOpcode() == Opcode::Alloca)
      return T->isTypedPointer() || resultMustBe("ptr<T>");
    if (I.getOpcode() == Opcode::AllocaBytes)
      return T->isOpaquePointer() || resultMustBe("ptr");
    // A call through a pointer returns void exactly when it has no result.
    if (I.getOpcode() == Opcode::CallIndirect)
      return T->isVoid() == !(I.getDestVariable() || I.hasName()) ||
             fail(T->isVoid() ? "'call.indirect' with a result cannot have "
                                "type void"
                              : "'call.indirect' without a result has type "
                                "void");
    return !T->isVoid() || resultMustBe("other than void");
  }
  return true;
}

bool mopt::checkTypes(const Instruction &I, std::string &Msg) {
  return TypeChecker(I, Msg).run();
}
