//===- Diagnostic.cpp - FILE:LINE:COL: error: messages --------------------===//

#include "mopt/Support/Diagnostic.h"

using namespace mopt;

/// Makes a source line printable: control bytes become '?', so a binary
/// file cannot send escape sequences to the terminal.
static std::string printableLine(llvm::StringRef Line) {
  std::string Out;
  Out.reserve(Line.size());
  for (char C : Line) {
    unsigned char U = static_cast<unsigned char>(C);
    Out.push_back(U == '\t' || (U >= 0x20 && U < 0x7f) ? C : '?');
  }
  return Out;
}

std::string mopt::formatDiagnostic(const SourceFiles &Sources, SourceLoc Loc,
                                   llvm::StringRef Message) {
  std::string Out;
  if (Sources.contains(Loc.File))
    Out += Sources.get(Loc.File).Name;
  else
    Out += "mopt";
  if (Loc.isKnown()) {
    Out += ":" + std::to_string(Loc.Line);
    if (Loc.Column)
      Out += ":" + std::to_string(Loc.Column);
  }
  Out += ": error: ";
  Out += Message.str();
  if (!Loc.isKnown() || !Sources.contains(Loc.File))
    return Out;
  std::string Line = printableLine(Sources.getLine(Loc.File, Loc.Line));
  if (Line.empty() && Loc.Column <= 1)
    return Out;
  Out += "\n" + Line + "\n";
  // Keep tabs under tabs so the caret lines up in a terminal.
  for (uint32_t C = 1; C < Loc.Column && C <= Line.size(); ++C)
    Out.push_back(Line[C - 1] == '\t' ? '\t' : ' ');
  Out += "^";
  return Out;
}

absl::Status mopt::makeError(const SourceFiles &Sources, SourceLoc Loc,
                             llvm::StringRef Message) {
  return absl::InvalidArgumentError(formatDiagnostic(Sources, Loc, Message));
}
