# The MOpt package: lets an outside project find_package(MOpt) against this
# build tree (-DMOpt_DIR=<build>) or an installed mopt
# (-DMOpt_DIR=<prefix>/lib/cmake/MOpt) and build pass plugins with
# mopt_add_plugin(). It writes, beside each other in the build folder,
#   MOptConfig.cmake         from MOptConfig.cmake.in: checks the compiler,
#                            finds Abseil, includes the files below
#   MOptConfigVersion.cmake  which versions a request accepts
#   MOptTargets.cmake        MOpt::MOptCore, MOpt::MOptFormats (the readers
#                            and writers, which a plugin does not need),
#                            and MOpt::mopt_llvm_adt, the LLVM ADT headers
#                            and support code they use
#   MOptAddPlugin.cmake      mopt_add_plugin()
# The config finds its files relative to itself, so installing is a matter
# of installing the same four files (MOptTargets.cmake through
# install(EXPORT)) into one folder.
include(CMakePackageConfigHelpers)

export(TARGETS MOptCore MOptFormats mopt_llvm_adt NAMESPACE MOpt::
  FILE ${PROJECT_BINARY_DIR}/MOptTargets.cmake)
configure_file(${PROJECT_SOURCE_DIR}/cmake/MOptConfig.cmake.in
  ${PROJECT_BINARY_DIR}/MOptConfig.cmake @ONLY)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/MOptConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
configure_file(${PROJECT_SOURCE_DIR}/cmake/MOptAddPlugin.cmake
  ${PROJECT_BINARY_DIR}/MOptAddPlugin.cmake COPYONLY)

# `cmake --install <build> --prefix P` lays mopt out as it finds itself:
#   P/bin/mopt
#   P/lib/libMOptCore.so, P/lib/libMOptAnalysis.so
#   P/lib/libMOptFormats.a         the readers and writers
#   P/lib/mopt/plugins/mopt-*.so   the shipped plugins and their manifest
#   P/lib/mopt/plugins/mopt-plugins.txt  (the names each registers), which
#                                  findShippedPlugins() looks for in
#                                  ../lib/mopt/plugins beside the executable
#   P/include/mopt/...             core/include, formats/include,
#                                  passes/include and the generated
#                                  Config/BuildFingerprint.h
#   P/lib/cmake/MOpt/              the four package files
#   P/share/mopt/examples/count-ops, P/share/mopt/examples/dce
#                                  the example plugins' sources, each a
#                                  project that builds against P
#   P/lib/mopt/plugins/CountOps.so, DCE.so  the same, built: not mopt-*,
#                                  so mopt loads them only when asked
# Each binary's RUNPATH is relative to its own folder ($ORIGIN), so the
# prefix can be moved and never reads the build tree. mopt and
# libMOptAnalysis sit in the build tree as they are installed (bin/.. has
# lib), so they are built with the installed RUNPATH. A RUNPATH that CMake
# rewrites at install ends in ':' in the build tree, an empty entry, which
# the loader reads as the current folder: the build-tree mopt looked there
# for libc and libstdc++ at every start (44 failed opens of 58).
set(MOPT_INSTALL_PACKAGE_DIR lib/cmake/MOpt)
install(TARGETS mopt RUNTIME DESTINATION bin)
set_target_properties(mopt PROPERTIES INSTALL_RPATH "$ORIGIN/../lib"
  BUILD_WITH_INSTALL_RPATH ON)
install(TARGETS MOptCore MOptFormats mopt_llvm_adt EXPORT MOptTargets
  LIBRARY DESTINATION lib ARCHIVE DESTINATION lib)
install(TARGETS MOptAnalysis LIBRARY DESTINATION lib)
set_target_properties(MOptAnalysis PROPERTIES INSTALL_RPATH "$ORIGIN"
  BUILD_WITH_INSTALL_RPATH ON)
get_property(_mopt_shipped_plugins GLOBAL PROPERTY MOPT_SHIPPED_PLUGINS)
if(_mopt_shipped_plugins)
  install(TARGETS ${_mopt_shipped_plugins}
    LIBRARY DESTINATION lib/mopt/plugins)
  install(FILES ${PROJECT_BINARY_DIR}/plugins/mopt-plugins.txt
    DESTINATION lib/mopt/plugins)
  set_target_properties(${_mopt_shipped_plugins} PROPERTIES
    INSTALL_RPATH "$ORIGIN/../..")
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/plugins/examples/count-ops
  ${PROJECT_SOURCE_DIR}/plugins/examples/dce DESTINATION share/mopt/examples)
install(TARGETS CountOps DCE LIBRARY DESTINATION lib/mopt/plugins)
set_target_properties(CountOps DCE PROPERTIES INSTALL_RPATH "$ORIGIN/../..")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/core/include/
  ${PROJECT_SOURCE_DIR}/formats/include/
  ${PROJECT_SOURCE_DIR}/passes/include/ DESTINATION include)
install(FILES ${MOPT_GENERATED_INCLUDE_DIR}/mopt/Config/BuildFingerprint.h
  DESTINATION include/mopt/Config)
install(EXPORT MOptTargets NAMESPACE MOpt:: FILE MOptTargets.cmake
  DESTINATION ${MOPT_INSTALL_PACKAGE_DIR})
install(FILES ${PROJECT_BINARY_DIR}/MOptConfig.cmake
  ${PROJECT_BINARY_DIR}/MOptConfigVersion.cmake
  ${PROJECT_BINARY_DIR}/MOptAddPlugin.cmake
  DESTINATION ${MOPT_INSTALL_PACKAGE_DIR})
