//===- OutputFile.cpp - Writing results all or nothing --------------------===//

#include "OutputFile.h"
#include "absl/strings/str_cat.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

using namespace mopt;

static absl::Status ioError(const std::string &What, const std::string &Path) {
  return absl::InternalError(
      absl::StrCat("cannot ", What, " '", Path, "': ", std::strerror(errno)));
}

/// The mode the new file gets: the old file's, else what umask allows.
static mode_t outputMode(const std::string &Path) {
  struct stat Old;
  if (stat(Path.c_str(), &Old) == 0)
    return Old.st_mode & 07777;
  mode_t Mask = umask(0);
  umask(Mask);
  return 0666 & ~Mask;
}

/// Writes the pieces to an open stream; false on any error.
static bool writeAll(std::FILE *Out, const std::vector<std::string> &Pieces) {
  for (const std::string &Piece : Pieces)
    if (std::fwrite(Piece.data(), 1, Piece.size(), Out) != Piece.size())
      return false;
  return std::fflush(Out) == 0;
}

/// Whether Path names something other than a regular file: a device such
/// as /dev/null, a pipe, a socket. Such a file is written in place; a
/// rename would replace it.
static bool isSpecialFile(const std::string &Path) {
  struct stat Existing;
  return stat(Path.c_str(), &Existing) == 0 && !S_ISREG(Existing.st_mode);
}

absl::Status mopt::writeOutput(const std::string &Path,
                               const std::vector<std::string> &Pieces) {
  if (Path.empty() || Path == "-") {
    if (!writeAll(stdout, Pieces))
      return ioError("write", "<stdout>");
    return absl::OkStatus();
  }
  if (isSpecialFile(Path)) {
    std::FILE *Out = std::fopen(Path.c_str(), "wb");
    bool Ok = Out && writeAll(Out, Pieces);
    if (!(Out && std::fclose(Out) == 0 && Ok))
      return ioError("write", Path);
    return absl::OkStatus();
  }
  std::string Temp = Path + ".tmp.XXXXXX";
  int FD = mkstemp(Temp.data());
  if (FD < 0)
    return ioError("create a temporary file for", Path);
  fchmod(FD, outputMode(Path));
  std::FILE *Out = fdopen(FD, "wb");
  bool Ok = Out && writeAll(Out, Pieces);
  Ok = (Out ? std::fclose(Out) == 0 : close(FD) == 0) && Ok;
  if (!Ok || std::rename(Temp.c_str(), Path.c_str()) != 0) {
    absl::Status S = ioError("write", Path);
    std::remove(Temp.c_str());
    return S;
  }
  return absl::OkStatus();
}

absl::Status mopt::writeOutput(const std::string &Path,
                               const std::string &Text) {
  return writeOutput(Path, std::vector<std::string>{Text});
}
