//===- NameTableTest.cpp - Entries of a list found by name ----------------===//

#include "mopt/Support/NameTable.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace mopt;

namespace {

struct Names {
  std::vector<std::string> List;
  NameTable Table;

  llvm::StringRef operator()(unsigned I) const { return List[I]; }
  void add(std::string Name, uint32_t Hash) {
    Table.insert(Hash, List.size());
    List.push_back(std::move(Name));
  }
  std::optional<unsigned> find(llvm::StringRef Name, uint32_t Hash) const {
    return Table.find(Name, Hash, *this);
  }
};

TEST(NameTableTest, FindsEveryEntryAcrossGrowth) {
  Names N;
  for (unsigned I = 0; I != 5000; ++I)
    N.add("v" + std::to_string(I), NameTable::hash("v" + std::to_string(I)));
  for (unsigned I = 0; I != 5000; ++I) {
    std::string Name = "v" + std::to_string(I);
    EXPECT_EQ(N.find(Name, NameTable::hash(Name)), I);
  }
  EXPECT_EQ(N.find("w1", NameTable::hash("w1")), std::nullopt);
}

// Names whose hashes are equal are told apart by the names themselves.
TEST(NameTableTest, EqualHashesAreToldApartByName) {
  Names N;
  N.add("a", 7);
  N.add("b", 7);
  N.add("c", 7 + 16); // the same slot in a table of 16
  EXPECT_EQ(N.find("a", 7), 0u);
  EXPECT_EQ(N.find("b", 7), 1u);
  EXPECT_EQ(N.find("c", 7 + 16), 2u);
  EXPECT_EQ(N.find("d", 7), std::nullopt);
  EXPECT_EQ(N.find("a", 8), std::nullopt);
}

TEST(NameTableTest, ClearAndRebuild) {
  Names N;
  N.add("x", NameTable::hash("x"));
  N.add("y", NameTable::hash("y"));
  N.Table.clear();
  EXPECT_EQ(N.find("x", NameTable::hash("x")), std::nullopt);
  N.List = {"y", "z"};
  N.Table.rebuild(N.List.size(), N);
  EXPECT_EQ(N.find("y", NameTable::hash("y")), 0u);
  EXPECT_EQ(N.find("z", NameTable::hash("z")), 1u);
  EXPECT_EQ(N.find("x", NameTable::hash("x")), std::nullopt);
}

// The entry with the last index need not sit at the end of its probe run
// (growing re-inserts entries in slot order): removing it shifts back the
// entries after it that may move, across the table's end too.
TEST(NameTableTest, EraseLastShiftsItsProbeRunBack) {
  Names N;
  N.List = {"a", "b", "c"};
  N.Table.insert(15, 2); // "c" in slot 15 of 16
  N.Table.insert(15, 0); // "a": home 15, wraps to slot 0
  N.Table.insert(0, 1);  // "b": home 0, in slot 1
  N.Table.eraseLast(15, 2);
  N.List.pop_back();
  EXPECT_EQ(N.find("a", 15), 0u);
  EXPECT_EQ(N.find("b", 0), 1u);
  EXPECT_EQ(N.find("c", 15), std::nullopt);
  N.add("c", 15); // the slots are whole: it goes in again
  EXPECT_EQ(N.find("c", 15), 2u);
}

TEST(NameTableTest, EraseLastAfterGrowth) {
  Names N;
  for (unsigned I = 0; I != 3000; ++I)
    N.add("v" + std::to_string(I), NameTable::hash("v" + std::to_string(I)));
  for (unsigned I = 3000; I-- > 2000;) {
    N.Table.eraseLast(NameTable::hash(N.List.back()), I);
    N.List.pop_back();
  }
  for (unsigned I = 0; I != 3000; ++I) {
    std::string Name = "v" + std::to_string(I);
    EXPECT_EQ(N.find(Name, NameTable::hash(Name)),
              I < 2000 ? std::optional<unsigned>(I) : std::nullopt);
  }
}

// Room reserved is room used: entries inserted then still are all found.
TEST(NameTableTest, ReserveThenInsert) {
  Names N;
  N.Table.reserve(1000);
  for (unsigned I = 0; I != 1000; ++I)
    N.add("v" + std::to_string(I), NameTable::hash("v" + std::to_string(I)));
  for (unsigned I = 0; I != 1000; ++I) {
    std::string Name = "v" + std::to_string(I);
    EXPECT_EQ(N.find(Name, NameTable::hash(Name)), I);
  }
}

} // namespace
