//===- Printer.cpp - Writing TAC text -------------------------------------===//
//
// Writes each function as `func NAME(PARAMS):`, then each block as its label
// followed by its instructions indented by two blanks. An unnamed entry
// block (code before the first label) prints without a label, as it was
// read, unless a branch or phi names it; any other unnamed block prints as
// `_bbN` (N its layout position) so the output still parses.
//
//===----------------------------------------------------------------------===//

#include "mopt/TAC/Printer.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"

using namespace mopt;

static void printBlockName(const BasicBlock &BB, std::string &Out) {
  if (BB.hasName()) {
    Out += BB.getName();
    return;
  }
  Out += "_bb";
  Out += std::to_string(BB.getNumber());
}

static void printOperand(const Value *V, std::string &Out) {
  if (!V) {
    Out += "<null>";
    return;
  }
  switch (V->getKind()) {
  case ValueKind::ConstantInt:
    Out += std::to_string(llvm::cast<ConstantInt>(V)->getValue());
    return;
  case ValueKind::Argument:
    Out += std::to_string(llvm::cast<Argument>(V)->getIndex());
    return;
  case ValueKind::Variable:
    Out += V->getName();
    return;
  case ValueKind::BasicBlock:
    printBlockName(*llvm::cast<BasicBlock>(V), Out);
    return;
  case ValueKind::Instruction:
    Out += '%';
    Out += V->getName();
    return;
  }
}

static void printOperandList(const Instruction &I, std::string &Out) {
  for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K) {
    Out += K ? ", " : " ";
    printOperand(I.getOperand(K), Out);
  }
}

static void printBody(const Instruction &I, std::string &Out) {
  Opcode Op = I.getOpcode();
  llvm::StringRef Symbol = getOpcodeSymbol(Op);
  Out += Symbol.empty() ? getOpcodeWord(Op) : Symbol;
  if (const auto *Phi = llvm::dyn_cast<PhiInst>(&I)) {
    for (unsigned K = 0, E = Phi->getNumIncoming(); K != E; ++K) {
      Out += K ? ", [" : " [";
      printOperand(Phi->getIncomingValue(K), Out);
      Out += ", ";
      printBlockName(*Phi->getIncomingBlock(K), Out);
      Out += ']';
    }
    return;
  }
  if (const auto *Call = llvm::dyn_cast<CallInst>(&I)) {
    Out += ' ';
    Out += Call->getCallee() ? Call->getCallee()->getName() : "<null>";
    for (const Use &U : Call->operands()) {
      Out += ", ";
      printOperand(U.get(), Out);
    }
    return;
  }
  if (const auto *Print = llvm::dyn_cast<PrintInst>(&I)) {
    for (unsigned K = 0, E = Print->getNumOperands(); K != E; ++K) {
      Out += K ? ", " : " ";
      printOperand(Print->getOperand(K), Out);
      if (Print->getFormat(K) == PrintFormat::Bool)
        Out += ":bool";
    }
    return;
  }
  printOperandList(I, Out);
}

static void printInstructionTo(const Instruction &I, std::string &Out) {
  if (const Variable *Dest = I.getDestVariable()) {
    Out += Dest->getName();
    Out += " = ";
  } else if (I.hasName()) {
    Out += '%';
    Out += I.getName();
    Out += " = ";
  }
  printBody(I, Out);
}

std::string mopt::printInstruction(const Instruction &I) {
  std::string Out;
  printInstructionTo(I, Out);
  return Out;
}

/// Whether a branch or a phi entry names BB, so that it needs a label.
static bool isNamedByCode(Function &F, const BasicBlock &BB) {
  if (!BB.use_empty())
    return true;
  for (BasicBlock &B : F)
    for (Instruction &I : B)
      if (auto *Phi = llvm::dyn_cast<PhiInst>(&I))
        if (Phi->getBlockIndex(&BB) >= 0)
          return true;
  return false;
}

void mopt::printFunction(const Function &CF, std::string &Out) {
  // Numbering is the only state printing touches; it does not change the IR.
  Function &F = const_cast<Function &>(CF);
  F.renumberBlocks();
  // An unnamed entry block prints without a label unless something names it
  // (a pass may merge a labelled block into it, or add phi entries for it).
  bool LabelEntry = !F.empty() && !F.getEntryBlock().hasName() &&
                    isNamedByCode(F, F.getEntryBlock());
  Out += "func ";
  Out += F.getName();
  Out += '(';
  for (unsigned K = 0, E = F.getNumParams(); K != E; ++K) {
    if (K)
      Out += ", ";
    Out += F.getArg(K)->getName();
  }
  Out += "):\n";
  for (BasicBlock &BB : F) {
    if (BB.hasName() || &BB != &F.getEntryBlock() || LabelEntry) {
      printBlockName(BB, Out);
      Out += ":\n";
    }
    for (Instruction &I : BB) {
      Out += "  ";
      printInstructionTo(I, Out);
      Out += '\n';
    }
  }
}

void mopt::printModule(const Module &CM, std::string &Out) {
  Module &M = const_cast<Module &>(CM);
  bool First = true;
  for (Function &F : M) {
    if (!First)
      Out += '\n';
    First = false;
    printFunction(F, Out);
  }
}
