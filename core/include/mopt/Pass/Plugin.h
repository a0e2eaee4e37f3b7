//===- mopt/Pass/Plugin.h - Passes loaded from shared objects ---*- C++ -*-===//
//
// A pass plugin is a shared object that exports one C function,
// moptGetPluginInfo, returning a MOptPluginInfo (LLVM's PassPlugin.h is the
// model). Its first field is the API version, so a loader can refuse a
// plugin of another version before reading anything else; the build
// fingerprint identifies the exact mopt build (version, compiler, public
// headers) the plugin was compiled against, and a plugin from another build
// is refused with a message instead of crashing on a changed class layout.
//
// Writing one: define a registration callback and name it with
//
//   MOPT_PLUGIN_ENTRY_POINT("count-ops", "1.0", registerMyPasses)
//
// which defines the entry point (and nothing, when the plugin is compiled
// into mopt with MOPT_STATIC_PLUGINS).
//
// Every plugin links the one core library (libMOptCore.so) that mopt links,
// so there is one registry and one copy of every global in the process.
//
//===----------------------------------------------------------------------===//
#ifndef MOPT_PASS_PLUGIN_H
#define MOPT_PASS_PLUGIN_H

#include "absl/status/status.h"
#include "mopt/Config/BuildFingerprint.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mopt {
class PassRegistry;
}

#define MOPT_PLUGIN_API_VERSION 1
#define MOPT_PLUGIN_EXPORT __attribute__((visibility("default")))

extern "C" {
struct MOptPluginInfo {
  uint32_t APIVersion;
  const char *PluginName;
  const char *PluginVersion;
  const char *BuildFingerprint;
  void (*RegisterCallbacks)(mopt::PassRegistry &Registry);
};
}

#ifdef MOPT_STATIC_PLUGINS
#define MOPT_PLUGIN_ENTRY_POINT(NAME, VERSION, REGISTER)
#else
#define MOPT_PLUGIN_ENTRY_POINT(NAME, VERSION, REGISTER)                       \
  extern "C" MOPT_PLUGIN_EXPORT MOptPluginInfo moptGetPluginInfo() {           \
    return {MOPT_PLUGIN_API_VERSION, NAME, VERSION, MOPT_BUILD_FINGERPRINT,    \
            REGISTER};                                                         \
  }
#endif

namespace mopt {

/// The fingerprint of the core library in this process.
const char *getBuildFingerprint();

/// Loads the plugin at Path and lets it register into Registry. Errors name
/// the file: cannot open, not a shared object, no entry point, wrong API
/// version, wrong build, or a name it registers that is already taken.
absl::Status loadPassPlugin(const std::string &Path, PassRegistry &Registry);

/// The shipped plugins mopt loads without being asked: every `mopt-*.so` in
/// the plugin folder beside the executable (`../plugins` in the build tree,
/// `../lib/mopt/plugins` once installed) and in each folder of
/// MOPT_PLUGIN_PATH, in name order.
std::vector<std::string> findShippedPlugins();

/// Those of Plugins (as findShippedPlugins returns them) that Pipeline may
/// name, in the same order: each plugin whose folder's manifest,
/// `mopt-plugins.txt` (written at build time from the pass tables), lists a
/// name that Pipeline holds as a whole word, and each plugin no manifest
/// lists, since what it registers is unknown.
std::vector<std::string>
selectPluginsFor(llvm::StringRef Pipeline,
                 const std::vector<std::string> &Plugins);

} // namespace mopt

#endif
