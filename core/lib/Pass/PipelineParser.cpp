//===- PipelineParser.cpp - Pipeline text to passes -----------------------===//
//
// Two steps: the text becomes a tree of elements (name, parameters, nested
// pipeline, column), then the tree becomes pass managers, inferring
// `function(...)` around runs of function passes at module level.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/PipelineParser.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "mopt/Pass/NamedPipelines.h"
#include "mopt/Support/Diagnostic.h"
#include "mopt/Support/NearestName.h"

using namespace mopt;

namespace {

struct Element {
  std::string Name;
  std::string Params;
  bool HasParams = false;
  bool HasChildren = false;
  std::vector<Element> Children;
  uint32_t Column = 0;
  uint32_t ParamColumn = 0;
};

class PipelineParser {
public:
  PipelineParser(llvm::StringRef Text, const PassRegistry &Registry,
                 std::vector<PipelineStep> *Steps)
      : Text(Text), Registry(Registry), Steps(Steps) {
    Sources.add("-passes", Text);
  }

  absl::StatusOr<std::unique_ptr<ModulePassManager>> run();
  absl::StatusOr<std::unique_ptr<FunctionPassManager>> runFunction();

private:
  /// The whole text as a new ManagerT, which Build fills.
  template <typename ManagerT>
  absl::StatusOr<std::unique_ptr<ManagerT>> parseInto(absl::Status (
      PipelineParser::*Build)(const std::vector<Element> &, ManagerT &));
  // Text to tree.
  /// The whole text's elements, named pipelines expanded.
  absl::StatusOr<std::vector<Element>> parseTopLevel();
  absl::Status parseList(std::vector<Element> &Out, bool Nested);
  absl::Status parseElement(Element &E);
  absl::Status parseParams(Element &E);
  void skipBlanks();
  bool atEnd() const { return Pos >= Text.size(); }
  /// Replaces each `default<...>` element by the elements of its named
  /// pipeline (mopt/Pass/NamedPipelines.h), placed at its column.
  absl::Status expandNamedPipelines(std::vector<Element> &Elements);

  // Tree to passes.
  absl::Status buildModule(const std::vector<Element> &Elements,
                           ModulePassManager &MPM);
  absl::Status buildFunction(const std::vector<Element> &Elements,
                             FunctionPassManager &FPM);
  /// `repeat<N>(...)`, its pipeline built by Build.
  template <typename IRUnitT>
  absl::StatusOr<std::unique_ptr<RepeatPass<IRUnitT>>> buildRepeat(
      const Element &E,
      absl::Status (PipelineParser::*Build)(const std::vector<Element> &,
                                            PassManager<IRUnitT> &));
  absl::StatusOr<std::unique_ptr<Pass>> buildLeaf(const Element &E);
  absl::StatusOr<unsigned> repeatCount(const Element &E);

  absl::Status error(uint32_t Column, const std::string &Msg) const {
    return makeError(Sources, SourceLoc{0, 1, Column}, Msg);
  }
  /// The pass, structural or named-pipeline name nearest Name
  /// (NearestName.h), or "" if none is near.
  std::string nearestPassName(llvm::StringRef Name) const;

  llvm::StringRef Text;
  const PassRegistry &Registry;
  /// Where each pass built goes, in the order the pipeline runs them.
  std::vector<PipelineStep> *Steps;
  SourceFiles Sources;
  size_t Pos = 0;
  /// The '(' open around the element being parsed. Parsing, building,
  /// running and printing a pipeline all recurse once per level, so the
  /// nesting is capped for any text to fit the stack.
  unsigned Depth = 0;
};

static constexpr unsigned MaxNesting = 1000;

} // namespace

static bool isNameChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '-' ||
         C == '.';
}

void PipelineParser::skipBlanks() {
  while (!atEnd() && (Text[Pos] == ' ' || Text[Pos] == '\t'))
    ++Pos;
}

absl::Status PipelineParser::parseList(std::vector<Element> &Out, bool Nested) {
  while (true) {
    Element E;
    if (absl::Status S = parseElement(E); !S.ok())
      return S;
    Out.push_back(std::move(E));
    skipBlanks();
    if (atEnd())
      return absl::OkStatus();
    if (Text[Pos] == ',') {
      ++Pos;
      continue;
    }
    if (Text[Pos] == ')' && Nested)
      return absl::OkStatus();
    if (Text[Pos] == ')')
      return error(Pos + 1, "unbalanced ')': no '(' is open");
    return error(Pos + 1, absl::StrCat("expected ',' or the end of the "
                                       "pipeline, got '",
                                       std::string(1, Text[Pos]), "'"));
  }
}

absl::Status PipelineParser::parseElement(Element &E) {
  skipBlanks();
  size_t Start = Pos;
  while (!atEnd() && isNameChar(Text[Pos]))
    ++Pos;
  E.Column = Start + 1;
  if (Pos == Start)
    return error(Start + 1, atEnd() ? "expected a pass name at the end"
                                    : "expected a pass name");
  E.Name = Text.slice(Start, Pos).str();
  if (!atEnd() && Text[Pos] == '<')
    if (absl::Status S = parseParams(E); !S.ok())
      return S;
  skipBlanks();
  if (atEnd() || Text[Pos] != '(')
    return absl::OkStatus();
  size_t Open = Pos++;
  if (Depth == MaxNesting)
    return error(Open + 1, absl::StrCat("pipeline nested too deep: more than ",
                                        MaxNesting, " levels of '('"));
  E.HasChildren = true;
  ++Depth;
  absl::Status S = parseList(E.Children, /*Nested=*/true);
  --Depth;
  if (!S.ok())
    return S;
  if (atEnd())
    return error(Open + 1, "unbalanced '(': no ')' closes it");
  ++Pos; // ')'
  return absl::OkStatus();
}

absl::Status PipelineParser::parseParams(Element &E) {
  size_t Open = Pos++;
  unsigned Depth = 1;
  size_t Start = Pos;
  while (!atEnd() && Depth) {
    if (Text[Pos] == '<')
      ++Depth;
    else if (Text[Pos] == '>')
      --Depth;
    ++Pos;
  }
  if (Depth)
    return error(Open + 1, "unbalanced '<': no '>' closes it");
  E.HasParams = true;
  E.Params = Text.slice(Start, Pos - 1).str();
  E.ParamColumn = Start + 1;
  return absl::OkStatus();
}

std::string PipelineParser::nearestPassName(llvm::StringRef Name) const {
  NearestName Nearest(Name);
  for (const RegisteredPass *P : Registry.entries())
    if (P->Kind != PassKind::Analysis)
      Nearest.consider(P->Name);
  for (llvm::StringRef Structural : {"module", "function", "repeat"})
    Nearest.consider(Structural);
  for (const NamedPipeline &P : getNamedPipelines())
    Nearest.consider(P.Name);
  return Nearest.get();
}

absl::StatusOr<unsigned> PipelineParser::repeatCount(const Element &E) {
  unsigned N;
  if (!E.HasParams || !absl::SimpleAtoi(E.Params, &N) || N == 0)
    return error(E.HasParams ? E.ParamColumn : E.Column,
                 "repeat needs a positive count: repeat<N>(...)");
  if (!E.HasChildren)
    return error(E.Column, "repeat needs a pipeline: repeat<N>(...)");
  return N;
}

absl::StatusOr<std::unique_ptr<Pass>>
PipelineParser::buildLeaf(const Element &E) {
  auto NoNesting = [&] {
    return error(E.Column, "pass '" + E.Name + "' takes no nested pipeline");
  };
  auto [Entry, Params] = Registry.lookupWithParams(E.Name, E.Params);
  if (!Entry) {
    auto Hooked = Registry.buildFromHooks(E.Name, E.Params);
    if (!Hooked.ok())
      return error(E.HasParams ? E.ParamColumn : E.Column,
                   std::string(Hooked.status().message()));
    // Unknown comes first, so that a misspelt `functon(...)` gets its
    // did-you-mean.
    // Named whole, as opt does: `print<domtre>` is unknown, not `print`.
    // The suggestion is the nearest whole name (`print<domtree>`), else
    // the nearest name with these parameters (`repeat<2>`).
    if (!*Hooked) {
      std::string Params = E.HasParams ? "<" + E.Params + ">" : "";
      std::string Spelled = E.Name + Params;
      std::string Near = nearestPassName(Spelled);
      if (Near.empty() && E.HasParams &&
          !(Near = nearestPassName(E.Name)).empty())
        Near += Params;
      absl::Status S = error(E.Column, "unknown pass '" + Spelled + "'" +
                                           didYouMeanSuffix(Near));
      // No name near: NotFound, so that a driver can say where passes
      // come from.
      return Near.empty() ? absl::NotFoundError(S.message()) : S;
    }
    if (E.HasChildren)
      return NoNesting();
    if ((*Hooked)->getName().empty())
      (*Hooked)->setName(E.Name);
    return Hooked;
  }
  if (E.HasChildren)
    return NoNesting();
  if (Entry->Kind == PassKind::Analysis)
    return error(E.Column, "'" + E.Name +
                               "' is an analysis, not a pass; print it with "
                               "print<" +
                               E.Name + ">");
  auto P = Entry->Factory(Params);
  if (!P.ok())
    return error(E.HasParams ? E.ParamColumn : E.Column,
                 std::string(P.status().message()));
  if (Steps)
    Steps->push_back({(*P)->getName().str(), Entry->Form});
  return P;
}

template <typename IRUnitT>
absl::StatusOr<std::unique_ptr<RepeatPass<IRUnitT>>>
PipelineParser::buildRepeat(
    const Element &E,
    absl::Status (PipelineParser::*Build)(const std::vector<Element> &,
                                          PassManager<IRUnitT> &)) {
  auto N = repeatCount(E);
  if (!N.ok())
    return N.status();
  auto Inner = std::make_unique<PassManager<IRUnitT>>();
  if (absl::Status S = (this->*Build)(E.Children, *Inner); !S.ok())
    return S;
  return std::make_unique<RepeatPass<IRUnitT>>(*N, std::move(Inner));
}

absl::Status PipelineParser::buildFunction(const std::vector<Element> &Elements,
                                           FunctionPassManager &FPM) {
  for (const Element &E : Elements) {
    if (E.Name == "module")
      return error(E.Column, "module(...) cannot be nested inside "
                             "function(...)");
    if (E.Name == "function") {
      if (!E.HasChildren || E.HasParams)
        return error(E.Column, "expected function(...)");
      if (absl::Status S = buildFunction(E.Children, FPM); !S.ok())
        return S;
      continue;
    }
    if (E.Name == "repeat") {
      auto Repeat = buildRepeat(E, &PipelineParser::buildFunction);
      if (!Repeat.ok())
        return Repeat.status();
      FPM.addPass(std::move(*Repeat));
      continue;
    }
    auto P = buildLeaf(E);
    if (!P.ok())
      return P.status();
    auto *FP = dynamic_cast<FunctionPass *>(P->get());
    if (!FP)
      return error(E.Column, "module pass '" + E.Name +
                                 "' cannot run inside function(...)");
    P->release();
    FPM.addPass(std::unique_ptr<FunctionPass>(FP));
  }
  return absl::OkStatus();
}

absl::Status PipelineParser::buildModule(const std::vector<Element> &Elements,
                                         ModulePassManager &MPM) {
  std::unique_ptr<FunctionPassManager> Pending;
  auto Flush = [&] {
    if (Pending)
      MPM.addPass(
          std::make_unique<ModuleToFunctionPassAdaptor>(std::move(Pending)));
    Pending.reset();
  };
  for (const Element &E : Elements) {
    if (E.Name == "module" || E.Name == "function") {
      if (!E.HasChildren || E.HasParams)
        return error(E.Column, "expected " + E.Name + "(...)");
      if (E.Name == "module") {
        Flush();
        if (absl::Status S = buildModule(E.Children, MPM); !S.ok())
          return S;
        continue;
      }
      // An explicit function(...) is its own walk over the functions.
      Flush();
      Pending = std::make_unique<FunctionPassManager>();
      if (absl::Status S = buildFunction(E.Children, *Pending); !S.ok())
        return S;
      Flush();
      continue;
    }
    if (E.Name == "repeat") {
      auto Repeat = buildRepeat(E, &PipelineParser::buildModule);
      if (!Repeat.ok())
        return Repeat.status();
      Flush();
      MPM.addPass(std::move(*Repeat));
      continue;
    }
    auto P = buildLeaf(E);
    if (!P.ok())
      return P.status();
    if (auto *FP = dynamic_cast<FunctionPass *>(P->get())) {
      P->release();
      if (!Pending)
        Pending = std::make_unique<FunctionPassManager>();
      Pending->addPass(std::unique_ptr<FunctionPass>(FP));
      continue;
    }
    Flush();
    MPM.addPass(
        std::unique_ptr<ModulePass>(static_cast<ModulePass *>(P->release())));
  }
  Flush();
  return absl::OkStatus();
}

static void placeAt(std::vector<Element> &Elements, uint32_t Column) {
  for (Element &E : Elements) {
    E.Column = E.ParamColumn = Column;
    placeAt(E.Children, Column);
  }
}

absl::Status
PipelineParser::expandNamedPipelines(std::vector<Element> &Elements) {
  std::vector<Element> Out;
  for (Element &E : Elements) {
    if (absl::Status S = expandNamedPipelines(E.Children); !S.ok())
      return S;
    if (E.Name != "default" || E.HasChildren) {
      Out.push_back(std::move(E));
      continue;
    }
    std::string Spelled = E.Name + "<" + E.Params + ">";
    const NamedPipeline *Named = lookupNamedPipeline(Spelled);
    if (!Named) {
      std::string Known;
      for (const NamedPipeline &P : getNamedPipelines())
        Known += (Known.empty() ? "" : ", ") + std::string(P.Name);
      return error(E.Column, "unknown pipeline '" + Spelled +
                                 "'; the named "
                                 "pipelines are " +
                                 Known);
    }
    PipelineParser Inner(Named->Pipeline, Registry, nullptr);
    std::vector<Element> Expansion;
    if (absl::Status S = Inner.parseList(Expansion, /*Nested=*/false); !S.ok())
      return S;
    placeAt(Expansion, E.Column);
    for (Element &X : Expansion)
      Out.push_back(std::move(X));
  }
  Elements = std::move(Out);
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Element>> PipelineParser::parseTopLevel() {
  std::vector<Element> Elements;
  skipBlanks();
  if (atEnd())
    return Elements;
  if (absl::Status S = parseList(Elements, /*Nested=*/false); !S.ok())
    return S;
  if (absl::Status S = expandNamedPipelines(Elements); !S.ok())
    return S;
  return Elements;
}

template <typename ManagerT>
absl::StatusOr<std::unique_ptr<ManagerT>> PipelineParser::parseInto(
    absl::Status (PipelineParser::*Build)(const std::vector<Element> &,
                                          ManagerT &)) {
  absl::StatusOr<std::vector<Element>> Elements = parseTopLevel();
  if (!Elements.ok())
    return Elements.status();
  auto Manager = std::make_unique<ManagerT>();
  if (absl::Status S = (this->*Build)(*Elements, *Manager); !S.ok())
    return S;
  return Manager;
}

absl::StatusOr<std::unique_ptr<ModulePassManager>> PipelineParser::run() {
  return parseInto(&PipelineParser::buildModule);
}

absl::StatusOr<std::unique_ptr<FunctionPassManager>>
PipelineParser::runFunction() {
  return parseInto(&PipelineParser::buildFunction);
}

absl::StatusOr<std::unique_ptr<FunctionPassManager>>
mopt::parseFunctionPipeline(llvm::StringRef Text,
                            const PassRegistry &Registry) {
  return PipelineParser(Text, Registry, nullptr).runFunction();
}

absl::StatusOr<std::unique_ptr<ModulePassManager>>
mopt::parsePassPipeline(llvm::StringRef Text, const PassRegistry &Registry,
                        std::vector<PipelineStep> *Steps) {
  return PipelineParser(Text, Registry, Steps).run();
}

std::string mopt::printPipeline(const ModulePassManager &MPM) {
  std::string Out;
  MPM.printPipeline(Out);
  return Out;
}
