//===- mopt/IR/BasicBlock.h - A labelled list of instructions ---*- C++ -*-===//
//
// A BasicBlock is a Value (so branches name it through Uses) holding an
// intrusive list of instructions it owns. Its use list is therefore the set
// of branch operands that target it, one per CFG edge: a block that ends in
// `br c, L, L` contributes two edges, and predecessors() sees it twice.
//
// In flat form a block may lack a terminator (it falls through) or hold code
// after one; in CFG form and later it ends in exactly one terminator.
//
// getNumber() is the block's layout position, valid after
// Function::renumberBlocks(); analyses index arrays by it.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_BASICBLOCK_H
#define MOPT_IR_BASICBLOCK_H

#include "mopt/IR/Instruction.h"
#include "mopt/IR/SourceLoc.h"
#include "llvm/ADT/iterator_range.h"
#include "llvm/ADT/simple_ilist.h"

namespace mopt {

class Function;
class PhiInst;

class BasicBlock final : public Value, public llvm::ilist_node<BasicBlock> {
public:
  using InstListType = llvm::simple_ilist<Instruction>;
  using iterator = InstListType::iterator;
  using const_iterator = InstListType::const_iterator;

  explicit BasicBlock(llvm::StringRef Name = "", SourceLoc Loc = {})
      : Value(ValueKind::BasicBlock, Type::getVoid(), Name), Loc(Loc) {}
  ~BasicBlock();

  Function *getParent() const { return Parent; }
  SourceLoc getLoc() const { return Loc; }
  /// The label, or `<entry>` for an entry block written without one, as
  /// printers and messages show it.
  std::string getDisplayName() const {
    return hasName() ? getName().str() : "<entry>";
  }
  void setLoc(SourceLoc L) { Loc = L; }

  iterator begin() { return Insts.begin(); }
  iterator end() { return Insts.end(); }
  const_iterator begin() const { return Insts.begin(); }
  const_iterator end() const { return Insts.end(); }
  bool empty() const { return Insts.empty(); }
  size_t size() const { return Insts.size(); }
  Instruction &front() { return Insts.front(); }
  Instruction &back() { return Insts.back(); }
  const Instruction &back() const { return Insts.back(); }
  InstListType &getInstList() { return Insts; }

  /// The last instruction if it is a terminator, else null.
  Instruction *getTerminator();
  const Instruction *getTerminator() const;
  /// The first instruction that is not a phi, or end().
  iterator getFirstNonPhi();
  const_iterator getFirstNonPhi() const;

  /// Walks the phis at the top of a block, up to the first instruction
  /// that is not one (found when the walk starts). The phis may be
  /// changed, not unlinked.
  template <typename PhiT, typename InstIt> class PhiIterator {
  public:
    explicit PhiIterator(InstIt At) : It(At) {}
    PhiT &operator*() const { return static_cast<PhiT &>(*It); }
    PhiT *operator->() const { return &**this; }
    PhiIterator &operator++() {
      ++It;
      return *this;
    }
    bool operator==(const PhiIterator &O) const { return It == O.It; }
    bool operator!=(const PhiIterator &O) const { return It != O.It; }

  private:
    InstIt It;
  };
  /// The block's phis: `for (PhiInst &Phi : BB.phis())`.
  llvm::iterator_range<PhiIterator<PhiInst, iterator>> phis() {
    using It = PhiIterator<PhiInst, iterator>;
    return {It(begin()), It(getFirstNonPhi())};
  }
  llvm::iterator_range<PhiIterator<const PhiInst, const_iterator>>
  phis() const {
    using It = PhiIterator<const PhiInst, const_iterator>;
    return {It(begin()), It(getFirstNonPhi())};
  }

  /// Takes ownership of I and links it before Pos (end() appends).
  void insert(iterator Pos, Instruction *I);
  void push_back(Instruction *I) { insert(end(), I); }
  /// Unlinks I without deleting it; ownership passes to the caller.
  void remove(Instruction *I);
  /// Unlinks, drops operands and deletes I. Its result must be unused:
  /// erasing a value still read prints the value and its first reader and
  /// aborts, in every build.
  void erase(Instruction *I);

  /// Moves the instructions [From, end) of this block to the end of Dest.
  void spliceTailTo(iterator From, BasicBlock *Dest);

  /// Unlinks from the parent function and deletes; every use of the block
  /// (branches to it) must be gone.
  void eraseFromParent();

  static bool classof(const Value *V) {
    return V->getKind() == ValueKind::BasicBlock;
  }

private:
  friend class Function;

  Function *Parent = nullptr;
  SourceLoc Loc;
  InstListType Insts;
};

} // namespace mopt

#endif
