//===- mopt/Support/CompressedRows.h - Lists in one array -------*- C++ -*-===//
//
// Rows 0..N-1 of unsigned items stored in one array (compressed sparse
// rows): row R is items begin(R) .. end(R) - 1. CompressedRowsBuilder makes
// them by a counting sort, in two passes over the same (row, item) pairs:
// count() every pair's row, then fill() every pair in the same order.
//
// Rows may also be appended in order (pushItem, endRow), when each is
// complete before the next starts.
//
// Invariant: each row lists its items in the order fill() or pushItem()
// was given them, until sortEachRow() puts each in ascending order.
// This is the one way the flow graph's successors and predecessors, the
// dominator tree's children and the stored dominance frontiers are built.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_COMPRESSEDROWS_H
#define MOPT_SUPPORT_COMPRESSEDROWS_H

#include "llvm/ADT/ArrayRef.h"

#include <algorithm>
#include <vector>

namespace mopt {

class CompressedRows {
public:
  unsigned size() const { return Start.empty() ? 0 : Start.size() - 1; }
  unsigned getNumItems() const { return Items.size(); }
  llvm::ArrayRef<unsigned> operator[](unsigned R) const {
    return llvm::ArrayRef<unsigned>(Items).slice(Start[R],
                                                 Start[R + 1] - Start[R]);
  }
  /// Items by index, for a walk that keeps two indices per row: row R's
  /// are begin(R) .. end(R) - 1, and item(I) is the I-th of all.
  unsigned begin(unsigned R) const { return Start[R]; }
  unsigned end(unsigned R) const { return Start[R + 1]; }
  unsigned item(unsigned I) const { return Items[I]; }
  /// Sorts each row's items ascending (rows given mostly in order cost
  /// one look each).
  void sortEachRow() {
    for (unsigned R = 0; R != size(); ++R) {
      auto First = Items.begin() + Start[R],
           Last = Items.begin() + Start[R + 1];
      if (!std::is_sorted(First, Last))
        std::sort(First, Last);
    }
  }

  /// Room for NumRows rows of NumItems items in all, appended.
  void reserve(unsigned NumRows, size_t NumItems) {
    Start.reserve(NumRows + 1);
    Items.reserve(NumItems);
  }
  /// Builds rows one after another instead: Item goes at the end of the
  /// row that the next endRow() closes.
  void pushItem(unsigned Item) {
    if (Start.empty())
      Start.push_back(0);
    Items.push_back(Item);
  }
  void endRow() {
    if (Start.empty())
      Start.push_back(0);
    Start.push_back(Items.size());
  }

private:
  friend class CompressedRowsBuilder;
  std::vector<unsigned> Start, Items;
};

class CompressedRowsBuilder {
public:
  explicit CompressedRowsBuilder(unsigned NumRows) {
    Rows.Start.assign(NumRows + 1, 0);
  }
  /// First pass: one more item in row R.
  void count(unsigned R) { ++Rows.Start[R + 1]; }
  /// Between the passes: places the rows.
  void startFilling() {
    for (unsigned R = 1; R < Rows.Start.size(); ++R)
      Rows.Start[R] += Rows.Start[R - 1];
    Rows.Items.resize(Rows.Start.back());
    Fill.assign(Rows.Start.begin(), Rows.Start.end() - 1);
  }
  /// Second pass, the same rows in the same order: Item is next in row R.
  void fill(unsigned R, unsigned Item) { Rows.Items[Fill[R]++] = Item; }
  CompressedRows take() { return std::move(Rows); }

private:
  CompressedRows Rows;
  std::vector<unsigned> Fill;
};

} // namespace mopt

#endif
