//===- PassRegistry.cpp - Every pass mopt can name ------------------------===//

#include "mopt/Pass/PassRegistry.h"
#include "absl/strings/str_cat.h"
#include "mopt/Pass/AnalysisManager.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>

using namespace mopt;

static std::string describeOrigin(const std::string &Origin) {
  return Origin == "built-in" ? "built in" : "from plugin '" + Origin + "'";
}

void PassRegistry::add(RegisteredPass Entry) {
  Entry.Origin = CurrentOrigin;
  auto It = Entries.find(Entry.Name);
  if (It != Entries.end()) {
    recordError(absl::AlreadyExistsError(absl::StrCat(
        "pass name '", Entry.Name,
        "' is registered twice: ", describeOrigin(It->second.Origin), " and ",
        describeOrigin(Entry.Origin))));
    return;
  }
  std::string Name = Entry.Name;
  Entries.try_emplace(Name, std::move(Entry));
}

/// Factory, giving each pass it makes the row's name: a row named with
/// brackets names its pass with the parameters added (`print<idom;lt>`),
/// so that messages and -time-passes tell them apart.
static PassFactory namingPasses(llvm::StringRef Name, PassFactory Factory) {
  return [Name = Name.str(), Factory = std::move(Factory)](
             llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
    auto P = Factory(Params);
    if (!P.ok() || !*P)
      return P;
    llvm::StringRef Row(Name);
    if (Params.empty() || !Row.ends_with(">"))
      (*P)->setName(Name);
    else
      (*P)->setName(Row.drop_back().str() + ";" + Params.str() + ">");
    return P;
  };
}

/// An entry with the fields every kind has.
static RegisteredPass makeEntry(llvm::StringRef Name,
                                llvm::StringRef Description, PassKind Kind) {
  RegisteredPass E;
  E.Name = Name.str();
  E.Description = Description.str();
  E.Kind = Kind;
  return E;
}

PassFactory
PassRegistry::withoutParams(llvm::StringRef Name,
                            std::function<std::unique_ptr<Pass>()> Make) {
  return [Owned = Name.str(), Make = std::move(Make)](
             llvm::StringRef Params) -> absl::StatusOr<std::unique_ptr<Pass>> {
    if (!Params.empty())
      return absl::InvalidArgumentError("pass '" + Owned +
                                        "' takes no parameters");
    return Make();
  };
}

void PassRegistry::addPass(PassKind Kind, llvm::StringRef Name,
                           llvm::StringRef Description, PassFactory Factory,
                           PassForm Form) {
  RegisteredPass E = makeEntry(Name, Description, Kind);
  E.Factory = namingPasses(Name, std::move(Factory));
  E.Form = Form;
  add(std::move(E));
}

void PassRegistry::addAnalysis(llvm::StringRef Name,
                               llvm::StringRef Description,
                               AnalysisFactory Factory) {
  RegisteredPass E = makeEntry(Name, Description, PassKind::Analysis);
  E.MakeAnalysis = std::move(Factory);
  add(std::move(E));
}

void PassRegistry::addAlias(llvm::StringRef Alias, llvm::StringRef Target) {
  const RegisteredPass *T = lookup(Target);
  if (!T) {
    recordError(absl::NotFoundError(absl::StrCat(
        "alias '", Alias.str(), "' names unknown pass '", Target.str(), "'")));
    return;
  }
  RegisteredPass E = *T;
  E.Name = Alias.str();
  E.Description = "alias of " + T->Name;
  E.AliasOf = T->Name;
  add(std::move(E));
}

std::pair<const RegisteredPass *, std::string>
PassRegistry::lookupWithParams(llvm::StringRef Name,
                               llvm::StringRef Params) const {
  if (!Params.empty()) {
    if (const RegisteredPass *Entry =
            lookup((llvm::Twine(Name) + "<" + Params + ">").str()))
      return {Entry, ""};
    auto [View, Rest] = Params.split(';');
    if (View.size() != Params.size())
      if (const RegisteredPass *Entry =
              lookup((llvm::Twine(Name) + "<" + View + ">").str()))
        return {Entry, Rest.str()};
  }
  return {lookup(Name), Params.str()};
}

const RegisteredPass *PassRegistry::lookup(llvm::StringRef Name) const {
  auto It = Entries.find(Name);
  return It == Entries.end() ? nullptr : &It->second;
}

std::vector<const RegisteredPass *> PassRegistry::entries() const {
  std::vector<const RegisteredPass *> All;
  for (const auto &E : Entries)
    All.push_back(&E.second);
  std::sort(All.begin(), All.end(),
            [](const RegisteredPass *A, const RegisteredPass *B) {
              return A->Name < B->Name;
            });
  return All;
}

absl::StatusOr<std::unique_ptr<Pass>>
PassRegistry::buildFromHooks(llvm::StringRef Name,
                             llvm::StringRef Params) const {
  for (const Hook &H : Hooks) {
    auto P = H.Fn(Name, Params);
    if (!P.ok() || *P)
      return P;
  }
  return std::unique_ptr<Pass>();
}

void PassRegistry::registerAnalyses(FunctionAnalysisManager &AM) const {
  for (const auto &E : Entries)
    if (E.second.Kind == PassKind::Analysis && E.second.AliasOf.empty())
      AM.registerAnalysis(E.second.MakeAnalysis());
}
