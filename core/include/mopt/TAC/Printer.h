//===- mopt/TAC/Printer.h - Writing TAC text --------------------*- C++ -*-===//
//
// Prints a module or function as TAC that parses back to the same IR, in
// whichever form it is in. Binary operators use their symbol spelling, as in
// the listings of docs/TAC.md.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TAC_PRINTER_H
#define MOPT_TAC_PRINTER_H

#include <string>
#include <vector>

namespace mopt {

class Function;
class Instruction;
class Module;

void printFunction(const Function &F, std::string &Out);
/// Prints M; with Threads > 1, functions are printed on that many threads
/// (the text is the same).
void printModule(const Module &M, std::string &Out, unsigned Threads = 1);
/// The same text in pieces, one per function in module order (each but the
/// first starting with the blank line between functions), printed on up to
/// Threads threads: for a writer that need not join them.
std::vector<std::string> printModulePieces(const Module &M,
                                           unsigned Threads = 1);
/// One instruction without indentation or newline, e.g. `%3 = < i, n`.
std::string printInstruction(const Instruction &I);

} // namespace mopt

#endif
