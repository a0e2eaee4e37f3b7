//===- Program.h - The shape of a generated program -------------*- C++ -*-===//
//
// What mopt-gen knows of the program it writes: the limits that keep it
// terminating, what a piece of code may cost, the scalar types, the
// memory in scope, and what a caller needs to know of each function.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_GEN_PROGRAM_H
#define MOPT_OPTTOOL_GEN_PROGRAM_H

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace mopt {
namespace gen {

/// Loops and ifs nest at most this deep.
constexpr unsigned MaxNesting = 3;
/// A loop's trip bound is at most this.
constexpr uint64_t MaxTrips = 12;
/// The deepest call stack a program may make, main's frame included; the
/// differential runs allow 100.
constexpr unsigned MaxFrames = 60;
/// A heap object or a returned one has at most this many elements.
constexpr unsigned MaxElements = 8;

/// The most a piece of code can cost when it runs once: instructions
/// executed and lines printed.
struct Cost {
  uint64_t Steps = 0;
  uint64_t Lines = 0;

  Cost &operator+=(const Cost &O) {
    Steps += O.Steps;
    Lines += O.Lines;
    return *this;
  }
  Cost times(uint64_t N) const { return {Steps * N, Lines * N}; }
  Cost dividedBy(uint64_t N) const { return {Steps / N, Lines / N}; }
  Cost minus(const Cost &O) const {
    return {Steps > O.Steps ? Steps - O.Steps : 0,
            Lines > O.Lines ? Lines - O.Lines : 0};
  }
  bool covers(const Cost &O) const {
    return O.Steps <= Steps && O.Lines <= Lines;
  }
};

/// Code that runs as a unit: charged per instruction as it is emitted.
struct Region {
  Cost Budget;
  Cost Used;
  Cost remaining() const { return Budget.minus(Used); }
};

/// The scalar types, in the order of ScalarNames.
enum class Scalar : uint8_t { Int, Bool, Float, Char };
constexpr unsigned NumScalars = 4;

/// Names of values, one list per scalar type.
class Pools {
public:
  std::vector<std::string> &operator[](Scalar T) { return Lists[unsigned(T)]; }
  const std::vector<std::string> &operator[](Scalar T) const {
    return Lists[unsigned(T)];
  }
  void clear() {
    for (std::vector<std::string> &L : Lists)
      L.clear();
  }

private:
  std::array<std::vector<std::string>, NumScalars> Lists;
};

/// Count elements of type Elem from Ptr on, each stored to, that code may
/// read and write while the object is in scope.
struct Object {
  std::string Ptr;
  Scalar Elem;
  unsigned Count;
};

struct ParamInfo {
  std::string Name;
  Scalar Elem = Scalar::Int;
  /// For a ptr<Elem> parameter, the elements the callee may read and
  /// write; 0 for a parameter of type Elem.
  unsigned PointerElems = 0;
  bool isPointer() const { return PointerElems != 0; }
};

/// A variable of a function: a scalar, or a pointer to Elems.
struct Variable {
  std::string Name;
  Scalar Elem;
  bool Pointer;
  /// A parameter holds its argument on entry, any other variable the zero
  /// of its type.
  bool Parameter;
};

enum class ReturnKind { Void, Value, FreshPointer };

/// What a caller needs to know about a generated function.
struct FunctionInfo {
  std::string Name;
  /// For a recursive function, parameter 0 is its int depth.
  std::vector<ParamInfo> Params;
  ReturnKind Returns = ReturnKind::Value;
  /// The type of the value returned, or of a fresh pointer's elements.
  Scalar RetElem = Scalar::Int;
  /// A fresh pointer's elements, each stored to; the caller frees it.
  unsigned RetCount = 0;
  /// For a recursive function, callers pass the depth masked with this; 0
  /// otherwise.
  uint64_t DepthMask = 0;
  /// The most one call costs, its recursion included.
  Cost PerCall;
  /// The deepest call stack one call makes, its own frames included.
  unsigned Frames = 1;
};

/// Where break and continue go in the innermost loop.
struct LoopTargets {
  std::string Exit;
  std::string Latch;
};

} // namespace gen
} // namespace mopt

#endif
