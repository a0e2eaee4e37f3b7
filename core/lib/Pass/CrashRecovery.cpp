//===- CrashRecovery.cpp - Crash reports and reproducers ------------------===//
//
// Everything a signal handler reads lives in fixed buffers or in strings
// built before the pass ran; the handler's side (writeCrashReport,
// writeCrashReproducer) calls only write, open and close, and formats
// numbers by hand. A flag, set last with a signal fence before it, says
// when a record is whole.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/CrashRecovery.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <unistd.h>

using namespace mopt;

namespace {

/// A NUL-terminated string in a fixed buffer, cut to fit (ending in "...").
template <size_t N> struct FixedText {
  static_assert(N > 4, "room for the ellipsis");
  char Data[N] = {};
  size_t Size = 0;

  void set(llvm::StringRef S) {
    Size = std::min(S.size(), N - 1);
    std::memcpy(Data, S.data(), Size);
    if (Size < S.size())
      std::memcpy(Data + Size - 3, "...", 3);
    Data[Size] = '\0';
  }
};

/// What every report of this process says.
struct RunRecord {
  FixedText<64> ToolName;
  FixedText<8192> CommandLine;
  FixedText<8192> Pipeline;
  /// The reproducer's parts, owned by the observer; Ready while they are
  /// whole.
  const char *ReproducerPath = nullptr;
  const std::string *Header = nullptr;
  const std::string *RunCommand = nullptr;
  const std::vector<std::string> *FunctionText = nullptr;
  volatile std::sig_atomic_t Ready = 0;
};

/// The pass running on one thread: Running while the record is whole and
/// the pass has begun and not ended.
struct PassRecord {
  volatile std::sig_atomic_t Running = 0;
  uint64_t Number = 0;
  FixedText<256> Pass;
  FixedText<512> Unit;
};

/// An alternate signal stack for a thread that has none (threads the pass
/// manager starts), so that the crash handler can run after the thread's
/// own stack overflowed. Freed when the thread ends.
class ThreadSignalStack {
public:
  void ensure();
  ~ThreadSignalStack();

private:
  static constexpr size_t Size = 64 * 1024;
  bool Checked = false;
  std::unique_ptr<char[]> Memory;
};

} // namespace

static RunRecord Run;
static thread_local PassRecord Current;
static thread_local ThreadSignalStack SignalStack;
/// Pass runs so far, counted as -opt-bisect-limit counts them.
static std::atomic<uint64_t> PassRuns{0};

static void fence() { std::atomic_signal_fence(std::memory_order_seq_cst); }

/// The tool's name, "mopt" until setCrashReportCommandLine says otherwise.
static const char *toolName() {
  return Run.ToolName.Size ? Run.ToolName.Data : "mopt";
}

void ThreadSignalStack::ensure() {
  if (Checked)
    return;
  Checked = true;
  stack_t Old;
  if (sigaltstack(nullptr, &Old) != 0 || !(Old.ss_flags & SS_DISABLE))
    return;
  Memory = std::make_unique<char[]>(Size);
  stack_t New = {};
  New.ss_sp = Memory.get();
  New.ss_size = Size;
  if (sigaltstack(&New, nullptr) != 0)
    Memory.reset();
}

ThreadSignalStack::~ThreadSignalStack() {
  if (!Memory)
    return;
  stack_t Off = {};
  Off.ss_flags = SS_DISABLE;
  sigaltstack(&Off, nullptr);
}

void mopt::setCrashReportCommandLine(llvm::StringRef ToolName,
                                     llvm::StringRef CommandLine) {
  Run.ToolName.set(ToolName);
  Run.CommandLine.set(CommandLine);
}

std::string mopt::quoteForShell(llvm::StringRef Word) {
  bool Plain = !Word.empty() && llvm::all_of(Word, [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) ||
           llvm::StringRef("_-./=:,+%@").contains(C);
  });
  if (Plain)
    return Word.str();
  std::string Out = "'";
  for (char C : Word)
    Out += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Out + "'";
}

//===----------------------------------------------------------------------===//
// The observer
//===----------------------------------------------------------------------===//

CrashRecoveryObserver::CrashRecoveryObserver(const ModulePassManager &Pipeline,
                                             const PassInstrumentation &PI,
                                             CrashReproducerOptions Reproducer)
    : Pipeline(Pipeline), PI(PI), Reproducer(std::move(Reproducer)) {
  std::string Text;
  Pipeline.printPipeline(Text);
  Run.Pipeline.set(Text);
  if (this->Reproducer.Path.empty())
    return;
  Run.ReproducerPath = this->Reproducer.Path.c_str();
  Run.Header = &Header;
  Run.RunCommand = &RunCommand;
  Run.FunctionText = &FunctionText;
}

CrashRecoveryObserver::~CrashRecoveryObserver() {
  Current.Running = 0;
  Run.Ready = 0;
  fence();
  Run.ReproducerPath = nullptr;
  Run.Header = nullptr;
  Run.RunCommand = nullptr;
  Run.FunctionText = nullptr;
}

bool CrashRecoveryObserver::beforePass(const Pass &P, IRUnit U) {
  SignalStack.ensure();
  Current.Running = 0;
  fence();
  Current.Pass.set(P.getName());
  Current.Unit.set(U.describe());
  Current.Number = ++PassRuns;
  if (!Reproducer.Path.empty()) {
    Run.Ready = 0;
    fence();
    refreshText(Previous);
    refreshText(U);
    Previous = U;
    renderHeader(P, U);
    fence();
    Run.Ready = 1;
  }
  fence();
  Current.Running = 1;
  return true;
}

absl::Status CrashRecoveryObserver::afterPass(const Pass &, IRUnit,
                                              const PreservedAnalyses &) {
  Current.Running = 0;
  return absl::OkStatus();
}

void CrashRecoveryObserver::pipelineFinished() { Current.Running = 0; }

/// Reprints what a pass on U may have changed: U's function, or (for a
/// module pass, or the first time) every function.
void CrashRecoveryObserver::refreshText(IRUnit U) {
  if (!U.M)
    return;
  if (U.F) {
    auto It = FunctionIndex.find(U.F);
    if (It != FunctionIndex.end()) {
      std::string &Text = FunctionText[It->second];
      Text.clear();
      printFunction(*U.F, Text);
      return;
    }
  }
  FunctionText.clear();
  FunctionIndex.clear();
  for (Function &F : *U.M) {
    FunctionIndex[&F] = FunctionText.size();
    printFunction(F, FunctionText.emplace_back());
  }
}

/// The passes that bring a function printed in a form and read back (which
/// makes it flat) to that form again, indexed by IRForm.
static constexpr llvm::StringLiteral FormRestoringPasses[] = {
    "", "lower", "lower,ssa", "lower,out-of-ssa"};
static_assert(std::size(FormRestoringPasses) == std::size(FormNames));

static llvm::StringRef formRestoringPasses(IRForm Form) {
  return FormRestoringPasses[static_cast<unsigned>(Form)];
}

void CrashRecoveryObserver::renderHeader(const Pass &P, IRUnit U) {
  // A module pass: the least advanced form, so that no function is lowered
  // that was not.
  IRForm Form = U.F ? U.F->getForm() : IRForm::Flat;
  if (!U.F && U.M->size()) {
    Form = IRForm::OutOfSSA;
    for (Function &F : *U.M)
      Form = std::min(Form, F.getForm());
  }
  std::string Passes = printRemainingPipeline(Pipeline, PI.getRunningPasses());
  llvm::StringRef Restore = formRestoringPasses(Form);
  if (!Restore.empty()) {
    llvm::StringRef Rest(Passes);
    Passes = Rest.consume_front("function(")
                 ? "function(" + Restore.str() + "," + Rest.str()
                 : "function(" + Restore.str() + ")," + Rest.str();
  }
  RunCommand = std::string(toolName()) + " " + Reproducer.ExtraOptions +
               "-passes=" + quoteForShell(Passes) + " " +
               quoteForShell(Reproducer.Path);
  std::string Unit = U.describe();
  Header = "; Reproducer written by " + std::string(toolName()) +
           ": the module as it was before pass '" + P.getName().str() +
           "' ran on " + Unit + ", and the pipeline from that pass on.\n";
  if (!Restore.empty())
    Header += "; The pipeline starts with " + Restore.str() +
              ": the text does not record that " + Unit + " was in " +
              getFormName(Form).str() + " form.\n";
  Header += "; RUN: " + RunCommand + "\n";
}

//===----------------------------------------------------------------------===//
// The handler's side: async-signal-safe
//===----------------------------------------------------------------------===//

/// write(2) until all of Data is written or it fails.
static bool writeAll(int FD, const char *Data, size_t Size) {
  while (Size) {
    ssize_t N = write(FD, Data, Size);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return false;
    Data += N;
    Size -= size_t(N);
  }
  return true;
}

static bool writeText(int FD, const char *S) {
  size_t Size = 0;
  while (S[Size])
    ++Size;
  return writeAll(FD, S, Size);
}

static void writeNumber(int FD, uint64_t V) {
  char Digits[24];
  size_t Pos = sizeof(Digits);
  do
    Digits[--Pos] = char('0' + V % 10);
  while (V /= 10);
  writeAll(FD, Digits + Pos, sizeof(Digits) - Pos);
}

/// "mopt: " (or the tool's name) before each line.
static void writePrefix(int FD) {
  writeText(FD, toolName());
  writeText(FD, ": ");
}

static const char *describeSignal(int Sig) {
  switch (Sig) {
  case SIGSEGV:
    return "SIGSEGV (segmentation fault)";
  case SIGABRT:
    return "SIGABRT (abort)";
  case SIGFPE:
    return "SIGFPE (arithmetic exception)";
  case SIGBUS:
    return "SIGBUS (bus error)";
  case SIGILL:
    return "SIGILL (illegal instruction)";
  }
  return nullptr;
}

bool mopt::writeCrashReproducer(int NoteFD) {
  if (!Current.Running || !Run.Ready || !Run.ReproducerPath)
    return false;
  int FD =
      open(Run.ReproducerPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  bool Ok = FD >= 0 && writeAll(FD, Run.Header->data(), Run.Header->size());
  for (size_t I = 0; Ok && I != Run.FunctionText->size(); ++I) {
    const std::string &Text = (*Run.FunctionText)[I];
    Ok = (I == 0 || writeAll(FD, "\n", 1)) &&
         writeAll(FD, Text.data(), Text.size());
  }
  if (FD >= 0)
    Ok = close(FD) == 0 && Ok;
  writePrefix(NoteFD);
  if (!Ok) {
    writeText(NoteFD, "note: cannot write the reproducer '");
    writeText(NoteFD, Run.ReproducerPath);
    writeText(NoteFD, "'\n");
    return false;
  }
  writeText(NoteFD, "note: reproducer written to '");
  writeText(NoteFD, Run.ReproducerPath);
  writeText(NoteFD, "'; run it with: ");
  writeAll(NoteFD, Run.RunCommand->data(), Run.RunCommand->size());
  writeText(NoteFD, "\n");
  return true;
}

void mopt::writeCrashReport(int FD, int Sig) {
  writePrefix(FD);
  writeText(FD, "error: crashed with ");
  if (const char *Name = describeSignal(Sig)) {
    writeText(FD, Name);
  } else {
    writeText(FD, "signal ");
    writeNumber(FD, uint64_t(Sig));
  }
  if (Current.Running) {
    writeText(FD, " in pass '");
    writeAll(FD, Current.Pass.Data, Current.Pass.Size);
    writeText(FD, "' on ");
    writeAll(FD, Current.Unit.Data, Current.Unit.Size);
    writeText(FD, " (pass run ");
    writeNumber(FD, Current.Number);
    writeText(FD, ")\n");
  } else {
    writeText(FD, " outside any pass\n");
  }
  if (Run.Pipeline.Size) {
    writePrefix(FD);
    writeText(FD, "note: pipeline: ");
    writeAll(FD, Run.Pipeline.Data, Run.Pipeline.Size);
    writeText(FD, "\n");
  }
  if (Run.CommandLine.Size) {
    writePrefix(FD);
    writeText(FD, "note: reproduce with: ");
    writeAll(FD, Run.CommandLine.Data, Run.CommandLine.Size);
    writeText(FD, "\n");
  }
  writeCrashReproducer(FD);
}

std::string mopt::printRemainingPipeline(const ModulePassManager &Root,
                                         llvm::ArrayRef<RunningPass> Running) {
  std::string Out;
  if (Running.empty()) {
    Root.printPipeline(Out);
    return Out;
  }
  std::string Rest;
  Running.back().P->printPipeline(Rest);
  for (size_t I = Running.size() - 1; I != 0; --I) {
    std::string Outer;
    const RunningPass &Parent = Running[I - 1];
    Parent.P->getNesting()->printRemainder(*Running[I].P, Parent.Round, Rest,
                                           Outer);
    Rest = std::move(Outer);
  }
  Root.printRemainder(*Running.front().P, 0, Rest, Out);
  return Out;
}
