//===- mopt/IR/SourceLoc.h - Where a piece of IR came from ------*- C++ -*-===//
//
// A SourceLoc names a file (an index into the module's source files), a line
// and a column, all counted from 1. Line 0 means "unknown". Every instruction
// carries one, and a pass that creates an instruction gives it the location of
// the instruction it stands for.
//
// Invariant: a location takes 8 bytes (every instruction holds one, and 4
// more would cost an instruction a 16-byte size class in the IR allocator):
// the file index is below MaxFiles, which a module's one input file is far
// from; a column past MaxColumn, which only a line of more than 16 MiB
// reaches, is kept as MaxColumn.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_SOURCELOC_H
#define MOPT_IR_SOURCELOC_H

#include <cassert>
#include <cstdint>

namespace mopt {

struct SourceLoc {
  static constexpr uint32_t MaxFiles = 1u << 8;
  static constexpr uint32_t MaxColumn = (1u << 24) - 1;

  SourceLoc() : Line(0), File(0), Column(0) {}
  SourceLoc(uint32_t FileIndex, uint32_t LineNo, uint32_t ColumnNo)
      : Line(LineNo), File(FileIndex),
        Column(ColumnNo < MaxColumn ? ColumnNo : MaxColumn) {
    assert(FileIndex < MaxFiles && "a module reads at most MaxFiles files");
  }

  bool isKnown() const { return Line != 0; }

  uint32_t Line;
  uint32_t File : 8;
  uint32_t Column : 24;
};

static_assert(sizeof(SourceLoc) == 8, "a location takes 8 bytes");

} // namespace mopt

#endif
