//===- MappedTempFile.h - A temporary file read back mapped -----*- C++ -*-===//
//
// For tests of a large input, which mopt maps into memory rather than
// copies: a temporary file holding what a writer puts in it, read back as
// an llvm::MemoryBuffer (mapped when it is large enough, as mopt's input
// is). The file is removed with the object, whether or not the test got
// that far.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_UNITTESTS_MAPPEDTEMPFILE_H
#define MOPT_UNITTESTS_MAPPEDTEMPFILE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace mopt::test {

class MappedTempFile {
public:
  explicit MappedTempFile(llvm::function_ref<void(llvm::raw_ostream &)> Write) {
    int FD;
    if (llvm::sys::fs::createTemporaryFile("mopt-test", "tac", FD, Path))
      return;
    {
      llvm::raw_fd_ostream Out(FD, /*shouldClose=*/true);
      Write(Out);
    }
    if (auto Read = llvm::MemoryBuffer::getFile(Path))
      Buffer = std::move(*Read);
  }
  MappedTempFile(const MappedTempFile &) = delete;
  MappedTempFile &operator=(const MappedTempFile &) = delete;
  ~MappedTempFile() {
    if (!Path.empty())
      llvm::sys::fs::remove(Path);
  }

  llvm::StringRef path() const { return Path; }
  /// The text read back; null if the file could not be written or read.
  const llvm::MemoryBuffer *buffer() const { return Buffer.get(); }
  std::unique_ptr<llvm::MemoryBuffer> takeBuffer() { return std::move(Buffer); }

private:
  llvm::SmallString<128> Path;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
};

} // namespace mopt::test

#endif
