//===- ControlFlow.cpp - Branches, loops and exits in mopt-gen ------------===//
//
// Ifs, while and do-while loops, irreducible loops and a loop at the
// entry, each loop counted so that it ends; break, continue and early
// return; bounded recursion; and the dead code after a terminator.
//
//===----------------------------------------------------------------------===//

#include "FunctionGen.h"

using namespace mopt;
using namespace mopt::gen;

/// if-then (the join is the branch's other target and is fallen into: a
/// critical edge) or if-then-else.
bool FunctionGen::genIf(bool WithElse, unsigned Nesting) {
  if (!afford(8))
    return false;
  std::string C = condition();
  std::string Then = newLabel(), Else = WithElse ? newLabel() : "",
              Join = newLabel();
  std::string Other = WithElse ? Else : Join;
  emit(R.percent(50) ? "br " + C + ", " + Then + ", " + Other
                     : "br " + C + ", " + Other + ", " + Then);
  label(Then);
  genRegion(nestedCount(), Nesting + 1);
  if (WithElse) {
    emit("jmp " + Join);
    label(Else);
    genRegion(nestedCount(), Nesting + 1);
  }
  label(Join);
  JumpTargets.push_back(Join);
  return true;
}

bool FunctionGen::genWhile(unsigned Nesting) {
  uint64_t N = tripBound(10);
  if (!N)
    return false;
  std::string K = newCounter();
  std::string Head = newLabel(), Body = newLabel(), Latch = newLabel(),
              Exit = newLabel();
  assign(K, Scalar::Int, "const 0");
  repeated(N + 1, [&] {
    label(Head);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Body + ", " + Exit);
    label(Body);
    Loops.push_back({Exit, Latch});
    genRegion(nestedCount(), Nesting + 1);
    Loops.pop_back();
    label(Latch);
    increment(K);
    emit("jmp " + Head);
  });
  label(Exit);
  JumpTargets.push_back(Head);
  JumpTargets.push_back(Exit);
  return true;
}

/// A do-while loop: the latch tests and exits.
bool FunctionGen::genDoWhile(unsigned Nesting) {
  uint64_t N = tripBound(10);
  if (!N)
    return false;
  std::string K = newCounter();
  std::string Body = newLabel(), Latch = newLabel(), Exit = newLabel();
  assign(K, Scalar::Int, "const 0");
  repeated(N + 1, [&] {
    label(Body);
    Loops.push_back({Exit, Latch});
    genRegion(nestedCount(), Nesting + 1);
    Loops.pop_back();
    label(Latch);
    increment(K);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Body + ", " + Exit);
  });
  label(Exit);
  JumpTargets.push_back(Body);
  return true;
}

/// A cycle of two blocks, each entered from outside: each half counts, so
/// the halves together run at most N times.
bool FunctionGen::genIrreducible(unsigned Nesting) {
  uint64_t N = tripBound(20);
  if (!N)
    return false;
  std::string K = newCounter();
  std::string A = newLabel(), LatchA = newLabel(), B = newLabel(),
              LatchB = newLabel(), Exit = newLabel();
  assign(K, Scalar::Int, "const 0");
  std::string C = condition();
  emit("br " + C + ", " + A + ", " + B);
  repeated(N + 1, [&] {
    for (int Half = 0; Half != 2; ++Half) {
      std::string Latch = Half ? LatchB : LatchA;
      label(Half ? B : A);
      Loops.push_back({Exit, Latch});
      genRegion(nestedCount(), Nesting + 1);
      Loops.pop_back();
      label(Latch);
      increment(K);
      std::string More = loopCondition(K, N);
      emit("br " + More + ", " + (Half ? A : B) + ", " + Exit);
    }
  });
  label(Exit);
  JumpTargets.push_back(Exit);
  return true;
}

/// break, continue or return, under a condition; what follows the jump is
/// dead code. None leaves a heap object's code (which must free it), and
/// break and continue only go to loops inside it.
bool FunctionGen::genExit() {
  bool CanJump = Loops.size() > ExitFloor, CanReturn = OpenHeap == 0;
  if (!afford(10) || !(CanJump || CanReturn))
    return false;
  unsigned Kind = !CanJump ? 2 : CanReturn ? R.below(3) : R.below(2);
  std::string Target =
      Kind == 2 ? "" : (Kind == 0 ? Loops.back().Exit : Loops.back().Latch);
  std::string C = condition();
  std::string Next = newLabel();
  if (Kind != 2 && R.percent(40)) {
    // Straight to the exit or latch: a critical edge.
    emit(R.percent(50) ? "br " + C + ", " + Target + ", " + Next
                       : "br " + C + ", " + Next + ", " + Target);
  } else {
    std::string Taken = newLabel();
    emit(R.percent(50) ? "br " + C + ", " + Taken + ", " + Next
                       : "br " + C + ", " + Next + ", " + Taken);
    label(Taken);
    genStraight(R.below(3), true);
    if (Kind != 2)
      emit("jmp " + Target);
    else
      emit("ret" + returnOperand());
    deadCode();
  }
  label(Next);
  JumpTargets.push_back(Next);
  return true;
}

/// A do-while loop that is the first thing in the function, so the entry
/// block is a jump target; its counter needs no reset, as variables start
/// at 0 in every call.
void FunctionGen::genEntryLoop() {
  uint64_t N = tripBound(10);
  if (!N)
    return;
  std::string K = newCounter();
  std::string Top = newLabel(), Exit = newLabel();
  repeated(N + 1, [&] {
    label(Top);
    genStraight(R.range(1, 3), true);
    increment(K);
    std::string C = loopCondition(K, N);
    emit("br " + C + ", " + Top + ", " + Exit);
  });
  label(Exit);
}

/// `if depth > 0: call self(depth - 1, ...)`, at the top level of the body,
/// so it runs at most once per call.
void FunctionGen::genRecursion() {
  std::string G = newSSA(), Rec = newLabel(), Next = newLabel();
  std::string Op = spell(Gt);
  emit(G + " = " + Op + " " + read("depth") + ", 0");
  emit("br " + G + ", " + Rec + ", " + Next);
  label(Rec);
  std::vector<std::string> Args(Self->Params.size());
  Args[0] = newSSA();
  // Opcode and second operand.
  static const char *const Decrease[][2] = {
      {"sub", "1"}, {"+", "-1"}, {">>", "1"}};
  const auto &[Opcode, By] = Decrease[R.below(3)];
  emit(Args[0] + " = " + Opcode + " " + read("depth") + ", " + By);
  define(Args[0]);
  for (size_t K = 1; K != Args.size(); ++K)
    Args[K] = Self->Params[K].isPointer() ? pointerArgument(Self->Params[K])
                                          : operand(Self->Params[K].Elem);
  std::string Call = "call " + Self->Name + ", " + joinArgs(Args);
  if (Self->Returns == ReturnKind::FreshPointer) {
    genFreshResult(Call, *Self);
  } else if (Self->Returns == ReturnKind::Void) {
    emit(Call);
  } else {
    std::string D = destination(Self->RetElem);
    assign(D, Self->RetElem, Call);
  }
  label(Next);
}

/// Code after a terminator: a dead tail in the same block (whose jumps are
/// no edges, so they may go anywhere), and perhaps a labelled block that
/// nothing jumps to.
void FunctionGen::deadCode() {
  Avail.clear();
  if (R.percent(60)) {
    genStraight(R.range(1, 3), false);
    if (R.percent(40))
      emit(terminator(UsedLabels));
  }
  if (R.percent(35)) {
    label(newLabel());
    genStraight(R.below(3), false);
    emit(terminator(JumpTargets));
  }
}

std::string FunctionGen::terminator(const std::vector<std::string> &Targets) {
  uint64_t K = Targets.empty() ? 0 : R.below(4);
  switch (K) {
  case 0:
    return "ret" + returnOperand();
  case 1:
    return "jmp " + R.pick(Targets);
  case 2: {
    std::string C = operand(), A = R.pick(Targets);
    return "br " + C + ", " + A + ", " + R.pick(Targets);
  }
  default: {
    std::string C = operand(), L = R.pick(Targets);
    return "br " + C + ", " + L + ", " + L;
  }
  }
}
