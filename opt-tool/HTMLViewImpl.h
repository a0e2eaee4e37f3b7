//===- HTMLViewImpl.h - What the --html page's files share ------*- C++ -*-===//
//
// HTMLViewObserver records snapshots as the pipeline runs (HTMLView.cpp)
// and writes the page when it finishes (HTMLViewPage.cpp), with a drawing
// of the CFG and the dominator tree after each pass that changed the CFG
// (HTMLViewGraphs.cpp). These are the helpers those files share: reading
// the printed text of a function, writing HTML, and the graphs.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_OPTTOOL_HTMLVIEWIMPL_H
#define MOPT_OPTTOOL_HTMLVIEWIMPL_H

#include "HTMLView.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace mopt {

class Function;

namespace htmlview {

using GraphSnapshot = HTMLViewObserver::GraphSnapshot;
using Snapshot = HTMLViewObserver::Snapshot;

// Printed text (HTMLView.cpp).

/// A `LABEL:` line of printed TAC.
bool isLabelLine(llvm::StringRef Line);
/// The lines of Text, without the newline that ends the last.
llvm::SmallVector<llvm::StringRef, 64> splitLines(llvm::StringRef Text);

// HTML (HTMLViewPage.cpp).

/// Appends S with the characters HTML gives a meaning to escaped, so that
/// it reads the same as text and inside a quoted attribute.
void appendEscaped(std::string &Out, llvm::StringRef S);
/// S with the characters HTML gives a meaning to escaped.
std::string escaped(llvm::StringRef S);
/// A span of class Class; a click on it selects Key unless Key is empty.
void appendSpan(std::string &Out, llvm::StringRef Class, llvm::StringRef Key,
                llvm::StringRef Text);

// Graphs (HTMLViewGraphs.cpp).

/// The CFG and dominator tree of F (in CFG form or later), built with
/// mopt's own analyses; Text is F as printed.
GraphSnapshot takeGraph(Function &F, llvm::StringRef Text);
/// Whether A and B have the same blocks and edges.
bool sameCFG(const GraphSnapshot &A, const GraphSnapshot &B);
/// The graphs of every function, those of Shown visible.
void renderGraphs(llvm::ArrayRef<HTMLViewObserver::FunctionHistory> Histories,
                  llvm::StringRef Shown, std::string &Out);

} // namespace htmlview
} // namespace mopt

#endif
