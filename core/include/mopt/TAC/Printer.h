//===- mopt/TAC/Printer.h - Writing TAC text --------------------*- C++ -*-===//
//
// Prints a module or function as TAC that parses back to the same IR, in
// whichever form it is in. Binary operators use their symbol spelling, as in
// the listings of docs/TAC.md.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TAC_PRINTER_H
#define MOPT_TAC_PRINTER_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mopt {

class Function;
class Instruction;
class Module;
class Constant;

void printFunction(const Function &F, std::string &Out);
/// Prints M, functions separated by a blank line.
void printModule(const Module &M, std::string &Out);
/// The same text, printed on up to Threads threads and handed to Write a
/// function at a time, in module order, as soon as a function and all
/// before it are printed: writing overlaps printing, and no joined copy of
/// the text is made. Write is called from one thread at a time.
void printModuleInOrder(const Module &M, unsigned Threads,
                        llvm::function_ref<void(llvm::StringRef)> Write);
/// One instruction without indentation or newline, e.g. `%3 = < i, n`.
std::string printInstruction(const Instruction &I);
/// A constant as TAC spells it: `7`, `true`, `1.5`, `'a'`.
std::string printConstant(const Constant &C);

} // namespace mopt

#endif
