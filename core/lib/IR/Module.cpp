//===- Module.cpp - A module: functions and their sources -----------------===//

#include "mopt/IR/Module.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace mopt;

Module::~Module() {
  while (!Functions.empty()) {
    Function &F = Functions.front();
    Functions.remove(F);
    delete &F;
  }
}

Function *Module::createFunction(llvm::StringRef Name, SourceLoc Loc) {
  auto [It, Inserted] = FunctionsByName.try_emplace(Name, nullptr);
  if (!Inserted)
    return nullptr;
  auto *F = new Function(this, Name, Loc);
  Functions.push_back(*F);
  It->second = F;
  return F;
}

Function *Module::lookupFunction(llvm::StringRef Name) const {
  auto It = FunctionsByName.find(Name);
  return It == FunctionsByName.end() ? nullptr : It->second;
}

uint32_t Module::addSourceFile(std::string Name,
                               std::unique_ptr<llvm::MemoryBuffer> Text) {
  return Sources.add(std::move(Name), std::move(Text));
}
