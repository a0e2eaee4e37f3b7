//===- PluginTest.cpp - Tests of loading pass plugins ---------------------===//
//
// loadPassPlugin on the real plugins of the build (build/plugins/mopt-lower.so)
// and on the deliberately broken ones test/plugins builds, whose paths
// unittests/CMakeLists.txt passes in as MOPT_*_PLUGIN; every error must name
// the file. Then findShippedPlugins with MOPT_PLUGIN_PATH pointing at a
// temporary folder, and selectPluginsFor with a manifest. With
// MOPT_STATIC_PLUGINS the shipped plugins are no files, and the tests that
// need them are skipped.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/Plugin.h"
#include "mopt/Pass/PassRegistry.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace mopt;

namespace {

/// A fresh folder under the test's temporary directory, removed (with the
/// files the test put in it) at the end of the test.
class TempDir {
public:
  TempDir() {
    std::string Template = ::testing::TempDir() + "mopt-plugin-test-XXXXXX";
    char *Made = mkdtemp(Template.data());
    EXPECT_NE(Made, nullptr);
    char Resolved[PATH_MAX];
    Path = Made && realpath(Made, Resolved) ? Resolved : Template;
  }
  ~TempDir() {
    for (const std::string &F : Files)
      unlink(F.c_str());
    rmdir(Path.c_str());
  }
  /// Path/Name, removed with the folder.
  std::string file(const std::string &Name) {
    Files.push_back(Path + "/" + Name);
    return Files.back();
  }
  const std::string &path() const { return Path; }

private:
  std::string Path;
  std::vector<std::string> Files;
};

void writeFile(const std::string &Path, const std::string &Text) {
  std::ofstream Out(Path, std::ios::binary);
  Out << Text;
}

void copyFile(const std::string &From, const std::string &To) {
  std::ifstream In(From, std::ios::binary);
  std::ofstream Out(To, std::ios::binary);
  Out << In.rdbuf();
}

/// The message loading Path into R gives, which must be an error.
std::string loadError(const std::string &Path, PassRegistry &R) {
  absl::Status S = loadPassPlugin(Path, R);
  EXPECT_FALSE(S.ok()) << Path << " loaded";
  return std::string(S.message());
}

std::string prefix(const std::string &Path) {
  return "cannot load pass plugin '" + Path + "': ";
}

/// Sets an environment variable for the life of the object.
class ScopedEnv {
public:
  ScopedEnv(const char *Name, const std::string &Value) : Name(Name) {
    if (const char *Old = std::getenv(Name))
      Saved = Old;
    Had = std::getenv(Name) != nullptr;
    setenv(Name, Value.c_str(), 1);
  }
  ~ScopedEnv() {
    if (Had)
      setenv(Name, Saved.c_str(), 1);
    else
      unsetenv(Name);
  }

private:
  const char *Name;
  std::string Saved;
  bool Had = false;
};

#ifdef MOPT_LOWER_PLUGIN
constexpr const char *LowerPlugin = MOPT_LOWER_PLUGIN;
#define SKIP_WITHOUT_SHIPPED_PLUGINS()
#else
constexpr const char *LowerPlugin = "";
#define SKIP_WITHOUT_SHIPPED_PLUGINS()                                         \
  GTEST_SKIP() << "the shipped plugins are linked in (MOPT_STATIC_PLUGINS)"
#endif

TEST(PluginTest, RealPluginRegistersItsPasses) {
  SKIP_WITHOUT_SHIPPED_PLUGINS();
  PassRegistry R;
  absl::Status S = loadPassPlugin(LowerPlugin, R);
  ASSERT_TRUE(S.ok()) << S.message();
  const RegisteredPass *Lower = R.lookup("lower");
  ASSERT_NE(Lower, nullptr);
  EXPECT_EQ(Lower->Kind, PassKind::Function);
  EXPECT_EQ(Lower->Origin, LowerPlugin);
  auto P = Lower->Factory("");
  ASSERT_TRUE(P.ok()) << P.status().message();
  EXPECT_EQ((*P)->getName(), "lower");
  // What the registry records from now on is built in again.
  R.addFunctionPass("later", "", [](llvm::StringRef) {
    return absl::StatusOr<std::unique_ptr<Pass>>(std::unique_ptr<Pass>());
  });
  EXPECT_EQ(R.lookup("later")->Origin, "built-in");
}

TEST(PluginTest, LoadingTwiceIsADuplicateName) {
  SKIP_WITHOUT_SHIPPED_PLUGINS();
  PassRegistry R;
  ASSERT_TRUE(loadPassPlugin(LowerPlugin, R).ok());
  std::string P = LowerPlugin;
  EXPECT_EQ(loadError(P, R), prefix(P) +
                                 "pass name 'lower' is registered twice: "
                                 "from plugin '" +
                                 P + "' and from plugin '" + P + "'");
  // The first registration stands.
  EXPECT_EQ(R.lookup("lower")->Origin, P);
  EXPECT_TRUE(R.consumeError().ok());
}

TEST(PluginTest, CannotOpen) {
  PassRegistry R;
  TempDir Dir;
  std::string Missing = Dir.path() + "/missing.so";
  EXPECT_EQ(loadError(Missing, R),
            prefix(Missing) +
                "cannot open the file: No such file or directory");
}

TEST(PluginTest, NotASharedObject) {
  PassRegistry R;
  TempDir Dir;
  std::string Text = Dir.file("plugin.so");
  writeFile(Text, "not a plugin\n");
  EXPECT_EQ(loadError(Text, R), prefix(Text) + "not a shared object");
  std::string Empty = Dir.file("empty.so");
  writeFile(Empty, "");
  EXPECT_EQ(loadError(Empty, R), prefix(Empty) + "not a shared object");
}

TEST(PluginTest, TruncatedSharedObject) {
  PassRegistry R;
  TempDir Dir;
  std::string Truncated = Dir.file("truncated.so");
  {
    std::ifstream In(MOPT_NO_ENTRY_PLUGIN, std::ios::binary);
    char Head[64];
    In.read(Head, sizeof(Head));
    writeFile(Truncated, std::string(Head, In.gcount()));
  }
  // dlopen's own words follow, whatever they are.
  std::string Msg = loadError(Truncated, R);
  EXPECT_EQ(Msg.rfind(prefix(Truncated), 0), 0u) << Msg;
  EXPECT_GT(Msg.size(), prefix(Truncated).size()) << Msg;
}

TEST(PluginTest, NoEntryPoint) {
  PassRegistry R;
  std::string P = MOPT_NO_ENTRY_PLUGIN;
  EXPECT_EQ(loadError(P, R), prefix(P) + "no entry point 'moptGetPluginInfo' "
                                         "(is it a mopt pass plugin?)");
}

TEST(PluginTest, WrongAPIVersion) {
  PassRegistry R;
  std::string P = MOPT_WRONG_API_VERSION_PLUGIN;
  EXPECT_EQ(loadError(P, R), prefix(P) + "plugin API version " +
                                 std::to_string(MOPT_PLUGIN_API_VERSION + 1) +
                                 ", but this mopt supports version " +
                                 std::to_string(MOPT_PLUGIN_API_VERSION));
}

TEST(PluginTest, WrongFingerprint) {
  PassRegistry R;
  std::string P = MOPT_WRONG_FINGERPRINT_PLUGIN;
  EXPECT_EQ(loadError(P, R),
            prefix(P) +
                "built against another mopt build (fingerprint "
                "0123456789abcdef, this mopt is " +
                getBuildFingerprint() +
                "); rebuild the plugin against this mopt");
}

TEST(PluginTest, RefusedPluginsRegisterNothing) {
  PassRegistry R;
  loadPassPlugin(MOPT_NO_ENTRY_PLUGIN, R).IgnoreError();
  loadPassPlugin(MOPT_WRONG_API_VERSION_PLUGIN, R).IgnoreError();
  loadPassPlugin(MOPT_WRONG_FINGERPRINT_PLUGIN, R).IgnoreError();
  EXPECT_TRUE(R.entries().empty());
  EXPECT_TRUE(R.consumeError().ok());
}

TEST(PluginTest, RegistersAnExistingName) {
  SKIP_WITHOUT_SHIPPED_PLUGINS();
  PassRegistry R;
  ASSERT_TRUE(loadPassPlugin(LowerPlugin, R).ok());
  std::string P = MOPT_REGISTERS_LOWER_PLUGIN;
  EXPECT_EQ(loadError(P, R), prefix(P) +
                                 "pass name 'lower' is registered twice: "
                                 "from plugin '" +
                                 LowerPlugin + "' and from plugin '" + P + "'");
  EXPECT_EQ(R.lookup("lower")->Origin, LowerPlugin);
}

TEST(PluginTest, RegistersANameTakenByABuiltIn) {
  PassRegistry R;
  R.addFunctionPass("lower", "built in", [](llvm::StringRef) {
    return absl::StatusOr<std::unique_ptr<Pass>>(std::unique_ptr<Pass>());
  });
  std::string P = MOPT_REGISTERS_LOWER_PLUGIN;
  EXPECT_EQ(loadError(P, R),
            prefix(P) +
                "pass name 'lower' is registered twice: built in "
                "and from plugin '" +
                P + "'");
}

TEST(PluginTest, TestPluginLoads) {
  PassRegistry R;
  std::string P = MOPT_BREAK_IR_PLUGIN;
  absl::Status S = loadPassPlugin(P, R);
  ASSERT_TRUE(S.ok()) << S.message();
  ASSERT_NE(R.lookup("break-ir"), nullptr);
  EXPECT_EQ(R.lookup("break-ir")->Origin, P);
}

TEST(PluginTest, FindShippedPluginsReadsMOptPluginPath) {
  SKIP_WITHOUT_SHIPPED_PLUGINS();
  TempDir One, Two;
  std::string X = One.file("mopt-x.so");
  copyFile(LowerPlugin, X);
  // Found in name order within a folder; other names are not plugins.
  std::string A = One.file("mopt-a.so");
  ASSERT_EQ(symlink(LowerPlugin, A.c_str()), 0);
  writeFile(One.file("other.so"), "");
  writeFile(One.file("mopt-y.txt"), "");
  writeFile(One.file("mopt-z.so.1"), "");
  std::string Y = Two.file("mopt-y.so");
  copyFile(LowerPlugin, Y);

  std::vector<std::string> Found;
  {
    ScopedEnv Env("MOPT_PLUGIN_PATH",
                  ":" + One.path() + "::/no/such/folder:" + Two.path());
    Found = findShippedPlugins();
  }
  std::vector<std::string> Ours;
  for (const std::string &F : Found)
    if (F.rfind(One.path() + "/", 0) == 0 || F.rfind(Two.path() + "/", 0) == 0)
      Ours.push_back(F);
  EXPECT_EQ(Ours, (std::vector<std::string>{A, X, Y}));
  // The folders of MOPT_PLUGIN_PATH come after the build's own plugins.
  ASSERT_GE(Found.size(), 3u);
  EXPECT_EQ(Found.back(), Y);
  for (const std::string &F : Found) {
    llvm::StringRef Base = llvm::StringRef(F).rsplit('/').second;
    EXPECT_TRUE(Base.starts_with("mopt-") && Base.ends_with(".so")) << F;
  }

  // What it finds loads.
  PassRegistry R;
  absl::Status S = loadPassPlugin(X, R);
  ASSERT_TRUE(S.ok()) << S.message();
  EXPECT_EQ(R.lookup("lower")->Origin, X);

  // Without MOPT_PLUGIN_PATH the folders are not searched.
  {
    ScopedEnv Env("MOPT_PLUGIN_PATH", "");
    for (const std::string &F : findShippedPlugins())
      EXPECT_EQ(F.find(One.path()), std::string::npos) << F;
  }
}

TEST(PluginTest, SelectPluginsForReadsTheManifest) {
  TempDir One, Two;
  writeFile(One.file("mopt-plugins.txt"), "# comment\n"
                                          "mopt-a.so lower\n"
                                          "mopt-b.so ssa mem2reg\n"
                                          "mopt-c.so domtree print<idom>\n"
                                          "mopt-d.so out-of-ssa\n");
  std::string A = One.path() + "/mopt-a.so", B = One.path() + "/mopt-b.so",
              C = One.path() + "/mopt-c.so", D = One.path() + "/mopt-d.so",
              E = One.path() + "/mopt-e.so", F = Two.path() + "/mopt-f.so";
  std::vector<std::string> All = {A, B, C, D, E, F};
  using Paths = std::vector<std::string>;
  // E is not in the manifest and F's folder has none: both always load.
  EXPECT_EQ(selectPluginsFor("lower", All), (Paths{A, E, F}));
  EXPECT_EQ(selectPluginsFor("", All), (Paths{E, F}));
  // Whole words only: "ssa" inside "out-of-ssa" is not the ssa pass.
  EXPECT_EQ(selectPluginsFor("function(out-of-ssa)", All), (Paths{D, E, F}));
  EXPECT_EQ(selectPluginsFor("ssa<pruned>,print<idom>", All),
            (Paths{B, C, E, F}));
  EXPECT_EQ(selectPluginsFor("require<domtree>, mem2reg", All),
            (Paths{B, C, E, F}));
  EXPECT_EQ(selectPluginsFor("lowered,domtrees", All), (Paths{E, F}));
}

} // namespace
