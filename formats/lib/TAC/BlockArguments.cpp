//===- BlockArguments.cpp - Block parameters and jump arguments in TAC ----===//
//
// Block arguments: a label may list parameters, `L(%a, %b: float):`, and
// a jmp or br may pass arguments to a target, `jmp L(%x, 1)`. Each
// parameter is a phi at the top of its block, and each edge's arguments
// are its entries, added when the function ends (a jump may come before
// its target's label): the edge of the K-th target operand naming L in a
// block's first terminator is the K-th entry for that block, as a phi's
// entries are read. What is read is then an ordinary function with phis;
// every edge into a block with parameters must pass one argument per
// parameter, of its type.
//
//===----------------------------------------------------------------------===//

#include "TACParser.h"
#include "mopt/IR/Instructions.h"

using namespace mopt;
using namespace mopt::tac;

/// `(%a, %b: TYPE, ...):` after a label: each parameter is a phi of the
/// block, typed as annotated (int if not), without entries yet.
absl::Status TACParser::parseBlockParameters() {
  size_t Pos = 2;
  unsigned &Count = BlockParams[CurBlock];
  while (true) {
    if (Pos >= Tokens.size())
      return errorAtEnd("expected a block parameter (%name)");
    const Token &P = Tokens[Pos++];
    if (P.is(TokenKind::Name))
      return error(locOf(P), "a block parameter must be an SSA value "
                             "(%name), not variable '" +
                                 P.Text + "'");
    if (!P.is(TokenKind::SSAName))
      return error(locOf(P),
                   "expected a block parameter (%name), got '" + P.Text + "'");
    const Type *T = Type::getInt();
    if (Pos < Tokens.size() && Tokens[Pos].is(TokenKind::Colon)) {
      auto Parsed = parseType(++Pos);
      if (!Parsed.ok())
        return Parsed.status();
      if ((*Parsed)->isVoid())
        return error(locOf(P), "a value cannot have type void");
      T = *Parsed;
    }
    auto *Phi = new PhiInst(T, locOf(P));
    CurBlock->push_back(Phi);
    ++Count;
    if (absl::Status S = defineSSAValue(Phi, P); !S.ok())
      return S;
    if (Pos >= Tokens.size())
      return errorAtEnd("expected ',' or ')' after the block parameter");
    const Token &Sep = Tokens[Pos++];
    if (Sep.is(TokenKind::RParen))
      break;
    if (!Sep.is(TokenKind::Comma))
      return error(locOf(Sep), "expected ',' or ')' after the block parameter");
  }
  if (Pos >= Tokens.size() || !Tokens[Pos].is(TokenKind::Colon))
    return Pos < Tokens.size()
               ? error(locOf(Tokens[Pos]), "expected ':' after the parameters")
               : errorAtEnd("expected ':' after the parameters");
  if (Pos + 1 < Tokens.size())
    return error(locOf(Tokens[Pos + 1]), "unexpected text after ':'");
  return absl::OkStatus();
}

/// Keeps the arguments of Term's targets, Lists, for the end of the
/// function. Ops are Term's operand tokens, in the order of its operands.
absl::Status TACParser::addArguments(Instruction *Term,
                                     const OperandTokens &Ops,
                                     const ArgumentLists &Lists) {
  for (const ArgumentList &List : Lists) {
    if (!llvm::isa_and_nonnull<BasicBlock>(Term->getOperand(List.Operand)))
      return error(locOf(*List.Open), "only the targets of '" +
                                          Term->getOpcodeName() +
                                          "' take arguments, not '" +
                                          Ops[List.Operand]->Text + "'");
    if (CurBlockTerminated)
      return error(locOf(*List.Open),
                   "this '" + Term->getOpcodeName() +
                       "' follows its block's terminator, so it takes no "
                       "edge and cannot pass arguments");
    PendingEdges.push_back({Term, List.Operand, locOf(*List.Open), {}});
    PendingEdge &Edge = PendingEdges.back();
    for (const Token *A : List.Args) {
      auto V = lookupValue(*A);
      if (!V.ok())
        return V.status();
      Edge.Args.push_back({*V, A->Text, locOf(*A)});
    }
  }
  return absl::OkStatus();
}

/// Walks the function's jumps in text order, beside PendingEdges (recorded
/// in the same order), and connects each target operand to its target's
/// parameters; a block with parameters may not be fallen into.
absl::Status TACParser::connectBlockArguments() {
  size_t Next = 0;
  bool FallsThrough = false; // whether the block before has no terminator
  for (BasicBlock &BB : *F) {
    if (FallsThrough && BlockParams.count(&BB))
      return error(BB.getLoc(),
                   "block '" + BB.getName() +
                       "' has parameters, so it cannot be entered by "
                       "falling through: end the block before it with "
                       "'jmp " +
                       BB.getName() + "(...)'");
    bool Terminated = false;
    for (Instruction &I : BB) {
      if (!I.isTerminator())
        continue;
      for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
        if (!llvm::isa_and_nonnull<BasicBlock>(I.getOperand(K)))
          continue;
        const PendingEdge *Edge = nullptr;
        if (Next != PendingEdges.size() && PendingEdges[Next].Term == &I &&
            PendingEdges[Next].Operand == K)
          Edge = &PendingEdges[Next++];
        if (absl::Status S = connectEdge(I, K, !Terminated, Edge); !S.ok())
          return S;
      }
      Terminated = true;
    }
    FallsThrough = !Terminated;
  }
  return absl::OkStatus();
}

/// Checks that target operand K of Term passes as many arguments (those of
/// Edge, or none) as its target has parameters, and, if the operand takes
/// an edge, makes them the entries of the parameters for Term's block.
absl::Status TACParser::connectEdge(Instruction &Term, unsigned K,
                                    bool TakesEdge, const PendingEdge *Edge) {
  auto *Target = llvm::cast<BasicBlock>(Term.getOperand(K));
  auto It = BlockParams.find(Target);
  unsigned Want = It == BlockParams.end() ? 0 : It->second;
  unsigned Got = Edge ? Edge->Args.size() : 0;
  SourceLoc Loc = Edge ? Edge->Open : Term.getLoc();
  std::string Block = ("block '" + Target->getName() + "'").str();
  std::string Passes = ("the '" + Term.getOpcodeName() + "' passes").str();
  if (Got && !Want)
    return error(Loc, Block + " has no parameters, but " + Passes + " it " +
                          llvm::Twine(Got) + " argument(s)");
  if (Got != Want)
    return error(Loc, Block + " has " + llvm::Twine(Want) +
                          " parameter(s), but " + Passes + " " +
                          (Got ? std::to_string(Got) + " argument(s)"
                               : std::string("no arguments")));
  if (!Edge || !TakesEdge)
    return absl::OkStatus();
  auto Param = Target->begin();
  for (const PendingArgument &A : Edge->Args) {
    auto *Phi = llvm::cast<PhiInst>(&*Param++);
    unsigned Entry = Phi->getNumIncoming();
    Phi->addIncoming(A.V, Term.getParent());
    if (!A.V)
      ValueFixups.push_back({Phi, Entry, A.Name.str(), A.Loc});
    BlockArguments.push_back({Phi, Entry, A.Loc});
  }
  return absl::OkStatus();
}

/// Every argument has its parameter's type.
absl::Status TACParser::checkArgumentTypes() const {
  for (const BlockArgument &A : BlockArguments) {
    const Type *Got = A.Param->getIncomingValue(A.Entry)->getType();
    if (Got != A.Param->getType())
      return error(A.Loc, "the argument has type " + Got->getName() +
                              ", but parameter %" + A.Param->getName() +
                              " of block '" + A.Param->getParent()->getName() +
                              "' has type " + A.Param->getType()->getName());
  }
  return absl::OkStatus();
}
