//===- mopt/Support/SourceFile.h - Source texts kept for diagnostics -*- C++
//-*-//
//
// SourceFiles keeps the name and full text of every file a module was read
// from, indexed by SourceLoc::File, so that a message can quote the line it
// is about. A text is an llvm::MemoryBuffer: a file read from disk is mapped,
// not copied, and the module's values point into it for as long as it lives.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_SOURCEFILE_H
#define MOPT_SUPPORT_SOURCEFILE_H

#include "mopt/IR/SourceLoc.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mopt {

struct SourceFile {
  std::string Name;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
  llvm::StringRef getText() const;
};

class SourceFiles {
public:
  SourceFiles();
  SourceFiles(SourceFiles &&);
  SourceFiles &operator=(SourceFiles &&);
  ~SourceFiles();
  uint32_t add(std::string Name, std::unique_ptr<llvm::MemoryBuffer> Text);
  /// As above, with a copy of Text.
  uint32_t add(std::string Name, llvm::StringRef Text);
  bool contains(uint32_t Index) const { return Index < Files.size(); }
  const SourceFile &get(uint32_t Index) const { return Files[Index]; }
  /// The text of line Line (from 1) of file Index, without its newline;
  /// empty when out of range.
  llvm::StringRef getLine(uint32_t Index, uint32_t Line) const;

private:
  std::vector<SourceFile> Files;
};

} // namespace mopt

#endif
