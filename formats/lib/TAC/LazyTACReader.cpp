//===- LazyTACReader.cpp - Reading TAC a function at a time ---------------===//
//
// openTACLazily: the outline of a module (its functions' headers) read at
// once, and each function's body when the driver asks for it, just before
// its passes run, so that the text and the tables of only the functions
// being worked on are resident.
//
//===----------------------------------------------------------------------===//

#include "FunctionSplitter.h"
#include "TACParser.h"
#include "mopt/TAC/Parser.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cassert>
#include <mutex>

using namespace mopt;
using namespace mopt::tac;

namespace {

/// TAC read a function at a time: the pieces splitAtFunctions cuts, as
/// -threads reads them whole, but each body only when asked. One parser
/// reads the outline; bodies are read by parsers kept for reuse, one per
/// thread reading at once, each reading the function's header again first
/// (without making the function): a module of many small functions does not
/// keep a parser for each.
class LazyTACReader final : public LazyReader {
public:
  LazyTACReader(std::unique_ptr<llvm::MemoryBuffer> Text,
                llvm::StringRef FileName)
      : FileName(FileName.str()),
        FileIndex(M->addSourceFile(FileName.str(), std::move(Text))) {}
  bool readOutline(unsigned Threads) override;
  absl::Status readBody(Function &F, size_t Index) override;
  std::unique_ptr<llvm::MemoryBuffer> text() const override {
    return llvm::MemoryBuffer::getMemBuffer(
        M->getSources().get(FileIndex).getText(), FileName,
        /*RequiresNullTerminator=*/false);
  }

private:
  std::string FileName;
  uint32_t FileIndex;
  /// The text before the first header, then each function's, header first.
  std::vector<Piece> Pieces;
  /// Parsers no thread is reading a body with. A parser that met an error
  /// is not kept: the blocks of the labels it never placed are its own,
  /// which the module's branches no longer name.
  std::vector<std::unique_ptr<TACParser>> IdleParsers;
  std::mutex IdleParsersLock;
  std::unique_ptr<TACParser> takeParser();
  void keepParser(std::unique_ptr<TACParser> Parser);
};

/// A body of this much text or more has a parser of its own.
constexpr size_t LargeBodyBytes = size_t(1) << 20;

bool LazyTACReader::readOutline(unsigned Threads) {
  // The search for headers reads the whole text: what it has read goes back
  // to the system as it goes, and each body is read in again when asked,
  // so that the text is not resident whole.
  const SourceFiles &Sources = M->getSources();
  llvm::StringRef Text = Sources.get(FileIndex).getText();
  Pieces = splitAtFunctions(Text, Threads, [&](size_t From, size_t To) {
    Sources.releaseResidentPages(FileIndex, Text.data() + From,
                                 Text.data() + To);
  });
  // The text before the first header, then each header, in text order.
  TACParser Outline(*M, FileIndex);
  if (!Outline.parseLines(Pieces[0].Text, Pieces[0].FirstLine).ok())
    return false;
  // Declarations and globals are read whole: they come before the bodies
  // a function's index names.
  if (M->size() || !M->globals().empty())
    return false;
  for (size_t I = 1; I != Pieces.size(); ++I)
    if (!Outline
             .parseLineAt(
                 Pieces[I].Text.take_until([](char C) { return C == '\n'; }),
                 Pieces[I].FirstLine)
             .ok())
      return false;
  Sources.releaseResidentPages(FileIndex, Text.begin(), Text.end());
  return true;
}

std::unique_ptr<TACParser> LazyTACReader::takeParser() {
  std::lock_guard<std::mutex> Guard(IdleParsersLock);
  if (IdleParsers.empty())
    return std::make_unique<TACParser>(*M, FileIndex);
  std::unique_ptr<TACParser> Parser = std::move(IdleParsers.back());
  IdleParsers.pop_back();
  return Parser;
}

void LazyTACReader::keepParser(std::unique_ptr<TACParser> Parser) {
  std::lock_guard<std::mutex> Guard(IdleParsersLock);
  IdleParsers.push_back(std::move(Parser));
}

absl::Status LazyTACReader::readBody(Function &F, size_t Index) {
  assert(Index + 1 < Pieces.size() && F.empty() && "each body is read once");
  const Piece &P = Pieces[Index + 1];
  auto [Header, Body] = P.Text.split('\n');
  std::unique_ptr<TACParser> Parser = takeParser();
  absl::Status S = Parser->resumeFunction(F, Header, P.FirstLine);
  if (S.ok())
    S = Parser->parseLines(Body, P.FirstLine + 1);
  if (S.ok())
    S = Parser->resolveCalls();
  if (S.ok())
    S = Parser->resolveAddresses();
  if (S.ok())
    S = Parser->inferTypes();
  M->getSources().releaseResidentPages(FileIndex, Body.begin(), Body.end());
  if (!S.ok()) {
    // A body read in part may branch to blocks its parser owns.
    F.deleteBody();
    return S;
  }
  // A large body's parser goes, and its tables with it, which would
  // otherwise live through the function's passes: small bodies share
  // parsers, large ones pay for their own.
  if (Body.size() < LargeBodyBytes)
    keepParser(std::move(Parser));
  return absl::OkStatus();
}

} // namespace

std::unique_ptr<LazyReader>
mopt::openTACLazily(std::unique_ptr<llvm::MemoryBuffer> Text,
                    llvm::StringRef FileName) {
  return std::make_unique<LazyTACReader>(std::move(Text), FileName);
}
