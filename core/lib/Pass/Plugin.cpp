//===- Plugin.cpp - Passes loaded from shared objects ---------------------===//

#include "mopt/Pass/Plugin.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "mopt/Pass/PassRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <fstream>
#include <unistd.h>

using namespace mopt;

const char *mopt::getBuildFingerprint() { return MOPT_BUILD_FINGERPRINT; }

static absl::Status pluginError(const std::string &Path,
                                const std::string &Msg) {
  return absl::InvalidArgumentError(
      absl::StrCat("cannot load pass plugin '", Path, "': ", Msg));
}

/// Whether Path starts like an ELF file; dlopen's own message for other
/// files varies, so say it plainly.
static bool looksLikeSharedObject(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  char Magic[4] = {};
  In.read(Magic, 4);
  return In.gcount() == 4 && Magic[0] == 0x7f && Magic[1] == 'E' &&
         Magic[2] == 'L' && Magic[3] == 'F';
}

absl::Status mopt::loadPassPlugin(const std::string &Path,
                                  PassRegistry &Registry) {
  if (access(Path.c_str(), R_OK) != 0)
    return pluginError(Path, std::string("cannot open the file: ") +
                                 std::strerror(errno));
  if (!looksLikeSharedObject(Path))
    return pluginError(Path, "not a shared object");
  // Plugins stay loaded for the life of the process: their passes and
  // registered callbacks are used until exit.
  void *Handle = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Handle)
    return pluginError(Path, dlerror());
  using EntryFn = MOptPluginInfo (*)();
  auto Entry = reinterpret_cast<EntryFn>(dlsym(Handle, "moptGetPluginInfo"));
  if (!Entry)
    return pluginError(Path, "no entry point 'moptGetPluginInfo' (is it a "
                             "mopt pass plugin?)");
  MOptPluginInfo Info = Entry();
  if (Info.APIVersion != MOPT_PLUGIN_API_VERSION)
    return pluginError(Path,
                       absl::StrCat("plugin API version ", Info.APIVersion,
                                    ", but this mopt "
                                    "supports version ",
                                    MOPT_PLUGIN_API_VERSION));
  if (!Info.BuildFingerprint ||
      std::string(Info.BuildFingerprint) != getBuildFingerprint())
    return pluginError(
        Path,
        absl::StrCat("built against another mopt build (fingerprint ",
                     Info.BuildFingerprint ? Info.BuildFingerprint : "(none)",
                     ", this mopt is ", getBuildFingerprint(),
                     "); rebuild the plugin against this mopt"));
  if (!Info.RegisterCallbacks)
    return pluginError(Path, "no registration callback");
  Registry.setOrigin(Path);
  Info.RegisterCallbacks(Registry);
  absl::Status S = Registry.consumeError();
  Registry.setOrigin("built-in");
  if (!S.ok())
    return pluginError(Path, std::string(S.message()));
  return absl::OkStatus();
}

/// The folder holding the running executable.
static std::string executableDir() {
  char Buffer[4096];
  ssize_t N = readlink("/proc/self/exe", Buffer, sizeof(Buffer) - 1);
  if (N <= 0)
    return ".";
  std::string Path(Buffer, N);
  size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? "." : Path.substr(0, Slash);
}

static void addPluginsIn(const std::string &Folder,
                         std::vector<std::string> &Out) {
  char Resolved[PATH_MAX];
  if (!realpath(Folder.c_str(), Resolved))
    return;
  std::string Dir = Resolved;
  DIR *D = opendir(Dir.c_str());
  if (!D)
    return;
  std::vector<std::string> Found;
  while (dirent *E = readdir(D)) {
    llvm::StringRef Name(E->d_name);
    if (Name.starts_with("mopt-") && Name.ends_with(".so"))
      Found.push_back(Dir + "/" + Name.str());
  }
  closedir(D);
  std::sort(Found.begin(), Found.end());
  Out.insert(Out.end(), Found.begin(), Found.end());
}

std::vector<std::string> mopt::findShippedPlugins() {
  std::vector<std::string> Plugins;
  std::string Bin = executableDir();
  addPluginsIn(Bin + "/../plugins", Plugins);
  addPluginsIn(Bin + "/../lib/mopt/plugins", Plugins);
  if (const char *Path = std::getenv("MOPT_PLUGIN_PATH"))
    for (absl::string_view Dir : absl::StrSplit(Path, ':', absl::SkipEmpty()))
      addPluginsIn(std::string(Dir), Plugins);
  return Plugins;
}

using ManifestNames = llvm::StringMap<std::vector<std::string>>;

/// Adds the rows of Folder's manifest, if it has one, to Names: each a
/// plugin's file name, then the names it registers, separated by spaces.
static void readManifest(const std::string &Folder, ManifestNames &Names) {
  std::ifstream In(Folder + "/mopt-plugins.txt");
  std::string Line;
  while (std::getline(In, Line)) {
    if (Line.empty() || Line[0] == '#')
      continue;
    std::vector<std::string> Row =
        absl::StrSplit(Line, ' ', absl::SkipWhitespace());
    if (Row.empty())
      continue;
    Names[Folder + "/" + Row.front()].assign(Row.begin() + 1, Row.end());
  }
}

static bool isNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '-' || C == '.';
}

/// Whether Text holds Name with no name character on either side; a name
/// with brackets is held by its spelling with more parameters too
/// (`print<idom;lt>` names `print<idom>`).
static bool mentions(llvm::StringRef Text, llvm::StringRef Name) {
  bool Bracketed = Name.ends_with(">");
  llvm::StringRef Stem = Bracketed ? Name.drop_back() : Name;
  for (size_t At = Text.find(Stem); At != llvm::StringRef::npos;
       At = Text.find(Stem, At + 1)) {
    size_t End = At + Stem.size();
    bool Starts = At == 0 || !isNameChar(Text[At - 1]);
    bool Ends =
        Bracketed ? End < Text.size() && (Text[End] == '>' || Text[End] == ';')
                  : End == Text.size() || !isNameChar(Text[End]);
    if (Starts && Ends)
      return true;
  }
  return false;
}

std::vector<std::string>
mopt::selectPluginsFor(llvm::StringRef Pipeline,
                       const std::vector<std::string> &Plugins) {
  ManifestNames Listed;
  llvm::StringSet<> FoldersRead;
  std::vector<std::string> Chosen;
  for (const std::string &Path : Plugins) {
    std::string Folder = Path.substr(0, Path.rfind('/'));
    if (FoldersRead.insert(Folder).second)
      readManifest(Folder, Listed);
    auto It = Listed.find(Path);
    if (It == Listed.end() ||
        llvm::any_of(It->second, [&](const std::string &Name) {
          return mentions(Pipeline, Name);
        }))
      Chosen.push_back(Path);
  }
  return Chosen;
}
