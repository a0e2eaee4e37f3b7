//===- MoptModule.cpp - The Python module `mopt` --------------------------===//
//
// `import mopt`: reading a module in any format mopt reads, walking its
// functions, blocks and instructions, and a function's dominator tree,
// bound with pybind11 (docs/Python.md). Every handle holds its module
// (a Handle<T>: the module's shared pointer and the object), so no handle
// outlives what it points at, whatever Python keeps; nothing here changes
// the IR yet, so no object a handle names is ever erased.
//
//===----------------------------------------------------------------------===//

#include "mopt/Analysis/DominatorTree.h"
#include "mopt/Formats/Formats.h"
#include "mopt/IR/CFG.h"
#include "mopt/IR/Module.h"
#include "mopt/IR/Printer.h"
#include "mopt/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <filesystem>
#include <functional>
#include <memory>

namespace py = pybind11;
using namespace mopt;

namespace {

/// An object of a module, with the module it lives in.
template <typename T> struct Handle {
  std::shared_ptr<Module> M;
  T *Object;
  bool operator==(const Handle &O) const { return Object == O.Object; }
};
using FunctionHandle = Handle<Function>;
using BlockHandle = Handle<BasicBlock>;
using InstructionHandle = Handle<Instruction>;

/// A function's dominator tree, with the function's module.
struct DomTreeHandle {
  std::shared_ptr<Module> M;
  Function *F;
  std::shared_ptr<DominatorTree> Tree;
};

/// Reads Source, a file's path or a program's text, in Format (a name -x
/// takes), else the format a path's extension chooses, else TAC; verified.
std::shared_ptr<Module> parse(const std::string &Source,
                              const std::optional<std::string> &Format) {
  bool IsFile = Source.find('\n') == std::string::npos &&
                std::filesystem::is_regular_file(Source);
  std::string Name = IsFile ? Source : "<string>";
  const FileFormat *Reader = Format ? lookupFormat(FormatRole::Input, *Format)
                                    : &inputFormatOfPath(Name);
  if (!Reader)
    throw py::value_error("mopt.parse: no input format '" + *Format + "'");
  std::unique_ptr<llvm::MemoryBuffer> Text;
  if (IsFile) {
    auto File = llvm::MemoryBuffer::getFile(Source);
    if (!File)
      throw py::value_error("mopt.parse: cannot read '" + Source + "'");
    Text = std::move(*File);
  } else {
    Text = llvm::MemoryBuffer::getMemBufferCopy(Source, Name);
  }
  auto M = Reader->Read(std::move(Text), Name, ReadOptions());
  absl::Status S = M.ok() ? verifyModule(**M) : M.status();
  if (!S.ok())
    throw py::value_error(std::string(S.message()));
  return std::shared_ptr<Module>(std::move(*M));
}

template <typename T> T *pointerTo(T *Object) { return Object; }
template <typename T> T *pointerTo(T &Object) { return &Object; }

template <typename T, typename Range>
std::vector<Handle<T>> handles(const std::shared_ptr<Module> &M, Range &&R) {
  std::vector<Handle<T>> Out;
  for (auto &&Item : R)
    Out.push_back({M, pointerTo<T>(Item)});
  return Out;
}

std::vector<BlockHandle> blocksOf(const FunctionHandle &F) {
  std::vector<BlockHandle> Out;
  for (BasicBlock &BB : *F.Object)
    Out.push_back({F.M, &BB});
  return Out;
}

DomTreeHandle dominatorTree(const FunctionHandle &F,
                            const std::optional<std::string> &Name) {
  DomAlgorithm Algorithm = DomAlgorithm::SNCA;
  if (Name) {
    auto Parsed = parseDomAlgorithm(*Name);
    if (!Parsed)
      throw py::value_error("mopt: unknown dominator algorithm '" + *Name +
                            "' (" + getDomAlgorithmChoices() + ")");
    Algorithm = *Parsed;
  }
  return {F.M, F.Object, std::make_shared<DominatorTree>(*F.Object, Algorithm)};
}

/// The block a tree was asked about must be of its function.
BasicBlock *blockOf(const DomTreeHandle &T, const BlockHandle &B) {
  if (B.Object->getParent() != T.F)
    throw py::value_error("mopt: the block is not in the tree's function");
  return B.Object;
}

/// The block's label as the printer writes it: its name, or, for an
/// unnamed block, the label the printer makes from the whole function.
std::string labelOf(const BlockHandle &B) {
  BasicBlock &BB = *B.Object;
  if (BB.hasName())
    return BB.getName().str();
  return getBlockLabels(*BB.getParent())[BB.getNumber()];
}

void bindModule(py::module_ &Mod) {
  py::class_<Module, std::shared_ptr<Module>>(Mod, "Module")
      .def_property_readonly("functions",
                             [](const std::shared_ptr<Module> &M) {
                               std::vector<FunctionHandle> Out;
                               for (Function &F : *M)
                                 Out.push_back({M, &F});
                               return Out;
                             })
      .def("__str__", [](const Module &M) {
        std::string Text;
        printModule(M, Text);
        return Text;
      });
}

void bindFunction(py::module_ &Mod) {
  py::class_<FunctionHandle>(Mod, "Function")
      .def_property_readonly(
          "name",
          [](const FunctionHandle &F) { return F.Object->getName().str(); })
      .def_property_readonly("blocks", &blocksOf)
      .def_property_readonly(
          "arguments",
          [](const FunctionHandle &F) {
            std::vector<std::string> Names;
            for (unsigned K = 0; K != F.Object->getNumParams(); ++K)
              Names.push_back(F.Object->getArg(K)->getName().str());
            return Names;
          })
      .def("dominator_tree", &dominatorTree, py::arg("algorithm") = py::none())
      .def("__str__", [](const FunctionHandle &F) {
        std::string Text;
        printFunction(*F.Object, Text);
        return Text;
      });
}

void bindBlock(py::module_ &Mod) {
  py::class_<BlockHandle>(Mod, "Block")
      .def_property_readonly("name", &labelOf)
      .def_property_readonly("instructions",
                             [](const BlockHandle &B) {
                               return handles<Instruction>(B.M, *B.Object);
                             })
      .def_property_readonly("successors",
                             [](const BlockHandle &B) {
                               return handles<BasicBlock>(B.M,
                                                          successors(B.Object));
                             })
      .def_property_readonly("predecessors",
                             [](const BlockHandle &B) {
                               return handles<BasicBlock>(
                                   B.M, predecessors(B.Object));
                             })
      .def("__eq__",
           [](const BlockHandle &A, const BlockHandle &B) { return A == B; })
      .def("__hash__",
           [](const BlockHandle &B) {
             return std::hash<const void *>()(B.Object);
           })
      .def("__repr__", [](const BlockHandle &B) {
        return "<mopt.Block " + labelOf(B) + ">";
      });
}

void bindInstruction(py::module_ &Mod) {
  py::class_<InstructionHandle>(Mod, "Instruction")
      .def_property_readonly("opcode",
                             [](const InstructionHandle &I) {
                               return I.Object->getOpcodeName().str();
                             })
      .def_property_readonly(
          "name",
          [](const InstructionHandle &I) { return I.Object->getName().str(); })
      .def_property_readonly("block",
                             [](const InstructionHandle &I) {
                               return BlockHandle{I.M, I.Object->getParent()};
                             })
      .def("__str__", [](const InstructionHandle &I) {
        return printInstruction(*I.Object);
      });
}

void bindDominatorTree(py::module_ &Mod) {
  py::class_<DomTreeHandle>(Mod, "DominatorTree")
      .def("idom",
           [](const DomTreeHandle &T,
              const BlockHandle &B) -> std::optional<BlockHandle> {
             BasicBlock *Idom = T.Tree->getIdom(blockOf(T, B));
             if (!Idom)
               return std::nullopt;
             return BlockHandle{T.M, Idom};
           })
      .def("dominates",
           [](const DomTreeHandle &T, const BlockHandle &A,
              const BlockHandle &B) {
             return T.Tree->dominates(blockOf(T, A), blockOf(T, B));
           })
      .def("children", [](const DomTreeHandle &T, const BlockHandle &B) {
        std::vector<BlockHandle> Out;
        BasicBlock *Parent = blockOf(T, B);
        for (BasicBlock &Other : *T.F)
          if (T.Tree->getIdom(&Other) == Parent)
            Out.push_back({T.M, &Other});
        return Out;
      });
}

} // namespace

PYBIND11_MODULE(mopt, Mod) {
  Mod.doc() = "mopt's IR from Python: read, walk, analyse (docs/Python.md)";
  bindModule(Mod);
  bindFunction(Mod);
  bindBlock(Mod);
  bindInstruction(Mod);
  bindDominatorTree(Mod);
  Mod.def("parse", &parse, py::arg("source"), py::arg("format") = py::none(),
          "Reads a file (or a program's text) in any format mopt reads: by "
          "format=, else by the file's extension, else TAC; verified.");
}
