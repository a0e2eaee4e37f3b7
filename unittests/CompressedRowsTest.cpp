//===- CompressedRowsTest.cpp - Rows built by a counting sort -------------===//

#include "mopt/Support/CompressedRows.h"

#include <gtest/gtest.h>
#include <utility>
#include <vector>

using namespace mopt;

namespace {

std::vector<unsigned> rowOf(const CompressedRows &Rows, unsigned R) {
  return std::vector<unsigned>(Rows[R].begin(), Rows[R].end());
}

CompressedRows
buildRows(unsigned NumRows,
          const std::vector<std::pair<unsigned, unsigned>> &Pairs) {
  CompressedRowsBuilder Builder(NumRows);
  for (auto [Row, Item] : Pairs)
    Builder.count(Row);
  Builder.startFilling();
  for (auto [Row, Item] : Pairs)
    Builder.fill(Row, Item);
  return Builder.take();
}

TEST(CompressedRowsTest, BuilderKeepsFillOrderWithinARow) {
  CompressedRows Rows = buildRows(3, {{2, 7}, {0, 5}, {2, 1}, {0, 9}, {2, 4}});
  ASSERT_EQ(Rows.size(), 3u);
  EXPECT_EQ(Rows.getNumItems(), 5u);
  EXPECT_EQ(rowOf(Rows, 0), (std::vector<unsigned>{5, 9}));
  EXPECT_TRUE(Rows[1].empty());
  EXPECT_EQ(rowOf(Rows, 2), (std::vector<unsigned>{7, 1, 4}));
  EXPECT_EQ(Rows.begin(2), 2u);
  EXPECT_EQ(Rows.end(2), 5u);
  EXPECT_EQ(Rows.item(Rows.begin(2)), 7u);
}

TEST(CompressedRowsTest, SortEachRowSortsWithinRowsOnly) {
  CompressedRows Rows =
      buildRows(4, {{3, 8}, {1, 6}, {3, 2}, {1, 3}, {3, 5}, {0, 1}});
  Rows.sortEachRow();
  EXPECT_EQ(rowOf(Rows, 0), (std::vector<unsigned>{1}));
  EXPECT_EQ(rowOf(Rows, 1), (std::vector<unsigned>{3, 6}));
  EXPECT_TRUE(Rows[2].empty());
  EXPECT_EQ(rowOf(Rows, 3), (std::vector<unsigned>{2, 5, 8}));
}

TEST(CompressedRowsTest, RowsAppendedInOrder) {
  CompressedRows Rows;
  EXPECT_EQ(Rows.size(), 0u);
  Rows.pushItem(4);
  Rows.pushItem(2);
  Rows.endRow();
  Rows.endRow();
  Rows.pushItem(9);
  Rows.endRow();
  ASSERT_EQ(Rows.size(), 3u);
  EXPECT_EQ(rowOf(Rows, 0), (std::vector<unsigned>{4, 2}));
  EXPECT_TRUE(Rows[1].empty());
  EXPECT_EQ(rowOf(Rows, 2), (std::vector<unsigned>{9}));
}

} // namespace
