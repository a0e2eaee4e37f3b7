//===- ModuleGen.cpp - A random module of functions -----------------------===//
//
// Each function's signature (parameters, return, recursion) and budget,
// chosen before FunctionGen writes its body; functions are written callees
// first, so that each calls only functions written before it, and printed
// main first, with the bound on what the program costs in its header.
//
//===----------------------------------------------------------------------===//

#include "ModuleGen.h"
#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

/// Function names that are opcode words.
static const std::vector<std::string> TrickyFunctions = {
    "add", "print", "phi", "ret", "copy", "call"};

/// A parameter named Name: an int, or with types, another scalar or a
/// pointer to a few elements. In alloca form half are pointers, most of them
/// to one element and to ints, so that slots (mostly ints) have callees to
/// escape to.
static ParamInfo makeParam(Random &R, const std::string &Name, bool Typed,
                           bool AllocaForm) {
  ParamInfo P{Name};
  if (!Typed)
    return P;
  uint64_t K = R.below(100);
  static const Scalar ByRange[] = {Scalar::Int, Scalar::Float, Scalar::Bool,
                                   Scalar::Char};
  static const uint64_t Ends[] = {45, 57, 67, 77};
  static const uint64_t AllocaFormEnds[] = {30, 38, 44, 50};
  for (unsigned J = 0; J != 4; ++J)
    if (K < (AllocaForm ? AllocaFormEnds : Ends)[J]) {
      P.Elem = ByRange[J];
      return P;
    }
  if (AllocaForm) {
    P.Elem = R.percent(60) ? Scalar::Int : ByRange[R.below(4)];
    P.PointerElems = R.percent(70) ? 1 : static_cast<unsigned>(R.range(2, 3));
  } else {
    P.Elem = ByRange[R.below(4)];
    P.PointerElems = static_cast<unsigned>(R.range(1, 3));
  }
  return P;
}

/// What a function returns: an int, or with types, another scalar,
/// nothing, or a fresh heap object.
static void chooseReturn(Random &R, FunctionInfo &Fn, bool Typed) {
  if (!Typed)
    return;
  uint64_t K = R.below(100);
  static const Scalar ByRange[] = {Scalar::Int, Scalar::Float, Scalar::Bool,
                                   Scalar::Char};
  static const uint64_t Ends[] = {40, 52, 60, 70};
  for (unsigned J = 0; J != 4; ++J)
    if (K < Ends[J]) {
      Fn.RetElem = ByRange[J];
      return;
    }
  if (K < 80) {
    Fn.Returns = ReturnKind::Void;
    return;
  }
  Fn.Returns = ReturnKind::FreshPointer;
  Fn.RetElem = ByRange[R.below(4)];
  Fn.RetCount = static_cast<unsigned>(R.range(1, MaxElements));
}

std::string gen::generateModule(const GenOptions &Opts) {
  Random R(Opts.Seed);
  std::vector<FunctionInfo> Done;
  std::vector<std::string> Texts;
  std::vector<std::string> FunctionNames;
  for (unsigned I = 0; I != Opts.Functions; ++I)
    FunctionNames.push_back("f" + std::to_string(I));
  std::vector<std::string> Tricky = TrickyFunctions;
  for (std::string &Name : FunctionNames)
    if (!Tricky.empty() && R.percent(15)) {
      Name = Tricky.back();
      Tricky.pop_back();
    }
  for (unsigned I = Opts.Functions; I-- > 0;) {
    FunctionInfo Fn;
    Fn.Name = FunctionNames[I];
    unsigned RecursiveCalls = 0;
    if (R.percent(40)) {
      RecursiveCalls = R.percent(70) ? 1 : 2;
      Fn.DepthMask = RecursiveCalls == 1 ? R.pick<uint64_t>({1, 3, 7}) : 3;
      Fn.Params.push_back({"depth"});
    }
    std::vector<std::string> Names = VariableNames;
    R.shuffle(Names);
    for (uint64_t K = R.below(4); K; --K)
      Fn.Params.push_back(makeParam(R, Names[K], Opts.Typed, Opts.AllocaForm));
    chooseReturn(R, Fn, Opts.Typed);
    Cost Budget{uint64_t(1) << R.range(6, 12), R.range(0, 30)};
    FunctionGen Gen(R, Opts.Size, Opts.Typed, Opts.AllocaForm, Done);
    Texts.push_back(Gen.generate(Fn, Budget, RecursiveCalls));
    Done.push_back(Fn);
  }
  FunctionInfo Main;
  Main.Name = "main";
  FunctionGen Gen(R, Opts.Size, Opts.Typed, Opts.AllocaForm, Done);
  std::string MainText = Gen.generate(Main, {200000, 2000}, 0);

  std::string Form = Opts.Typed ? "" : " --int-only";
  if (Opts.AllocaForm)
    Form += " --alloca";
  std::string Out = "; mopt-gen --seed=" + std::to_string(Opts.Seed) +
                    " --functions=" + std::to_string(Opts.Functions) +
                    " --size=" + std::to_string(Opts.Size) + Form + "\n" +
                    "; runs at most " + std::to_string(Main.PerCall.Steps) +
                    " steps, prints at most " +
                    std::to_string(Main.PerCall.Lines) + " lines, " +
                    std::to_string(Main.Frames) + " frames deep\n\n" + MainText;
  for (size_t I = Texts.size(); I-- > 0;)
    Out += "\n" + Texts[I];
  return Out;
}
