//===- Vocabulary.h - The words mopt-gen writes -----------------*- C++ -*-===//
//
// The operators, names and type spellings that more than one part of the
// generator writes, some chosen to look like what mopt's passes make up.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_GEN_VOCABULARY_H
#define MOPT_OPTTOOL_GEN_VOCABULARY_H

#include "Program.h"

#include <string>
#include <vector>

namespace mopt {
namespace gen {

/// A binary operator: its opcode word and its symbol.
struct BinOp {
  const char *Word;
  const char *Symbol;
};

/// Every binary operator on ints; div and rem are 3 and 4, the comparisons
/// last.
inline constexpr BinOp BinOps[] = {
    {"add", "+"},  {"sub", "-"},  {"mul", "*"}, {"div", "/"},
    {"rem", "%"},  {"and", "&"},  {"or", "|"},  {"xor", "^"},
    {"shl", "<<"}, {"shr", ">>"}, {"lt", "<"},  {"le", "<="},
    {"gt", ">"},   {"ge", ">="},  {"eq", "=="}, {"ne", "!="}};
constexpr unsigned NumBinOps = sizeof(BinOps) / sizeof(BinOps[0]);
constexpr unsigned FirstComparison = 10;
enum : unsigned {
  Add = 0,
  Div = 3,
  Rem = 4,
  And = 5,
  Or = 6,
  Lt = 10,
  Gt = 12
};

/// Variable names: some are opcode words, some look like the names the ssa
/// and out-of-ssa passes make up.
extern const std::vector<std::string> VariableNames;
/// Label names the passes might also make up.
extern const std::vector<std::string> TrickyLabels;

/// Args separated by ", ".
std::string joinArgs(const std::vector<std::string> &Args);
/// `int`, `bool`, `float` or `char`.
std::string typeName(Scalar T);
/// `ptr<T>`.
std::string pointerType(Scalar T);
/// `func NAME(PARAMS) -> TYPE:`, the return type left out for int.
std::string functionHeader(const FunctionInfo &Fn);

} // namespace gen
} // namespace mopt

#endif
