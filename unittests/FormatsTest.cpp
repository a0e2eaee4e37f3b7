//===- FormatsTest.cpp - The table of formats -----------------------------===//

#include "mopt/Formats/Formats.h"
#include "mopt/IR/Module.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace mopt;

TEST(FormatsTest, EachRoleListsItsFormatsInTableOrder) {
  EXPECT_EQ(llvm::join(getFormatNames(FormatRole::Input), ","),
            "tac,llvm,bril,bril-json,mini,llvm-bc");
  EXPECT_EQ(llvm::join(getFormatNames(FormatRole::Output), ","),
            "tac,block-args,llvm,bril,bril-json,llvm-bc");
}

TEST(FormatsTest, LooksNamesUpOnlyInTheirRole) {
  ASSERT_NE(lookupFormat(FormatRole::Input, "mini"), nullptr);
  EXPECT_EQ(lookupFormat(FormatRole::Output, "mini"), nullptr);
  ASSERT_NE(lookupFormat(FormatRole::Output, "llvm-bc"), nullptr);
  ASSERT_NE(lookupFormat(FormatRole::Input, "llvm-bc"), nullptr);
  ASSERT_NE(lookupFormat(FormatRole::Output, "llvm"), nullptr);
}

TEST(FormatsTest, TheExtensionChoosesTheReaderAndTACIsTheDefault) {
  EXPECT_EQ(inputFormatOfPath("prog.json").Name, "bril-json");
  EXPECT_EQ(inputFormatOfPath("prog.bril").Name, "bril");
  EXPECT_EQ(inputFormatOfPath("prog.mini").Name, "mini");
  EXPECT_EQ(inputFormatOfPath("prog.ll").Name, "llvm");
  EXPECT_EQ(inputFormatOfPath("prog.bc").Name, "llvm-bc");
  EXPECT_EQ(inputFormatOfPath("prog.tac").Name, "tac");
  EXPECT_EQ(inputFormatOfPath("prog.txt").Name, "tac");
  EXPECT_EQ(inputFormatOfPath("<stdin>").Name, "tac");
}

TEST(FormatsTest, AReaderAndAWriterOfOneRowRoundTrip) {
  const FileFormat *Bril = lookupFormat(FormatRole::Input, "bril");
  ASSERT_NE(Bril, nullptr);
  auto M = Bril->Read(llvm::MemoryBuffer::getMemBuffer(
                          "@main {\n  x: int = const 1;\n  print x;\n}\n"),
                      "t.bril", ReadOptions());
  ASSERT_TRUE(M.ok()) << M.status();
  std::string Text;
  absl::Status S = Bril->Write(**M, WriteOptions(),
                               [&](llvm::StringRef Piece) { Text += Piece; });
  ASSERT_TRUE(S.ok()) << S;
  EXPECT_NE(Text.find("print x;"), std::string::npos) << Text;
}
