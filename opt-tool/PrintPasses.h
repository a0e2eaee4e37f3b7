//===- PrintPasses.h - The listing of -print-passes -------------*- C++ -*-===//
//
// -print-passes lists every registered pass, analysis and alias: grouped by
// where it came from (built into mopt, or the plugin's path, given once in
// the group's heading), one entry per name with its description wrapped to
// 80 columns and its kind and form (PassForm.h) in brackets at the end.
//
//===----------------------------------------------------------------------===//

#ifndef MOPT_OPTTOOL_PRINTPASSES_H
#define MOPT_OPTTOOL_PRINTPASSES_H

#include <cstdio>

namespace mopt {
class PassRegistry;

void printPasses(const PassRegistry &Registry, std::FILE *Out);
} // namespace mopt

#endif
