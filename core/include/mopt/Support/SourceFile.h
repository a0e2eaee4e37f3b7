//===- mopt/Support/SourceFile.h - Source texts kept for diagnostics -*- C++
//-*-//
//
// SourceFiles keeps the name and full text of every file a module was read
// from, indexed by SourceLoc::File, so that a message can quote the line it
// is about. A text is an llvm::MemoryBuffer: a file read from disk is mapped,
// not copied, and the module's values point into it for as long as it lives.
// Once read, its pages may be given back to the system
// (releaseResidentPages): the mapping stays, and a page read again comes
// back from the file.
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
  /// Lets the system take back the pages of the mapped texts that are in
  /// memory, once they are read: the text stays mapped, and a page read
  /// again (a line quoted, a name the values point at) comes back from the
  /// file, as a page not yet read would. LLVM's opt frees its input once
  /// it is parsed; this is the mapped equivalent. A text copied into memory
  /// (standard input, a small file) is left as it is.
  void releaseResidentPages() const;
  /// As above, for the pages of file Index's text that lie between From
  /// and To (pointers into it): those wholly before To, from the one
  /// holding From on. A reader calls it on the text behind it as it goes.
  void releaseResidentPages(uint32_t Index, const char *From,
                            const char *To) const;

private:
  std::vector<SourceFile> Files;
};

} // namespace mopt

#endif
