//===- mopt/IR/Function.h - A function: blocks, variables, constants -*- C++
//-*-//
//
// A Function owns its blocks (in layout order; the first is the entry), its
// parameter Arguments, its Variables and its uniqued constants, and knows
// its return type.
//
// Invariants: variables are numbered 0..getNumVariables()-1 in creation order
// and looked up by name; each parameter has an Argument numbered by its
// position and a Variable of the same name that holds it on entry; constants
// are unique per value. Block numbers are dense after renumberBlocks();
// instruction numbers after renumberInstructions().
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_FUNCTION_H
#define MOPT_IR_FUNCTION_H

#include "mopt/IR/Argument.h"
#include "mopt/IR/BasicBlock.h"
#include "mopt/IR/Constant.h"
#include "mopt/IR/IRForm.h"
#include "mopt/IR/Variable.h"
#include "mopt/Support/NameTable.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <vector>

namespace mopt {

class Module;

class Function : public llvm::ilist_node<Function> {
public:
  using BlockListType = llvm::simple_ilist<BasicBlock>;
  using iterator = BlockListType::iterator;

  Function(Module *Parent, llvm::StringRef Name, SourceLoc Loc = {});
  ~Function();
  /// Deletes every block and instruction, keeping the signature (name,
  /// parameters, return type) that calls in other functions refer to; the
  /// variables no longer used can then go (removeUnreadVariables).
  void deleteBody();
  Function(const Function &) = delete;
  Function &operator=(const Function &) = delete;

  llvm::StringRef getName() const { return Name; }
  Module *getParent() const { return Parent; }
  SourceLoc getLoc() const { return Loc; }

  /// The form the function is in (docs/TAC.md): parsed functions are flat,
  /// and each pass that changes the form says so here. The verifier checks
  /// the invariants of this form.
  IRForm getForm() const { return Form; }
  void setForm(IRForm NewForm) { Form = NewForm; }

  /// A declaration has a signature and no body: a function outside the
  /// module (C's library), which the interpreter's runtime or, in LLVM IR,
  /// the linker provides. Passes and the printer's function text skip it.
  bool isDeclaration() const { return IsDeclaration; }
  void setDeclaration(bool D) { IsDeclaration = D; }
  /// Whether a call may pass arguments past the parameters (C's `...`).
  bool isVarArg() const { return IsVarArg; }
  void setVarArg(bool V) { IsVarArg = V; }

  /// What `ret` gives back: `int` unless declared (TAC), `void` for a
  /// function that returns nothing.
  const Type *getReturnType() const { return ReturnType; }
  void setReturnType(const Type *T) { ReturnType = T; }

  // Parameters.
  /// Adds parameter NAME of type T: an Argument and the Variable that holds
  /// it.
  Variable *addParameter(llvm::StringRef ParamName,
                         const Type *T = Type::getInt());
  unsigned getNumParams() const { return Args.size(); }
  Argument *getArg(unsigned K) const { return Args[K].get(); }

  // Variables.
  /// The variable NAME; a new one has type T.
  Variable *getOrCreateVariable(llvm::StringRef VarName,
                                const Type *T = Type::getInt());
  /// A new variable NAME of type T, or null if the name is taken.
  Variable *tryCreateVariable(llvm::StringRef VarName, const Type *T);
  Variable *lookupVariable(llvm::StringRef VarName) const;
  unsigned getNumVariables() const { return Vars.size(); }
  Variable *getVariable(unsigned Index) const { return Vars[Index].get(); }
  /// Whether V is one of this function's variables.
  bool ownsVariable(const Variable *V) const {
    return V->getIndex() < Vars.size() && Vars[V->getIndex()].get() == V;
  }
  /// Deletes every variable that has no reads and no writes left, except
  /// parameter variables, and renumbers the rest densely.
  void removeDeadVariables();
  /// The same for a function where no instruction writes a variable (SSA
  /// form), without looking at the instructions.
  void removeUnreadVariables();
  /// Deletes V, which nothing reads or writes and which holds no
  /// parameter, and renumbers the variables after it.
  void eraseVariable(Variable *V);
  /// Room for Count variables in all, so that creating them one by one
  /// leaves no outgrown arrays behind.
  void reserveVariables(unsigned Count);
  /// Frees the index that finds variables by name. A driver done running
  /// passes on the function calls it: verifying and printing look up no
  /// name. The next lookup or new variable builds the index again.
  void releaseVariableIndex();

  // Constants.
  /// The int constant V.
  Constant *getConstant(int64_t V);
  /// The constant of type T whose 64 bits are Bits.
  Constant *getConstant(const Type *T, int64_t Bits);
  /// The value a variable of type T holds before it is written: 0, false,
  /// 0.0, the character 0, or the null pointer.
  Constant *getZero(const Type *T) { return getConstant(T, 0); }
  /// What falling off the end returns: nothing for a void function, else
  /// the zero of the return type.
  Constant *getDefaultReturnValue() {
    return ReturnType->isVoid() ? nullptr : getZero(ReturnType);
  }

  // Blocks.
  iterator begin() { return Blocks.begin(); }
  iterator end() { return Blocks.end(); }
  bool empty() const { return Blocks.empty(); }
  size_t size() const { return Blocks.size(); }
  BasicBlock &getEntryBlock() { return Blocks.front(); }
  BasicBlock &back() { return Blocks.back(); }
  /// Takes ownership of BB and links it before Pos (end() appends).
  void insert(iterator Pos, BasicBlock *BB);
  void push_back(BasicBlock *BB) { insert(end(), BB); }
  /// Unlinks BB without deleting it.
  void remove(BasicBlock *BB);

  /// Numbers blocks 0..size()-1 in layout order; returns the count.
  /// Numbers are given only here, so when no block has been linked or
  /// unlinked since the last call, this returns at once.
  unsigned renumberBlocks();
  /// Which numbering the blocks carry: each renumbering (after blocks were
  /// linked or unlinked) starts a new epoch. A table indexed by block number
  /// (the dominator tree) keeps the epoch it was built at, and is still right
  /// while isBlockNumbering(Epoch) holds: no block linked or unlinked since.
  unsigned getBlockNumberEpoch() const { return BlockNumberEpoch; }
  bool isBlockNumbering(unsigned Epoch) const {
    return BlockNumbersValid && Epoch == BlockNumberEpoch;
  }
  /// Numbers instructions 0..N-1 in layout order; returns N. Returns at once
  /// when no block or instruction has been linked or unlinked since.
  unsigned renumberInstructions();
  /// Called by BasicBlock when its instruction list changes; stores only
  /// when the flag changes, so that a burst of insertions writes it once.
  void invalidateInstructionNumbers() {
    if (InstructionNumbersValid)
      InstructionNumbersValid = false;
  }

  /// A name for a new block or SSA value that no other has: Base itself if
  /// free, else Base.1, Base.2, ... It scans the function: a pass naming
  /// many new blocks keeps one NameUniquer instead.
  std::string makeUniqueBlockName(llvm::StringRef Base) const;

private:
  Module *Parent;
  std::string Name;
  SourceLoc Loc;
  IRForm Form = IRForm::Flat;
  std::vector<std::unique_ptr<Argument>> Args;
  std::vector<std::unique_ptr<Variable>> Vars;
  /// Vars' indices by name, unless released (then empty): read it through
  /// variableIndex(), which builds it again first.
  mutable NameTable VarsByName;
  mutable bool VarIndexReleased = false;
  NameTable &variableIndex() const;
  void rebuildVariableIndex() const;
  /// What VarsByName reads a variable's name with.
  auto variableNames() const {
    return [this](unsigned I) { return Vars[I]->getName(); };
  }
  /// DenseMap reserves its empty and tombstone keys (INT64_MAX and
  /// INT64_MAX - 1), so those two constants live in slots of their own.
  llvm::DenseMap<int64_t, std::unique_ptr<Constant>> Constants;
  std::unique_ptr<Constant> EmptyKeyConstant, TombstoneKeyConstant;
  /// Constants of the other types, by (type, bits).
  llvm::DenseMap<std::pair<const Type *, int64_t>, std::unique_ptr<Constant>>
      OtherConstants;
  const Type *ReturnType = Type::getInt();
  bool IsDeclaration = false;
  bool IsVarArg = false;
  BlockListType Blocks;
  /// Deletes the variables, parameters aside, that have no uses and whose
  /// Written entry is false.
  void removeVariablesUnless(const std::vector<bool> &Written);

  bool BlockNumbersValid = false, InstructionNumbersValid = false;
  unsigned NumBlocks = 0, NumInstructions = 0;
  unsigned BlockNumberEpoch = 0;
};

} // namespace mopt

#endif
