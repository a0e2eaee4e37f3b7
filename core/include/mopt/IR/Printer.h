//===- mopt/IR/Printer.h - Writing TAC text ---------------------*- C++ -*-===//
//
// Prints a module or function as TAC that parses back to the same IR, in
// whichever form it is in. Binary operators use their symbol spelling, as in
// the listings of docs/TAC.md.
//
// Phis print as phi instructions, or, with PhiSyntax::BlockArguments, as
// block parameters and jump arguments (docs/TAC.md, "Block arguments"):
// `head(%s.2, %i.2):` and `jmp head(%s.3, %i.3)`. That form reads back as
// the same phis, but it can say only what a jump can pass: it needs every
// edge into a block with phis to be a jmp or br, which checkBlockArguments
// tells.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_PRINTER_H
#define MOPT_IR_PRINTER_H

#include "absl/status/status.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace mopt {

class Function;
class Instruction;
class Module;
class Constant;

/// How phis are written.
enum class PhiSyntax {
  /// `%x = phi [V, L], ...` at the top of the block.
  Instructions,
  /// As parameters of their block and arguments of the jumps into it; only
  /// for functions that checkBlockArguments accepts.
  BlockArguments,
};

/// Whether F can be printed with block arguments: its entry block has no
/// phis, no block with phis is entered by falling through, and no jmp or br
/// after its block's first terminator (which takes no edge) names one. A
/// function without phis always can, and so can every function in CFG
/// form. The error, at the phi or jump at fault, says which rule failed.
absl::Status checkBlockArguments(const Function &F);
/// The same for each function of M, in order; the first error.
absl::Status checkBlockArguments(const Module &M);

/// The label each block of F prints as, by block number (it renumbers
/// them): its name, or for an unnamed block `_bbN`, N its layout position,
/// with a suffix if a label already has that name.
std::vector<std::string> getBlockLabels(Function &F);

void printFunction(const Function &F, std::string &Out,
                   PhiSyntax Syntax = PhiSyntax::Instructions);
/// What M declares before its functions, as TAC: its declared functions
/// (`declare NAME(PARAMS) -> TYPE`) and global variables (`global @NAME:
/// SIZE = ...`), then a blank line; nothing if it has neither.
void printModulePrologue(const Module &M, std::string &Out);
/// Prints M: its prologue, then its functions separated by a blank line.
void printModule(const Module &M, std::string &Out,
                 PhiSyntax Syntax = PhiSyntax::Instructions);
/// The same text, handed to Write in order: on one thread in pieces of
/// about a mebibyte as it is printed; on up to Threads threads a function
/// at a time, as soon as a function and all before it are printed. Writing
/// overlaps printing, and no joined copy of the text is made. Write is
/// called from one thread at a time.
void printModuleInOrder(const Module &M, unsigned Threads,
                        llvm::function_ref<void(llvm::StringRef)> Write,
                        PhiSyntax Syntax = PhiSyntax::Instructions);
/// F's piece of that text, handed to Write in pieces of about a mebibyte: a
/// blank line first unless F is the first function printed (First), in
/// which case the module's prologue comes first.
void printFunctionInOrder(const Function &F, bool First,
                          llvm::function_ref<void(llvm::StringRef)> Write,
                          PhiSyntax Syntax = PhiSyntax::Instructions);
/// F's name, parameters and return type as its header spells them:
/// `f(a, p: ptr<float>) -> bool`, `printf(format: ptr, ...) -> i32`.
std::string printSignature(const Function &F);
/// One instruction without indentation or newline, e.g. `%3 = < i, n`.
std::string printInstruction(const Instruction &I);
/// A constant as TAC spells it: `7`, `true`, `1.5`, `'a'`.
std::string printConstant(const Constant &C);

} // namespace mopt

#endif
