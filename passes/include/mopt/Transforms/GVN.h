//===- mopt/Transforms/GVN.h - Dominator-based value numbering --*- C++ -*-===//
//
// `gvn` is Briggs, Cooper and Simpson's dominator-based value numbering
// (DVNT, "Value Numbering", Software: Practice and Experience 1997): one
// walk of the dominator tree, in preorder, with a scoped hash table from
// an expression (opcode, type, the value numbers of its operands, sorted
// for the commutative opcodes) to the first instruction that computed it.
// An instruction whose expression is in the table when it is reached is
// replaced by that instruction, which dominates it; the table's entries
// leave when the walk leaves the block that made them. Each instruction is
// simplified first (mopt/Transforms/Local.h), so folding and identities
// happen on the way, and a phi is replaced by an earlier phi of its block
// with the same entries, or by the one value it merges.
//
// Loads are numbered too, as LLVM's EarlyCSE numbers them: a memory
// generation counts the instructions that may write memory (stores, calls,
// alloc, free) on the way down the tree, and starts afresh at a block with
// more than one predecessor; a load is replaced by an earlier load of the
// same pointer, or by the value an earlier store wrote there, only from
// the same generation. Divisions are numbered like any other expression: a
// repeat of one that did not trap cannot trap either.
//
// `lvn` is the same numbering with each block on its own (the table empty
// at every block's start): the local value numbering CS 6120 teaches
// (lvn.py), kept to compare with. SSA form; preserves the CFG.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_TRANSFORMS_GVN_H
#define MOPT_TRANSFORMS_GVN_H

#include "mopt/Pass/Pass.h"

namespace mopt {

class GVNPass : public FunctionPass {
public:
  /// Local: lvn, each block on its own; else gvn.
  explicit GVNPass(bool Local = false) : Local(Local) {}
  absl::StatusOr<PreservedAnalyses> run(Function &F,
                                        FunctionAnalysisManager &AM) override;

private:
  bool Local;
};

} // namespace mopt

#endif
