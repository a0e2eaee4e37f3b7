//===- OutOfSSACoalescing.cpp - Leaving SSA form by coalescing ------------===//
//
// out-of-ssa<coalesce> is the translation of Boissinot, Darte, Rastello,
// Dupont de Dinechin and Guillon, "Revisiting Out-of-SSA Translation for
// Correctness, Code Quality, and Efficiency" (CGO 2009), without
// virtualisation. The program is first made conventional by Method I of
// Sreedhar et al.: each phi a0 = phi(a1, ..., an) stands for
// a0' = phi(a1', ..., an'), a parallel copy a0 := a0' after the phis of its
// block and a parallel copy ak' := ak at the end of its k-th predecessor,
// before the terminator; a0', ..., an' form one congruence class from the
// start. These copies are nodes of the analysis, not yet instructions.
// Then each copy, these and the program's own `copy` instructions, is tried
// in turn (those in the deepest loops first; among equals the phis' before
// the program's, then in program order): its two classes merge unless a
// value of one interferes with a value of the other. Two values interfere when
// their live ranges intersect and they hold different values (value-based
// interference: a copy holds the value of its source, so `b = copy a` and `a`
// never do). Live ranges of two SSA values intersect only if the definition of
// one dominates that of the other and the first is live just after the second's
// definition, which is what is asked, of each value's live-in blocks and last
// use per block. Two classes are checked in one walk of both, merged in
// dominator-tree preorder, as a dominance forest with "equal intersecting
// ancestors" (the paper's Section IV-B), so a merge costs a linear number of
// tests. Finally each class of several values, or with a phi, becomes one
// variable named after its phi or first named value (%s.2 gives s), or the
// parameter's own variable if its first value is the entry's `param` of it; a
// copy whose ends share a class disappears, and the parallel copies left are
// sequentialised (ParallelCopy.h).
//
// Guarantees: the function computes what the SSA program did, on the
// lost-copy and swap problems too (the interference tests, not where the
// copies go, make it so); a copy is left only where merging its two classes
// would put two interfering values in one variable, or where it copies a
// constant. The CFG is kept: a copy
// on an edge out of a block with several successors runs before the branch
// on every way out, which the tests account for. Only the second edge of
// `br c, L, L` into a block with phis is split, since one place cannot hold
// both edges' copies. A phi that nothing reads gets no copies.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Analysis/LiveInCalculator.h"
#include "mopt/IR/Function.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Pass/AnalysisManager.h"
#include "mopt/Pass/PreservedAnalyses.h"
#include "mopt/Transforms/BreakCriticalEdges.h"
#include "mopt/Transforms/SSADestruction.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <utility>

using namespace mopt;

namespace {

constexpr unsigned None = ~0u;

// Positions of definitions and uses in a block, in the order the
// conventional program runs them: its phis, the parallel copy of their
// results, the k-th other instruction at 2k + 3, and the parallel copy of
// the entries of its successors' phis just before the terminator. A
// parallel copy reads all its sources before writing.
constexpr unsigned PhiPos = 0, PhiCopyPos = 1;

/// A value of the conventional program: the result of an instruction, or
/// one of the copies a phi stands for (a0' at PhiPos, ak' at the end of
/// the k-th predecessor), which are Virtual.
struct Node {
  /// The instruction whose result this is; for a virtual node, its phi.
  Instruction *Inst;
  bool Virtual;
  unsigned Block, Pos;
  /// The value held (the paper's V): an instruction that is no copy, a
  /// phi (for a0, a0' and the results of copies of them), a constant, or
  /// the phi operand of an ak' that copies a variable.
  const void *Value = nullptr;
  /// While values are resolved: the node this one copies, or None.
  unsigned Source = None;
  unsigned Class = None;
  /// The nearest dominating node of the same class (In) or of the class
  /// being checked against (Out) that holds the same value and whose live
  /// range intersects this one's; None if there is none.
  unsigned EqualAncIn = None, EqualAncOut = None;
};

/// A copy to coalesce away, if the classes of A and B can merge.
struct Affinity {
  unsigned A, B;
  unsigned LoopDepth;
  /// The `copy` instruction it stands for; null for a phi's copy.
  Instruction *Copy;
};

/// A phi that something reads and its nodes: Result (a0), Def (a0') and,
/// for entry k, FirstArg + k (ak').
struct PhiNodes {
  PhiInst *Phi;
  unsigned Result, Def, FirstArg;
};

class Coalescer {
public:
  Coalescer(Function &F, const DominatorTree &DT)
      : F(F), G(DT.getGraph()), Tree(DT.getNodes()), Writer(F) {}
  DestructionResult run();

private:
  void numberPositions();
  void numberDominatorPreorder();
  void computeLoopDepths();
  void collectNodes();
  unsigned addNode(Instruction *I, bool Virtual, unsigned Block, unsigned Pos,
                   unsigned Class = None);
  unsigned nodeFor(Instruction *I);
  void addPhi(PhiInst &Phi);
  void resolveValues();
  void computeLiveness();
  std::pair<unsigned, unsigned> usePoint(const Use &U) const;

  bool precedes(unsigned A, unsigned B) const;
  bool dominates(unsigned A, unsigned B) const;
  bool isLiveIn(unsigned N, unsigned Block) const;
  bool liveAfter(unsigned N, unsigned Block, unsigned Pos) const;
  bool interferes(unsigned A, unsigned Parent);
  bool tryMerge(unsigned ClassA, unsigned ClassB);
  void coalesce();

  Variable *parameterVariableFor(unsigned Class);
  Variable *variableFor(unsigned Class);
  void rewriteValues();
  void collectPhiCopies();
  void writeCopies();

  Function &F;
  const FlowGraph &G;
  const DomTreeNodes &Tree;
  ParallelCopyWriter Writer;

  /// Per instruction number: its position, and its node or None.
  std::vector<unsigned> InstPos, NodeOfInst;
  /// Per parameter: whether its variable is written, or a class has it.
  std::vector<bool> ParameterTaken;
  /// Per block: the position of its end copy, its place in a preorder of
  /// the dominator tree, and how many loops hold it.
  std::vector<unsigned> CopyPos, DomPreorder, LoopDepth;

  bool HasPhis = false;
  std::vector<Node> Nodes;
  std::vector<PhiNodes> Phis;
  std::vector<Affinity> Affinities;
  /// Per class: its nodes in dominator-tree preorder of their definitions.
  std::vector<std::vector<unsigned>> Members;
  std::vector<Variable *> ClassVariable;

  /// Per node N: the blocks it is live on entry to, as one bit per block
  /// from LiveFirst[N] (its first such block) to its last, in the words
  /// LiveBits[LiveStart[N] .. LiveStart[N + 1]); and its last use in each
  /// block where it has one, sorted by block, in LastUse[UseStart[N] ..
  /// UseStart[N + 1]). Virtual nodes have none: a0' lives from PhiPos to
  /// PhiCopyPos, ak' from the end copy to the end of its block.
  std::vector<unsigned> LiveFirst, UseStart;
  std::vector<size_t> LiveStart;
  std::vector<uint64_t> LiveBits;
  std::vector<std::pair<unsigned, unsigned>> LastUse;

  /// Per block: the parallel copies after its phis and at its end.
  std::vector<std::vector<Move>> StartMoves, EndMoves;
  std::vector<SourceLoc> StartLoc, EndLoc;

  /// Scratch.
  std::vector<unsigned> Merged, Stack, Work;
};

} // namespace

/// Splits each edge into a block with phis that repeats an earlier edge of
/// the same terminator (the second L of `br c, L, L`); returns whether it
/// split one.
static bool splitRepeatedEdges(Function &F) {
  std::vector<BasicBlock *> Blocks;
  for (BasicBlock &BB : F)
    Blocks.push_back(&BB);
  bool Split = false;
  for (BasicBlock *BB : Blocks) {
    Instruction *T = BB->getTerminator();
    for (unsigned K = 1; K < T->getNumOperands(); ++K) {
      auto *To = llvm::dyn_cast<BasicBlock>(T->getOperand(K));
      if (!To || To->empty() || !To->front().isPhi())
        continue;
      for (unsigned J = 0; J != K; ++J)
        if (T->getOperand(J) == To) {
          splitEdge(BB, K);
          Split = true;
          break;
        }
    }
  }
  return Split;
}

void Coalescer::numberPositions() {
  InstPos.assign(F.renumberInstructions(), 0);
  NodeOfInst.assign(InstPos.size(), None);
  CopyPos.assign(G.size(), 0);
  ParameterTaken.assign(F.getNumParams(), false);
  for (BasicBlock &BB : F) {
    unsigned Pos = PhiCopyPos;
    for (Instruction &I : BB) {
      if (!I.isPhi())
        InstPos[I.getNumber()] = Pos += 2;
      if (Variable *V = I.getDestVariable())
        if (Argument *Arg = V->getParamArgument())
          ParameterTaken[Arg->getNumber()] = true;
    }
    CopyPos[BB.getNumber()] = Pos - 1;
  }
}

void Coalescer::numberDominatorPreorder() {
  DomPreorder.assign(G.size(), 0);
  unsigned Next = 0;
  Work.assign(1, Tree.getRoot());
  while (!Work.empty()) {
    unsigned B = Work.back();
    Work.pop_back();
    DomPreorder[B] = Next++;
    llvm::ArrayRef<unsigned> Kids = Tree.children(B);
    Work.insert(Work.end(), Kids.begin(), Kids.end());
  }
}

void Coalescer::computeLoopDepths() {
  // Each block H that dominates a predecessor heads a natural loop: the
  // blocks that reach such a predecessor without passing through H.
  LoopDepth.assign(G.size(), 0);
  std::vector<unsigned> InLoopOf(G.size(), None);
  for (unsigned H = 0; H != G.size(); ++H) {
    Work.clear();
    for (unsigned P : G.preds(H))
      if (Tree.dominates(H, P))
        Work.push_back(P);
    if (Work.empty())
      continue;
    InLoopOf[H] = H;
    ++LoopDepth[H];
    while (!Work.empty()) {
      unsigned B = Work.back();
      Work.pop_back();
      if (InLoopOf[B] == H)
        continue;
      InLoopOf[B] = H;
      ++LoopDepth[B];
      Work.insert(Work.end(), G.preds(B).begin(), G.preds(B).end());
    }
  }
}

/// A new node, in Class or else in a class of its own.
unsigned Coalescer::addNode(Instruction *I, bool Virtual, unsigned Block,
                            unsigned Pos, unsigned Class) {
  unsigned N = Nodes.size();
  Nodes.push_back({I, Virtual, Block, Pos});
  if (Class == None) {
    Class = Members.size();
    Members.emplace_back();
  }
  Nodes[N].Class = Class;
  Members[Class].push_back(N);
  return N;
}

unsigned Coalescer::nodeFor(Instruction *I) {
  unsigned &N = NodeOfInst[I->getNumber()];
  if (N == None) {
    N = addNode(I, /*Virtual=*/false, I->getParent()->getNumber(),
                I->isPhi() ? PhiCopyPos : InstPos[I->getNumber()]);
    Nodes[N].Value = I;
  }
  return N;
}

void Coalescer::addPhi(PhiInst &Phi) {
  unsigned B0 = Phi.getParent()->getNumber();
  PhiNodes P{&Phi, nodeFor(&Phi), addNode(&Phi, true, B0, PhiPos),
             unsigned(Nodes.size())};
  Nodes[P.Def].Value = &Phi;
  Affinities.push_back({P.Result, P.Def, LoopDepth[B0], nullptr});
  unsigned Class = Nodes[P.Def].Class;
  // The entries' nodes come first, numbered FirstArg onwards.
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
    unsigned From = Phi.getIncomingBlock(K)->getNumber();
    addNode(&Phi, true, From, CopyPos[From], Class);
  }
  for (unsigned K = 0; K != Phi.getNumIncoming(); ++K) {
    unsigned Arg = P.FirstArg + K, From = Nodes[Arg].Block;
    Value *In = Phi.getIncomingValue(K);
    if (auto *I = llvm::dyn_cast<Instruction>(In)) {
      unsigned Src = nodeFor(I);
      Nodes[Arg].Source = Src;
      Affinities.push_back({Arg, Src, LoopDepth[From], nullptr});
    } else if (llvm::isa<Constant>(In)) {
      Nodes[Arg].Value = In;
    } else {
      Nodes[Arg].Value = &Phi.getOperandUse(K);
    }
  }
  llvm::sort(Members[Class],
             [this](unsigned A, unsigned B) { return precedes(A, B); });
  Phis.push_back(P);
}

void Coalescer::collectNodes() {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      if (auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
        HasPhis = true;
        if (!Phi->use_empty())
          addPhi(*Phi);
        continue;
      }
      if (I.getOpcode() == Opcode::Param && I.hasSSAResult() &&
          BB.getNumber() == G.getEntry())
        nodeFor(&I);
      if (I.getOpcode() != Opcode::Copy || !I.hasSSAResult())
        continue;
      auto *Src = llvm::dyn_cast<Instruction>(I.getOperand(0));
      if (!Src)
        continue;
      unsigned N = nodeFor(&I), S = nodeFor(Src);
      Nodes[N].Source = S;
      Affinities.push_back({N, S, LoopDepth[BB.getNumber()], &I});
    }
}

void Coalescer::resolveValues() {
  for (unsigned N = 0; N != Nodes.size(); ++N) {
    Work.clear();
    unsigned Root = N;
    for (; Nodes[Root].Source != None; Root = Nodes[Root].Source)
      Work.push_back(Root);
    for (unsigned Copy : Work) {
      Nodes[Copy].Value = Nodes[Root].Value;
      Nodes[Copy].Source = None;
    }
  }
}

std::pair<unsigned, unsigned> Coalescer::usePoint(const Use &U) const {
  auto *User = llvm::cast<Instruction>(U.getUser());
  if (auto *Phi = llvm::dyn_cast<PhiInst>(User)) {
    unsigned K = &U - Phi->operands().data();
    unsigned From = Phi->getIncomingBlock(K)->getNumber();
    return {From, CopyPos[From]};
  }
  return {User->getParent()->getNumber(), InstPos[User->getNumber()]};
}

void Coalescer::computeLiveness() {
  LiveInCalculator Calculator(G);
  std::vector<std::pair<unsigned, unsigned>> Uses;
  LiveFirst.reserve(Nodes.size());
  LiveStart.reserve(Nodes.size() + 1);
  UseStart.reserve(Nodes.size() + 1);
  for (const Node &N : Nodes) {
    LiveStart.push_back(LiveBits.size());
    UseStart.push_back(LastUse.size());
    if (N.Virtual) {
      LiveFirst.push_back(0);
      continue;
    }
    Uses.clear();
    for (const Use &U : N.Inst->uses())
      Uses.push_back(usePoint(U));
    llvm::sort(Uses);
    Work.clear();
    for (auto [Block, Pos] : Uses) {
      if (!LastUse.empty() && LastUse.size() != UseStart.back() &&
          LastUse.back().first == Block) {
        LastUse.back().second = Pos;
        continue;
      }
      LastUse.push_back({Block, Pos});
      if (Block != N.Block)
        Work.push_back(Block);
    }
    Calculator.calculateWithin(Work, N.Block, ~size_t(0));
    llvm::ArrayRef<unsigned> In = Calculator.blocks();
    unsigned First = In.empty() ? 0 : *llvm::min_element(In);
    LiveFirst.push_back(First);
    if (In.empty())
      continue;
    size_t Start = LiveBits.size();
    LiveBits.resize(Start + (*llvm::max_element(In) - First) / 64 + 1);
    for (unsigned B : In)
      LiveBits[Start + (B - First) / 64] |= uint64_t(1) << (B - First) % 64;
  }
  LiveStart.push_back(LiveBits.size());
  UseStart.push_back(LastUse.size());
}

/// Whether A's definition comes before B's in a preorder of the dominator
/// tree (the position in the block next, the node number last).
bool Coalescer::precedes(unsigned A, unsigned B) const {
  const Node &X = Nodes[A], &Y = Nodes[B];
  return std::make_tuple(DomPreorder[X.Block], X.Pos, A) <
         std::make_tuple(DomPreorder[Y.Block], Y.Pos, B);
}

/// For A preceding B: whether A's definition dominates B's.
bool Coalescer::dominates(unsigned A, unsigned B) const {
  return Nodes[A].Block == Nodes[B].Block ||
         Tree.dominates(Nodes[A].Block, Nodes[B].Block);
}

bool Coalescer::isLiveIn(unsigned N, unsigned Block) const {
  if (Block < LiveFirst[N])
    return false;
  size_t Word = LiveStart[N] + (Block - LiveFirst[N]) / 64;
  return Word < LiveStart[N + 1] &&
         (LiveBits[Word] >> (Block - LiveFirst[N]) % 64 & 1);
}

/// Whether N, defined at or above (Block, Pos), is live just after it.
bool Coalescer::liveAfter(unsigned N, unsigned Block, unsigned Pos) const {
  const Node &X = Nodes[N];
  if (X.Virtual)
    return X.Block == Block &&
           (X.Pos == PhiPos ? Pos < PhiCopyPos : Pos >= X.Pos);
  if (X.Block != Block && !isLiveIn(N, Block))
    return false;
  for (unsigned S : G.succs(Block))
    if (isLiveIn(N, S))
      return true;
  auto *End = LastUse.data() + UseStart[N + 1];
  auto *It = std::lower_bound(LastUse.data() + UseStart[N], End,
                              std::make_pair(Block, 0u));
  return It != End && It->first == Block && It->second > Pos;
}

/// The paper's interference(a, b): whether A, being added to the forest
/// under Parent, interferes with a node of the other class visited so far;
/// sets A's EqualAncOut.
bool Coalescer::interferes(unsigned A, unsigned Parent) {
  Node &X = Nodes[A];
  X.EqualAncOut = None;
  unsigned B = Parent;
  if (Nodes[B].Class == X.Class)
    B = Nodes[B].EqualAncOut;
  // Only B and its chain of equal intersecting ancestors can intersect A.
  unsigned Hit = B;
  while (Hit != None && !liveAfter(Hit, X.Block, X.Pos))
    Hit = Nodes[Hit].EqualAncIn;
  if (Hit == None)
    return false;
  if (X.Value != Nodes[B].Value)
    return true;
  X.EqualAncOut = Hit;
  return false;
}

/// Merges ClassB into ClassA unless a node of one interferes with a node
/// of the other: the two lists are walked together in preorder, with the
/// stack of the dominance forest of the nodes seen (the paper's
/// Algorithm 2).
bool Coalescer::tryMerge(unsigned ClassA, unsigned ClassB) {
  const std::vector<unsigned> &A = Members[ClassA], &B = Members[ClassB];
  Merged.clear();
  Stack.clear();
  size_t I = 0, J = 0;
  bool Interference = false;
  while (!Interference && (I != A.size() || J != B.size())) {
    bool TakeA = J == B.size() || (I != A.size() && precedes(A[I], B[J]));
    unsigned Cur = TakeA ? A[I++] : B[J++];
    while (!Stack.empty() && !dominates(Stack.back(), Cur))
      Stack.pop_back();
    Interference = !Stack.empty() && interferes(Cur, Stack.back());
    Stack.push_back(Cur);
    Merged.push_back(Cur);
  }
  for (unsigned N : Merged) {
    Node &X = Nodes[N];
    if (!Interference && X.EqualAncOut != None &&
        (X.EqualAncIn == None || precedes(X.EqualAncIn, X.EqualAncOut)))
      X.EqualAncIn = X.EqualAncOut;
    X.EqualAncOut = None;
    if (!Interference)
      X.Class = ClassA;
  }
  if (Interference)
    return false;
  Members[ClassA].swap(Merged);
  Members[ClassB] = {};
  return true;
}

void Coalescer::coalesce() {
  // Deepest loops first; among equals a phi's copies before the program's
  // own, so that the values ssa made of one variable meet again first
  // (as Sreedhar et al.'s Method III would); then in program order.
  std::stable_sort(Affinities.begin(), Affinities.end(),
                   [](const Affinity &X, const Affinity &Y) {
                     return std::make_tuple(Y.LoopDepth, X.Copy != nullptr) <
                            std::make_tuple(X.LoopDepth, Y.Copy != nullptr);
                   });
  for (const Affinity &A : Affinities)
    if (Nodes[A.A].Class != Nodes[A.B].Class)
      tryMerge(Nodes[A.A].Class, Nodes[A.B].Class);
}

/// Name without a final `.N`, as ssa numbers a variable's values.
static llvm::StringRef stripVersion(llvm::StringRef Name) {
  auto [Base, Version] = Name.rsplit('.');
  bool Numbered = !Version.empty() && Version != Name &&
                  llvm::all_of(Version, llvm::isDigit);
  return Numbered && !Base.empty() ? Base : Name;
}

/// Name as a variable may be spelled: SSA names may start with a digit or
/// a dot (%1, %.x), which get a `v` in front.
static std::string asVariableName(llvm::StringRef Name) {
  if (!Name.empty() && (llvm::isAlpha(Name.front()) || Name.front() == '_'))
    return Name.str();
  return "v" + Name.str();
}

/// The variable of a class, named after its first phi result, else its
/// first value with a name that can be a variable's, else its first node
/// (a virtual node stands for its phi).
Variable *Coalescer::variableFor(unsigned Class) {
  const std::vector<unsigned> &M = Members[Class];
  auto IsPhi = [this](unsigned N) {
    return !Nodes[N].Virtual && Nodes[N].Inst->isPhi();
  };
  auto IsNamed = [this](unsigned N) {
    llvm::StringRef Name = Nodes[N].Inst->getName();
    return !Nodes[N].Virtual && !Name.empty() &&
           (llvm::isAlpha(Name.front()) || Name.front() == '_');
  };
  auto It = llvm::find_if(M, IsPhi);
  if (It == M.end())
    It = llvm::find_if(M, IsNamed);
  Instruction *Rep = Nodes[It == M.end() ? M.front() : *It].Inst;
  std::string Base = asVariableName(stripVersion(Rep->getName()));
  if (!F.lookupVariable(Base))
    return F.getOrCreateVariable(Base, Rep->getType());
  return makeUniqueVariable(F, asVariableName(Rep->getName()), Rep->getType());
}

/// The parameter variable that Class can take, or null. It can
/// when its first node is a `param` of the entry block and nothing else
/// reads or writes the parameter variable, which therefore still holds its
/// argument there: the `param` is then a copy that does nothing (the
/// paper's pinned variables, Section III-D).
Variable *Coalescer::parameterVariableFor(unsigned Class) {
  const Node &First = Nodes[Members[Class].front()];
  if (First.Virtual || First.Inst->getOpcode() != Opcode::Param ||
      First.Block != G.getEntry())
    return nullptr;
  auto *Arg = llvm::cast<Argument>(First.Inst->getOperand(0));
  Variable *V = F.lookupVariable(Arg->getName());
  if (!V || V->getParamArgument() != Arg || !V->use_empty() ||
      ParameterTaken[Arg->getNumber()])
    return nullptr;
  ParameterTaken[Arg->getNumber()] = true;
  return V;
}

/// Gives each class of several nodes, or with a phi, or that can take over
/// a parameter variable, its variable, and makes its instructions write it
/// and their readers read it; removes the copies inside a class, and the
/// `param` whose variable a class took over.
void Coalescer::rewriteValues() {
  ClassVariable.assign(Members.size(), nullptr);
  std::vector<Instruction *> Erase;
  for (unsigned C = 0; C != Members.size(); ++C) {
    const std::vector<unsigned> &M = Members[C];
    if (M.empty())
      continue;
    Variable *V = parameterVariableFor(C);
    if (V)
      Erase.push_back(Nodes[M.front()].Inst);
    else if (M.size() == 1 && !Nodes[M[0]].Inst->isPhi())
      continue;
    else
      V = variableFor(C);
    ClassVariable[C] = V;
    for (unsigned N : M) {
      if (Nodes[N].Virtual)
        continue;
      Instruction *I = Nodes[N].Inst;
      I->replaceAllUsesWith(V);
      if (I->isPhi())
        continue;
      I->setName("");
      I->setDestVariable(V);
    }
  }
  for (const Affinity &A : Affinities)
    if (A.Copy && Nodes[A.A].Class == Nodes[A.B].Class)
      Erase.push_back(A.Copy);
  for (Instruction *I : Erase)
    I->eraseFromParent();
}

/// Fills StartMoves and EndMoves from the phis' nodes, then deletes every
/// phi.
void Coalescer::collectPhiCopies() {
  StartMoves.resize(G.size());
  EndMoves.resize(G.size());
  StartLoc.resize(G.size());
  EndLoc.resize(G.size());
  auto Var = [this](unsigned N) { return ClassVariable[Nodes[N].Class]; };
  // A copy has the source position of the first phi it is written for.
  for (const PhiNodes &P : Phis) {
    unsigned B0 = Nodes[P.Def].Block;
    if (StartMoves[B0].empty())
      StartLoc[B0] = P.Phi->getLoc();
    if (Var(P.Result) != Var(P.Def))
      StartMoves[B0].push_back({Var(P.Result), Var(P.Def)});
    for (unsigned K = 0; K != P.Phi->getNumIncoming(); ++K) {
      unsigned From = Nodes[P.FirstArg + K].Block;
      Value *Src = P.Phi->getIncomingValue(K);
      if (EndMoves[From].empty())
        EndLoc[From] = P.Phi->getLoc();
      if (Var(P.FirstArg + K) != Src)
        EndMoves[From].push_back({Var(P.FirstArg + K), Src});
    }
  }
  for (BasicBlock &BB : F)
    while (!BB.empty() && BB.front().isPhi())
      BB.front().eraseFromParent();
}

void Coalescer::writeCopies() {
  // Two moves of one end copy into one variable copy the same value (the
  // classes merged with no interference): one is enough.
  std::vector<unsigned> WrittenIn(F.getNumVariables(), None);
  auto Written = [&WrittenIn](unsigned Block, const Move &M) {
    unsigned &W = WrittenIn[M.Dest->getNumber()];
    return std::exchange(W, Block) == Block;
  };
  for (BasicBlock &BB : F) {
    unsigned B = BB.getNumber();
    std::vector<Move> &End = EndMoves[B];
    End.erase(std::remove_if(End.begin(), End.end(),
                             [&](const Move &M) { return Written(B, M); }),
              End.end());
    if (!StartMoves[B].empty())
      Writer.write(StartMoves[B], &BB, /*AtStart=*/true, StartLoc[B]);
    if (!End.empty())
      Writer.write(End, &BB, /*AtStart=*/false, EndLoc[B]);
  }
  Writer.eraseUnusedTemps();
}

DestructionResult Coalescer::run() {
  numberPositions();
  numberDominatorPreorder();
  computeLoopDepths();
  collectNodes();
  DestructionResult R;
  if (Nodes.empty() && !HasPhis)
    return R;
  resolveValues();
  computeLiveness();
  coalesce();
  rewriteValues();
  collectPhiCopies();
  writeCopies();
  R.Stats = Writer.Stats;
  R.Changed = true;
  return R;
}

DestructionResult mopt::destroySSAByCoalescing(Function &F,
                                               FunctionAnalysisManager &AM) {
  bool Split = splitRepeatedEdges(F);
  if (Split)
    AM.invalidate(F, PreservedAnalyses::none());
  F.renumberBlocks();
  DestructionResult R =
      Coalescer(F, AM.getResult<DominatorTreeAnalysis>(F)).run();
  R.SplitEdges = Split;
  R.Changed |= Split;
  return R;
}
