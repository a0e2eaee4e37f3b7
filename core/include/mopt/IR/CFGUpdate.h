//===- mopt/IR/CFGUpdate.h - Edits that keep phis right ------*- C++ -*-===//
//
// Edits of the control-flow graph that keep every phi's entries in step
// with its block's incoming edges (one entry per edge, `br c, L, L` giving
// two), which sccp, simplify-cfg, adce and the LLVM IR reader share.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_CFGUPDATE_H
#define MOPT_IR_CFGUPDATE_H

#include "llvm/ADT/ArrayRef.h"

namespace mopt {

class BasicBlock;
class Function;

/// Removes, in every phi of To, the entry of From's edge number Ordinal
/// into To (0 for the first branch operand naming To, 1 for the second).
void removePhiEntries(BasicBlock *To, BasicBlock *From, unsigned Ordinal = 0);

/// Replaces From's branch by a jump to the operand KeptOperand (1 or 2)
/// names, and drops the phi entries of the edge no longer taken.
void foldBranchTo(BasicBlock *From, unsigned KeptOperand);

/// Deletes Dead (blocks of F that no kept block jumps to), their
/// instructions and their entries in the kept blocks' phis.
void deleteBlocks(Function &F, llvm::ArrayRef<BasicBlock *> Dead);

/// Deletes the blocks no path from the entry reaches; returns how many.
unsigned removeUnreachableBlocks(Function &F);

} // namespace mopt

#endif
