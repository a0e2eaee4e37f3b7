//===- SpawnTimer.cpp - Wall time and peak memory of one process ----------===//
//
// spawn-timer [-n COUNT] COMMAND [ARGS...]: runs the command COUNT times
// (once by default) one after the other, its standard output sent to
// /dev/null, and prints to standard output a line per run: its wall time in
// seconds (from just before fork to the end of wait4) and its peak resident
// memory in KiB (wait4's ru_maxrss). Stops at the first run that fails, and
// exits with its status.
//
// A benchmark harness written in Python cannot measure a short process
// itself: its fork and exec add about a millisecond, and the child's peak
// memory starts at Python's own resident size, which the child inherits at
// fork and the kernel keeps as the high-water mark through exec. This
// program is small, so what it adds to both is small; the start-up
// benchmark runs every command through it.
//
//===----------------------------------------------------------------------===//

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/// Runs Argv once, its standard output sent to /dev/null; prints its wall
/// time and peak memory. Returns its exit status, or -1 if it could not be
/// run or waited for.
static int runOnce(char **Argv) {
  auto Start = std::chrono::steady_clock::now();
  pid_t Child = fork();
  if (Child < 0) {
    std::perror("spawn-timer: fork");
    return -1;
  }
  if (Child == 0) {
    int Null = open("/dev/null", O_WRONLY);
    if (Null >= 0)
      dup2(Null, STDOUT_FILENO);
    execvp(Argv[0], Argv);
    std::perror("spawn-timer: exec");
    _exit(127);
  }
  int Status = 0;
  rusage Usage{};
  if (wait4(Child, &Status, 0, &Usage) < 0) {
    std::perror("spawn-timer: wait4");
    return -1;
  }
  std::chrono::duration<double> Wall = std::chrono::steady_clock::now() - Start;
  std::printf("%.6f %ld\n", Wall.count(), Usage.ru_maxrss);
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
}

int main(int Argc, char **Argv) {
  int First = 1;
  long Count = 1;
  if (Argc > 1 && std::strcmp(Argv[1], "-n") == 0) {
    Count = Argc > 2 ? std::strtol(Argv[2], nullptr, 10) : 0;
    First = 3;
  }
  if (First >= Argc || Count < 1) {
    std::fprintf(stderr, "usage: spawn-timer [-n COUNT] COMMAND [ARGS...]\n");
    return 2;
  }
  for (long Run = 0; Run != Count; ++Run) {
    int Status = runOnce(Argv + First);
    if (Status != 0)
      return Status < 0 ? 2 : Status;
  }
  return 0;
}
