//===- Translator.h - LLVM IR into mopt's IR --------------------*- C++ -*-===//
//
// The translation of an LLVM module into mopt's, shared by the files of
// the reader: LLVMReader.cpp (the module, functions, blocks, values and
// most instructions), Globals.cpp (global variables and their bytes),
// MemoryAccess.cpp (stack slots, loads, stores, address arithmetic) and
// Calls.cpp (calls and the intrinsics clang emits).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LLVMFORMAT_TRANSLATOR_H
#define MOPT_LLVMFORMAT_TRANSLATOR_H

#include "absl/status/statusor.h"
#include "mopt/IR/IRBuilder.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/AsmParser/AsmParserContext.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

namespace mopt {
namespace llvmread {

/// Where the LLVM objects are in the text, as mopt's locations.
class TextPlaces {
public:
  TextPlaces(const llvm::AsmParserContext &Places, const SourceFiles &Sources,
             uint32_t File)
      : Places(Places), Text(Sources.get(File).getText()), File(File) {}
  SourceLoc of(const llvm::Instruction &I) const {
    return at(Places.getInstructionLocation(&I));
  }
  SourceLoc of(const llvm::BasicBlock &BB) const {
    return at(Places.getBlockLocation(&BB));
  }
  SourceLoc of(const llvm::Function &F) const {
    return at(Places.getFunctionLocation(&F));
  }
  /// The parser keeps no place for a declaration or a global variable: the
  /// first line of the text that declares or defines `@Name`.
  SourceLoc ofGlobal(llvm::StringRef Name) const {
    std::string Symbol = "@" + Name.str();
    uint32_t Line = 1;
    for (llvm::StringRef Rest = Text; !Rest.empty(); ++Line) {
      auto [Current, Next] = Rest.split('\n');
      llvm::StringRef Code = Current.ltrim();
      size_t At = Code.find(Symbol);
      if (At != llvm::StringRef::npos &&
          (Code.starts_with("declare") || At == 0))
        return SourceLoc(File, Line, Current.size() - Code.size() + At + 1);
      Rest = Next;
    }
    return SourceLoc(File, 0, 0);
  }

private:
  /// Bitcode has no places: line 0, which messages show without a line.
  SourceLoc at(std::optional<llvm::FileLocRange> Range) const {
    if (!Range)
      return SourceLoc(File, 0, 0);
    return SourceLoc(File, Range->Start.Line + 1, Range->Start.Col + 1);
  }

  const llvm::AsmParserContext &Places;
  llvm::StringRef Text;
  uint32_t File;
};

/// The LLVM module's translation into M. Invariant: every LLVM function,
/// block and value translated so far has its mopt counterpart in the maps.
class Translator {
public:
  Translator(Module &M, const TextPlaces &Places) : M(M), Places(Places) {}
  absl::Status translate(const llvm::Module &LM);

private:
  // Globals.cpp.
  absl::Status createGlobal(const llvm::GlobalVariable &LG);
  absl::Status layOut(const llvm::Constant *C, uint64_t Offset,
                      GlobalVariable &G, SourceLoc Where);
  absl::Status layOutAddress(const llvm::Constant *C, uint64_t Offset,
                             GlobalVariable &G, SourceLoc Where);
  /// The address of the global or function C names, plus its constant
  /// offset, made at the top of the function being read.
  absl::StatusOr<Value *> materializeAddress(const llvm::Constant *C,
                                             SourceLoc Where);

  // MemoryAccess.cpp.
  absl::Status translateAlloca(const llvm::AllocaInst &I, IRBuilder &B);
  absl::Status translateLoadStore(const llvm::Instruction &I, IRBuilder &B);
  absl::Status translateGEP(const llvm::GetElementPtrInst &I, IRBuilder &B);
  /// Whether mem2reg could promote A: a slot of a type mopt holds, only
  /// loaded from and stored to with that type (lifetime markers aside).
  bool isPromotable(const llvm::AllocaInst &A) const;
  /// V as an `int` (sign-extended from a narrower integer).
  Value *asInt(Value *V, IRBuilder &B);

  // Calls.cpp.
  absl::Status translateIntrinsic(const llvm::CallInst &I, IRBuilder &B);
  absl::Status translateIndirectCall(const llvm::CallInst &I, IRBuilder &B);
  absl::StatusOr<std::vector<Value *>>
  argumentsOf(const llvm::CallInst &I, SourceLoc Where, IRBuilder &B);
  /// The declaration of the runtime's function Name, made if the module
  /// lacks it.
  Function *runtimeFunction(llvm::StringRef Name,
                            llvm::ArrayRef<const Type *> Params,
                            const Type *Return);

  absl::Status declare(const llvm::Function &LF);
  absl::Status define(const llvm::Function &LF);
  absl::Status translateBlock(const llvm::BasicBlock &LBB);
  absl::Status translateInstruction(const llvm::Instruction &I, IRBuilder &B);
  absl::Status translateBinary(const llvm::BinaryOperator &I, IRBuilder &B);
  absl::Status translateCompare(const llvm::CmpInst &I, IRBuilder &B);
  absl::Status translateCall(const llvm::CallInst &I, IRBuilder &B);
  absl::Status translateCast(const llvm::CastInst &I, IRBuilder &B);
  absl::Status translateSelect(const llvm::SelectInst &I, IRBuilder &B);
  absl::Status translateTerminator(const llvm::Instruction &I, IRBuilder &B);
  absl::Status translateSwitch(const llvm::SwitchInst &I, IRBuilder &B);
  absl::Status fillPhis(const llvm::Function &LF);

  /// mopt's type for T, or an error at Where naming T.
  absl::StatusOr<const Type *> typeOf(llvm::Type *T, SourceLoc Where);
  /// mopt's value for V, used at Where.
  absl::StatusOr<Value *> valueOf(const llvm::Value *V, SourceLoc Where);
  /// mopt's values for I's two operands.
  absl::StatusOr<std::pair<Value *, Value *>>
  operandsOf(const llvm::Instruction &I, SourceLoc Where);
  absl::Status unsupported(SourceLoc Where, const llvm::Twine &What) const {
    return makeError(M.getSources(), Where,
                     (What + " is not held by mopt's IR yet").str());
  }
  /// Records V as LV's translation.
  void map(const llvm::Value &LV, Value *V) { Values[&LV] = V; }

  Module &M;
  const TextPlaces &Places;
  Function *F = nullptr;
  llvm::DenseMap<const llvm::Value *, Value *> Values;
  llvm::DenseMap<const llvm::BasicBlock *, BasicBlock *> Blocks;
  llvm::DenseMap<const llvm::Function *, Function *> Functions;
  llvm::DenseMap<const llvm::GlobalVariable *, GlobalVariable *> Globals;
  const llvm::DataLayout *DL = nullptr;
  /// The function's first instruction after its params, before which
  /// addresses of globals are made, once each (AddressOf).
  Instruction *Anchor = nullptr;
  llvm::DenseMap<const llvm::Constant *, Value *> AddressOf;
  /// For a switch in block B, the blocks its chain of comparisons branches
  /// from to each target, in the order of B's successors: the phis of a
  /// target name them instead of B.
  llvm::DenseMap<std::pair<const llvm::BasicBlock *, const llvm::BasicBlock *>,
                 std::vector<BasicBlock *>>
      SwitchEdges;
};

/// Reads Text, the contents of the file Name (LLVM IR as text or bitcode),
/// into a module.
absl::StatusOr<std::unique_ptr<Module>>
readLLVMModule(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef Name);

/// The spelling of T in messages: `i32`, `x86_fp80`, `<4 x float>`.
std::string spelling(const llvm::Type *T);

} // namespace llvmread
} // namespace mopt

#endif
