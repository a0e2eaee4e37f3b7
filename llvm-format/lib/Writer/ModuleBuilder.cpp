//===- ModuleBuilder.cpp - mopt's IR as an LLVM module --------------------===//
//
// The module: a check that mopt's module can be written at all, then every
// global variable and function declared, then each function's body
// (FunctionBuilder.cpp), the `main` that reads a TAC main's arguments from
// the command line, and the run-time helpers the calls need, linked from
// BrilRuntime.ll with LLVM's Linker. LLVM's verifier has the last word;
// the module is written with LLVM's own printer or bitcode writer.
//
//===----------------------------------------------------------------------===//

#include "ModuleBuilder.h"
#include "mopt/Formats/LLVMFormatLibrary.h"
#include "mopt/IR/Instructions.h"
#include "mopt/Support/Diagnostic.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include "llvm/ADT/bit.h"

using namespace mopt;
using namespace mopt::llvmwrite;

/// BrilRuntime.ll, as CMake embeds it.
static const char BrilRuntime[] =
#include "BrilRuntime.inc"
    ;

/// Names a defined function gives up (to `tac.NAME`): those of the C
/// library functions the runtime calls, which LLVM would otherwise take for
/// the program's, and the prefixes of the writer's own.
static bool isReservedName(llvm::StringRef Name) {
  static const llvm::StringRef Library[] = {
      "printf", "dprintf", "exit",   "strcmp", "strtoll",
      "strtod", "strlen",  "malloc", "free",   "log10"};
  return llvm::is_contained(Library, Name) || Name.starts_with("tac.") ||
         Name.starts_with("mopt.") || Name.starts_with("llvm.");
}

bool llvmwrite::isCMain(const Function &F) {
  if (F.getName() != "main" || F.getReturnType() != Type::getI32())
    return false;
  return F.getNumParams() == 0 ||
         (F.getNumParams() == 2 && F.getArg(0)->getType() == Type::getI32() &&
          F.getArg(1)->getType()->isOpaquePointer());
}

ModuleBuilder::ModuleBuilder(Module &M, llvm::LLVMContext &Context)
    : M(M), Context(Context),
      LM(std::make_unique<llvm::Module>("mopt", Context)) {
  // mopt's memory: little-endian, 64-bit pointers, i64 and double aligned
  // to 8 bytes, as on x86-64 and AArch64.
  LM->setDataLayout("e-i64:64-f80:128-n8:16:32:64-S128");
}

//===----------------------------------------------------------------------===//
// Types and constants
//===----------------------------------------------------------------------===//

llvm::Type *ModuleBuilder::typeOf(const Type *T) {
  switch (T->getKind()) {
  case TypeKind::Void:
    return llvm::Type::getVoidTy(Context);
  case TypeKind::Float:
    return llvm::Type::getDoubleTy(Context);
  case TypeKind::F32:
    return llvm::Type::getFloatTy(Context);
  case TypeKind::Char: // its code point
    return llvm::Type::getInt32Ty(Context);
  case TypeKind::Ptr:
  case TypeKind::OpaquePtr:
    return llvm::PointerType::getUnqual(Context);
  default:
    return llvm::Type::getIntNTy(Context, T->getBits());
  }
}

llvm::Constant *ModuleBuilder::constantOf(const Type *T, int64_t Bits) {
  llvm::Type *Ty = typeOf(T);
  if (T->isFloatingPoint()) // f32 is held as the double of its value
    return llvm::ConstantFP::get(Ty, llvm::bit_cast<double>(Bits));
  if (T->isPointer()) // mopt's only pointer constant is null
    return llvm::ConstantPointerNull::get(
        llvm::PointerType::getUnqual(Context));
  if (T->isBool())
    return llvm::ConstantInt::getBool(Context, Bits != 0);
  // Narrow integers are held sign-extended.
  return llvm::ConstantInt::getSigned(llvm::cast<llvm::IntegerType>(Ty), Bits);
}

llvm::FunctionCallee ModuleBuilder::runtime(llvm::StringRef Name,
                                            llvm::FunctionType *T) {
  return LM->getOrInsertFunction(Name, T);
}

llvm::Constant *ModuleBuilder::string(llvm::StringRef Text) {
  llvm::Constant *&S = Strings[Text];
  if (!S) {
    auto *G = new llvm::GlobalVariable(
        *LM,
        llvm::ArrayType::get(llvm::Type::getInt8Ty(Context), Text.size() + 1),
        /*isConstant=*/true, llvm::GlobalValue::PrivateLinkage,
        llvm::ConstantDataArray::getString(Context, Text), ".str");
    G->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
    S = G;
  }
  return S;
}

//===----------------------------------------------------------------------===//
// Declarations and global variables
//===----------------------------------------------------------------------===//

void ModuleBuilder::declareFunction(Function &F) {
  llvm::SmallVector<llvm::Type *, 8> Params;
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
    Params.push_back(typeOf(F.getArg(K)->getType()));
  auto *T =
      llvm::FunctionType::get(typeOf(F.getReturnType()), Params, F.isVarArg());
  // A declared function is the C library's (or another module's); a TAC
  // main is called by the main that reads its arguments.
  bool External = F.isDeclaration() || isCMain(F);
  std::string Name = F.getName().str();
  if (!External && (Name == "main" || isReservedName(Name)))
    Name = "tac." + Name;
  llvm::Function *LF =
      llvm::Function::Create(T,
                             External ? llvm::GlobalValue::ExternalLinkage
                                      : llvm::GlobalValue::InternalLinkage,
                             Name, *LM);
  // setjmp's kin return a second time, from longjmp: LLVM's code
  // generator must know (clang marks them so).
  static const llvm::StringRef ReturnsTwice[] = {"setjmp", "_setjmp",
                                                 "sigsetjmp", "__sigsetjmp"};
  if (F.isDeclaration() && llvm::is_contained(ReturnsTwice, Name))
    LF->addFnAttr(llvm::Attribute::ReturnsTwice);
  Functions[&F] = LF;
}

/// The initial contents: the bytes, with each reference's 8 bytes an
/// address; a packed struct when there are references, else a byte array.
llvm::Constant *ModuleBuilder::initializerOf(const GlobalVariable &G) {
  const std::vector<uint8_t> &Bytes = G.getBytes();
  auto BytesIn = [&](uint64_t From, uint64_t To) {
    return llvm::ConstantDataArray::get(
        Context, llvm::ArrayRef<uint8_t>(Bytes).slice(From, To - From));
  };
  if (G.getReferences().empty())
    return BytesIn(0, Bytes.size());
  llvm::SmallVector<llvm::Constant *, 8> Parts;
  uint64_t At = 0;
  for (const GlobalVariable::Reference &R : G.getReferences()) {
    if (R.Offset > At)
      Parts.push_back(BytesIn(At, R.Offset));
    llvm::Constant *Target =
        R.Global ? static_cast<llvm::Constant *>(globalOf(R.Global))
                 : functionOf(R.Callee);
    if (R.Addend)
      Target = llvm::ConstantExpr::getGetElementPtr(
          llvm::Type::getInt8Ty(Context), Target,
          llvm::ConstantInt::get(llvm::Type::getInt64Ty(Context), R.Addend));
    Parts.push_back(Target);
    At = R.Offset + 8;
  }
  if (At < Bytes.size())
    Parts.push_back(BytesIn(At, Bytes.size()));
  return llvm::ConstantStruct::getAnon(Context, Parts, /*Packed=*/true);
}

/// Each global is first made as Size bytes, so that initializers can name
/// any of them; one that holds addresses is remade as its packed struct.
void ModuleBuilder::declareAll() {
  for (Function &F : M)
    declareFunction(F);
  llvm::Type *Byte = llvm::Type::getInt8Ty(Context);
  for (const std::unique_ptr<GlobalVariable> &G : M.globals()) {
    // The C library's stdin, stdout and stderr are its own.
    if (G->isCStream()) {
      Globals[G.get()] = new llvm::GlobalVariable(
          *LM, llvm::PointerType::getUnqual(Context), /*isConstant=*/false,
          llvm::GlobalValue::ExternalLinkage, nullptr, G->getName());
      continue;
    }
    Globals[G.get()] = new llvm::GlobalVariable(
        *LM, llvm::ArrayType::get(Byte, G->getSize()), G->isConstant(),
        llvm::GlobalValue::InternalLinkage, nullptr, G->getName());
  }
  for (const std::unique_ptr<GlobalVariable> &G : M.globals())
    if (!G->isCStream())
      defineGlobal(*G);
}

void ModuleBuilder::defineGlobal(const GlobalVariable &G) {
  llvm::GlobalVariable *LG = Globals[&G];
  llvm::Constant *Init = initializerOf(G);
  if (Init->getType() != LG->getValueType()) {
    auto *Remade = new llvm::GlobalVariable(
        *LM, Init->getType(), G.isConstant(),
        llvm::GlobalValue::InternalLinkage, nullptr, "", LG);
    LG->replaceAllUsesWith(Remade);
    Remade->takeName(LG);
    LG->eraseFromParent();
    LG = Globals[&G] = Remade;
  }
  LG->setInitializer(Init);
  // As the interpreter and clang align them.
  LG->setAlignment(llvm::Align(16));
}

//===----------------------------------------------------------------------===//
// The command-line reader of a TAC main
//===----------------------------------------------------------------------===//

/// The helper that reads a command-line word as a value of type T.
static llvm::StringRef argumentHelper(const Type *T) {
  // check() refused other parameter types.
  switch (T->getKind()) {
  case TypeKind::Bool:
    return "mopt.arg.bool";
  case TypeKind::Float:
    return "mopt.arg.float";
  case TypeKind::Char:
    return "mopt.arg.char";
  default:
    return "mopt.arg.int";
  }
}

/// `i32 @main(i32 %argc, ptr %argv)`: reads each of the TAC main's
/// parameters from its word, as parseMainArguments does, calls it, and
/// exits with status 0 (a TAC main's result is no exit status).
void ModuleBuilder::buildArgumentReader(Function &Main) {
  llvm::IRBuilder<> B(Context);
  auto *T = llvm::FunctionType::get(B.getInt32Ty(),
                                    {B.getInt32Ty(), B.getPtrTy()}, false);
  auto *Reader = llvm::Function::Create(T, llvm::GlobalValue::ExternalLinkage,
                                        "main", *LM);
  llvm::Argument *Argc = Reader->getArg(0), *Argv = Reader->getArg(1);
  Argc->setName("argc");
  Argv->setName("argv");
  auto *Entry = llvm::BasicBlock::Create(Context, "entry", Reader);
  auto *Bad = llvm::BasicBlock::Create(Context, "bad", Reader);
  auto *Args = llvm::BasicBlock::Create(Context, "args", Reader);
  unsigned N = Main.getNumParams();
  B.SetInsertPoint(Entry);
  B.CreateCondBr(B.CreateICmpEQ(Argc, B.getInt32(N + 1)), Args, Bad);
  B.SetInsertPoint(Bad);
  B.CreateCall(runtime("mopt.fail", llvm::FunctionType::get(
                                        B.getVoidTy(), {B.getPtrTy()}, false)),
               {string("error: wrong number of arguments to 'main': expected " +
                       std::to_string(N))});
  B.CreateUnreachable();
  B.SetInsertPoint(Args);
  llvm::SmallVector<llvm::Value *, 8> Values;
  for (unsigned K = 1; K <= N; ++K) {
    const Type *ParamTy = Main.getArg(K - 1)->getType();
    llvm::Value *Word = B.CreateLoad(
        B.getPtrTy(), B.CreateConstInBoundsGEP1_64(B.getPtrTy(), Argv, K));
    auto *HelperTy = llvm::FunctionType::get(
        typeOf(ParamTy), {B.getPtrTy(), B.getInt64Ty()}, false);
    Values.push_back(B.CreateCall(runtime(argumentHelper(ParamTy), HelperTy),
                                  {Word, B.getInt64(K)}));
  }
  B.CreateCall(functionOf(&Main), Values);
  B.CreateRet(B.getInt32(0));
}

//===----------------------------------------------------------------------===//
// What cannot be written
//===----------------------------------------------------------------------===//

/// A phi after `br c, L, L` may take a different value on each of the two
/// edges (docs/TAC.md); LLVM IR cannot say that.
static absl::Status checkPhiEntriesAgree(Function &F) {
  for (BasicBlock &BB : F)
    for (PhiInst &Phi : BB.phis())
      for (unsigned K = 0, E = Phi.getNumIncoming(); K != E; ++K) {
        int First = Phi.getBlockIndex(Phi.getIncomingBlock(K));
        if (Phi.getIncomingValue(First) != Phi.getIncomingValue(K))
          return makeError(
              F.getParent()->getSources(), Phi.getLoc(),
              "--emit-llvm: this phi takes different values on the two edges "
              "from one block, which LLVM IR cannot express; run "
              "split-critical-edges first");
      }
  return absl::OkStatus();
}

/// A pointer prints as the number of its allocation (ptr<N+K>), which the
/// LLVM program does not keep, and no command-line word is a pointer.
static absl::Status checkPointersStayInside(Function &F) {
  const SourceFiles &Sources = F.getParent()->getSources();
  if (F.getName() == "main" && !isCMain(F))
    for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
      if (!F.getArg(K)->getType()->isBrilType() ||
          F.getArg(K)->getType()->isTypedPointer())
        return makeError(Sources, F.getLoc(),
                         "--emit-llvm: main's parameter '" +
                             F.getArg(K)->getName().str() + "' has type " +
                             F.getArg(K)->getType()->getName() +
                             ", which the command-line reader does not read");
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (llvm::isa<PrintInst>(I))
        for (Use &U : I.operands())
          if (U.get()->getType()->isPointer())
            return makeError(Sources, I.getLoc(),
                             "--emit-llvm cannot print a pointer: it prints "
                             "as the number of its allocation, which LLVM IR "
                             "does not keep");
  return absl::OkStatus();
}

absl::Status ModuleBuilder::check() {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (absl::Status S = checkPhiEntriesAgree(F); !S.ok())
      return S;
    if (absl::Status S = checkPointersStayInside(F); !S.ok())
      return S;
  }
  return absl::OkStatus();
}

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

/// Links in the helpers of BrilRuntime.ll that the module calls, and makes
/// them internal.
absl::Status ModuleBuilder::linkRuntime() {
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> Runtime =
      llvm::parseAssemblyString(BrilRuntime, Err, Context);
  if (!Runtime)
    return absl::InternalError("BrilRuntime.ll: " + Err.getMessage().str());
  Runtime->setDataLayout(LM->getDataLayout());
  if (llvm::Linker::linkModules(*LM, std::move(Runtime),
                                llvm::Linker::LinkOnlyNeeded))
    return absl::InternalError("linking BrilRuntime.ll failed");
  for (llvm::Function &F : *LM)
    if (!F.isDeclaration() && F.getName().starts_with("mopt."))
      F.setLinkage(llvm::GlobalValue::InternalLinkage);
  return absl::OkStatus();
}

absl::StatusOr<std::unique_ptr<llvm::Module>> ModuleBuilder::build() {
  if (absl::Status S = check(); !S.ok())
    return S;
  declareAll();
  for (Function &F : M)
    if (!F.isDeclaration())
      FunctionBuilder(*this, F, *functionOf(&F)).build();
  if (Function *Main = M.lookupFunction("main");
      Main && !Main->isDeclaration() && !isCMain(*Main))
    buildArgumentReader(*Main);
  if (absl::Status S = linkRuntime(); !S.ok())
    return S;
  std::string Problems;
  llvm::raw_string_ostream OS(Problems);
  if (llvm::verifyModule(*LM, &OS))
    return absl::InternalError(
        "mopt built an LLVM module that LLVM's verifier rejects:\n" + Problems);
  return std::move(LM);
}

//===----------------------------------------------------------------------===//
// The entry point
//===----------------------------------------------------------------------===//

absl::Status llvmwrite::writeLLVMModule(Module &M, bool Bitcode,
                                        std::string &Out) {
  llvm::LLVMContext Context;
  absl::StatusOr<std::unique_ptr<llvm::Module>> LM =
      ModuleBuilder(M, Context).build();
  if (!LM.ok())
    return LM.status();
  llvm::raw_string_ostream OS(Out);
  if (Bitcode)
    llvm::WriteBitcodeToFile(**LM, OS);
  else
    (*LM)->print(OS, nullptr);
  return absl::OkStatus();
}
