//===- ModuleBuilder.h - mopt's IR as an LLVM module ------------*- C++ -*-===//
//
// The writer's two classes. A ModuleBuilder builds the LLVM module of a
// mopt module with LLVM's IRBuilder (ModuleBuilder.cpp): its types, global
// variables, functions and the `main` that reads a TAC main's arguments,
// then links in the run-time support its calls need (BrilRuntime.ll). A
// FunctionBuilder builds one function's body (FunctionBuilder.cpp).
// docs/LLVMIR.md states the mapping.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_LLVMFORMAT_MODULEBUILDER_H
#define MOPT_LLVMFORMAT_MODULEBUILDER_H

#include "absl/status/statusor.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/NoFolder.h"

namespace mopt {
namespace llvmwrite {

/// Invariant: every mopt function and global variable has its LLVM
/// counterpart once declareAll has run.
class ModuleBuilder {
public:
  ModuleBuilder(Module &M, llvm::LLVMContext &Context);
  /// The module, verified by LLVM; an error if M cannot be written.
  absl::StatusOr<std::unique_ptr<llvm::Module>> build();

  llvm::LLVMContext &getContext() { return Context; }
  /// The LLVM type of a mopt value of type T.
  llvm::Type *typeOf(const Type *T);
  /// The constant of type T whose 64 bits are Bits, as mopt holds it.
  llvm::Constant *constantOf(const Type *T, int64_t Bits);
  llvm::Function *functionOf(const Function *F) { return Functions.lookup(F); }
  llvm::GlobalVariable *globalOf(const GlobalVariable *G) {
    return Globals.lookup(G);
  }
  /// The run-time function Name (the C library's, or a helper of
  /// BrilRuntime.ll) of type T, declared in the module if it is not yet.
  llvm::FunctionCallee runtime(llvm::StringRef Name, llvm::FunctionType *T);
  /// A NUL-terminated string constant of the program's, one per text.
  llvm::Constant *string(llvm::StringRef Text);

private:
  absl::Status check();
  void declareAll();
  void declareFunction(Function &F);
  void defineGlobal(const GlobalVariable &G);
  llvm::Constant *initializerOf(const GlobalVariable &G);
  void buildArgumentReader(Function &Main);
  absl::Status linkRuntime();

  Module &M;
  llvm::LLVMContext &Context;
  std::unique_ptr<llvm::Module> LM;
  llvm::DenseMap<const Function *, llvm::Function *> Functions;
  llvm::DenseMap<const GlobalVariable *, llvm::GlobalVariable *> Globals;
  llvm::StringMap<llvm::Constant *> Strings;
};

/// Builds M as an LLVM module and appends it to Out, as text or bitcode.
absl::Status writeLLVMModule(Module &M, bool Bitcode, std::string &Out);

/// Whether F is written as C's main, whose own result is the exit status
/// (`i32 main()` or `i32 main(i32, ptr)`), rather than as a TAC main that
/// a generated `main` calls with its command-line arguments.
bool isCMain(const Function &F);

/// Builds one function's body. Invariant: every mopt block and every value
/// built so far has its LLVM counterpart in Blocks and Values.
class FunctionBuilder {
public:
  FunctionBuilder(ModuleBuilder &MB, Function &F, llvm::Function &LF)
      : MB(MB), F(F), LF(LF), B(MB.getContext()) {}
  void build();

private:
  void createBlocks();
  void createSlots();
  void createPhis();
  void fillPhis();
  void dropPlaceholders();
  void buildBlock(BasicBlock &BB, BasicBlock *Next);
  void buildReturn(Value *V);
  void buildInstruction(Instruction &I);
  void buildUnary(UnaryInst &I);
  void buildMemoryUnary(UnaryInst &I, llvm::Value *A);
  void buildBinary(BinaryInst &I);
  void buildDivision(BinaryInst &I, llvm::Value *A, llvm::Value *Divisor);
  void buildCall(CallInst &I);
  void buildCallIndirect(CallIndirectInst &I);
  void buildPrint(PrintInst &I);
  void buildTerminator(Instruction &I);
  void buildUnreachable();
  void loadPhiInputs(BasicBlock &BB, llvm::ArrayRef<BasicBlock *> Succs);

  /// V as an LLVM value, loaded from its slot if it is a variable.
  llvm::Value *operand(Value *V);
  /// Gives I the value V: I's SSA value becomes V, or V is stored to I's
  /// variable.
  void define(Instruction &I, llvm::Value *V);
  /// A call of the helper Name of BrilRuntime.ll.
  llvm::Value *callHelper(llvm::StringRef Name, llvm::Type *Result,
                          llvm::ArrayRef<llvm::Value *> Args);
  llvm::IntegerType *i64() { return B.getInt64Ty(); }

  ModuleBuilder &MB;
  Function &F;
  llvm::Function &LF;
  /// No folding: LLVM sees each instruction mopt holds, constant or not.
  llvm::IRBuilder<llvm::NoFolder> B;
  llvm::DenseMap<const BasicBlock *, llvm::BasicBlock *> Blocks;
  /// Values, and for a variable its alloca.
  llvm::DenseMap<const Value *, llvm::Value *> Values;
  /// Stand-ins for SSA values used before they are built.
  llvm::DenseMap<const Value *, llvm::Instruction *> Placeholders;
  /// The block that holds the variables' allocas: the entry, or a block
  /// before it if the entry is jumped to.
  llvm::BasicBlock *SlotBlock = nullptr;
  /// The value each phi takes from a predecessor, when it reads a variable
  /// there: loaded at the end of the predecessor.
  llvm::DenseMap<std::pair<const PhiInst *, const BasicBlock *>, llvm::Value *>
      PhiInputs;
};

} // namespace llvmwrite
} // namespace mopt

#endif
