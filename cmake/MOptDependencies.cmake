# Every dependency comes from a Debian package (see README.md).
# LLVM's version file accepts a request only for its own major.minor (its
# API changes between minor releases), so the request says 22.1.
find_package(LLVM 22.1 REQUIRED CONFIG HINTS /usr/lib/llvm-22/lib/cmake/llvm)
find_package(absl REQUIRED CONFIG)
find_package(Threads REQUIRED)

# Abseil. Debian ships it as shared objects, and absl::status alone maps 25
# of them: about 1 ms of every process's start-up, a third of mopt's budget.
# Its static archives are position-dependent (PIE) code: they can go into an
# executable, not into libMOptCore.so. So the project's shared objects
# (libMOptCore.so, libMOptAnalysis.so, the plugins) compile against
# Abseil's headers and leave its symbols to the program that loads them:
#   - mopt links the archives (mopt_absl_static) and exports their symbols,
#     so the core and every plugin bind to that one copy;
#   - every other program links the shared objects, which MOptCore's
#     interface adds unless the consuming target sets the property
#     MOPT_ABSEIL_FROM_PROGRAM (mopt, the shared libraries, the plugins).
# mopt_absl_static whole-links the archives of what DESIGN.md uses Abseil
# for (status and StatusOr, strings and their formatting, hash maps), so
# that a plugin finds any function of theirs (test/plugins/Inputs/
# UsesAbseil.cpp); the rest are searched as a group for what those need.
find_library(MOPT_ABSL_STATUS_ARCHIVE NAMES libabsl_status.a REQUIRED)
get_filename_component(_mopt_absl_dir ${MOPT_ABSL_STATUS_ARCHIVE} DIRECTORY)
file(GLOB _mopt_absl_archives ${_mopt_absl_dir}/libabsl_*.a)
set(_mopt_absl_api_archives)
foreach(_name status statusor strings str_format_internal hash city
    low_level_hash raw_hash_set)
  list(APPEND _mopt_absl_api_archives ${_mopt_absl_dir}/libabsl_${_name}.a)
endforeach()
list(REMOVE_ITEM _mopt_absl_archives ${_mopt_absl_api_archives})
add_library(mopt_absl_static INTERFACE)
target_link_libraries(mopt_absl_static INTERFACE
  -Wl,--whole-archive ${_mopt_absl_api_archives} -Wl,--no-whole-archive
  -Wl,--start-group ${_mopt_absl_archives} -Wl,--end-group
  Threads::Threads)
target_link_options(mopt_absl_static INTERFACE
  "LINKER:--export-dynamic-symbol=*absl*")

message(STATUS "mopt: LLVM ${LLVM_PACKAGE_VERSION} from ${LLVM_DIR}")

# Only LLVM's ADT, Casting and a few support classes (the bump allocator,
# MemoryBuffer for the input file, Regex) are used: mopt_llvm_adt carries
# their headers. The out-of-line symbols they need come from LLVM's static
# support library, linked into the one core library (MOPT_LLVM_ARCHIVES), which
# exports them: mopt and every plugin use that one copy, and no process pays
# the relocations of the large dynamic libLLVM.
add_library(mopt_llvm_adt INTERFACE)
target_include_directories(mopt_llvm_adt SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
# LLVM_DEFINITIONS is one string of -D flags; a target wants a list.
separate_arguments(_mopt_llvm_definitions NATIVE_COMMAND "${LLVM_DEFINITIONS}")
target_compile_definitions(mopt_llvm_adt INTERFACE ${_mopt_llvm_definitions})
# LLVM 22's support library no longer uses terminfo, so no libtinfo is
# linked; the objects the core pulls from it need nothing beyond libc,
# libm and pthreads.
set(MOPT_LLVM_ARCHIVES
  ${LLVM_LIBRARY_DIR}/libLLVMSupport.a ${LLVM_LIBRARY_DIR}/libLLVMDemangle.a)
