//===- NamedPipelines.cpp - default<O1> and the like ----------------------===//

#include "mopt/Pass/NamedPipelines.h"

using namespace mopt;

// Each optimising pipeline lowers and builds SSA first, so that it runs on
// any input form, and ends out of SSA with the copies coalesced, in the
// form every writer (TAC, Bril, LLVM IR) and the interpreter take.
static const NamedPipeline Pipelines[] = {
    {"default<O0>", "lower", "no optimisation: the CFG as written"},
    {"default<O1>",
     "lower,ssa,sccp,simplify-cfg,instsimplify,dce,out-of-ssa<coalesce>,"
     "consthoist,block-placement",
     "constants, branches and dead code"},
    {"default<O2>",
     "lower,ssa,sccp,simplify-cfg,gvn,licm,instsimplify,dce,simplify-cfg,"
     "out-of-ssa<coalesce>,consthoist,block-placement",
     "-O1 and redundancy elimination"},
};

llvm::ArrayRef<NamedPipeline> mopt::getNamedPipelines() { return Pipelines; }

const NamedPipeline *mopt::lookupNamedPipeline(llvm::StringRef Name) {
  for (const NamedPipeline &P : Pipelines)
    if (Name == P.Name)
      return &P;
  return nullptr;
}

std::string mopt::expandNamedPipelines(llvm::StringRef Text) {
  std::string Out = Text.str();
  for (const NamedPipeline &P : Pipelines) {
    llvm::StringRef Name = P.Name, Expansion = P.Pipeline;
    for (size_t At = Out.find(Name.str()); At != std::string::npos;
         At = Out.find(Name.str(), At + Expansion.size()))
      Out.replace(At, Name.size(), Expansion.str());
  }
  return Out;
}
