//===- LLVMWriterImpl.h - The LLVM IR writer's classes ----------*- C++ -*-===//
//
// What the files of the LLVM IR writer share: how names, types and
// constants are spelled (LLVMSpelling.cpp), the ModuleWriter, which keeps
// what the whole module needs (LLVMWriter.cpp, and the helpers it defines
// for the program in RuntimeHelpers.cpp), and the FunctionWriter, which
// translates one function (FunctionWriter.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_LLVMIR_LLVMWRITERIMPL_H
#define MOPT_LIB_LLVMIR_LLVMWRITERIMPL_H

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <bitset>
#include <cstdint>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace mopt {

class BasicBlock;
class BinaryInst;
class SelectInst;
class CallInst;
class Function;
class Instruction;
class Module;
class PhiInst;
class PrintInst;
class ReturnInst;
class Type;
class UnaryInst;
class Value;
class Variable;

namespace llvmir {

/// Name with the bytes LLVM cannot take in a quoted string as \XX.
std::string escape(llvm::StringRef Name);
/// Name as it follows a sigil: bare if LLVM's lexer reads it as one word
/// ([-a-zA-Z$._][-a-zA-Z$._0-9]*), else quoted.
std::string spell(llvm::StringRef Name);
/// The LLVM name of a TAC function, with its sigil.
std::string globalName(llvm::StringRef Name);
/// The LLVM type of a value, or of a function's result, of type T.
llvm::StringRef llvmType(const Type *T);
/// The constant of type T whose 64 bits are Bits, as LLVM spells it: a
/// float as its exact bit pattern in hex, a pointer (always null) as null.
std::string constantText(const Type *T, int64_t Bits);

/// The functions the output defines besides the program's, each written
/// once if asked for. A helper may ask for one later in this order only.
enum class Helper : unsigned {
  Div,
  Rem,
  UDiv,
  URem,
  Int2Char,
  PrintFloat,
  PrintChar,
  ArgInt,
  ArgBool,
  ArgFloat,
  ArgChar,
  IsChar,
  BadArg,
  Fail,
  NumHelpers
};

inline const char *const HelperNames[] = {
    "@mopt.div",      "@mopt.rem",         "@mopt.udiv",       "@mopt.urem",
    "@mopt.int2char", "@mopt.print.float", "@mopt.print.char", "@mopt.arg.int",
    "@mopt.arg.bool", "@mopt.arg.float",   "@mopt.arg.char",   "@mopt.is.char",
    "@mopt.bad.arg",  "@mopt.fail"};
static_assert(std::size(HelperNames) == unsigned(Helper::NumHelpers),
              "one name per helper");

/// Module-wide state: interned strings and the helpers that were asked for.
class ModuleWriter {
public:
  explicit ModuleWriter(Module &M) : M(M) {}
  absl::Status write(std::string &Out);

  /// An `ptr` constant expression pointing at Text, NUL-terminated.
  std::string stringPointer(llvm::StringRef Text);
  /// The name of helper H, which will be written.
  std::string helper(Helper H) {
    Needed.set(unsigned(H));
    return HelperNames[unsigned(H)];
  }

private:
  void writeMainWrapper(Function &Main, std::string &Out);
  void writeHelper(Helper H, std::string &Out);
  void writeDivisionHelper(llvm::StringRef Name, llvm::StringRef Body,
                           std::string &Out);
  void writeInt2CharHelper(std::string &Out);
  void writePrintFloatHelper(std::string &Out);
  void writePrintCharHelper(std::string &Out);
  void writeArgIntHelper(std::string &Out);
  void writeArgBoolHelper(std::string &Out);
  void writeArgFloatHelper(std::string &Out);
  void writeArgCharHelper(std::string &Out);
  void writeIsCharHelper(std::string &Out);
  void writeBadArgHelper(std::string &Out);
  void writeFailHelper(std::string &Out);
  void writeStrings(std::string &Out);

  Module &M;
  std::vector<std::string> Strings;
  llvm::StringMap<unsigned> StringIds;
  std::bitset<unsigned(Helper::NumHelpers)> Needed;
};

/// Writes one function.
class FunctionWriter {
public:
  FunctionWriter(ModuleWriter &MW, Function &F) : MW(MW), F(F) {}
  void write(std::string &Out);

private:
  std::string reserve(llvm::StringRef Base);
  void nameLocals();
  void nameVariables();
  std::string newTemp() { return "%" + std::to_string(NextTemp++); }
  void emit(const std::string &Line) {
    absl::StrAppend(Body, "  ", Line, "\n");
  }

  std::string spellValue(Value *V) const;
  std::string operand(Value *V);
  std::string typedOperand(Value *V);
  void define(Instruction &I, const std::string &Computation);
  void defineAs(Instruction &I, const std::string &Val);

  void writeAllocas();
  void writeInstruction(Instruction &I);
  void writeUnary(UnaryInst &I);
  void writeMemoryUnary(UnaryInst &I, const std::string &A);
  void writeBinary(BinaryInst &I);
  void writeComparison(BinaryInst &I, llvm::StringRef Predicate,
                       const std::string &A, const std::string &B);
  void writeCall(CallInst &I);
  void writePrint(PrintInst &I);
  void flushPrintf(std::string &Format, std::string &Args);
  void writeTerminator(Instruction &I);
  void writeDivRem(BinaryInst &I, std::string A, std::string B);
  void writeSelect(SelectInst &I);
  void writeUnreachable();
  std::string widen(const std::string &V, const std::string &Before,
                    const std::string &After);
  void writeReturn(ReturnInst &Ret);
  void loadPhiInputs(BasicBlock &BB);
  void writePhis(BasicBlock &BB, std::string &Out);

  ModuleWriter &MW;
  Function &F;
  llvm::StringSet<> Taken;
  /// Each named TAC value's LLVM spelling, sigil included; for a variable,
  /// that of its alloca.
  llvm::DenseMap<const Value *, std::string> Names;
  /// The loaded value each phi takes from a predecessor, when a variable.
  llvm::DenseMap<std::pair<const PhiInst *, const BasicBlock *>, std::string>
      PhiInputs;
  std::vector<Variable *> LiveVariables;
  std::string *Body = nullptr;
  unsigned NextTemp = 0;
};

} // namespace llvmir
} // namespace mopt

#endif
