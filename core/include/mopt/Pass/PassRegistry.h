//===- mopt/Pass/PassRegistry.h - Every pass mopt can name ------*- C++ -*-===//
//
// The registry maps pass and analysis names to factories; each pass a
// factory makes takes its name from its entry, the one place it is spelled.
// Built-in pass families and outside plugins register into the same
// registry, through the plugin entry point (Plugin.h); each entry remembers
// where it came from, so `-print-passes` can say and a clash can name both
// owners.
//
// A pass may take parameters, written `name<params>` in a pipeline; the
// factory receives the text between the brackets (empty if none) and
// rejects what it does not understand. A name registered with its brackets,
// such as `print<idom>`, matches that exact text first, and takes its
// factory's parameters after a ';' (`print<idom;lt>`); its passes are named
// so.
//
// Registration never fails on the spot: a clash (a name taken twice) is
// recorded, the first entry kept, and consumeError() reports it, so a
// plugin's registration callback needs no error handling of its own.
//
// Invariant: names are unique across passes, analyses and aliases.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PASSREGISTRY_H
#define MOPT_PASS_PASSREGISTRY_H

#include "mopt/Pass/Analysis.h"
#include "mopt/Pass/Pass.h"
#include "mopt/Pass/PassForm.h"
#include "llvm/ADT/StringMap.h"

#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace mopt {

enum class PassKind { Function, Module, Analysis };

using PassFactory = std::function<absl::StatusOr<std::unique_ptr<Pass>>(
    llvm::StringRef Params)>;
using AnalysisFactory = std::function<std::unique_ptr<FunctionAnalysis>()>;

struct RegisteredPass {
  std::string Name;
  std::string Description;
  /// "built-in", or the path of the plugin that registered it.
  std::string Origin;
  PassKind Kind;
  /// What a pass needs of each function's form and leaves (PassForm.h).
  PassForm Form = PassForm::Any;
  PassFactory Factory;          // passes
  AnalysisFactory MakeAnalysis; // analyses
  std::string AliasOf;          // non-empty for an alias
};

/// A pipeline-parsing hook: builds a pass for a name the table does not
/// know, or returns null to let other hooks try.
using PipelineParsingHook = std::function<absl::StatusOr<std::unique_ptr<Pass>>(
    llvm::StringRef Name, llvm::StringRef Params)>;

class PassRegistry {
public:
  /// The origin recorded for what is registered from now on.
  void setOrigin(llvm::StringRef Origin) { CurrentOrigin = Origin.str(); }

  void addFunctionPass(llvm::StringRef Name, llvm::StringRef Description,
                       PassFactory Factory, PassForm Form = PassForm::Any) {
    addPass(PassKind::Function, Name, Description, std::move(Factory), Form);
  }
  void addModulePass(llvm::StringRef Name, llvm::StringRef Description,
                     PassFactory Factory, PassForm Form = PassForm::Any) {
    addPass(PassKind::Module, Name, Description, std::move(Factory), Form);
  }
  void addAnalysis(llvm::StringRef Name, llvm::StringRef Description,
                   AnalysisFactory Factory);
  /// Alias names Target, which must already exist.
  void addAlias(llvm::StringRef Alias, llvm::StringRef Target);
  void addPipelineParsingHook(PipelineParsingHook Hook) {
    Hooks.push_back({std::move(Hook), CurrentOrigin});
  }

  /// Registers the passes Make makes, a pass table's factory of a function
  /// pass without parameters (mopt/Passes/RegisterRows.inc).
  void addFunctionPass(llvm::StringRef Name, llvm::StringRef Description,
                       std::unique_ptr<FunctionPass> (*Make)(),
                       PassForm Form = PassForm::Any) {
    addFunctionPass(Name, Description, withoutParams(Name, Make), Form);
  }

  /// Convenience for passes with a default constructor and no parameters.
  template <typename PassT>
  void addFunctionPass(llvm::StringRef Name, llvm::StringRef Description,
                       PassForm Form = PassForm::Any) {
    addFunctionPass(Name, Description, noParams<PassT>(Name), Form);
  }
  /// Registers the analysis AnalysisT, default-constructed.
  template <typename AnalysisT>
  void addAnalysis(llvm::StringRef Name, llvm::StringRef Description) {
    addAnalysis(Name, Description,
                [] { return std::make_unique<AnalysisT>(); });
  }
  template <typename PassT>
  void addModulePass(llvm::StringRef Name, llvm::StringRef Description) {
    addModulePass(Name, Description, noParams<PassT>(Name));
  }

  /// The entry for Name, following an alias; null if unknown.
  const RegisteredPass *lookup(llvm::StringRef Name) const;
  /// The entry a pipeline's `Name<Params>` names, and the parameters its
  /// factory takes: the row spelled with all of Params (`print<idom>`),
  /// else the one spelled with those before a ';' (`print<idom;lt>` is
  /// row `print<idom>` with `lt`), else Name's row with all of them
  /// (`ssa<minimal>`). Null if none.
  std::pair<const RegisteredPass *, std::string>
  lookupWithParams(llvm::StringRef Name, llvm::StringRef Params) const;
  /// Every entry, sorted by name.
  std::vector<const RegisteredPass *> entries() const;
  /// Builds a pass through the hooks; null if no hook knows the name.
  absl::StatusOr<std::unique_ptr<Pass>>
  buildFromHooks(llvm::StringRef Name, llvm::StringRef Params) const;

  /// The first registration error since the last call, and clears it.
  absl::Status consumeError() {
    absl::Status S = std::move(FirstError);
    FirstError = absl::OkStatus();
    return S;
  }

  /// Registers every analysis entry with AM.
  void registerAnalyses(FunctionAnalysisManager &AM) const;

private:
  /// A factory that refuses parameters and otherwise calls Make.
  static PassFactory withoutParams(llvm::StringRef Name,
                                   std::function<std::unique_ptr<Pass>()> Make);
  template <typename PassT> static PassFactory noParams(llvm::StringRef Name) {
    return withoutParams(Name, [] { return std::make_unique<PassT>(); });
  }
  void addPass(PassKind Kind, llvm::StringRef Name, llvm::StringRef Description,
               PassFactory Factory, PassForm Form);
  void add(RegisteredPass Entry);
  void recordError(absl::Status S) {
    if (FirstError.ok())
      FirstError = std::move(S);
  }

  struct Hook {
    PipelineParsingHook Fn;
    std::string Origin;
  };
  llvm::StringMap<RegisteredPass> Entries;
  std::vector<Hook> Hooks;
  std::string CurrentOrigin = "built-in";
  absl::Status FirstError;
};

} // namespace mopt

#endif
