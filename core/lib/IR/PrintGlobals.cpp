//===- PrintGlobals.cpp - A module's declarations and globals as TAC ------===//
//
// The prologue of a module's text: `declare` lines, then `global` lines
// whose initializers are strings of bytes (printable ASCII as itself, the
// rest as \HH, as LLVM spells its strings), `zero N` for runs of zero bytes
// and `@NAME` or `@NAME+OFFSET` for the addresses stored in them. `;` and
// `#` are escaped too, so that no comment starts inside a string.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "llvm/ADT/StringExtras.h"

using namespace mopt;

/// A run of zero bytes at least this long prints as `zero N`.
static constexpr size_t ZeroRun = 8;

static bool printsAsItself(uint8_t Byte) {
  return Byte >= 0x20 && Byte < 0x7f && Byte != '"' && Byte != '\\' &&
         Byte != ';' && Byte != '#';
}

/// Bytes [From, To) of G's initializer, as items separated by ", ".
static void printBytes(llvm::ArrayRef<uint8_t> Bytes, std::string &Out,
                       bool &FirstItem) {
  size_t K = 0;
  while (K != Bytes.size()) {
    Out += FirstItem ? " = " : ", ";
    FirstItem = false;
    size_t Zeros = 0;
    while (K + Zeros != Bytes.size() && Bytes[K + Zeros] == 0)
      ++Zeros;
    if (Zeros >= ZeroRun) {
      Out += "zero " + std::to_string(Zeros);
      K += Zeros;
      continue;
    }
    Out += '"';
    for (; K != Bytes.size(); ++K) {
      size_t Run = 0;
      while (K + Run != Bytes.size() && Bytes[K + Run] == 0)
        ++Run;
      if (Run >= ZeroRun)
        break;
      if (printsAsItself(Bytes[K])) {
        Out += char(Bytes[K]);
        continue;
      }
      Out += '\\';
      Out += llvm::hexdigit(Bytes[K] >> 4, /*LowerCase=*/false);
      Out += llvm::hexdigit(Bytes[K] & 15, /*LowerCase=*/false);
    }
    Out += '"';
  }
}

static void printGlobal(const GlobalVariable &G, std::string &Out) {
  Out += "global @";
  Out += G.getName();
  Out += ": " + std::to_string(G.getSize());
  if (G.isConstant())
    Out += " const";
  llvm::ArrayRef<uint8_t> Bytes = G.getBytes();
  bool FirstItem = true;
  uint64_t At = 0;
  for (const GlobalVariable::Reference &R : G.getReferences()) {
    printBytes(Bytes.slice(At, R.Offset - At), Out, FirstItem);
    Out += FirstItem ? " = @" : ", @";
    FirstItem = false;
    Out += R.Global ? R.Global->getName() : R.Callee->getName();
    if (R.Addend)
      Out += (R.Addend > 0 ? "+" : "") + std::to_string(R.Addend);
    At = R.Offset + 8;
  }
  // An initializer of zeros alone is left out.
  if (!FirstItem ||
      llvm::any_of(Bytes.drop_front(At), [](uint8_t B) { return B != 0; }))
    printBytes(Bytes.drop_front(At), Out, FirstItem);
  Out += '\n';
}

void mopt::printModulePrologue(const Module &CM, std::string &Out) {
  Module &M = const_cast<Module &>(CM);
  size_t Start = Out.size();
  for (Function &F : M)
    if (F.isDeclaration())
      Out += "declare " + printSignature(F) + "\n";
  for (const std::unique_ptr<GlobalVariable> &G : M.globals())
    printGlobal(*G, Out);
  if (Out.size() != Start)
    Out += '\n';
}
