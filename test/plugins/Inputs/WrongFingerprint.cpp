//===- WrongFingerprint.cpp - Test plugin: built against another mopt -----===//
//
// An entry point whose build fingerprint is not this mopt's, as a plugin
// compiled against other headers would have: mopt must refuse it.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/Plugin.h"

extern "C" MOPT_PLUGIN_EXPORT MOptPluginInfo moptGetPluginInfo() {
  return {MOPT_PLUGIN_API_VERSION, "wrong-fingerprint", "1.0",
          "0123456789abcdef", nullptr};
}
