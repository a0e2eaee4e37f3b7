//===- SourceFile.cpp - Source texts kept for diagnostics -----------------===//

#include "mopt/Support/SourceFile.h"

#include "llvm/Support/MemoryBuffer.h"

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
