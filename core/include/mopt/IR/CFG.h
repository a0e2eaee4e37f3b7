//===- mopt/IR/CFG.h - Successors, predecessors, reverse post-order -*- C++
//-*-//
//
// CFG queries for functions in CFG form or later (each block ends in one
// terminator). Successors are read from the terminator, predecessors from
// the block's use list; both list a block once per edge, so `br c, L, L`
// gives L twice. Walks are iterative: a chain of a million blocks is fine.
// Two helpers edit: one redirects phi entries, one turns jumps to the next
// block into falling through, the same edges in flat form.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_CFG_H
#define MOPT_IR_CFG_H

#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace mopt {

class BasicBlock;
class Function;

/// The targets of BB's terminator, in operand order (none for ret or a
/// block without a terminator).
llvm::SmallVector<BasicBlock *, 2> successors(BasicBlock *BB);

/// The blocks whose terminators branch to BB, once per edge.
llvm::SmallVector<BasicBlock *, 4> predecessors(BasicBlock *BB);

/// The number of CFG edges into BB.
unsigned countPredecessors(const BasicBlock *BB);

/// The blocks reachable from the entry, in reverse post-order of a
/// depth-first walk that visits successors in operand order.
std::vector<BasicBlock *> reversePostOrder(Function &F);

/// Renumbers F's blocks and flags, by block number, those that a path from
/// the entry reaches: one sweep of the blocks in layout order, no order
/// kept.
std::vector<bool> findReachableBlocks(Function &F);

/// Renumbers F's blocks and returns those that no path from the entry
/// reaches, in layout order; Reached, if given, gets a flag per block
/// number.
std::vector<BasicBlock *>
findUnreachableBlocks(Function &F, std::vector<bool> *Reached = nullptr);

/// Deletes every `jmp` to the block laid out next, and the `ret` that ends
/// the last block when it returns nothing, keeping the blocks in their
/// order: F is in flat form after (what block-placement and
/// out-of-ssa<coalesce> end with). Returns how many jumps went.
unsigned letJumpsFallThrough(Function &F);

/// Makes the phis of BB's successors that name Old as an incoming block
/// name New instead: what moving Old's terminator into BB asks for (LLVM's
/// BasicBlock::replaceSuccessorsPhiUsesWith).
void replaceSuccessorsPhiUsesWith(BasicBlock *BB, BasicBlock *Old,
                                  BasicBlock *New);

} // namespace mopt

#endif
