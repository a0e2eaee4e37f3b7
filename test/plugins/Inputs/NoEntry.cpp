//===- NoEntry.cpp - Test plugin: a shared object without an entry point --===//
//
// A shared object that exports a function, but not moptGetPluginInfo: mopt
// must refuse it as no pass plugin.
//
//===----------------------------------------------------------------------===//

extern "C" __attribute__((visibility("default"))) int notAPassPlugin() {
  return 0;
}
