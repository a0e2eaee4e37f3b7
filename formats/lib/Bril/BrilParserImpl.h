//===- BrilParserImpl.h - The Bril parser's state ---------------*- C++ -*-===//
//
// What the files of the Bril parser share: BrilParser, which reads the
// tokens of Bril text or JSON into a module, function by function, and the
// records it keeps. Functions, their parameters, types and checks are in
// BrilParser.cpp, instructions in BrilInstructions.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LIB_BRIL_BRILPARSERIMPL_H
#define MOPT_LIB_BRIL_BRILPARSERIMPL_H

#include "BrilLexer.h"
#include "Formats/TokenCursor.h"
#include "NameMap.h"
#include "absl/status/statusor.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Opcode.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"

#include <memory>
#include <utility>
#include <vector>

namespace mopt {

class CallInst;

namespace bril {

/// Bril's SSA forms, read into variables: `set x v` writes x's shadow
/// variable, `x: T = get` reads it, `x: T = undef` gives x the zero of T.
enum class SSAOp { None, Set, Get, Undef };

/// The arguments of an operation, sorted by kind in the order written.
struct Operands {
  llvm::SmallVector<const Token *, 4> Vars;
  llvm::SmallVector<const Token *, 2> Labels;
  llvm::SmallVector<const Token *, 1> Funcs;
};

/// A label of the current function.
struct LabelInfo {
  BasicBlock *Block;
  const Token *FirstRef;
  bool Defined;
};

/// A call whose callee is looked up when the module ends.
struct PendingCall {
  CallInst *Call;
  const Token *Callee;
};

class BrilParser : TokenCursor<TokenList> {
public:
  /// Parses Lexed, the tokens (of Bril text or JSON) of file FileIndex of M,
  /// into M.
  BrilParser(const TokenList &Lexed, std::unique_ptr<Module> M,
             uint32_t FileIndex);
  absl::StatusOr<std::unique_ptr<Module>> run();

private:
  // Functions.
  absl::Status parseFunction();
  absl::Status parseParameters();
  absl::Status parseParameter();
  absl::StatusOr<const Type *> parseType();
  /// Expects Token (Expected says what, for the message), then a type.
  absl::StatusOr<const Type *> parseTypeAfter(TokenKind Token,
                                              const llvm::Twine &Expected);
  absl::Status parseBody(const Token &NameTok);
  absl::Status finishFunction(const Token &NameTok);
  absl::Status resolveCalls();
  void inferTypes();
  absl::Status checkSSAForm();
  absl::Status checkReadsWritten();

  // Instructions.
  absl::Status parseLabel();
  absl::Status parseValueInstruction();
  absl::Status parseEffectInstruction();
  absl::Status parseConst(const Token &Dest, const Type *Ty);
  absl::StatusOr<Constant *> parseLiteral(const Type *Ty);
  absl::Status parseOperation(const Token &First, const Token *Dest,
                              const Type *DestType, const Token &OpTok);
  absl::Status parseLegacyPhi(const Token &Dest, const Type *T,
                              const Token &OpTok, const Operands &Args);
  bool isLegacyPhiCopy(Instruction &I) const {
    return LegacyPhiCopies.count(&I);
  }
  absl::Status parseSSAOperation(SSAOp Kind, const Token *Dest,
                                 const Type *DestType, const Token &OpTok,
                                 const Operands &Args);
  absl::Status checkOperands(Opcode Op, const Token &OpTok, bool HasDest,
                             const Operands &Args);
  Instruction *build(Opcode Op, SourceLoc Loc, const Operands &Args);
  Instruction *buildCall(SourceLoc Loc, const Operands &Args);
  Instruction *buildPrint(SourceLoc Loc, const Operands &Args);
  absl::Status setDestination(Instruction *I, const Token &Dest, const Type *T);

  // IR for names.
  Variable *variable(const Token &T) {
    return F->getOrCreateVariable(Names.get(T.Text));
  }
  /// The variable an operand T reads, remembered for checkReadsWritten.
  Variable *readVariable(const Token &T) {
    Variable *V = variable(T);
    Reads.push_back({V, &T});
    return V;
  }
  /// The variable `set x` writes and `get` reads for Bril variable x.
  Variable *shadowVariable(const Token &T);
  /// Gives V type T at its declaration Dest; an error if an earlier one
  /// gave it another.
  absl::Status declare(Variable *V, const Type *T, const Token &Dest);
  unsigned labelIndex(const Token &T);
  BasicBlock *labelBlock(const Token &T) { return Labels[labelIndex(T)].Block; }
  void ensureBlock(const Token &First);

  /// Expects ';', reported just after the previous token when missing.
  absl::Status expectSemicolon() {
    return expectAfterPrevious(TokenKind::Semi, "';'", "the instruction");
  }

  NameMap Names;
  std::unique_ptr<Module> M;
  std::vector<PendingCall> Calls;

  // The current function.
  Function *F = nullptr;
  BasicBlock *CurBlock = nullptr;
  BasicBlock *EntryBlock = nullptr;
  llvm::StringMap<unsigned> LabelIndex;
  std::vector<LabelInfo> Labels;
  /// The current function's declared variables, with where.
  llvm::DenseMap<Variable *, const Token *> Declared;
  /// The current function's operands that read a variable, in text order.
  std::vector<std::pair<Variable *, const Token *>> Reads;
  llvm::DenseMap<Variable *, Variable *> Shadows;
  /// The current function's `get`s (the copy each became) and `undef`s.
  std::vector<std::pair<Instruction *, const Token *>> Gets;
  llvm::DenseSet<Instruction *> Undefs;
  llvm::DenseSet<Instruction *> LegacyPhiCopies;
  unsigned NumReturnsWithValue = 0;
};

} // namespace bril
} // namespace mopt

#endif
