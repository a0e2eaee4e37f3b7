//===- SourceFile.cpp - Source texts kept for diagnostics -----------------===//

#include "mopt/Support/SourceFile.h"

using namespace mopt;

llvm::StringRef SourceFiles::getLine(uint32_t Index, uint32_t Line) const {
  if (!contains(Index) || Line == 0)
    return {};
  llvm::StringRef Text = Files[Index].Text;
  for (uint32_t L = 1; L < Line; ++L) {
    size_t NL = Text.find('\n');
    if (NL == llvm::StringRef::npos)
      return {};
    Text = Text.drop_front(NL + 1);
  }
  llvm::StringRef Result = Text.take_until([](char C) { return C == '\n'; });
  return Result.rtrim('\r');
}
