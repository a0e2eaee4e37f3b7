//===- Values.cpp - How the interpreter shows and reads values ------------===//

#include "Values.h"
#include "Memory.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Module.h"
#include "mopt/Interp/Interpreter.h"
#include "mopt/Support/Unicode.h"

#include <charconv>
#include <cmath>
#include <cstdio>

using namespace mopt;
using arith::asFloat;
using arith::fromFloat;

/// A float as brili prints it: 17 digits after the point (JavaScript's
/// toFixed(17)), in exponent form (toExponential(17)) when the decimal
/// exponent is 10 or more in magnitude; `Infinity`, `-Infinity`, `NaN`.
static void appendFloat(double D, std::string &Out) {
  if (std::isnan(D)) {
    Out += "NaN";
    return;
  }
  if (std::isinf(D)) {
    Out += D < 0 ? "-Infinity" : "Infinity";
    return;
  }
  char Buf[400];
  bool Exponent = D != 0 && std::fabs(std::log10(std::fabs(D))) >= 10;
  int Len = std::snprintf(Buf, sizeof(Buf), Exponent ? "%.17e" : "%.17f", D);
  Out.append(Buf, Len);
}

/// Appends V, of type T, as print writes it.
void mopt::appendValue(const Type *T, int64_t V, std::string &Out) {
  switch (T->getKind()) {
  case TypeKind::Bool:
    Out += V ? "true" : "false";
    return;
  case TypeKind::Float:
  case TypeKind::F32:
    appendFloat(asFloat(V), Out);
    return;
  case TypeKind::Char:
    appendUTF8(uint32_t(V), Out);
    return;
  case TypeKind::Ptr:
  case TypeKind::OpaquePtr:
    Out += Memory::describe(V, Memory::View::of(T));
    return;
  case TypeKind::Int:
  case TypeKind::I8:
  case TypeKind::I16:
  case TypeKind::I32:
  case TypeKind::Void:
    break;
  }
  char Digits[24];
  Out.append(Digits, std::to_chars(Digits, Digits + sizeof(Digits), V).ptr);
}

std::string mopt::formatValue(const Type *T, int64_t Bits) {
  std::string Out;
  appendValue(T, Bits, Out);
  return Out;
}

bool mopt::isCMain(const Function &Main) {
  return Main.getNumParams() == 2 &&
         Main.getArg(0)->getType() == Type::getI32() &&
         Main.getArg(1)->getType()->isOpaquePointer();
}

absl::StatusOr<std::vector<int64_t>>
mopt::parseMainArguments(const Module &CM, llvm::ArrayRef<std::string> Words) {
  Module &M = const_cast<Module &>(CM);
  Function *Main = M.lookupFunction("main");
  if (Main && isCMain(*Main))
    return std::vector<int64_t>{0, 0}; // argc and argv, made at the run
  std::vector<int64_t> Values;
  for (size_t K = 0; K != Words.size(); ++K) {
    llvm::StringRef W = Words[K];
    const Type *T = Main && K < Main->getNumParams()
                        ? Main->getArg(K)->getType()
                        : Type::getInt();
    int64_t V = 0;
    bool Ok = false;
    switch (T->getKind()) {
    case TypeKind::Bool:
      Ok = W == "true" || W == "false";
      V = W == "true";
      break;
    case TypeKind::Float:
    case TypeKind::F32: {
      double D;
      auto [End, Err] = std::from_chars(W.begin(), W.end(), D);
      Ok = Err == std::errc() && End == W.end();
      V = canonicalBits(T, fromFloat(D));
      break;
    }
    case TypeKind::Ptr:
      return absl::InvalidArgumentError(
          "main's parameter " + std::to_string(K + 1) + " has type " +
          T->getName() + ", which no command-line word can give");
    case TypeKind::Char:
      V = decodeOneUTF8(W);
      Ok = V >= 0;
      break;
    default:
      Ok = !W.getAsInteger(10, V);
      // Bril passes bools to int-typed TAC mains as words too.
      if (!Ok && (W == "true" || W == "false")) {
        Ok = true;
        V = W == "true";
      }
      Ok &= canonicalBits(T, V) == V;
      break;
    }
    if (!Ok)
      return absl::InvalidArgumentError(
          "program argument " + std::to_string(K + 1) + " '" + W.str() +
          "' is not a value of type " + T->getName());
    Values.push_back(V);
  }
  return Values;
}
