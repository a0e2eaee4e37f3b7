//===- SourceFile.cpp - Source texts kept for diagnostics -----------------===//

#include "mopt/Support/SourceFile.h"

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>

#if __has_include(<sys/mman.h>) && __has_include(<unistd.h>)
#include <sys/mman.h>
#include <unistd.h>
#define MOPT_HAVE_MADVISE 1
#endif

using namespace mopt;

llvm::StringRef SourceFile::getText() const { return Buffer->getBuffer(); }

SourceFiles::SourceFiles() = default;
SourceFiles::SourceFiles(SourceFiles &&) = default;
SourceFiles &SourceFiles::operator=(SourceFiles &&) = default;
SourceFiles::~SourceFiles() = default;

uint32_t SourceFiles::add(std::string Name,
                          std::unique_ptr<llvm::MemoryBuffer> Text) {
  assert(Files.size() < SourceLoc::MaxFiles && "SourceLoc::File has 8 bits");
  Files.push_back({std::move(Name), std::move(Text)});
  return Files.size() - 1;
}

uint32_t SourceFiles::add(std::string Name, llvm::StringRef Text) {
  auto Copy = llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
  return add(std::move(Name), std::move(Copy));
}

llvm::StringRef SourceFiles::getLine(uint32_t Index, uint32_t Line) const {
  if (!contains(Index) || Line == 0)
    return {};
  llvm::StringRef Text = Files[Index].getText();
  for (uint32_t L = 1; L < Line; ++L) {
    size_t NL = Text.find('\n');
    if (NL == llvm::StringRef::npos)
      return {};
    Text = Text.drop_front(NL + 1);
  }
  llvm::StringRef Result = Text.take_until([](char C) { return C == '\n'; });
  return Result.rtrim('\r');
}

void SourceFiles::releaseResidentPages() const {
  for (uint32_t Index = 0; Index != Files.size(); ++Index) {
    const llvm::MemoryBuffer &Text = *Files[Index].Buffer;
    releaseResidentPages(Index, Text.getBufferStart(), Text.getBufferEnd());
  }
}

void SourceFiles::releaseResidentPages(uint32_t Index, const char *From,
                                       const char *To) const {
#ifdef MOPT_HAVE_MADVISE
  const llvm::MemoryBuffer &Text = *Files[Index].Buffer;
  if (Text.getBufferKind() != llvm::MemoryBuffer::MemoryBuffer_MMap)
    return;
  // The mapping starts on a page; the page holding To may hold text not
  // yet read, and the one holding the end of the text is partly not text.
  const uint64_t Page = sysconf(_SC_PAGESIZE);
  auto First = std::max(
      llvm::alignTo(reinterpret_cast<uint64_t>(Text.getBufferStart()), Page),
      llvm::alignDown(reinterpret_cast<uint64_t>(From), Page));
  auto Last = llvm::alignDown(reinterpret_cast<uint64_t>(To), Page);
  if (Last > First)
    madvise(reinterpret_cast<void *>(First), Last - First, MADV_DONTNEED);
#else
  (void)Index, (void)From, (void)To;
#endif
}
