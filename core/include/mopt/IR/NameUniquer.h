//===- mopt/IR/NameUniquer.h - Fresh names for new blocks -------*- C++ -*-===//
//
// A NameUniquer collects once the names a function already uses (its block
// labels and SSA values) and then hands out names no other has: Base itself
// if free, else Base.1, Base.2, ... Each name handed out is taken, so a pass
// that creates many blocks (splitting every critical edge) pays one scan of
// the function, not one per block.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_IR_NAMEUNIQUER_H
#define MOPT_IR_NAMEUNIQUER_H

#include "llvm/ADT/StringSet.h"

#include <string>

namespace mopt {

class Function;

class NameUniquer {
public:
  explicit NameUniquer(const Function &F);

  std::string makeUnique(llvm::StringRef Base);

private:
  llvm::StringSet<> Taken;
};

} // namespace mopt

#endif
