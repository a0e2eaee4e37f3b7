//===- Interpreter.cpp - Running a module in execution form ---------------===//
//
// The module is first translated into execution form (ExecForm.h); then one
// loop runs it, dispatching on each operation with a computed goto to the
// code for its kind, so that each operation ends in its own indirect jump
// (the dispatch CPython and Lua build with GCC's labels as values).
//
// The running frame's registers are a pointer into one value stack; a call
// copies its arguments into the callee's frame above the caller's, and
// Frame records the call operation that awaits the result. Steps are added
// a segment at a time (ExecForm.h); when a segment would pass the step
// limit, the loop switches to a dispatch table whose every entry counts one
// operation and checks the limit before running it.
//
// A load, a store or an alloca whose checks pass runs inline (Memory's
// bytesFor and pushStackSlot); the rest of memory, calls of the C library
// and print run in member functions, out of the loop. A failure records an
// error at the operation's instruction and ends the run.
//
//===----------------------------------------------------------------------===//

#include "mopt/Interp/Interpreter.h"
#include "ExecForm.h"
#include "Memory.h"
#include "Runtime.h"
#include "Values.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/GlobalVariable.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/StoreBytes.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/Support/Compiler.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

using namespace mopt;
using llvm::cast;

/// The value stack never grows past this many slots (1 GiB).
static constexpr size_t MaxStackSlots = size_t(1) << 27;

static std::string argCountMessage(const Function &F, size_t Got) {
  return "wrong number of arguments to '" + F.getName().str() + "': expected " +
         std::to_string(F.getNumParams()) + ", got " + std::to_string(Got);
}

namespace {

/// A running function: where its registers start, and the call operation
/// in the caller that receives its result (null for main).
struct Frame {
  const ExecOp *Caller;
  size_t Base;
  uint32_t Func;
  /// Memory::stackMark() when the frame was pushed: its alloca slots are
  /// the ones made since.
  size_t StackSlotMark;
};

class Interpreter {
public:
  Interpreter(Module &M, std::FILE *Out, const RunOptions &Opts)
      : M(M), Out(Out), Opts(Opts), RT(Mem, Out) {}

  absl::StatusOr<int64_t> run(llvm::ArrayRef<int64_t> MainArgs);
  uint64_t getSteps() const { return Steps; }

private:
  bool prepareGlobals();
  bool setUpCMain(const Function &Main, int64_t *Args);

  bool loop();
  bool reserveSlots(size_t N) {
    return LLVM_LIKELY(Top + N <= Stack.size()) || growSlots(N);
  }
  bool growSlots(size_t N);
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool pushFrame(const ExecOp &Call,
                                              uint32_t Callee,
                                              const uint32_t *Slots,
                                              unsigned NumActuals);
  bool callIndirect(const ExecOp &Op, bool &Returned);
  bool checkIndirectCallee(const ExecOp &Op, int64_t Target);
  bool callRuntime(const ExecOp &Op, uint32_t Callee, const uint32_t *Slots,
                   unsigned NumActuals);
  bool execMemory(const ExecOp &Op);
  bool execPrint(const ExecOp &Op);
  bool execMidPhi(const ExecOp &Op);
  bool failStepLimit(const ExecOp &Op, uint64_t StepsBefore);
  bool fail(const ExecOp &Op, std::string Msg);

  Frame &topFrame() { return Frames[Depth - 1]; }
  int64_t *registers() { return Stack.data() + topFrame().Base; }
  void addFrame(const Frame &Fr) {
    if (Depth == Frames.size())
      Frames.emplace_back();
    Frames[Depth++] = Fr;
  }
  const Instruction &siteOf(const ExecOp &Op) const {
    return *P.Sites[&Op - P.Code.data()];
  }

  Module &M;
  std::FILE *Out;
  const RunOptions &Opts;
  Memory Mem;
  Runtime RT;
  GlobalAddressMap GlobalAddress;
  ExecProgram P;
  /// The running frames are Frames[0, Depth); the records above are kept.
  std::vector<Frame> Frames;
  size_t Depth = 0;
  std::vector<int64_t> Stack;
  size_t Top = 0;
  std::vector<int64_t> Scratch;
  /// By operation: the last callee address a CallIndirect there was checked
  /// against (0 for none); made at the first indirect call.
  std::vector<int64_t> CheckedTargets;
  std::string PrintBuf;
  uint64_t Steps = 0;
  int64_t Result = 0;
  /// Set when exit() ends the run.
  bool Exited = false;
  absl::Status Err;
};

} // namespace

//===----------------------------------------------------------------------===//
// Set-up
//===----------------------------------------------------------------------===//

/// Makes each global's allocation, then writes the addresses its initial
/// bytes hold.
bool Interpreter::prepareGlobals() {
  const Type *Ptr = Type::getOpaquePointer();
  llvm::DenseMap<const Function *, uint32_t> FuncIndex;
  for (Function &F : M)
    FuncIndex[&F] = uint32_t(FuncIndex.size());
  for (const std::unique_ptr<GlobalVariable> &G : M.globals()) {
    int64_t Address;
    if (auto E = Mem.allocateGlobal(G->getBytes(), Address)) {
      Err = makeError(M.getSources(), G->getLoc(), *E);
      return false;
    }
    GlobalAddress[G.get()] = Address;
    // C's stdin, stdout and stderr: FILE pointers the runtime knows.
    if (G->isCStream()) {
      int64_t Stream;
      Mem.allocateGlobal({0}, Stream);
      RT.setStream(G->getName(), Stream);
      Mem.store(Address, Ptr, {}, Stream);
    }
  }
  for (const std::unique_ptr<GlobalVariable> &G : M.globals())
    for (const GlobalVariable::Reference &R : G->getReferences()) {
      int64_t Target =
          R.Global ? Memory::offsetPointer(GlobalAddress.lookup(R.Global),
                                           R.Addend, {})
                   : Memory::functionPointer(FuncIndex.lookup(R.Callee));
      int64_t At = Memory::offsetPointer(GlobalAddress.lookup(G.get()),
                                         int64_t(R.Offset), {});
      if (auto E = Mem.store(At, Ptr, {}, Target)) {
        Err = makeError(M.getSources(), G->getLoc(), *E);
        return false;
      }
    }
  return true;
}

/// C's argv: a pointer to the words (the program's name, "main", first),
/// each a NUL-terminated string, then a null pointer.
bool Interpreter::setUpCMain(const Function &Main, int64_t *Args) {
  std::vector<std::string> Words = {"main"};
  Words.insert(Words.end(), Opts.ProgramWords.begin(), Opts.ProgramWords.end());
  const Type *Ptr = Type::getOpaquePointer();
  int64_t Argv;
  auto E = Mem.allocateBytes(int64_t(Words.size() + 1) * 8, Argv);
  for (size_t K = 0; K != Words.size() && !E; ++K) {
    int64_t Word;
    uint8_t *Bytes;
    size_t Size;
    E = Mem.allocateBytes(int64_t(Words[K].size()) + 1, Word);
    if (!E)
      E = Mem.span(Word, Bytes, Size);
    if (!E)
      std::memcpy(Bytes, Words[K].c_str(), Words[K].size() + 1);
    if (!E)
      E = Mem.store(Memory::offsetPointer(Argv, int64_t(K) * 8, {}), Ptr, {},
                    Word);
  }
  if (E) {
    Err = makeError(M.getSources(), Main.getLoc(), *E);
    return false;
  }
  Args[0] = int64_t(Words.size());
  Args[1] = Argv;
  return true;
}

//===----------------------------------------------------------------------===//
// Frames
//===----------------------------------------------------------------------===//

/// Makes room for N slots above Top; false if that passes MaxStackSlots.
bool Interpreter::growSlots(size_t N) {
  if (Top + N > MaxStackSlots)
    return false;
  Stack.resize(std::min(std::max(2 * Stack.size(), Top + N), MaxStackSlots));
  return true;
}

/// Pushes a frame of function Callee whose arguments are the caller's
/// registers Slots[0, NumActuals), for the call operation Call.
bool Interpreter::pushFrame(const ExecOp &Call, uint32_t Callee,
                            const uint32_t *Slots, unsigned NumActuals) {
  const ExecFunction &EF = P.Functions[Callee];
  if (NumActuals != EF.NumArgs &&
      !(EF.F->isVarArg() && NumActuals > EF.NumArgs))
    return fail(Call, argCountMessage(*EF.F, NumActuals));
  if (Depth >= Opts.MaxCallDepth)
    return fail(Call, "call depth limit exceeded");
  size_t Base = Top;
  if (!reserveSlots(EF.FrameSize))
    return fail(Call, "out of memory for call frames");
  int64_t *Caller = registers();
  int64_t *R = Stack.data() + Base;
  for (unsigned K = 0; K != EF.NumArgs; ++K)
    R[K] = Caller[Slots[K]];
  std::fill(R + EF.NumArgs, R + EF.ZeroEnd, 0);
  if (!EF.Constants.empty())
    std::copy(EF.Constants.begin(), EF.Constants.end(), R + EF.ConstBase);
  Top = Base + EF.FrameSize;
  addFrame({&Call, Base, Callee, Mem.stackMark()});
  return true;
}

//===----------------------------------------------------------------------===//
// Out-of-loop operations
//===----------------------------------------------------------------------===//

/// Calls the function operand Slots[Op.Imm] points to. Returned is set if
/// the callee is the C library's and so has already returned. The callee's
/// types are checked the first time the call reaches it (CheckedTargets).
bool Interpreter::callIndirect(const ExecOp &Op, bool &Returned) {
  int64_t Target = registers()[P.Slots[Op.Imm]];
  if (CheckedTargets.empty())
    CheckedTargets.assign(P.Code.size(), 0);
  int64_t &Checked = CheckedTargets[&Op - P.Code.data()];
  if (Checked != Target) {
    if (!checkIndirectCallee(Op, Target))
      return false;
    Checked = Target;
  }
  uint32_t Callee = *Memory::functionIndex(Target);
  Returned = P.Functions[Callee].F->isDeclaration();
  if (Returned)
    return callRuntime(Op, Callee, &P.Slots[Op.A], Op.B);
  return pushFrame(Op, Callee, &P.Slots[Op.A], Op.B);
}

/// Whether Target is a function that returns the call's type and takes its
/// arguments' types; if not, the error that says why.
bool Interpreter::checkIndirectCallee(const ExecOp &Op, int64_t Target) {
  auto &CI = cast<CallIndirectInst>(siteOf(Op));
  std::optional<uint32_t> Callee = Memory::functionIndex(Target);
  if (!Callee || *Callee >= P.Functions.size())
    return fail(Op, "call through " + Memory::describe(Target, {}) +
                        ", which is not the address of a function");
  const Function &F = *P.Functions[*Callee].F;
  if (F.getReturnType() != CI.getType())
    return fail(Op, "call through a pointer to '" + F.getName().str() +
                        "', which returns " + F.getReturnType()->getName() +
                        ", not " + CI.getType()->getName());
  for (unsigned K = 0; K < F.getNumParams() && K < CI.getNumArgs(); ++K)
    if (F.getArg(K)->getType() != CI.getArg(K)->getType())
      return fail(Op, "call through a pointer to '" + F.getName().str() +
                          "', whose argument " + std::to_string(K) +
                          " has type " + F.getArg(K)->getType()->getName() +
                          ", not " + CI.getArg(K)->getType()->getName());
  return true;
}

/// A call of a declared function: the runtime's function of its name.
bool Interpreter::callRuntime(const ExecOp &Op, uint32_t Callee,
                              const uint32_t *Slots, unsigned NumActuals) {
  const ExecFunction &EF = P.Functions[Callee];
  int64_t *R = registers();
  Scratch.clear();
  for (unsigned K = 0; K != NumActuals; ++K)
    Scratch.push_back(R[Slots[K]]);
  RuntimeCall C{Scratch, siteOf(Op).getType(), 0, std::nullopt};
  if (auto E = RT.call(EF.External, EF.F->getName(), C))
    return fail(Op, *E);
  if (C.ExitStatus) {
    Result = *C.ExitStatus;
    Exited = true;
    return true;
  }
  registers()[Op.Dst] = C.Result;
  return true;
}

bool Interpreter::execMemory(const ExecOp &Op) {
  const ExecTypes &T = P.Types[Op.Imm];
  int64_t *R = registers();
  std::optional<std::string> E;
  int64_t V = 0;
  switch (Op.Code) {
  case ExecCode::Alloc:
    E = Mem.allocate(R[Op.A], T.View, &siteOf(Op), V);
    break;
  case ExecCode::Alloca:
    E = Mem.allocateStackSlot(T.View.ElementSize, &siteOf(Op), V);
    break;
  case ExecCode::AllocaBytes:
    E = Mem.allocateStackSlot(R[Op.A], &siteOf(Op), V);
    break;
  case ExecCode::Load:
  case ExecCode::LoadWord:
  case ExecCode::LoadI32:
    E = Mem.load(R[Op.A], T.Result, T.View, V);
    break;
  case ExecCode::Store:
  case ExecCode::StoreWord:
  case ExecCode::StoreI32:
    E = Mem.store(R[Op.A], T.Result, T.View, R[Op.B]);
    return !E || fail(Op, *E);
  case ExecCode::Free:
    E = Mem.release(R[Op.A], T.View);
    return !E || fail(Op, *E);
  case ExecCode::PtrAdd:
    V = Memory::offsetPointer(R[Op.A], R[Op.B], T.View);
    break;
  default:
    llvm_unreachable("not a memory operation");
  }
  if (E)
    return fail(Op, *E);
  R[Op.Dst] = V;
  return true;
}

bool Interpreter::execPrint(const ExecOp &Op) {
  const Instruction &I = siteOf(Op);
  int64_t *R = registers();
  PrintBuf.clear();
  for (unsigned K = 0; K != Op.B; ++K) {
    if (K)
      PrintBuf += ' ';
    appendValue(I.getOperand(K)->getType(), R[P.Slots[Op.A + K]], PrintBuf);
  }
  PrintBuf += '\n';
  if (Out)
    std::fwrite(PrintBuf.data(), 1, PrintBuf.size(), Out);
  return true;
}

/// A phi below its block's top reads its entry for the edge control came
/// by, which the hidden slot R[Op.A] names: the entries from one block pair
/// with its edges in order.
bool Interpreter::execMidPhi(const ExecOp &Op) {
  auto &Phi = cast<PhiInst>(siteOf(Op));
  int64_t *R = registers();
  const ExecEdge &Edge = P.Edges[R[Op.A]];
  if (!Edge.Pred)
    return fail(Op, "phi in a block entered without a predecessor");
  unsigned K = 0, Seen = 0;
  for (unsigned E = Phi.getNumIncoming(); K != E; ++K)
    if (Phi.getIncomingBlock(K) == Edge.Pred && Seen++ == Edge.Ordinal)
      break;
  if (K == Phi.getNumIncoming())
    return fail(Op, "phi has no entry for block '" +
                        Edge.Pred->getName().str() + "'");
  R[Op.Dst] = R[P.Slots[Op.B + K]];
  return true;
}

/// The step limit passes at Op, which counts one instruction, or at the
/// (MaxSteps - StepsBefore)-th phi of an edge's moves.
bool Interpreter::failStepLimit(const ExecOp &Op, uint64_t StepsBefore) {
  std::string Msg = "step limit exceeded: " + std::to_string(Opts.MaxSteps) +
                    " instructions run (mopt --max-steps=N sets the limit)";
  if (Op.Code != ExecCode::EdgeMoves)
    return fail(Op, Msg);
  const PhiInst &Phi = *P.Moves[Op.A + (Opts.MaxSteps - StepsBefore)].Phi;
  Err = makeError(M.getSources(), Phi.getLoc(), Msg);
  return false;
}

bool Interpreter::fail(const ExecOp &Op, std::string Msg) {
  Err = makeError(M.getSources(), siteOf(Op).getLoc(), Msg);
  return false;
}

//===----------------------------------------------------------------------===//
// The dispatch loop
//===----------------------------------------------------------------------===//

bool Interpreter::loop() {
  static const void *const Fast[] = {
#define MOPT_EXEC_LABEL(Name) &&Op##Name,
      MOPT_EXEC_OPS(MOPT_EXEC_LABEL)
#undef MOPT_EXEC_LABEL
  };
  constexpr size_t NumCodes = sizeof(Fast) / sizeof(Fast[0]);
  const void *Careful[NumCodes];
  std::fill(Careful, Careful + NumCodes, &&CountOne);
  const void *const *Table = Fast;
  // All ones while segments are counted whole; 0 once counting one by one.
  uint32_t SegmentMask = ~0u;

  const ExecOp *const Code = P.Code.data();
  const uint32_t *const Slots = P.Slots.data();
  const uint64_t MaxSteps = Opts.MaxSteps;
  const ExecOp *PC = Code + P.Functions[topFrame().Func].Entry;
  int64_t *R = registers();
  uint64_t Count = P.Functions[topFrame().Func].EntryCount;
  // The step count lives in a register while the loop runs.
  struct WriteBack {
    uint64_t &To;
    const uint64_t &From;
    ~WriteBack() { To = From; }
  };
  uint64_t StepCount = Steps;
  WriteBack SyncSteps{Steps, StepCount};
  int64_t V;

#define DISPATCH() goto *Table[unsigned(PC->Code)]
#define NEXT()                                                                 \
  do {                                                                         \
    ++PC;                                                                      \
    DISPATCH();                                                                \
  } while (0)
  // Enters the segment at PC, of length N.
#define ENTER(N)                                                               \
  do {                                                                         \
    Count = (N);                                                               \
    goto EnterSegment;                                                         \
  } while (0)
#define BINARY(Name, Expr)                                                     \
  Op##Name : {                                                                 \
    int64_t A = R[PC->A], B = R[PC->B];                                        \
    R[PC->Dst] = (Expr);                                                       \
    NEXT();                                                                    \
  }
#define FLOAT_BINARY(Name, Expr)                                               \
  BINARY(Name, ([](double A, double B) { return Expr; })(arith::asFloat(A),    \
                                                         arith::asFloat(B)))
#define SLOW(Call)                                                             \
  do {                                                                         \
    if (!(Call))                                                               \
      return false;                                                            \
    R = registers();                                                           \
    NEXT();                                                                    \
  } while (0)

EnterSegment:
  StepCount += Count & SegmentMask;
  if (LLVM_UNLIKELY(StepCount > MaxSteps)) {
    StepCount -= Count;
    Table = Careful;
    SegmentMask = 0;
  }
  DISPATCH();

CountOne : {
  uint64_t N = PC->Code == ExecCode::EdgeMoves ? PC->B : PC->Counted;
  if (StepCount + N > MaxSteps)
    return failStepLimit(*PC, StepCount);
  StepCount += N;
  goto *Fast[unsigned(PC->Code)];
}

OpMove:
  R[PC->Dst] = R[PC->A];
  NEXT();
OpLoadImm:
  R[PC->Dst] = PC->Imm;
  NEXT();
  BINARY(AddI64, arith::wrapAdd(A, B))
  BINARY(SubI64, arith::wrapSub(A, B))
  BINARY(MulI64, arith::wrapMul(A, B))
OpDivI64:
OpRemI64 : {
  int64_t A = R[PC->A], B = R[PC->B];
  if (LLVM_UNLIKELY(B == 0))
    return fail(*PC, "division by zero");
  R[PC->Dst] = PC->Code == ExecCode::DivI64 ? arith::truncDiv(A, B)
                                            : arith::truncRem(A, B);
  NEXT();
}
OpNegI64:
  R[PC->Dst] = arith::wrapSub(0, R[PC->A]);
  NEXT();
  BINARY(ShlI64, arith::shiftLeft(A, B))
  BINARY(ShrI64, arith::shiftRight(A, B))
  BINARY(AddI32, int32_t(uint32_t(A) + uint32_t(B)))
  BINARY(SubI32, int32_t(uint32_t(A) - uint32_t(B)))
  BINARY(MulI32, int32_t(uint32_t(A) * uint32_t(B)))
OpTruncI32:
  R[PC->Dst] = int32_t(uint32_t(R[PC->A]));
  NEXT();
OpZExtI32:
  R[PC->Dst] = int64_t(uint32_t(R[PC->A]));
  NEXT();
OpSIToF64:
  R[PC->Dst] = arith::fromFloat(double(R[PC->A]));
  NEXT();
OpFPToSI64:
  R[PC->Dst] = arith::floatToSigned(arith::asFloat(R[PC->A]));
  NEXT();
  BINARY(ULtI64, uint64_t(A) < uint64_t(B))
  BINARY(ULeI64, uint64_t(A) <= uint64_t(B))
  BINARY(UGtI64, uint64_t(A) > uint64_t(B))
  BINARY(UGeI64, uint64_t(A) >= uint64_t(B))
  BINARY(ULtI32, uint32_t(A) < uint32_t(B))
  BINARY(ULeI32, uint32_t(A) <= uint32_t(B))
  BINARY(UGtI32, uint32_t(A) > uint32_t(B))
  BINARY(UGeI32, uint32_t(A) >= uint32_t(B))
  BINARY(And, A & B)
  BINARY(Or, A | B)
  BINARY(Xor, A ^ B)
OpNot:
  R[PC->Dst] = R[PC->A] == 0;
  NEXT();
  BINARY(Lt, A < B)
  BINARY(Le, A <= B)
  BINARY(Gt, A > B)
  BINARY(Ge, A >= B)
  BINARY(Eq, A == B)
  BINARY(Ne, A != B)
  FLOAT_BINARY(FAdd, arith::fromFloat(A + B))
  FLOAT_BINARY(FSub, arith::fromFloat(A - B))
  FLOAT_BINARY(FMul, arith::fromFloat(A * B))
  FLOAT_BINARY(FDiv, arith::fromFloat(A / B))
  FLOAT_BINARY(FLt, int64_t(A < B))
  FLOAT_BINARY(FLe, int64_t(A <= B))
  FLOAT_BINARY(FGt, int64_t(A > B))
  FLOAT_BINARY(FGe, int64_t(A >= B))
  FLOAT_BINARY(FEq, int64_t(A == B))
OpPure1:
OpPure2 : {
  const ExecTypes &T = P.Types[PC->Imm];
  R[PC->Dst] =
      evaluate(T.Op, R[PC->A], PC->Code == ExecCode::Pure2 ? R[PC->B] : 0,
               T.Operand, T.Result);
  NEXT();
}
OpDivRem : {
  const ExecTypes &T = P.Types[PC->Imm];
  int64_t A = R[PC->A], B = R[PC->B];
  if (wouldTrap(T.Op, A, B))
    return fail(*PC, "division by zero");
  R[PC->Dst] = evaluate(T.Op, A, B, T.Operand, T.Result);
  NEXT();
}
OpInt2Char:
  V = R[PC->A];
  if (!isUnicodeScalar(V))
    return fail(*PC, "value " + std::to_string(V) +
                         " cannot be converted to char: it is not a Unicode "
                         "scalar value");
  R[PC->Dst] = V;
  NEXT();
OpSelect:
  R[PC->Dst] = R[PC->A] ? R[PC->B] : R[PC->C];
  NEXT();
OpNop:
  NEXT();
OpLoadWord:
  if (const uint8_t *Bytes = Mem.bytesFor(R[PC->A], 8, PC->C)) {
    std::memcpy(&R[PC->Dst], Bytes, 8);
    NEXT();
  }
  SLOW(execMemory(*PC));
OpLoadI32:
  if (const uint8_t *Bytes = Mem.bytesFor(R[PC->A], 4, PC->C)) {
    int32_t Value;
    std::memcpy(&Value, Bytes, 4);
    R[PC->Dst] = Value;
    NEXT();
  }
  SLOW(execMemory(*PC));
OpStoreI32 : {
  uint8_t *Written;
  if (uint8_t *Bytes = Mem.bytesFor(R[PC->A], 4, false, &Written)) {
    int32_t Value = int32_t(R[PC->B]);
    std::memcpy(Bytes, &Value, 4);
    std::memset(Written, 1, 4);
    NEXT();
  }
  SLOW(execMemory(*PC));
}
OpStoreWord : {
  uint8_t *Written;
  if (uint8_t *Bytes = Mem.bytesFor(R[PC->A], 8, false, &Written)) {
    std::memcpy(Bytes, &R[PC->B], 8);
    std::memset(Written, 1, 8);
    NEXT();
  }
  SLOW(execMemory(*PC));
}
OpLoad : {
  const ExecTypes &T = P.Types[PC->Imm];
  if (const uint8_t *Bytes = Mem.bytesFor(R[PC->A], T.Size, T.View.Typed)) {
    if (T.Whole)
      std::memcpy(&R[PC->Dst], Bytes, 8);
    else
      R[PC->Dst] = loadBytes(T.Result, Bytes);
    NEXT();
  }
  SLOW(execMemory(*PC));
}
OpStore : {
  const ExecTypes &T = P.Types[PC->Imm];
  uint8_t *Written;
  if (uint8_t *Bytes = Mem.bytesFor(R[PC->A], T.Size, false, &Written)) {
    if (T.Whole)
      std::memcpy(Bytes, &R[PC->B], 8);
    else
      storeBytes(T.Result, R[PC->B], Bytes);
    std::memset(Written, 1, T.Size);
    NEXT();
  }
  SLOW(execMemory(*PC));
}
OpPtrAdd:
  R[PC->Dst] = Memory::offsetPointer(R[PC->A], R[PC->B], P.Types[PC->Imm].View);
  NEXT();
OpAlloca : {
  int64_t Slot;
  if (Mem.pushStackSlot(P.Types[PC->Imm].View.ElementSize, &siteOf(*PC),
                        Slot)) {
    R[PC->Dst] = Slot;
    NEXT();
  }
  SLOW(execMemory(*PC));
}
OpAlloc:
OpAllocaBytes:
OpFree:
  SLOW(execMemory(*PC));
OpPrint:
  SLOW(execPrint(*PC));
OpMidPhi:
  SLOW(execMidPhi(*PC));
OpCall : {
  const ExecFunction &EF = P.Functions[PC->C];
  if (!pushFrame(*PC, PC->C, Slots + PC->A, PC->B))
    return false;
  R = Stack.data() + (Top - EF.FrameSize);
  PC = Code + EF.Entry;
  ENTER(EF.EntryCount);
}
OpCallIndirect : {
  bool Returned = false;
  if (!callIndirect(*PC, Returned))
    return false;
  if (!Returned)
    goto EnterCallee;
  goto AfterRuntimeCall;
}
OpCallRuntime:
  if (!callRuntime(*PC, PC->C, Slots + PC->A, PC->B))
    return false;
AfterRuntimeCall:
  if (Exited)
    return true;
  R = registers();
  ++PC;
  ENTER(PC[-1].Count);
EnterCallee : {
  const ExecFunction &EF = P.Functions[topFrame().Func];
  R = registers();
  PC = Code + EF.Entry;
  ENTER(EF.EntryCount);
}
OpJmp:
  Count = PC->Count;
  PC = Code + PC->A;
  goto EnterSegment;
OpBr:
  if (R[PC->A]) {
    Count = PC->Count;
    PC = Code + PC->B;
  } else {
    Count = uint32_t(PC->Imm);
    PC = Code + PC->C;
  }
  goto EnterSegment;
OpEdgeMoves : {
  const EdgeMove *Moves = P.Moves.data() + PC->A;
  unsigned N = PC->B;
  if (N == 1) {
    R[Moves[0].Dst] = R[Moves[0].Src];
  } else {
    Scratch.resize(N);
    for (unsigned K = 0; K != N; ++K)
      Scratch[K] = R[Moves[K].Src];
    for (unsigned K = 0; K != N; ++K)
      R[Moves[K].Dst] = Scratch[K];
  }
  PC = Code + PC->C;
  DISPATCH();
}
OpSetEdge:
  R[PC->A] = PC->Imm;
  NEXT();
OpRet:
  V = R[PC->A];
  goto Return;
OpRetVoid:
  V = 0;
Return : {
  const Frame &Done = topFrame();
  const ExecOp *Caller = Done.Caller;
  Top = Done.Base;
  Mem.popStackSlots(Done.StackSlotMark);
  --Depth;
  if (!Caller) {
    Result = V;
    return true;
  }
  R = registers();
  R[Caller->Dst] = V;
  PC = Caller + 1;
  ENTER(Caller->Count);
}
OpFail:
  return fail(*PC, P.Messages[PC->Imm]);

#undef DISPATCH
#undef NEXT
#undef ENTER
#undef BINARY
#undef FLOAT_BINARY
#undef SLOW
}

absl::StatusOr<int64_t> Interpreter::run(llvm::ArrayRef<int64_t> MainArgs) {
  Function *Main = M.lookupFunction("main");
  if (!Main)
    // At the top of the file, as the FILE:LINE:COL of every error promises.
    return makeError(M.getSources(),
                     M.getSources().contains(0) ? SourceLoc{0, 1, 1}
                                                : SourceLoc(),
                     "no function 'main'");
  if (MainArgs.size() != Main->getNumParams())
    return makeError(M.getSources(), Main->getLoc(),
                     argCountMessage(*Main, MainArgs.size()));
  if (!prepareGlobals())
    return Err;
  P = translateModule(M, GlobalAddress);
  uint32_t MainIdx = 0;
  while (P.Functions[MainIdx].F != Main)
    ++MainIdx;
  const ExecFunction &EF = P.Functions[MainIdx];
  if (!reserveSlots(EF.FrameSize))
    return makeError(M.getSources(), Main->getLoc(),
                     "out of memory for call frames");
  int64_t *R = Stack.data();
  std::copy(MainArgs.begin(), MainArgs.end(), R);
  if (isCMain(*Main) && !setUpCMain(*Main, R))
    return Err;
  std::copy(EF.Constants.begin(), EF.Constants.end(), R + EF.ConstBase);
  Top = EF.FrameSize;
  addFrame({nullptr, 0, MainIdx, Mem.stackMark()});
  if (!loop())
    return Err;
  if (const Instruction *Site = Mem.firstLiveHeapAllocation())
    return makeError(M.getSources(), Site->getLoc(),
                     "memory allocated here is never freed: every alloc "
                     "must be freed before main returns");
  return Result;
}

absl::StatusOr<int64_t> mopt::runProgram(Module &M,
                                         llvm::ArrayRef<int64_t> MainArgs,
                                         std::FILE *Out, const RunOptions &Opts,
                                         RunStats *Stats) {
  Interpreter Interp(M, Out, Opts);
  absl::StatusOr<int64_t> Result = Interp.run(MainArgs);
  if (Result.ok() && Stats)
    Stats->DynamicInstructions = Interp.getSteps();
  return Result;
}
