//===- mopt/IR/SourceLoc.h - Where a piece of IR came from ------*- C++ -*-===//
//
// A SourceLoc names a file (an index into the module's source files), a line
// and a column, all counted from 1. Line 0 means "unknown". Every instruction
// carries one, and a pass that creates an instruction gives it the location of
// the instruction it stands for.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_SOURCELOC_H
#define MOPT_IR_SOURCELOC_H

#include <cstdint>

namespace mopt {

struct SourceLoc {
  uint32_t File = 0;
  uint32_t Line = 0;
  uint32_t Column = 0;

  bool isKnown() const { return Line != 0; }
};

} // namespace mopt

#endif
