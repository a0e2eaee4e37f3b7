//===- mopt/Support/CommandLine.h - Options declared once -------*- C++ -*-===//
//
// A command line read from declarations. Each option is declared once, as
// an Option: its names, whether it takes a value and how --help writes it,
// its help text, and the action that checks the value and stores it. The
// parser, the --help text and the did-you-mean suggestion for a misspelt
// option all read the declarations, so nothing else names an option.
//
// Words are read as LLVM's tools read them: one or two leading dashes, the
// value after '=' or as the next word.
//
// A program declares its own options in an OptionList, in the order --help
// lists them. A library the program links declares an option that its
// analyses read as an AnalysisOption at namespace scope, which registers it
// while the library loads; the program lists such options where it chooses
// (OptionList::addAnalysisOptions) and hands their values to the analysis
// manager under the same names. A pass plugin cannot declare one: plugins
// load after the command line is read, when the pipeline names their passes
// (a pass takes parameters in the pipeline instead: `name<params>`).
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_SUPPORT_COMMANDLINE_H
#define MOPT_SUPPORT_COMMANDLINE_H

#include "absl/status/status.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <functional>
#include <string>
#include <variant>
#include <vector>

namespace mopt {

/// What an option does with its value (empty for an option that takes
/// none): checks and stores it, or says what is wrong with it ("takes a
/// number, not 'x'"), which the parser prefixes with "option '-NAME' ".
/// Name is the name the user typed (-O2 records which level it is).
using OptionAction =
    std::function<absl::Status(llvm::StringRef Name, llvm::StringRef Value)>;

/// What giving an option means for the run beyond storing its value,
/// declared with the option, so that a program asks the options given
/// (OptionList::anyGiven, givenAgain) instead of keeping lists of names.
enum OptionEffect : unsigned {
  /// It looks at the module between the passes or after them (-verify-each,
  /// -print-after, --run): the run keeps the whole module to the end.
  KeepsWholeModule = 1u << 0,
  /// It changes how the passes run (-verify-each, -dom-algorithm, a
  /// plugin): a command line that repeats the run gives it again.
  ChangesPassRuns = 1u << 1,
  /// It prints something and stops (--help, -print-passes): the program
  /// reads no input.
  NeedsNoInput = 1u << 2,
};

/// One declared option. Invariant: it has at least one name; the first
/// ShownNames of them are the ones --help lists and suggestions offer.
class Option {
public:
  /// An option that takes no value.
  static Option flag(llvm::StringRef Name, llvm::StringRef Help,
                     OptionAction Action);
  /// An option that takes no value and sets Target.
  static Option flag(llvm::StringRef Name, llvm::StringRef Help, bool &Target);
  /// An option that takes a value, which --help writes after its name as
  /// ValueSyntax ("=<file>", " <file>").
  static Option withValue(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                          llvm::StringRef Help, OptionAction Action);
  /// An option whose value is stored in Target.
  static Option withValue(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                          llvm::StringRef Help, std::string &Target);
  /// A repeatable option whose values are appended to Targets.
  static Option withValue(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                          llvm::StringRef Help,
                          std::vector<std::string> &Targets);

  /// Another name for it that --help does not list (-p for -passes).
  Option &alias(llvm::StringRef Name);
  /// Another name --help lists beside the first (-O1 beside -O0).
  Option &alsoListed(llvm::StringRef Name);
  /// --help writes it with two dashes (--run); one is accepted too.
  Option &twoDashes();
  /// --help does not list it, and no suggestion offers it.
  Option &unlisted();
  /// What giving it means for the run (OptionEffect bits).
  Option &effects(unsigned Effects);
  /// How a command line that repeats the run gives Value again (a path
  /// made absolute); as typed by default.
  Option &repeatedAs(std::function<std::string(llvm::StringRef)> Rewrite);

  bool hasName(llvm::StringRef Name) const;
  bool takesValue() const { return !ValueSyntax.empty(); }
  bool hasEffect(OptionEffect E) const { return Effects & E; }
  /// The word that gives it again with Value, as typed under Name.
  std::string repeat(llvm::StringRef Name, llvm::StringRef Value) const;
  llvm::ArrayRef<std::string> getListedNames() const {
    return llvm::ArrayRef(Names).take_front(ListedNames);
  }
  /// Its lines of --help: the names, then the help text from column 26.
  std::string getHelp() const;
  absl::Status apply(llvm::StringRef Name, llvm::StringRef Value) const;

private:
  Option(llvm::StringRef Name, llvm::StringRef ValueSyntax,
         llvm::StringRef Help, OptionAction Action);

  llvm::SmallVector<std::string, 3> Names;
  unsigned ListedNames = 1;
  unsigned Dashes = 1;
  std::string ValueSyntax;
  std::string Help; // lines separated by '\n'
  OptionAction Action;
  unsigned Effects = 0;
  std::function<std::string(llvm::StringRef)> Rewrite;
};

/// An option a library declares for its analyses, at namespace scope in
/// the file that reads it. Invariant: registered from its construction to
/// its destruction, so a program that links the library can list it.
class AnalysisOption {
public:
  /// Check says what is wrong with a value, as an OptionAction does.
  AnalysisOption(llvm::StringRef Name, llvm::StringRef ValueSyntax,
                 std::string Help,
                 std::function<absl::Status(llvm::StringRef)> Check);
  ~AnalysisOption();
  AnalysisOption(const AnalysisOption &) = delete;
  AnalysisOption &operator=(const AnalysisOption &) = delete;

  llvm::StringRef getName() const { return Name; }

private:
  friend class OptionList;
  std::string Name;
  std::string ValueSyntax;
  std::string Help;
  std::function<absl::Status(llvm::StringRef)> Check;
};

/// The words of a command line after the program's name, handed out in
/// order.
class ArgumentCursor {
public:
  ArgumentCursor(int Argc, char **Argv) : Argc(Argc), Argv(Argv) {}
  bool done() const { return Pos >= Argc; }
  llvm::StringRef next() { return Argv[Pos++]; }

private:
  int Argc;
  char **Argv;
  int Pos = 1;
};

/// A program's options and the rest of its --help text, in --help's order.
class OptionList {
public:
  explicit OptionList(llvm::StringRef Program) : Program(Program) {}

  void add(Option O) { Entries.emplace_back(std::move(O)); }
  /// Text of --help between options (a heading, a paragraph), verbatim.
  void addText(std::string Text) { Entries.emplace_back(std::move(Text)); }
  /// Every AnalysisOption of the libraries linked, by name; Store is given
  /// the name and value of each one the command line sets.
  void addAnalysisOptions(
      std::function<void(llvm::StringRef Name, llvm::StringRef Value)> Store);

  /// Applies the option word Word (it starts with a dash): its value is
  /// what follows '=' in Word, else the next word of Args.
  absl::Status apply(llvm::StringRef Word, ArgumentCursor &Args);
  std::string getHelp() const;

  /// Whether an option with Effect was given.
  bool anyGiven(OptionEffect Effect) const;
  /// The options with Effect that were given, in order, each as the word
  /// that gives it again: `-verify-each`, `-dom-algorithm=lt`.
  std::vector<std::string> givenAgain(OptionEffect Effect) const;

private:
  /// An option applied, with the name and value it was given.
  struct Given {
    const Option *O;
    std::string Name;
    std::string Value;
  };
  absl::Status apply(const Option &O, llvm::StringRef Name,
                     llvm::StringRef Value);

  const Option *find(llvm::StringRef Name) const;
  /// The listed option name nearest Name, with its dash, or "".
  std::string nearestName(llvm::StringRef Name) const;

  std::string Program;
  std::vector<std::variant<std::string, Option>> Entries;
  std::vector<Given> Applied;
};

/// Text wrapped into lines of help, split by '\n', that end before the
/// 80th column once indented to column 26.
std::string wrapHelp(llvm::StringRef Text);

} // namespace mopt

#endif
