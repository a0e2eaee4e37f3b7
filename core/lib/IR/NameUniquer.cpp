//===- NameUniquer.cpp - Fresh names for new blocks -----------------------===//

#include "mopt/IR/NameUniquer.h"
#include "mopt/IR/Function.h"

using namespace mopt;

NameUniquer::NameUniquer(const Function &F) {
  for (const BasicBlock &BB : const_cast<Function &>(F)) {
    Taken.insert(BB.getName());
    for (const Instruction &I : BB)
      if (I.hasSSAResult())
        Taken.insert(I.getName());
  }
}

std::string NameUniquer::makeUnique(llvm::StringRef Base) {
  std::string Name = Base.str();
  for (unsigned K = 1; Taken.count(Name); ++K)
    Name = Base.str() + "." + std::to_string(K);
  Taken.insert(Name);
  return Name;
}

std::string NameUniquer::makeNumbered(llvm::StringRef Base,
                                      unsigned &NextSuffix) {
  std::string Name;
  do
    Name = Base.str() + "." + std::to_string(NextSuffix++);
  while (!Taken.insert(Name).second);
  return Name;
}
