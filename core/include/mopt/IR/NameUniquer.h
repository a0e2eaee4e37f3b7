//===- mopt/IR/NameUniquer.h - Fresh names for new blocks -------*- C++ -*-===//
//
// A NameUniquer collects once the names a function already uses (its block
// labels and SSA values) and then hands out names no other has: Base itself
// if free, else Base.1, Base.2, ... (or Base.N from a counter the caller
// keeps). Each name handed out is taken, so a pass
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
  /// The first free Base.N with N at least NextSuffix, which is then moved
  /// past N: a pass naming many values after one base (a load per read of
  /// a variable) pays for each name once, not once per earlier name.
  std::string makeNumbered(llvm::StringRef Base, unsigned &NextSuffix);

private:
  llvm::StringSet<> Taken;
};

} // namespace mopt

#endif
