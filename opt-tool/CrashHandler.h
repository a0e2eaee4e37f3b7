//===- CrashHandler.h - mopt's handler of fatal signals ---------*- C++ -*-===//
//
// When mopt crashes (SIGSEGV, SIGABRT, SIGFPE, SIGBUS, SIGILL), most likely
// in a pass, the handler writes the crash report of mopt/Pass/CrashRecovery.h
// to standard error (which pass on which function, the pipeline, a command
// line that repeats the run, and the reproducer if -crash-reproducer asked
// for one) and exits with CrashExitStatus. It runs on an alternate signal
// stack, so that a stack overflow is reported too, and only once
// (SA_RESETHAND): a crash inside it ends mopt with the signal's default
// action.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_CRASHHANDLER_H
#define MOPT_OPTTOOL_CRASHHANDLER_H

#include <string>

namespace mopt {

/// The exit status after a crash: EX_SOFTWARE, an internal error.
constexpr int CrashExitStatus = 70;

/// Installs the handler for this process and an alternate signal stack for
/// the calling thread.
void installCrashHandler();

/// Argv as one line a POSIX shell reads back into the same words.
std::string quoteCommandLine(int Argc, char **Argv);

} // namespace mopt

#endif
