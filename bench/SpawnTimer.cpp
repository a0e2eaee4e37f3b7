//===- SpawnTimer.cpp - Wall time and peak memory of one process ----------===//
//
// spawn-timer COMMAND [ARGS...]: runs the command once, its standard output
// sent to /dev/null, and prints to standard output its wall time in seconds
// (from just before fork to the end of wait4) and its peak resident memory
// in KiB (wait4's ru_maxrss); exits with the command's status.
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
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::fprintf(stderr, "usage: spawn-timer COMMAND [ARGS...]\n");
    return 2;
  }
  auto Start = std::chrono::steady_clock::now();
  pid_t Child = fork();
  if (Child < 0) {
    std::perror("spawn-timer: fork");
    return 2;
  }
  if (Child == 0) {
    int Null = open("/dev/null", O_WRONLY);
    if (Null >= 0)
      dup2(Null, STDOUT_FILENO);
    execvp(Argv[1], Argv + 1);
    std::perror("spawn-timer: exec");
    _exit(127);
  }
  int Status = 0;
  rusage Usage{};
  if (wait4(Child, &Status, 0, &Usage) < 0) {
    std::perror("spawn-timer: wait4");
    return 2;
  }
  std::chrono::duration<double> Wall = std::chrono::steady_clock::now() - Start;
  std::printf("%.6f %ld\n", Wall.count(), Usage.ru_maxrss);
  return WIFEXITED(Status) ? WEXITSTATUS(Status) : 128 + WTERMSIG(Status);
}
