//===- SourceLocTest.cpp - Tests of the 8-byte source location ------------===//
//
// A SourceLoc packs its file index and column into one word beside the
// line; these tests check that the three fields read back as written, and
// that a column too wide for its bits is kept as the widest it can hold
// rather than wrapping to a small one.
//
//===----------------------------------------------------------------------===//

#include "mopt/IR/SourceLoc.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/SourceFile.h"
#include "gtest/gtest.h"

using namespace mopt;

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
