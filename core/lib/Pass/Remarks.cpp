//===- Remarks.cpp - What a pass did, and what it could not ---------------===//

#include "mopt/Pass/Remarks.h"
#include "mopt/Support/Diagnostic.h"
#include "llvm/Support/Regex.h"

#include <cassert>

using namespace mopt;

RemarkEmitter::RemarkEmitter(std::FILE *Out) : Out(Out) {}

RemarkEmitter::~RemarkEmitter() = default;

absl::Status RemarkEmitter::checkPattern(llvm::StringRef Pattern) {
  std::string Error;
  if (!llvm::Regex(Pattern).isValid(Error))
    return absl::InvalidArgumentError(Error);
  return absl::OkStatus();
}

void RemarkEmitter::enable(RemarkKind K, llvm::StringRef Pattern) {
  assert(checkPattern(Pattern).ok() && "remark pattern not checked");
  Filters[unsigned(K)] = std::make_unique<llvm::Regex>(Pattern);
}

bool RemarkEmitter::isEnabled(RemarkKind K, llvm::StringRef PassName) const {
  const std::unique_ptr<llvm::Regex> &Filter = Filters[unsigned(K)];
  return Filter && Filter->match(PassName);
}

void RemarkEmitter::emit(RemarkKind K, llvm::StringRef PassName,
                         const SourceFiles &Sources, SourceLoc Loc,
                         llvm::StringRef Message) {
  if (!isEnabled(K, PassName))
    return;
  std::string Line = formatRemark(Sources, Loc, Message) + "\n";
  std::lock_guard<std::mutex> Guard(Lock);
  std::fwrite(Line.data(), 1, Line.size(), Out);
}
