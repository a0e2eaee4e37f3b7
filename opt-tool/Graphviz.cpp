//===- Graphviz.cpp - Drawing graphs with Graphviz's dot ------------------===//

#include "Graphviz.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "llvm/ADT/StringRef.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace mopt;

namespace {
/// Owns a file descriptor.
class FileDescriptor {
public:
  explicit FileDescriptor(int FD = -1) : FD(FD) {}
  FileDescriptor(const FileDescriptor &) = delete;
  FileDescriptor &operator=(const FileDescriptor &) = delete;
  ~FileDescriptor() { reset(); }
  int get() const { return FD; }
  void reset() {
    if (FD >= 0)
      close(FD);
    FD = -1;
  }

private:
  int FD;
};

/// Owns posix_spawn's list of file actions.
class SpawnActions {
public:
  SpawnActions() { posix_spawn_file_actions_init(&Actions); }
  SpawnActions(const SpawnActions &) = delete;
  SpawnActions &operator=(const SpawnActions &) = delete;
  ~SpawnActions() { posix_spawn_file_actions_destroy(&Actions); }
  posix_spawn_file_actions_t *get() { return &Actions; }

private:
  posix_spawn_file_actions_t Actions;
};
} // namespace

static absl::Status systemError(llvm::StringRef What) {
  return absl::InternalError(
      absl::StrCat(What.str(), ": ", std::strerror(errno)));
}

std::optional<std::string> mopt::findDot() {
  const char *Path = std::getenv("PATH");
  if (!Path)
    return std::nullopt;
  for (absl::string_view Dir : absl::StrSplit(Path, ':')) {
    // An empty entry means the working directory, as for the shell.
    std::string Candidate = absl::StrCat(Dir.empty() ? "." : Dir, "/dot");
    struct stat Info;
    if (stat(Candidate.c_str(), &Info) == 0 && S_ISREG(Info.st_mode) &&
        access(Candidate.c_str(), X_OK) == 0)
      return Candidate;
  }
  return std::nullopt;
}

/// Writes all of Text to FD.
static bool writeAll(int FD, llvm::StringRef Text) {
  while (!Text.empty()) {
    ssize_t Done = write(FD, Text.data(), Text.size());
    if (Done < 0 && errno == EINTR)
      continue;
    if (Done <= 0)
      return false;
    Text = Text.drop_front(Done);
  }
  return true;
}

/// Reads FD to its end.
static bool readAll(int FD, std::string &Out) {
  char Block[1 << 14];
  for (;;) {
    ssize_t Got = read(FD, Block, sizeof(Block));
    if (Got < 0 && errno == EINTR)
      continue;
    if (Got < 0)
      return false;
    if (Got == 0)
      return true;
    Out.append(Block, Got);
  }
}

absl::StatusOr<std::string> mopt::renderSVG(const std::string &DotPath,
                                            const std::string &Dot) {
  FileDescriptor Input(memfd_create("mopt-dot-input", MFD_CLOEXEC));
  FileDescriptor Errors(memfd_create("mopt-dot-errors", MFD_CLOEXEC));
  if (Input.get() < 0 || Errors.get() < 0)
    return systemError("cannot create a memory file for dot");
  if (!writeAll(Input.get(), Dot) || lseek(Input.get(), 0, SEEK_SET) != 0)
    return systemError("cannot write dot's input");
  int Ends[2];
  if (pipe2(Ends, O_CLOEXEC) != 0)
    return systemError("cannot make a pipe for dot");
  FileDescriptor ReadEnd(Ends[0]), WriteEnd(Ends[1]);

  SpawnActions Actions;
  posix_spawn_file_actions_adddup2(Actions.get(), Input.get(), 0);
  posix_spawn_file_actions_adddup2(Actions.get(), WriteEnd.get(), 1);
  posix_spawn_file_actions_adddup2(Actions.get(), Errors.get(), 2);
  char Name[] = "dot", Format[] = "-Tsvg";
  char *Argv[] = {Name, Format, nullptr};
  pid_t Child;
  if (int E = posix_spawn(&Child, DotPath.c_str(), Actions.get(), nullptr, Argv,
                          environ)) {
    errno = E;
    return systemError(absl::StrCat("cannot run '", DotPath, "'"));
  }
  // Only the child writes to the pipe now, so reading ends when it exits.
  WriteEnd.reset();
  std::string SVG;
  bool ReadOk = readAll(ReadEnd.get(), SVG);
  int Status;
  while (waitpid(Child, &Status, 0) < 0)
    if (errno != EINTR)
      return systemError("cannot wait for dot");
  if (!ReadOk)
    return systemError("cannot read dot's output");
  if (!WIFEXITED(Status) || WEXITSTATUS(Status) != 0) {
    std::string Message;
    if (lseek(Errors.get(), 0, SEEK_SET) == 0)
      readAll(Errors.get(), Message);
    return absl::InternalError(
        absl::StrCat("dot failed", Message.empty() ? "" : ": ", Message));
  }
  size_t Start = SVG.find("<svg");
  if (Start == std::string::npos)
    return absl::InternalError("dot wrote no <svg> element");
  return SVG.substr(Start);
}
