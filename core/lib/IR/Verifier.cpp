//===- Verifier.cpp - Checking the invariants of each IR form -------------===//
//
// One object per function walks it in three rounds: the structure of each
// instruction, the shape of blocks and edges (CFG form and later), and
// dominance of definitions over uses on the flat control-flow graph, with
// the core's dominator tree (Cooper-Harvey-Kennedy, CooperHarveyKennedy.h)
// as the oracle. The instructions themselves are visited
// once: reads within a block are checked by order on that visit. In CFG
// and SSA forms so are reads across blocks, against a tree built at the
// first such read from the blocks' last instructions (the graph the second
// round accepts, if it accepts any); in flat form a block's edges come from
// its first terminator, known only once the visit is over, so those reads
// are kept for the third round. Only the first read found unreached is
// remembered, and errors are reported in the order of the rounds.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Verifier.h"
#include "TypeRules.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/CooperHarveyKennedy.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NameTable.h"
#include "mopt/Support/Parallel.h"
#include "mopt/Support/RadixSort.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>
#include <optional>

using namespace mopt;

namespace {

class FunctionVerifier {
public:
  FunctionVerifier(Function &F, IRForm Form) : F(F), Form(Form) {}

  absl::Status run();

private:
  absl::Status checkInstruction(Instruction &I);
  absl::Status checkDestination(Instruction &I);
  absl::Status checkOperandKinds(Instruction &I);
  absl::Status checkValueOperand(Instruction &I, Value *V);
  absl::Status checkPhiEntries(BasicBlock &BB,
                               llvm::SmallVector<BasicBlock *, 4> Preds);
  absl::Status checkFlatPhiEntries();
  absl::Status checkCFGShape();
  absl::Status visitInstructions(BasicBlock &BB);
  void noteReads(Instruction &I);
  absl::Status checkDominance();
  Instruction *edgeSource(BasicBlock &BB) const;
  void buildDominance();
  FlowGraph buildFlowGraph() const;
  bool reachesAcrossBlocks(Instruction &Def, Instruction &I, unsigned K);
  Instruction *findFirstRedefinition();

  absl::Status fail(Instruction &I, const llvm::Twine &Msg) const;
  absl::Status fail(BasicBlock &BB, const llvm::Twine &Msg) const;

  /// Whether I comes after its block's first terminator (so is never
  /// reached): only in flat form, where the first round keeps each block's
  /// FirstTerminator, not kept per instruction; only a block with code
  /// after its first terminator compares numbers.
  bool isAfterFirstTerminator(const Instruction &I) const {
    if (Form != IRForm::Flat)
      return false;
    const BasicBlock &BB = *I.getParent();
    const Instruction *FirstTerm = FirstTerminator[BB.getNumber()];
    return FirstTerm && FirstTerm != &BB.back() &&
           I.getNumber() > FirstTerm->getNumber();
  }
  /// Flat-graph node of I, once the first round is done: its block's, or,
  /// when some block has code after its first terminator (flat form only),
  /// 2*block for the code up to and including it and 2*block+1 for the
  /// rest. Most functions have no such code, and a node per block halves
  /// the dominator tree the third round builds.
  unsigned nodeOf(const Instruction &I) const {
    return liveNode(*I.getParent()) +
           (SplitBlocks && isAfterFirstTerminator(I));
  }
  /// Before an array's first entry: room for one per instruction from I
  /// on (a bound for the names, a guess for the reads), so that it leaves
  /// no arrays it outgrew behind it in the heap. Not before: an array that
  /// stays empty (no SSA names in variable form) takes nothing, where a
  /// reserve would touch the huge pages at its ends.
  template <typename T>
  void reserveForRest(std::vector<T> &Array, const Instruction &I) const {
    if (Array.empty())
      Array.reserve(NumInstructions - I.getNumber());
  }
  unsigned liveNode(const BasicBlock &BB) const {
    return SplitBlocks ? 2 * BB.getNumber() : BB.getNumber();
  }

  Function &F;
  IRForm Form;
  unsigned NumBlocks = 0, NumInstructions = 0;
  /// Flat form only: per block, its first terminator or null (in CFG and
  /// SSA forms a terminator can only be last, so the array is not needed).
  std::vector<Instruction *> FirstTerminator;
  /// CFG and SSA forms: the number of the first block the first round
  /// found without a terminator, or NoBlock.
  static constexpr unsigned NoBlock = ~0u;
  unsigned FirstOpenBlock = NoBlock;
  bool HasPhis = false;     // in the first round, any instruction was a phi
  bool SplitBlocks = false; // some block has code after its terminator
  /// A read of an SSA value: the reader's operand slot.
  using Read = Use *;
  /// Flat form only: the reads across blocks, for the third round (a
  /// pointer each; a function has about as many reads as instructions).
  std::vector<Read> CrossBlockReads;
  /// The first read, in layout order, that the first round found its
  /// definition does not reach: within a block in every form, across blocks
  /// too in CFG and SSA forms.
  std::optional<Read> FirstMiss;
  std::optional<DomTreeNodes> Dom;
  /// The 32-bit hashes of the SSA values' names (NameTable's), in layout
  /// order, as far as the first round got: sorted once at its end, not kept
  /// in a hash set, whose outgrown tables set the run's peak
  /// (bench/README.md, "Figures behind choices"). Where two hashes meet, the
  /// names are compared.
  using NameHash = uint32_t;
  static NameHash hashName(const Instruction &I) {
    return NameTable::hash(I.getName());
  }
  std::vector<NameHash> NameHashes;
};

} // namespace

absl::Status FunctionVerifier::fail(Instruction &I,
                                    const llvm::Twine &Msg) const {
  std::string Text = "in function '" + F.getName().str() + "', block '" +
                     I.getParent()->getDisplayName() + "', instruction '" +
                     printInstruction(I) + "': " + Msg.str();
  return makeError(F.getParent()->getSources(), I.getLoc(), Text);
}

absl::Status FunctionVerifier::fail(BasicBlock &BB,
                                    const llvm::Twine &Msg) const {
  std::string Text = "in function '" + F.getName().str() + "', block '" +
                     BB.getDisplayName() + "': " + Msg.str();
  SourceLoc Loc = BB.getLoc();
  if (!Loc.isKnown() && !BB.empty())
    Loc = BB.front().getLoc();
  return makeError(F.getParent()->getSources(), Loc, Text);
}

absl::Status FunctionVerifier::run() {
  NumBlocks = F.renumberBlocks();
  NumInstructions = F.renumberInstructions();
  if (Form == IRForm::Flat)
    FirstTerminator.assign(NumBlocks, nullptr);
  absl::Status FirstRound;
  for (BasicBlock &BB : F)
    if (FirstRound = visitInstructions(BB); !FirstRound.ok())
      break;
  // The first round hashed the names up to where it stopped, each after
  // its instruction's own checks and before its place in the block, so a
  // name defined twice among them is the first error in that order.
  if (Instruction *I = findFirstRedefinition())
    return fail(*I, "%" + I->getName() + " is defined more than once");
  if (!FirstRound.ok())
    return FirstRound;
  absl::Status Shape =
      Form == IRForm::Flat ? checkFlatPhiEntries() : checkCFGShape();
  if (!Shape.ok())
    return Shape;
  return checkDominance();
}

/// The first round for BB's instructions; also finds its first terminator
/// (which may split it into two flat-graph nodes), notes the hash of each SSA
/// value's name, and sorts their reads of SSA values into local and
/// cross-block.
absl::Status FunctionVerifier::visitInstructions(BasicBlock &BB) {
  Instruction *FirstTerm = nullptr;
  for (Instruction &I : BB) {
    if (absl::Status S = checkInstruction(I); !S.ok())
      return S;
    if (I.hasSSAResult()) {
      reserveForRest(NameHashes, I);
      NameHashes.push_back(hashName(I));
    }
    if (Form != IRForm::Flat && I.isTerminator() && &I != &BB.back())
      return fail(I, "terminator in the middle of a block");
    if (!FirstTerm && I.isTerminator())
      FirstTerm = &I;
    HasPhis |= I.isPhi();
    noteReads(I);
  }
  if (Form == IRForm::Flat)
    FirstTerminator[BB.getNumber()] = FirstTerm;
  else if (!FirstTerm && FirstOpenBlock == NoBlock)
    FirstOpenBlock = BB.getNumber();
  SplitBlocks |= FirstTerm && FirstTerm != &BB.back();
  return absl::OkStatus();
}

/// Within one block, outside phis, order decides whether a definition
/// reaches a read (code after a first terminator is unreachable, and order
/// gives the same answer there); other reads need the dominator tree, but
/// for those of a definition in the entry block before its first
/// terminator: that is the flat graph's root, which dominates every node,
/// so they always pass (in alloca form every load and store reads such a
/// slot). The entry block comes first, so its first terminator is known by
/// then. Once a read is found unreached, later ones need no check.
void FunctionVerifier::noteReads(Instruction &I) {
  if (FirstMiss)
    return;
  bool IsPhi = I.isPhi();
  const BasicBlock *Entry = &F.getEntryBlock();
  for (unsigned K = 0; K != I.getNumOperands(); ++K) {
    auto *Def = llvm::dyn_cast<Instruction>(I.getOperand(K));
    if (!Def)
      continue;
    bool FromRoot = Def->getParent() == Entry && I.getParent() != Entry &&
                    !isAfterFirstTerminator(*Def);
    if (FromRoot)
      continue;
    bool Reached;
    if (IsPhi || Def->getParent() != I.getParent()) {
      if (Form == IRForm::Flat) {
        reserveForRest(CrossBlockReads, I);
        CrossBlockReads.push_back(&I.getOperandUse(K));
        continue;
      }
      if (!Dom)
        buildDominance();
      Reached = reachesAcrossBlocks(*Def, I, K);
    } else {
      Reached = Def->getNumber() < I.getNumber();
    }
    if (!Reached) {
      FirstMiss = &I.getOperandUse(K);
      return;
    }
  }
}

/// The first SSA value, in layout order, whose name an earlier one has,
/// among those the first round hashed; or null. Sorting the hashes finds
/// whether any two meet; only then are the names of the values whose
/// hashes met compared, in one more walk.
Instruction *FunctionVerifier::findFirstRedefinition() {
  size_t NumHashed = NameHashes.size();
  std::vector<NameHash> Scratch;
  radixSort(NameHashes, Scratch);
  Scratch = {};
  std::vector<NameHash> Repeated;
  for (size_t K = 1; K < NumHashed; ++K)
    if (NameHashes[K] == NameHashes[K - 1] &&
        (Repeated.empty() || Repeated.back() != NameHashes[K]))
      Repeated.push_back(NameHashes[K]);
  NameHashes = {};
  if (Repeated.empty())
    return nullptr;
  llvm::DenseSet<llvm::StringRef> Seen;
  size_t Walked = 0;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (!I.hasSSAResult())
        continue;
      if (Walked++ == NumHashed)
        return nullptr;
      if (std::binary_search(Repeated.begin(), Repeated.end(), hashName(I)) &&
          !Seen.insert(I.getName()).second)
        return &I;
    }
  return nullptr;
}

absl::Status FunctionVerifier::checkInstruction(Instruction &I) {
  if (absl::Status S = checkDestination(I); !S.ok())
    return S;
  if (absl::Status S = checkOperandKinds(I); !S.ok())
    return S;
  if (const auto *Call = llvm::dyn_cast<CallInst>(&I)) {
    Function *Callee = Call->getCallee();
    if (!Callee || Callee->getParent() != F.getParent())
      return fail(I, "call to a function that is not in this module");
    if (Callee->getNumParams() != Call->getNumOperands() &&
        !(Callee->isVarArg() &&
          Call->getNumOperands() > Callee->getNumParams()))
      return fail(I, "'" + Callee->getName() + "' takes " +
                         llvm::Twine(Callee->getNumParams()) +
                         " argument(s), but the call passes " +
                         llvm::Twine(Call->getNumOperands()));
  }
  if (std::string Msg; !checkTypes(I, Msg))
    return fail(I, Msg);
  if (I.isPhi()) {
    if (Form == IRForm::OutOfSSA)
      return fail(I, "phis are not allowed out of SSA form");
    if (&I != &I.getParent()->front() && !std::prev(I.getIterator())->isPhi())
      return fail(I, "phis must come before every other instruction of "
                     "their block");
    auto *Phi = llvm::cast<PhiInst>(&I);
    for (unsigned K = 0; K != Phi->getNumIncoming(); ++K)
      if (!Phi->getIncomingBlock(K) ||
          Phi->getIncomingBlock(K)->getParent() != &F)
        return fail(I, "phi entry names a block outside this function");
  }
  return absl::OkStatus();
}

absl::Status FunctionVerifier::checkDestination(Instruction &I) {
  Variable *Dest = I.getDestVariable();
  if (!I.producesValue()) {
    if (Dest || I.hasName())
      return fail(I, "'" + I.getOpcodeName() + "' does not produce a value");
    return absl::OkStatus();
  }
  if (Dest) {
    if (I.hasName())
      return fail(I, "has both a name ('%" + I.getName() +
                         "') and a destination variable ('" + Dest->getName() +
                         "')");
    if (!F.ownsVariable(Dest))
      return fail(I, "writes a variable of another function");
    if (I.isPhi())
      return fail(I, "the destination of a phi must be an SSA value");
    if (Form == IRForm::SSA)
      return fail(I, "writes variable '" + Dest->getName() +
                         "', but SSA form has no variables");
    return absl::OkStatus();
  }
  if (!I.hasName() && !llvm::isa<CallInst, CallIndirectInst>(I))
    return fail(I, "produces a value but has no destination");
  return absl::OkStatus();
}

absl::Status FunctionVerifier::checkOperandKinds(Instruction &I) {
  for (unsigned K = 0; K != I.getNumOperands(); ++K)
    if (!I.getOperand(K))
      return fail(I, "operand " + llvm::Twine(K) + " is missing");
  switch (I.getOpcode()) {
  case Opcode::Const:
    if (!llvm::isa<Constant>(I.getOperand(0)))
      return fail(I, "'const' takes a literal");
    return absl::OkStatus();
  case Opcode::Param: {
    auto *Arg = llvm::dyn_cast<Argument>(I.getOperand(0));
    if (!Arg || Arg->getParent() != &F)
      return fail(I, "'param' takes a parameter index of this function");
    return absl::OkStatus();
  }
  case Opcode::Jmp:
  case Opcode::Br:
    for (unsigned K = I.getOpcode() == Opcode::Br ? 1 : 0;
         K != I.getNumOperands(); ++K) {
      auto *BB = llvm::dyn_cast<BasicBlock>(I.getOperand(K));
      if (!BB || BB->getParent() != &F)
        return fail(I, "branch target is not a block of this function");
    }
    if (I.getOpcode() == Opcode::Br)
      return checkValueOperand(I, I.getOperand(0));
    return absl::OkStatus();
  default:
    for (Use &U : I.operands())
      if (absl::Status S = checkValueOperand(I, U.get()); !S.ok())
        return S;
    return absl::OkStatus();
  }
}

absl::Status FunctionVerifier::checkValueOperand(Instruction &I, Value *V) {
  switch (V->getKind()) {
  case ValueKind::Constant:
    return absl::OkStatus();
  case ValueKind::Variable:
    if (!F.ownsVariable(llvm::cast<Variable>(V)))
      return fail(I, "reads a variable of another function");
    if (Form == IRForm::SSA)
      return fail(I, "reads variable '" + V->getName() +
                         "', but SSA form has no variables");
    return absl::OkStatus();
  case ValueKind::Instruction: {
    auto *Def = llvm::cast<Instruction>(V);
    if (Def->getFunction() != &F)
      return fail(I, "uses a value that is not in this function");
    if (!Def->hasSSAResult())
      return fail(I, "uses an instruction that defines no SSA value");
    return absl::OkStatus();
  }
  case ValueKind::BasicBlock:
  case ValueKind::Argument:
    return fail(I, "a block or parameter index is not a value operand");
  }
  return absl::OkStatus();
}

/// Preds are the blocks with an edge into BB, once per edge.
absl::Status
FunctionVerifier::checkPhiEntries(BasicBlock &BB,
                                  llvm::SmallVector<BasicBlock *, 4> Preds) {
  auto ByNumber = [](BasicBlock *A, BasicBlock *B) {
    return A->getNumber() < B->getNumber();
  };
  std::sort(Preds.begin(), Preds.end(), ByNumber);
  for (PhiInst &Phi : BB.phis()) {
    llvm::SmallVector<BasicBlock *, 4> From;
    for (unsigned K = 0; K != Phi.getNumIncoming(); ++K)
      From.push_back(Phi.getIncomingBlock(K));
    std::sort(From.begin(), From.end(), ByNumber);
    if (From != Preds)
      return fail(Phi, "phi needs exactly one entry per predecessor edge (" +
                           llvm::Twine(Preds.size()) + " edge(s), " +
                           llvm::Twine(From.size()) + " entry(ies))");
  }
  return absl::OkStatus();
}

/// In flat form the edges into a block come from the first terminator of
/// each block, or from falling through a block that has none.
absl::Status FunctionVerifier::checkFlatPhiEntries() {
  std::vector<llvm::SmallVector<BasicBlock *, 4>> Preds(NumBlocks);
  for (auto It = F.begin(); It != F.end(); ++It) {
    auto Term =
        llvm::find_if(*It, [](Instruction &I) { return I.isTerminator(); });
    if (Term == It->end()) {
      if (std::next(It) != F.end())
        Preds[std::next(It)->getNumber()].push_back(&*It);
      continue;
    }
    for (Use &U : Term->operands())
      if (auto *Target = llvm::dyn_cast<BasicBlock>(U.get()))
        Preds[Target->getNumber()].push_back(&*It);
  }
  for (BasicBlock &BB : F)
    if (absl::Status S = checkPhiEntries(BB, Preds[BB.getNumber()]); !S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status FunctionVerifier::checkCFGShape() {
  if (F.empty())
    return makeError(F.getParent()->getSources(), F.getLoc(),
                     "function '" + F.getName().str() + "' has no blocks");
  // The first round has run: in these forms a terminator can only be last,
  // so a block ends in one exactly when it has one.
  if (FirstOpenBlock != NoBlock)
    return fail(*std::next(F.begin(), FirstOpenBlock),
                "does not end in a terminator");
  if (!F.getEntryBlock().use_empty())
    return fail(F.getEntryBlock(), "the entry block has predecessors");
  std::vector<bool> Reached = findReachableBlocks(F);
  unsigned FirstDead = llvm::find(Reached, false) - Reached.begin();
  // Errors in layout order: a block's phis before a later unreached block.
  if (HasPhis) {
    auto BB = F.begin();
    for (unsigned N = 0; N != FirstDead; ++N, ++BB)
      if (absl::Status S = checkPhiEntries(*BB, predecessors(&*BB)); !S.ok())
        return S;
  }
  if (FirstDead != NumBlocks)
    return fail(*std::next(F.begin(), FirstDead),
                "is unreachable from the entry block");
  return absl::OkStatus();
}

/// The instruction whose targets are BB's successors, or null. In flat
/// form, once the first round is done, the block's first terminator (code
/// after it is never reached, so its branches add no edges that could
/// change a dominator). In CFG and SSA forms, during the first round, its
/// last instruction if that is a terminator: if the second round accepts
/// the shape, those are the edges it checked.
Instruction *FunctionVerifier::edgeSource(BasicBlock &BB) const {
  if (Form == IRForm::Flat)
    return FirstTerminator[BB.getNumber()];
  return !BB.empty() && BB.back().isTerminator() ? &BB.back() : nullptr;
}

/// The dominator tree of F's control-flow graph. Each array is freed once
/// the next is built from it (the edge list, then the graph), so that its
/// memory serves the next: verifying the output of a large function is
/// where a run's memory peaks.
void FunctionVerifier::buildDominance() {
  std::vector<unsigned> Idoms;
  unsigned Entry = liveNode(F.getEntryBlock());
  {
    FlowGraph G = buildFlowGraph();
    Idoms = computeIdomsCHK(G);
  }
  Dom.emplace(std::move(Idoms), Entry);
}

/// The control-flow graph of F: the flat graph over the nodes the first
/// round gave blocks and instructions, or in CFG and SSA forms a node per
/// block. Targets the first round has not checked yet (missing, or blocks
/// of another function) are left out: it will reject them, and no
/// dominance error is reported then.
FlowGraph FunctionVerifier::buildFlowGraph() const {
  std::vector<FlowGraph::Edge> Edges;
  Edges.reserve(2 * NumBlocks); // a terminator has two targets at most
  for (BasicBlock &BB : F) {
    unsigned Live = liveNode(BB);
    if (Instruction *Term = edgeSource(BB)) {
      for (Use &U : Term->operands()) {
        auto *Target = llvm::dyn_cast_or_null<BasicBlock>(U.get());
        if (Target && Target->getParent() == &F)
          Edges.push_back({Live, liveNode(*Target)});
      }
    } else if (Form == IRForm::Flat && std::next(BB.getIterator()) != F.end()) {
      Edges.push_back({Live, liveNode(*std::next(BB.getIterator()))});
    }
  }
  return FlowGraph(SplitBlocks ? 2 * NumBlocks : NumBlocks,
                   liveNode(F.getEntryBlock()), Edges);
}

/// Whether Def's value reaches I's operand K, a read in another block or
/// by a phi.
bool FunctionVerifier::reachesAcrossBlocks(Instruction &Def, Instruction &I,
                                           unsigned K) {
  unsigned DefNode = nodeOf(Def);
  if (auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
    unsigned From = liveNode(*Phi->getIncomingBlock(K));
    return !Dom->isReachable(From) || !Dom->isReachable(nodeOf(I)) ||
           Dom->dominates(DefNode, From);
  }
  return !Dom->isReachable(nodeOf(I)) || Dom->dominates(DefNode, nodeOf(I));
}

/// The first read, in layout order, that its definition does not reach:
/// the first round's, or in flat form one of the reads across blocks it
/// kept, checked here up to that one.
absl::Status FunctionVerifier::checkDominance() {
  auto Reader = [](Read R) -> Instruction & {
    return *llvm::cast<Instruction>(R->getUser());
  };
  auto OperandIndex = [&](Read R) -> unsigned {
    return R - &Reader(R).getOperandUse(0);
  };
  auto Position = [&](Read R) {
    return std::make_pair(Reader(R).getNumber(), OperandIndex(R));
  };
  std::optional<Read> Miss = FirstMiss;
  for (Read R : CrossBlockReads) {
    if (Miss && Position(*Miss) < Position(R))
      break;
    if (!Dom)
      buildDominance();
    auto *Def = llvm::cast<Instruction>(R->get());
    if (!reachesAcrossBlocks(*Def, Reader(R), OperandIndex(R))) {
      Miss = R;
      break;
    }
  }
  if (!Miss)
    return absl::OkStatus();
  return fail(Reader(*Miss), "%" + (*Miss)->get()->getName() +
                                 " is used where its definition does not "
                                 "dominate the use");
}

absl::Status mopt::verifyFunction(Function &F, IRForm Form) {
  if (F.isDeclaration())
    return F.empty() ? absl::OkStatus()
                     : makeError(F.getParent()->getSources(), F.getLoc(),
                                 "declared function '" + F.getName().str() +
                                     "' has a body");
  return FunctionVerifier(F, Form).run();
}

absl::Status mopt::verifyFunction(Function &F) {
  return verifyFunction(F, F.getForm());
}

absl::Status mopt::verifyModule(Module &M, unsigned Threads) {
  std::vector<Function *> Functions;
  for (Function &F : M)
    Functions.push_back(&F);
  // Functions are checked independently; the first failure in module order
  // is reported, whatever the threads.
  std::vector<absl::Status> Results(Functions.size());
  parallelFor(Functions.size(), Threads,
              [&](size_t I) { Results[I] = verifyFunction(*Functions[I]); });
  for (absl::Status &S : Results)
    if (!S.ok())
      return S;
  return absl::OkStatus();
}

absl::Status mopt::verifyModule(Module &M, IRForm Form) {
  for (Function &F : M)
    if (absl::Status S = verifyFunction(F, Form); !S.ok())
      return S;
  return absl::OkStatus();
}
