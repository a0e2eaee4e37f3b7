//===- SourceLocTest.cpp - Tests of the 8-byte source location ------------===//
//
// A SourceLoc packs its file index and column into one word beside the
// line; these tests check that the three fields read back as written, and
// that a column too wide for its bits is kept as the widest it can hold
// rather than wrapping to a small one. And the texts they point into read
// back the same after their pages are given back to the system.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/SourceLoc.h"
#include "MappedTempFile.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/SourceFile.h"
#include "gtest/gtest.h"

using namespace mopt;
using mopt::test::MappedTempFile;

TEST(SourceLocTest, FieldsReadBackAsWritten) {
  SourceLoc Unknown;
  EXPECT_FALSE(Unknown.isKnown());
  SourceLoc L(SourceLoc::MaxFiles - 1, 4000000000u, SourceLoc::MaxColumn);
  EXPECT_TRUE(L.isKnown());
  EXPECT_EQ(L.File, SourceLoc::MaxFiles - 1);
  EXPECT_EQ(L.Line, 4000000000u);
  EXPECT_EQ(L.Column, SourceLoc::MaxColumn);
}

TEST(SourceLocTest, WideColumnIsKeptAsTheWidest) {
  SourceLoc L(0, 1, SourceLoc::MaxColumn + 2);
  EXPECT_EQ(L.Column, SourceLoc::MaxColumn);
  SourceFiles Sources;
  Sources.add("wide.tac", llvm::StringRef("x"));
  std::string Text = formatDiagnostic(Sources, L, "too far");
  EXPECT_NE(Text.find("wide.tac:1:16777215: error: too far"), std::string::npos)
      << Text;
}

TEST(SourceLocTest, LinesReadBackAfterTheirPagesAreReleased) {
  MappedTempFile File([](llvm::raw_ostream &Out) {
    for (unsigned K = 0; K != 20000; ++K) // about 400 KB: mapped, not copied
      Out << "  v" << K << " = const " << K << "\n";
  });
  ASSERT_TRUE(File.buffer());
  ASSERT_EQ(File.buffer()->getBufferKind(),
            llvm::MemoryBuffer::MemoryBuffer_MMap);
  SourceFiles Sources;
  uint32_t Index = Sources.add(File.path().str(), File.takeBuffer());
  EXPECT_EQ(Sources.getLine(Index, 12346), "  v12345 = const 12345");
  Sources.releaseResidentPages();
  // Read again from the file: the same text, first line to last.
  EXPECT_EQ(Sources.getLine(Index, 1), "  v0 = const 0");
  EXPECT_EQ(Sources.getLine(Index, 12346), "  v12345 = const 12345");
  EXPECT_EQ(Sources.getLine(Index, 20000), "  v19999 = const 19999");
}
