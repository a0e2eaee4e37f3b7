# The MOpt package: lets an outside project find_package(MOpt) against this
# build tree (-DMOpt_DIR=<build>) and build pass plugins with
# mopt_add_plugin(). It writes, beside each other in the build folder,
#   MOptConfig.cmake         from MOptConfig.cmake.in: checks the compiler,
#                            finds Abseil, includes the files below
#   MOptConfigVersion.cmake  which versions a request accepts
#   MOptTargets.cmake        MOpt::MOptCore, and MOpt::mopt_llvm_adt, the
#                            LLVM ADT headers and support code it uses
#   MOptAddPlugin.cmake      mopt_add_plugin()
# The config finds its files relative to itself, so installing is a matter
# of installing the same four files (MOptTargets.cmake through
# install(EXPORT)) into one folder.
include(CMakePackageConfigHelpers)

export(TARGETS MOptCore mopt_llvm_adt NAMESPACE MOpt::
  FILE ${PROJECT_BINARY_DIR}/MOptTargets.cmake)
configure_file(${PROJECT_SOURCE_DIR}/cmake/MOptConfig.cmake.in
  ${PROJECT_BINARY_DIR}/MOptConfig.cmake @ONLY)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/MOptConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
configure_file(${PROJECT_SOURCE_DIR}/cmake/MOptAddPlugin.cmake
  ${PROJECT_BINARY_DIR}/MOptAddPlugin.cmake COPYONLY)
