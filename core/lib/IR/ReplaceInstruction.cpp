//===- ReplaceInstruction.cpp - Replacing an instruction ------------------===//

#include "mopt/IR/ReplaceInstruction.h"
#include "mopt/IR/Module.h"
#include "mopt/Support/Diagnostic.h"

using namespace mopt;

/// An error at Old's position, quoting its line when Old is in a module.
static absl::Status errorAt(const Instruction &Old, const std::string &Why) {
  std::string Message = "cannot replace '" + Old.getOpcodeName().str() + "'";
  if (Old.hasName())
    Message += " %" + Old.getName().str();
  Message += ": " + Why;
  const Function *F = Old.getFunction();
  if (!F || !F->getParent())
    return makeError(SourceFiles(), Old.getLoc(), Message);
  return makeError(F->getParent()->getSources(), Old.getLoc(), Message);
}

/// Why New cannot take the place of Old's result, or OK.
static absl::Status checkStandsFor(const Instruction &Old, const Value *New) {
  if (!New)
    return errorAt(Old, "the replacement is null");
  if (New == &Old)
    return errorAt(Old, "by itself");
  if (!Old.getParent())
    return errorAt(Old, "it is in no block");
  if (New->getType() != Old.getType())
    return errorAt(Old, "the replacement has type " +
                            New->getType()->getName() + ", not " +
                            Old.getType()->getName());
  return absl::OkStatus();
}

static void replaceUsesAndErase(Instruction &Old, Value *New) {
  Old.replaceAllUsesWith(New);
  Old.eraseFromParent();
}

absl::Status mopt::replaceInstWithValue(Instruction &Old, Value *New) {
  if (absl::Status S = checkStandsFor(Old, New); !S.ok())
    return S;
  if (const Variable *Dest = Old.getDestVariable())
    return errorAt(Old, "it writes variable '" + Dest->getName().str() +
                            "', which a value cannot take over");
  replaceUsesAndErase(Old, New);
  return absl::OkStatus();
}

absl::Status mopt::replaceInstWithInst(Instruction &Old, Instruction *NewI) {
  if (absl::Status S = checkStandsFor(Old, NewI); !S.ok())
    return S;
  if (NewI->getParent())
    return errorAt(Old, "the replacement is already in a block");
  if (NewI->hasName() || NewI->getDestVariable())
    return errorAt(Old, "the replacement has a name or a destination of its "
                        "own; it takes the replaced one's");
  NewI->insertBefore(&Old);
  if (Variable *Dest = Old.getDestVariable()) {
    NewI->setDestVariable(Dest);
  } else {
    std::string Name = Old.getName().str();
    Old.setName("");
    NewI->setName(Name);
  }
  if (!NewI->getLoc().isKnown())
    NewI->setLoc(Old.getLoc());
  replaceUsesAndErase(Old, NewI);
  return absl::OkStatus();
}
