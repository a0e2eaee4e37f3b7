//===- Interpreter.cpp - Running a TAC module -----------------------------===//
//
// The interpreter walks the IR itself; there is no translation step. Before
// running, every function gets a dense index and a FuncInfo: its slot counts,
// its parameter variables and, for each call instruction, the index of the
// callee. Instruction numbers come from Function::renumberInstructions().
//
// A call pushes a Frame whose slots sit in one value stack, laid out as
// [arguments | variables | one SSA slot per instruction]. The running frame's
// slot pointers and position (the cursor) live in the Interpreter and are
// saved into its Frame only while a callee runs; the caller's position stays
// on the call instruction, which receives the result on return. The stack
// only grows, so a run allocates nothing per instruction and, once warm,
// nothing per call.
//
// Every slot holds 64 bits, read as the value's type says: an int, a bool
// (0 or 1), a char's code point, a float's IEEE bits, a pointer (Memory.h).
// Operands are read by kind: a constant is its value, a variable or an SSA
// value its slot, an argument the frame's argument. Anything else (a block
// used as a value, an argument number out of range) reads as 0 and is
// remembered in BadOperand, which turns the instruction into a fault before
// it has any effect.
//
//===----------------------------------------------------------------------===//

#include "mopt/Interp/Interpreter.h"
#include "Memory.h"
#include "Runtime.h"
#include "mopt/IR/ConstantFolding.h"
#include "mopt/IR/GlobalVariable.h"
#include "mopt/IR/Instructions.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/Unicode.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/ErrorHandling.h"

#include "llvm/ADT/bit.h"
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

using namespace mopt;
using llvm::cast;

static constexpr uint32_t NoFunction = ~0u;
/// The value stack never grows past this many slots (1 GiB).
static constexpr size_t MaxStackSlots = size_t(1) << 27;

using arith::asFloat;
using arith::fromFloat;

/// A float as brili prints it: 17 digits after the point (JavaScript's
/// toFixed(17)), in exponent form (toExponential(17)) when the decimal
/// exponent is 10 or more in magnitude; `Infinity`, `-Infinity`, `NaN`.
static void appendFloat(double D, std::string &Out) {
  if (std::isnan(D)) {
    Out += "NaN";
    return;
  }
  if (std::isinf(D)) {
    Out += D < 0 ? "-Infinity" : "Infinity";
    return;
  }
  char Buf[400];
  bool Exponent = D != 0 && std::fabs(std::log10(std::fabs(D))) >= 10;
  int Len = std::snprintf(Buf, sizeof(Buf), Exponent ? "%.17e" : "%.17f", D);
  Out.append(Buf, Len);
}

static std::string argCountMessage(const Function &F, size_t Got) {
  return "wrong number of arguments to '" + F.getName().str() + "': expected " +
         std::to_string(F.getNumParams()) + ", got " + std::to_string(Got);
}

namespace {

/// What a call needs to know about a function, by dense function index.
struct FuncInfo {
  Function *F = nullptr;
  unsigned NumArgs = 0;
  unsigned NumVars = 0;
  unsigned NumInsts = 0;
  /// (variable number, argument number) of each parameter variable.
  std::vector<std::pair<unsigned, unsigned>> ParamVars;
  /// The callee's function index for each call, by instruction number.
  std::vector<uint32_t> CalleeOf;
  /// For a declaration, the runtime's function of its name (null if none).
  const RuntimeFunction *External = nullptr;

  size_t frameSize() const { return size_t(NumArgs) + NumVars + NumInsts; }
};

/// A suspended (or the running) activation. BB, Pred, PredEdge and It are
/// valid only while a callee runs; then It is the call awaiting its result.
struct Frame {
  uint32_t Func;
  size_t Base;
  /// Memory::stackMark() when the frame was pushed: its alloca slots are
  /// the ones made since.
  size_t StackSlotMark = 0;
  BasicBlock *BB = nullptr;
  BasicBlock *Pred = nullptr;
  unsigned PredEdge = 0;
  BasicBlock::iterator It = {};
};

class Interpreter {
public:
  Interpreter(Module &M, std::FILE *Out, const RunOptions &Opts)
      : M(M), Out(Out), Opts(Opts), RT(Mem, Out) {}

  absl::StatusOr<int64_t> run(llvm::ArrayRef<int64_t> MainArgs);
  uint64_t getSteps() const { return Steps; }

private:
  // Set-up.
  bool prepare();
  void prepareFunction(FuncInfo &FI);
  bool prepareGlobals();

  // Frames and the cursor.
  bool reserveSlots(size_t N);
  void pointAt(uint32_t Func, size_t Base);
  void pushFrame(uint32_t Func, size_t Base);
  void saveCursor(Frame &Fr) const;
  void loadCursor(const Frame &Fr);

  // Control.
  bool startFunction();
  bool enterBlock(BasicBlock *Target, BasicBlock *From, unsigned Edge = 0);
  bool runPhis();
  bool readPhi(const PhiInst &Phi, int64_t &V);
  bool fallThrough();
  bool jumpTo(const Instruction &I, Value *Target, unsigned Edge = 0);
  bool returnValue(int64_t V);

  // Instructions.
  bool execute();
  bool execDivRem(Instruction &I);
  bool execCall(CallInst &CI);
  bool execCallIndirect(CallIndirectInst &CI);
  bool callFunction(Instruction &CI, uint32_t Callee, unsigned FirstArg);
  bool execRuntimeCall(Instruction &CI, const FuncInfo &Callee,
                       unsigned FirstArg);
  bool setUpCMain(const Function &Main, int64_t *Args);
  bool execPrint(const PrintInst &PI);
  bool execMemory(Instruction &I);
  bool execInt2Char(Instruction &I);
  bool execRet(const ReturnInst &RI);
  bool execMidBlockPhi(const PhiInst &Phi);

  int64_t read(const Value *V);
  int64_t lhs(const Instruction &I) { return read(I.getOperand(0)); }
  int64_t rhs(const Instruction &I) { return read(I.getOperand(1)); }
  void store(const Instruction &I, int64_t V);
  bool finish(const Instruction &I, int64_t V);
  bool countStep(const Instruction &I);
  bool fail(const Instruction &I, std::string Msg);
  std::string badOperandMessage() const;

  Module &M;
  std::FILE *Out;
  const RunOptions &Opts;

  std::vector<FuncInfo> Funcs;
  llvm::DenseMap<const Function *, uint32_t> FuncIndex;
  llvm::DenseMap<const GlobalVariable *, int64_t> GlobalAddress;
  std::vector<Frame> Frames;
  std::vector<int64_t> Stack;
  size_t Top = 0;
  std::vector<int64_t> PhiValues;
  Memory Mem;
  Runtime RT;
  std::vector<int64_t> CallArgs;
  std::string PrintBuf;
  uint64_t Steps = 0;
  int64_t Result = 0;
  const Value *BadOperand = nullptr;
  absl::Status Err;

  // The cursor: the running frame's slots and position.
  uint32_t CurFunc = 0;
  unsigned NumArgs = 0;
  int64_t *Args = nullptr;
  int64_t *Vars = nullptr;
  int64_t *SSA = nullptr;
  BasicBlock *BB = nullptr;
  BasicBlock *Pred = nullptr;
  /// Which of Pred's edges into BB control took: 1 for the second target
  /// of `br c, L, L`, else 0.
  unsigned PredEdge = 0;
  BasicBlock::iterator It;
};

} // namespace

//===----------------------------------------------------------------------===//
// Set-up
//===----------------------------------------------------------------------===//

bool Interpreter::prepare() {
  Funcs.resize(M.size());
  uint32_t Idx = 0;
  for (Function &F : M) {
    Funcs[Idx].F = &F;
    FuncIndex[&F] = Idx++;
  }
  for (FuncInfo &FI : Funcs)
    prepareFunction(FI);
  return prepareGlobals();
}

/// Makes each global's allocation, then writes the addresses its initial
/// bytes hold.
bool Interpreter::prepareGlobals() {
  const Type *Ptr = Type::getOpaquePointer();
  for (const std::unique_ptr<GlobalVariable> &G : M.globals()) {
    int64_t P;
    if (auto E = Mem.allocateGlobal(G->getBytes(), P)) {
      Err = makeError(M.getSources(), G->getLoc(), *E);
      return false;
    }
    GlobalAddress[G.get()] = P;
    // C's stdin, stdout and stderr: FILE pointers the runtime knows.
    if (G->isCStream()) {
      int64_t Stream;
      Mem.allocateGlobal({0}, Stream);
      RT.setStream(G->getName(), Stream);
      Mem.store(P, Ptr, {}, Stream);
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

void Interpreter::prepareFunction(FuncInfo &FI) {
  Function &F = *FI.F;
  FI.NumArgs = F.getNumParams();
  if (F.isDeclaration())
    FI.External = Runtime::find(F.getName());
  FI.NumVars = F.getNumVariables();
  FI.NumInsts = F.renumberInstructions();
  for (unsigned V = 0; V != FI.NumVars; ++V)
    if (Argument *A = F.getVariable(V)->getParamArgument())
      if (A->getIndex() < FI.NumArgs)
        FI.ParamVars.push_back({V, A->getIndex()});
  FI.CalleeOf.assign(FI.NumInsts, NoFunction);
  for (BasicBlock &B : F)
    for (Instruction &I : B)
      if (auto *CI = llvm::dyn_cast<CallInst>(&I)) {
        auto Found = FuncIndex.find(CI->getCallee());
        if (Found != FuncIndex.end())
          FI.CalleeOf[I.getNumber()] = Found->second;
      }
}

//===----------------------------------------------------------------------===//
// Frames and the cursor
//===----------------------------------------------------------------------===//

/// Makes room for N slots above Top; false if that passes MaxStackSlots.
bool Interpreter::reserveSlots(size_t N) {
  if (Top + N <= Stack.size())
    return true;
  if (Top + N > MaxStackSlots)
    return false;
  Stack.resize(std::min(std::max(2 * Stack.size(), Top + N), MaxStackSlots));
  if (!Frames.empty())
    pointAt(CurFunc, Frames.back().Base);
  return true;
}

void Interpreter::pointAt(uint32_t Func, size_t Base) {
  const FuncInfo &FI = Funcs[Func];
  CurFunc = Func;
  NumArgs = FI.NumArgs;
  Args = Stack.data() + Base;
  Vars = Args + FI.NumArgs;
  SSA = Vars + FI.NumVars;
}

/// Makes a frame of Func at Base the running one; its arguments must already
/// be in place. Variables start at 0, parameter variables at their argument.
void Interpreter::pushFrame(uint32_t Func, size_t Base) {
  const FuncInfo &FI = Funcs[Func];
  Top = Base + FI.frameSize();
  Frames.push_back({Func, Base, Mem.stackMark()});
  pointAt(Func, Base);
  std::fill(Vars, Vars + FI.NumVars + FI.NumInsts, 0);
  for (auto [Var, Arg] : FI.ParamVars)
    Vars[Var] = Args[Arg];
}

void Interpreter::saveCursor(Frame &Fr) const {
  Fr.BB = BB;
  Fr.Pred = Pred;
  Fr.PredEdge = PredEdge;
  Fr.It = It;
}

void Interpreter::loadCursor(const Frame &Fr) {
  pointAt(Fr.Func, Fr.Base);
  BB = Fr.BB;
  Pred = Fr.Pred;
  PredEdge = Fr.PredEdge;
  It = Fr.It;
}

//===----------------------------------------------------------------------===//
// Control
//===----------------------------------------------------------------------===//

bool Interpreter::startFunction() {
  Function &F = *Funcs[CurFunc].F;
  if (F.empty())
    return returnValue(0);
  return enterBlock(&F.getEntryBlock(), nullptr);
}

/// Moves control to the top of Target, arriving from From (null at function
/// entry) along its edge number Edge, and runs the phis there.
bool Interpreter::enterBlock(BasicBlock *Target, BasicBlock *From,
                             unsigned Edge) {
  BB = Target;
  Pred = From;
  PredEdge = Edge;
  It = Target->begin();
  if (It == Target->end() || !It->isPhi())
    return true;
  return runPhis();
}

/// Runs the phis at It as one parallel copy: all read, then all write.
bool Interpreter::runPhis() {
  PhiValues.clear();
  BasicBlock::iterator PhiEnd = It;
  for (; PhiEnd != BB->end() && PhiEnd->isPhi(); ++PhiEnd) {
    int64_t V;
    if (!countStep(*PhiEnd) || !readPhi(cast<PhiInst>(*PhiEnd), V))
      return false;
    PhiValues.push_back(V);
  }
  for (unsigned K = 0; It != PhiEnd; ++It, ++K)
    store(*It, PhiValues[K]);
  return true;
}

/// Reads into V Phi's entry for the edge control arrived by: the entries
/// from Pred pair with its edges into BB in order, so after `br c, L, L`
/// the second entry is the not-taken edge's.
bool Interpreter::readPhi(const PhiInst &Phi, int64_t &V) {
  if (!Pred)
    return fail(Phi, "phi in a block entered without a predecessor");
  unsigned K = 0, Seen = 0;
  for (unsigned E = Phi.getNumIncoming(); K != E; ++K)
    if (Phi.getIncomingBlock(K) == Pred && Seen++ == PredEdge)
      break;
  if (K == Phi.getNumIncoming())
    return fail(Phi,
                "phi has no entry for block '" + Pred->getName().str() + "'");
  V = read(Phi.getIncomingValue(K));
  return !BadOperand || fail(Phi, "");
}

/// Control ran off the end of BB: on to the next block, or `ret 0` after the
/// last one.
bool Interpreter::fallThrough() {
  auto Next = std::next(BB->getIterator());
  if (Next == Funcs[CurFunc].F->end())
    return returnValue(0);
  return enterBlock(&*Next, BB);
}

bool Interpreter::jumpTo(const Instruction &I, Value *Target, unsigned Edge) {
  auto *T = llvm::dyn_cast_or_null<BasicBlock>(Target);
  if (!T)
    return fail(I, "branch target is not a block");
  return enterBlock(T, BB, Edge);
}

/// Pops the running frame and hands V to the caller's call instruction.
bool Interpreter::returnValue(int64_t V) {
  Top = Frames.back().Base;
  Mem.popStackSlots(Frames.back().StackSlotMark);
  Frames.pop_back();
  if (Frames.empty()) {
    Result = V;
    return true;
  }
  loadCursor(Frames.back());
  store(*It, V);
  ++It;
  return true;
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

int64_t Interpreter::read(const Value *V) {
  switch (V->getKind()) {
  case ValueKind::Constant:
    return cast<Constant>(V)->getValue();
  case ValueKind::Variable:
    return Vars[V->getNumber()];
  case ValueKind::Instruction:
    return SSA[V->getNumber()];
  case ValueKind::Argument:
    if (V->getNumber() < NumArgs)
      return Args[V->getNumber()];
    break;
  case ValueKind::BasicBlock:
    break;
  }
  BadOperand = V;
  return 0;
}

void Interpreter::store(const Instruction &I, int64_t V) {
  if (Variable *D = I.getDestVariable())
    Vars[D->getNumber()] = V;
  else
    SSA[I.getNumber()] = V;
}

/// Stores V as I's result and moves past I, unless I read a bad operand.
bool Interpreter::finish(const Instruction &I, int64_t V) {
  if (LLVM_UNLIKELY(BadOperand))
    return fail(I, "");
  store(I, V);
  ++It;
  return true;
}

bool Interpreter::countStep(const Instruction &I) {
  return LLVM_LIKELY(++Steps <= Opts.MaxSteps) ||
         fail(I, "step limit exceeded: " + std::to_string(Opts.MaxSteps) +
                     " instructions run (mopt --max-steps=N sets the limit)");
}

/// Records an error at I; a bad operand read by I takes precedence over Msg.
bool Interpreter::fail(const Instruction &I, std::string Msg) {
  if (BadOperand)
    Msg = badOperandMessage();
  Err = makeError(M.getSources(), I.getLoc(), Msg);
  return false;
}

std::string Interpreter::badOperandMessage() const {
  if (llvm::isa<BasicBlock>(BadOperand))
    return "block '" + BadOperand->getName().str() + "' used as a value";
  return "argument " + std::to_string(BadOperand->getNumber()) +
         " out of range: '" + Funcs[CurFunc].F->getName().str() + "' takes " +
         std::to_string(NumArgs);
}

/// Runs one instruction, or moves on to the next block if BB has run out.
bool Interpreter::execute() {
  if (It == BB->end())
    return fallThrough();
  Instruction &I = *It;
  if (!countStep(I))
    return false;
  switch (I.getOpcode()) {
  case Opcode::Param:
    return finish(I, lhs(I));
    // Pure opcodes, by the rules the constant folder shares.
#define MOPT_PURE_CASE(Name) case Opcode::Name:
    MOPT_PURE_UNARY_OPCODES(MOPT_PURE_CASE)
    return finish(I, evaluate(I.getOpcode(), lhs(I), 0,
                              I.getOperand(0)->getType(), I.getType()));
    MOPT_PURE_BINARY_OPCODES(MOPT_PURE_CASE)
    return finish(I, evaluate(I.getOpcode(), lhs(I), rhs(I),
                              I.getOperand(0)->getType(), I.getType()));
#undef MOPT_PURE_CASE
  case Opcode::Div:
  case Opcode::Rem:
  case Opcode::UDiv:
  case Opcode::URem:
    return execDivRem(I);
  case Opcode::Select:
    return finish(I, read(I.getOperand(lhs(I) ? 1 : 2)));
  case Opcode::Int2Char:
    return execInt2Char(I);
  case Opcode::Nop:
    ++It;
    return true;
  case Opcode::Addr: {
    auto &A = cast<AddressInst>(I);
    return finish(I, A.getGlobal() ? GlobalAddress.lookup(A.getGlobal())
                                   : Memory::functionPointer(FuncIndex.lookup(
                                         A.getTargetFunction())));
  }
  case Opcode::Alloc:
  case Opcode::Alloca:
  case Opcode::AllocaBytes:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::LoadVolatile:
  case Opcode::StoreVolatile:
  case Opcode::Free:
  case Opcode::PtrAdd:
    return execMemory(I);
  case Opcode::Call:
    return execCall(cast<CallInst>(I));
  case Opcode::CallIndirect:
    return execCallIndirect(cast<CallIndirectInst>(I));
  case Opcode::Print:
    return execPrint(cast<PrintInst>(I));
  case Opcode::Phi:
    return execMidBlockPhi(cast<PhiInst>(I));
  case Opcode::Jmp:
    return jumpTo(I, I.getOperand(0));
  case Opcode::Br: {
    bool Taken = lhs(I) != 0;
    // `br c, L, L` not taken leaves by the second of its two edges into L.
    unsigned Edge = !Taken && I.getOperand(1) == I.getOperand(2);
    return BadOperand ? fail(I, "")
                      : jumpTo(I, I.getOperand(Taken ? 1 : 2), Edge);
  }
  case Opcode::Ret:
    return execRet(cast<ReturnInst>(I));
  case Opcode::Unreachable:
    return fail(I, "reached 'unreachable'");
  }
  llvm_unreachable("opcode outside Opcode.def");
}

bool Interpreter::execDivRem(Instruction &I) {
  int64_t A = lhs(I), B = rhs(I);
  if (wouldTrap(I.getOpcode(), A, B))
    return fail(I, "division by zero");
  return finish(I, evaluate(I.getOpcode(), A, B, I.getOperand(0)->getType(),
                            I.getType()));
}

bool Interpreter::execCall(CallInst &CI) {
  uint32_t Callee = Funcs[CurFunc].CalleeOf[CI.getNumber()];
  if (Callee == NoFunction)
    return fail(CI, "call to unknown function");
  return callFunction(CI, Callee, 0);
}

/// The function operand 0 points to, which must return the call's type and
/// take its arguments' types.
bool Interpreter::execCallIndirect(CallIndirectInst &CI) {
  int64_t Target = read(CI.getCalledValue());
  if (BadOperand)
    return fail(CI, "");
  std::optional<uint32_t> Callee = Memory::functionIndex(Target);
  if (!Callee || *Callee >= Funcs.size())
    return fail(CI, "call through " + Memory::describe(Target, {}) +
                        ", which is not the address of a function");
  const Function &F = *Funcs[*Callee].F;
  if (F.getReturnType() != CI.getType())
    return fail(CI, "call through a pointer to '" + F.getName().str() +
                        "', which returns " + F.getReturnType()->getName() +
                        ", not " + CI.getType()->getName());
  for (unsigned K = 0; K < F.getNumParams() && K < CI.getNumArgs(); ++K)
    if (F.getArg(K)->getType() != CI.getArg(K)->getType())
      return fail(CI, "call through a pointer to '" + F.getName().str() +
                          "', whose argument " + std::to_string(K) +
                          " has type " + F.getArg(K)->getType()->getName() +
                          ", not " + CI.getArg(K)->getType()->getName());
  return callFunction(CI, *Callee, 1);
}

/// Pushes a frame for function Callee with the evaluated arguments, CI's
/// operands from FirstArg on, and starts it; the caller's cursor stays on
/// CI until the callee returns.
bool Interpreter::callFunction(Instruction &CI, uint32_t Callee,
                               unsigned FirstArg) {
  const FuncInfo &FI = Funcs[Callee];
  if (FI.F->isDeclaration())
    return execRuntimeCall(CI, FI, FirstArg);
  // A variadic function's extra arguments are passed to nothing: the
  // runtime does not provide va_start, so reading them is a runtime error.
  unsigned NumActuals = CI.getNumOperands() - FirstArg;
  if (NumActuals != FI.NumArgs &&
      !(FI.F->isVarArg() && NumActuals > FI.NumArgs))
    return fail(CI, argCountMessage(*FI.F, NumActuals));
  if (Frames.size() >= Opts.MaxCallDepth)
    return fail(CI, "call depth limit exceeded");
  size_t Base = Top;
  if (!reserveSlots(FI.frameSize()))
    return fail(CI, "out of memory for call frames");
  int64_t *Actuals = Stack.data() + Base;
  for (unsigned K = 0; K != FI.NumArgs; ++K)
    Actuals[K] = read(CI.getOperand(FirstArg + K));
  if (BadOperand)
    return fail(CI, "");
  saveCursor(Frames.back());
  pushFrame(Callee, Base);
  return startFunction();
}

/// A call of a declared function: the runtime's function of that name.
bool Interpreter::execRuntimeCall(Instruction &CI, const FuncInfo &Callee,
                                  unsigned FirstArg) {
  CallArgs.clear();
  for (unsigned K = FirstArg, E = CI.getNumOperands(); K != E; ++K)
    CallArgs.push_back(read(CI.getOperand(K)));
  if (BadOperand)
    return fail(CI, "");
  RuntimeCall C{CallArgs, CI.getType(), 0, std::nullopt};
  if (auto E = RT.call(Callee.External, Callee.F->getName(), C))
    return fail(CI, *E);
  if (C.ExitStatus) { // exit(): the run ends here
    Result = *C.ExitStatus;
    Frames.clear();
    return true;
  }
  return finish(CI, C.Result);
}

bool Interpreter::execInt2Char(Instruction &I) {
  int64_t V = lhs(I);
  if (!BadOperand && wouldTrap(Opcode::Int2Char, V, 0))
    return fail(I, "value " + std::to_string(V) +
                       " cannot be converted to char: it is not a Unicode "
                       "scalar value");
  return finish(I, V);
}

bool Interpreter::execMemory(Instruction &I) {
  std::optional<std::string> E;
  int64_t V = 0;
  const Type *PointerType =
      I.getOpcode() == Opcode::Alloc || I.getOpcode() == Opcode::Alloca
          ? I.getType()
          : I.getOperand(0)->getType();
  Memory::View View = Memory::View::of(PointerType);
  switch (I.getOpcode()) {
  case Opcode::Alloc:
    V = lhs(I);
    if (!BadOperand)
      E = Mem.allocate(V, View, &I, V);
    break;
  case Opcode::Alloca:
    E = Mem.allocateStackSlot(View.ElementSize, &I, V);
    break;
  case Opcode::AllocaBytes:
    V = lhs(I);
    if (!BadOperand)
      E = Mem.allocateStackSlot(V, &I, V);
    break;
  case Opcode::Load:
  case Opcode::LoadVolatile:
    V = lhs(I);
    if (!BadOperand)
      E = Mem.load(V, I.getType(), View, V);
    break;
  case Opcode::Store:
  case Opcode::StoreVolatile: {
    int64_t P = lhs(I), Stored = rhs(I);
    if (!BadOperand)
      E = Mem.store(P, I.getOperand(1)->getType(), View, Stored);
    if (!E && !BadOperand) {
      ++It;
      return true;
    }
    break;
  }
  case Opcode::Free:
    V = lhs(I);
    if (!BadOperand)
      E = Mem.release(V, View);
    if (!E && !BadOperand) {
      ++It;
      return true;
    }
    break;
  case Opcode::PtrAdd:
    V = Memory::offsetPointer(lhs(I), rhs(I), View);
    break;
  default:
    llvm_unreachable("not a memory opcode");
  }
  if (E && !BadOperand)
    return fail(I, *E);
  return finish(I, V);
}

/// Appends V, of type T, as print writes it.
static void appendValue(const Type *T, int64_t V, std::string &Out) {
  switch (T->getKind()) {
  case TypeKind::Bool:
    Out += V ? "true" : "false";
    return;
  case TypeKind::Float:
  case TypeKind::F32:
    appendFloat(asFloat(V), Out);
    return;
  case TypeKind::Char:
    appendUTF8(uint32_t(V), Out);
    return;
  case TypeKind::Ptr:
  case TypeKind::OpaquePtr:
    Out += Memory::describe(V, Memory::View::of(T));
    return;
  case TypeKind::Int:
  case TypeKind::I8:
  case TypeKind::I16:
  case TypeKind::I32:
  case TypeKind::Void:
    break;
  }
  char Digits[24];
  Out.append(Digits, std::to_chars(Digits, Digits + sizeof(Digits), V).ptr);
}

std::string mopt::formatValue(const Type *T, int64_t Bits) {
  std::string Out;
  appendValue(T, Bits, Out);
  return Out;
}

bool Interpreter::execPrint(const PrintInst &PI) {
  PrintBuf.clear();
  for (unsigned K = 0, E = PI.getNumOperands(); K != E; ++K) {
    if (K)
      PrintBuf += ' ';
    const Value *Operand = PI.getOperand(K);
    appendValue(Operand->getType(), read(Operand), PrintBuf);
  }
  if (BadOperand)
    return fail(PI, "");
  PrintBuf += '\n';
  if (Out)
    std::fwrite(PrintBuf.data(), 1, PrintBuf.size(), Out);
  ++It;
  return true;
}

bool Interpreter::execRet(const ReturnInst &RI) {
  int64_t V = RI.getNumOperands() ? lhs(RI) : 0;
  return BadOperand ? fail(RI, "") : returnValue(V);
}

/// A phi below other instructions reads its entry for the block control
/// came from, on its own.
bool Interpreter::execMidBlockPhi(const PhiInst &Phi) {
  int64_t V;
  return readPhi(Phi, V) && finish(Phi, V);
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
  if (!prepare())
    return Err;
  uint32_t MainIdx = FuncIndex.lookup(Main);
  if (!reserveSlots(Funcs[MainIdx].frameSize()))
    return makeError(M.getSources(), Main->getLoc(),
                     "out of memory for call frames");
  std::copy(MainArgs.begin(), MainArgs.end(), Stack.begin());
  if (isCMain(*Main) && !setUpCMain(*Main, Stack.data()))
    return Err;
  pushFrame(MainIdx, 0);
  if (!startFunction())
    return Err;
  while (!Frames.empty())
    if (!execute())
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

bool mopt::isCMain(const Function &Main) {
  return Main.getNumParams() == 2 &&
         Main.getArg(0)->getType() == Type::getI32() &&
         Main.getArg(1)->getType()->isOpaquePointer();
}

absl::StatusOr<std::vector<int64_t>>
mopt::parseMainArguments(const Module &CM, llvm::ArrayRef<std::string> Words) {
  Module &M = const_cast<Module &>(CM);
  Function *Main = M.lookupFunction("main");
  if (Main && isCMain(*Main))
    return std::vector<int64_t>{0, 0}; // argc and argv, made at the run
  std::vector<int64_t> Values;
  for (size_t K = 0; K != Words.size(); ++K) {
    llvm::StringRef W = Words[K];
    const Type *T = Main && K < Main->getNumParams()
                        ? Main->getArg(K)->getType()
                        : Type::getInt();
    int64_t V = 0;
    bool Ok = false;
    switch (T->getKind()) {
    case TypeKind::Bool:
      Ok = W == "true" || W == "false";
      V = W == "true";
      break;
    case TypeKind::Float:
    case TypeKind::F32: {
      double D;
      auto [End, Err] = std::from_chars(W.begin(), W.end(), D);
      Ok = Err == std::errc() && End == W.end();
      V = canonicalBits(T, fromFloat(D));
      break;
    }
    case TypeKind::Ptr:
      return absl::InvalidArgumentError(
          "main's parameter " + std::to_string(K + 1) + " has type " +
          T->getName() + ", which no command-line word can give");
    case TypeKind::Char:
      V = decodeOneUTF8(W);
      Ok = V >= 0;
      break;
    default:
      Ok = !W.getAsInteger(10, V);
      // Bril passes bools to int-typed TAC mains as words too.
      if (!Ok && (W == "true" || W == "false")) {
        Ok = true;
        V = W == "true";
      }
      Ok &= canonicalBits(T, V) == V;
      break;
    }
    if (!Ok)
      return absl::InvalidArgumentError(
          "program argument " + std::to_string(K + 1) + " '" + W.str() +
          "' is not a value of type " + T->getName());
    Values.push_back(V);
  }
  return Values;
}
