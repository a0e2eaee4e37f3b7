//===- LLVMWriter.cpp - Writing a module as LLVM IR text ------------------===//
//
// writeLLVMModule checks that the module can be written (in CFG form, no
// phi that tells apart the two edges from one block, no pointer printed or
// read from the command line), then writes it: one FunctionWriter per
// function (FunctionWriter.cpp), then what the functions asked the
// ModuleWriter for: the `main` wrapper, the helpers (RuntimeHelpers.cpp),
// the string constants and the C library declarations.
//
//===----------------------------------------------------------------------===//

#include "mopt/LLVMIR/LLVMWriter.h"
#include "LLVMWriterImpl.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"

using namespace mopt;
using namespace mopt::llvmir;

static const char LibraryDeclarations[] =
    "declare i32 @printf(ptr, ...)\n"
    "declare i32 @dprintf(i32, ptr, ...)\n"
    "declare void @exit(i32) noreturn\n"
    "declare i32 @strcmp(ptr, ptr)\n"
    "declare i64 @strtoll(ptr, ptr, i32)\n"
    "declare double @strtod(ptr, ptr)\n"
    "declare i64 @strlen(ptr)\n"
    "declare ptr @malloc(i64)\n"
    "declare void @free(ptr)\n"
    "declare double @log10(double)\n"
    "declare double @llvm.fabs.f64(double)\n";

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

std::string ModuleWriter::stringPointer(llvm::StringRef Text) {
  auto [It, Inserted] = StringIds.try_emplace(Text, Strings.size());
  if (Inserted)
    Strings.push_back(Text.str());
  return absl::StrCat("@.str.", It->second);
}

void ModuleWriter::writeStrings(std::string &Out) {
  if (!Strings.empty())
    Out += '\n';
  for (unsigned K = 0, E = Strings.size(); K != E; ++K)
    absl::StrAppend(&Out, "@.str.", K, " = private unnamed_addr constant [",
                    Strings[K].size() + 1, " x i8] c\"", escape(Strings[K]),
                    "\\00\"\n");
}

/// A phi after `br c, L, L` may take a different value on each of the two
/// edges (docs/TAC.md); LLVM IR cannot say that, so such a phi is an error
/// until split-critical-edges has given each edge a block of its own.
static absl::Status checkPhiEntriesAgree(Function &F) {
  for (BasicBlock &BB : F)
    for (PhiInst &Phi : BB.phis()) {
      for (unsigned K = 0, E = Phi.getNumIncoming(); K != E; ++K) {
        int First = Phi.getBlockIndex(Phi.getIncomingBlock(K));
        if (Phi.getIncomingValue(First) != Phi.getIncomingValue(K))
          return makeError(
              F.getParent()->getSources(), Phi.getLoc(),
              "--emit-llvm: this phi takes different values on the two edges "
              "from one block, which LLVM IR cannot express; run "
              "split-critical-edges first");
      }
    }
  return absl::OkStatus();
}

/// A pointer prints as the number of its allocation (ptr<N+K>), which the
/// LLVM program does not keep, and no command-line word is a pointer: a
/// pointer printed, or a pointer parameter of main, is refused.
static absl::Status checkPointersStayInside(Function &F) {
  const SourceFiles &Sources = F.getParent()->getSources();
  if (F.getName() == "main")
    for (unsigned K = 0, E = F.getNumParams(); K != E; ++K)
      if (!F.getArg(K)->getType()->isBrilType() ||
          F.getArg(K)->getType()->isTypedPointer())
        return makeError(Sources, F.getLoc(),
                         "--emit-llvm: main's parameter '" +
                             F.getArg(K)->getName().str() + "' has type " +
                             F.getArg(K)->getType()->getName() +
                             ", which the command-line wrapper does not read");
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

absl::Status ModuleWriter::write(std::string &Out) {
  // Global variables and declared functions are written once the writer is
  // built on LLVM's own IRBuilder (docs/LLVMIR.md).
  if (!M.globals().empty())
    return makeError(M.getSources(), M.globals().front()->getLoc(),
                     "--emit-llvm does not write global variables yet ('@" +
                         M.globals().front()->getName().str() + "')");
  for (Function &F : M)
    if (F.isDeclaration())
      return makeError(M.getSources(), F.getLoc(),
                       "--emit-llvm does not write declared functions yet ('" +
                           F.getName().str() + "')");
  for (Function &F : M) {
    if (F.getForm() == IRForm::Flat)
      return makeError(M.getSources(), F.getLoc(),
                       "--emit-llvm needs CFG form; run lower first "
                       "(-passes=lower)");
    if (absl::Status S = checkPhiEntriesAgree(F); !S.ok())
      return S;
    if (absl::Status S = checkPointersStayInside(F); !S.ok())
      return S;
  }
  std::string Text = "; Written by mopt --emit-llvm.\n";
  for (Function &F : M) {
    Text += '\n';
    FunctionWriter(*this, F).write(Text);
  }
  if (Function *Main = M.lookupFunction("main"))
    writeMainWrapper(*Main, Text);
  // Writing a helper may ask for one later in the order, never earlier.
  for (unsigned K = 0; K != unsigned(Helper::NumHelpers); ++K)
    if (Needed.test(K))
      writeHelper(Helper(K), Text);
  writeStrings(Text);
  absl::StrAppend(&Text, "\n", LibraryDeclarations);
  Out += Text;
  return absl::OkStatus();
}

absl::Status mopt::writeLLVMModule(Module &M, std::string &Out) {
  return ModuleWriter(M).write(Out);
}
