//===- FunctionSplitter.cpp - Cutting TAC text at its functions -----------===//
//
// The search for `func` header lines runs before the threads that read the
// functions start, so it is the part of -threads that does not scale: it
// goes a stride at a time on every thread, looks only at lines where
// `func` is the first word, and counts the newlines between headers in
// bulk.
//
//===----------------------------------------------------------------------===//

#include "FunctionSplitter.h"
#include "mopt/Support/Parallel.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <utility>

using namespace mopt;
using namespace mopt::tac;

namespace {

/// The newlines in Text, eight bytes at a time: std::count is a byte at a
/// time at -O2, and it made splitting the text, which runs on one thread
/// before the others start, four times slower (bench/README.md, "Figures
/// behind choices in the code").
size_t countNewlines(llvm::StringRef Text) {
  constexpr uint64_t Ones = 0x0101010101010101, Low7 = Ones * 0x7f;
  size_t Count = 0, I = 0;
  for (; I + 8 <= Text.size(); I += 8) {
    uint64_t Word;
    std::memcpy(&Word, Text.data() + I, 8);
    uint64_t X = Word ^ (Ones * '\n'); // a zero byte for each newline
    // The top bit of each byte, set exactly where that byte of X is zero;
    // shifted to the bottom bit and summed into the top byte by a multiply
    // (popcount is a library call without -mpopcnt).
    uint64_t Zeros = ~(((X & Low7) + Low7) | X | Low7);
    Count += ((Zeros >> 7) * Ones) >> 56;
  }
  return Count + std::count(Text.begin() + I, Text.end(), '\n');
}

/// The `func` header lines whose `func` starts in one stride of the text.
struct StrideHeaders {
  /// Each header's line start, and the newlines from the stride's start to
  /// it (none if the line starts in the stride before).
  llvm::SmallVector<std::pair<size_t, uint32_t>, 2> Headers;
  uint32_t Newlines = 0; // in the whole stride
};

/// The headers whose `func` starts in [Start, End) of Text. Only lines where
/// `func` is the first word are lexed; newlines are counted in bulk. The
/// search is std::string_view's, which looks for the first byte with
/// memchr, where LLVM's StringRef::find steps through the text a byte or a
/// few at a time (bench/README.md, "Figures behind choices in the code").
StrideHeaders findHeaders(llvm::StringRef Text, size_t Start, size_t End) {
  StrideHeaders Found;
  llvm::SmallVector<Token, 16> Tokens;
  size_t Counted = Start; // the newlines before Counted are in Found
  // Each `func` that starts in the stride, and no search past it.
  std::string_view Window(Text.data(), std::min(Text.size(), End + 3));
  for (size_t Pos = Window.find("func", Start); Pos != std::string_view::npos;
       Pos = Window.find("func", Pos + 4)) {
    size_t LineStart = Text.rfind('\n', Pos) + 1; // npos + 1 == 0
    if (!Text.slice(LineStart, Pos).ltrim().empty())
      continue;
    Tokens.clear();
    lexLine(stripComment(Text.slice(LineStart, Text.find('\n', Pos))), Tokens);
    if (!isFunctionHeader(Tokens))
      continue;
    Found.Newlines += countNewlines(Text.slice(Counted, LineStart));
    Counted = std::max(Counted, LineStart);
    Found.Headers.push_back({LineStart, Found.Newlines});
  }
  Found.Newlines += countNewlines(Text.slice(Counted, End));
  return Found;
}

} // namespace

std::vector<Piece>
tac::splitAtFunctions(llvm::StringRef Text, unsigned Threads,
                      llvm::function_ref<void(size_t, size_t)> Scanned) {
  size_t NumStrides = (Text.size() + ReleaseStride - 1) / ReleaseStride;
  std::vector<StrideHeaders> Found(NumStrides);
  parallelFor(NumStrides, Threads, [&](size_t S) {
    size_t Start = S * ReleaseStride;
    size_t End = std::min(Text.size(), Start + ReleaseStride);
    Found[S] = findHeaders(Text, Start, End);
    if (Scanned)
      Scanned(Start, End);
  });
  std::vector<Piece> Pieces{{Text, 1}};
  uint32_t StrideLine = 1; // the line number at the stride's start
  for (const StrideHeaders &Stride : Found) {
    for (auto [LineStart, Newlines] : Stride.Headers) {
      Piece &Last = Pieces.back();
      Last.Text =
          Last.Text.take_front(Text.data() + LineStart - Last.Text.data());
      Pieces.push_back({Text.drop_front(LineStart), StrideLine + Newlines});
    }
    StrideLine += Stride.Newlines;
  }
  return Pieces;
}
