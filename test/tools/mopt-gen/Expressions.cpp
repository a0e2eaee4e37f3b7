//===- Expressions.cpp - Names, operands and values in mopt-gen -----------===//
//
// New labels and SSA names, literals of each type, operands read from
// what is in scope, destinations and their annotations, conditions and
// comparisons, and the instructions that compute a value of each type.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

static const char *const FloatArith[] = {"fadd", "fsub", "fmul", "fdiv"};
/// The comparisons after their prefix: feq, flt, ...; ceq, clt, ...
static const char *const OrderedComparisons[] = {"eq", "lt", "le", "gt", "ge"};

static const std::vector<std::string> BigLiterals = {"-9223372036854775808",
                                                     "9223372036854775807",
                                                     "4611686018427387904",
                                                     "-4294967296",
                                                     "63",
                                                     "64",
                                                     "-1"};
/// Float literals in each spelling the lexer takes, and the extremes.
static const std::vector<std::string> FloatLiterals = {
    "0.0",  "-0.0",     "1.5",    "-2.25", "0.1",           "2.5e-3",
    "1e10", "-1E-5",    "3.0",    "1e308", "-1e-300",       "6.02e+23",
    "0.5",  "4.9e-324", "-7.125", "1e-10", "123456789.125", "2.0"};
/// Character literals: printable, escaped, one to four UTF-8 bytes, the
/// comment characters and the ends of the scalar value ranges.
static const std::vector<std::string> CharLiterals = {"'a'",
                                                      "'Z'",
                                                      "'0'",
                                                      "' '",
                                                      "';'",
                                                      "'#'",
                                                      "','",
                                                      "'%'",
                                                      "'\\u{7}'",
                                                      "'\\u{0}'",
                                                      "'\\u{27}'",
                                                      "'\\u{5c}'",
                                                      "'\\u{10FFFF}'",
                                                      "'\\u{D7FF}'",
                                                      "'\\u{E000}'",
                                                      "'\xc3\xa9'",
                                                      "'\xe2\x82\xac'",
                                                      "'\xf0\x9f\x98\x80'"};
/// Code points int2char may read as literals.
static const std::vector<std::string> CodePoints = {
    "0",    "65",    "97",    "127",    "233",
    "8364", "55295", "57344", "128512", "1114111"};

//===----------------------------------------------------------------------===//
// Names and operands
//===----------------------------------------------------------------------===//

std::string FunctionGen::newLabel() {
  std::string Name;
  if (!TrickyLeft.empty() && R.percent(4)) {
    size_t K = R.below(TrickyLeft.size());
    Name = TrickyLeft[K];
    TrickyLeft.erase(TrickyLeft.begin() + K);
    if (std::find(UsedLabels.begin(), UsedLabels.end(), Name) ==
        UsedLabels.end()) {
      UsedLabels.push_back(Name);
      return Name;
    }
  }
  do
    Name = "L" + std::to_string(NextLabel++);
  while (std::find(UsedLabels.begin(), UsedLabels.end(), Name) !=
         UsedLabels.end());
  UsedLabels.push_back(Name);
  return Name;
}

std::string FunctionGen::newSSA() {
  std::string Name;
  if (R.percent(10)) {
    // %a.1 and the like, which the ssa pass would make up too.
    Name = "%" + R.pick(VariableNames) + "." + std::to_string(R.range(1, 3));
    if (std::find(UsedSSANames.begin(), UsedSSANames.end(), Name) ==
        UsedSSANames.end()) {
      UsedSSANames.push_back(Name);
      return Name;
    }
  }
  Name = "%" + std::to_string(NextSSA++);
  UsedSSANames.push_back(Name);
  return Name;
}

/// A loop counter: readable everywhere, written only by its loop.
std::string FunctionGen::newCounter() {
  std::string Name = "k" + std::to_string(NextCounter++);
  Readable[Scalar::Int].push_back(Name);
  addVariable({Name, Scalar::Int, false, false});
  return Name;
}

/// A variable for a pointer to Elems.
std::string FunctionGen::newPointer(Scalar Elem) {
  std::string Name = "p" + std::to_string(NextPointer++);
  addVariable({Name, Elem, true, false});
  return Name;
}

std::string FunctionGen::literal() {
  if (R.percent(10))
    return R.pick(BigLiterals);
  return std::to_string(static_cast<int64_t>(R.below(21)) - 10);
}

/// A literal operand of type T; "" for bool, which has none.
std::string FunctionGen::literal(Scalar T) {
  switch (T) {
  case Scalar::Int:
    return literal();
  case Scalar::Float:
    if (R.percent(60))
      return R.pick(FloatLiterals);
    return std::to_string(static_cast<int64_t>(R.below(41)) - 20) + "." +
           std::to_string(R.below(1000));
  case Scalar::Char:
    return R.pick(CharLiterals);
  case Scalar::Bool:
    break;
  }
  return "";
}

/// An operand of type T from SSA, the readable variables or a literal,
/// without emitting anything; "" only for a bool when there is none.
std::string FunctionGen::operand(Scalar T, const Pools &SSA) {
  uint64_t K = R.below(100);
  if (K < 40 && !SSA[T].empty())
    return R.pick(SSA[T]);
  if (K < 85 && !Readable[T].empty())
    return R.pick(Readable[T]);
  if (T != Scalar::Bool)
    return literal(T);
  if (!SSA[T].empty())
    return R.pick(SSA[T]);
  return Readable[T].empty() ? "" : R.pick(Readable[T]);
}

/// An operand of type T in the current block, a variable read as read()
/// says; a bool with nothing to read is made by a const here.
std::string FunctionGen::operand(Scalar T) {
  std::string V = operand(T, Avail);
  if (!V.empty())
    return read(V);
  V = newSSA();
  emit(V + " = const " + (R.percent(50) ? "true" : "false"));
  define(V, T);
  return V;
}

/// A destination of type T: a writable variable or a new SSA value. Write
/// it with declared(), and call define() once the instruction is emitted.
std::string FunctionGen::destination(Scalar T) {
  return R.percent(60) && !Writable[T].empty() ? R.pick(Writable[T]) : newSSA();
}

/// A writable variable of type T if there is one, else a new SSA value.
std::string FunctionGen::variableOr(Scalar T) {
  return Writable[T].empty() ? newSSA() : R.pick(Writable[T]);
}

/// Dest as written before ` = `: annotated if its type would otherwise be
/// wrong (Required: an SSA value whose type the instruction does not give;
/// a variable the text has not typed yet), and now and then anyway.
std::string FunctionGen::declared(const std::string &Dest, Scalar T,
                                  bool Required) {
  if (T == Scalar::Int)
    return Dest;
  bool Annotate = Dest[0] == '%' ? Required || R.percent(30)
                                 : !Declared.count(Dest) || R.percent(25);
  return Annotate ? Dest + ": " + typeName(T) : Dest;
}

void FunctionGen::define(const std::string &Dest, Scalar T) {
  if (Dest[0] == '%')
    Avail[T].push_back(Dest);
  else if (T != Scalar::Int && Declared.insert(Dest).second)
    Readable[T].push_back(Dest);
}

/// A phi entry of type T for the edge from a block whose SSA values are
/// SSA. In alloca form it is no variable, as reading one takes a load in
/// that block: an SSA value or a literal, for a bool `bool true` or `bool
/// false`.
std::string FunctionGen::phiEntry(Scalar T, const Pools &SSA) {
  if (!AllocaForm)
    return operand(T, SSA);
  if (!SSA[T].empty() && R.percent(60))
    return R.pick(SSA[T]);
  if (T == Scalar::Bool)
    return R.percent(50) ? "bool true" : "bool false";
  return literal(T);
}

/// A value to branch on: a comparison, or any int or bool (non-zero is
/// true).
std::string FunctionGen::condition() {
  if (R.percent(25))
    return operand(Typed && R.percent(40) ? Scalar::Bool : Scalar::Int);
  if (!Typed)
    return compare(Scalar::Int, Scalar::Int);
  uint64_t K = R.below(10);
  if (K < 6)
    return compare(Scalar::Int, R.percent(30) ? Scalar::Bool : Scalar::Int);
  return compare(K < 8 ? Scalar::Float : Scalar::Char, Scalar::Bool);
}

/// A comparison of two operands of type Operands, into a new value or a
/// variable of type Result (bool unless both are int).
std::string FunctionGen::compare(Scalar Operands, Scalar Result) {
  std::string A = operand(Operands), B = operand(Operands);
  std::string C = R.percent(80) ? newSSA() : variableOr(Result);
  std::string Op;
  if (Operands == Scalar::Int)
    Op = spell(FirstComparison + R.below(6));
  else
    Op = std::string(Operands == Scalar::Float ? "f" : "c") +
         OrderedComparisons[R.below(5)];
  assign(C, Result, Op + " " + A + ", " + B, Operands == Scalar::Int);
  return read(C);
}

/// A value that is false once Counter reaches Bound, and may be false
/// before when the data say so.
std::string FunctionGen::loopCondition(const std::string &Counter,
                                       uint64_t Bound) {
  Scalar T = Typed && R.percent(30) ? Scalar::Bool : Scalar::Int;
  std::string C = newSSA(), Op = spell(Lt);
  std::string Count = read(Counter);
  assign(C, T, Op + " " + Count + ", " + std::to_string(Bound), true);
  if (!R.percent(30))
    return C;
  std::string D = operand(T), E = newSSA();
  emit(E + " = and " + C + ", " + D);
  define(E, T);
  return E;
}

void FunctionGen::increment(const std::string &Counter) {
  switch (R.below(3)) {
  case 0: {
    std::string Op = spell(Add);
    assign(Counter, Scalar::Int, Op + " " + read(Counter) + ", 1");
    return;
  }
  case 1:
    assign(Counter, Scalar::Int, "sub " + read(Counter) + ", -1");
    return;
  default: {
    std::string T = newSSA();
    emit(T + " = + " + read(Counter) + ", 1");
    assign(Counter, Scalar::Int, "copy " + T);
    return;
  }
  }
}

/// What follows `ret` in this function: a value of its return type (the
/// fresh object it returns), or nothing.
std::string FunctionGen::returnOperand() {
  switch (Self->Returns) {
  case ReturnKind::Void:
    return "";
  case ReturnKind::FreshPointer:
    return " " + read("out");
  case ReturnKind::Value:
    break;
  }
  return R.percent(15) ? "" : " " + operand(Self->RetElem);
}

/// An int operand that is a Unicode scalar value, for int2char.
std::string FunctionGen::codePoint() {
  uint64_t K = R.below(4);
  if (K == 0)
    return R.pick(CodePoints);
  std::string M = newSSA();
  if (K == 1) {
    static const char *const Masks[] = {"127", "255", "4095", "32767"};
    std::string X = operand(), Op = spell(And);
    emit(M + " = " + Op + " " + X + ", " + Masks[R.below(4)]);
  } else if (K == 2) {
    // [65536, 131071]: above the surrogates.
    std::string X = operand(), Low = newSSA();
    emit(Low + " = and " + X + ", 65535");
    emit(M + " = + " + Low + ", 65536");
  } else {
    std::string C = operand(Scalar::Char);
    emit(M + " = char2int " + C);
  }
  define(M);
  return M;
}

//===----------------------------------------------------------------------===//
// Values of each type
//===----------------------------------------------------------------------===//

/// An instruction that computes a T from operands; NeedsAnnotation says an
/// SSA destination must declare T.
std::string FunctionGen::binaryText(Scalar T, bool &NeedsAnnotation) {
  switch (T) {
  case Scalar::Int: {
    if (Typed && R.percent(15)) {
      bool FromChar = R.percent(50);
      std::string A = operand(FromChar ? Scalar::Char : Scalar::Float);
      return (FromChar ? "char2int " : "float2bits ") + A;
    }
    unsigned Op = R.below(NumBinOps);
    if (Op == Div || Op == Rem)
      Op = Add;
    std::string A = operand(), B = operand();
    return spell(Op) + " " + A + ", " + B;
  }
  case Scalar::Bool: {
    uint64_t K = R.below(100);
    if (K < 35) {
      static const char *const Logic[] = {"and", "or", "xor"};
      std::string A = operand(T), B = operand(T);
      return Logic[R.below(3)] + (" " + A) + ", " + B;
    }
    Scalar Of = K < 60 ? Scalar::Int : K < 80 ? Scalar::Float : Scalar::Char;
    std::string A = operand(Of), B = operand(Of);
    NeedsAnnotation = Of == Scalar::Int;
    std::string Op = Of == Scalar::Int
                         ? spell(FirstComparison + R.below(6))
                         : std::string(Of == Scalar::Float ? "f" : "c") +
                               OrderedComparisons[R.below(5)];
    return Op + " " + A + ", " + B;
  }
  case Scalar::Float: {
    if (R.percent(10))
      return "bits2float " + operand();
    std::string A = operand(T), B = operand(T);
    return FloatArith[R.below(4)] + (" " + A) + ", " + B;
  }
  case Scalar::Char:
    return "int2char " + codePoint();
  }
  return "";
}

/// A copy, a const, or a one-operand operator giving a T.
std::string FunctionGen::unaryText(Scalar T, bool &NeedsAnnotation) {
  bool Const = R.percent(30);
  if (!Const && R.percent(60)) {
    if (T == Scalar::Int) {
      std::string Op = R.percent(50) ? "neg " : "not ";
      return Op + operand();
    }
    if (T == Scalar::Bool)
      return "not " + operand(T);
  }
  if (!Const)
    return "copy " + operand(T);
  if (T == Scalar::Bool)
    return R.percent(50) ? "const true" : "const false";
  if (T == Scalar::Float && R.percent(20)) {
    // An integer literal stands for a float when the type is declared.
    NeedsAnnotation = true;
    return "const " + std::to_string(static_cast<int64_t>(R.below(21)) - 10);
  }
  return "const " + literal(T);
}

void FunctionGen::genBinary(Scalar T) {
  bool NeedsAnnotation = false;
  std::string Inst = binaryText(T, NeedsAnnotation);
  std::string D = destination(T);
  assign(D, T, Inst, NeedsAnnotation);
}

void FunctionGen::genUnary(Scalar T) {
  if (Typed && R.percent(5)) {
    emit("nop");
    return;
  }
  bool NeedsAnnotation = false;
  std::string Inst = unaryText(T, NeedsAnnotation);
  std::string D = destination(T);
  assign(D, T, Inst, NeedsAnnotation);
}

/// Dest (an SSA name not yet defined) = a T computed from A.
void FunctionGen::combineInto(const std::string &Dest, Scalar T,
                              const std::string &A) {
  switch (T) {
  case Scalar::Int: {
    std::string B = operand();
    emit(Dest + " = " + spell(R.below(3)) + " " + A + ", " + B);
    break;
  }
  case Scalar::Float: {
    std::string B = operand(T);
    emit(Dest + " = " + FloatArith[R.below(4)] + " " + A + ", " + B);
    break;
  }
  case Scalar::Bool: {
    std::string B = operand(T);
    emit(Dest + " = " + (R.percent(50) ? "xor " : "or ") + A + ", " + B);
    break;
  }
  case Scalar::Char: {
    // The next code point, wrapped into ASCII.
    std::string I = newSSA(), J = newSSA();
    emit(I + " = char2int " + A);
    emit(J + " = + " + I + ", 1");
    std::string K = newSSA();
    emit(K + " = and " + J + ", 127");
    emit(Dest + " = int2char " + K);
    break;
  }
  }
  define(Dest, T);
}

/// One instruction that reads V (of type T) into a variable, when there is
/// one of its result's type.
void FunctionGen::useValue(const std::string &V, Scalar T) {
  std::string Op, B;
  Scalar Result = Scalar::Bool;
  if (T == Scalar::Int) {
    Op = spell(R.below(NumBinOps - FirstComparison) + FirstComparison);
    Result = Scalar::Int;
  } else if (T == Scalar::Bool) {
    Op = R.percent(50) ? "and" : "xor";
  } else {
    Op = std::string(T == Scalar::Float ? "f" : "c") +
         OrderedComparisons[R.below(5)];
  }
  B = operand(T);
  std::string D = variableOr(Result);
  assign(D, Result, Op + " " + V + ", " + B);
}
