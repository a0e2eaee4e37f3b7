//===- IRWalk.cpp - The cost of touching every instruction ----------------===//
//
// ir-walk FILE...: for each TAC file, reads it and times the cheapest
// possible passes over its first function: a walk of the instruction lists
// that reads each opcode, and a walk that also reads the kind of each
// operand's value. No pass does less per instruction, so the growth of
// these figures with the size of the function is the floor under any
// growth of the real pipeline's cost per instruction on this machine: it
// is what the memory hierarchy charges for an IR that no longer fits in
// the caches. Prints the least of several runs, in ns per instruction.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/TAC/Parser.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

using namespace mopt;

namespace {

double secondsNow() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

/// The least time of Runs calls of Walk, in ns per instruction.
template <typename WalkFn>
double leastNsPerInstruction(unsigned NumInsts, unsigned Runs, WalkFn Walk) {
  double Best = 1e300;
  for (unsigned R = 0; R != Runs; ++R) {
    double Start = secondsNow();
    Walk();
    Best = std::min(Best, secondsNow() - Start);
  }
  return Best * 1e9 / NumInsts;
}

int walkFile(const char *Path) {
  std::ifstream In(Path);
  std::stringstream Text;
  Text << In.rdbuf();
  auto M = parseTAC(Text.str(), Path);
  if (!M.ok() || (*M)->size() == 0) {
    std::fprintf(stderr, "ir-walk: cannot read a function from %s\n", Path);
    return 1;
  }
  Function &F = *(*M)->begin();
  unsigned NumInsts = F.renumberInstructions();
  // Sums keep the compiler from dropping the loops.
  volatile unsigned long Sink = 0;
  double Opcodes = leastNsPerInstruction(NumInsts, 5, [&] {
    unsigned long Sum = 0;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        Sum += static_cast<unsigned>(I.getOpcode());
    Sink = Sink + Sum;
  });
  double Operands = leastNsPerInstruction(NumInsts, 5, [&] {
    unsigned long Sum = 0;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        for (Use &U : I.operands())
          Sum += static_cast<unsigned>(U.get()->getKind());
    Sink = Sink + Sum;
  });
  std::printf("%s: %u instructions, walk %.1f ns/instruction, walk with "
              "operands %.1f ns/instruction\n",
              Path, NumInsts, Opcodes, Operands);
  return 0;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::fprintf(stderr, "usage: ir-walk FILE.tac...\n");
    return 1;
  }
  int Status = 0;
  for (int I = 1; I != Argc; ++I)
    Status |= walkFile(Argv[I]);
  return Status;
}
