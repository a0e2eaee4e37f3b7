//===- TypeRules.cpp - The type rules of each opcode ----------------------===//

#include "TypeRules.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/TAC/Printer.h"

using namespace mopt;

namespace {

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
  explicit TypeChecker(const Instruction &I)
      : I(I), Info(getOpcodeInfo(I.getOpcode())) {}

  std::string run();

private:
  std::string checkOperands();
  std::string checkResult();
  std::string checkCall();
  std::string checkReturn();

  const Type *typeOf(unsigned K) const { return I.getOperand(K)->getType(); }
  /// "" if operand K has type T, else the message saying so.
  std::string expect(unsigned K, const Type *T) const;
  /// The same for a kind: "int or bool", "ptr<T>", ...
  std::string expectKind(unsigned K, bool Holds, llvm::StringRef Want) const;
  std::string resultMustBe(llvm::StringRef Want) const {
    return "the result of '" + I.getOpcodeName().str() + "' has type " +
           I.getType()->getName() + ", but should have type " + Want.str();
  }

  const Instruction &I;
  const OpcodeInfo &Info;
};

} // namespace

std::string TypeChecker::expect(unsigned K, const Type *T) const {
  return expectKind(K, typeOf(K) == T, T->getName());
}

std::string TypeChecker::expectKind(unsigned K, bool Holds,
                                    llvm::StringRef Want) const {
  if (Holds)
    return "";
  return describe(I.getOperand(K)) + " has type " + typeOf(K)->getName() +
         ", but operand " + std::to_string(K) + " of '" +
         I.getOpcodeName().str() + "' should have type " + Want.str();
}

std::string TypeChecker::run() {
  std::string Msg = checkOperands();
  if (Msg.empty())
    Msg = checkResult();
  if (Msg.empty())
    if (const Variable *Dest = I.getDestVariable())
      if (Dest->getType() != I.getType())
        Msg = "'" + I.getOpcodeName().str() + "' gives " +
              I.getType()->getName() + ", but variable '" +
              Dest->getName().str() + "' has type " +
              Dest->getType()->getName();
  return Msg;
}

std::string TypeChecker::checkOperands() {
  auto IsIntOrBool = [](const Type *T) { return T->isInt() || T->isBool(); };
  switch (Info.Operands) {
  case OperandRule::None:
  case OperandRule::Constant:
  case OperandRule::ArgumentIndex:
    return "";
  case OperandRule::AnyValue:
    return expectKind(0, !typeOf(0)->isVoid(), "other than void");
  case OperandRule::Int:
    return expect(0, Type::getInt());
  case OperandRule::IntOrBool:
  case OperandRule::Condition:
    return expectKind(0, IsIntOrBool(typeOf(0)), "int or bool");
  case OperandRule::Char:
    return expect(0, Type::getChar());
  case OperandRule::Float:
    return expect(0, Type::getFloat());
  case OperandRule::Pointer:
    return expectKind(0, typeOf(0)->isPointer(), "ptr<T>");
  case OperandRule::Int2:
  case OperandRule::Float2:
  case OperandRule::Char2: {
    const Type *T = Info.Operands == OperandRule::Int2     ? Type::getInt()
                    : Info.Operands == OperandRule::Float2 ? Type::getFloat()
                                                           : Type::getChar();
    std::string Msg = expect(0, T);
    return Msg.empty() ? expect(1, T) : Msg;
  }
  case OperandRule::IntOrBool2: {
    std::string Msg = expectKind(0, IsIntOrBool(typeOf(0)), "int or bool");
    return Msg.empty() ? expect(1, typeOf(0)) : Msg;
  }
  case OperandRule::PointerAndInt: {
    std::string Msg = expectKind(0, typeOf(0)->isPointer(), "ptr<T>");
    return Msg.empty() ? expect(1, Type::getInt()) : Msg;
  }
  case OperandRule::PointerAndValue: {
    std::string Msg = expectKind(0, typeOf(0)->isPointer(), "ptr<T>");
    if (!Msg.empty())
      return Msg;
    return expect(1, typeOf(0)->getPointee());
  }
  case OperandRule::Arguments:
    return checkCall();
  case OperandRule::AnyValues:
    for (unsigned K = 0; K != I.getNumOperands(); ++K)
      if (typeOf(K)->isVoid())
        return expectKind(K, false, "other than void");
    return "";
  case OperandRule::Incoming:
    for (unsigned K = 0; K != I.getNumOperands(); ++K)
      if (std::string Msg = expect(K, I.getType()); !Msg.empty())
        return Msg;
    return "";
  case OperandRule::ReturnValue:
    return checkReturn();
  }
  return "";
}

std::string TypeChecker::checkCall() {
  const Function *Callee = llvm::cast<CallInst>(I).getCallee();
  for (unsigned K = 0; K != I.getNumOperands(); ++K)
    if (typeOf(K) != Callee->getArg(K)->getType())
      return describe(I.getOperand(K)) + " has type " + typeOf(K)->getName() +
             ", but argument " + std::to_string(K) + " of '" +
             Callee->getName().str() + "' has type " +
             Callee->getArg(K)->getType()->getName();
  if (Callee->getReturnType()->isVoid() && (I.getDestVariable() || I.hasName()))
    return "'" + Callee->getName().str() +
           "' returns nothing, so its call has no result";
  return "";
}

std::string TypeChecker::checkReturn() {
  const Type *Want = I.getFunction()->getReturnType();
  if (!I.getNumOperands())
    return "";
  if (Want->isVoid())
    return "'" + I.getFunction()->getName().str() +
           "' returns nothing, but 'ret' has a value";
  return expectKind(0, typeOf(0) == Want,
                    Want->getName() + " (the function's return type)");
}

std::string TypeChecker::checkResult() {
  const Type *T = I.getType();
  switch (Info.Result) {
  case ResultRule::None:
    return "";
  case ResultRule::Int:
    return T->isInt() ? "" : resultMustBe("int");
  case ResultRule::Bool:
    return T->isBool() ? "" : resultMustBe("bool");
  case ResultRule::Float:
    return T->isFloat() ? "" : resultMustBe("float");
  case ResultRule::Char:
    return T->isChar() ? "" : resultMustBe("char");
  case ResultRule::IntOrBool:
    return T->isInt() || T->isBool() ? "" : resultMustBe("int or bool");
  case ResultRule::SameAsOperand:
    return T == typeOf(0) ? "" : resultMustBe(typeOf(0)->getName());
  case ResultRule::Pointee:
    return T == typeOf(0)->getPointee()
               ? ""
               : resultMustBe(typeOf(0)->getPointee()->getName());
  case ResultRule::Callee: {
    const Type *Ret = llvm::cast<CallInst>(I).getCallee()->getReturnType();
    return T == Ret ? "" : resultMustBe(Ret->getName());
  }
  case ResultRule::Declared:
    if (I.getOpcode() == Opcode::Alloc || I.getOpcode() == Opcode::Alloca)
      return T->isPointer() ? "" : resultMustBe("ptr<T>");
    return T->isVoid() ? resultMustBe("other than void") : "";
  }
  return "";
}

std::string mopt::checkTypes(const Instruction &I) {
  return TypeChecker(I).run();
}
