//===- Vocabulary.cpp - The words mopt-gen writes -------------------------===//
//
// The names a generated function may take for its variables and labels,
// and the spellings of types and function headers.
//
//===----------------------------------------------------------------------===//

#include "Vocabulary.h"

using namespace mopt;
using namespace mopt::gen;

static const char *const ScalarNames[] = {"int", "bool", "float", "char"};

const std::vector<std::string> gen::VariableNames = {
    "a",  "b",   "c",    "x",    "y",     "z",     "s",   "t",   "i",     "j",
    "n",  "u",   "w",    "acc",  "tmp",   "add",   "div", "phi", "print", "ret",
    "br", "jmp", "copy", "call", "const", "param", "a.1", "i.2", "x.3"};
const std::vector<std::string> gen::TrickyLabels = {"entry", "entry.1", "_bb0",
                                                    "_bb1", "L1.L2"};

std::string gen::joinArgs(const std::vector<std::string> &Args) {
  std::string Out;
  for (const std::string &A : Args)
    Out += (Out.empty() ? "" : ", ") + A;
  return Out;
}

std::string gen::typeName(Scalar T) { return ScalarNames[unsigned(T)]; }
std::string gen::pointerType(Scalar T) { return "ptr<" + typeName(T) + ">"; }

/// A parameter as a header lists it: `NAME[: TYPE]`, int left out.
static std::string paramText(const ParamInfo &P) {
  if (P.isPointer())
    return P.Name + ": " + pointerType(P.Elem);
  return P.Elem == Scalar::Int ? P.Name : P.Name + ": " + typeName(P.Elem);
}

std::string gen::functionHeader(const FunctionInfo &Fn) {
  std::vector<std::string> Params;
  for (const ParamInfo &P : Fn.Params)
    Params.push_back(paramText(P));
  std::string Header = "func " + Fn.Name + "(" + joinArgs(Params) + ")";
  if (Fn.Returns == ReturnKind::Void)
    Header += " -> void";
  else if (Fn.Returns == ReturnKind::FreshPointer)
    Header += " -> " + pointerType(Fn.RetElem);
  else if (Fn.RetElem != Scalar::Int)
    Header += " -> " + typeName(Fn.RetElem);
  return Header + ":\n";
}
