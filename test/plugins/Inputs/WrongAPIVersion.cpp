//===- WrongAPIVersion.cpp - Test plugin: a newer plugin API version ------===//
//
// An entry point that claims the next plugin API version: mopt must refuse
// it before reading any other field.
//
//===----------------------------------------------------------------------===//

#include "mopt/Pass/Plugin.h"

extern "C" MOPT_PLUGIN_EXPORT MOptPluginInfo moptGetPluginInfo() {
  return {MOPT_PLUGIN_API_VERSION + 1, "wrong-api-version", "1.0",
          MOPT_BUILD_FINGERPRINT, nullptr};
}
