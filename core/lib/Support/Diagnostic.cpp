//===- Diagnostic.cpp - FILE:LINE:COL: error: messages --------------------===//

#include "mopt/Support/Diagnostic.h"

#include <algorithm>

using namespace mopt;

/// The most columns of a source line a diagnostic shows.
static constexpr size_t MaxShownColumns = 160;
/// The most characters of a message a diagnostic shows (a message quotes
/// names and literals of the input, which may be megabytes long).
static constexpr size_t MaxMessageSize = 400;

/// Message, or its start and end around a note of how much was left out.
static std::string shortenMessage(llvm::StringRef Message) {
  if (Message.size() <= MaxMessageSize)
    return Message.str();
  size_t Half = MaxMessageSize / 2;
  return Message.take_front(Half).str() + "[... " +
         std::to_string(Message.size() - 2 * Half) + " characters ...]" +
         Message.take_back(Half).str();
}

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

/// "FILE:LINE:COL", as much of it as is known ("mopt" for no file).
static std::string formatPosition(const SourceFiles &Sources, SourceLoc Loc) {
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
  return Out;
}

std::string mopt::formatRemark(const SourceFiles &Sources, SourceLoc Loc,
                               llvm::StringRef Message) {
  return formatPosition(Sources, Loc) + ": remark: " + shortenMessage(Message);
}

std::string mopt::formatDiagnostic(const SourceFiles &Sources, SourceLoc Loc,
                                   llvm::StringRef Message) {
  std::string Out = formatPosition(Sources, Loc) + ": error: ";
  Out += shortenMessage(Message);
  if (!Loc.isKnown() || !Sources.contains(Loc.File))
    return Out;
  llvm::StringRef Line = Sources.getLine(Loc.File, Loc.Line);
  if (Line.empty() && Loc.Column <= 1)
    return Out;
  // A long line (a 10 MB line of input) is shown cut to a window around the
  // column, with "..." where it was cut.
  size_t Caret = Loc.Column ? Loc.Column - 1 : 0;
  size_t Begin = 0;
  if (Line.size() > MaxShownColumns) {
    Begin = Caret > MaxShownColumns / 2 ? Caret - MaxShownColumns / 2 : 0;
    Begin = std::min(Begin, Line.size() - MaxShownColumns);
  }
  llvm::StringRef Shown = Line.substr(Begin, MaxShownColumns);
  std::string Cut = Begin ? "..." : "";
  Out += "\n" + Cut + printableLine(Shown);
  if (Begin + Shown.size() < Line.size())
    Out += "...";
  Out += "\n" + std::string(Cut.size(), ' ');
  // Keep tabs under tabs so the caret lines up in a terminal.
  for (size_t C = Begin; C < Caret && C - Begin < Shown.size(); ++C)
    Out.push_back(Shown[C - Begin] == '\t' ? '\t' : ' ');
  Out += "^";
  return Out;
}

absl::Status mopt::makeError(const SourceFiles &Sources, SourceLoc Loc,
                             llvm::StringRef Message) {
  return absl::InvalidArgumentError(formatDiagnostic(Sources, Loc, Message));
}
