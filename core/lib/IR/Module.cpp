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
  if (GlobalsByName.count(Name))
    return nullptr;
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

GlobalVariable *Module::addGlobal(std::unique_ptr<GlobalVariable> G) {
  if (FunctionsByName.count(G->getName()) ||
      !GlobalsByName.try_emplace(G->getName(), G.get()).second)
    return nullptr;
  Globals.push_back(std::move(G));
  return Globals.back().get();
}

GlobalVariable *Module::lookupGlobal(llvm::StringRef Name) const {
  auto It = GlobalsByName.find(Name);
  return It == GlobalsByName.end() ? nullptr : It->second;
}

uint32_t Module::addSourceFile(std::string Name,
                               std::unique_ptr<llvm::MemoryBuffer> Text) {
  return Sources.add(std::move(Name), std::move(Text));
}
