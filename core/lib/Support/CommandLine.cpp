//===- CommandLine.cpp - Options declared once ----------------------------===//

#include "mopt/Support/CommandLine.h"
#include "mopt/Support/NearestName.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace mopt;

/// The column where every option's help text starts.
static constexpr size_t HelpColumn = 26;
static constexpr size_t LineWidth = 80;
static constexpr llvm::StringLiteral Blanks = "                          ";
static_assert(Blanks.size() == HelpColumn);

Option::Option(llvm::StringRef Name, llvm::StringRef ValueSyntax,
               llvm::StringRef Help, OptionAction Action)
    : Names{Name.str()}, ValueSyntax(ValueSyntax.str()), Help(Help.str()),
      Action(std::move(Action)) {}

Option Option::flag(llvm::StringRef Name, llvm::StringRef Help,
                    OptionAction Action) {
  return Option(Name, "", Help, std::move(Action));
}

Option Option::flag(llvm::StringRef Name, llvm::StringRef Help, bool &Target) {
  return flag(Name, Help, [&Target](llvm::StringRef, llvm::StringRef) {
    Target = true;
    return absl::OkStatus();
  });
}

Option Option::withValue(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                         llvm::StringRef Help, OptionAction Action) {
  return Option(Name, ValueSyntax, Help, std::move(Action));
}

Option Option::withValue(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                         llvm::StringRef Help, std::string &Target) {
  return withValue(Name, ValueSyntax, Help,
                   [&Target](llvm::StringRef, llvm::StringRef Value) {
                     Target = Value.str();
                     return absl::OkStatus();
                   });
}

Option Option::withValue(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                         llvm::StringRef Help,
                         std::vector<std::string> &Targets) {
  return withValue(Name, ValueSyntax, Help,
                   [&Targets](llvm::StringRef, llvm::StringRef Value) {
                     Targets.push_back(Value.str());
                     return absl::OkStatus();
                   });
}

Option &Option::alias(llvm::StringRef Name) {
  Names.push_back(Name.str());
  return *this;
}

Option &Option::alsoListed(llvm::StringRef Name) {
  Names.insert(Names.begin() + ListedNames++, Name.str());
  return *this;
}

Option &Option::twoDashes() {
  Dashes = 2;
  return *this;
}

Option &Option::unlisted() {
  ListedNames = 0;
  return *this;
}

Option &Option::effects(unsigned NewEffects) {
  Effects |= NewEffects;
  return *this;
}

Option &
Option::repeatedAs(std::function<std::string(llvm::StringRef)> NewRewrite) {
  Rewrite = std::move(NewRewrite);
  return *this;
}

std::string Option::repeat(llvm::StringRef Name, llvm::StringRef Value) const {
  std::string Word = "-" + Name.str();
  if (takesValue())
    Word += "=" + (Rewrite ? Rewrite(Value) : Value.str());
  return Word;
}

bool Option::hasName(llvm::StringRef Name) const {
  return llvm::is_contained(Names, Name);
}

std::string Option::getHelp() const {
  if (ListedNames == 0)
    return "";
  llvm::SmallVector<std::string, 3> Dashed;
  for (const std::string &Name : getListedNames())
    Dashed.push_back(std::string(Dashes, '-') + Name);
  std::string Head = "  " + llvm::join(Dashed, ", ") + ValueSyntax;
  // The text starts on the names' line if two blanks fit before it.
  std::string Text = Head + (Head.size() + 2 <= HelpColumn
                                 ? std::string(HelpColumn - Head.size(), ' ')
                                 : "\n" + Blanks.str());
  llvm::StringRef Indent;
  for (llvm::StringRef Line : llvm::split(Help, '\n')) {
    Text += Indent.str() + Line.str() + "\n";
    Indent = Blanks;
  }
  return Text;
}

absl::Status Option::apply(llvm::StringRef Name, llvm::StringRef Value) const {
  absl::Status S = Action(Name, Value);
  if (S.ok())
    return S;
  return absl::Status(S.code(), "option '-" + Name.str() + "' " +
                                    std::string(S.message()));
}

/// The AnalysisOptions of the libraries loaded, in the order they loaded.
static std::vector<const AnalysisOption *> &analysisOptions() {
  static std::vector<const AnalysisOption *> Registered;
  return Registered;
}

AnalysisOption::AnalysisOption(
    llvm::StringRef Name, llvm::StringRef ValueSyntax, std::string Help,
    std::function<absl::Status(llvm::StringRef)> Check)
    : Name(Name.str()), ValueSyntax(ValueSyntax.str()), Help(std::move(Help)),
      Check(std::move(Check)) {
  analysisOptions().push_back(this);
}

AnalysisOption::~AnalysisOption() { llvm::erase(analysisOptions(), this); }

void OptionList::addAnalysisOptions(
    std::function<void(llvm::StringRef Name, llvm::StringRef Value)> Store) {
  std::vector<const AnalysisOption *> ByName = analysisOptions();
  llvm::sort(ByName, [](const AnalysisOption *A, const AnalysisOption *B) {
    return A->Name < B->Name;
  });
  for (const AnalysisOption *A : ByName)
    add(Option::withValue(
            A->Name, A->ValueSyntax, A->Help,
            [A, Store](llvm::StringRef Name, llvm::StringRef Value) {
              if (absl::Status S = A->Check(Value); !S.ok())
                return S;
              Store(A->Name, Value);
              return absl::OkStatus();
            })
            .effects(ChangesPassRuns));
}

const Option *OptionList::find(llvm::StringRef Name) const {
  for (const auto &Entry : Entries)
    if (const Option *O = std::get_if<Option>(&Entry); O && O->hasName(Name))
      return O;
  return nullptr;
}

std::string OptionList::nearestName(llvm::StringRef Name) const {
  NearestName Nearest(Name);
  for (const auto &Entry : Entries)
    if (const Option *O = std::get_if<Option>(&Entry))
      for (const std::string &Listed : O->getListedNames())
        Nearest.consider(Listed);
  return Nearest.get().empty() ? "" : "-" + Nearest.get();
}

absl::Status OptionList::apply(const Option &O, llvm::StringRef Name,
                               llvm::StringRef Value) {
  absl::Status S = O.apply(Name, Value);
  if (S.ok())
    Applied.push_back({&O, Name.str(), Value.str()});
  return S;
}

absl::Status OptionList::apply(llvm::StringRef Word, ArgumentCursor &Args) {
  llvm::StringRef Body = Word.drop_front(Word.starts_with("--") ? 2 : 1);
  auto [Name, Value] = Body.split('=');
  bool HasValue = Body.contains('=');
  const Option *O = find(Name);
  if (!O)
    return absl::InvalidArgumentError("unknown option '-" + Name.str() + "'" +
                                      didYouMeanSuffix(nearestName(Name)) +
                                      " (see " + Program + " --help)");
  if (!O->takesValue())
    return HasValue ? absl::InvalidArgumentError("option '-" + Name.str() +
                                                 "' takes no value")
                    : apply(*O, Name, "");
  if (HasValue)
    return apply(*O, Name, Value);
  if (Args.done())
    return absl::InvalidArgumentError("option '-" + Name.str() +
                                      "' needs a value");
  return apply(*O, Name, Args.next());
}

bool OptionList::anyGiven(OptionEffect Effect) const {
  return llvm::any_of(
      Applied, [Effect](const Given &G) { return G.O->hasEffect(Effect); });
}

std::vector<std::string> OptionList::givenAgain(OptionEffect Effect) const {
  std::vector<std::string> Words;
  for (const Given &G : Applied)
    if (G.O->hasEffect(Effect))
      Words.push_back(G.O->repeat(G.Name, G.Value));
  return Words;
}

std::string OptionList::getHelp() const {
  std::string Text;
  for (const auto &Entry : Entries)
    Text += std::holds_alternative<std::string>(Entry)
                ? std::get<std::string>(Entry)
                : std::get<Option>(Entry).getHelp();
  return Text;
}

std::string mopt::wrapHelp(llvm::StringRef Text) {
  std::string Wrapped;
  size_t Column = HelpColumn;
  for (llvm::StringRef Word : llvm::split(Text, ' ')) {
    if (Column > HelpColumn && Column + 1 + Word.size() >= LineWidth) {
      Wrapped += "\n";
      Column = HelpColumn;
    } else if (Column > HelpColumn) {
      Wrapped += " ";
      ++Column;
    }
    Wrapped += Word.str();
    Column += Word.size();
  }
  return Wrapped;
}
