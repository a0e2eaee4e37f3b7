//===- Function.cpp - A function: blocks, variables, constants ------------===//

#include "mopt/IR/Function.h"
#include "mopt/IR/NameUniquer.h"

using namespace mopt;

Function::Function(Module *Parent, llvm::StringRef Name, SourceLoc Loc)
    : Parent(Parent), Name(Name.str()), Loc(Loc) {}

Function::~Function() { deleteBody(); }

void Function::deleteBody() {
  // Operands may refer across blocks: unlink every use before deleting.
  for (BasicBlock &BB : Blocks)
    for (Instruction &I : BB)
      I.dropAllReferences();
  Blocks.clearAndDispose([](BasicBlock *BB) { delete BB; });
  BlockNumbersValid = InstructionNumbersValid = false;
}

Variable *Function::addParameter(llvm::StringRef ParamName, const Type *T) {
  auto *Arg = new Argument(this, Args.size(), ParamName, T);
  Args.emplace_back(Arg);
  Variable *Var = getOrCreateVariable(ParamName, T);
  Var->setParamArgument(Arg);
  return Var;
}

Variable *Function::getOrCreateVariable(llvm::StringRef VarName,
                                        const Type *T) {
  // One hash of the name whether or not it is there yet.
  uint32_t Hash = NameTable::hash(VarName);
  if (std::optional<unsigned> Index =
          variableIndex().find(VarName, Hash, variableNames()))
    return Vars[*Index].get();
  Vars.push_back(std::make_unique<Variable>(Vars.size(), VarName, T));
  VarsByName.insert(Hash, Vars.size() - 1);
  return Vars.back().get();
}

Variable *Function::tryCreateVariable(llvm::StringRef VarName, const Type *T) {
  size_t Before = Vars.size();
  Variable *V = getOrCreateVariable(VarName, T);
  return Vars.size() != Before ? V : nullptr;
}

Variable *Function::lookupVariable(llvm::StringRef VarName) const {
  std::optional<unsigned> Index =
      variableIndex().find(VarName, NameTable::hash(VarName), variableNames());
  return Index ? Vars[*Index].get() : nullptr;
}

void Function::removeDeadVariables() {
  std::vector<bool> Written(Vars.size(), false);
  for (BasicBlock &BB : Blocks)
    for (Instruction &I : BB)
      if (Variable *V = I.getDestVariable())
        Written[V->getIndex()] = true;
  removeVariablesUnless(Written);
}

void Function::reserveVariables(unsigned Count) {
  Vars.reserve(Count);
  variableIndex().reserve(Count);
}

void Function::releaseVariableIndex() {
  VarsByName.clear();
  VarIndexReleased = true;
}

NameTable &Function::variableIndex() const {
  if (VarIndexReleased)
    rebuildVariableIndex();
  return VarsByName;
}

void Function::rebuildVariableIndex() const {
  VarsByName.rebuild(Vars.size(), variableNames());
  VarIndexReleased = false;
}

void Function::eraseVariable(Variable *V) {
  assert(V->use_empty() && !V->getParamArgument());
  unsigned Index = V->getIndex();
  // The last (a temporary a pass made and did not need): no number moves.
  if (Index + 1 == Vars.size()) {
    variableIndex().eraseLast(NameTable::hash(V->getName()), Index);
    Vars.pop_back();
    return;
  }
  Vars.erase(Vars.begin() + Index);
  for (unsigned I = Index; I != Vars.size(); ++I)
    Vars[I]->setNumber(I);
  rebuildVariableIndex();
}

void Function::removeUnreadVariables() {
  removeVariablesUnless(std::vector<bool>(Vars.size(), false));
}

void Function::removeVariablesUnless(const std::vector<bool> &Written) {
  unsigned Kept = 0;
  for (unsigned I = 0, E = Vars.size(); I != E; ++I) {
    std::unique_ptr<Variable> &V = Vars[I];
    // A parameter's variable stays: it is how the function names its
    // argument, and the printed header `func f(p)` re-creates it anyway.
    if (!Written[I] && V->use_empty() && !V->getParamArgument()) {
      V.reset();
      continue;
    }
    V->setNumber(Kept);
    Vars[Kept++] = std::move(V);
  }
  if (Kept == Vars.size())
    return;
  Vars.resize(Kept);
  rebuildVariableIndex();
}

Constant *Function::getConstant(int64_t V) {
  using KeyInfo = llvm::DenseMapInfo<int64_t>;
  std::unique_ptr<Constant> &Slot =
      V == KeyInfo::getEmptyKey()       ? EmptyKeyConstant
      : V == KeyInfo::getTombstoneKey() ? TombstoneKeyConstant
                                        : Constants[V];
  if (!Slot)
    Slot = std::make_unique<Constant>(Type::getInt(), V);
  return Slot.get();
}

Constant *Function::getConstant(const Type *T, int64_t Bits) {
  if (T->isInt())
    return getConstant(Bits);
  std::unique_ptr<Constant> &Slot = OtherConstants[{T, Bits}];
  if (!Slot)
    Slot = std::make_unique<Constant>(T, Bits);
  return Slot.get();
}

void Function::insert(iterator Pos, BasicBlock *BB) {
  assert(!BB->Parent && "block is already in a function");
  Blocks.insert(Pos, *BB);
  BB->Parent = this;
  BlockNumbersValid = InstructionNumbersValid = false;
}

void Function::remove(BasicBlock *BB) {
  assert(BB->Parent == this);
  Blocks.remove(*BB);
  BB->Parent = nullptr;
  BlockNumbersValid = InstructionNumbersValid = false;
}

unsigned Function::renumberBlocks() {
  if (BlockNumbersValid)
    return NumBlocks;
  unsigned N = 0;
  for (BasicBlock &BB : Blocks)
    BB.setNumber(N++);
  BlockNumbersValid = true;
  ++BlockNumberEpoch;
  return NumBlocks = N;
}

unsigned Function::renumberInstructions() {
  if (InstructionNumbersValid)
    return NumInstructions;
  unsigned N = 0;
  for (BasicBlock &BB : Blocks)
    for (Instruction &I : BB)
      I.setNumber(N++);
  InstructionNumbersValid = true;
  return NumInstructions = N;
}

std::string Function::makeUniqueBlockName(llvm::StringRef Base) const {
  return NameUniquer(*this).makeUnique(Base);
}
