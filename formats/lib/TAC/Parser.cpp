//===- Parser.cpp - Reading TAC text --------------------------------------===//
//
// parseTAC and parseTACBuffer: a module's text read whole, by one parser
// (TACParser.h) or, with -threads, by one per function.
//
// With several threads, the text is cut at its `func` lines. The headers are
// read in order on one thread (they create the module's functions), then
// each function's body on whichever thread is free, each by a parser of its
// own, since a body touches nothing outside its function. Calls are
// resolved at the end, in text order, and the error reported is the one a
// single parser would have met first: the first piece's with an error.
//
//===----------------------------------------------------------------------===//

#include "mopt/TAC/Parser.h"
#include "FunctionSplitter.h"
#include "TACParser.h"
#include "mopt/Support/Parallel.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace mopt;
using namespace mopt::tac;

/// The parse of every piece; Parsers is declared before the module so that
/// it outlives it (see TACParser).
static absl::StatusOr<std::unique_ptr<Module>>
parseModule(std::unique_ptr<llvm::MemoryBuffer> Text, llvm::StringRef FileName,
            unsigned Threads) {
  std::vector<std::unique_ptr<TACParser>> Parsers;
  auto M = std::make_unique<Module>();
  uint32_t FileIndex = M->addSourceFile(FileName.str(), std::move(Text));
  llvm::StringRef Source = M->getSources().get(FileIndex).getText();
  std::vector<Piece> Pieces = Threads > 1 ? splitAtFunctions(Source, Threads)
                                          : std::vector<Piece>{{Source, 1}};
  std::vector<absl::Status> Results(Pieces.size());
  for (size_t I = 0; I != Pieces.size(); ++I) {
    Parsers.push_back(std::make_unique<TACParser>(*M, FileIndex));
    if (I == 0)
      continue;
    // The header creates the function: in text order, on this thread.
    auto [Header, Body] = Pieces[I].Text.split('\n');
    Results[I] = Parsers[I]->parseLineAt(Header, Pieces[I].FirstLine);
    Pieces[I] = {Body, Pieces[I].FirstLine + 1};
  }
  parallelFor(Pieces.size(), Threads, [&](size_t I) {
    if (Results[I].ok())
      Results[I] = Parsers[I]->parseLines(Pieces[I].Text, Pieces[I].FirstLine);
  });
  for (absl::Status &S : Results)
    if (!S.ok())
      return S;
  if (absl::Status S = Parsers[0]->finishModule(
          llvm::ArrayRef(Parsers).drop_front(), Threads);
      !S.ok())
    return S;
  return M;
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseTAC(llvm::StringRef Text, llvm::StringRef FileName) {
  return parseModule(llvm::MemoryBuffer::getMemBufferCopy(Text, FileName),
                     FileName, 1);
}

absl::StatusOr<std::unique_ptr<Module>>
mopt::parseTACBuffer(std::unique_ptr<llvm::MemoryBuffer> Text,
                     llvm::StringRef FileName, unsigned Threads) {
  return parseModule(std::move(Text), FileName, Threads);
}
