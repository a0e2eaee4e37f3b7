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

/// Whether Path names something other than a regular file: a device such
/// as /dev/null, a pipe, a socket.
static bool isSpecialFile(const std::string &Path) {
  struct stat Existing;
  return stat(Path.c_str(), &Existing) == 0 && !S_ISREG(Existing.st_mode);
}

absl::StatusOr<std::unique_ptr<OutputFile>>
OutputFile::create(const std::string &Path) {
  if (Path.empty() || Path == "-")
    return std::unique_ptr<OutputFile>(new OutputFile("<stdout>", "", stdout));
  if (isSpecialFile(Path)) {
    std::FILE *Stream = std::fopen(Path.c_str(), "wb");
    if (!Stream)
      return ioError("open", Path);
    return std::unique_ptr<OutputFile>(new OutputFile(Path, "", Stream));
  }
  std::string Temp = Path + ".tmp.XXXXXX";
  int FD = mkstemp(Temp.data());
  // The temporary file is mopt's business: the user asked to write Path.
  if (FD < 0)
    return ioError("write", Path);
  fchmod(FD, outputMode(Path));
  std::FILE *Stream = fdopen(FD, "wb");
  if (!Stream) {
    absl::Status S = ioError("write", Path);
    close(FD);
    std::remove(Temp.c_str());
    return S;
  }
  return std::unique_ptr<OutputFile>(new OutputFile(Path, Temp, Stream));
}

OutputFile::~OutputFile() {
  if (Committed)
    return;
  if (Stream && Stream != stdout)
    std::fclose(Stream);
  if (!Temp.empty())
    std::remove(Temp.c_str());
}

bool OutputFile::write(llvm::StringRef Text) {
  Failed =
      Failed || std::fwrite(Text.data(), 1, Text.size(), Stream) != Text.size();
  return !Failed;
}

absl::Status OutputFile::commit() {
  bool Ok = !Failed && std::fflush(Stream) == 0;
  if (Stream != stdout)
    Ok = std::fclose(Stream) == 0 && Ok;
  Stream = nullptr;
  if (Ok && !Temp.empty())
    Ok = std::rename(Temp.c_str(), Path.c_str()) == 0;
  if (!Ok)
    return ioError("write", Path);
  Committed = true;
  return absl::OkStatus();
}

absl::Status mopt::writeOutput(const std::string &Path,
                               const std::string &Text) {
  auto Out = OutputFile::create(Path);
  if (!Out.ok())
    return Out.status();
  (*Out)->write(Text);
  return (*Out)->commit();
}
