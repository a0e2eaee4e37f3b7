//===- ValueNameTest.cpp - Names inline, on the heap, or a kept pointer --===//

#include "mopt/IR/ValueName.h"

#include <gtest/gtest.h>
#include <string>

using namespace mopt;

namespace {

TEST(ValueNameTest, EmptyByDefault) {
  ValueName N;
  EXPECT_TRUE(N.empty());
  EXPECT_EQ(N.str(), "");
}

TEST(ValueNameTest, KeepsEveryLengthAcrossTheInlineLimit) {
  for (size_t Size = 0; Size != 3 * ValueName::MaxInline; ++Size) {
    std::string Text(Size, 'a');
    for (size_t I = 0; I != Size; ++I)
      Text[I] = static_cast<char>('a' + I % 26);
    ValueName N(Text);
    EXPECT_EQ(N.str(), Text) << "length " << Size;
    EXPECT_EQ(N.empty(), Size == 0);
  }
}

TEST(ValueNameTest, ReassignsBetweenInlineAndHeap) {
  std::string Long(40, 'x');
  ValueName N("t.1");
  N.assign(Long);
  EXPECT_EQ(N.str(), Long);
  N.assign("head2");
  EXPECT_EQ(N.str(), "head2");
  N.assign("");
  EXPECT_TRUE(N.empty());
  N.assign(Long + "y");
  EXPECT_EQ(N.str(), Long + "y");
}

TEST(ValueNameTest, AssignsFromItself) {
  ValueName Short("abcdefgh");
  Short.assign(Short.str().drop_front(2));
  EXPECT_EQ(Short.str(), "cdefgh");
  std::string Long(30, 'q');
  Long += "tail";
  ValueName Heap(Long);
  Heap.assign(Heap.str());
  EXPECT_EQ(Heap.str(), Long);
  Heap.assign(Heap.str().take_back(4));
  EXPECT_EQ(Heap.str(), "tail");
}

} // namespace
