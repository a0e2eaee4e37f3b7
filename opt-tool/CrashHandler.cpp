//===- CrashHandler.cpp - mopt's handler of fatal signals -----------------===//

#include "CrashHandler.h"
#include "mopt/Pass/CrashRecovery.h"

#include <csignal>
#include <unistd.h>

using namespace mopt;

static constexpr int FatalSignals[] = {SIGSEGV, SIGABRT, SIGFPE, SIGBUS,
                                       SIGILL};

/// Async-signal-safe: writes and exits, nothing else.
static void handleFatalSignal(int Sig) {
  writeCrashReport(STDERR_FILENO, Sig);
  _exit(CrashExitStatus);
}

void mopt::installCrashHandler() {
  // Big enough for the handler (which keeps little on the stack) and for
  // what the kernel pushes; static, so that it needs no allocation.
  alignas(16) static char AltStack[64 * 1024];
  stack_t Stack = {};
  Stack.ss_sp = AltStack;
  Stack.ss_size = sizeof(AltStack);
  sigaltstack(&Stack, nullptr);

  struct sigaction Action = {};
  Action.sa_handler = handleFatalSignal;
  Action.sa_flags = SA_RESETHAND | SA_ONSTACK;
  // One report at a time: another fatal signal waits until this one exits.
  sigemptyset(&Action.sa_mask);
  for (int Sig : FatalSignals)
    sigaddset(&Action.sa_mask, Sig);
  for (int Sig : FatalSignals)
    sigaction(Sig, &Action, nullptr);
}

std::string mopt::quoteCommandLine(int Argc, char **Argv) {
  std::string Line;
  for (int I = 0; I != Argc; ++I) {
    if (I)
      Line += ' ';
    Line += quoteForShell(Argv[I]);
  }
  return Line;
}
