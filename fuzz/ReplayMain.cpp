//===- ReplayMain.cpp - The fuzz targets over files, without a fuzzer -----===//
//
//   mopt-fuzz-replay SOURCE_DIR        every seed of fuzz/seeds.txt and every
//                                      file of fuzz/regressions/TARGET/,
//                                      through its target
//   mopt-fuzz-replay TARGET FILE...    the files through one target
//
// Each input's name is printed before it runs, so that the last line names
// the input of a crash. Exit status 0 when every input passed; a finding
// traps.
//
//===----------------------------------------------------------------------===//

#include "FuzzTargets.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace mopt::fuzz;

static const FuzzTarget *findTarget(llvm::StringRef Name) {
  for (const FuzzTarget &T : getFuzzTargets())
    if (Name == T.Name)
      return &T;
  return nullptr;
}

static bool replay(const FuzzTarget &T, const fs::path &File) {
  std::ifstream In(File, std::ios::binary);
  if (!In) {
    std::fprintf(stderr, "mopt-fuzz-replay: cannot read '%s'\n", File.c_str());
    return false;
  }
  std::string Input((std::istreambuf_iterator<char>(In)),
                    std::istreambuf_iterator<char>());
  std::printf("%s %s\n", T.Name, File.c_str());
  std::fflush(stdout);
  T.Run(Input);
  return true;
}

/// The regular files under Dir whose names end in Suffix, sorted.
static std::vector<fs::path> filesUnder(const fs::path &Dir,
                                        llvm::StringRef Suffix) {
  std::vector<fs::path> Files;
  for (const fs::directory_entry &E : fs::recursive_directory_iterator(Dir))
    if (E.is_regular_file() &&
        llvm::StringRef(E.path().filename().native()).ends_with(Suffix))
      Files.push_back(E.path());
  std::sort(Files.begin(), Files.end());
  return Files;
}

static int replaySources(const fs::path &Source) {
  std::ifstream Seeds(Source / "fuzz/seeds.txt");
  if (!Seeds) {
    std::fprintf(stderr, "mopt-fuzz-replay: no fuzz/seeds.txt in '%s'\n",
                 Source.c_str());
    return 1;
  }
  // Each target's inputs: its seeds, then its regressions.
  std::vector<std::pair<const FuzzTarget *, fs::path>> Inputs;
  std::string Line;
  while (std::getline(Seeds, Line)) {
    std::istringstream Words(Line);
    std::string Name, Folder, Suffix;
    if (!(Words >> Name) || Name[0] == '#')
      continue;
    const FuzzTarget *T = findTarget(Name);
    if (!T || !(Words >> Folder >> Suffix)) {
      std::fprintf(stderr, "mopt-fuzz-replay: bad line in seeds.txt: %s\n",
                   Line.c_str());
      return 1;
    }
    if (fs::is_directory(Source / Folder))
      for (const fs::path &File : filesUnder(Source / Folder, Suffix))
        Inputs.push_back({T, File});
  }
  for (const FuzzTarget &T : getFuzzTargets()) {
    fs::path Dir = Source / "fuzz/regressions" / T.Name;
    if (fs::is_directory(Dir))
      for (const fs::path &File : filesUnder(Dir, ""))
        Inputs.push_back({&T, File});
  }
  for (const auto &[T, File] : Inputs)
    if (!replay(*T, File))
      return 1;
  for (const FuzzTarget &T : getFuzzTargets())
    std::printf("mopt-fuzz-replay: %s: %zu inputs passed\n", T.Name,
                static_cast<size_t>(llvm::count_if(
                    Inputs, [&T](const auto &In) { return In.first == &T; })));
  return 0;
}

int main(int Argc, char **Argv) {
  if (Argc == 2)
    return replaySources(Argv[1]);
  const FuzzTarget *T = Argc > 2 ? findTarget(Argv[1]) : nullptr;
  if (!T) {
    std::fprintf(stderr, "usage: mopt-fuzz-replay SOURCE_DIR\n"
                         "       mopt-fuzz-replay TARGET FILE...\n");
    return 1;
  }
  for (int K = 2; K != Argc; ++K)
    if (!replay(*T, Argv[K]))
      return 1;
  return 0;
}
