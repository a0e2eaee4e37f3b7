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

absl::Status mopt::writeOutput(const std::string &Path,
                               const std::string &Text) {
  if (Path.empty() || Path == "-") {
    if (std::fwrite(Text.data(), 1, Text.size(), stdout) != Text.size() ||
        std::fflush(stdout) != 0)
      return ioError("write", "<stdout>");
    return absl::OkStatus();
  }
  std::string Temp = Path + ".tmp.XXXXXX";
  int FD = mkstemp(Temp.data());
  if (FD < 0)
    return ioError("create a temporary file for", Path);
  fchmod(FD, outputMode(Path));
  std::FILE *Out = fdopen(FD, "wb");
  bool Ok = Out && std::fwrite(Text.data(), 1, Text.size(), Out) == Text.size();
  Ok = (Out ? std::fclose(Out) == 0 : close(FD) == 0) && Ok;
  if (!Ok || std::rename(Temp.c_str(), Path.c_str()) != 0) {
    absl::Status S = ioError("write", Path);
    std::remove(Temp.c_str());
    return S;
  }
  return absl::OkStatus();
}
