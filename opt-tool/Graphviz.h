//===- Graphviz.h - Drawing graphs with Graphviz's dot ----------*- C++ -*-===//
//
// findDot looks for Graphviz's `dot` on PATH. renderSVG runs it as a
// subprocess, `dot -Tsvg` with the DOT text on its standard input, and
// returns the <svg> element it draws without the XML prologue, ready to be
// inlined in an HTML page. Nothing touches the file system: the input and
// dot's error messages live in anonymous memory files.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_GRAPHVIZ_H
#define MOPT_OPTTOOL_GRAPHVIZ_H

#include "absl/status/statusor.h"

#include <optional>
#include <string>

namespace mopt {

/// The path of the first executable `dot` in PATH's folders, if any.
std::optional<std::string> findDot();

/// The SVG drawing of Dot by the dot at DotPath, or why there is none
/// (dot's own error message when it fails).
absl::StatusOr<std::string> renderSVG(const std::string &DotPath,
                                      const std::string &Dot);

} // namespace mopt

#endif
