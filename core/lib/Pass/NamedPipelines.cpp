//===- NamedPipelines.cpp - default<O1> and the like ----------------------===//

#include "mopt/Pass/NamedPipelines.h"

using namespace mopt;

// Each optimising pipeline lowers and builds SSA first, so that it runs on
// any input form, and ends out of SSA with the copies coalesced, a const
// per literal and the jumps to the next block gone: flat form, as programs
// are written, which every writer (TAC, Bril, LLVM IR) and the interpreter
// take. -O2 splits critical edges before leaving SSA, so that a copy a
// loop exit needs runs on the exit edge, not on every iteration, and
// simplify-cfg then removes the split blocks that took no copy. The
// choices are measured in bench/README.md (opt_bench.py).
static const NamedPipeline Pipelines[] = {
    {"default<O0>", "lower", "no optimisation: the CFG as written"},
    {"default<O1>",
     "lower,ssa,sccp,simplify-cfg,instsimplify,dce,out-of-ssa<coalesce;cfg>,"
     "consthoist,block-placement",
     "constants, branches and dead code"},
    {"default<O2>",
     "lower,ssa,inline,sccp,simplify-cfg,gvn,licm,instsimplify,adce,"
     "simplify-cfg,split-critical-edges,out-of-ssa<coalesce;cfg>,simplify-cfg,"
     "consthoist,block-placement",
     "-O1 and inlining, redundancy elimination, loop-invariant code motion, "
     "dead branches"},
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
